"""How many tokens a call may write, by purpose (LLM_MAX_TOKENS), and per-run budgets.

The table is looked up like the mock's responders: the exact purpose, then its
prefixes (`court.turn.answer` → `court.turn` → `court.*`... → `*`).
"""

from __future__ import annotations

from django.conf import settings


def max_tokens_for(purpose: str) -> int:
    """The `max_tokens` a call for this purpose sends (LLM_MAX_TOKENS, most specific entry wins)."""
    table = settings.LLM_MAX_TOKENS
    if purpose in table:
        return int(table[purpose])
    parts = purpose.split(".")
    for i in range(len(parts) - 1, 0, -1):
        prefix = ".".join(parts[:i])
        for key in (prefix, prefix + ".*"):
            if key in table:
                return int(table[key])
    return int(table.get("*", 1024))
