"""What one trial action did: transcript lines, court events for the jury (the game's one
`CourtEvent`, defined with the jury's rules), notices for the page and directives."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.jury.types import CourtEvent  # noqa: F401  (the trial builds the jury's one court event)


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

    def assessed(self, text: str, tone: str) -> None:
        """How the court read the player's own question or speech (`game.assess.feedback`): a
        line of the transcript of its own role, so the page shows it live and after a reload."""
        self.lines.append({"speaker": "How it landed", "role": "assessment", "text": text, "tone": tone})

    def notice(self, type: str, message: str, **extra) -> None:
        self.notices.append({"type": type, "message": message, **extra})

    def extend(self, other: Outcome) -> Outcome:
        self.lines += other.lines
        self.court_events += other.court_events
        self.notices += other.notices
        self.directives += other.directives
        self.turn_ended = self.turn_ended or other.turn_ended
        return self
