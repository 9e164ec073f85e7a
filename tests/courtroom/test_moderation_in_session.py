"""Moderation in a live session: redaction, the judge's redirect, staff restore and redact."""

import pytest

from courtroom.models import StaffAction, Turn
from courtroom.moderation import redacted_line
from courtroom.services import turn_redact, turn_restore
from juryrigged import realtime
from tests.courtroom.conftest import step

pytestmark = pytest.mark.django_db
BAD_LINE = "Order! I will kill you when this trial is over, bailiff."


@pytest.fixture
def flagged(new_session, scripted_llm):
    scripted_llm.answers = [BAD_LINE]
    session = new_session()
    step(session)  # enter the case prompt
    step(session)  # the bailiff's line: flagged
    session.refresh_from_db()
    return session


def test_a_flagged_line_is_stored_redacted_with_the_original_kept_for_staff(flagged):
    turn = Turn.objects.get(session=flagged, turn_number=1)
    assert turn.dialogue == "[The bailiff's announcement has been redacted by the court for decorum violations.]"
    assert turn.original_dialogue == BAD_LINE
    assert (turn.moderation, turn.moderation_reasons) == ("flagged", ["threat"])


def test_the_audience_gets_a_moderation_action_without_the_original(flagged):
    events = realtime.events_after(flagged.stream, 0)
    action = next(e for e in events if e.type == "moderation_action")
    assert action.payload == {"sessionId": flagged.pk, "turnId": Turn.objects.get(turn_number=1).pk, "turnNumber": 1,
                              "action": "redacted", "reasons": ["threat"], "speaker": "mux"}
    assert "kill" not in str([e.payload for e in events])


def test_the_judge_inserts_a_redirect_line_after_a_redaction(flagged):
    redirect = Turn.objects.get(session=flagged, turn_number=2)
    assert (redirect.speaker, redirect.role, redirect.kind) == ("primus", "judge", "redirect")
    assert redirect.dialogue.startswith("Order! The court has struck that remark.")
    assert flagged.turn_count == 2


def test_staff_restore_a_false_positive_and_viewers_see_it_live(flagged, staff):
    turn = Turn.objects.get(session=flagged, turn_number=1)
    turn_restore(turn_id=turn.pk, actor=staff)
    turn.refresh_from_db()
    assert (turn.dialogue, turn.moderation) == (BAD_LINE, "restored")
    event = realtime.events_after(flagged.stream, 0)[-1]
    assert (event.type, event.payload["dialogue"], event.payload["turnNumber"]) == ("turn_restored", BAD_LINE, 1)
    logged = StaffAction.objects.get(action="turn_restored")
    assert (logged.actor, logged.turn, logged.session) == (staff, turn, flagged)


def test_staff_redact_a_missed_line_by_hand(new_session, staff):
    session = new_session()
    step(session)
    step(session)
    turn = Turn.objects.get(session=session)
    original = turn.dialogue
    turn_redact(turn_id=turn.pk, actor=staff, reason="rude")
    turn.refresh_from_db()
    assert (turn.dialogue, turn.original_dialogue, turn.moderation) == (redacted_line("bailiff"), original, "redacted")
    event = realtime.events_after(session.stream, 0)[-1]
    assert (event.type, event.payload["dialogue"]) == ("turn_redacted", redacted_line("bailiff"))
    assert original not in str(event.payload)
    assert StaffAction.objects.get(action="turn_redacted").detail == {"reason": "rude"}


def test_redacting_twice_publishes_once(flagged, staff):
    turn = Turn.objects.get(session=flagged, turn_number=1)
    before = len(realtime.events_after(flagged.stream, 0))
    turn_redact(turn_id=turn.pk, actor=staff)
    assert len(realtime.events_after(flagged.stream, 0)) == before


def test_rules_edited_in_the_database_take_effect(new_session, scripted_llm):
    from courtroom.models import ModerationRule
    from courtroom.services.moderation import rules_changed

    ModerationRule.objects.create(code="harassment", pattern=r"\bbanana\b", description="test rule")
    rules_changed()
    scripted_llm.answers = ["I object, you banana."]
    session = new_session()
    step(session)
    step(session)
    assert Turn.objects.get(session=session, turn_number=1).moderation_reasons == ["harassment"]


def test_a_redacted_line_is_worded_for_its_speaker():
    # given the roles of a trial, when each has a line redacted, then the placeholder names that speaker
    assert redacted_line("witness").startswith("[The witness statement has been redacted")
    assert redacted_line("judge").startswith("[The judge's remark has been struck")
    assert redacted_line("bailiff").startswith("[The bailiff's announcement")
    assert redacted_line("prosecutor").startswith("[The prosecution's statement")
    assert redacted_line("defense").startswith("[The defense's statement")
    assert len({redacted_line(r) for r in ("witness", "judge", "bailiff", "prosecutor", "defense")}) == 5


def test_the_turn_json_says_a_line_is_redacted_so_pages_need_not_guess_from_its_text(flagged):
    from courtroom.services.turns import turn_json

    assert turn_json(Turn.objects.get(session=flagged, turn_number=1))["redacted"] is True
    assert turn_json(Turn.objects.get(session=flagged, turn_number=2))["redacted"] is False
