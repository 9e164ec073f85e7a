"""Fixtures of the courtroom tests: fast settings, sessions, and a way to drive steps."""

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache

from courtroom.models import CourtSession
from courtroom.services import session_create, session_step
from courtroom.services.moderation import endpoint_memory_clear


@pytest.fixture(autouse=True)
def _court_settings(settings):
    settings.COURT_PACE_MS_PER_CHAR = 0
    settings.VERDICT_VOTE_WINDOW_MS = 20000
    settings.SENTENCE_VOTE_WINDOW_MS = 20000
    settings.COURT_RECAP_EVERY_TURNS = 5
    # The limits count in fixed windows of the wall clock: a test that counts to a limit fails if a
    # window ends between its attempts (a 60 s window did once in CI: about 1 run in 600 for a 0.1 s test). An hour's
    # window ends inside a 0.1 s test about once in 36,000 runs.
    settings.VOTE_SPAM_WINDOW_MS = 3_600_000
    settings.COURT_CREATE_WINDOW_S = 3600
    cache.clear()
    endpoint_memory_clear()  # each test starts cold: the process has not yet learnt about /moderations
    yield
    cache.clear()
    endpoint_memory_clear()


@pytest.fixture
def user(db):
    return get_user_model().objects.create_user("juror", password="a-long-pass-2026")


@pytest.fixture
def staff(db):
    return get_user_model().objects.create_user("clerk", password="a-long-pass-2026", is_staff=True)


@pytest.fixture
def new_session(db):
    def make(**kwargs):
        kwargs.setdefault("topic", "A goose is accused of stealing the mayor's sandwich")
        return session_create(**kwargs)

    return make


def step(session) -> str:
    """Perform the session's next step, as the worker would."""
    session.refresh_from_db()
    return session_step(session_id=session.pk, cursor=session.cursor)


def run_until(session, predicate, limit=200) -> CourtSession:
    for _ in range(limit):
        session.refresh_from_db()
        if predicate(session):
            return session
        step(session)
    raise AssertionError(f"session never reached the state (phase {session.phase}, status {session.status})")


def in_phase(phase):
    return lambda s: s.phase == phase


def event_types(session):
    from juryrigged import realtime

    return [e.type for e in realtime.events_after(session.stream, 0)]
