"""The demo data: one finished jury evaluation for the demo user, loaded once."""

import pytest

from evaluation.demo import DEMO_TITLE, load
from evaluation.models import Conversation
from juryrigged.core.demo import load_users

pytestmark = pytest.mark.django_db


def test_the_demo_user_gets_one_finished_jury_evaluation_once():
    load_users()
    load()
    load()
    conversation = Conversation.objects.get(title=DEMO_TITLE)
    assert conversation.user.username == "demo"
    assert conversation.verdict in ("APPROVE", "REVISE", "REJECT")
    assert conversation.messages.filter(role="assistant", status="complete").count() == 1
    assert Conversation.objects.filter(title=DEMO_TITLE).count() == 1
