"""A juror's graded preference (Arena-Hard-Auto's A>>B / A>B / A=B), read through the LLM door's one reading
path (`llm.read_answer` with the compare schema and normalizer) from the ways models write it."""

import json
import random

import pytest

from evaluation.compare import prompts
from evaluation.compare.mock import juror as mock_juror
from juryrigged import llm
from juryrigged.llm.providers import Request


def _read(verdict: dict) -> str | None:
    text = "Here is my judgement:\n```json\n" + json.dumps({"verdicts": [{"dimension": "Overall", **verdict}]}) \
        + "\n```"
    answer = llm.read_answer(text, prompts.ComparisonAnswer, prompts.normalize)
    return prompts.positions_of(answer, [])["overall"]


@pytest.mark.parametrize(("verdict", "graded"), [
    ({"better": "first", "by": "much"}, "first strongly"),
    ({"better": "second", "by": "slightly"}, "second"),
    ({"better": "first"}, "first"),                                       # no strength said: a slight one
    ({"better": "tie", "by": "much"}, "tie"),                             # a tie has no strength
    ({"better": "1>>2"}, "first strongly"),
    ({"better": "[[B>>A]]"}, "second strongly"),                          # Arena-Hard's own labels
    ({"better": "2 > 1"}, "second"),
    ({"better": "A=B"}, "tie"),
    ({"better": "Response 2 is significantly better"}, "second strongly"),
    ({"better": "Response 1 is clearly better"}, "first"),
    ({"better": "slightly better: response 1", "reason": "x"}, "first"),
    ({"winner": "Response 2", "strength": "strong"}, "second strongly"),
    ({"better": "second", "margin": "a little"}, "second"),
    ({"better": 1, "degree": "substantial"}, "first strongly"),
])
def test_a_graded_preference_is_read_however_it_is_written(verdict, graded):
    assert _read({"reason": "because", **verdict}) == graded


@pytest.mark.parametrize("verdict", [{"better": "much"}, {"better": "better"}, {"better": "strongly"}])
def test_a_strength_without_a_position_is_not_guessed(verdict):
    # the door asks again with a reminder when the answer cannot be read
    with pytest.raises(ValueError):
        _read({"reason": "because", **verdict})


def test_a_response_preferred_to_itself_is_no_win():
    assert _read({"better": "1>>1", "reason": "because"}) == "tie"


def test_the_offline_mock_grades_its_preferences_and_they_read():
    # given: one substantial and one empty response, in both orders
    good = "1. Retry with exponential backoff and jitter.\n2. Cap the attempts, for example at 5.\n" * 6
    seen = set()
    for first, second in ((good, "No."), ("No.", good)):
        prompt = prompts.build_juror_prompt(first, second, "How should a client retry?", ["clarity"])
        request = Request(purpose="eval.compare.juror", model="openai/gpt-4o-mini",
                          messages=[{"role": "user", "content": prompt}], timeout=30)
        answer = llm.read_answer(mock_juror(request, random.Random(1)), prompts.ComparisonAnswer, prompts.normalize)
        seen.add(prompts.positions_of(answer, ["clarity"])["overall"])
    # then: the much better response is named much better in each order
    assert seen == {"first strongly", "second strongly"}
