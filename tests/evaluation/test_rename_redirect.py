"""Renaming an evaluation sends the user back where the form said, only if that is on this site."""

import pytest

from tests.evaluation.conftest import start

pytestmark = pytest.mark.django_db
OTHER_SITES = ["//evil.example/", "/\\evil.example/", "https://evil.example/x", "///evil.example/", " //evil.example"]


@pytest.mark.parametrize("next_url", OTHER_SITES)
@pytest.mark.parametrize("where", ["query", "form"])
@pytest.mark.parametrize("title", ["Renamed", ""])  # "" is refused, and the user is sent back too
def test_a_rename_never_redirects_off_site(client, user, next_url, where, title):
    # given a user's evaluation
    client.force_login(user)
    conversation_id = start(user).conversation_id
    path = f"/evaluate/conversations/{conversation_id}/rename/"
    # when the rename form names another site as the next page
    if where == "query":
        response = client.post(f"{path}?next={next_url}", {"title": title})
    else:
        response = client.post(path, {"title": title, "next": next_url})
    # then the user lands on the history page of this site
    assert response.status_code == 302 and response["Location"] == "/evaluate/history/"


@pytest.mark.parametrize("title", ["Renamed", ""])
def test_a_rename_returns_to_a_page_on_this_site(client, user, title):
    client.force_login(user)
    conversation_id = start(user).conversation_id
    response = client.post(f"/evaluate/conversations/{conversation_id}/rename/",
                           {"title": title, "next": "/evaluate/history/?q=users"})
    assert response.status_code == 302 and response["Location"] == "/evaluate/history/?q=users"
