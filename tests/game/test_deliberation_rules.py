"""Deliberation as pure rules under fixed seeds: foreperson, ballots, persuasion, verdicts."""

import random

from game.jury.deliberation import (
    apply_persuasion,
    deliberation_round,
    select_foreperson,
    simulate_deliberation,
    tally,
)
from game.jury.types import JurorMind, Persona


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
    # 9 firm for guilt, 3 mildly not guilty
    minds, personas = jury([-60] * 9 + [15] * 3)
    verdict = simulate_deliberation(minds, personas, rng=random.Random(4))
    assert verdict.type == "guilty"
    assert verdict.first_ballot.as_dict() == {"guilty": 9, "not_guilty": 3}
    assert [t.as_dict() for t in verdict.tallies] == [{"guilty": 9, "not_guilty": 3}, {"guilty": 9, "not_guilty": 3},
                                                      {"guilty": 12, "not_guilty": 0}]
    # the same seed gives the same deliberation
    again = simulate_deliberation(*jury([-60] * 9 + [15] * 3), rng=random.Random(4))
    assert [t.as_dict() for t in again.tallies] == [t.as_dict() for t in verdict.tallies]


def test_two_firm_factions_of_six_hang_the_jury():
    minds, personas = jury([-90] * 6 + [90] * 6, confidence=100.0, skepticism=90, leader_follower=20)
    verdict = simulate_deliberation(minds, personas, rng=random.Random(8))
    assert (verdict.type, verdict.unanimous, verdict.rounds) == ("hung", False, 10)
    assert len(verdict.tallies) == 10


def test_a_leader_persuades_a_follower_more_than_a_follower_persuades_a_leader():
    minds = {"leader": JurorMind("leader", opinion=-30, confidence=50),
             "follower": JurorMind("follower", opinion=30, confidence=50)}
    personas = {"leader": Persona("leader", leader_follower=5), "follower": Persona("follower", leader_follower=95)}
    moved_by_leader = 30 - apply_persuasion(minds, personas, ["leader"], holdout=None)["follower"].opinion
    moved_by_follower = apply_persuasion(minds, personas, ["follower"], holdout=None)["leader"].opinion + 30
    assert moved_by_leader > 2 * moved_by_follower > 0


def test_a_holdout_is_not_moved_by_argument():
    minds = {"a": JurorMind("a", opinion=-30), "b": JurorMind("b", opinion=30)}
    personas = {k: Persona(k, leader_follower=0) for k in minds}
    assert apply_persuasion(minds, personas, ["a"], holdout="b")["b"].opinion == 30


def test_a_round_names_its_speakers_foreperson_first_with_both_sides_heard():
    minds, personas = jury([-40] * 8 + [40] * 4)
    result, after = deliberation_round(minds, personas, round_no=1, foreperson="j0", rng=random.Random(3))
    assert result.speakers[0] == "j0"
    assert len(result.speakers) == 4
    assert {minds[k].vote for k in result.speakers} == {"guilty", "not_guilty"}
    assert result.shifts == {k: round(after[k].opinion - minds[k].opinion, 2) for k in minds}
