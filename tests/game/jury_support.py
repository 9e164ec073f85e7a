"""Helpers for the jury, voir dire and deliberation tests: a player, games in each phase.
(The shared fixtures are in conftest.py.)"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.test import TestCase

from game.models import Case, Game, GameEvent, JurorState, PlayerProfile
from game.services.deliberation import deliberation_start
from game.services.games import game_begin_jury_selection, game_start
from game.services.voir_dire import voir_dire_pass, voir_dire_rule


def make_player(username: str = "player", jury_reading: int = 3) -> object:
    user = get_user_model().objects.create_user(username, password="pw-123456")
    PlayerProfile.objects.create(user=user, jury_reading=jury_reading)
    return user


def run_on_commit():
    """Run transaction.on_commit callbacks (tasks are eager in these tests)."""
    return TestCase.captureOnCommitCallbacks(execute=True)


def seated(game: Game) -> list[JurorState]:
    return list(game.jurors.select_related("persona").filter(status=JurorState.Status.SEATED).order_by("seat"))


def in_selection(user, case: Case, seed: int = 11) -> Game:
    return game_begin_jury_selection(game=game_start(user=user, case=case, seed=seed))


def accept_panel(game: Game) -> dict:
    """Accept the panel, the judge first ruling on any pending challenge (as the task would)."""
    for challenge in GameEvent.objects.filter(game=game, kind="voir_dire.challenge", payload__status="pending"):
        voir_dire_rule(challenge_id=challenge.pk)
    return voir_dire_pass(game=game)


def sworn(user, case: Case, seed: int = 11) -> Game:
    game = in_selection(user, case, seed)
    for _ in range(8):
        if accept_panel(game)["sworn"]:
            break
    game.refresh_from_db()
    assert game.phase == Game.Phase.OPENING
    return game


def sent_out(game: Game) -> Game:
    """The sworn jury split 9-3 and sent out to its verdict (tasks run eagerly)."""
    for index, state in enumerate(seated(game)):
        state.opinion = -70.0 if index < 9 else 12.0
        state.confidence = 80.0 if index < 9 else 30.0
        state.save()
    with run_on_commit():
        deliberation_start(game=game)
    game.refresh_from_db()
    return game


def deliberated(cases, player) -> Game:
    """A sworn jury on the "mid" case split 9-3 sent out to its verdict (tasks run eagerly)."""
    return sent_out(sworn(player, cases["mid"]))
