"""Lists cost a constant number of queries; pages render what is stored."""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from courtroom.voters import VOTER_COOKIE
from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db


def count_queries(url):
    with CaptureQueriesContext(connection) as captured:
        assert Client().get(url).status_code == 200
    return len(captured)


def test_the_session_list_costs_the_same_queries_for_two_or_eight_sessions(new_session):
    for _ in range(2):
        run_until(new_session(), in_phase("verdict_vote"))
    few = count_queries("/api/court/sessions")
    for _ in range(6):
        new_session()
    assert count_queries("/api/court/sessions") == few


def test_the_session_list_is_paginated(new_session):
    for _ in range(3):
        new_session()
    body = Client().get("/api/court/sessions?pageSize=2").json()
    assert (body["count"], len(body["sessions"]), body["page"]) == (3, 2, 1)
    assert body["next"].endswith("page=2&pageSize=2")
    assert "turns" not in body["sessions"][0]


def test_the_index_page_lists_live_sessions_and_offers_the_form_to_users(new_session, user):
    session = new_session()
    client = Client()
    client.force_login(user)
    html = client.get("/court/").content.decode()
    assert session.topic.replace("'", "&#x27;") in html
    assert "Open court" in html


def test_starting_a_session_from_the_page_redirects_to_the_show(user):
    client = Client()
    client.force_login(user)
    response = client.post("/court/", {"topic": "A cat knocked a vase off the mantelpiece", "case_type": "civil",
                                       "sentence_options": "Buy a new vase\nNo treats for a week"})
    assert response.status_code == 302
    from courtroom.models import CourtSession
    session = CourtSession.objects.get()
    assert response["Location"] == f"/court/{session.pk}/"
    assert session.sentence_options == ["Buy a new vase", "No treats for a week"]


def test_a_refused_topic_is_explained_on_the_page(user):
    client = Client()
    client.force_login(user)
    response = client.post("/court/", {"topic": "tiny", "case_type": "criminal"})
    assert response.status_code == 400
    assert "at least 10 characters" in response.content.decode()


def test_a_topic_held_by_the_content_rules_names_each_category_once_on_the_page(user):
    # given
    client = Client()
    client.force_login(user)
    # when
    response = client.post("/court/", {"topic": "The defendant is a worthless idiot who deserves to die",
                                       "case_type": "criminal"})
    # then the message names the category once (the page used to add it again: "(harassment). (harassment)")
    html = response.content.decode()
    assert response.status_code == 400
    assert "This topic breaks the courtroom&#x27;s content rules (harassment).</" in html


def test_anonymous_visitors_are_sent_to_log_in_to_start_one():
    response = Client().post("/court/", {"topic": "A cat knocked a vase off the mantelpiece"})
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_the_show_page_renders_the_transcript_and_issues_a_voter_cookie(new_session):
    session = run_until(new_session(), lambda s: s.turn_count >= 3)
    response = Client().get(f"/court/{session.pk}/")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.count('class="turn role-') == 3
    assert 'role="timer"' in html and 'role="log"' in html
    assert VOTER_COOKIE in response.cookies


def test_the_show_page_remembers_the_voters_choice(new_session):
    session = run_until(new_session(), in_phase("verdict_vote"))
    client = Client()
    client.get(f"/court/{session.pk}/")
    client.post(f"/api/court/sessions/{session.pk}/vote", {"type": "verdict", "choice": "not_guilty"},
                content_type="application/json")
    html = client.get(f"/court/{session.pk}/").content.decode()
    assert '"myVotes": {"verdict": "not_guilty"}' in html


def test_an_unknown_session_page_is_404():
    assert Client().get("/court/424242/").status_code == 404
