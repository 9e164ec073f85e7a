"""Deliberation as pure rules under fixed seeds: foreperson, ballots, persuasion, verdicts."""

import random
from dataclasses import replace

import pytest

from game.jury.deliberation import (
    DYNAMICS,
    FINAL_BALLOT,
    MAX_ROUNDS,
    Tally,
    apply_majority_pressure,
    apply_persuasion,
    deliberation_round,
    gaining_side,
    select_foreperson,
    simulate_deliberation,
    tally,
)
from game.jury.instructions import PREPONDERANCE_STANDARD
from game.jury.types import GUILTY, NOT_GUILTY, JurorMind, Persona


def jury(opinions, confidence=50.0, **persona):
    minds = {f"j{i}": JurorMind(f"j{i}", opinion=o, confidence=confidence) for i, o in enumerate(opinions)}
    personas = {k: Persona(k, **persona) for k in minds}
    return minds, personas


def test_the_foreperson_is_the_strongest_leader():
    minds, personas = jury([10] * 12)
    personas["j7"] = Persona("j7", leader_follower=5)
    personas["j3"] = Persona("j3", leader_follower=95)
    assert select_foreperson(minds, personas) == "j7"


def test_a_ballot_counts_zero_as_guilty_like_the_spec():
    minds, _ = jury([-5, 0, 0.1, 30])
    assert tally(minds).as_dict() == {"guilty": 2, "not_guilty": 2}


def test_a_unanimous_first_ballot_ends_deliberation_at_once():
    minds, personas = jury([40] * 12)
    verdict = simulate_deliberation(minds, personas, rng=random.Random(1))
    assert (verdict.type, verdict.unanimous, verdict.rounds) == ("not_guilty", True, 1)


def test_a_clear_majority_brings_the_minority_round_under_a_fixed_seed():
    # given 9 firm for guilt, 3 mildly not guilty
    minds, personas = jury([-60] * 9 + [15] * 3)
    verdict = simulate_deliberation(minds, personas, rng=random.Random(4))
    # then the minority comes round over several ballots, never the other way
    assert verdict.type == "guilty"
    assert verdict.first_ballot.as_dict() == {"guilty": 9, "not_guilty": 3}
    guilty_votes = [t.guilty for t in verdict.tallies]
    assert guilty_votes == sorted(guilty_votes) and guilty_votes[-1] == 12 and 3 <= len(guilty_votes) <= 11
    # the same seed gives the same deliberation
    again = simulate_deliberation(*jury([-60] * 9 + [15] * 3), rng=random.Random(4))
    assert [t.as_dict() for t in again.tallies] == [t.as_dict() for t in verdict.tallies]


def test_two_firm_factions_of_six_hang_the_jury_only_after_a_final_ballot():
    minds, personas = jury([-90] * 6 + [90] * 6, confidence=100.0, skepticism=90, leader_follower=20)
    verdict = simulate_deliberation(minds, personas, rng=random.Random(8))
    # ten rounds of discussion, each after a ballot, then the final ballot: eleven ballots
    assert (verdict.type, verdict.unanimous, verdict.rounds) == ("hung", False, FINAL_BALLOT)
    assert len(verdict.tallies) == FINAL_BALLOT == MAX_ROUNDS + 1


def test_a_final_ballot_that_is_unanimous_is_a_verdict_not_a_hung_jury():
    # given a jury that comes round during the last round of discussion
    minds, personas = jury([-40] * 11 + [2])
    result, after = deliberation_round(minds, personas, round_no=MAX_ROUNDS, foreperson="j0", rng=random.Random(1))
    assert tally(after).unanimous and not result.unanimous
    # when the final ballot is taken, no one speaks and the verdict is the ballot's
    final, unchanged = deliberation_round(after, personas, round_no=FINAL_BALLOT, foreperson="j0",
                                          rng=random.Random(1))
    assert (final.final, final.unanimous, final.speakers, unchanged) == (True, True, [], after)


def test_a_leader_persuades_a_follower_more_than_a_follower_persuades_a_leader():
    # (both merely assert their vote: under the civil standard nobody argues doubt)
    minds = {"leader": JurorMind("leader", opinion=-30, confidence=50),
             "follower": JurorMind("follower", opinion=30, confidence=50)}
    personas = {"leader": Persona("leader", leader_follower=5), "follower": Persona("follower", leader_follower=95)}
    moved_by_leader = 30 - apply_persuasion(minds, personas, ["leader"], holdout=None,
                                            standard=PREPONDERANCE_STANDARD)["follower"].opinion
    moved_by_follower = apply_persuasion(minds, personas, ["follower"], holdout=None,
                                         standard=PREPONDERANCE_STANDARD)["leader"].opinion + 30
    assert moved_by_leader > 2 * moved_by_follower > 0


def test_a_holdout_is_not_moved_by_argument():
    minds = {"a": JurorMind("a", opinion=-30), "b": JurorMind("b", opinion=30)}
    personas = {k: Persona(k, leader_follower=0) for k in minds}
    assert apply_persuasion(minds, personas, ["a"], holdout="b")["b"].opinion == 30


def test_an_argument_for_acquittal_lands_harder_than_the_same_argument_for_conviction():
    # given two mirror-image pairs (same people, same certainty, the same strong evidence to cite)
    def moved(side):
        sign = 1 if side == "not_guilty" else -1
        speaker = JurorMind("s", opinion=sign * 30, confidence=50,
                            memories=[{"description": "x", "impact": sign * 12.0, "emotional": False}])
        minds = {"s": speaker, "l": JurorMind("l", opinion=-sign * 5, confidence=50)}
        personas = {"s": Persona("s"), "l": Persona("l")}
        return abs(apply_persuasion(minds, personas, ["s"], holdout=None)["l"].opinion + sign * 5)
    # then under the reasonable-doubt standard the acquittal side's argument moves more
    assert moved("not_guilty") > moved("guilty") > 0


def test_a_round_names_its_speakers_foreperson_first_with_both_sides_heard():
    minds, personas = jury([-40] * 8 + [40] * 4)
    result, after = deliberation_round(minds, personas, round_no=1, foreperson="j0", rng=random.Random(3))
    assert result.speakers[0] == "j0"
    assert len(result.speakers) == 4
    assert {minds[k].vote for k in result.speakers} == {"guilty", "not_guilty"}
    assert result.shifts == {k: round(after[k].opinion - minds[k].opinion, 2) for k in minds}


def test_the_side_that_gained_on_the_last_ballot_is_the_one_gaining():
    assert gaining_side(Tally(6, 6), Tally(7, 5)) == GUILTY
    assert gaining_side(Tally(7, 5), Tally(6, 6)) == NOT_GUILTY
    assert gaining_side(Tally(7, 5), Tally(7, 5)) is None
    assert gaining_side(None, Tally(6, 6)) is None


def test_momentum_an_argument_for_the_gaining_side_lands_harder():
    # given a 6-6 jury, a speaker for not guilty and a listener voting guilty
    minds, personas = jury([-20] * 6 + [20] * 6)
    dynamics = replace(DYNAMICS, momentum=1.5, leniency=0.0)

    def moved(gaining):
        after = apply_persuasion(minds, personas, ["j6"], holdout=None, gaining=gaining, dynamics=dynamics)
        return after["j0"].opinion - minds["j0"].opinion

    # then the argument lands (1 + momentum) times as hard when its side gained on the last ballot,
    # and no harder when the other side did
    assert moved(None) > 0
    assert moved(NOT_GUILTY) == pytest.approx(2.5 * moved(None))
    assert moved(GUILTY) == pytest.approx(moved(None))


def test_momentum_a_growing_majority_presses_the_minority_harder():
    # given 8 guilty votes against 4
    minds, personas = jury([-20] * 8 + [20] * 4)
    dynamics = replace(DYNAMICS, momentum=1.5)

    def pushed(gaining):
        after = apply_majority_pressure(minds, personas, holdout=None, gaining=gaining, dynamics=dynamics)
        return minds["j8"].opinion - after["j8"].opinion

    # then the pressure on the minority is (1 + momentum) times as strong when the majority just grew
    assert pushed(None) > 0
    assert pushed(GUILTY) == pytest.approx(2.5 * pushed(None))
    assert pushed(NOT_GUILTY) == pytest.approx(pushed(None))
