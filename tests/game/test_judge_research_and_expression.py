import pytest

from game.judge.expression import judge_expression
from game.judge.persona import JudgePersona
from game.judge.research import ResearchError, research_price, revealed_judge_info

PERSONA = JudgePersona(id="j", name="Okafor", title="The Honorable Ruth Okafor", reputation="Fair but brisk.",
                       strictness=75, prosecution_lean=62, pet_peeves=("theatrics",), hearsay_strictness=88,
                       relevance_threshold=30)
LEVEL_3_ONLY = {"prosecutionLean", "hearsayStrictness", "relevanceThreshold"}
LEVEL_2_ONLY = {"rulingTendencies", "petPeeves"}


def test_basic_research_reveals_name_reputation_and_general_strictness_only():
    info = revealed_judge_info(PERSONA, 1)
    assert info == {"level": 1, "levelName": "basic", "name": "The Honorable Ruth Okafor",
                    "reputation": "Fair but brisk.", "strictness": "strict"}


def test_detailed_research_adds_tendencies_and_pet_peeves_but_no_numbers():
    info = revealed_judge_info(PERSONA, 2)
    assert info["petPeeves"] == ["theatrics"]
    assert "Sustains hearsay objections readily (FRE 802)." in info["rulingTendencies"]
    assert not LEVEL_3_ONLY & info.keys()


def test_thorough_research_adds_the_lean_and_thresholds():
    info = revealed_judge_info(PERSONA, 3)
    assert (info["prosecutionLean"], info["hearsayStrictness"], info["relevanceThreshold"]) == (62, 88, 30)


def test_no_research_shows_only_the_name():
    assert revealed_judge_info(PERSONA, 0) == {"level": 0, "levelName": "none", "name": "The Honorable Ruth Okafor"}
    assert not (LEVEL_2_ONLY | LEVEL_3_ONLY) & revealed_judge_info(PERSONA, 1).keys()


def test_research_prices_and_upgrades_pay_the_difference():
    assert [research_price(0, level) for level in (1, 2, 3)] == [1500, 3000, 5000]
    assert research_price(1, 3) == 3500
    with pytest.raises(ResearchError):
        research_price(2, 2)
    with pytest.raises(ResearchError):
        research_price(0, 4)


@pytest.mark.parametrize("patience, events, expected", [
    (90, [], "neutral"),
    (90, ["objection"], "attentive"),
    (90, ["overruled"], "disapproving"),
    (35, [], "disapproving"),
    (15, [], "angry"),
    (90, ["sanction"], "angry"),
    (90, ["warning", "recess", "recess"], "neutral"),
])
def test_the_judges_expression(patience, events, expected):
    assert judge_expression(patience, events) == expected
