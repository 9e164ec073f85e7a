import json
import random

import pytest

from game.cases import shipped_cases
from game.judge.rulings import JudgeRuling, ObjectionContext, ruling_messages
from game.trial import casedata, mock
from game.trial.witness import answer_messages
from game.trial.state import WitnessState
from juryrigged.llm.providers import Request
from tests.game.trial_support import JUDGE

WITNESS = {"key": "guard", "name": "Victor Salas", "called_by": "prosecution", "role": "store security guard",
           "public_story": "Saw the defendant fold the jacket.", "secrets": ["He was two stops short."],
           "lies": [{"claim": "The jacket was hidden under her coat.", "impeached_by": "cctv"}], "composure": 55}
EVIDENCE = [
    {"key": "cctv", "name": "CCTV still", "description": "Jacket over her arm.", "given": False,
     "card": {"kind": "analytical", "base_impact": 8, "favors": "defense", "tags": ["impeachment"], "cost_pp": 6}},
    {"key": "report", "name": "Incident report", "description": "Concealed.", "given": True,
     "card": {"kind": "procedural", "base_impact": 3, "favors": "prosecution", "tags": ["documentary"], "cost_pp": 3}},
]


def test_the_stored_case_data_becomes_the_engines_case():
    case = casedata.trial_case(slug="s", title="T", charge="Petty theft", kind="criminal", difficulty=1,
                               player_side="defense", budget=5000, prosecution_theory="She hid it.",
                               defense_theory="A distracted customer. Nothing hidden.",
                               opposing_counsel={"name": "Tom"},
                               witnesses=[WITNESS], evidence=EVIDENCE)
    assert case["witnesses"][0]["side"] == "prosecution"
    assert case["witnesses"][0]["lies"] == [{"id": "lie1", "claim": "the jacket was hidden under her coat", "truth": "",
                                             "impeached_by": ["cctv"]}]
    assert case["investigations"] == [{"id": "cctv", "name": "Investigate: CCTV still", "cost": 3000, "pp": 3,
                                       "evidence": "cctv", "finding": "Jacket over her arm."}]
    assert [(e["id"], e["side"], e["found_by_investigation"]) for e in case["evidence"]] == [
        ("cctv", "defense", True), ("report", "prosecution", False)]
    assert case["themes"] == ["A distracted customer", "Reasonable doubt", "Trust what you saw, not what you were told"]
    assert case["opposing_counsel"]["difficulty"] == 1


def _request(purpose, messages, schema=None):
    return Request(messages=tuple(messages), model="m", purpose=purpose, timeout=5,
                   json_schema=schema.model_json_schema() if schema else None)


@pytest.mark.parametrize("seed", range(20))
def test_the_mock_judge_always_answers_a_valid_ruling(seed):
    context = ObjectionContext("leading", "player", "Isn't it true, right?", "", "cross", "turn 3", "w")
    text = mock.ruling(_request("game.ruling", ruling_messages(JUDGE, context), JudgeRuling), random.Random(seed))
    ruling = JudgeRuling.model_validate(json.loads(text))
    assert ruling.ruling in ("overruled", "allowed_with_warning", "sustained")


def test_the_mock_witness_answers_in_character_and_shakier_when_composure_is_low():
    witness = WitnessState.from_case(casedata._witness(WITNESS))
    calm = mock.witness(_request("game.witness", answer_messages(witness, question="What did you see?",
                                                                  examiner="Prosecution", exam_type="direct",
                                                                  case_title="T", lie=None)), random.Random(1))
    witness.composure = 10
    shaken = mock.witness(_request("game.witness", answer_messages(witness, question="What did you see?",
                                                                    examiner="Defense", exam_type="cross",
                                                                    case_title="T", lie=None)), random.Random(1))
    assert calm and shaken and calm != shaken
    assert any(line in shaken for line in mock.SHAKEN)


@pytest.mark.parametrize("data", shipped_cases(), ids=lambda d: d["slug"])
def test_a_statement_theme_is_never_cut_mid_clause(data):
    # given each side's theory of a shipped case
    for side in ("defense", "prosecution"):
        theory = data[f"{side}_theory"].rstrip(".")
        # when the themes are offered
        theme = casedata.themes(data[f"{side}_theory"], side, data.get("kind", "criminal"))[0]
        # then the first is the theory's first sentence, or that sentence up to a clause's end
        rest = theory[len(theme):]
        assert theory.startswith(theme) and len(theme) <= casedata.THEME_MAX_CHARS
        assert rest == "" or rest.startswith((". ", "; ", ", ", " — ", ":")), (side, theme)


def test_a_long_theory_is_shortened_at_a_clause_not_mid_sentence():
    # given a theory whose first sentence is too long to say as a theme
    theory = ("The goods were in a customer's car; the print is a weak match by a lab that knew who it wanted "
              "long before it compared a single ridge of the partial print lifted from the frame.")
    # when the themes are offered
    theme = casedata.themes(theory, "defense", "criminal")[0]
    # then the first clause is the theme
    assert theme == "The goods were in a customer's car"
