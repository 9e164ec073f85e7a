"""The per-provider and per-user batch limits count model calls in flight, not items: on a real worker running
four jury items at once (twelve juror calls wanted), a provider limit of 5 means at most 5 calls at once."""

from __future__ import annotations

import pytest

from evaluation.batch.models import Batch
from juryrigged import llm
from tests.evaluation.batch_support import JURORS, answer, create, items
from tests.support.counting import CountingProvider
from tests.support.fakes import ScriptedProvider
from tests.support.waiting import wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def run_batch_counting_calls(user, n_items: int = 8) -> tuple[Batch, CountingProvider]:
    provider = CountingProvider(ScriptedProvider(default=answer), delay_s=0.1)
    with llm.use_provider(provider):
        batch = create(user, items([5] * n_items), concurrency=4)
        wait_for(lambda: not Batch.objects.get(pk=batch.pk).is_active, timeout=120)
    return Batch.objects.get(pk=batch.pk), provider


@pytest.mark.parametrize("provider_limit, user_limit, peak", [(5, 100, 5), (100, 2, 2)])
def test_the_limits_bound_the_calls_in_flight_across_the_workers(celery_worker, user, settings,
                                                                 provider_limit, user_limit, peak):
    # given a worker with four threads, a batch running four items at once (3 jurors each), and call limits
    settings.BATCH_PROVIDER_CONCURRENCY, settings.BATCH_USER_CONCURRENCY = provider_limit, user_limit
    # when the batch runs
    batch, provider = run_batch_counting_calls(user)
    # then every item was judged, and the provider never saw more calls at once than the tighter limit
    assert (batch.status, batch.done) == ("complete", 8)
    assert provider.total == 8 * (len(JURORS) + 1)
    assert provider.peak == peak
