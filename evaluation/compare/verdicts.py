"""A juror's verdict on a pair from both orders, and the panel's winner per dimension. Pure: no Django.

Every juror judges a pair twice: A shown first (order "AB") and B shown first ("BA"). A juror
answers in positions ("first", "second", "tie"), a preference graded as Arena-Hard-Auto grades it
(A>>B / A>B / A=B): "first strongly" / "second strongly" say the response is much better. Mapped
back to candidates, the two answers either agree (a win, or a tie) or disagree. Following MT-Bench's
swap rule, a win counts only when both orders name the same candidate; anything else is a tie. When
the two answers name the same *position* (A first in "AB", B first in "BA"), the juror followed the
position, not the content: that is counted as position bias for the juror, with the side it favoured.
A win keeps how many of its two orders said "strongly" (0, 1 or 2): the ratings count a strong
preference more.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

POSITIONS = ("first", "second", "tie")
STRONGLY = " strongly"  # "first strongly": the first response is much better (Arena-Hard's A>>B)
GRADED = (*POSITIONS, "first" + STRONGLY, "second" + STRONGLY)
OUTCOMES = ("A", "B", "tie")
OVERALL = "overall"


@dataclass(frozen=True)
class JurorVerdict:
    """One juror on one dimension of one pair. `outcome` is None when an order's answer is missing."""

    outcome: str | None
    flipped: bool = False
    favoured: str | None = None  # "first" / "second" when flipped: the position the juror followed
    strong: int = 0  # a win: how many of its two orders said the winner was much better (0, 1, 2)


def position(answer: str | None) -> str | None:
    """A graded answer's position ("first strongly" → "first"); None for anything else."""
    if answer not in GRADED:
        return None
    return answer.removesuffix(STRONGLY)


def _candidate(answer: str | None, first: str) -> str | None:
    """An answer in positions → the candidate it names, given which candidate was shown first."""
    answer = position(answer)
    if answer is None:
        return None
    if answer == "tie":
        return "tie"
    second = "B" if first == "A" else "A"
    return first if answer == "first" else second


def juror_verdict(ab: str | None, ba: str | None) -> JurorVerdict:
    """The verdict from the answer with A first (`ab`) and with B first (`ba`), each a graded position or None."""
    in_ab, in_ba = _candidate(ab, "A"), _candidate(ba, "B")
    if in_ab is None or in_ba is None:
        return JurorVerdict(outcome=None)
    if in_ab == in_ba:
        strong = sum(answer.endswith(STRONGLY) for answer in (ab, ba)) if in_ab != "tie" else 0
        return JurorVerdict(outcome=in_ab, strong=strong)
    if position(ab) == position(ba):  # the same position both times, so a different candidate each time
        return JurorVerdict(outcome="tie", flipped=True, favoured=position(ab))
    return JurorVerdict(outcome="tie")  # a win one way, a tie the other: not a win


@dataclass(frozen=True)
class PanelVerdict:
    """The panel on one dimension: the winner ("A", "B", "tie"; None without a single juror's verdict),
    the votes, and the agreement (the share of jurors with a verdict who voted for the panel's outcome)."""

    winner: str | None
    votes: dict[str, int]
    agreeing: int
    voting: int

    @property
    def agreement(self) -> float | None:
        return self.agreeing / self.voting if self.voting else None


def panel_verdict(verdicts: list[JurorVerdict]) -> PanelVerdict:
    """Plurality of the jurors' outcomes; A and B level on votes is a tie (neither was shown better)."""
    counted = Counter(v.outcome for v in verdicts if v.outcome is not None)
    votes = {outcome: counted.get(outcome, 0) for outcome in OUTCOMES}
    voting = sum(votes.values())
    if not voting:
        return PanelVerdict(winner=None, votes=votes, agreeing=0, voting=0)
    top = max(votes.values())
    leaders = [o for o in OUTCOMES if votes[o] == top]
    winner = leaders[0] if len(leaders) == 1 else "tie"
    return PanelVerdict(winner=winner, votes=votes, agreeing=votes[winner], voting=voting)


def pair_verdicts(answers: dict[str, dict[str, dict[str, str | None]]],
                  dimensions: tuple[str, ...]) -> dict:
    """Every juror's and the panel's verdict per dimension.

    `answers[juror][order][dimension]` is the juror's answer in positions for order "AB" or "BA".
    Returns {"jurors": {juror: {dimension: JurorVerdict}}, "panel": {dimension: PanelVerdict}}.
    """
    jurors = {
        juror: {d: juror_verdict(orders.get("AB", {}).get(d), orders.get("BA", {}).get(d)) for d in dimensions}
        for juror, orders in answers.items()
    }
    panel = {d: panel_verdict([per[d] for per in jurors.values()]) for d in dimensions}
    return {"jurors": jurors, "panel": panel}


def score_for_a(outcome: str | None) -> float | None:
    """A's score in a comparison: 1 win, 0.5 tie, 0 loss (None: no verdict)."""
    return {"A": 1.0, "tie": 0.5, "B": 0.0}.get(outcome) if outcome else None


STRONG_WEIGHT = 3.0  # Arena-Hard-Auto counts a strong preference (A>>B) as three battles, a slight one as one


def verdict_weight(verdict: JurorVerdict) -> float:
    """How many Bradley–Terry observations a juror's verdict counts for: 1, or for a win, the mean over its two
    orders of 1 (slight) or `STRONG_WEIGHT` (strong) — a win strong in both orders counts three times."""
    if verdict.outcome in (None, "tie"):
        return 1.0
    return 1.0 + verdict.strong * (STRONG_WEIGHT - 1.0) / 2
