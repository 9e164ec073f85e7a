"""A game action's query cost is pinned, so a change that adds queries to it is seen."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from game.models import Trial
from tests.game.court_support import drain, seat_jury, start_game

pytestmark = pytest.mark.django_db

# Measured today: the locked game and trial, the state, the jury box rebuilt after each court event
# (the jurors' minds and personas), the events and their broadcasts, the answer's courtroom view.
# It is a ceiling to bring down, not a target: the jury box is the bulk of it.
STATEMENT_QUERIES = 60  # 57 at stop 39 (73 with a savepoint per published event, before realtime.publish dropped it)


def test_an_opening_statement_costs_no_more_than_its_pinned_queries():
    # given a game in its opening statements
    game = seat_jury(start_game())
    client = APIClient()
    client.force_authenticate(game.player)
    client.get(f"/api/game/games/{game.pk}/trial")
    drain(game)
    state = Trial.objects.get(game=game).state
    # when the player makes the opening statement
    with CaptureQueriesContext(connection) as queries:
        answer = client.post(f"/api/game/games/{game.pk}/trial/statement",
                             {"theme": state["themes"][0], "cards": []}, format="json")
    # then it is accepted within the pinned number of queries
    assert answer.status_code == 200, answer.content
    assert len(queries) <= STATEMENT_QUERIES, len(queries)
