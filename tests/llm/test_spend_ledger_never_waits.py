"""Recording a model call never waits for another transaction on the site's spending ledger (PostgreSQL).

Every recorded call adds to today's site-wide row; a caller recording inside a transaction it holds open would
make every other recorder on the site wait for it. The ledger keeps each payer's day in shards instead, and a
read sums them (`juryrigged.llm.spending`; figures: tests/bench/bench_spend_ledger.py).
"""

from __future__ import annotations

import threading
import time
from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model
from django.db import connection, connections, transaction

from juryrigged.llm import spending
from juryrigged.llm.models import DailySpend
from juryrigged.llm.recording import record
from tests.support.ci_guard import skip_without_service
from tests.support.spending import priced_call

pytestmark = pytest.mark.django_db(transaction=True)
HOLD_S = 3.0


def _call(usd: str = "0.25", tokens: int = 100):
    return priced_call(usd, tokens, purpose="test.ledger", subject="ledger")


def test_a_call_is_recorded_at_once_while_another_caller_holds_the_ledger_in_a_long_transaction():
    if connection.vendor != "postgresql":
        skip_without_service("PostgreSQL's row locks (SQLite lets one writer in at a time anyway)")
    # given two users, one of whom records a call inside a transaction it then holds open
    holder, other = (get_user_model().objects.create_user(name).pk for name in ("holder", "other"))
    holding, done = threading.Event(), threading.Event()

    def hold():
        try:
            with spending.paid_by(holder), transaction.atomic():
                record([_call()])
                holding.set()
                done.wait(HOLD_S)
        finally:
            connections.close_all()

    thread = threading.Thread(target=hold)
    thread.start()
    try:
        assert holding.wait(10)
        # when another user's call is recorded meanwhile
        began = time.monotonic()
        with spending.paid_by(other):
            record([_call("0.50", 200)])
        waited = time.monotonic() - began
    finally:
        done.set()
        thread.join()
    # then it did not wait for the holder's transaction
    assert waited < HOLD_S / 2, f"recording waited {waited:.1f} s for another transaction"
    # and once both committed, the site's day sums every call, and each user's its own
    spent = spending.spent_today(spending.SITE, spending.user_payer(holder), spending.user_payer(other))
    assert spent[spending.SITE] == spending.Spent(Decimal("0.75"), 300)
    assert spent[spending.user_payer(holder)] == spending.Spent(Decimal("0.25"), 100)
    assert spent[spending.user_payer(other)] == spending.Spent(Decimal("0.50"), 200)
    assert DailySpend.objects.filter(payer=spending.SITE).count() == 2  # the held shard, and a new one


def test_calls_recorded_one_after_another_add_to_one_row():
    # given no transaction held open, when calls are recorded one after another
    user = get_user_model().objects.create_user("one").pk
    with spending.paid_by(user):
        for _ in range(5):
            record([_call()])
    # then each payer's day is one row with every call on it
    for payer in (spending.SITE, spending.user_payer(user)):
        row = DailySpend.objects.get(payer=payer)
        assert (row.usd, row.tokens, row.calls) == (Decimal("1.25"), 500, 5)
