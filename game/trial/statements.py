"""Opening statements and closing arguments: the prosecution speaks first, then the defense."""

from __future__ import annotations

from dataclasses import replace

from game import phases as P
from game.assess.assessor import Assessment, assess_speech, reason
from game.assess.feedback import speech_feedback
from game.assess.record import CaseRecord
from game.errors import ActionError
from game.judge.patience import PlayerAction
from game.jury.types import CourtEvent
from game.trial import cards as C
from game.trial.events import Outcome


MAX_STATEMENT_CHARS = 600
SPEECH_IMPACT = 5.0  # what a speech wholly about the case, arguing from the evidence, adds to the base
SPEECH_BASE = 1.0


def speech_event(description: str, read: Assessment, skill: float) -> CourtEvent:
    """The court event of a speech: as strong as its assessment (relevance to the facts, the
    evidence in play it argues from, halved if it contradicts the record) times the speaker's
    skill; analytical when it argues from the evidence, emotional otherwise; a speech about
    nothing in the case helps the other side a little (`assess_speech` says so)."""
    if read.finding == "irrelevant":
        return CourtEvent(f"{description} ({read.summary})", "emotional", SPEECH_BASE, read.favors, ("statement",),
                          "statement", reason(read))
    impact = (SPEECH_BASE + SPEECH_IMPACT * read.strength) * skill
    kind = "analytical" if read.uses_evidence else "emotional"
    tags = ("statement", "impeachment") if read.finding == "contradicts" else ("statement",)
    return CourtEvent(f"{description} — {read.summary}", kind, round(impact, 2), read.favors, tags, "statement",
                      reason(read))


class StatementActions:
    def begin_trial(self) -> Outcome:
        """After jury selection: opening statements."""
        if self.state.phase not in (P.PRE_TRIAL, P.VOIR_DIRE):
            raise ActionError("WRONG_PHASE", "The trial has already begun.")
        self.state.phase, self.state.opened = P.OPENING, True
        out = Outcome()
        out.notice("phase", f"{P.LABELS[P.OPENING]}.", phase=P.OPENING)
        out.say(self.persona.display_name, "judge", "The jury is seated. We will hear opening statements.")
        self.intervene("preliminary")
        self.open_statements(out)
        return out

    def record_known_to_player(self, record: CaseRecord) -> CaseRecord:
        """`record` as the player's own words may claim it (`speech_feedback`): before the jury
        has heard evidence (the opening), the law, the synopsis they read and the exhibits whose
        cards they have seen (in hand or played; the draw pile is unseen); after, the record as
        the jury knows it."""
        if self.state.phase != P.OPENING:
            return record.public()
        seen = {key.removeprefix("case_") for key in [*self.state.hand, *self.state.discard] if key.startswith("case_")}
        return record.as_known_to_player(held=seen, summary=self.meta.synopsis)

    def _key(self, side: str) -> str:
        return f"{self.state.phase}.{side}"

    def open_statements(self, out: Outcome) -> None:
        """Whoever has not spoken yet in this phase speaks, prosecution first."""
        for side in ("prosecution", "defense"):
            if self.state.statements.get(self._key(side)):
                continue
            if side == self.player_side:
                self.state.window = "statement"
            else:
                self.state.window = None
                kind = "opening statement" if self.state.phase == P.OPENING else "closing argument"
                self.state.pending = {"kind": "opponent_statement", "statement": kind}
            return
        self.advance_phase(out)

    def make_statement(self, theme: str, card_keys: list[str] | None = None, text: str | None = None) -> Outcome:
        """The player's opening or closing: a theme from the case's theory (said with the
        theory when it is the theory's own), the player's own words if they wrote some, up
        to three cards. What is said is assessed against the case: it sets the impact."""
        self.require_ready("statement")
        if theme not in self.state.themes:
            raise ActionError("UNKNOWN_THEME", "Choose one of the themes offered for your statement.", status=400)
        words = " ".join((text or "").split())
        if len(words) > MAX_STATEMENT_CHARS:
            raise ActionError("STATEMENT_TOO_LONG", f"Keep your statement under {MAX_STATEMENT_CHARS} characters.",
                              status=400)
        cards = self.validate_cards(card_keys, C.WINDOW_STATEMENT) if card_keys else []
        out = Outcome()
        patience = self.state.judge.patience_remaining
        presentation = self.state.skill("presentation")
        kind = "opening statement" if self.state.phase == P.OPENING else "closing argument"
        theory = self.meta.theory_player
        # A theme that begins the theory is said as the theory (once: "theme. theory" said the
        # theme twice, "A distracted customer, …. A distracted customer, … in plain sight.").
        said = theory if theory.startswith(theme) else f"{theme}."
        said = f"{said} {words}" if words else said
        out.say("You", "player", f"({kind.capitalize()}) {said}")
        us = self.side_name(self.player_side)
        record = self.case_record()
        read = assess_speech(record, text=said, speaker_side=self.player_side, speaker=f"The {us}")
        skill = 1 + 0.1 * (presentation - 1) + (0.1 if self.state.phase == P.CLOSING else 0.0)
        known = self.record_known_to_player(record)
        feedback = speech_feedback(known, read=read, player_side=self.player_side, kind=kind,
                                   known=assess_speech(known, text=said, speaker_side=self.player_side,
                                                       speaker=f"The {us}"))
        out.assessed(feedback.text, feedback.tone)
        out.court_events.append(replace(speech_event(f"The {us}'s {kind}: {theme}", read, skill), read=feedback.text))
        behaviours = self.apply_cards(cards, out) if cards else ()
        self.judge_check(out, PlayerAction("statement", behaviours), patience_before=patience)
        if self.state.over:
            return out
        self.state.statements[self._key(self.player_side)] = True
        self.state.played_this_turn = []
        self.state.turn += 1
        out.turn_ended = True
        self.open_statements(out)
        return out

    def resolve_opponent_statement(self, text: str, assessment: dict | None = None) -> Outcome:
        pending = self.state.pending
        if not pending or pending.get("kind") != "opponent_statement":
            raise ActionError("NOTHING_PENDING", "No statement is awaited.")
        self.state.pending = None
        out = Outcome()
        opponent = self.state.opponent
        out.say(opponent.name, "opponent", text)
        them = self.side_name(self.opponent_side)
        read = (Assessment.from_dict(assessment) if assessment else
                assess_speech(self.case_record(), text=text, speaker_side=self.opponent_side, speaker=f"The {them}"))
        skill = 1 + 0.1 * (opponent.difficulty - 1)
        out.court_events.append(speech_event(f"The {them}'s {pending['statement']}", read, skill))
        self.state.statements[self._key(self.opponent_side)] = True
        self.state.turn += 1
        out.turn_ended = True
        self.open_statements(out)
        return out
