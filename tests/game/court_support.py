"""Helpers for the trial's service tests: a started game and a scripted player."""

from __future__ import annotations

from django.contrib.auth import get_user_model

from game.services import games, voir_dire
from game.cases import cases_install
from game.services import trial as court
from game.scripted_play import deliberate  # noqa: F401 (the tests' name for it)
from game.selectors import trial_view
from game.services.trial_steps import trial_resolve_pending
from game.models import Case, Game, GameEvent


def start_game(username: str = "player", slug: str = "state-v-whitfield", seed: int = 42,
               side: str | None = None) -> Game:
    cases_install()
    user = get_user_model().objects.create_user(username=username, password="x-long-pass-2026")
    return games.game_start(user=user, case=Case.objects.get(slug=slug), seed=seed, side=side)


def seat_jury(game: Game) -> Game:
    """Finish pre-trial and let the opponent challenge and strike until the jury is sworn
    (the judge's rulings on challenges run at once, as the task would)."""
    court.trial_finish_pretrial(game=game)
    for _ in range(8):
        game.refresh_from_db()
        if game.phase != Game.Phase.VOIR_DIRE:
            break
        pending = GameEvent.objects.filter(game=game, kind="voir_dire.challenge", payload__status="pending")
        for challenge in pending.values_list("pk", flat=True):
            voir_dire.voir_dire_rule(challenge_id=challenge)
        voir_dire.voir_dire_pass(game=game)
    game.refresh_from_db()
    assert game.phase == Game.Phase.OPENING
    return game


def drain(game: Game) -> int:
    """Run every awaited model step now (what the Celery task does)."""
    steps = 0
    while trial_resolve_pending(game_id=game.pk):
        steps += 1
    return steps


def play_trial(game: Game, *, object_to_everything: bool = False, max_actions: int = 300) -> list[str]:
    """A scripted player: first suggested question, the first playable card once a turn,
    lets opposing counsel's questions stand (or objects with hearsay). Returns the actions."""
    actions = []
    for _ in range(max_actions):
        game.refresh_from_db()
        drain(game)
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or game.phase in (Game.Phase.DELIBERATION, Game.Phase.VERDICT):
            return actions
        view = trial_view(game=game)
        window = view["window"]
        if view["outcome"] or view["phase"] == "deliberation":
            return actions
        if window == "statement":
            court.trial_make_statement(game=game, theme=view["themes"][0], cards=[])
        elif window == "question":
            court.trial_ask_question(game=game, question_id=view["suggested"][0]["id"])
        elif window == "turn":
            playable = [c["key"] for c in view["hand"] if c["playable"]]
            if playable and not view["playedThisTurn"]:
                court.trial_play_cards(game=game, cards=playable[:1])
                window = "cards"
            else:
                court.trial_continue(game=game)
        elif window == "objection":
            if object_to_everything:
                court.trial_object(game=game, card="obj_hearsay")
                window = "object"
            else:
                court.trial_allow(game=game)
        else:
            raise AssertionError(f"stuck in {view['phase']} / {window} / {view['waiting']}")
        actions.append(window)
    raise AssertionError("the trial did not reach deliberation")


