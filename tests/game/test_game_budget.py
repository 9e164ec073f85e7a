"""A game has a model budget: past it no call is made, the scripted lines stand in, the timeline says so once."""

import pytest

from game.models import GameEvent
from game.services.budget import BUDGET_SPENT
from juryrigged import llm
from juryrigged.realtime.models import StreamEvent
from tests.game.jury_support import deliberated, sworn

pytestmark = pytest.mark.django_db


def test_a_game_past_its_budget_deliberates_on_scripted_lines_without_calling_the_model(
        cases, player, eager, scripted_llm, settings):
    # given a game whose budget cannot hold one round of juror statements
    settings.GAME_BUDGET_TOKENS = 50
    scripted_llm.default = "I have heard enough."
    # when the jury deliberates to its verdict
    game = deliberated(cases, player)
    # then no model was asked, every statement is a scripted one, and the timeline said why, once
    assert [r for r in scripted_llm.requests if r.purpose == "game.juror_statement"] == []
    statements = StreamEvent.objects.filter(stream=game.stream, type="deliberation.statement")
    assert statements.exists() and all(s.payload["text"] != "I have heard enough." for s in statements)
    spent = GameEvent.objects.filter(game=game, kind=BUDGET_SPENT)
    assert spent.count() == 1
    assert spent.get().summary.startswith("The court's model budget for this game is spent")
    assert "over its budget of 50 tokens" in spent.get().payload["reason"]
    assert game.status == "finished"


def test_within_its_budget_a_game_calls_the_model(cases, player, eager, scripted_llm, settings):
    settings.GAME_BUDGET_TOKENS = 10_000_000
    scripted_llm.default = "I have heard enough."
    game = deliberated(cases, player)
    assert any(r.purpose == "game.juror_statement" for r in scripted_llm.requests)
    assert not GameEvent.objects.filter(game=game, kind=BUDGET_SPENT).exists()
    assert llm.usage_for(f"game.game:{game.pk}").calls > 0


def test_the_games_model_use_is_shown_to_its_player_and_staff(cases, player, eager, scripted_llm, client):
    from django.contrib.auth import get_user_model

    from game.selectors import game_state, game_summary

    scripted_llm.default = "I have heard enough."
    game = deliberated(cases, player)
    usage = llm.usage_for(f"game.game:{game.pk}")
    assert game_state(game=game)["model_usage"]["calls"] == usage.calls > 0
    assert game_summary(game=game)["model_usage"] == usage.describe()
    staff = get_user_model().objects.create_user("clerk", is_staff=True, is_superuser=True)
    client.force_login(staff)
    html = client.get(f"/admin/game/game/{game.pk}/change/").content.decode()
    assert usage.describe() in html


def test_the_budget_is_the_games_own_row_and_staff_raising_it_brings_the_model_back(
        cases, player, eager, scripted_llm, settings, client):
    from decimal import Decimal

    from django.contrib.auth import get_user_model

    from game.models import Game
    from game.services.budget import game_calls_allowed

    # given a game whose own budget is tiny (the settings would allow plenty)
    settings.GAME_BUDGET_TOKENS = 10_000_000
    game = sworn(player, cases["mid"])
    Game.objects.filter(pk=game.pk).update(model_budget_tokens=50)
    call = llm.Call(key="x", messages="Say something to the jury, please.", purpose="game.juror_statement")
    # when a call is asked for, then it is refused and the timeline says so once
    assert game_calls_allowed(game_id=game.pk, calls=[call]) is False
    assert game_calls_allowed(game_id=game.pk, calls=[call]) is False
    assert GameEvent.objects.filter(game=game, kind=BUDGET_SPENT).count() == 1
    # when staff see the budget beside what was spent and raise it in the admin
    staff = get_user_model().objects.create_user("clerk", is_staff=True, is_superuser=True)
    client.force_login(staff)
    page = client.get(f"/admin/game/game/{game.pk}/change/").content.decode()
    assert 'name="model_budget_tokens" value="50"' in page and "Model budget" in page
    Game.objects.filter(pk=game.pk).update(model_budget_tokens=1_000_000, model_budget_usd=Decimal("2.00"))
    # then the next call is allowed again
    assert game_calls_allowed(game_id=game.pk, calls=[call]) is True
    # and a raised budget spent too is said again, with the budget it was
    Game.objects.filter(pk=game.pk).update(model_budget_tokens=60)
    assert game_calls_allowed(game_id=game.pk, calls=[call]) is False
    said = GameEvent.objects.filter(game=game, kind=BUDGET_SPENT).order_by("id")
    assert [e.payload["budget"]["tokens"] for e in said] == [50, 60]


def test_a_new_game_takes_its_budget_from_the_settings(cases, player, settings):
    from decimal import Decimal

    settings.GAME_BUDGET_TOKENS, settings.GAME_BUDGET_USD = 1234, 0.75
    game = sworn(player, cases["mid"])
    game.refresh_from_db()
    assert (game.model_budget_tokens, game.model_budget_usd) == (1234, Decimal("0.75"))
