"""The one reading path, over fresh draws of the answer generator: every shape × noise is read right or
its unread fields are named — never misread (pure, no database)."""

import pytest
from hypothesis import HealthCheck, given, settings

from evaluation.jury.parsing import parse_juror
from tests.llm.answer_shapes import JUROR_SHAPES, NOISES, SCREEN_STYLES, juror_answers, screen_answers

FIELDS = ("accuracy", "completeness", "clarity", "relevance", "actionability")
FAST = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def misread_and_unflagged(answer) -> tuple[dict, list]:
    parsed = parse_juror(answer["text"])
    truth = {**answer["truth"]["scores"], "verdict": answer["truth"]["verdict"]}
    read = {**parsed.scores, "verdict": parsed.verdict}
    misread = {k: (truth[k], read[k]) for k in truth if read[k] is not None and read[k] != truth[k]}
    unflagged = [k for k in truth if read[k] is None and k not in parsed.unread]
    return misread, unflagged


@pytest.mark.parametrize("shape", JUROR_SHAPES)
def test_each_shape_is_read_without_a_misreading(shape):
    @FAST
    @given(juror_answers(shape))
    def check(answer):
        misread, unflagged = misread_and_unflagged(answer)
        assert misread == {}, answer["text"]
        assert unflagged == [], answer["text"]
        # a well-formed answer in a known shape is read whole (the frozen sample gives the rate)
        assert parse_juror(answer["text"]).unread == [], answer["text"]

    check()


@pytest.mark.parametrize("noise", NOISES)
def test_each_noise_is_read_without_a_misreading(noise):
    @FAST
    @given(juror_answers().filter(lambda a: noise in a["noise"]))
    def check(answer):
        misread, unflagged = misread_and_unflagged(answer)
        assert misread == {}, answer["text"]
        assert unflagged == []

    check()


@pytest.mark.parametrize("style", SCREEN_STYLES)
def test_each_screen_style_is_read_right(style):
    from courtroom.moderation import model_screen

    @FAST
    @given(screen_answers(style))
    def check(answer):
        decision = model_screen.decision_from(model_screen.read_screen(answer["text"]))
        assert decision.flagged == answer["truth"]["flagged"]
        assert sorted(decision.categories) == sorted(answer["truth"]["categories"])
        assert len(decision.reason) <= model_screen.REASON_SHOWN_CHARS

    check()
