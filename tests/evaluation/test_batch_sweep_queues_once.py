"""Without a worker, sweeping a batch again and again queues its stalled item's run once, and nothing else."""

from datetime import timedelta
from unittest import mock

import pytest
from django.core.cache import cache
from django.utils import timezone

from evaluation.batch import services
from evaluation.batch.models import BatchItem
from evaluation.models import Message
from evaluation.sweeping import runs_sweep
from evaluation.tasks import sweep_batches
from tests.evaluation.batch_support import create, items

pytestmark = pytest.mark.django_db


def test_a_stalled_batch_item_gets_one_resume_however_often_the_sweepers_run(user, django_capture_on_commit_callbacks):
    # given a batch whose first item was started and whose task was lost (no worker)
    cache.clear()
    batch = create(user, items([5, 6, 7]), concurrency=1)
    services.batch_pump(batch_id=batch.pk)
    item = BatchItem.objects.get(batch=batch, status="running")
    Message.objects.filter(pk=item.message_id).update(created_at=timezone.now() - timedelta(minutes=5))
    sent = []
    with mock.patch("celery.app.task.Task.apply_async",
                    lambda task, args=None, kwargs=None, **options: sent.append((task.name, tuple(args or ())))):
        # when both sweepers run again and again, the commits of their transactions included
        for _ in range(6):
            with django_capture_on_commit_callbacks(execute=True):
                sweep_batches()
                runs_sweep()
    cache.clear()
    # then the queue holds one resume of the stalled item's run, and the batch started nothing more
    assert sent == [("evaluation.tasks.run_evaluation", (str(item.message_id),))]
    assert BatchItem.objects.filter(batch=batch, status="running").count() == 1
