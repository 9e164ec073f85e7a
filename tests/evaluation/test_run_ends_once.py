"""A run ends once: a run failed (or cancelled) while its last stage ran is not turned into a complete one."""

import pytest

from evaluation import runs
from evaluation.models import Message
from juryrigged.realtime.models import StreamEvent
from tests.evaluation.conftest import start

pytestmark = pytest.mark.django_db


def events(run):
    return list(StreamEvent.objects.filter(stream=run.stream).values_list("type", flat=True))


def test_a_run_failed_while_its_last_stage_ran_stays_failed(user):
    # given a claimed run that was failed (a cancel, a sweeper giving up) while its pipeline still ran
    run = start(user)
    claimed = runs.run_claim(message_id=run.pk)
    runs.run_fail(message=claimed, reason="Cancelled.")
    # when the pipeline finishes and completes it
    runs.run_complete(message=claimed, content="The report", verdict="APPROVE")
    # then it is still failed, with its reason, and viewers were told only that it failed
    run.refresh_from_db()
    assert (run.status, run.error, run.content) == (Message.Status.FAILED, "Cancelled.", "")
    assert run.conversation.verdict == ""
    assert events(run).count("complete") == 0
    assert events(run).count("error") == 1


def test_a_running_run_completes(user):
    # given a claimed run
    run = start(user)
    claimed = runs.run_claim(message_id=run.pk)
    # when its pipeline completes it
    runs.run_complete(message=claimed, content="The report", verdict="APPROVE")
    # then it is complete, once
    run.refresh_from_db()
    assert (run.status, run.content, run.verdict) == (Message.Status.COMPLETE, "The report", "APPROVE")
    assert events(run).count("complete") == 1
