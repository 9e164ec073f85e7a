"""How many model calls a batch may have in flight: per user and per provider, counted in calls.

A jury item makes several calls at once (its jurors) and a dialectical item many (three
judges per criterion), so a limit that counted items would let a provider see many times
its limit. Instead every model call of a batch item's run holds one slot of its user's
limit and one of the provider's (`juryrigged.llm.slots`, shared by every worker through
Redis): BATCH_USER_CONCURRENCY calls at most for one user's batches, and
BATCH_PROVIDER_CONCURRENCY calls at most to the provider across all batches and workers.
A call that finds no slot waits for one (its deadline starts when it has it).
"""

from __future__ import annotations

from contextlib import nullcontext

from django.conf import settings

from evaluation.models import Message
from juryrigged.llm import slots
from juryrigged.llm.providers import get_provider


def provider_key() -> str:
    """The provider every call goes to (one is configured: its kind and endpoint)."""
    provider = get_provider()
    return f"{provider.name}:{settings.LLM_BASE_URL if provider.name != 'mock' else ''}"


def call_limits(*, user_id) -> list[slots.Limit]:
    return [slots.Limit(f"batch-user:{user_id}", settings.BATCH_USER_CONCURRENCY),
            slots.Limit(f"batch-provider:{provider_key()}", settings.BATCH_PROVIDER_CONCURRENCY)]


def for_run(message: Message):
    """The call limits a run is driven under: a batch item's run holds slots; any other run none."""
    if not (message.config or {}).get("batch"):
        return nullcontext()
    user_id = Message.objects.filter(pk=message.pk).values_list("conversation__user_id", flat=True).first()
    return slots.limited(call_limits(user_id=user_id))
