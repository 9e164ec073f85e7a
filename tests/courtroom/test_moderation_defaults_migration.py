"""Migration 0006 retires the list-based default rules and narrows two others, on databases seeded before it,
and leaves a rule staff rewrote as they wrote it."""

import importlib

import pytest
from django.apps import apps

from courtroom.models import ModerationRule
from courtroom.moderation.defaults import DEFAULT_RULES

pytestmark = pytest.mark.django_db
migration = importlib.import_module("courtroom.migrations.0006_structural_moderation_defaults")
OLD_THREAT = (r"\b(?:i|we)\s*(?:'\s*l+i?|wi?ll?)\s+(?:\w+\s+){0,2}?(?:kill|murder|stab|shoot|strangle|behead|hurt"
              r"|beat|burn|slaughter|choke|bury|hunt down|break)\s+(?:you|u|him|her|them|your|his|the \w+)\b")
OLD_NAMES = r"\b(?:taylor swift|elon musk|joe biden)\b[^.!?]{0,30}\b(?:murdered|killed)\b"
OLD_GROUPS = r"\b(?:jews?|gypsies|roma|hindus|catholics)\b[^.!?]{0,40}\b(?:are|is)\b[^.!?]{0,30}\bvermin"


def test_it_retires_the_list_based_rules_and_narrows_the_threat_rule():
    # given rules as an older release seeded them, and one a staff member rewrote
    ModerationRule.objects.all().delete()
    names = ModerationRule.objects.create(code="defamation", pattern=OLD_NAMES, source="default",
                                          description="crimes pinned on a real person")
    groups = ModerationRule.objects.create(code="hate", pattern=OLD_GROUPS, source="default")
    threat = ModerationRule.objects.create(code="threat", pattern=OLD_THREAT, source="default")
    rewritten = ModerationRule.objects.create(code="threat", pattern=r"\bi will bury you\b", source="default")

    # when the migration runs
    migration.forwards(apps, None)

    # then the list-based rules are inactive with a note, the threat rule is the shipped one, staff's is kept
    for rule in (names, groups):
        rule.refresh_from_db()
        assert not rule.active and rule.description.startswith(migration.NOTE)
    threat.refresh_from_db()
    rewritten.refresh_from_db()
    assert threat.pattern == next(p for c, p, _, d in DEFAULT_RULES if d == "threats to harm")
    assert "bury" not in threat.pattern and threat.active
    assert rewritten.pattern == r"\bi will bury you\b"
