"""What the moderation mechanism tests share: whether the offline layers a topic meets first (rules, then
structure) hold a line, and `@twins([...])`, a benign line and its harmful twin per case."""

import pytest

from courtroom.moderation import Decision, default_rules, screen_rules
from courtroom.moderation.structure import screen_structure

RULES = default_rules()


def held(text: str) -> bool:
    return Decision((screen_rules(text, RULES), screen_structure(text))).flagged


def twins(pairs):
    return pytest.mark.parametrize(("benign", "harmful"), pairs, ids=[str(i) for i in range(len(pairs))])
