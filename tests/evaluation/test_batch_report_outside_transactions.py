"""A batch's agreement report is computed after the commit, outside any transaction, once per change,
and stored; a poll of the batch reads the stored report and never computes it."""

import pytest
from django.db import connection
from rest_framework.test import APIClient

from evaluation.batch import services, stats
from tests.evaluation.batch_support import answer, create, drive, items

pytestmark = pytest.mark.django_db(transaction=True)
QUALITIES = [2, 5, 8, 9]
LABELS = ["REJECT", "REVISE", "APPROVE", "APPROVE"]


@pytest.fixture
def computed(monkeypatch):
    """Every computation of a report, with whether a transaction was open while it ran."""
    calls = []
    real = stats.judge_the_judges

    def judged(*args, **kwargs):
        calls.append(connection.in_atomic_block)
        return real(*args, **kwargs)

    monkeypatch.setattr(stats, "judge_the_judges", judged)
    return calls


def test_the_report_is_computed_outside_the_batchs_transaction_once_and_polls_read_it(user, scripted_llm,
                                                                                       computed):
    # given a labelled batch judged to its end (the tasks its changes ask for are run as a worker runs them)
    scripted_llm.default = answer
    batch = drive(create(user, items(QUALITIES, LABELS, [5, 5, 5, 5])))
    assert batch.status == "complete" and batch.report["jury"]["accuracy"]["n"] == 4
    # then every computation ran outside any transaction
    assert computed and not any(computed)
    # when the report is asked for again with nothing changed, and the batch is polled ten times
    before = len(computed)
    assert services.batch_report_file(batch_id=batch.pk) is False
    client = APIClient()
    client.force_authenticate(user)
    polls = [client.get(f"/api/batches/{batch.pk}").json()["report"] for _ in range(10)]
    # then nothing is computed again, and every poll answers the stored report
    assert len(computed) == before
    assert all(poll == batch.report for poll in polls)


def test_a_pump_that_ends_a_batch_files_the_report_after_its_lock(user, scripted_llm, computed):
    scripted_llm.default = answer
    batch = create(user, items(QUALITIES, LABELS, [5, 5, 5, 5]))
    for _ in range(50):
        services.batch_pump(batch_id=batch.pk)
        batch.refresh_from_db()
        if not batch.is_active:
            break
        for item in batch.items.filter(status="running"):
            services.item_run(item_id=item.pk)
    # then the pump that ended it filed the report before announcing the end, with no transaction open
    assert not batch.is_active and batch.report["jury"]["accuracy"]["n"] == 4
    assert computed and not any(computed)
