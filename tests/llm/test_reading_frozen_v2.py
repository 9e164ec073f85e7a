"""The reading figures on the second frozen held-out sample (`data/frozen_shapes_v2.json`: percentages, stars,
letter grades, words, mid-line verdict labels, hedged and negated verdicts, labels in other languages),
committed (b3de3b0) before the reader learned any of them, and the development draws it was not tuned on."""

import pytest

from tests.llm import dev_shapes_v2, reading_figures as rf
from tests.llm.test_reading_frozen_sample import read_juror


def test_the_second_frozen_sample_is_read_with_no_misreading():
    # given the 112 frozen answers in 7 new shapes
    answers = rf.frozen_v2()
    # when
    figures = rf.juror_figures(answers, read_juror)
    # then
    print("\n" + rf.juror_table(figures))
    assert len(answers) >= 100
    rf.assert_read_with_no_misreading(figures)


@pytest.mark.parametrize("seed", [7, 20261129])
def test_fresh_development_draws_are_read_with_no_misreading(seed):
    figures = rf.juror_figures(dev_shapes_v2.answers(seed, 120), read_juror)
    rf.assert_read_with_no_misreading(figures)
