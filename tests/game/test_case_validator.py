"""The case validator: every case file is checked against the schema and what the game can
reach, played on the engine, and played through the services (pre-trial, voir dire, trial,
deliberation, verdict) by the scripted player; a broken case is refused with its problems
named, and the validation leaves the database as it found it."""

import copy
import json
import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from game import scripted_play
from game.cases import CASE_DIR, shipped_cases
from game.casefile import case_problems
from game.models import Case, Game

VERDICT = r"(Guilty|Not guilty|Liable|Not liable|Hung jury|Mistrial|Held in contempt)"


def case_file(slug: str) -> dict:
    return copy.deepcopy(next(c for c in shipped_cases() if c["slug"] == slug))


@pytest.mark.django_db
def test_every_shipped_case_passes_and_plays_through_the_services_to_a_verdict(cases):
    # given the shipped cases, installed, one of them edited by staff
    Case.objects.filter(slug="state-v-reyes").update(budget=7777)
    games_before = Game.objects.count()
    # when the validator runs over the shipped case files
    out = StringIO()
    call_command("validate_cases", "--balance-seeds", "0", stdout=out)  # balance: tests/game/test_case_balance.py
    lines = out.getvalue().splitlines()
    # then each is sound, reaches the jury on the engine and a verdict through the services
    assert len(lines) == len(shipped_cases()) >= 6
    for line in lines:
        assert re.search(rf": ok — schema; engine seeds 1, 2, 3 reach the jury; services: ordinary player "
                         rf"\((defense|plaintiff|prosecution)\): {VERDICT}", line), line
    civil = next(line for line in lines if line.startswith("05-adebayo-v-copper-kettle.json"))
    assert re.search(r"\(defense\): (Liable|Not liable|Hung jury)", civil)
    # and nothing it played is kept, nor is an installed case touched
    assert Game.objects.count() == games_before
    assert not Case.objects.filter(slug__startswith="check-").exists()
    assert Case.objects.get(slug="state-v-reyes").budget == 7777


def broken(slug: str, change) -> dict:
    data = case_file(slug)
    change(data)
    return data


def _cut_theme(data):
    data["defense_theory"] = ("The goods were in a customer car and the print is a weak match by a lab that knew "
                              "who it wanted and never once asked who else had touched that window before.")


def _no_defense_witness(data):
    data["witnesses"] = [w for w in data["witnesses"] if w["called_by"] != "defense"]


def _no_defense_evidence(data):
    for item in data["evidence"]:
        if item["card"]["favors"] == "defense":
            item["given"] = False


BREAKAGES = [
    # (what is broken, the case, the change, what the validator says)
    ("a lie cites evidence the case does not have", "state-v-whitfield",
     lambda d: d["witnesses"][0]["lies"][0].update(impeached_by="no-such-evidence"),
     "witness guard: a lie is impeached by unknown evidence 'no-such-evidence'"),
    ("a lie no side can expose: an unreachable breaking point", "state-v-reyes",
     lambda d: d["witnesses"][3].update(hostile=False),
     "witness customer: the lie 'He had never been on Elm Street.' can never be exposed (its breaking point is "
     "out of reach): 'toll-record' favours the defense, and only the prosecution may impeach Kyle Brenner"),
    ("a lie impeached by the witness's own side", "state-v-albrecht",
     lambda d: d["evidence"][5]["card"].update(favors="prosecution"),
     "witness deputy: the lie 'The stain on the cardigan was pumpkin flesh.' can never be exposed"),
    ("a pet peeve nothing in the game shows", "people-v-marsh",
     lambda d: d["judge"]["pet_peeves"].append("tardiness"),
     "judge: no card or action of the game shows 'tardiness': the peeve can never be hit"),
    ("a pet peeve the game does not know", "people-v-marsh",
     lambda d: d["judge"]["pet_peeves"].append("chewing_gum"), "judge: unknown pet peeve 'chewing_gum'"),
    ("a text cut mid-sentence", "state-v-reyes", lambda d: d.update(synopsis=d["synopsis"][:-25]),
     "synopsis: ends mid-sentence: …"),
    ("a secret cut mid-sentence", "people-v-castellanos",
     lambda d: d["witnesses"][1]["secrets"].__setitem__(0, "Counted the concession cash alone after every"),
     "witness president: secret: ends mid-sentence"),
    ("an opening theme that would be cut mid-clause", "state-v-reyes", _cut_theme,
     "defense_theory: its opening theme would be cut mid-clause"),
    ("a civil case in criminal words", "adebayo-v-copper-kettle",
     lambda d: d.update(synopsis=d["synopsis"] + " The prosecution says the kitchen is guilty."),
     "synopsis: a civil case speaks of the plaintiff and liability, not 'prosecution'"),
    ("a side without a witness", "state-v-whitfield", _no_defense_witness, "no witness for the defense"),
    ("a side without given evidence", "state-v-whitfield", _no_defense_evidence, "no given evidence for the defense"),
    ("too few jurors for a jury and its alternates", "state-v-whitfield",
     lambda d: d.update(jurors=d["jurors"][:10]), "10 jurors listed: a jury needs 12 and 2 alternates"),
    ("a witness without a secret", "state-v-albrecht", lambda d: d["witnesses"][1].update(secrets=[]),
     "witnesses.1.secrets: List should have at least 1 item"),
    ("a witness whose testimony weighs nothing", "state-v-reyes", lambda d: d["witnesses"][1].update(weight=0),
     "witnesses.1.weight: Input should be greater than 0"),
    ("a gavel the judge cannot have", "state-v-albrecht", lambda d: d["judge"].update(gavel_style="mallet"),
     "judge.gavel_style: Input should be 'firm', 'measured' or 'dramatic'"),
]


@pytest.mark.parametrize("what,slug,change,message", BREAKAGES, ids=[b[0] for b in BREAKAGES])
def test_each_kind_of_breakage_is_named(what, slug, change, message):
    # given a shipped case broken in one way: the shipped file itself is sound
    assert case_problems(case_file(slug)) == []
    # when it is checked, then that breakage is named
    problems = case_problems(broken(slug, change))
    assert any(message in problem for problem in problems), problems


def test_a_broken_case_file_makes_the_command_fail_with_its_problems(tmp_path):
    data = broken("state-v-whitfield", lambda d: d["witnesses"][1].update(secrets=[]))
    data["witnesses"][0]["lies"][0]["impeached_by"] = "no-such-evidence"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data))
    err = StringIO()
    with pytest.raises(CommandError, match="1 of 1 case files have problems"):
        call_command("validate_cases", str(path), stderr=err)
    assert err.getvalue().startswith("broken.json: witnesses.1.secrets")


@pytest.mark.django_db
def test_a_case_the_services_cannot_play_to_a_verdict_is_refused(tmp_path, monkeypatch):
    # given a sound case file, and a scripted player that gives up after five actions
    path = tmp_path / "whitfield.json"
    path.write_text((CASE_DIR / "01-state-v-whitfield.json").read_text())
    monkeypatch.setattr(scripted_play, "MAX_ACTIONS", 5)
    # when it is validated, then the services playthrough's failure is named
    err = StringIO()
    with pytest.raises(CommandError):
        call_command("validate_cases", str(path), "--balance-seeds", "0", stderr=err)
    assert ("whitfield.json: services, ordinary player: the game failed: Stuck: the trial did not reach the jury "
            "in 5 actions") in err.getvalue()
    assert not Game.objects.exists()


def test_an_unknown_scripted_player_is_refused():
    with pytest.raises(CommandError, match="unknown player reckless: choose from ordinary, evidence, passive, "
                                           "diligent, objector, hasty"):
        call_command("validate_cases", "--players", "reckless")


@pytest.mark.django_db
def test_the_civil_case_is_played_through_from_both_sides(tmp_path):
    # given the civil case file
    path = tmp_path / "civil.json"
    path.write_text((CASE_DIR / "05-adebayo-v-copper-kettle.json").read_text())
    # when it is validated on both sides
    out = StringIO()
    call_command("validate_cases", str(path), "--sides", "both", "--balance-seeds", "0", stdout=out)
    # then the defense and the plaintiff each reach a civil verdict
    line = out.getvalue().strip()
    assert re.search(r"ordinary player \(defense\): (Liable|Not liable|Hung jury)", line), line
    assert re.search(r"ordinary player \(plaintiff\): (Liable|Not liable|Hung jury)", line), line
    assert not Game.objects.exists()
