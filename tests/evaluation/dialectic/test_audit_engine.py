"""The audit engine against the offline mock and scripted providers: fan-out, retries, fallback, re-evaluation."""

import json
import re
import threading

import pytest

import evaluation.dialectic.mock  # noqa: F401  (registered by ready() as well)
from evaluation.dialectic.audit import Audit, Callbacks, OpinionRecord
from evaluation.dialectic.rubric import default_preset, validate_rubric

from tests.evaluation.dialectic.fixtures import DOCUMENTS, criterion

pytestmark = pytest.mark.django_db
MODELS = {"Prosecutor": "m/p", "Defense": "m/d", "TechLead": "m/t"}


def _judge(request):
    return re.search(r"ROLE: (\w+)\.", request.messages[0]["content"]).group(1)


def _criterion_id(request):
    return re.search(r"CRITERION (\S+):", request.messages[1]["content"]).group(1)


def scored(scores):
    """A scripted answer: each judge gives its score from `scores`, citing nothing."""
    def answer(request):
        judge = _judge(request)
        return json.dumps({"judge": judge, "criterionId": _criterion_id(request), "score": scores[judge],
                           "argument": f"{judge} says so.", "citedEvidence": ["NO_EVIDENCE"]})
    return answer


def _events():
    events = []
    callbacks = Callbacks(
        opinion=lambda r: events.append(("opinion", r.criterion_id, r.judge, r.round)),
        criterion=lambda c, ruling: events.append(("criterion", c.id, ruling.round)),
        reevaluation=lambda c, ruling: events.append(("reevaluation", c.id, ruling.round)),
    )
    return events, callbacks


def _two_criteria():
    return [criterion(id="a", name="Alpha", description="x", success="Clear.", failure="Vague."),
            criterion(id="b", name="Beta", description="y", success="Clear.", failure="Vague.")]


def test_the_mock_answers_every_judge_in_character_with_real_evidence_ids():
    # given
    criteria = validate_rubric(default_preset("code-review")["criteria"])
    audit = Audit(DOCUMENTS, criteria, MODELS, limit=8)
    records = []
    # when
    rulings = audit.run(callbacks=Callbacks(opinion=records.append))
    # then
    assert [r.criterion_id for r in rulings] == [c.id for c in criteria]
    assert not [r for r in records if r.is_fallback]
    known = {e.id for e in audit.evidence} | {"NO_EVIDENCE"}
    assert all(set(r.opinion.citedEvidence) <= known for r in records)
    first = {r.judge: r.opinion for r in records if r.criterion_id == "security" and r.round == 0}
    assert first["Prosecutor"].charges and first["Prosecutor"].charges[0].startswith("security:")
    assert first["Defense"].mitigations and first["TechLead"].remediation
    security = next(r for r in rulings if r.criterion_id == "security")
    assert security.security_capped and security.score <= 3


def test_each_criterion_is_ruled_right_after_its_three_opinions(scripted_llm):
    # given
    scripted_llm.default = scored({"Prosecutor": 3, "Defense": 4, "TechLead": 4})
    events, callbacks = _events()
    # when
    rulings = Audit(DOCUMENTS, _two_criteria(), MODELS, limit=1).run(callbacks=callbacks)
    # then
    for cid in ("a", "b"):
        ruled = events.index(("criterion", cid, 0))
        mine = [i for i, e in enumerate(events) if e[0] == "opinion" and e[1] == cid]
        assert len(mine) == 3 and max(mine) < ruled
    assert len(events) == 8
    assert [r.score for r in rulings] == [4, 4]
    assert len(scripted_llm.requests) == 6


def test_invalid_json_is_retried_twice_with_a_reminder_then_falls_back_to_three(scripted_llm):
    # given
    scripted_llm.default = "I think it is fine, maybe a four."
    records = []
    # when
    rulings = Audit(DOCUMENTS, _two_criteria()[:1], MODELS, limit=3).run(callbacks=Callbacks(opinion=records.append))
    # then
    assert len(scripted_llm.requests) == 9
    assert all(r.is_fallback and r.attempts == 3 and r.opinion.score == 3 for r in records)
    assert records[0].errors == ["the answer contained no valid JSON object"] * 3
    assert "evaluation failed" in records[0].opinion.argument
    reminders = [r for r in scripted_llm.requests if len(r.messages) > 2]
    assert len(reminders) == 6
    assert "Your previous answer could not be used: the answer contained no valid JSON object" in \
        reminders[0].messages[-1]["content"]
    assert rulings[0].score == 3 and rulings[0].fallback_judges == ["Prosecutor", "Defense", "TechLead"]


def test_a_schema_error_is_named_in_the_reminder_and_a_valid_retry_is_kept(scripted_llm):
    # given: the first answer scores 9, the retry is valid
    valid = scored({"Prosecutor": 2, "Defense": 2, "TechLead": 2})
    scripted_llm.answers = ['{"score": 9, "argument": "Too generous."}']
    scripted_llm.default = valid
    records = []
    # when
    Audit(DOCUMENTS, _two_criteria()[:1], MODELS, limit=1).run(callbacks=Callbacks(opinion=records.append))
    # then
    assert sorted(r.attempts for r in records) == [1, 1, 2]
    retried = next(r for r in records if r.attempts == 2)
    assert (retried.is_fallback, retried.opinion.score, retried.errors) == (
        False, 2, ["score: Input should be less than or equal to 5"])
    assert "score: Input should be less than or equal to 5" in scripted_llm.requests[1].messages[-1]["content"]


def test_dissent_triggers_exactly_one_reevaluation_round(scripted_llm):
    # given: the judges never move, so the spread stays 4
    scripted_llm.default = scored({"Prosecutor": 1, "Defense": 5, "TechLead": 3})
    events, callbacks = _events()
    # when
    rulings = Audit(DOCUMENTS, _two_criteria()[:1], MODELS, limit=1).run(callbacks=callbacks)
    # then
    assert [e[0] for e in events] == ["opinion"] * 3 + ["reevaluation"] + ["opinion"] * 3 + ["criterion"]
    assert [e[3] for e in events if e[0] == "opinion"] == [0, 0, 0, 1, 1, 1]
    assert events[3] == ("reevaluation", "a", 0) and events[-1] == ("criterion", "a", 1)
    assert len(scripted_llm.requests) == 6
    assert rulings[0].round == 1 and rulings[0].dissent and not rulings[0].needs_reevaluation
    reargued = next(r.messages[1]["content"] for r in scripted_llm.requests[3:] if _judge(r) == "TechLead")
    assert "- Defense scored 5: Defense says so. (cited: NO_EVIDENCE)" in reargued


def test_stored_opinions_are_not_asked_again(scripted_llm):
    # given: a resumed run already holds the Prosecutor's opinion on criterion a
    scripted_llm.default = scored({"Prosecutor": 4, "Defense": 4, "TechLead": 4})
    from evaluation.dialectic.schemas import JudicialOpinion
    stored = [OpinionRecord("Prosecutor", "a", 0, JudicialOpinion(judge="Prosecutor", criterionId="a", score=2,
                                                                  argument="Stored."))]
    # when
    rulings = Audit(DOCUMENTS, _two_criteria()[:1], MODELS, limit=2).run(stored=stored)
    # then
    assert sorted(_judge(r) for r in scripted_llm.requests) == ["Defense", "TechLead"]
    assert rulings[0].raw_scores == {"Prosecutor": 2, "Defense": 4, "TechLead": 4}


def test_a_call_past_the_timeout_becomes_a_fallback_opinion(scripted_llm):
    # given
    scripted_llm.default = scored({"Prosecutor": 4, "Defense": 4, "TechLead": 4})
    scripted_llm.delays = {"*": 0.6}
    records = []
    # when
    Audit(DOCUMENTS, _two_criteria()[:1], MODELS, limit=3, timeout=0.2).run(callbacks=Callbacks(opinion=records.append))
    # then
    assert len(records) == 3
    assert all(r.is_fallback and r.opinion.score == 3 for r in records)
    # the abandoned calls keep retrying in their threads: let them end before the next test's provider
    for thread in threading.enumerate():
        if thread.name.startswith("llm"):
            thread.join(timeout=5)


def test_each_judge_is_asked_with_its_own_model(scripted_llm):
    scripted_llm.default = scored({"Prosecutor": 4, "Defense": 4, "TechLead": 4})
    Audit(DOCUMENTS, _two_criteria()[:1], MODELS, limit=3).run()
    assert sorted((_judge(r), r.model) for r in scripted_llm.requests) == [
        ("Defense", "m/d"), ("Prosecutor", "m/p"), ("TechLead", "m/t")]
