"""The case validator: every case file is checked against the schema and played through by
the scripted player; a broken case is refused with its problems named."""

import copy
import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from game.cases import shipped_cases
from game.casefile import case_problems


def test_every_shipped_case_passes_the_schema_and_plays_through():
    # when the validator runs over the shipped cases
    out = StringIO()
    call_command("validate_cases", stdout=out)
    # then each is sound and reaches the jury with the scripted player
    lines = out.getvalue().splitlines()
    assert len(lines) == len(shipped_cases())
    assert all(line.endswith("ok (schema, and played through with seeds 1, 2, 3)") for line in lines)


def test_a_broken_case_is_refused_with_every_problem_named(tmp_path):
    # given a case whose lie cites evidence it does not have and a witness without a secret
    data = copy.deepcopy(shipped_cases()[0])
    data["witnesses"][0]["lies"][0]["impeached_by"] = "no-such-evidence"
    broken = copy.deepcopy(data)
    broken["witnesses"][1]["secrets"] = []
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(broken))
    # when it is validated
    err = StringIO()
    with pytest.raises(CommandError):
        call_command("validate_cases", str(path), stderr=err)
    # then the problems are named
    assert "witnesses.1.secrets" in err.getvalue()
    assert case_problems(data) == [f"witness {data['witnesses'][0]['key']}: a lie is impeached by unknown "
                                   f"evidence 'no-such-evidence'"]


def test_a_case_without_enough_jurors_is_refused():
    data = copy.deepcopy(shipped_cases()[0])
    data["jurors"] = data["jurors"][:10]
    assert case_problems(data) == [f"10 jurors listed: a jury needs 12 and {data['alternates']} alternates"]
