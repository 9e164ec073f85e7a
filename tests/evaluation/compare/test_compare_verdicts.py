"""A juror's verdict from both orders, and the panel's winner per dimension (pure rules)."""

import pytest

from evaluation.compare.verdicts import JurorVerdict, juror_verdict, pair_verdicts, panel_verdict, verdict_weight


@pytest.mark.parametrize(("ab", "ba", "outcome", "flipped", "favoured"), [
    ("first", "second", "A", False, None),     # A first: A; B first: A (second) → A both times
    ("second", "first", "B", False, None),
    ("tie", "tie", "tie", False, None),
    ("first", "first", "tie", True, "first"),   # followed the first position: a different candidate each time
    ("second", "second", "tie", True, "second"),
    ("first", "tie", "tie", False, None),       # a win one way only is no win, and no flip either
    ("tie", "first", "tie", False, None),
    (None, "first", None, False, None),         # an order without an answer: no verdict
    ("first", "maybe", None, False, None),
])
def test_a_verdict_counts_only_when_both_orders_name_the_same_candidate(ab, ba, outcome, flipped, favoured):
    # when
    verdict = juror_verdict(ab, ba)
    # then
    assert (verdict.outcome, verdict.flipped, verdict.favoured) == (outcome, flipped, favoured)


def test_the_panel_winner_is_the_plurality_with_its_agreement():
    verdicts = [JurorVerdict("A"), JurorVerdict("A"), JurorVerdict("B"), JurorVerdict(None)]
    panel = panel_verdict(verdicts)
    assert panel.winner == "A"
    assert panel.votes == {"A": 2, "B": 1, "tie": 0}
    assert (panel.agreeing, panel.voting) == (2, 3)
    assert panel.agreement == pytest.approx(2 / 3)


def test_a_and_b_level_on_votes_is_a_tie_and_no_votes_is_no_winner():
    level = panel_verdict([JurorVerdict("A"), JurorVerdict("B"), JurorVerdict("tie", flipped=True)])
    assert level.winner == "tie"
    assert level.agreeing == 1
    empty = panel_verdict([JurorVerdict(None)])
    assert empty.winner is None and empty.agreement is None


def test_pair_verdicts_per_dimension():
    answers = {
        "j1": {"AB": {"overall": "first", "clarity": "second"}, "BA": {"overall": "second", "clarity": "first"}},
        "j2": {"AB": {"overall": "first", "clarity": "first"}, "BA": {"overall": "first", "clarity": "second"}},
        "j3": {"AB": {"overall": "first", "clarity": "second"}, "BA": {"overall": "second", "clarity": "first"}},
    }
    result = pair_verdicts(answers, ("overall", "clarity"))
    assert result["jurors"]["j2"]["overall"].flipped is True
    assert result["panel"]["overall"].winner == "A"
    assert (result["panel"]["overall"].agreeing, result["panel"]["overall"].voting) == (2, 3)
    assert result["panel"]["clarity"].winner == "B"
    assert result["panel"]["clarity"].votes == {"A": 1, "B": 2, "tie": 0}


@pytest.mark.parametrize(("ab", "ba", "outcome", "strong", "flipped"), [
    ("first strongly", "second strongly", "A", 2, False),  # much better in both orders
    ("first strongly", "second", "A", 1, False),           # much better in one order only
    ("first", "second", "A", 0, False),
    ("second", "first strongly", "B", 1, False),
    ("first strongly", "first", "tie", 0, True),           # a strong word does not hide a flip
    ("first strongly", "tie", "tie", 0, False),            # nor make a one-way win a win
    ("first strongly", "third strongly", None, 0, False),
])
def test_a_graded_verdict_keeps_how_many_orders_said_much_better(ab, ba, outcome, strong, flipped):
    verdict = juror_verdict(ab, ba)
    assert (verdict.outcome, verdict.strong, verdict.flipped) == (outcome, strong, flipped)


def test_a_strong_win_weighs_as_arena_hard_counts_it():
    # Arena-Hard-Auto: a strong preference is three battles, a slight one is one; a win strong in one of the
    # two orders is the mean of the two
    assert verdict_weight(JurorVerdict("A", strong=2)) == 3.0
    assert verdict_weight(JurorVerdict("B", strong=1)) == 2.0
    assert verdict_weight(JurorVerdict("A")) == 1.0
    assert verdict_weight(JurorVerdict("tie")) == 1.0
