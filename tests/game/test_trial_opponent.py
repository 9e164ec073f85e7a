import random

from game.trial import opponent as O
from game.trial.cards import Catalogue


def objections_in(difficulty: int, question: str, trials: int = 400) -> int:
    counsel = O.new_opponent(name="ADA", style="x", difficulty=difficulty)
    return sum(1 for seed in range(trials)
               if O.decide_objection(counsel, random.Random(seed), question=question, exam_type="direct"))


def test_resources_grow_with_difficulty():
    easy, hard = O.new_opponent(name="a", style="x", difficulty=1), O.new_opponent(name="a", style="x", difficulty=5)
    assert (len(easy.deck), easy.cp, easy.pp) == (6, 50, 16)
    assert (len(hard.deck), hard.cp, hard.pp) == (10, 90, 40)


def test_objection_rate_runs_from_a_tenth_to_nine_tenths():
    assert [round(O.objection_rate(d), 2) for d in range(1, 6)] == [0.1, 0.3, 0.5, 0.7, 0.9]


def test_under_fixed_seeds_a_leading_question_on_direct_draws_objections_by_difficulty():
    counts = [objections_in(d, "Isn't it true you saw him take it, right?") for d in (1, 3, 5)]
    assert counts == [objections_in(d, "Isn't it true you saw him take it, right?") for d in (1, 3, 5)]
    assert counts[0] < counts[1] < counts[2]
    assert 20 <= counts[0] <= 60 and 340 <= counts[2] <= 380


def test_a_strong_opponent_never_objects_without_a_ground_and_a_weak_one_sometimes_does():
    assert objections_in(5, "Where were you at noon?") == 0
    assert 30 <= objections_in(1, "Where were you at noon?") <= 90


def test_the_ground_matches_the_question():
    counsel = O.new_opponent(name="ADA", style="x", difficulty=5)
    grounds = {O.decide_objection(counsel, random.Random(s), question="What did your sister tell you?",
                                  exam_type="direct") for s in range(50)}
    assert grounds == {"hearsay", None}


def test_leading_is_not_objected_to_on_cross():
    counsel = O.new_opponent(name="ADA", style="x", difficulty=5)
    assert {O.decide_objection(counsel, random.Random(s), question="Isn't it true you lied?", exam_type="cross")
            for s in range(50)} == {None}


def test_strikes_remove_jurors_favourable_to_the_player_and_a_strong_opponent_reads_them_well():
    # (juror id, prosecution_bias): the prosecution strikes the defense leaners, strongest first
    candidates = [(1, -40), (2, 30), (3, -25), (4, -5), (5, -33), (6, 10)]
    assert O.choose_strikes(candidates, opponent_side="prosecution", difficulty=5, remaining=3, seed=1) == [1, 5, 3]


def test_a_weak_opponent_strikes_less_accurately_but_reproducibly():
    candidates = [(i, -bias) for i, bias in enumerate(range(-40, 45, 5))]
    reads = [O.choose_strikes(candidates, opponent_side="prosecution", difficulty=1, remaining=3, seed=s)
             for s in range(20)]
    assert reads == [O.choose_strikes(candidates, opponent_side="prosecution", difficulty=1, remaining=3, seed=s)
                     for s in range(20)]
    assert any(read != [16, 15, 14] for read in reads)


def test_mood_follows_the_estimated_chance_of_winning():
    assert ([O.mood_for(O.win_estimate(m)) for m in (-40, 0, 10, 40)]
            == ["confident", "composed", "worried", "desperate"])


def test_card_play_is_reproducible_and_stronger_counsel_plays_its_best_card():
    catalogue = Catalogue.for_case([])
    hard = O.new_opponent(name="ADA", style="x", difficulty=5)
    played = [O.choose_card(hard, random.Random(s), catalogue) for s in range(20)]
    assert played == [O.choose_card(hard, random.Random(s), catalogue) for s in range(20)]
    assert {p for p in played if p} == {"bombshell_document"}
