"""An id no row can have is "not found" on every route that takes one, on SQLite as on PostgreSQL.

SQLite's driver refuses to bind an integer past 64 bits (OverflowError); PostgreSQL's sends it as a
numeric and finds nothing. So the newcomer's run (SQLite) answered 500 where CI's (PostgreSQL) said 404.
"""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.converters import IntConverter

from juryrigged.core.ids import IdConverter

pytestmark = pytest.mark.django_db(transaction=True)
PAST_A_BIGINT = ["99999999999999999999999", str(2**63), "9" * 5000]


def id_routes(patterns=None, prefix=""):
    """Every URL route with an integer part (<id:...>, or Django's <int:...>), as its route text."""
    for entry in get_resolver().url_patterns if patterns is None else patterns:
        route = str(entry.pattern)
        if isinstance(entry, URLResolver):
            yield from id_routes(entry.url_patterns, prefix + route)
        elif isinstance(entry, URLPattern) and any(isinstance(c, (IntConverter, IdConverter))
                                                   for c in entry.pattern.converters.values()):
            yield prefix + route


def fill(route: str, number: str) -> str:
    route = re.sub(r"<uuid:[a-z_]+>", "00000000-0000-0000-0000-000000000000", re.sub(r"<slug:[a-z_]+>", "x", route))
    return "/" + re.sub(r"<(?:id|int):[a-z_]+>", number, route)


@pytest.fixture
def staff_client(db):
    client = Client()
    client.force_login(get_user_model().objects.create_user("clerk", password="a-long-pass-2026", is_staff=True))
    return client


def test_the_products_routes_take_ids_through_the_id_converter():
    routes = list(id_routes())
    assert len(routes) >= 25 and any("court/sessions" in r for r in routes) and any("game/games" in r for r in routes)


@pytest.mark.parametrize("number", PAST_A_BIGINT)
@pytest.mark.parametrize("method", ["get", "post"])
def test_an_id_past_a_bigint_is_not_found_on_every_route(staff_client, method, number):
    # given a logged-in staff user (so no route stops at a login or permission check first)
    wrong = {}
    for route in id_routes():
        # when any id-taking route is asked for an id no row can have
        answer = getattr(staff_client, method)(fill(route, number), content_type="application/json")
        # then the answer is a 404 (the JSON error on the API), never a 500
        if answer.status_code != 404 or (route.startswith("api/") and not answer.json()["code"].endswith("NOT_FOUND")):
            wrong[route] = answer.status_code
    assert wrong == {}
