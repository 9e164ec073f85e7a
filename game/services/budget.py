"""A game's model budget: checked before each model call, never after.

A game may spend at most its row's model budget (GAME_BUDGET_TOKENS tokens and
GAME_BUDGET_USD dollars when it starts; staff may change it in the admin) on model
calls (every call recorded under `game.game:<id>`, retries included). A call
that could take it past either is not made: the game goes on with the scripted line
its caller already has for a failed call (every game call has one), so the player's
game is never left stuck, and the timeline says once per budget, plainly, that it is spent
(a budget staff raised is used from the next call on, and said again if that one is spent too).
"""

from __future__ import annotations

from django.db import transaction

from juryrigged import llm

from game.models import Game, GameEvent
from game.services.games import game_event_record, game_lock

BUDGET_SPENT = "budget.spent"


def game_subject(game_id: int) -> str:
    """Every model call of a game is recorded under this subject (`game.selectors.game_model_usage` totals it)."""
    return f"game.game:{game_id}"


def game_budget(game_id: int) -> llm.Budget:
    """The game's model budget as its row holds it now (staff may have changed it during the game)."""
    tokens, usd = Game.objects.filter(pk=game_id).values_list("model_budget_tokens", "model_budget_usd").get()
    return llm.Budget(tokens=tokens, usd=usd)


def game_calls_allowed(*, game_id: int, calls: list[llm.Call]) -> bool:
    """True if `calls` fit in what is left of the game's budget; else False, and the timeline says so once."""
    spent = llm.usage_for(game_subject(game_id))
    budget = game_budget(game_id)
    reason = llm.over_budget(budget, spent_tokens=spent.total_tokens, spent_usd=spent.cost_usd,
                             next_=llm.forecast(calls))
    if reason is None:
        return True
    _announce(game_id, reason, spent, budget)
    return False


@transaction.atomic
def _announce(game_id: int, reason: str, spent: llm.Usage, budget: llm.Budget) -> None:
    game = game_lock(game_id)
    if GameEvent.objects.filter(game=game, kind=BUDGET_SPENT, payload__budget=budget.as_json()).exists():
        return
    game_event_record(game=game, kind=BUDGET_SPENT,
                      summary="The court's model budget for this game is spent: the rest of the case is played "
                              "with scripted lines.",
                      payload={"reason": reason, "spent": spent.as_json(), "budget": budget.as_json()})
