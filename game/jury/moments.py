"""The key moments of a trial: the court events that moved the jury that decided the most,
with why they counted (pure; `game.selectors.game_summary` reads the timeline for it).

A moment's weight is how far it moved the jurors who deliberated, in opinion points, summed
over them (both ways: a moment that split the jury counts as much as one that swayed it). The
player reads what was said or shown, why it counted (what the assessor found the words did,
or what kind of evidence it was), and how many of those jurors it moved toward their side.
"""

from __future__ import annotations

from dataclasses import dataclass

KEY_MOMENTS = 5
MOVED_AT = 0.5  # an opinion change this large (points) counts as moving a juror

SOURCE_WHY = {
    "card": "Evidence or a tactic the jury saw.",
    "opponent_card": "Evidence opposing counsel put before the jury.",
    "combo": "Pieces of evidence that reinforced each other.",
    "witness_broke": "A witness broke down on the stand: juries remember that.",
    "answer": "What the witness said.",
    "statement": "A speech to the jury.",
}


@dataclass(frozen=True)
class Moment:
    order: int  # its place in the timeline
    turn: int
    phase: str
    description: str
    why: str
    favors: str
    deltas: dict  # {juror: signed opinion change, + toward not guilty}
    read: str = ""  # how the court read the player's own question or speech, as the feed said it


def key_moments(moments: list[Moment], *, jurors: set[str], player_side: str, limit: int = KEY_MOMENTS) -> list[dict]:
    """The `limit` moments that moved `jurors` the most, in the order they happened, each
    with how many of them it moved toward the player's side and against it, and the mean shift
    toward the player (opinion points)."""
    sign = 1.0 if player_side == "defense" else -1.0
    scored = []
    for moment in moments:
        shifts = [float(v) * sign for k, v in moment.deltas.items() if str(k) in jurors]
        weight = sum(abs(s) for s in shifts)
        if shifts and weight > 0:
            scored.append((weight, moment, shifts))
    top = sorted(scored, key=lambda item: (-item[0], item[1].order))[:limit]
    return [{"turn": m.turn, "phase": m.phase, "description": m.description,
             "why": m.why, "read": m.read, "helped": "you" if sum(shifts) > 0 else "the other side",
             "toward_you": sum(1 for s in shifts if s >= MOVED_AT),
             "against_you": sum(1 for s in shifts if s <= -MOVED_AT),
             "jurors": len(shifts), "mean_shift": round(sum(shifts) / len(shifts), 1)}
            for _, m, shifts in sorted(top, key=lambda item: item[1].order)]


def moment_of(order: int, turn: int, phase: str, payload: dict) -> Moment:
    """A timeline row of kind `court_event` as a moment, in the phase it happened in (the row's
    payload says so when the action that made it moved the court on: the defense's opening
    statement is a moment of the openings, not of the prosecution's case it led to)."""
    event = payload.get("event", {})
    why = event.get("why") or SOURCE_WHY.get(event.get("source", ""), "")
    return Moment(order, turn, payload.get("phase") or phase, event.get("description", ""), why,
                  event.get("favors", "neutral"), dict(payload.get("deltas", {})), event.get("read", ""))
