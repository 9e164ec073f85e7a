"""A game's model budget: checked before each model call, never after.

A game may spend at most its row's model budget (GAME_BUDGET_TOKENS tokens and
GAME_BUDGET_USD dollars when it starts; staff may change it in the admin) on model
calls (every call recorded under `game.game:<id>`, retries included). A call
that could take it past either is not made: the game goes on with the scripted line
its caller already has for a failed call (every game call has one), so the player's
game is never left stuck, and the timeline says once per budget, plainly, that it is spent
(a budget staff raised is used from the next call on, and said again if that one is spent too).

The player pays for the game's calls: each counts to their day (`juryrigged.llm.spending`; the services that
make them run inside `llm.paid_by(game.player_id)`), and a call whose forecast would pass the player's or
the site's daily spending limit is not made either: the scripted line stands in and the timeline tells the
player once a day which limit, and when it resets (`spending.limit`). No game starts once a limit is
reached (`games.game_start`: 429 SPENDING_LIMIT).
"""

from __future__ import annotations

from django.db import transaction

from juryrigged import llm
from juryrigged.llm import spending

from game.models import Game, GameEvent
from game.services.games import game_event_record, game_lock

BUDGET_SPENT = "budget.spent"
DAILY_LIMIT = "spending.limit"


def game_subject(game_id: int) -> str:
    """Every model call of a game is recorded under this subject (`game.selectors.game_model_usage` totals it)."""
    return f"game.game:{game_id}"


def game_budget(game_id: int) -> tuple[llm.Budget, int]:
    """The game's model budget as its row holds it now (staff may have changed it during the game), and its player."""
    tokens, usd, player = Game.objects.filter(pk=game_id).values_list(
        "model_budget_tokens", "model_budget_usd", "player_id").get()
    return llm.Budget(tokens=tokens, usd=usd), player


def game_calls_allowed(*, game_id: int, calls: list[llm.Call]) -> bool:
    """True if `calls` fit in what is left of the game's budget and of its player's and the site's daily
    spending limits; else False, and the timeline says so once (per budget; per limit and day)."""
    budget, player = game_budget(game_id)
    check = llm.calls_check(subject=game_subject(game_id), budget=budget, payer=player, calls=calls)
    if check.over is not None:
        _announce(game_id, check.over, check.spent, budget)
        return False
    if check.refused is not None:
        _announce_limit(game_id, check.refused)
        return False
    return True


@transaction.atomic
def _announce_limit(game_id: int, refused: spending.Refusal) -> None:
    game = game_lock(game_id)
    said = refused.fields()["resetsAt"]
    if GameEvent.objects.filter(game=game, kind=DAILY_LIMIT, payload__limit=refused.limit,
                                payload__resetsAt=said).exists():
        return
    game_event_record(game=game, kind=DAILY_LIMIT,
                      summary=f"{refused.message} Until then the rest of the case is played with scripted lines.",
                      payload={"limit": refused.limit, "resetsAt": said},
                      public={"limit": refused.limit, "resetsAt": said})


@transaction.atomic
def _announce(game_id: int, reason: str, spent: llm.Usage, budget: llm.Budget) -> None:
    game = game_lock(game_id)
    if GameEvent.objects.filter(game=game, kind=BUDGET_SPENT, payload__budget=budget.as_json()).exists():
        return
    game_event_record(game=game, kind=BUDGET_SPENT,
                      summary="The court's model budget for this game is spent: the rest of the case is played "
                              "with scripted lines.",
                      payload={"reason": reason, "spent": spent.as_json(), "budget": budget.as_json()})
