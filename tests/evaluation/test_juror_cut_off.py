"""A juror whose answer is cut off at max_tokens is asked once more; cut off again, its card and the API
say so (`truncated: true`) and it counts as unread, never half-read. The second ask is on the bill."""

import pytest

from evaluation.jury.results import load_result
from evaluation.runs import run_dispatch
from juryrigged import llm
from juryrigged.llm.models import LLMCall
from tests.evaluation.conftest import SPEC_MODELS, start
from tests.evaluation.jury_texts import assessment

pytestmark = pytest.mark.django_db

WHOLE = assessment(8, 7, 9, 8, 6, "REJECT")
HALF = WHOLE[: WHOLE.index("### Verdict")]  # the scores are there, the verdict is not yet


def cut(text):
    return llm.RawCompletion(text=text, model="m", prompt_tokens=10, completion_tokens=500, finish_reason="length")


def test_a_juror_cut_off_twice_is_marked_truncated_and_unread(user, jury):
    # given a juror whose answers both run out of room
    answers = iter([cut(HALF), cut(HALF + "### Verdict\nVERDICT: RE")])
    jury.jurors[SPEC_MODELS[0]] = lambda request: next(answers)
    run = start(user)
    # when
    run_dispatch(message_id=run.pk)
    # then it was asked twice, the second time with more room, and both asks are billed
    asks = [r for r in jury.provider.requests if r.purpose == "eval.juror" and r.model == SPEC_MODELS[0]]
    assert len(asks) == 2 and asks[1].max_tokens > asks[0].max_tokens
    assert LLMCall.objects.filter(purpose="eval.juror").count() == len(SPEC_MODELS) + 1
    result = load_result(run)
    juror = result["jurors"][0]
    assert juror["truncated"] is True
    assert (juror["verdict"], juror["scores"], juror["parseSuccess"]) == (
        None, dict.fromkeys(juror["scores"]), False)
    assert any("cut off" in w for w in result["metadata"]["jurorWarnings"][0])
    assert result["metadata"]["jurorUsage"][0]["requests"] == 2
    # and the other jurors decide the majority
    assert result["voteTally"]["approve"] + result["voteTally"]["revise"] + result["voteTally"]["reject"] == 2


def test_a_juror_cut_off_once_is_read_from_its_second_answer(user, jury):
    answers = iter([cut(HALF), WHOLE])
    jury.jurors[SPEC_MODELS[0]] = lambda request: next(answers)
    run = start(user)
    run_dispatch(message_id=run.pk)
    juror = load_result(run)["jurors"][0]
    assert (juror["truncated"], juror["verdict"], juror["scores"]["accuracy"]) == (False, "REJECT", 8)
