"""Court events: what every seated juror absorbs (the brief's shape), and what the page shows."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass(frozen=True)
class CourtEvent:
    """{description, kind, base_impact, favors, tags}: base_impact is a magnitude, favors a side."""

    description: str
    kind: str                  # emotional | analytical | procedural
    base_impact: float
    favors: str                # prosecution | defense | neutral
    tags: tuple[str, ...] = ()
    source: str = ""           # "card", "answer", "statement", "combo", "witness_broke", ...

    def as_dict(self) -> dict:
        data = asdict(self)
        data["tags"] = list(self.tags)
        return data


@dataclass
class Outcome:
    """What one action did: for the transcript, the jurors, the judge's bench and the page."""

    lines: list[dict] = field(default_factory=list)          # {speaker, role, text}
    court_events: list[CourtEvent] = field(default_factory=list)
    notices: list[dict] = field(default_factory=list)        # {type, message, ...}: warnings, combos, rulings
    directives: list[dict] = field(default_factory=list)     # for the jury: disregard, restore_engagement
    turn_ended: bool = False

    def say(self, speaker: str, role: str, text: str) -> None:
        self.lines.append({"speaker": speaker, "role": role, "text": text})

    def notice(self, type: str, message: str, **extra) -> None:
        self.notices.append({"type": type, "message": message, **extra})

    def extend(self, other: "Outcome") -> "Outcome":
        self.lines += other.lines
        self.court_events += other.court_events
        self.notices += other.notices
        self.directives += other.directives
        self.turn_ended = self.turn_ended or other.turn_ended
        return self
