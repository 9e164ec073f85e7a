"""Demo data of the dialectical mode: one finished audit in the demo user's history (idempotent).

Called from the evaluation app's demo loader (`evaluation.demo.load`). Runs the real
pipeline on the offline mock whatever model is configured, so loading the demo never
costs money.
"""

from __future__ import annotations

from django.contrib.auth import get_user_model

from evaluation.dialectic.selectors import find_preset
from evaluation.runs import run_dispatch
from evaluation.dialectic.validation import validate_request
from evaluation.models import Conversation, Message
from juryrigged import llm
from juryrigged.llm.providers import MockProvider

TITLE = "Demo audit: report export service"
DESIGN = """# Report export service

## Problem
Customers wait hours for monthly reports. The export service will produce them in under a minute.

## Architecture
The API enqueues an export job. A worker in `src/exporter.py` renders the report and stores it in S3.
Configuration lives in `config/export.yaml`. The worker retries failed jobs three times.

## Security
All inputs are validated before use. Credentials are never stored in code.

## Testing
We will add tests later.
"""
EXPORTER = '''import os
import subprocess

S3_SECRET_KEY = "AKIAEXAMPLEKEY0000000"


class Exporter:
    """Renders one customer's monthly report."""

    def render(self, template, values):
        return eval(template.format(**values))

    def upload(self, path):
        subprocess.run(f"aws s3 cp {path} s3://reports/", shell=True)


def retry(job, times=3):
    for _ in range(times):
        try:
            return job()
        except Exception:
            pass
'''


def load() -> None:
    user = get_user_model().objects.filter(username="demo").first()
    if user is None or Conversation.objects.filter(user=user, mode="dialectic", title=TITLE).exists():
        return
    validated = validate_request({"mode": "dialectic", "question": TITLE, "modeConfig": {
        "documents": [{"name": "docs/design.md", "text": DESIGN}, {"name": "src/exporter.py", "text": EXPORTER}],
        "rubricPresetId": "code-review"}}, find_preset=find_preset)
    conversation = Conversation.objects.create(user=user, mode="dialectic", title=TITLE)
    Message.objects.create(conversation=conversation, role="user", mode="dialectic", content=validated.content)
    run = Message.objects.create(conversation=conversation, role="assistant", mode="dialectic", status="pending",
                                 config={"question": validated.question, "modeConfig": validated.config,
                                         "newConversation": True})
    with llm.use_provider(MockProvider()):
        run_dispatch(message_id=run.id)
