"""Creating a dialectic run in the database the way the shared API would."""

from django.contrib.auth import get_user_model

from evaluation.dialectic.selectors import find_preset
from evaluation.dialectic.validation import validate_request
from evaluation.models import Conversation, Message

from tests.evaluation.dialectic.fixtures import DESIGN_MD, WORKER_PY


def body(**config):
    mode_config = {"documents": [{"name": "design.md", "text": DESIGN_MD},
                                 {"name": "src/worker.py", "text": WORKER_PY}],
                   "rubricPresetId": "code-review", **config}
    return {"mode": "dialectic", "modeConfig": mode_config}


def make_run(user=None, request=None) -> Message:
    user = user or get_user_model().objects.get_or_create(username="auditor")[0]
    validated = validate_request(request or body(), find_preset=find_preset)
    conversation = Conversation.objects.create(user=user, mode="dialectic")
    Message.objects.create(conversation=conversation, role="user", mode="dialectic", content=validated.content)
    return Message.objects.create(conversation=conversation, role="assistant", mode="dialectic", status="pending",
                                  config={"question": validated.question, "modeConfig": validated.config,
                                          "newConversation": True})
