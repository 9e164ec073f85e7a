"""Case balance (issue 27): every case can be won and lost on each side by a competent scripted
player — the validator measures each side's win rate on the engine over the competent styles
(`game.trial.balance.COMPETENT_STYLES`) and names a side outside 20-80 % as a problem."""

import copy
import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from game.cases import shipped_cases
from game.casefile import case_problems
from game.management.commands.validate_cases import balance_problems
from game.trial import balance as B


def case_file(slug: str) -> dict:
    return copy.deepcopy(next(c for c in shipped_cases() if c["slug"] == slug))


def prosecution_cannot_win(data: dict) -> dict:
    """The same case with evidence that leaves the prosecution nothing: its exhibits worth almost
    nothing, the defence's overwhelming, every juror leaning to the defence from the start."""
    for item in data["evidence"]:
        favours_defence = item["card"]["favors"] == "defense"
        item["card"]["base_impact"] = 30 if favours_defence else 0.5
    for juror in data["jurors"]:
        juror["prosecution_bias"] = -50
    return data


def test_the_competent_styles_leave_out_the_styles_that_play_badly_on_purpose():
    assert set(B.COMPETENT_STYLES) == {"ordinary", "evidence", "diligent", "objector", "aggressive", "freetext"}
    assert not set(B.FROZEN_SEEDS) & set(B.DEV_SEEDS)


def test_a_side_outside_the_band_is_named_and_one_inside_is_not():
    balance = B.Balance()
    for style in B.COMPETENT_STYLES:
        balance.cells[("c", "prosecution", style)] = B.Tally(trials=10, wins=1)   # 10 %
        balance.cells[("c", "defense", style)] = B.Tally(trials=10, wins=8)       # 80 %: on the edge, inside
    balance.cells[("c", "defense", "hasty")] = B.Tally(trials=10, wins=0)         # not a competent style
    problems = balance.problems()
    assert problems == [problems[0]] and problems[0].startswith("balance: the prosecution wins 10% of 60 trials")


def test_a_case_whose_evidence_makes_the_prosecution_unwinnable_is_refused(tmp_path):
    # given a shipped case, sound, and the same case with evidence that leaves the prosecution nothing
    data = prosecution_cannot_win(case_file("state-v-whitfield"))
    assert case_problems(data) == []
    # when its balance is measured, then the prosecution's side is named
    problems = balance_problems(data, seeds=2)
    assert any(p.startswith("balance: the prosecution wins 0% of") for p in problems), problems
    # and the command fails, naming it
    path = tmp_path / "lopsided.json"
    path.write_text(json.dumps(data))
    err = StringIO()
    with pytest.raises(CommandError, match="1 of 1 case files have problems"):
        call_command("validate_cases", str(path), "--balance-seeds", "2", stderr=err)
    assert "lopsided.json: balance: the prosecution wins 0% of" in err.getvalue()



@pytest.mark.parametrize("slug", [c["slug"] for c in shipped_cases()])
def test_every_shipped_case_can_be_won_and_lost_on_each_side_by_a_competent_player(slug):
    assert balance_problems(case_file(slug)) == []
