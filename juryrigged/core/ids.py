"""Row ids as clients send them: in a URL, a header or a form field.

Every id column is a 64-bit integer on PostgreSQL and SQLite alike. A larger number names no
row, but the two databases disagree about asking: PostgreSQL's driver sends it as a numeric
and finds nothing, SQLite's refuses to bind it (OverflowError, a 500). So a number past the
column's range is answered here, where it arrives, as "no such thing" (a 404 for a URL), and
never reaches a query on either database.
"""

from __future__ import annotations

import re

DB_ID_MAX = 2**63 - 1  # a bigint's (and SQLite INTEGER's) largest value
_DIGITS = re.compile(r"[0-9]{1,19}")  # ASCII only: int() would take other scripts' digits too


def parse_id(raw) -> int | None:
    """The id `raw` names, or None if it is not one a row can have (not digits, zero, past a bigint)."""
    text = raw.strip() if isinstance(raw, str) else str(raw) if isinstance(raw, int) else ""
    if not _DIGITS.fullmatch(text):
        return None
    value = int(text)
    return value if 0 < value <= DB_ID_MAX else None


class IdConverter:
    """`<id:name>` in a URL: a row id; a longer or larger number does not match the route (a 404)."""

    regex = "[0-9]{1,19}"

    def to_python(self, value: str) -> int:
        number = int(value)
        if number > DB_ID_MAX:
            raise ValueError("past a bigint")  # Django reads a ValueError as "this route does not match"
        return number

    def to_url(self, value) -> str:
        return str(value)
