"""Staff edit rubric presets in the admin; criteria are validated like a user's rubric."""

import json

import pytest

from evaluation.dialectic.models import RubricPreset

pytestmark = pytest.mark.django_db


def _post(client, preset, criteria):
    return client.post(f"/admin/evaluation/rubricpreset/{preset.pk}/change/", {
        "name": preset.name, "slug": preset.slug, "description": preset.description,
        "criteria": criteria if isinstance(criteria, str) else json.dumps(criteria), "is_active": "on",
        "position": preset.position})


def test_the_shipped_presets_are_seeded_and_listed(admin_client):
    # when
    page = admin_client.get("/admin/evaluation/rubricpreset/")
    # then
    assert page.status_code == 200
    assert list(RubricPreset.objects.values_list("slug", flat=True)) == ["technical-design-review", "code-review"]
    assert "Technical design review" in page.content.decode()


def test_staff_edit_a_preset_and_the_form_offers_it(admin_client):
    # given
    preset = RubricPreset.objects.get(slug="code-review")
    criteria = preset.criteria[:5] + [{"id": "perf", "name": "Performance", "description": "Fast enough."}]
    # when
    response = _post(admin_client, preset, criteria)
    # then
    assert response.status_code == 302
    preset.refresh_from_db()
    assert [c["id"] for c in preset.criteria][-1] == "perf"
    assert "Performance" in admin_client.get("/evaluate/audit/").content.decode()


def test_an_invalid_rubric_is_refused_with_its_problems(admin_client):
    # given
    preset = RubricPreset.objects.get(slug="code-review")
    # when
    response = _post(admin_client, preset, [{"id": "a", "name": "A", "description": "x"},
                                            {"id": "a", "name": "", "description": "y"}])
    # then
    html = response.content.decode()
    assert response.status_code == 200
    assert "rubric[1].id: Duplicate criterion id &#x27;a&#x27;." in html
    assert "rubric[1].name: The criterion&#x27;s name must not be empty." in html
    preset.refresh_from_db()
    assert preset.criteria[0]["id"] == "correctness"


def test_the_change_form_shows_the_criteria_indented(admin_client):
    preset = RubricPreset.objects.get(slug="code-review")
    html = admin_client.get(f"/admin/evaluation/rubricpreset/{preset.pk}/change/").content.decode()
    assert '[\n  {\n    &quot;id&quot;: &quot;correctness&quot;' in html
