"""Celery tasks: thin and idempotent, each calls one service."""

import logging

from celery import shared_task
from django.conf import settings
from django.db.models import F
from django.utils import timezone

logger = logging.getLogger(__name__)


@shared_task(name="game.tasks.rule_for_cause")
def rule_for_cause(challenge_id: int) -> None:
    from game.voir_dire import voir_dire_rule

    voir_dire_rule(challenge_id=challenge_id)


@shared_task(name="game.tasks.deliberation_step")
def deliberation_step(game_id: int, round_no: int) -> None:
    from game.jury_room import deliberation_step as step

    step(game_id=game_id, round_no=round_no)


@shared_task(name="game.tasks.sweep_games")
def sweep() -> int:
    """Resume overdue work after a restart: deliberation rounds whose step is overdue,
    and for-cause challenges still waiting for a ruling. A game whose step has been
    retried GAME_STEP_MAX_ATTEMPTS times is marked failed with the reason."""
    from game.models import Game, GameEvent
    from game.services import game_fail

    now = timezone.now()
    resumed = 0
    overdue = Game.objects.filter(status=Game.Status.ACTIVE, phase=Game.Phase.DELIBERATION, next_step_at__lt=now)
    for game in overdue:
        if game.step_attempts >= settings.GAME_STEP_MAX_ATTEMPTS:
            game_fail(game=game, reason=f"Deliberation stalled at round {game.deliberation_round} "
                                        f"after {game.step_attempts} attempts to resume it.")
            continue
        Game.objects.filter(pk=game.pk).update(step_attempts=F("step_attempts") + 1)
        deliberation_step.delay(game.pk, game.deliberation_round + 1)
        resumed += 1
    stale = now - timezone.timedelta(seconds=settings.GAME_STEP_GRACE_S)
    for challenge in GameEvent.objects.filter(kind="voir_dire.challenge", payload__status="pending",
                                              created_at__lt=stale, game__status=Game.Status.ACTIVE):
        rule_for_cause.delay(challenge.pk)
        resumed += 1
    from game.court.steps import trial_sweep  # part two: trial steps (rulings, answers) left pending

    resumed += trial_sweep()
    if resumed:
        logger.info("game sweeper resumed %s steps", resumed)
    return resumed
