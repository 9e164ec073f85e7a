"""Staff's redact and restore of lines, reaching every reader, and the rule suggestions
those decisions leave for the rules admin."""

from __future__ import annotations

import re

from django.db import transaction
from django.utils import timezone

from courtroom.models import ModerationRule, StaffAction, Turn
from courtroom.moderation import CATEGORIES, redacted_line
from courtroom.moderation.normalize import canonical
from juryrigged import realtime

# The stored stream events that carry a turn's line.
_TURN_EVENTS = ("turn", "turn_restored")
_WORD = re.compile(r"[a-z0-9']+")
_FRAGMENT = re.compile(r"“(.+?)”")


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
    The original stays on the turn for staff, with who redacted it and when (StaffAction),
    and a rule suggestion drawn from the line waits, inactive, in the rules admin.
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
        _suggest_rule_for_missed(turn)
        realtime.publish(turn.session.stream, "turn_redacted", {**_turn_event(turn), "at": timezone.now().isoformat()})
    return turn


def turn_restore(*, turn_id: int, actor) -> Turn:
    """Restore a false positive everywhere a redaction reached; viewers get `turn_restored`.

    When a rule held the line, an inactive copy of that rule with a suggested `unless`
    guard (the words before the hit) waits in the rules admin.
    """
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
        _suggest_guards_for_restored(turn)
        realtime.publish(turn.session.stream, "turn_restored", _turn_event(turn))
    return turn


# --- staff decisions as rule suggestions -----------------------------------------------

def _phrase_pattern(words: list[str]) -> str:
    return r"\b" + r"\W+".join(re.escape(w) for w in words) + r"\b"


def _where(turn: Turn) -> str:
    return f"#{turn.session_id}/{turn.turn_number}"


def _suggest_rule_for_missed(turn: Turn) -> None:
    """A missed line: suggest a rule matching its phrase, in the category a layer saw, if any."""
    words = _WORD.findall(canonical(turn.original_dialogue))[:8]
    if not words:
        return
    seen = [c for layer in turn.moderation_layers for c in layer.get("categories", [])]
    code = next((c for c in seen if c in CATEGORIES), "harassment")
    ModerationRule.objects.create(
        code=code, pattern=_phrase_pattern(words), active=False, source=ModerationRule.Source.SUGGESTED,
        suggested_from=turn,
        description=f"suggested: staff redacted {_where(turn)}; generalise the phrase and check the category")


def _suggest_guards_for_restored(turn: Turn) -> None:
    """A false positive held by rules: suggest each rule again with an `unless` guard made
    of the words just before what it matched (the context that made the line fine)."""
    rules_layer = next((d for d in turn.moderation_layers if d.get("layer") == "rules" and d.get("flagged")), None)
    if rules_layer is None:
        return
    text = canonical(turn.original_dialogue)
    for rule in ModerationRule.objects.filter(pk__in=rules_layer.get("rules", [])):
        fragment = next((f for f in _FRAGMENT.findall(rules_layer.get("reason", "")) if f in text), "")
        before = _WORD.findall(text[:text.find(fragment)])[-3:] if fragment else []
        if not before:
            continue
        ModerationRule.objects.create(
            code=rule.code, pattern=rule.pattern, unless=_phrase_pattern(before)[:300], active=False,
            source=ModerationRule.Source.SUGGESTED, suggested_from=turn,
            description=f"suggested: staff restored {_where(turn)}; rule “{rule.description or rule.pk}” "
                        f"with a guard — switch off the original if you switch this on"[:200])
