"""The reading figures on the frozen held-out samples (drawn and committed before the reader was built).

Prints the table per shape; the goal of issue 25: no field misread, at least 98 % read, every
unread field named as such; screen recall on the drifted styles at least 0.98.
"""

from courtroom.moderation import model_screen
from evaluation.jury.parsing import parse_juror
from tests.llm import reading_figures as rf


def read_juror(text: str) -> rf.JurorRead:
    parsed = parse_juror(text)
    return rf.JurorRead(parsed.scores, parsed.verdict, frozenset(parsed.unread))


def read_screen(text: str) -> rf.ScreenRead:
    try:
        decision = model_screen.decision_from(model_screen.read_screen(text))
    except ValueError:
        return rf.ScreenRead(False, ())
    return rf.ScreenRead(decision.flagged, tuple(decision.categories))


def test_the_frozen_juror_sample_is_read_with_no_misreading():
    # given the 330 frozen answers in 11 shapes
    answers = rf.frozen_jurors()
    # when
    figures = rf.juror_figures(answers, read_juror)
    # then
    print("\n" + rf.juror_table(figures))
    assert len(answers) >= 300
    rf.assert_read_with_no_misreading(figures)


def test_the_frozen_screen_sample_is_read_with_recall_of_at_least_098():
    answers = rf.frozen_screens()
    figures = rf.screen_figures(answers, read_screen)
    print("\n" + rf.screen_table(figures))
    total = figures["all"]
    assert total["caught"] / total["flagged"] >= 0.98
    assert total["passed"] == total["clean"]
