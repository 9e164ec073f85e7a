"""The votes sweeper: what a crashed worker or a refused vote left for later.

Guarantees:
- A live tally survives a worker crash. A tally broadcast waits in a Celery
  countdown, and a killed worker's countdown comes back only after the broker's
  visibility timeout (an hour), long after the poll closed. Every sweep publishes
  each open poll whose kept tally changed after its last live tally was read, and
  longer ago than a broadcast interval (so a pending broadcast is not raced). It
  reads a row per open poll and choice, never the votes: a sweep costs the same
  with ten votes or a million.
- Refused votes write nothing when refused (services.votes counts them in the
  cache); the sweep moves those counts onto the session's row and tells staff,
  one `vote_spam_blocked` event per session per sweep with new blocked attempts.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.conf import settings
from django.core.cache import cache
from django.db.models import F, Max, Q
from django.utils import timezone

from courtroom.models import CourtSession, Poll
from courtroom.services.votes import TALLY_CLOCK_MARGIN, blocked_key, tally_broadcast
from juryrigged import realtime

logger = logging.getLogger(__name__)
# Sessions that ended this recently may still have refused attempts to move to their row.
BLOCKED_COUNT_HORIZON = timedelta(hours=1)


def stale_tallies_publish() -> int:
    """Publish every open poll whose live tally misses a vote; returns how many."""
    # Votes at least a clock margin old: the tally it publishes then counts as covering them.
    wait = max(timedelta(milliseconds=2 * settings.COURT_TALLY_BROADCAST_MS), TALLY_CLOCK_MARGIN)
    settled = timezone.now() - wait
    stale = (Poll.objects.filter(closed_at=None).annotate(newest=Max("tally__changed_at"))
             .filter(newest__lte=settled).filter(Q(tallied_at=None) | Q(newest__gt=F("tallied_at")))
             .values_list("pk", flat=True))
    published = sum(tally_broadcast(poll_id=poll_id) is not None for poll_id in list(stale))
    if published:
        logger.info("votes sweeper republished %s stale tall(y/ies)", published)
    return published


def blocked_counts_flush() -> int:
    """Move refused-attempt counts from the cache to their sessions and tell staff; returns sessions told."""
    recent = Q(status__in=["pending", "running"]) | Q(completed_at__gte=timezone.now() - BLOCKED_COUNT_HORIZON)
    ids = list(CourtSession.objects.filter(recent).values_list("pk", flat=True))
    pending = cache.get_many([blocked_key(pk) for pk in ids])
    told = 0
    for pk in ids:
        count = int(pending.get(blocked_key(pk)) or 0)
        if count <= 0:
            continue
        try:
            cache.decr(blocked_key(pk), count)  # attempts refused meanwhile stay for the next sweep
        except ValueError:
            continue
        CourtSession.objects.filter(pk=pk).update(blocked_vote_attempts=F("blocked_vote_attempts") + count)
        realtime.publish(f"courtstaff.{pk}", "vote_spam_blocked", {
            "sessionId": pk, "blockedAttempts": count, "limit": settings.VOTE_SPAM_MAX_VOTES_PER_WINDOW,
            "addressLimit": settings.VOTE_ADDRESS_MAX_PER_WINDOW, "windowMs": settings.VOTE_SPAM_WINDOW_MS,
        })
        told += 1
    return told


def votes_sweep() -> dict:
    """One pass of the votes sweeper (beat runs it every SWEEP_INTERVAL_S)."""
    return {"tallies": stale_tallies_publish(), "blocked": blocked_counts_flush()}
