"""The jury behaves like real juries, on a smaller sample than the benchmark
(tests/bench/bench_game_deliberation.py runs thousands)."""

from game.jury.realism import realism_figures


def test_verdicts_follow_clear_majorities_close_splits_hang_and_hung_juries_are_rare():
    # given 500 random juries and trials, deliberated without model calls
    figures = realism_figures(500, seed=2026)
    # then a clear first-ballot majority (8-4 or wider) wins about nine times in ten
    assert 0.85 <= figures.clear_follow_rate <= 0.98
    # hung juries are uncommon overall (single-digit percent) ...
    assert 0.01 <= figures.hung_rate < 0.10
    # ... and it is the near-even first ballots (7-5, 6-6) that hang, several times as often
    assert figures.close_hung_rate >= 0.2
    assert figures.close_hung_rate >= 3 * figures.clear_hung_rate


def test_the_figures_are_deterministic_for_a_seed():
    first, second = realism_figures(60, seed=5), realism_figures(60, seed=5)
    assert first.verdicts == second.verdicts and first.rounds == second.rounds
