"""The moderation queue follows itself: a staff-only state URL whose version moves when a line is held
or reviewed, which the changelist's script polls (the browser side: tests/e2e/test_moderation_queue_live_browser.py)."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.db import connection

from courtroom.models import Turn
from courtroom.services import turn_restore

pytestmark = pytest.mark.django_db
STATE = "/admin/courtroom/flaggedturn/state/"


@pytest.fixture
def moderator():
    client = Client()
    client.force_login(get_user_model().objects.create_superuser("moderator", password="a-long-pass-2026"))
    return client


def hold_a_line(session, number: int) -> Turn:
    """A line the filter held, as turns.py stores it."""
    return Turn.objects.create(session=session, turn_number=number, speaker="Mux", role="bailiff", phase="opening",
                               dialogue="[removed by the court]", original_dialogue="something rude",
                               moderation=Turn.Moderation.FLAGGED, moderation_reasons=["harassment"])


def test_the_version_moves_when_a_line_is_held_and_when_it_is_reviewed(moderator, new_session):
    # given a queue with nothing held
    session = new_session()
    first = moderator.get(STATE).json()
    assert first["waiting"] == 0
    # when the filter holds a line
    turn = hold_a_line(session, 900)
    held = moderator.get(STATE).json()
    # then the version moves and one line waits
    assert held["waiting"] == 1 and held["version"] != first["version"]
    # when staff restore it
    turn_restore(turn_id=turn.pk, actor=get_user_model().objects.get(username="moderator"))
    reviewed = moderator.get(STATE).json()
    # then it moves again and nothing waits
    assert reviewed["waiting"] == 0 and reviewed["version"] not in (first["version"], held["version"])


def test_the_changelist_carries_the_version_it_was_drawn_at_and_the_script(moderator, new_session):
    hold_a_line(new_session(), 901)
    html = moderator.get("/admin/courtroom/flaggedturn/").content.decode()
    version = moderator.get(STATE).json()["version"]
    assert f'data-version="{version}"' in html and f'data-state-url="{STATE}"' in html
    assert "courtroom/moderation_queue.js" in html


def test_a_poll_costs_two_queries(moderator):
    moderator.get(STATE)  # the session and user are read once per request, as on any admin page
    with CaptureQueriesContext(connection) as queries:
        assert moderator.get(STATE).status_code == 200
    state_queries = [q for q in queries.captured_queries if "courtroom_" in q["sql"]]
    assert len(state_queries) == 2


def test_only_staff_may_follow_the_queue_and_errors_are_json():
    # anonymous: 401
    anonymous = Client().get(STATE)
    assert anonymous.status_code == 401 and anonymous.json()["code"] == "NOT_AUTHENTICATED"
    # a logged-in member of the public: 403
    visitor = Client()
    visitor.force_login(get_user_model().objects.create_user("visitor", password="a-long-pass-2026"))
    refused = visitor.get(STATE)
    assert refused.status_code == 403 and refused.json()["code"] == "FORBIDDEN"
    # staff without the queue's view permission: 403 too
    clerk = Client()
    clerk.force_login(get_user_model().objects.create_user("clerk2", password="a-long-pass-2026", is_staff=True))
    assert clerk.get(STATE).status_code == 403


def test_a_write_to_the_state_url_is_a_json_405(moderator):
    answer = moderator.post(STATE)
    assert answer.status_code == 405 and answer.json()["code"] == "METHOD_NOT_ALLOWED"
