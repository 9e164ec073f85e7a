"""Starting an evaluation costs a fixed number of queries, however long the user's history."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.evaluation.conftest import start

pytestmark = pytest.mark.django_db

# user lock, limit counts, the spending limits and today's spending, conversation, ledger row, two messages, savepoints
START_QUERIES = 11


def _start_cost(user) -> int:
    with CaptureQueriesContext(connection) as queries:
        start(user)
    return len(queries)


def test_an_evaluation_start_costs_the_same_queries_with_no_history_or_twenty_runs(user, settings):
    # given limits that let one user start many runs
    settings.EVAL_LIMIT_PER_MINUTE = settings.EVAL_LIMIT_PER_HOUR = settings.EVAL_LIMIT_PER_DAY = 100
    settings.EVAL_LIMIT_RUNNING = 100
    # when the first run starts, and a run after twenty others
    first = _start_cost(user)
    for _ in range(19):
        start(user)
    later = _start_cost(user)
    # then both cost the same, small number of queries
    assert first == later <= START_QUERIES
