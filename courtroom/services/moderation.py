"""Screening text with the database's rules, and staff's redact/restore of turns."""

from __future__ import annotations

from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from courtroom import moderation
from courtroom.models import ModerationRule, StaffAction, Turn
from courtroom.moderation import REDACTED_TEXT, Rule, Screening
from juryrigged import realtime

_RULES_KEY = "court:moderation:rules:v1"
_RULES_TTL_S = 30


def active_rules() -> list[Rule]:
    """The active rules, cached briefly; an edit in the admin clears the cache."""
    rules = cache.get(_RULES_KEY)
    if rules is None:
        rules = [Rule(r.code, r.pattern, r.unless) for r in ModerationRule.objects.filter(active=True)]
        cache.set(_RULES_KEY, rules, _RULES_TTL_S)
    return rules


def rules_changed() -> None:
    cache.delete(_RULES_KEY)


def text_screen(text: str) -> Screening:
    return moderation.screen(text, active_rules())


def _turn_event(turn: Turn) -> dict:
    return {"turnId": turn.pk, "turnNumber": turn.turn_number, "dialogue": turn.dialogue,
            "moderation": turn.moderation}


def turn_redact(*, turn_id: int, actor, reason: str = "") -> Turn:
    """Redact a line the filter missed; viewers get `turn_redacted` (never the original).

    Idempotent: a turn already hidden is left as it is and nothing is published.
    """
    with transaction.atomic():
        turn = Turn.objects.select_for_update().select_related("session").get(pk=turn_id)
        if turn.dialogue == REDACTED_TEXT:
            return turn
        turn.original_dialogue = turn.original_dialogue or turn.dialogue
        turn.dialogue = REDACTED_TEXT
        turn.moderation = Turn.Moderation.REDACTED
        turn.save(update_fields=["original_dialogue", "dialogue", "moderation"])
        StaffAction.objects.create(session=turn.session, turn=turn, actor=actor, action="turn_redacted",
                                   detail={"reason": reason[:200]})
        realtime.publish(turn.session.stream, "turn_redacted", {**_turn_event(turn), "at": timezone.now().isoformat()})
    return turn


def turn_restore(*, turn_id: int, actor) -> Turn:
    """Restore a false positive: viewers get `turn_restored` with the original line."""
    with transaction.atomic():
        turn = Turn.objects.select_for_update().select_related("session").get(pk=turn_id)
        if turn.dialogue != REDACTED_TEXT or not turn.original_dialogue:
            return turn
        turn.dialogue = turn.original_dialogue
        turn.moderation = Turn.Moderation.RESTORED
        turn.save(update_fields=["dialogue", "moderation"])
        StaffAction.objects.create(session=turn.session, turn=turn, actor=actor, action="turn_restored",
                                   detail={"reasons": turn.moderation_reasons})
        realtime.publish(turn.session.stream, "turn_restored", _turn_event(turn))
    return turn
