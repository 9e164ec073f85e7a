"""The courtroom's write paths cost a fixed number of queries, however much the session holds."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from courtroom.services import session_step, vote_cast
from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db

VOTE_QUERIES = 7  # limits are in the cache; poll row (FOR SHARE on PostgreSQL), upsert, tallies, savepoints
TURN_QUERIES = 18  # lease, cursor, context reads, the turn, its event, usage, the day's spending, the next step


def _cast(session, n: int):
    with CaptureQueriesContext(connection) as queries:
        vote_cast(session_id=session.pk, kind="verdict", choice="guilty", voter=f"voter-{n}", limit_key=f"key-{n}",
                  ip=f"10.0.{n // 250}.{n % 250}")
    return len(queries)


def test_a_vote_costs_the_same_few_queries_with_one_vote_or_fifty_in_the_poll(new_session):
    # given a session in its verdict vote
    session = run_until(new_session(), in_phase("verdict_vote"))
    # when the first vote and the fiftieth are cast
    first = _cast(session, 0)
    for n in range(1, 49):
        _cast(session, n)
    fiftieth = _cast(session, 49)
    # then both cost the same, small number of queries
    assert first == fiftieth <= VOTE_QUERIES


def _turn_costs(session, turns: int) -> list[int]:
    costs = []
    while len(costs) < turns:
        session.refresh_from_db()
        with CaptureQueriesContext(connection) as queries:
            action = session_step(session_id=session.pk, cursor=session.cursor)
        if action == "turn":
            costs.append(len(queries))
    return costs


def test_a_court_turn_costs_the_same_queries_early_and_late_in_a_session(new_session):
    # given a session that has started
    session = new_session()
    # when it plays its first turns and, later, turns with many stored before them
    early = _turn_costs(session, 2)
    _turn_costs(session, 8)
    late = _turn_costs(session, 2)
    # then a turn costs no more late than early, within the bound
    assert max(late) <= max(early) <= TURN_QUERIES
