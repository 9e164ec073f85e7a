"""Reading the courtroom (its page or its API) never writes: the court opens when the jury
is sworn, in that POST."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from game.models import Trial
from tests.game.court_support import seat_jury, start_game

pytestmark = pytest.mark.django_db

WRITES = ("INSERT", "UPDATE", "DELETE")


def test_swearing_the_jury_opens_the_trial():
    # when the jury is sworn
    game = seat_jury(start_game())
    # then the trial has begun: opening statements, the prosecution's first
    trial = Trial.objects.get(game=game)
    assert game.phase == "opening" and trial.state["opened"]
    # the judge opens with a word to the jury, then the prosecution opens first
    assert trial.pending_kind == "intervention"
    assert trial.state["pending"]["then"]["kind"] == "opponent_statement"


def test_reading_the_courtroom_page_and_api_writes_nothing(client):
    # given a game in pre-trial and one whose jury was just sworn
    pretrial = start_game("early")
    sworn = seat_jury(start_game("late"))
    for game in (pretrial, sworn):
        client.force_login(game.player)
        versions = Trial.objects.get(game=game).version
        # when the player reads the courtroom
        with CaptureQueriesContext(connection) as queries:
            assert client.get(f"/game/{game.pk}/court/").status_code == 200
            assert client.get(f"/api/game/games/{game.pk}/trial").status_code == 200
        # then no query wrote anything
        writes = [q["sql"] for q in queries.captured_queries if q["sql"].lstrip().upper().startswith(WRITES)]
        assert writes == []
        assert Trial.objects.get(game=game).version == versions
