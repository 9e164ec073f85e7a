"""The layered moderator's pure parts (no ORM, no network).

- Layer 1, `rules`: staff-editable patterns on normalised text with context guards.
- Layer 2, `structure`: the structure of a harm in five languages (threats, doxxing, defamation,
  minors, hate against any group...), with `language` telling which lines it can read.
- Layer 3, `model_screen`: the prompt, schema and reading of a model's structured screen
  (the call itself goes through the LLM door in courtroom.services.moderation).

Each layer answers a `LayerDecision`; a `Decision` holds them all.
"""

from courtroom.moderation.decision import (  # noqa: F401
    CATEGORIES,
    CATEGORY_LABELS,
    HOLDS,
    LAYERS,
    Decision,
    LayerDecision,
    ordered,
    redacted_line,
)
from courtroom.moderation.defaults import DEFAULT_RULES, default_rules  # noqa: F401
from courtroom.moderation.rules import Rule, rule_hits, screen_rules, valid_pattern  # noqa: F401
