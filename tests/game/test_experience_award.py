"""Experience: the verdict times the difficulty, plus the player's trial performance."""

from game.experience import TrialPerformance, experience_award, experience_total


def test_a_win_without_trial_feats_earns_the_verdict_times_the_difficulty():
    lines = experience_award(result="win", difficulty=2, performance=TrialPerformance())
    assert lines == [{"label": "Verdict: win (difficulty 2)", "points": 200}]
    assert experience_total(lines) == 200


def test_sustained_objections_broken_and_impeached_witnesses_add_and_sanctions_cost():
    lines = experience_award(result="loss", difficulty=1,
                             performance=TrialPerformance(sustained=2, broken=1, impeached=1, sanctions=1))
    assert [line["points"] for line in lines] == [25, 20, 25, 10, -10]
    assert lines[1]["label"] == "2 × objection sustained (+10)"
    assert experience_total(lines) == 70


def test_the_award_is_never_negative():
    lines = experience_award(result="mistrial", difficulty=1, performance=TrialPerformance(sanctions=5))
    assert experience_total(lines) == 0
