"""Juries deliberate like real ones ballot by ballot, not only in their outcomes.

Played trials (the pure engine and the scripted players of the fit, `game.trial.recording`,
on scripted-play seeds 301-302: neither the fit's seeds nor the frozen held-out ones) are
heard by 1,500 freshly drawn juries, and their ballots are checked against published figures:

- Hung juries come from sizeable first-ballot minorities. Kalven & Zeisel (*The American
  Jury*, 1966, 225 juries): with 1-5 guilty votes on the first ballot 7 % hung, with 7-11
  9 %, and "for one or two jurors to hold out to the end, it would appear necessary that they
  had companionship at the beginning of the deliberations". Hannaford-Agor, Hans, Mott &
  Munsterman (*Are Hung Juries a Problem?*, NCSC 2002) likewise: juries that hung had
  first votes more evenly divided. Checked: the hung share of juries split with a majority on
  the first ballot is near K&Z's (7 % and 9 % by bin, about 8.4 % pooled over their 146 split
  juries). The band, 5.5-8.0 %, is a calibration guard, not K&Z's sampling interval (about
  5-14 % for 146 juries): it was set so that doubled persuasion (5.1 % on these trials),
  doubled pressure (4.8 %) and halved persuasion (8.2 %) fall outside while the fitted jury
  (6.7 %) is inside (stop 39, with `events.faction_weight`). Since a case's trials changed
  (a7430b5): 4.8, 4.3, 7.9 and 6.4 %. Halved persuasion was caught by this calibration alone, and
  is not on today's trials: its other figures stay within the published ones. Its variant is an
  expected failure until a check catches it (see HALVED_PERSUASION_GAP). Minorities of one or
  two almost never hang the jury; nearly every hung jury began with a minority of three or more.
- The first-ballot majority prevails in about nine juries in ten: Kalven & Zeisel (about 90 %);
  Sandys & Dillehay ("First-ballot votes, predeliberation dispositions, and final verdicts in
  jury trials", *Law and Human Behavior* 19, 1995). Band 85-95 %. When it does not, the jury
  mostly hangs: a first-ballot minority rarely wins (K&Z: 2 % convictions from 1-5 guilty
  votes, 5 % acquittals from 7-11, about 6 of their 146 split juries, 4 %). Checked: at most
  6 % (the jury before `events.faction_weight`, whose minorities' jurors swayed the undecided
  in a conflict as far as a majority's, gave 7.3 % here; the fitted jury 4.4 %).
- The more even the first split, the longer the deliberation: Hastie, Penrod & Pennington
  (*Inside the Jury*, 1983) and Kalven & Zeisel. Checked: juries starting with a minority of
  4-6 take at least 1.8 times the ballots of those starting with a minority of 1-2.
- Votes move during deliberation, a few at a time and mostly toward the larger faction
  ("strength in numbers": Hastie, Penrod & Pennington 1983; Kerr, "Social transition
  schemes", *JPSP* 41, 1981; Stasser, Kerr & Bray 1982). Checked: at least half the rounds
  discussed while split end with a different tally; of those, at most 30 % move three votes
  or more at once; at least 80 % of the moves from a ballot with a majority go toward it.
- A lone holdout gives in sooner than a minority with allies (Asch 1956: one ally is enough
  to resist; Kalven & Zeisel's companionship). Checked per round, a lone dissenter survives
  to the next ballot less often than a minority of three to five keeps its size.

The same checks must fail for a jury that does not really deliberate: a lookup table that maps
the first ballot to a verdict (with the real model's own odds and ballot counts for each first
ballot, so its outcomes match; the ballots in between stay where they were), persuasion
doubled or halved, and majority pressure doubled.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import replace

import pytest

from game.cases import shipped_cases
from game.jury import deliberation, realism
from game.jury.deliberation import Tally, Verdict
from game.jury.types import JurorMind
from game.trial.recording import record_many
from tests.game.frozen_trials import fit_styles, spec
from tests.game.replay_once import remember_replays

SEEDS = (301, 302)
JURIES = 1500


@pytest.fixture(scope="module")
def trials():
    assert not set(SEEDS) & set(spec()["seeds"])  # never the held-out seeds
    return [r.trial for r in record_many(shipped_cases(), seeds=SEEDS, styles=fit_styles()) if r.trial]


@pytest.fixture(scope="module")
def heard() -> dict:
    """What each jury made of its trial, kept for the module (tests/game/replay_once.py)."""
    return {}


@pytest.fixture(autouse=True)
def _each_jury_hears_its_trial_once(monkeypatch, heard):
    # The real model and every variant below deliberate the same 1,500 juries; the variants break deliberation
    # only, so each jury's minds after the trial are the same in every run: heard once, deliberated each time.
    remember_replays(monkeypatch, heard)


def dynamics_of(trials) -> realism.DynamicsFigures:
    return realism.DynamicsFigures(realism.realism_figures(JURIES, seed="dynamics", played=trials).ballots)


def split_hung(figures: realism.DynamicsFigures) -> float:
    """Hung share of juries whose first ballot was split with a majority (1-5 or 7-11 guilty)."""
    return figures.hung_given_minority((1, 2, 3, 4, 5))


def check_deliberates_like_real_juries(figures: realism.DynamicsFigures) -> None:
    # Kalven & Zeisel: 7 % (1-5 guilty) and 9 % (7-11) of split first ballots hang (a calibrated band)
    assert 0.055 <= split_hung(figures) <= 0.080, f"hung among split first ballots {split_hung(figures):.3f}"
    # ... not from a lone or paired holdout: they need companionship at the beginning (K&Z; NCSC 2002)
    assert figures.hung_given_minority((1, 2)) <= 0.03
    assert figures.hung_with_companions >= 0.85
    # the first-ballot majority prevails about nine times in ten (K&Z; Sandys & Dillehay 1995)
    assert 0.85 <= figures.majority_prevails <= 0.95, f"majority prevails {figures.majority_prevails:.3f}"
    # ... and when it does not, the jury mostly hangs: a first-ballot minority rarely wins (K&Z: about 4 %)
    assert figures.minority_wins <= 0.06, f"minority wins {figures.minority_wins:.3f}"
    # the closer the first split, the more ballots (Hastie, Penrod & Pennington 1983)
    assert figures.ballots_given_minority((4, 5, 6)) >= 1.8 * figures.ballots_given_minority((1, 2))
    # votes move as the jury talks, a few at a time, toward the larger faction (Kerr 1981; Hastie et al.)
    assert figures.moving_share >= 0.5, f"rounds that move votes {figures.moving_share:.3f}"
    assert figures.large_moves <= 0.30, f"moves of 3+ votes {figures.large_moves:.3f}"
    assert figures.toward_majority >= 0.80
    # a lone holdout gives in sooner than a faction holds (Asch 1956; K&Z)
    assert figures.survival((1,)) < figures.survival((3, 4, 5))


def lookup_table(figures: realism.Figures):
    """A deliberation replaced by a table: for each first ballot (exact guilty votes), the real
    model's outcomes and ballot counts, drawn at random; the tally stays at the first ballot
    until the last."""
    table = defaultdict(list)
    for verdict, ballots in figures.ballots:
        table[ballots[0]].append((verdict, len(ballots)))

    def deliberate(minds, personas, *, rng, max_rounds=10, standard=None) -> Verdict:
        first = deliberation.tally(minds)
        verdict, count = rng.choice(table[first.guilty])
        final = {"guilty": Tally(12, 0), "not_guilty": Tally(0, 12), "hung": first}[verdict]
        tallies = [first] * (count - 1) + [final] if count > 1 else [first]
        return Verdict(verdict, verdict != "hung", count, first, tallies)
    return deliberate


def scaled(**factors):
    """Deliberation with some of its numbers multiplied."""
    def patch(monkeypatch, trials):
        base = deliberation.DYNAMICS
        monkeypatch.setattr(deliberation, "DYNAMICS",
                            replace(base, **{name: getattr(base, name) * f for name, f in factors.items()}))
    return patch


def as_table(monkeypatch, trials):
    table = lookup_table(realism.realism_figures(JURIES, seed="dynamics", played=trials))
    monkeypatch.setattr(realism, "simulate_deliberation", table)


VARIANTS = {
    "lookup table of first ballot to verdict": as_table,
    "persuasion doubled": scaled(persuasion=2.0),
    "persuasion halved": scaled(persuasion=0.5),
    "majority pressure doubled": scaled(majority_pressure=2.0),
}


def test_juries_on_played_trials_deliberate_like_real_juries_ballot_by_ballot(trials):
    # given 1,500 juries hearing trials played by the scripted players on seeds 301-302
    figures = dynamics_of(trials)
    # then who hangs, how long it takes and how votes move look like the published figures
    check_deliberates_like_real_juries(figures)


# Halved persuasion is not reliably caught (stop 39): arguments carry a small share of how opinions move in
# deliberation (on dev, conflicts moved ~12 times as many opinion points toward a winning minority), so halving them
# moves every ballot-level figure by about one sampling error: split hung 0.064 -> 0.079 against the band's 0.080
# after a case's third defence witness changed these seeds' trials (0.067 -> 0.082 before it). Known gap, issue 27.
HALVED_PERSUASION_GAP = ("halved persuasion moves the ballot-level figures by about their sampling error; only the "
                         "calibrated split-hung band catches it, and not on every set of trials (issue 27, stop 39)")


@pytest.mark.parametrize("variant", [
    pytest.param(name, marks=pytest.mark.xfail(reason=HALVED_PERSUASION_GAP, strict=False))
    if name == "persuasion halved" else name for name in VARIANTS])
def test_a_jury_that_deliberates_wrongly_fails_the_dynamics_checks(monkeypatch, trials, variant):
    # given deliberation replaced by a table, or with persuasion or pressure out of scale
    VARIANTS[variant](monkeypatch, trials)
    figures = dynamics_of(trials)
    # then the checks catch it
    with pytest.raises(AssertionError):
        check_deliberates_like_real_juries(figures)


def test_the_dynamics_figures_count_ballots_as_they_say():
    # given three juries: 11-1 whose holdout gives in at once, 8-4 that hangs at 9-3, and 3-9 that
    # moves to 5-7 and then convicts
    figures = realism.DynamicsFigures([("guilty", (11, 12)), ("hung", (8, 8, 9, 9)), ("guilty", (3, 5, 12))])
    # then the lone holdout never survived a round; minorities of 3-5 kept their size in 3 of 5 rounds
    assert figures.survival((1,)) == 0.0 and figures.survival((3, 4, 5)) == pytest.approx(3 / 5)
    assert figures.hung_given_minority((4,)) == 1.0 and figures.hung_with_companions == 1.0
    # six rounds were discussed while split, four moved the tally, one of those by 7 votes
    assert figures.moving_share == pytest.approx(4 / 6) and figures.large_moves == pytest.approx(1 / 4)
    # only the 11-1 majority prevailed; two of the four moves went toward the majority
    assert figures.majority_prevails == pytest.approx(1 / 3)
    # and one first-ballot minority won: the 3-9 jury convicted
    assert figures.minority_wins == pytest.approx(1 / 3)
    assert figures.toward_majority == pytest.approx(2 / 4)


def test_the_lookup_table_gives_the_models_own_outcome_for_a_first_ballot(trials):
    # given the real model's figures and a table built from them, and a jury voting 8-4 guilty
    real = realism.realism_figures(300, seed="dynamics", played=trials)
    minds = {k: JurorMind(k, opinion=-50.0 if i < 8 else 50.0) for i, k in enumerate("abcdefghijkl")}
    # when the table deliberates
    verdict = lookup_table(real)(minds, {}, rng=random.Random(1))
    # then it gives a verdict and ballot count the model gave some 8-4 jury, its tally frozen until the last ballot
    assert (verdict.type, verdict.rounds) in {(v, len(b)) for v, b in real.ballots if b[0] == 8}
    assert all(t.guilty == 8 for t in verdict.tallies[:-1])
