"""History: the caller's own conversations only, newest first, filters, search, pages, rename, delete, export."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from evaluation.runs import run_dispatch
from evaluation.models import Conversation, DeliberationStage, Message
from tests.evaluation.conftest import jury_body, make

pytestmark = pytest.mark.django_db


def test_it_lists_only_the_callers_conversations_newest_first(api, user, other_user):
    make(user, "Older")
    make(other_user, "Not mine")
    newest = make(user, "Newer", verdict="APPROVE")
    body = api.get("/api/conversations").json()
    assert body["count"] == 2
    assert [c["title"] for c in body["results"]] == ["Newer", "Older"]
    row = body["results"][0]
    assert row["id"] == str(newest.pk)
    assert (row["mode"], row["verdict"], row["status"], row["preview"]) == ("jury", "APPROVE", "complete",
                                                                            "content of Newer")


def test_it_filters_by_verdict_and_mode_and_searches_titles(api, user):
    make(user, "API docs review", verdict="APPROVE")
    make(user, "Essay check", verdict="REJECT")
    make(user, "Rubric audit", verdict="PASS", mode="dialectic")
    assert [c["title"] for c in api.get("/api/conversations?verdict=reject").json()["results"]] == ["Essay check"]
    assert [c["title"] for c in api.get("/api/conversations?mode=dialectic").json()["results"]] == ["Rubric audit"]
    assert [c["title"] for c in api.get("/api/conversations?q=docs").json()["results"]] == ["API docs review"]


def test_the_history_costs_as_many_queries_for_many_conversations_as_for_one(api, user):
    # given one conversation
    make(user, "First")
    with CaptureQueriesContext(connection) as one:
        assert api.get("/api/conversations").status_code == 200
    # when there are six
    for n in range(5):
        make(user, f"More {n}", verdict="APPROVE")
    with CaptureQueriesContext(connection) as six:
        assert len(api.get("/api/conversations").json()["results"]) == 6
    # then no query per row
    assert len(six.captured_queries) == len(one.captured_queries)


def test_it_paginates(api, user):
    for n in range(5):
        make(user, f"Run {n}")
    page = api.get("/api/conversations?pageSize=2&page=2").json()
    assert page["count"] == 5
    assert [c["title"] for c in page["results"]] == ["Run 2", "Run 1"]
    assert page["next"] and page["previous"]


def test_another_users_conversation_is_a_404_for_every_verb(api, other_user):
    theirs = make(other_user, "Secret")
    for response in (api.get(f"/api/conversations/{theirs.pk}"),
                     api.patch(f"/api/conversations/{theirs.pk}", {"title": "Mine now"}, format="json"),
                     api.delete(f"/api/conversations/{theirs.pk}"),
                     api.get(f"/api/conversations/{theirs.pk}/export")):
        assert response.status_code == 404
        assert response.json()["code"] == "CONVERSATION_NOT_FOUND"
    theirs.refresh_from_db()
    assert theirs.title == "Secret"


def test_the_detail_lists_messages(api, user):
    conversation = make(user, "Docs", verdict="REVISE")
    body = api.get(f"/api/conversations/{conversation.pk}").json()
    assert [(m["role"], m["content"]) for m in body["messages"]] == [("user", "content of Docs"), ("assistant", "")]
    assert body["messages"][1]["status"] == "complete"


def test_rename(api, user):
    conversation = make(user, "Old")
    response = api.patch(f"/api/conversations/{conversation.pk}", {"title": "  New name "}, format="json")
    assert response.status_code == 200
    assert response.json()["title"] == "New name"
    blank = api.patch(f"/api/conversations/{conversation.pk}", {"title": " "}, format="json")
    assert blank.status_code == 400
    assert blank.json()["fields"] == {"title": ["A title is required."]}


def test_delete_removes_everything_stored(api, user, jury):
    run_id = api.post("/api/evaluations", jury_body(), format="json").json()["messageId"]
    run_dispatch(message_id=run_id)
    conversation_id = Message.objects.get(pk=run_id).conversation_id
    assert api.delete(f"/api/conversations/{conversation_id}").status_code == 204
    assert not Conversation.objects.filter(pk=conversation_id).exists()
    assert not DeliberationStage.objects.exists()


def test_export_is_markdown_with_the_whole_evaluation(api, user, jury):
    run_id = api.post("/api/evaluations", jury_body(), format="json").json()["messageId"]
    run_dispatch(message_id=run_id)
    conversation_id = Message.objects.get(pk=run_id).conversation_id
    response = api.get(f"/api/conversations/{conversation_id}/export")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/markdown; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="users-endpoint-docs-review-')
    text = response.content.decode()
    assert text.startswith("# Users Endpoint Docs Review\n")
    assert "**Majority verdict: APPROVE** (approve 2, revise 1, reject 0; 3 of 3 jurors answered)" in text
    assert "| Accuracy | 7.7 | 7 | 8 |" in text
    assert "### Foreman's report (perplexity/sonar-pro)" in text
    assert "### Juror 2: openai/o3 — REVISE (average 6.0" in text
    assert "*5 model calls, " in text
    assert "> Write API documentation for the users endpoint" in text


def test_history_needs_a_login():
    assert APIClient().get("/api/conversations").status_code in (401, 403)
