"""An optional join code keeps a vote to the people in the room: off by default, set by staff."""

import pytest
from django.test import Client

from courtroom.models import StaffAction, Vote
from courtroom.services.votes import join_code_set
from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db


@pytest.fixture
def voting(new_session):
    return run_until(new_session(), in_phase("verdict_vote"))


def vote(session, client=None, **extra):
    body = {"type": "verdict", "choice": "guilty", **extra}
    return (client or Client()).post(f"/api/court/sessions/{session.pk}/vote", body, content_type="application/json")


def test_without_a_join_code_anyone_votes(voting):
    assert vote(voting).status_code == 200
    assert Client().get(f"/api/court/sessions/{voting.pk}").json()["session"]["metadata"]["joinCodeRequired"] is False


def test_with_a_join_code_a_vote_needs_it_in_any_case(voting, staff):
    # given staff set a join code
    join_code_set(session_id=voting.pk, code="gavel", actor=staff)
    # then a vote without it or with a wrong one is refused, and one with it counts
    missing, wrong, right = vote(voting), vote(voting, joinCode="HAMMER"), vote(voting, joinCode="Gavel ")
    assert (missing.status_code, missing.json()["code"]) == (403, "JOIN_CODE_REQUIRED")
    assert (wrong.status_code, wrong.json()["code"]) == (403, "WRONG_JOIN_CODE")
    assert right.status_code == 200
    assert Vote.objects.count() == 1
    assert StaffAction.objects.get().action == "join_code_set"


def test_a_join_code_of_the_wrong_type_is_a_clear_400(voting, staff):
    join_code_set(session_id=voting.pk, code="GAVEL", actor=staff)
    response = vote(voting, joinCode=["GAVEL"])
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_JOIN_CODE")


def test_the_join_code_is_on_the_stage_screen_for_staff_only(voting, staff):
    join_code_set(session_id=voting.pk, code="GAVEL", actor=staff)
    staff_client = Client()
    staff_client.force_login(staff)
    # when staff and a viewer open the show page and the API
    stage = staff_client.get(f"/court/{voting.pk}/").content.decode()
    audience = Client().get(f"/court/{voting.pk}/").content.decode()
    api = Client().get(f"/api/court/sessions/{voting.pk}").json()["session"]["metadata"]
    # then only staff see the code; the audience gets a field to type it in
    assert 'id="stage-join-code">GAVEL<' in stage
    assert "GAVEL" not in audience and 'id="join-code"' in audience
    assert api["joinCodeRequired"] is True and "GAVEL" not in str(api)


def test_staff_set_and_remove_the_join_code_from_the_admin(voting, staff):
    staff.is_superuser = True
    staff.save()
    client = Client()
    client.force_login(staff)
    url = "/admin/courtroom/courtsession/"
    client.post(url, {"action": "new_join_code", "_selected_action": [voting.pk]})
    voting.refresh_from_db()
    assert len(voting.join_code) == 5
    assert vote(voting, joinCode=voting.join_code.lower()).status_code == 200
    client.post(url, {"action": "remove_join_code", "_selected_action": [voting.pk]})
    voting.refresh_from_db()
    assert voting.join_code == ""
    assert vote(voting).status_code == 200
