"""The majority verdict against every tie of the spec's edge-case table (the table wins)."""

import pytest

from evaluation.jury.rules import majority_verdict, verdict_for_average


@pytest.mark.parametrize("verdicts, expected", [
    (["APPROVE", "APPROVE", "REVISE"], "APPROVE"),
    (["REJECT", "REJECT", "APPROVE"], "REJECT"),
    (["REVISE", "REVISE", "REVISE"], "REVISE"),
    # ties, per the edge-case table
    (["APPROVE", "REJECT"], "REVISE"),
    (["APPROVE", "APPROVE", "REJECT", "REJECT"], "REVISE"),
    (["APPROVE", "REVISE"], "REVISE"),
    (["APPROVE", "APPROVE", "REVISE", "REVISE", "REJECT"], "REVISE"),
    (["REVISE", "REJECT"], "REJECT"),
    (["REVISE", "REVISE", "REJECT", "REJECT", "APPROVE"], "REJECT"),
    (["APPROVE", "REVISE", "REJECT"], "REVISE"),
    (["APPROVE", "APPROVE", "REVISE", "REVISE", "REJECT", "REJECT"], "REVISE"),
])
def test_majority_and_ties(verdicts, expected):
    assert majority_verdict(verdicts).verdict == expected


def test_unparsed_verdicts_are_left_out_of_the_count():
    # given one APPROVE and two nulls
    majority = majority_verdict(["APPROVE", None, None], [3.0, 2.0, 2.0])
    # then APPROVE wins on the only vote, and the tally counts only parsed verdicts
    assert (majority.verdict, majority.tally(), majority.inferred) == (
        "APPROVE", {"approve": 1, "revise": 0, "reject": 0}, False)


@pytest.mark.parametrize("averages, expected", [
    ([7.6, 6.0, 8.0], "APPROVE"),   # mean 7.2
    ([6.0, 5.0, None], "REVISE"),
    ([3.0, 2.4, 4.1], "REJECT"),    # mean 3.2
    ([None, None], "REVISE"),       # nothing to go on: the conservative middle
])
def test_when_every_verdict_failed_it_is_inferred_from_the_averages(averages, expected):
    majority = majority_verdict([None] * len(averages), averages)
    assert majority.verdict == expected
    assert majority.inferred is True
    assert majority.tally() == {"approve": 0, "revise": 0, "reject": 0}


@pytest.mark.parametrize("value, expected", [(7.0, "APPROVE"), (6.9, "REVISE"), (4.0, "REVISE"), (3.9, "REJECT"),
                                             (None, None)])
def test_verdict_thresholds(value, expected):
    assert verdict_for_average(value) == expected
