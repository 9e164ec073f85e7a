"""A running evaluation holds a lease: renewed by a thread while the work runs, taken over only once it lapsed.

The worker, the second worker and the sweeper each use their own database connection here (the tests
commit), as separate processes would.
"""

import json
import re
import threading
import time
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.db import OperationalError, connection
from django.utils import timezone

from evaluation import runs
from evaluation.dialectic import audit as audit_module
from evaluation.models import Message
from evaluation.sweeping import runs_sweep
from tests.evaluation.dialectic.support import body, make_run

pytestmark = pytest.mark.django_db(transaction=True)

ONE = [{"id": "a", "name": "Alpha", "description": "Caching and scale.", "successPattern": "Clear.",
        "failurePattern": "Vague."}]
JUDGE_CALL = audit_module.PURPOSE


def _answer(request):
    judge = re.search(r"ROLE: (\w+)\.", request.messages[0]["content"]).group(1)
    return json.dumps({"score": {"Prosecutor": 3, "Defense": 4, "TechLead": 4}[judge], "argument": "So.",
                       "citedEvidence": ["NO_EVIDENCE"]})


def burn(seconds: float) -> int:
    """Pure-Python work for `seconds`: it never reaches a heartbeat, as evidence extraction of a large repository."""
    end, total = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        total += sum(i * i for i in range(500))
    return total


@pytest.fixture
def resumes(monkeypatch):
    sent = []
    monkeypatch.setattr("evaluation.tasks.run_evaluation.apply_async", lambda args, **options: sent.append(args[0]))
    cache.clear()
    yield sent
    cache.clear()


@pytest.fixture
def claims(monkeypatch):
    """Every claim made, by any worker: (thread name, whether it took the run)."""
    made, real = [], runs.run_claim

    def spy(**kwargs):
        message = real(**kwargs)
        made.append((threading.current_thread().name, message is not None))
        return message

    monkeypatch.setattr(runs, "run_claim", spy)
    return made


def test_a_run_computing_longer_than_its_lease_is_never_claimed_twice(scripted_llm, settings, monkeypatch,
                                                                       resumes, claims):
    # given a lease of 1.5 s and an evidence step that computes for 4 leases without a heartbeat
    settings.EVAL_HEARTBEAT_S = 0.5
    lease = runs.lease_span().total_seconds()
    scripted_llm.default = _answer
    real_extract, in_step = audit_module.extract, threading.Event()

    def slow_extract(documents):
        in_step.set()
        burn(4 * lease)
        return real_extract(documents)

    monkeypatch.setattr(audit_module, "extract", slow_extract)
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    # when one worker runs it, and meanwhile a second worker and the sweeper try again and again
    first = threading.Thread(target=runs.run_dispatch, kwargs={"message_id": run.id}, name="first-worker")
    first.start()
    assert in_step.wait(30)
    while first.is_alive():
        runs.run_dispatch(message_id=run.id)
        runs_sweep()
        time.sleep(lease / 5)
    first.join()
    connection.close()
    # then only the first worker ever took the run, no resume was queued, and each judge was asked once
    others = [taken for name, taken in claims if name != "first-worker"]
    assert not any(others)
    assert len(others) >= 10  # (the last try may find the run already complete and claim nothing)
    assert resumes == []
    run.refresh_from_db()
    assert (run.status, run.attempts) == ("complete", 1)
    assert scripted_llm.purposes().count(JUDGE_CALL) == 3


def test_a_lapsed_lease_of_a_killed_worker_is_taken_up_by_the_sweeper(scripted_llm, settings, resumes):
    # given a worker that claimed a run and was killed before its lease's thread could renew it
    settings.EVAL_HEARTBEAT_S = 0.2
    scripted_llm.default = _answer
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    assert runs.run_claim(message_id=run.id) is not None
    # while its lease runs, nobody takes the run
    assert runs_sweep() == 0
    assert runs.run_claim(message_id=run.id) is None
    # when the lease lapses
    time.sleep(runs.lease_span().total_seconds() + 0.1)
    # then the sweeper queues one resume, and the worker that takes it finishes the run
    assert runs_sweep() == 1
    assert resumes == [str(run.id)]
    runs.run_dispatch(message_id=resumes[0])
    run.refresh_from_db()
    assert (run.status, run.attempts) == ("complete", 2)
    assert scripted_llm.purposes().count(JUDGE_CALL) == 3


def test_of_workers_claiming_at_once_exactly_one_takes_the_run(settings):
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    start, taken = threading.Barrier(6), []

    def claim():
        start.wait()
        try:
            taken.append(runs.run_claim(message_id=run.id) is not None)
        finally:
            connection.close()

    workers = [threading.Thread(target=claim) for _ in range(6)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert sorted(taken) == [False] * 5 + [True]
    assert Message.objects.get(pk=run.id).attempts == 1


def test_a_worker_whose_lapsed_lease_was_taken_stops_before_its_next_calls(settings, scripted_llm):
    # given a worker that stalled past its lease and a second worker that took the run
    stalled = runs.run_claim(message_id=make_run(request=body(rubricPresetId=None, rubric=ONE)).id)
    Message.objects.filter(pk=stalled.pk).update(lease_expires_at=timezone.now() - timedelta(seconds=1))
    second = runs.run_claim(message_id=stalled.pk)
    assert second is not None and second.lease_owner != stalled.lease_owner
    # then the stalled worker is stopped at its next heartbeat or budget check, and cannot end the run
    with pytest.raises(runs.LeaseLost):
        runs.run_heartbeat(message=stalled)
    with pytest.raises(runs.LeaseLost):
        runs.run_budget_check(message=stalled, calls=[])
    runs.run_complete(message=stalled, content="stale")
    assert Message.objects.get(pk=stalled.pk).status == "running"
    # while the worker holding it renews and checks as usual
    runs.run_heartbeat(message=second)
    runs.run_budget_check(message=second, calls=[])


def test_a_run_whose_database_goes_away_mid_run_is_resumed_not_failed(scripted_llm, settings, resumes, monkeypatch):
    # given a run whose evidence step meets a database restart ("terminating connection due to administrator
    # command", as the fault drill saw one fail "on an unexpected error")
    settings.EVAL_HEARTBEAT_S = 0.2
    scripted_llm.default = _answer
    run = make_run(request=body(rubricPresetId=None, rubric=ONE))
    real_extract = audit_module.extract

    def restarting(*args, **kwargs):
        raise OperationalError("terminating connection due to administrator command")

    monkeypatch.setattr(audit_module, "extract", restarting)
    # when a worker runs it
    runs.run_dispatch(message_id=run.id)
    # then the run is not failed: it is left running, its lease let go, and the next sweep resumes it
    run.refresh_from_db()
    assert (run.status, run.error) == ("running", "")
    assert run.lease_expires_at <= timezone.now()
    monkeypatch.setattr(audit_module, "extract", real_extract)
    assert runs_sweep() == 1 and resumes == [str(run.id)]
    runs.run_dispatch(message_id=resumes[0])
    run.refresh_from_db()
    assert (run.status, run.attempts) == ("complete", 2)
