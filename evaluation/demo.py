"""Demo data for the evaluation app: one finished jury evaluation in the demo user's history.

Idempotent (looks for its conversation by title first). Runs the real pipeline on the
offline mock, whatever model is configured, so loading the demo never costs money.
Each mode may add its own demo in `evaluation/<mode>/demo.py` with a `load()`.
"""


from django.contrib.auth import get_user_model

from evaluation import services
from evaluation.dialectic import demo as dialectic_demo
from evaluation.jury.validation import validate_request
from evaluation.models import Conversation
from evaluation.runs import run_dispatch, run_title_set
from juryrigged import llm
from juryrigged.llm.providers import MockProvider

DEMO_TITLE = "Demo: Users API documentation"
DEMO_BODY = {
    "question": "Evaluate this API documentation for quality",
    "mode": "jury",
    "modeConfig": {
        "content": "## GET /api/users\n\nReturns a list of users. Accepts optional query parameters:\n"
                   "- `limit` (number): Maximum results to return\n- `offset` (number): Pagination offset\n\n"
                   "Response: 200 OK with JSON array of user objects.",
        "originalQuestion": "Write API documentation for the users endpoint",
        "jurorModels": ["anthropic/claude-opus-4-6", "openai/o3", "google/gemini-2.5-pro"],
        "foremanModel": "perplexity/sonar-pro",
    },
}


def load_jury() -> None:
    user = get_user_model().objects.filter(username="demo").first()
    if user is None or Conversation.objects.filter(user=user, title=DEMO_TITLE).exists():
        return
    run = services.evaluation_start(user=user, mode="jury", request=validate_request(DEMO_BODY))
    run_title_set(message=run, title=DEMO_TITLE)
    with llm.use_provider(MockProvider()):
        run_dispatch(message_id=run.pk)


def load() -> None:
    load_jury()
    dialectic_demo.load()
