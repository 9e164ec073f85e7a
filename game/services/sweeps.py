"""The sweeper: resume a game's background work that a killed worker or a restart lost.

Every step it resumes is idempotent (a deliberation round is claimed by its number, a
for-cause ruling applies only to a pending challenge, a trial step only to the trial
version it was asked for), so resuming one that was merely slow does nothing twice. A
game whose step has been resumed GAME_STEP_MAX_ATTEMPTS times is failed with the reason.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.db.models import F
from django.utils import timezone

from game.models import Game, GameEvent, Trial
from game.services.games import game_fail
from juryrigged.core.enqueue import task_named

logger = logging.getLogger(__name__)


def games_sweep() -> int:
    """Resume overdue deliberation rounds, for-cause challenges still waiting for a ruling,
    and trial steps left pending. Returns how many steps were enqueued again."""
    resumed = deliberations_sweep() + challenges_sweep() + trials_sweep()
    if resumed:
        logger.info("game sweeper resumed %s steps", resumed)
    return resumed


def deliberations_sweep() -> int:
    now = timezone.now()
    resumed = 0
    overdue = Game.objects.filter(status=Game.Status.ACTIVE, phase=Game.Phase.DELIBERATION, next_step_at__lt=now)
    for game in overdue:
        if game.step_attempts >= settings.GAME_STEP_MAX_ATTEMPTS:
            game_fail(game=game, reason=f"Deliberation stalled at round {game.deliberation_round} "
                                        f"after {game.step_attempts} attempts to resume it.")
            continue
        Game.objects.filter(pk=game.pk).update(step_attempts=F("step_attempts") + 1)
        task_named("game.tasks.deliberation_step").delay(game.pk, game.deliberation_round + 1)
        resumed += 1
    return resumed


def challenges_sweep() -> int:
    stale = timezone.now() - timezone.timedelta(seconds=settings.GAME_STEP_GRACE_S)
    resumed = 0
    for challenge in GameEvent.objects.filter(kind="voir_dire.challenge", payload__status="pending",
                                              created_at__lt=stale, game__status=Game.Status.ACTIVE):
        task_named("game.tasks.rule_for_cause").delay(challenge.pk)
        resumed += 1
    return resumed


def trials_sweep() -> int:
    """Re-enqueue trial steps pending longer than the grace period (a worker died)."""
    stale = timezone.now() - timezone.timedelta(seconds=settings.GAME_STEP_GRACE_S)
    resumed = 0
    for trial in Trial.objects.filter(pending_since__lt=stale,
                                      game__status=Game.Status.ACTIVE).exclude(pending_kind=""):
        if trial.step_attempts >= settings.GAME_STEP_MAX_ATTEMPTS:
            game_fail(game=trial.game, reason=f"The trial stalled waiting for {trial.pending_kind.replace('_', ' ')} "
                                              f"after {trial.step_attempts} attempts to resume it.")
            continue
        Trial.objects.filter(pk=trial.pk).update(step_attempts=F("step_attempts") + 1, pending_since=timezone.now())
        task_named("game.tasks.trial_step").delay(trial.pk, trial.version)
        resumed += 1
    return resumed
