"""After a hung jury or a mistrial the case can be tried again, before a new jury."""

import pytest
from rest_framework.test import APIClient

from game.errors import ActionError
from game.models import Game, GameEvent, PlayerProfile
from game.services.games import game_finish, game_retry, game_start
from tests.game.jury_support import seated

pytestmark = pytest.mark.django_db


def finished(player, case, outcome):
    game = game_start(user=player, case=case, seed=5)
    return game_finish(game=game, outcome=outcome, reason="for the test")


def test_a_hung_case_is_tried_again_before_a_new_jury_with_experience_carried(cases, player):
    # given a case that ended with a hung jury
    first = finished(player, cases["mid"], Game.Outcome.HUNG)
    earned = PlayerProfile.objects.get(user=player).experience
    # when the player tries it again
    retrial = game_retry(game=first)
    # then a new game of the same case opens in pre-trial, with a different jury seated
    assert (retrial.case, retrial.phase, retrial.status) == (first.case, Game.Phase.PRE_TRIAL, Game.Status.ACTIVE)
    assert [s.persona.name for s in seated(retrial)] != [s.persona.name for s in seated(first)]
    assert GameEvent.objects.get(game=retrial, kind="game.started").payload == {"retrial_of": first.pk}
    # and the experience earned stays with the player
    assert earned > 0 and PlayerProfile.objects.get(user=player).experience == earned


def test_asking_twice_answers_the_same_retrial(cases, player):
    first = finished(player, cases["tutorial"], Game.Outcome.MISTRIAL)
    assert game_retry(game=first).pk == game_retry(game=first).pk


def test_a_verdict_is_not_tried_again(cases, player):
    decided = finished(player, cases["tutorial"], Game.Outcome.GUILTY)
    with pytest.raises(ActionError) as refused:
        game_retry(game=decided)
    assert (refused.value.status, refused.value.code) == (409, "NOT_RETRIABLE")


def test_the_summary_offers_the_retrial_and_the_button_starts_it(client, cases, player):
    # given a mistried case's summary
    first = finished(player, cases["tutorial"], Game.Outcome.MISTRIAL)
    client.force_login(player)
    page = client.get(f"/game/{first.pk}/summary/").content.decode()
    assert "Try the case again with a new jury" in page and f"/game/{first.pk}/retry/" in page
    # when the player presses it
    answer = client.post(f"/game/{first.pk}/retry/")
    # then they are taken to the new game
    retrial = Game.objects.exclude(pk=first.pk).get(player=player)
    assert answer.status_code == 302 and answer["Location"] == f"/game/{retrial.pk}/"


def test_the_api_retries_and_refuses_a_decided_case(cases, player):
    api = APIClient()
    api.force_authenticate(player)
    hung = finished(player, cases["mid"], Game.Outcome.HUNG)
    assert api.post(f"/api/game/games/{hung.pk}/retry").status_code == 201
    won = finished(player, cases["tutorial"], Game.Outcome.NOT_GUILTY)
    refused = api.post(f"/api/game/games/{won.pk}/retry")
    assert refused.status_code == 409 and refused.json()["code"] == "NOT_RETRIABLE"
