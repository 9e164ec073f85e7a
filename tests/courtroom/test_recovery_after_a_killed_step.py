"""A worker killed in the middle of generating a turn: on a real worker, the step that
claimed the turn's lease freezes inside the model call and never comes back (nothing after
the kill point runs: no lease release, no retry, no commit, as after SIGKILL). Once the
short lease has expired, the sweeper resumes the session from that step and it completes
with every turn once. Released once the step is redone, the dead step's late answer is refused."""

import threading
from unittest import mock

import pytest
from django.utils import timezone

from courtroom.models import CourtSession, Turn
from courtroom.phases import TURN
from courtroom.services import session_create
from courtroom.services.turns import script_of
from courtroom.tasks import sweep_sessions
from juryrigged import llm, realtime
from juryrigged.llm.providers import MockProvider

from tests.support.waiting import wait_for

pytestmark = pytest.mark.django_db(transaction=True)

FREEZE_AT_TURN = 4


class DiesMidTurn(MockProvider):
    """The offline mock, except the n-th courtroom line: that call blocks until released."""

    def __init__(self, at: int):
        self.at, self.calls = at, 0
        self.lock = threading.Lock()
        self.killed, self.released = threading.Event(), threading.Event()
        self.killed_thread = None

    def generate(self, request):
        with self.lock:
            self.calls += request.purpose == "court.turn"
            dies = request.purpose == "court.turn" and self.calls == self.at
        if dies:
            self.killed_thread = threading.get_ident()
            self.killed.set()
            self.released.wait(timeout=120)
        return super().generate(request)


def reload(session):
    return CourtSession.objects.get(pk=session.pk)


def test_a_step_killed_mid_turn_is_resumed_by_the_sweeper_with_no_duplicate_or_lost_turn(celery_worker, settings):
    from courtroom import tasks  # the worker's task calls the step through this name

    # a 1 s lease: derived from the turn's deadline (0.5 s) and the write allowance (0.5 s)
    settings.COURT_TURN_TIMEOUT_S = 0.5
    settings.COURT_STEP_WRITE_S = 0.5
    settings.COURT_STEP_GRACE_MS = 0
    settings.VERDICT_VOTE_WINDOW_MS = 300
    settings.SENTENCE_VOTE_WINDOW_MS = 300
    provider = DiesMidTurn(at=FREEZE_AT_TURN)
    outcomes = []  # (thread, cursor, what the step did), as the worker's tasks return them
    real_step = tasks.session_step

    def recorded_step(*, session_id, cursor, due=None):
        result = real_step(session_id=session_id, cursor=cursor, due=due)
        outcomes.append((threading.get_ident(), cursor, result))
        return result

    with llm.use_provider(provider), mock.patch.object(tasks, "session_step", recorded_step):
        try:
            # given a session on the worker whose step dies while generating its 4th line
            session = session_create(topic="A goose is accused of stealing the mayor's sandwich")
            assert provider.killed.wait(timeout=60)
            stuck = reload(session)
            assert (stuck.status, stuck.turn_count) == ("running", FREEZE_AT_TURN - 1)
            assert stuck.lease_until is not None
            turns_before = list(Turn.objects.filter(session=session).values_list("turn_number", "dialogue"))
            # when its lease has expired and the sweeper runs (as beat would)
            wait_for(lambda: reload(session).lease_until < timezone.now())
            assert reload(session).cursor == stuck.cursor  # nobody took the dead step over before
            assert sweep_sessions() == 1
            # then the session resumes from that step
            wait_for(lambda: reload(session).cursor > stuck.cursor)
        finally:
            provider.released.set()
        # and the dead step, answering late while the session runs on, finds its step done
        wait_for(lambda: any(t == provider.killed_thread and c == stuck.cursor for t, c, _ in outcomes))
        # and the session completes
        wait_for(lambda: reload(session).status == "completed")
    late = [r for t, c, r in outcomes if t == provider.killed_thread and c == stuck.cursor]
    assert late == ["stale"]
    session = reload(session)
    numbers = list(Turn.objects.filter(session=session).order_by("turn_number").values_list("turn_number", flat=True))
    spoken = [s for s in script_of(session) if s.action == TURN]
    assert numbers == list(range(1, len(spoken) + 1))
    assert session.turn_count == len(spoken)
    kept = list(Turn.objects.filter(session=session, turn_number__lt=FREEZE_AT_TURN)
                .values_list("turn_number", "dialogue"))
    assert kept == turns_before
    turn_events = [e.payload["turn"]["turnNumber"] for e in realtime.events_after(session.stream, 0)
                   if e.type == "turn"]
    assert turn_events == numbers
