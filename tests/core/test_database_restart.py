"""A PostgreSQL restart or failover ends every pooled connection: the next requests must get
live ones, not a 500 each until the pool has handed out every dead connection once."""

import psycopg
import pytest
from django.db import connection

from tests.support.ci_guard import skip_without_service

pytestmark = pytest.mark.django_db(transaction=True)


def _end_every_other_connection() -> None:
    params = connection.get_connection_params()
    params.pop("cursor_factory", None), params.pop("context", None), params.pop("prepare_threshold", None)
    with psycopg.connect(**params, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                      "WHERE datname = current_database() AND pid <> pg_backend_pid()")


def test_a_connection_lent_after_the_database_ended_the_pooled_ones_is_live():
    if connection.vendor != "postgresql" or not connection.settings_dict["OPTIONS"].get("pool"):
        skip_without_service("pooled PostgreSQL only")
    # given a pooled connection the database has since ended (as a restart does); Django's
    # test client keeps one connection across requests, so the pool is driven as a request does
    connection.ensure_connection()
    connection.close()  # back to the pool, as at the end of a request
    _end_every_other_connection()
    # when the next request borrows one, then it works (it used to be the dead one: a 500)
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        assert cursor.fetchone() == (1,)
