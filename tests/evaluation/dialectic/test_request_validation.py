"""The dialectic modeConfig: documents, rubric preset or custom rubric, judge models, limits."""

import pytest

from evaluation.dialectic.selectors import find_preset
from evaluation.dialectic.validation import validate_request
from evaluation.modes import Invalid

from tests.evaluation.dialectic.support import body

pytestmark = pytest.mark.django_db


def _errors(request):
    with pytest.raises(Invalid) as caught:
        validate_request(request, find_preset=find_preset)
    return caught.value.fields


def test_a_preset_request_resolves_criteria_and_default_models(settings):
    # when
    validated = validate_request(body(), find_preset=find_preset)
    # then
    config = validated.config
    assert config["rubricName"] == "Code review"
    assert [c["id"] for c in config["rubric"]][:3] == ["correctness", "security", "structure"]
    assert config["judgeModels"] == settings.EVAL_DIALECTIC_JUDGE_MODELS
    assert config["timeoutMs"] == settings.EVAL_DIALECTIC_TIMEOUT_MS
    assert validated.content == ("Audit of 2 documents against “Code review”: design.md (10 lines), "
                                 "src/worker.py (17 lines)")


def test_a_preset_can_be_named_by_its_id():
    from evaluation.dialectic.models import RubricPreset
    preset = RubricPreset.objects.get(slug="technical-design-review")
    assert validate_request(body(rubricPresetId=preset.pk), find_preset=find_preset).config["rubricName"] == \
        "Technical design review"


def test_a_custom_rubric_and_judge_models_are_kept():
    # given
    request = body(rubricPresetId=None, rubric=[{"id": "x", "name": "X", "description": "Does X."}],
                   judgeModels={"Defense": "vendor/model-d"})
    # when
    config = validate_request(request, find_preset=find_preset).config
    # then
    assert config["rubricName"] == "Custom rubric"
    assert config["rubric"] == [{"id": "x", "name": "X", "description": "Does X.", "successPattern": "",
                                 "failurePattern": "", "target": "all"}]
    assert config["judgeModels"]["Defense"] == "vendor/model-d"


def test_every_field_error_is_reported_at_once():
    # given
    request = {"mode": "jury", "modeConfig": {
        "documents": [{"name": "a.md", "text": ""}, {"name": "A.md", "text": "x"}, "text"],
        "rubric": [{"id": "a", "name": "", "description": "d"}], "rubricPresetId": "code-review",
        "judgeModels": {"Judge": "m"}, "timeoutMs": 5}}
    # when
    errors = _errors(request)
    # then
    assert errors == {
        "mode": ['Expected "dialectic".'],
        "modeConfig.documents[0].text": ["The document is empty."],
        "modeConfig.documents[1].name": ["Two documents are named 'A.md'."],
        "modeConfig.documents[2]": ["Each document must be an object with a name and a text."],
        "modeConfig.rubric": ["Give either rubricPresetId or a custom rubric (exactly one)."],
        "modeConfig.judgeModels": ["Unknown judge(s): Judge."],
        "modeConfig.timeoutMs": ["A whole number of milliseconds from 10000 to 300000."],
    }


def test_custom_rubric_errors_carry_their_path():
    errors = _errors(body(rubricPresetId=None, rubric=[{"id": "a", "name": "A", "description": "d"},
                                                       {"id": "a", "name": "B", "description": "d"}]))
    assert errors == {"modeConfig.rubric[1].id": ["Duplicate criterion id 'a'."]}


def test_an_unknown_preset_is_refused():
    assert _errors(body(rubricPresetId="nope")) == {"modeConfig.rubricPresetId": ["No rubric preset 'nope'."]}


def test_size_limits_are_clear(settings):
    # given
    settings.EVAL_DIALECTIC_MAX_DOCUMENT_CHARS = 100
    settings.EVAL_DIALECTIC_MAX_TOTAL_CHARS = 150
    settings.EVAL_DIALECTIC_MAX_DOCUMENTS = 2
    # when
    too_long = _errors(body(documents=[{"name": "a.md", "text": "x" * 101}]))
    too_much = _errors(body(documents=[{"name": "a.md", "text": "x" * 80}, {"name": "b.md", "text": "y" * 80}]))
    too_many = _errors(body(documents=[{"name": f"{i}.md", "text": "x"} for i in range(3)]))
    # then
    assert too_long == {"modeConfig.documents[0].text": ["The document is too long: 101 characters (at most 100)."]}
    assert too_much == {"modeConfig.documents": ["The documents are too long together: 160 characters (at most 150)."]}
    assert too_many == {"modeConfig.documents": ["At most 2 documents per audit (got 3)."]}


def test_no_documents_and_no_config():
    assert _errors(body(documents=[])) == {
        "modeConfig.documents": ["At least one document (or a source: a file, a web page, a repository) is required."]}
    assert _errors({"mode": "dialectic"}) == {"modeConfig": ["Required: an object with documents and a rubric."]}
