"""Every game task is idempotent, so a transient database error — a lock timeout, or PostgreSQL's deadlock detector
choosing the step's transaction (seen once on a real worker: a deliberation step never finished) — is retried."""

import pytest
from django.db import OperationalError

from game import tasks


@pytest.mark.parametrize(("task", "service", "args"), [
    (tasks.deliberation_step, "deliberation_round_run", (7, 2)),
    (tasks.rule_for_cause, "voir_dire_rule", (11,)),
    (tasks.trial_step, "trial_resolve_pending", (5, 3)),
])
def test_a_step_that_meets_a_transient_database_error_is_retried(monkeypatch, task, service, args):
    # given a service whose first run is chosen as a deadlock's victim, and which then succeeds
    runs = []

    def flaky(**kwargs):
        runs.append(kwargs)
        if len(runs) == 1:
            raise OperationalError("deadlock detected")

    monkeypatch.setattr(tasks, service, flaky)
    monkeypatch.setattr(tasks, "enqueued_task_started", lambda key: None)
    monkeypatch.setattr(task, "retry_backoff", False)  # retry at once (eager apply ignores countdown anyway)
    # when the task runs
    result = task.apply(args=args)
    # then it ran again and succeeded
    assert result.successful(), result.traceback
    assert len(runs) == 2 and runs[0] == runs[1]
