"""Screening text with the database's rules, and staff's redact/restore of turns."""

from __future__ import annotations

from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from courtroom import moderation
from courtroom.models import ModerationRule, StaffAction, Turn
from courtroom.moderation import Rule, Screening, redacted_line
from juryrigged import realtime

_RULES_KEY = "court:moderation:rules:v1"
_RULES_TTL_S = 30
# The stored stream events that carry a turn's line.
_TURN_EVENTS = ("turn", "turn_restored")


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


def _history_set_line(turn: Turn) -> int:
    """Make every stored event that carries `turn`'s line say what viewers may now read."""
    def rewrite(event_type: str, payload: dict) -> dict | None:
        if event_type == "turn" and (payload.get("turn") or {}).get("id") == turn.pk:
            return {**payload, "turn": {**payload["turn"], "dialogue": turn.dialogue, "redacted": turn.is_redacted}}
        if event_type == "turn_restored" and payload.get("turnId") == turn.pk:
            return {**payload, "dialogue": turn.dialogue, "moderation": turn.moderation}
        return None

    return realtime.history_rewrite(turn.session.stream, _TURN_EVENTS, rewrite)


def turn_redact(*, turn_id: int, actor, reason: str = "") -> Turn:
    """Redact a line the filter missed, for every reader: the turn, the stored stream
    history (replay, SSE and websocket catch-up) and live viewers (`turn_redacted`).

    Idempotent: a turn already hidden is left as it is and nothing is published.
    The original stays on the turn for staff, with who redacted it and when (StaffAction).
    """
    with transaction.atomic():
        turn = Turn.objects.select_for_update().select_related("session").get(pk=turn_id)
        if turn.is_redacted:
            return turn
        turn.original_dialogue = turn.original_dialogue or turn.dialogue
        turn.dialogue = redacted_line(turn.role)
        turn.moderation = Turn.Moderation.REDACTED
        turn.save(update_fields=["original_dialogue", "dialogue", "moderation"])
        StaffAction.objects.create(session=turn.session, turn=turn, actor=actor, action="turn_redacted",
                                   detail={"reason": reason[:200]})
        _history_set_line(turn)
        realtime.publish(turn.session.stream, "turn_redacted", {**_turn_event(turn), "at": timezone.now().isoformat()})
    return turn


def turn_restore(*, turn_id: int, actor) -> Turn:
    """Restore a false positive everywhere a redaction reached; viewers get `turn_restored`."""
    with transaction.atomic():
        turn = Turn.objects.select_for_update().select_related("session").get(pk=turn_id)
        if not turn.is_redacted or not turn.original_dialogue:
            return turn
        turn.dialogue = turn.original_dialogue
        turn.moderation = Turn.Moderation.RESTORED
        turn.save(update_fields=["dialogue", "moderation"])
        StaffAction.objects.create(session=turn.session, turn=turn, actor=actor, action="turn_restored",
                                   detail={"reasons": turn.moderation_reasons})
        _history_set_line(turn)
        realtime.publish(turn.session.stream, "turn_restored", _turn_event(turn))
    return turn
