"""A game's model calls are its player's: they count to the player's daily spending, no game starts once the
player's (or the site's) daily limit is reached, and a call whose forecast would pass a limit is not made: the
scripted line stands in and the timeline tells the player once which limit, and when it resets."""

import contextlib

import pytest
from rest_framework.test import APIClient

from game.models import Game, GameEvent
from game.services.budget import DAILY_LIMIT
from juryrigged.llm import spending
from juryrigged.llm.models import DailySpend, LLMCall
from juryrigged.realtime.models import StreamEvent
from tests.game.court_support import drain, play_trial, seat_jury, start_game
from tests.game.jury_support import deliberated, sent_out, sworn
from tests.support.spending import daily_limits, next_midnight, spend

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _limits(settings):
    daily_limits(settings)
    settings.GAME_BUDGET_TOKENS = 10_000_000


def players_calls(player) -> int:
    row = DailySpend.objects.filter(payer=spending.user_payer(player.pk)).first()
    return row.calls if row else 0


def test_every_model_call_of_a_trial_counts_to_its_players_day():
    # given a game played through jury selection and into its trial (rulings, answers, statements: the mock model)
    game = seat_jury(start_game())
    with contextlib.suppress(AssertionError):  # play_trial's "did not reach deliberation": 25 actions are enough
        play_trial(game, max_actions=25)
    drain(game)
    # then every call the game made is on its player's row of today's spending
    made = LLMCall.objects.filter(subject=f"game.game:{game.pk}")
    assert {"game.opponent", "game.witness"} <= set(made.values_list("purpose", flat=True))
    assert players_calls(game.player) == made.count()


def test_every_juror_statement_counts_to_the_players_day(cases, player, eager, scripted_llm):
    scripted_llm.default = "I have heard enough."
    game = deliberated(cases, player)
    statements = [r for r in scripted_llm.requests if r.purpose == "game.juror_statement"]
    assert statements
    assert players_calls(player) == LLMCall.objects.filter(subject=f"game.game:{game.pk}").count() > 0


def test_a_game_is_refused_once_its_players_daily_limit_is_reached(cases, player):
    # given a player who spent their daily limit elsewhere today
    spend(player, "10")
    api = APIClient()
    api.force_authenticate(player)
    # when they start a game
    response = api.post("/api/game/games", {"case": cases["mid"].slug}, format="json")
    # then it is refused with the limit's name and when it resets, and no game exists
    assert response.status_code == 429, response.content
    body = response.json()
    assert (body["code"], body["limit"], body["resetsAt"]) == ("SPENDING_LIMIT", "userDailyUsd", next_midnight())
    assert "daily spending limit of $10.00" in body["error"]
    assert 0 < body["retryAfterMs"] <= 86_400_000 and int(response["Retry-After"]) >= 1
    assert not Game.objects.exists()


def test_the_sites_daily_limit_refuses_every_player(cases, player):
    spend(None, "100")
    api = APIClient()
    api.force_authenticate(player)
    response = api.post("/api/game/games", {"case": cases["mid"].slug}, format="json")
    assert (response.status_code, response.json()["limit"]) == (429, "siteDailyUsd")


def test_past_the_players_daily_limit_the_jury_speaks_scripted_lines_and_the_player_is_told_once(
        cases, player, eager, scripted_llm):
    # given a player who reaches their daily limit once the jury is sworn
    scripted_llm.default = "I have heard enough."
    game = sworn(player, cases["mid"])
    spend(player, "10")
    # when the jury deliberates to its verdict
    game = sent_out(game)
    # then no juror was asked, the statements are scripted, the game ended, and the player was told once
    assert [r for r in scripted_llm.requests if r.purpose == "game.juror_statement"] == []
    statements = StreamEvent.objects.filter(stream=game.stream, type="deliberation.statement")
    assert statements.exists() and all(s.payload["text"] != "I have heard enough." for s in statements)
    assert game.status == "finished"
    told = GameEvent.objects.filter(game=game, kind=DAILY_LIMIT)
    assert told.count() == 1
    assert told.get().summary.startswith("Your daily spending limit of $10.00 would be passed")
    assert "Until then the rest of the case is played with scripted lines." in told.get().summary
    published = StreamEvent.objects.get(stream=game.stream, type=DAILY_LIMIT).payload
    assert (published["limit"], published["resetsAt"]) == ("userDailyUsd", next_midnight())


def test_a_call_whose_forecast_would_pass_the_token_limit_is_not_made(cases, player, eager, scripted_llm, settings):
    # given a player with room for a few hundred tokens today: less than one round of statements' forecast
    settings.SPEND_USER_DAILY_TOKENS = 500
    scripted_llm.default = "I have heard enough."
    game = deliberated(cases, player)
    assert [r for r in scripted_llm.requests if r.purpose == "game.juror_statement"] == []
    told = GameEvent.objects.get(game=game, kind=DAILY_LIMIT)
    assert told.payload["limit"] == "userDailyTokens"
