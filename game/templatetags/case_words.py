"""The words of a case's kind in templates: `{{ game.player_side|side_name:case.kind }}`
reads "plaintiff" in a civil case (`game.case_kinds`)."""

from django import template

from game.case_kinds import case_kind

register = template.Library()


@register.filter
def side_name(side: str, kind: str) -> str:
    return case_kind(kind).side_name(side)
