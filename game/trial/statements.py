"""Opening statements and closing arguments: the prosecution speaks first, then the defense."""

from __future__ import annotations

from game import phases as P
from game.errors import ActionError
from game.judge.patience import PlayerAction
from game.jury.types import CourtEvent
from game.trial import cards as C
from game.trial.events import Outcome


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

    def make_statement(self, theme: str, card_keys: list[str] | None = None) -> Outcome:
        """The player's opening or closing: a theme from the case's theory, up to three cards."""
        self.require_ready("statement")
        if theme not in self.state.themes:
            raise ActionError("UNKNOWN_THEME", "Choose one of the themes offered for your statement.", status=400)
        cards = self.validate_cards(card_keys, C.WINDOW_STATEMENT) if card_keys else []
        out = Outcome()
        patience = self.state.judge.patience_remaining
        presentation = self.state.skill("presentation")
        kind = "opening statement" if self.state.phase == P.OPENING else "closing argument"
        theory = self.meta.theory_player
        said = f"{theme}." if not theory or theory.startswith(theme) else f"{theme}. {theory}"
        out.say("You", "player", f"({kind.capitalize()}) {said}")
        impact = 3 + 0.5 * presentation + (1 if self.state.phase == P.CLOSING else 0)
        out.court_events.append(CourtEvent(f"The {self.side_name(self.player_side)}'s {kind}: {theme}", "emotional"
                                           if "doubt" not in theme.lower() else "analytical", impact,
                                           self.player_side, ("statement",), "statement"))
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

    def resolve_opponent_statement(self, text: str) -> Outcome:
        pending = self.state.pending
        if not pending or pending.get("kind") != "opponent_statement":
            raise ActionError("NOTHING_PENDING", "No statement is awaited.")
        self.state.pending = None
        out = Outcome()
        opponent = self.state.opponent
        out.say(opponent.name, "opponent", text)
        impact = 3 + 0.5 * opponent.difficulty
        said = f"The {self.side_name(self.opponent_side)}'s {pending['statement']}"
        out.court_events.append(CourtEvent(said, "emotional", impact, self.opponent_side, ("statement",), "statement"))
        self.state.statements[self._key(self.opponent_side)] = True
        self.state.turn += 1
        out.turn_ended = True
        self.open_statements(out)
        return out
