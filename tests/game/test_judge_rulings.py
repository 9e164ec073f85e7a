import pydantic
import pytest

from game.judge.persona import JudgePersona
from game.judge.rulings import (JudgeRuling, ObjectionContext, fallback_ruling, normalize_ruling, ruling_cache_key,
                                ruling_messages)

STRICT = JudgePersona(id="s", name="Strict", strictness=85, hearsay_strictness=90, relevance_threshold=20)
LENIENT = JudgePersona(id="l", name="Lenient", strictness=20, hearsay_strictness=15, relevance_threshold=85)


def context(objection="hearsay", question="What did the neighbour tell you?", answer="She said he ran.",
            exam="direct", objector="player", witness="w1"):
    return ObjectionContext(objection, objector, question, answer, exam, "Prosecution's case, turn 3", witness)


def test_the_schema_accepts_a_spec_shaped_ruling():
    ruling = JudgeRuling.model_validate({"ruling": "sustained", "statement": "Sustained.", "patienceChange": -3})
    assert ruling.juryInstruction is None
    assert ruling.patienceChange == -3


@pytest.mark.parametrize("bad", [
    {"ruling": "granted", "statement": "x", "patienceChange": 0},
    {"ruling": "sustained", "statement": "x" * 201, "patienceChange": 0},
    {"ruling": "sustained", "statement": "x", "juryInstruction": "y" * 151, "patienceChange": 0},
    {"ruling": "sustained", "statement": "x", "patienceChange": -21},
    {"ruling": "sustained", "statement": "x", "patienceChange": 6},
])
def test_the_schema_rejects_what_the_spec_forbids(bad):
    with pytest.raises(pydantic.ValidationError):
        JudgeRuling.model_validate(bad)


def test_normalize_maps_near_misses_to_the_schema():
    data = normalize_ruling({"decision": "Allowed with warning", "reasoning": "Careful.", "patience_change": -1,
                             "juryInstruction": ""})
    assert JudgeRuling.model_validate(data).ruling == "allowed_with_warning"
    assert data["juryInstruction"] is None


def test_the_cache_key_is_not_the_objection_type_alone():
    base = ruling_cache_key(context())
    assert ruling_cache_key(context(exam="cross")) != base
    assert ruling_cache_key(context(question="Where were you at noon?", answer="At home.")) != base
    assert ruling_cache_key(context()) == "hearsay|direct|player|reported_speech+reported_speech_answer"
    assert ruling_cache_key(context(witness="w2")) == base  # the witness does not matter, the exchange does
    assert ruling_cache_key(context(objector="opponent")) != base


def test_features_that_do_not_bear_on_the_ground_are_left_out_of_the_key():
    one = ruling_cache_key(context(objection="leading", question="Isn't it true she told you, right?"))
    two = ruling_cache_key(context(objection="leading", question="Didn't you write a report, correct?"))
    assert one == two == "leading|direct|player|leading_form"


def test_similar_contexts_share_a_cache_key():
    one = ruling_cache_key(context(question="What did your sister tell you?", answer="She said it was him."))
    two = ruling_cache_key(context(question="What did the officer say to you?", answer="He told me to wait."))
    assert one == two


def test_the_fallback_follows_the_judges_strictness_for_that_ground():
    assert fallback_ruling(STRICT, context()).ruling == "sustained"
    assert fallback_ruling(LENIENT, context()).ruling == "overruled"


def test_the_fallback_overrules_leading_objections_on_cross_even_for_a_strict_judge():
    leading = dict(objection="leading", question="Isn't it true you were there?", answer="")
    assert fallback_ruling(STRICT, context(**leading, exam="direct")).ruling == "sustained"
    assert fallback_ruling(STRICT, context(**leading, exam="cross")).ruling == "overruled"


def test_relevance_follows_the_inverse_of_the_relevance_threshold():
    off_topic = dict(objection="relevance", question="What is your favorite vacation spot?", answer="")
    assert fallback_ruling(STRICT, context(**off_topic)).ruling == "sustained"
    assert fallback_ruling(LENIENT, context(**off_topic)).ruling == "overruled"


def test_a_sustained_fallback_on_hearsay_instructs_the_jury():
    ruling = fallback_ruling(STRICT, context())
    assert ruling.juryInstruction == "The jury will disregard the question and any answer to it."
    assert len(ruling.statement) <= 200


def test_the_prompt_carries_persona_objection_question_answer_and_exam_type():
    messages = ruling_messages(STRICT, context())
    text = messages[0]["content"] + messages[1]["content"]
    for part in ("Judge Strict", "Hearsay (FRE 802)", "What did the neighbour tell you?", "She said he ran.",
                 "Examination type: direct", "Prosecution's case, turn 3", "strict about hearsay"):
        assert part in text
