"""Staff see the bill in the admin: totals by day, model and purpose, unknown prices said, not hidden."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from juryrigged.llm.models import LLMCall

pytestmark = pytest.mark.django_db


def call(model, purpose, cost, tokens=100, days_ago=0, source="price_data"):
    at = timezone.now() - timedelta(days=days_ago)
    return LLMCall.objects.create(purpose=purpose, provider="openai", model=model, started_at=at, finished_at=at,
                                  latency_ms=10, prompt_tokens=tokens, completion_tokens=0, cost_usd=cost,
                                  cost_source=source, outcome="ok")


def test_the_calls_list_shows_totals_by_day_model_and_purpose(client):
    # given
    staff = get_user_model().objects.create_user("auditor", is_staff=True, is_superuser=True)
    client.force_login(staff)
    call("openai/gpt-4o-mini", "eval.juror", Decimal("0.010000"))
    call("openai/gpt-4o-mini", "eval.juror", Decimal("0.020000"), days_ago=1)
    call("acme/unknown", "court.turn", None, source="unknown")
    # when
    html = client.get("/admin/llm/llmcall/").content.decode()
    # then
    assert "LLM calls · 3 calls · 300 prompt + 0 completion tokens · unknown (1 call unpriced, $0.0300 known)" in html
    assert "By day" in html and "By model" in html and "By purpose" in html
    assert "<th scope=\"row\">openai/gpt-4o-mini</th><td>2</td><td>200</td><td>$0.0300</td>" in html
    assert "<th scope=\"row\">court.turn</th><td>1</td><td>100</td><td>$0.0000 + unknown (1 unpriced)</td>" in html
    # and a filter narrows the totals too
    html = client.get("/admin/llm/llmcall/?purpose=eval.juror").content.decode()
    assert "LLM calls · 2 calls" in html and "court.turn</th>" not in html
