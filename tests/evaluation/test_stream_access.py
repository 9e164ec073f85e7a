"""A run's event stream is its owner's (and staff's): nobody else can follow `eval.<messageId>`."""

import pytest
from django.contrib.auth import get_user_model

from evaluation.access import can_access_run_stream
from tests.evaluation.conftest import start

pytestmark = pytest.mark.django_db


def test_only_the_owner_and_staff_may_follow_a_run(user, other_user):
    run = start(user)
    staff = get_user_model().objects.create_user("boss", is_staff=True)
    assert can_access_run_stream(user, run.stream) is True
    assert can_access_run_stream(staff, run.stream) is True
    assert can_access_run_stream(other_user, run.stream) is False
    assert can_access_run_stream(None, run.stream) is False
    assert can_access_run_stream(user, "eval.not-a-uuid") is False


@pytest.mark.django_db(transaction=True)
def test_the_sse_events_endpoint_hides_another_users_run(client, user, other_user):
    # transactional: the async view reads from its own thread and connection
    run = start(user)
    client.force_login(other_user)
    response = client.get(f"/api/streams/{run.stream}/events")
    assert response.status_code == 404
    assert response.json()["code"] == "STREAM_NOT_FOUND"
