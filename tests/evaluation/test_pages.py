"""The evaluation pages: form, result page shell, history; model HTML never reaches a page raw."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from evaluation.runs import run_dispatch
from evaluation.models import Message
from tests.evaluation.conftest import SPEC_MODELS, make, start

pytestmark = pytest.mark.django_db


@pytest.fixture
def browser(client, user):
    client.force_login(user)
    return client


def form_data(**overrides):
    data = {"content": "Some documentation to judge.", "originalQuestion": "Document the users endpoint",
            "jurorModels": SPEC_MODELS, "foremanModel": "perplexity/sonar-pro", "timeoutSeconds": "120"}
    data.update(overrides)
    return data


def test_the_form_offers_the_configured_models_with_the_defaults_checked(browser, settings):
    html = browser.get("/evaluate/").content.decode()
    for model in settings.EVAL_MODEL_CHOICES:
        assert f'value="{model}"' in html
    for model in settings.EVAL_JURY_DEFAULT_JURORS:
        assert f'value="{model}" checked' in html
    assert f'value="{settings.EVAL_JURY_DEFAULT_FOREMAN}"' in html
    assert 'value="anthropic/claude-opus-4-6" checked' not in html  # the large models are one tick away


def test_anonymous_visitors_are_asked_to_log_in(client):
    html = client.get("/evaluate/").content.decode()
    assert "Log in to convene a jury" in html


def test_a_valid_form_starts_a_run_and_opens_its_page(browser):
    response = browser.post("/evaluate/", form_data())
    run = Message.objects.get(role="assistant")
    assert response.status_code == 302
    assert response["Location"] == f"/evaluate/{run.pk}/"
    assert run.config["modeConfig"]["timeoutMs"] == 120000
    assert run.config["modeConfig"]["originalQuestion"] == "Document the users endpoint"


def test_an_invalid_form_shows_every_problem(browser):
    response = browser.post("/evaluate/", form_data(content="", jurorModels=SPEC_MODELS[:2],
                                                     foremanModel=SPEC_MODELS[0], timeoutSeconds="5"))
    html = response.content.decode()
    assert response.status_code == 400
    assert "Content to evaluate is required" in html
    assert "Jury mode requires at least 3 juror models" in html
    assert "Foreman model must not be one of the juror models" in html
    assert "Number must be at least 10 seconds" in html
    assert not Message.objects.exists()


def test_extra_model_ids_join_the_jury(browser):
    browser.post("/evaluate/", form_data(jurorModels=SPEC_MODELS[:2], extraJurors="x/one, y/two"))
    assert Message.objects.get(role="assistant").config["modeConfig"]["jurorModels"] == SPEC_MODELS[:2] + ["x/one",
                                                                                                           "y/two"]


def test_the_result_page_renders_a_finished_run_with_a_sanitized_report(browser, user, jury):
    jury.foreman = ("## Jury Verdict Report\n\n### Final Verdict: APPROVE\nGood.<script>alert('x')</script>"
                    "<img src=x onerror=alert(1)>\n\n### Key Strengths (Consensus)\n- Clear\n")
    run = start(user)
    run_dispatch(message_id=run.pk)
    html = browser.get(f"/evaluate/{run.pk}/").content.decode()
    assert "Users Endpoint Docs Review" in html
    assert "<script>alert" not in html
    assert "<img src=x" not in html
    assert "&lt;script&gt;alert" in html
    assert 'id="jury-state"' in html
    assert "Write API documentation for the users endpoint" in html


def test_another_users_result_page_is_a_404(client, other_user, user):
    run = start(user)
    client.force_login(other_user)
    assert client.get(f"/evaluate/{run.pk}/").status_code == 404


def test_the_history_page_costs_as_many_queries_for_many_conversations_as_for_one(browser, user):
    # given one evaluation
    make(user, "First")
    with CaptureQueriesContext(connection) as one:
        assert browser.get("/evaluate/history/").status_code == 200
    # when there are four
    for n in range(3):
        make(user, f"More {n}", verdict="APPROVE")
    with CaptureQueriesContext(connection) as four:
        assert browser.get("/evaluate/history/").content.decode().count('class="badge badge-muted"') >= 4
    # then no query per row
    assert len(four.captured_queries) == len(one.captured_queries)


def test_history_lists_filters_and_paginates(browser, user, jury):
    for _ in range(2):
        run = start(user)
        run_dispatch(message_id=run.pk)
    html = browser.get("/evaluate/history/").content.decode()
    assert html.count("Users Endpoint Docs Review") == 2
    assert "✓ APPROVE" in html
    assert "2 evaluations" in html
    assert "No evaluation matches" in browser.get("/evaluate/history/?verdict=REJECT").content.decode()
    assert "Users Endpoint" in browser.get("/evaluate/history/?q=endpoint").content.decode()


def test_rename_and_delete_from_the_page(browser, user):
    run = start(user)
    conversation_id = run.conversation_id
    browser.post(f"/evaluate/conversations/{conversation_id}/rename/",
                 {"title": "Renamed", "next": "/evaluate/history/"})
    run.conversation.refresh_from_db()
    assert run.conversation.title == "Renamed"
    response = browser.post(f"/evaluate/conversations/{conversation_id}/delete/")
    assert response.status_code == 302
    assert not Message.objects.filter(pk=run.pk).exists()


def test_a_jurors_full_assessment_is_served_as_sanitized_html_to_its_owner_only(browser, client, user, other_user,
                                                                                jury):
    jury.jurors[SPEC_MODELS[0]] = jury.jurors[SPEC_MODELS[0]] + "\n<script>alert(1)</script>"
    run = start(user)
    run_dispatch(message_id=run.pk)
    response = browser.get(f"/evaluate/{run.pk}/jurors/0/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<table>" in html and "<h2>Juror Assessment</h2>" in html
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert browser.get(f"/evaluate/{run.pk}/jurors/9/").status_code == 404
    client.force_login(other_user)
    assert client.get(f"/evaluate/{run.pk}/jurors/0/").status_code == 404


def test_the_content_field_is_not_marked_required_since_a_file_alone_works(browser):
    # a run takes pasted content, an attached file, or both: the form must not say the text is required
    html = browser.get("/evaluate/").content.decode()
    label = re.search(r'<label for="id_content"[^>]*>(.*?)</label>', html, re.S)
    assert label and "required-label" not in label.group(0)
    assert "or attach a file below" in label.group(1)
