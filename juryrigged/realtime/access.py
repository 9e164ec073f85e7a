"""Who may read which stream. Products register a prefix and a rule at start-up.

A stream that matches no registered prefix is refused: streams are private unless
a product says otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from collections.abc import Callable

PUBLIC = "public"
STAFF = "staff"
STREAM_NAME = re.compile(r"^[a-z][a-z0-9_-]*(\.[A-Za-z0-9_-]+)+$")

# rule(user, stream_name) -> bool ; the user may be anonymous.
Rule = Callable[[object, str], bool]


@dataclass(frozen=True)
class StreamKind:
    prefix: str
    rule: Rule | str
    terminal_types: frozenset = field(default_factory=frozenset)
    presence: bool = False


_registry: dict[str, StreamKind] = {}


def register(prefix: str, rule: Rule | str, *, terminal_types: set[str] | None = None, presence: bool = False) -> None:
    """Register streams named `<prefix>.<...>`; rule is PUBLIC, STAFF or a callable.

    SSE responses end after an event whose type is in `terminal_types`. With `presence`, the
    stream's viewers are counted and the headcount is offered to them (`realtime.presence`).
    """
    _registry[prefix] = StreamKind(prefix, rule, frozenset(terminal_types or ()), presence)


def kind_of(stream: str) -> StreamKind | None:
    return _registry.get(stream.split(".", 1)[0])


def valid_name(stream: str) -> bool:
    return bool(STREAM_NAME.match(stream)) and len(stream) <= 90


def can_access_stream(user, stream: str) -> bool:
    if not valid_name(stream):
        return False
    kind = kind_of(stream)
    if kind is None:
        return False
    if kind.rule == PUBLIC:
        return True
    if kind.rule == STAFF:
        return bool(getattr(user, "is_staff", False))
    return bool(kind.rule(user, stream))


def group_name(stream: str) -> str:
    return f"stream.{stream}"
