"""The measured misreadings, end to end: two REJECT jurors written as real models write them.

Before the structure-aware parser, both were read as APPROVE and the jury's majority
flipped from REJECT to APPROVE.
"""

import pytest

from evaluation.jury.export import export_markdown
from evaluation.jury.results import load_result
from evaluation.runs import run_dispatch
from juryrigged import realtime
from tests.evaluation import juror_corpus
from tests.evaluation.conftest import SPEC_MODELS, start
from tests.evaluation.jury_texts import assessment

pytestmark = pytest.mark.django_db

CORPUS = {case.id: case for case in juror_corpus.load()}
QUOTES_A_HYPOTHETICAL = CORPUS["gpt4o-hypothetical-quoted-verdict"].text
GLAD_TO_APPROVE_LATER = CORPUS["claude-heading-bold-then-glad-to-approve"].text


def juror_events(run):
    return [e.payload for e in realtime.events_after(run.stream) if e.type == "juror_complete"]


def test_two_reject_jurors_written_like_real_models_keep_the_majority_at_reject(user, jury):
    # given: two jurors who reject in the measured styles, one who approves
    jury.jurors[SPEC_MODELS[0]] = QUOTES_A_HYPOTHETICAL
    jury.jurors[SPEC_MODELS[1]] = GLAD_TO_APPROVE_LATER
    jury.jurors[SPEC_MODELS[2]] = assessment(8, 8, 8, 8, 8, "APPROVE")
    run = start(user)
    # when
    run_dispatch(message_id=run.pk)
    # then
    result = load_result(run)
    assert [j["verdict"] for j in result["jurors"]] == ["REJECT", "REJECT", "APPROVE"]
    assert result["majorityVerdict"] == "REJECT"
    assert result["voteTally"] == {"approve": 1, "revise": 0, "reject": 2}


def test_a_juror_with_two_verdicts_is_left_out_of_the_majority_and_its_card_says_why(user, jury):
    # given: one juror states REVISE and then REJECT
    jury.jurors[SPEC_MODELS[0]] = CORPUS["qwen-two-explicit-lines"].text
    jury.jurors[SPEC_MODELS[1]] = assessment(8, 8, 8, 8, 8, "APPROVE")
    jury.jurors[SPEC_MODELS[2]] = assessment(5, 5, 5, 5, 5, "REVISE")
    run = start(user)
    # when
    run_dispatch(message_id=run.pk)
    # then: the spec's rule for a missing verdict — excluded from the tally (APPROVE = REVISE → REVISE)
    result = load_result(run)
    assert result["jurors"][0]["verdict"] is None
    assert result["jurors"][0]["parseSuccess"] is False
    assert result["voteTally"] == {"approve": 1, "revise": 1, "reject": 0}
    warning = ("The juror stated different verdicts (REVISE, REJECT); its verdict is treated as missing and left out "
               "of the majority.")
    first = next(e for e in juror_events(run) if e["metadata"]["position"] == 0)
    assert first["metadata"]["warnings"] == [warning]
    assert result["metadata"]["jurorWarnings"][0] == [warning]
    assert "— no verdict (average 6.0, " in export_markdown(run)
    assert f"\n\n> Warning: {warning}\n\n## Juror Assessment" in export_markdown(run)
