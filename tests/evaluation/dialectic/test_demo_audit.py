"""The demo audit loads once, finished, in the demo user's history."""

import pytest
from django.contrib.auth import get_user_model

from evaluation.dialectic import demo
from evaluation.models import Conversation

pytestmark = pytest.mark.django_db


def test_the_demo_audit_is_loaded_once_and_complete():
    # given
    get_user_model().objects.create_user("demo", password="demo-pass-2026")
    # when
    demo.load()
    demo.load()
    # then
    conversation = Conversation.objects.get(mode="dialectic", title=demo.TITLE)
    run = conversation.messages.get(role="assistant")
    assert run.status == "complete" and run.verdict in ("APPROVE", "REVISE", "REJECT")
    assert run.content.startswith(f"# {demo.TITLE}")
