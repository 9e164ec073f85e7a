"""After a verdict for the defendant there is nothing to sentence: no sentence poll, no wait, and it is said."""

import pytest
from django.test import Client

from courtroom.models import Poll
from juryrigged import realtime
from tests.courtroom.conftest import in_phase, run_until, step

pytestmark = pytest.mark.django_db


def verdict(session, *choices):
    for choice in choices:
        Client().post(f"/api/court/sessions/{session.pk}/vote", {"type": "verdict", "choice": choice},
                      content_type="application/json")
    step(session)  # the verdict poll closes


@pytest.mark.parametrize("case_type, acquittal, label", [("criminal", "not_guilty", "not guilty"),
                                                         ("civil", "not_liable", "not liable")])
def test_an_acquittal_skips_the_sentence_vote_and_says_why(new_session, case_type, acquittal, label):
    # given the jury finds for the defendant
    session = run_until(new_session(case_type=case_type), in_phase("verdict_vote"))
    verdict(session, acquittal)
    # when the session enters the sentence phase
    session = run_until(session, in_phase("sentence_vote"))
    # then no sentence poll opens, the audience is told, and the next step is due at once
    assert not Poll.objects.filter(session=session, kind="sentence").exists()
    entered = [e.payload for e in realtime.events_after(session.stream, 0) if e.type == "phase_changed"][-1]
    assert entered["skipped"] is True and "poll" not in entered and entered["phaseDurationMs"] is None
    assert entered["skipReason"] == (f"No sentence vote: the jury found the defendant {label}, "
                                     "so there is nothing to sentence.")
    assert (session.next_step_at - session.phase_started_at).total_seconds() < 1
    response = Client().post(f"/api/court/sessions/{session.pk}/vote", {"type": "sentence", "choice": "x"},
                             content_type="application/json")
    assert response.status_code == 409
    # and the session ends with a ruling without a sentence
    session = run_until(session, lambda s: s.status == "completed")
    assert session.final_ruling["verdict"] == acquittal and session.final_ruling["sentence"] is None
    types = [e.type for e in realtime.events_after(session.stream, 0)]
    assert types.count("vote_closed") == 1


def test_a_guilty_verdict_still_opens_the_sentence_vote(new_session):
    session = run_until(new_session(), in_phase("verdict_vote"))
    verdict(session, "guilty")
    session = run_until(session, in_phase("sentence_vote"))
    assert Poll.objects.filter(session=session, kind="sentence").exists()
    entered = [e.payload for e in realtime.events_after(session.stream, 0) if e.type == "phase_changed"][-1]
    assert "skipped" not in entered and entered["poll"]["type"] == "sentence"
