"""Pure rules of the audience jury: choices, tallies and their tie rules, client IPs, request origins."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

VERDICT_CHOICES = {
    "criminal": ("guilty", "not_guilty"),
    "civil": ("liable", "not_liable"),
}
DEFENDANT_WINS = {"criminal": "not_guilty", "civil": "not_liable"}
CHOICE_LABELS = {"guilty": "Guilty", "not_guilty": "Not guilty", "liable": "Liable", "not_liable": "Not liable"}
CASE_TYPES = tuple(VERDICT_CHOICES)


@dataclass(frozen=True)
class PollResult:
    choice: str
    votes: dict[str, int]
    tied: bool
    explanation: str


def _describe(votes: dict[str, int]) -> str:
    return ", ".join(f"{CHOICE_LABELS.get(c, c)} {n}" for c, n in votes.items())


def decide_verdict(votes: dict[str, int], case_type: str) -> PollResult:
    """The majority wins; a tie (including no votes) goes to the defendant."""
    a, b = VERDICT_CHOICES[case_type]
    counts = {a: int(votes.get(a, 0)), b: int(votes.get(b, 0))}
    if counts[a] != counts[b]:
        winner = a if counts[a] > counts[b] else b
        return PollResult(winner, counts, False,
                          f"The jury decided {CHOICE_LABELS[winner].lower()} ({_describe(counts)}).")
    winner = DEFENDANT_WINS[case_type]
    why = "no juror voted" if counts[a] == 0 else f"the jury was tied ({_describe(counts)})"
    return PollResult(winner, counts, True,
                      f"Because {why}, the verdict goes to the defendant: the burden of proof was not met.")


def decide_sentence(votes: dict[str, int], options: list[str]) -> PollResult:
    """The most-voted option wins; a tie goes to the option listed first among the tied."""
    counts = {option: int(votes.get(option, 0)) for option in options}
    top = max(counts.values(), default=0)
    leaders = [option for option in options if counts[option] == top]
    winner = leaders[0]
    if len(leaders) == 1:
        return PollResult(winner, counts, False,
                          f"The jury chose the sentence “{winner}” with {top} vote{'s' if top != 1 else ''}.")
    why = "no juror voted on the sentence" if top == 0 else f"the sentence vote was tied at {top} votes"
    return PollResult(winner, counts, True, f"Because {why}, the court imposes the option listed first: “{winner}”.")


def window_bounds(now_ms: int, window_ms: int) -> tuple[int, int]:
    """(index, milliseconds until it ends) of the fixed rate-limit window holding `now_ms`."""
    index = now_ms // window_ms
    return index, (index + 1) * window_ms - now_ms


def _origin_of(url: str) -> str | None:
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    if not parts.scheme or not parts.netloc:
        return None
    return f"{parts.scheme.lower()}://{parts.netloc.lower()}"


def cross_site(origin: str | None, referer: str | None, own: str, trusted: list[str]) -> bool:
    """Whether a request was sent by another site's page.

    Browsers send `Origin` on every cross-site POST (an opaque page sends "null");
    without it, `Referer` names the sending page. A request with neither is not a
    browser's cross-site form or fetch (an API client, a script): it is not refused here.
    """
    sender = origin if origin else referer
    if not sender:
        return False
    found = _origin_of(sender)
    allowed = {own.lower(), *(t.strip().lower().rstrip("/") for t in trusted)}
    return found is None or found not in allowed
