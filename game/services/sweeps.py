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
from juryrigged.core.enqueue import enqueue_once

# A resumed step waits in the queue at most this long (a worker drops it after); meanwhile the sweeper
# queues no second one and counts no attempt (`enqueue_once`): with no worker for a while, resumes used
# to pile up, and each sweep counted an attempt, so a game failed only because no worker ran.
RESUME_EXPIRES_S = 60
DELIBERATION_STEP, RULE_FOR_CAUSE, TRIAL_STEP = ("game.tasks.deliberation_step", "game.tasks.rule_for_cause",
                                                 "game.tasks.trial_step")


def resume_key(task: str, *args) -> str:
    """The key of a step's queued resume (a task and its arguments): one at a time (`enqueue_once`)."""
    return ":".join(["game-resume", task.rsplit(".", 1)[-1], *map(str, args)])


def _resume(task: str, *args) -> bool:
    return enqueue_once(task, *args, key=resume_key(task, *args), expires_s=RESUME_EXPIRES_S)

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
        if _resume(DELIBERATION_STEP, game.pk, game.deliberation_round + 1):
            Game.objects.filter(pk=game.pk).update(step_attempts=F("step_attempts") + 1)
            resumed += 1
    return resumed


def challenges_sweep() -> int:
    stale = timezone.now() - timezone.timedelta(seconds=settings.GAME_STEP_GRACE_S)
    resumed = 0
    for challenge in GameEvent.objects.filter(kind="voir_dire.challenge", payload__status="pending",
                                              created_at__lt=stale, game__status=Game.Status.ACTIVE):
        resumed += _resume(RULE_FOR_CAUSE, challenge.pk)
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
        if _resume(TRIAL_STEP, trial.pk, trial.version):
            Trial.objects.filter(pk=trial.pk).update(step_attempts=F("step_attempts") + 1,
                                                     pending_since=timezone.now())
            resumed += 1
    return resumed
