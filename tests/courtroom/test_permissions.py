"""Phase control is staff-only; watching and voting are open to everyone."""

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token

from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db


def phase(client, session, target="witness_exam"):
    return client.post(f"/api/court/sessions/{session.pk}/phase", {"phase": target}, content_type="application/json")


def test_an_anonymous_visitor_cannot_change_the_phase(new_session):
    session = run_until(new_session(), in_phase("openings"))
    response = phase(Client(), session)
    assert response.status_code == 403  # session auth comes first: DRF answers 403, not 401
    assert response.json()["code"] == "NOT_AUTHENTICATED"
    session.refresh_from_db()
    assert session.phase == "openings"


def test_a_logged_in_non_staff_user_cannot_change_the_phase(new_session, user):
    session = run_until(new_session(), in_phase("openings"))
    client = Client()
    client.force_login(user)
    response = phase(client, session)
    assert (response.status_code, response.json()["code"]) == (403, "FORBIDDEN")
    token = Token.objects.create(user=user)
    response = phase(Client(HTTP_AUTHORIZATION=f"Token {token.key}"), session)
    assert response.status_code == 403


def test_staff_can_change_the_phase_with_a_session_or_a_token(new_session, staff):
    session = run_until(new_session(), in_phase("openings"))
    token = Token.objects.create(user=staff)
    response = phase(Client(HTTP_AUTHORIZATION=f"Token {token.key}"), session)
    assert response.status_code == 200
    assert response.json()["session"]["phase"] == "witness_exam"


def test_anyone_can_list_and_read_sessions(new_session):
    session = new_session()
    assert Client().get("/api/court/sessions").status_code == 200
    assert Client().get(f"/api/court/sessions/{session.pk}").json()["session"]["id"] == session.pk


def test_the_public_stream_is_readable_by_anyone_and_the_staff_stream_only_by_staff(user, staff):
    from django.contrib.auth.models import AnonymousUser

    from juryrigged import realtime
    assert realtime.can_access_stream(AnonymousUser(), "court.1") is True
    assert realtime.can_access_stream(AnonymousUser(), "courtstaff.1") is False
    assert realtime.can_access_stream(user, "courtstaff.1") is False
    assert realtime.can_access_stream(staff, "courtstaff.1") is True
