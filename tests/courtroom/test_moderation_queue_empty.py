"""An empty moderation queue says what that means, not Django's "0 moderation queue"."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db


def test_an_empty_queue_says_nothing_waits_for_review():
    # given a moderator and no held line
    client = Client()
    client.force_login(get_user_model().objects.create_superuser("moderator", password="a-long-pass-2026"))
    # when the queue opens (on held lines, its default)
    html = client.get("/admin/courtroom/flaggedturn/").content.decode()
    # then it says nothing waits, and how to see every line
    assert "Nothing waits for review." in html and 'href="?moderation=all"' in html
    assert "0 moderation queue" not in html
    # and a search that finds nothing says so
    searched = client.get("/admin/courtroom/flaggedturn/?q=zebra").content.decode()
    assert "No line matches “zebra” here." in searched
