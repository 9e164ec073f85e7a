"""Juror pools: the seeded generator's mix, and the shipped cases' pools."""

import random

import pytest

from game.cases import shipped_cases
from game.jury.pool import ARCHETYPES, generate_pool
from game.models import JurorPersona


def lean(persona: dict) -> str:
    if persona["prosecution_bias"] >= 12:
        return "prosecution"
    if persona["prosecution_bias"] <= -12:
        return "defense"
    return "neutral"


def test_a_generated_pool_has_four_leaning_each_way_and_the_rest_neutral():
    pool = generate_pool(random.Random(3), size=16)
    archetypes = [ARCHETYPES[p["archetype"]].lean for p in pool]
    assert len(pool) == 16
    assert archetypes.count("prosecution") == 4
    assert archetypes.count("defense") == 4
    assert archetypes.count("neutral") == 8
    assert len({p["name"] for p in pool}) == 16
    assert len({p["occupation"] for p in pool}) >= 8
    assert max(p["age"] for p in pool) - min(p["age"] for p in pool) >= 25


def test_the_same_seed_gives_the_same_pool_and_another_seed_another():
    assert generate_pool(random.Random(9), size=17) == generate_pool(random.Random(9), size=17)
    assert generate_pool(random.Random(9), size=17) != generate_pool(random.Random(10), size=17)


def test_a_pool_follows_the_archetypes_a_case_lists():
    pool = generate_pool(random.Random(1), size=14, archetypes=["law_and_order"] * 3)
    assert sorted(p["archetype"] for p in pool).count("law_and_order") == 3
    assert all(12 <= p["prosecution_bias"] <= 40 for p in pool if p["archetype"] == "law_and_order")


@pytest.mark.parametrize("case", shipped_cases(), ids=lambda c: c["slug"])
def test_each_shipped_case_has_a_pool_of_16_to_18_with_four_leaning_each_way(case):
    jurors = case["jurors"]
    leans = [lean(j) for j in jurors]
    assert 16 <= len(jurors) <= 18
    assert leans.count("prosecution") == 4
    assert leans.count("defense") == 4
    assert len({j["occupation"] for j in jurors}) == len(jurors)
    # some biases are obvious (the juror admitted them: a ground for cause), some hidden
    assert any(j["cause_grounds"] for j in jurors if lean(j) != "neutral")
    assert any(not j["cause_grounds"] for j in jurors if lean(j) != "neutral")
    assert case["judge"]["name"] and case["opposing_counsel"]["name"]
    assert len(case["witnesses"]) >= 3 and len(case["evidence"]) >= 6


def test_six_cases_in_three_tiers_one_of_them_civil_are_shipped():
    shipped = shipped_cases()
    assert {c["tier"] for c in shipped} == {"tutorial", "mid", "hard"}
    assert len(shipped) >= 6
    assert any(c["kind"] == "civil" for c in shipped)
    assert len({c["slug"] for c in shipped}) == len(shipped)


@pytest.mark.django_db
def test_a_case_without_listed_jurors_gets_a_seeded_pool_per_game(cases, player):
    from game.services.games import game_start

    # given a case whose jurors are not listed
    case = cases["mid"]
    case.personas.all().delete()
    case.pool_size = 17
    case.save()
    # when two games start with the same seed
    first = game_start(user=player, case=case, seed=42)
    second = game_start(user=player, case=case, seed=42)
    # then each has its own identical pool of 17
    names = [list(JurorPersona.objects.filter(game=g).order_by("pool_order").values_list("name", "prosecution_bias"))
             for g in (first, second)]
    assert len(names[0]) == 17
    assert names[0] == names[1]
    assert first.jurors.filter(status="seated").count() == 12
