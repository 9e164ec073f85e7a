"""Fixtures for evaluation tests: users, a scripted jury, a run started through the service."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from evaluation import services
from evaluation.models import Conversation, Message
from evaluation.jury.validation import validate_request
from tests.evaluation.jury_texts import FOREMAN_REPORT, SPEC_JURORS

SPEC_MODELS = [model for model, _ in SPEC_JURORS]
SPEC_TEXT = dict(SPEC_JURORS)
FOREMAN = "perplexity/sonar-pro"


def jury_body(**config):
    mode_config = {"content": "## GET /api/users\n\nReturns a list of users.",
                   "originalQuestion": "Write API documentation for the users endpoint",
                   "jurorModels": list(SPEC_MODELS), "foremanModel": FOREMAN, **config}
    return {"question": "Evaluate this API documentation for quality", "mode": "jury", "modeConfig": mode_config}


@pytest.fixture(autouse=True)
def _any_model_id(settings):
    """The suite's panels name made-up model ids ("a/p", "acme/unknown-1"); only the known-models rule's own tests
    (tests/evaluation/test_spending_limits.py) hold requests to known ids."""
    settings.SPEND_ALLOW_ANY_MODEL = True


@pytest.fixture
def user(db):
    return get_user_model().objects.create_user("alice")  # no password: tests log in with force_login (hashing is slow)


@pytest.fixture
def other_user(db):
    return get_user_model().objects.create_user("mallory")


@pytest.fixture
def admin_user(db):
    """pytest-django's superuser behind `admin_client`, without its password: `admin_client` logs in with
    force_login, and hashing a password is slow."""
    return get_user_model().objects.create_user("admin", is_staff=True, is_superuser=True)


@pytest.fixture
def api(user):
    """A DRF client authenticated as `user`."""
    client = APIClient()
    client.force_authenticate(user)
    return client


class Jury:
    """Scripted answers by purpose and model: jurors answer with SPEC texts, the foreman with FOREMAN_REPORT."""

    def __init__(self, provider):
        self.provider = provider
        self.jurors = dict(SPEC_TEXT)
        self.foreman = FOREMAN_REPORT
        self.title = "Users Endpoint Docs Review"
        provider.default = self.answer

    def answer(self, request):
        if request.purpose == "eval.juror":
            value = self.jurors[request.model]
        elif request.purpose == "eval.foreman":
            value = self.foreman
        else:
            value = self.title
        if isinstance(value, Exception):
            raise value
        return value(request) if callable(value) else value


@pytest.fixture
def jury(scripted_llm):
    return Jury(scripted_llm)


def make(user, title, verdict="", mode="jury"):
    """A finished conversation written straight to the database (no limits, no run)."""
    conversation = Conversation.objects.create(user=user, title=title, verdict=verdict, mode=mode)
    Message.objects.create(conversation=conversation, role="user", mode=mode, content=f"content of {title}")
    Message.objects.create(conversation=conversation, role="assistant", mode=mode, status="complete", verdict=verdict)
    return conversation


def start(user, body=None, **config):
    """A pending run created by the real service (its task is not run: on_commit never fires in these tests)."""
    return services.evaluation_start(user=user, mode="jury", request=validate_request(body or jury_body(**config)))
