"""The trial engine: one player action in, what happened out.

    engine = Engine(state, persona=persona, catalogue=catalogue, meta=meta)
    outcome = engine.play_cards(["lab_result", "fingerprint_report"])

An action either finishes at once or leaves `state.pending` set to the model-backed
step it awaits (a witness answer, a judge ruling, opposing counsel's statement); the
service runs that step in a task and calls the matching `resolve_*`. While a step is
pending, every player action is refused (409), so a double click cannot play twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import phases as P
from game.assess.record import CaseRecord, WitnessFacts, case_record
from game.case_kinds import case_kind
from game.errors import ActionError
from game.judge import interventions as J
from game.judge.expression import judge_expression
from game.judge.instructions import STANDARDS, TrialRecordForInstructions, build_jury_instructions
from game.judge.patience import (CONTEMPT_AFTER_SANCTIONS, PlayerAction, adjust_patience, check_judge_behavior,
                                 spoken_words)
from game.judge.persona import JudgePersona, JudgeState
from game.jury.types import CourtEvent
from game.trial import cards as C
from game.trial import opponent as O
from game.trial.events import Outcome
from game.trial.examination import DISREGARD_FRACTION, ExaminationActions
from game.trial.pretrial import PretrialActions
from game.trial.state import TrialState, WitnessState
from game.trial.statements import StatementActions
from game.trial.witness import SHAKY_BELOW, breaking_event, drain_composure, expose_lies, fallback_answer

MISTRIAL_AFTER_SANCTIONS = 3
RECESSES_PER_TRIAL = 2
PATIENCE_RECOVERY_PER_TURN = 2
OPPONENT_INVESTIGATES = 3
# The spec's 5-15 judge model calls a trial, as a ceiling for every way of playing: rulings
# not answered from the cache plus the judge's own interventions spoken by the model. Past
# it the judge still rules (as on the same objection before, or by their persona) and still
# intervenes (in the fixed words of that intervention), without a model call.
JUDGE_CALL_BUDGET = 15


@dataclass(frozen=True)
class CaseMeta:
    """What the engine knows of the case beyond the trial state: the title, both theories,
    and for the assessor the hidden truth and the exhibits `{id, name, description, side}`
    (never shown to the player), and the case's synopsis (the summary the player reads)."""

    title: str = ""
    theory_player: str = ""
    theory_opponent: str = ""
    truth: str = ""
    exhibits: tuple = ()
    synopsis: str = ""


def new_trial(*, seed: int, case: dict, persona: JudgePersona, skills: dict | None = None) -> TrialState:
    """A fresh trial for a case (its data as a dict), shuffled and dealt from `seed`."""
    skills = dict(skills or {})
    catalogue = C.Catalogue.for_case(case.get("evidence", []), case.get("case_type", "criminal"))
    given = [f"case_{e['id']}" for e in case.get("evidence", []) if not e.get("found_by_investigation")
             and e.get("side", "defense") == case.get("side", "defense")]
    presentation = int(skills.get("presentation", 1))
    opposing = case.get("opposing_counsel", {})
    opponent_side = P.other_side(case.get("side", "defense"))
    level = int(opposing.get("difficulty", case.get("difficulty", 2)))
    # Opposing counsel holds its side's evidence; from OPPONENT_INVESTIGATES up it has done
    # its own investigation too (the evidence the player could only find by investigating).
    opponent_evidence = [f"case_{e['id']}" for e in case.get("evidence", []) if e.get("side") == opponent_side
                         and (not e.get("found_by_investigation") or level >= OPPONENT_INVESTIGATES)]
    state = TrialState(
        seed=seed, player_side=case.get("side", "defense"), case_type=case.get("case_type", "criminal"),
        charge=case.get("charge", ""), charge_definitions=list(case.get("charge_definitions", [])),
        budget=int(case.get("budget", 5000)), cp=50 + 5 * (presentation - 1), pp=20,
        investigations=[dict(i) for i in case.get("investigations", [])],
        witnesses=[WitnessState.from_case(w) for w in case.get("witnesses", [])],
        themes=list(case.get("themes", [])) or ["Reasonable doubt", "A rush to judgement", "Trust the evidence"],
        judge=JudgeState.for_persona(persona), skills=skills,
        opponent=O.new_opponent(name=opposing.get("name", "Opposing counsel"),
                                style=opposing.get("style", "methodical"), difficulty=level, side=opponent_side),
    )
    state.opponent.deck = opponent_evidence + state.opponent.deck
    deck = C.player_deck(catalogue, given, case.get("side", "defense"))
    state.rng().shuffle(deck)
    state.deck = deck
    draw(state, C.HAND_SIZE)
    return state


def draw(state: TrialState, count: int) -> list[str]:
    drawn = []
    for _ in range(count):
        if len(state.hand) >= C.HAND_LIMIT:
            break
        if not state.deck and state.discard:
            state.deck, state.discard = state.discard, []
            state.rng().shuffle(state.deck)
        if not state.deck:
            break
        drawn.append(state.deck.pop(0))
        state.hand.append(drawn[-1])
    return drawn


class Engine(PretrialActions, StatementActions, ExaminationActions):
    def __init__(self, state: TrialState, *, persona: JudgePersona, catalogue: C.Catalogue,
                 meta: CaseMeta | None = None, mean_opinion_for_player: float = 0.0):
        self.state = state
        self.mean_opinion_for_player = mean_opinion_for_player
        self.persona = persona
        self.catalogue = catalogue
        self.meta = meta or CaseMeta()

    # --- what words say ---------------------------------------------------------
    def case_record(self) -> CaseRecord:
        """The case as the assessor reads words against it, with what the trial has added:
        the exhibits admitted, the lies exposed, the testimony given."""
        state = self.state
        witnesses = [WitnessFacts(w.id, w.name, w.side, w.hostile, w.public_story, tuple(w.secrets),
                                  tuple(w.lies), tuple(w.exposed)) for w in state.witnesses]
        theories = {self.player_side: self.meta.theory_player, self.opponent_side: self.meta.theory_opponent}
        # The burden of proof helps the side it does not lie on; what the charge means helps no one.
        law = [(STANDARDS[case_kind(state.case_type).kind], "defense")]
        law += [(text, "neutral") for text in [state.charge, *state.charge_definitions] if text]
        return case_record(witnesses=witnesses, exhibits=list(self.meta.exhibits), truth=self.meta.truth,
                           theories=theories, testimony=state.testimony, admitted=set(state.admitted_evidence),
                           law=law)

    # --- guards -------------------------------------------------------------
    def require_ready(self, window: str | None = None) -> None:
        if self.state.over:
            raise ActionError("GAME_OVER", "This case is over.")
        if self.state.pending:
            raise ActionError("WAITING", "The court is waiting on something; try again in a moment.")
        if window and self.state.window != window:
            what = {"question": "ask a question", "turn": "play cards or continue",
                    "objection": "object or let the answer stand", "statement": "make your statement"}
            raise ActionError("NOT_NOW", f"You cannot {what.get(window, window)} right now.")

    @property
    def player_side(self) -> str:
        return self.state.player_side

    @property
    def opponent_side(self) -> str:
        return P.other_side(self.state.player_side)

    def side_name(self, side: str) -> str:
        """A side as the court says it: the prosecution is the plaintiff in a civil case."""
        return case_kind(self.state.case_type).side_name(side)

    def phase_label(self, phase: str) -> str:
        return case_kind(self.state.case_type).phase_label(phase)

    # --- the judge ------------------------------------------------------------
    def judge_check(self, out: Outcome, action: PlayerAction, patience_before: float | None = None,
                    rulings_before: list[str] | None = None) -> None:
        """Patience costs of an action, then warnings, sanctions, contempt; ends the case on contempt."""
        judge = self.state.judge
        before = judge.patience_remaining if patience_before is None else patience_before
        rulings = self.state.player_objections if rulings_before is None else rulings_before
        peeves = [b for b in action.behaviours if b in self.persona.pet_peeves]
        known = self.known_peeves()
        responses = check_judge_behavior(judge, self.persona, action, rulings, patience_before=before,
                                         known_peeves=known)
        named = [i["detail"] for i in self.state.interventions if i["kind"] == "peeve"]
        for peeve in J.due_peeves(peeves, self.persona, named):
            self.intervene("peeve", peeve)
        if peeves:
            self.judge_event("pet_peeve")
            names = ", ".join(p.replace("_", " ") for p in peeves)
            if set(peeves) <= known:
                out.notice("pet_peeve", f"{self.persona.display_name} frowns: you knew the judge will not have "
                                        f"{names}.")
            else:
                out.notice("pet_peeve", f"{self.persona.display_name} frowns: \"I will not have {names} in my "
                                        f"courtroom, counsel.\" Now you know: it will cost you more next time.")
            self.state.peeves_warned = sorted(set(self.state.peeves_warned) | set(peeves))
        for response in responses:
            self.judge_event(response.type)
            out.say(self.persona.display_name, "judge", spoken_words(response.message))
            out.notice(response.type, response.message, cpPenalty=response.cp_penalty)
            if response.cp_penalty:
                self.state.cp -= response.cp_penalty
        if J.due_caution(patience_before=before, patience_after=judge.patience_remaining,
                         warnings_issued=judge.warnings_issued):
            self.intervene("caution")
        self.check_contempt(out)
        if judge.sanctions_issued >= MISTRIAL_AFTER_SANCTIONS and not self.state.over:
            self.declare_mistrial(out, "repeated misconduct by counsel has tainted the proceedings")

    def known_peeves(self) -> frozenset[str]:
        """The judge's pet peeves counsel knows of: all of them once research revealed them
        (level 2), else those the judge has already frowned at."""
        if self.state.research_level >= 2:
            return frozenset(self.persona.pet_peeves)
        return frozenset(self.state.peeves_warned)

    def check_contempt(self, out: Outcome) -> None:
        if self.state.over:
            return
        judge = self.state.judge
        if self.state.cp < 0 and not judge.contempt and judge.sanctions_issued < CONTEMPT_AFTER_SANCTIONS:
            # Credibility spent is not contempt on its own: counsel has none left to spend
            # (no card can be afforded) until they earn some back; contempt needs repeated
            # misconduct after a warning, as the patience rules say.
            self.state.cp = 0
        if judge.contempt or self.state.cp < 0:
            judge.contempt = True
            self.state.outcome, self.state.outcome_reason = "contempt", "Held in contempt of court: the case is lost."
            self.state.pending, self.state.window = None, None
            if not any(n["type"] == "contempt" for n in out.notices):
                out.notice("contempt", f"{self.persona.display_name}: \"You are held in contempt of court.\"")
            self.judge_event("contempt")

    def declare_mistrial(self, out: Outcome, reason: str) -> None:
        self.state.outcome, self.state.outcome_reason = "mistrial", f"Mistrial: {reason}."
        self.state.pending, self.state.window = None, None
        out.say(self.persona.display_name, "judge", f"I am declaring a mistrial: {reason}.")
        out.notice("mistrial", f"Mistrial declared: {reason}.")

    def judge_event(self, name: str) -> None:
        self.state.judge_events = (self.state.judge_events + [name])[-6:]
        self.state.judge.expression = judge_expression(self.state.judge.patience_remaining, self.state.judge_events)

    def request_recess(self) -> Outcome:
        self.require_ready()
        if self.state.phase not in P.TRIAL_PHASES:
            raise ActionError("WRONG_PHASE", "A recess can only be requested during the trial.")
        if self.state.recesses_used >= RECESSES_PER_TRIAL:
            raise ActionError("NO_MORE_RECESSES", "The judge will not grant another recess in this trial.")
        self.state.recesses_used += 1
        adjust_patience(self.state.judge, 5)
        self.judge_event("recess")
        out = Outcome()
        out.say(self.persona.display_name, "judge", "We'll take a short recess. The jury will return refreshed.")
        out.notice("recess", "Recess: the jurors stretch their legs (engagement restored).")
        out.directives.append({"type": "restore_engagement", "amount": 20})
        return out

    # --- cards ----------------------------------------------------------------
    def validate_cards(self, keys: list[str], window: str) -> list[C.Card]:
        """Every card checked in order against what would remain: all playable, or none is played."""
        if not keys:
            raise ActionError("NO_CARDS", "Choose at least one card.", status=400)
        cp, pp, hand, played = self.state.cp, self.state.pp, list(self.state.hand), len(self.state.played_this_turn)
        witness = self.state.current_witness
        # The cross-examination tactics stay for the other side's witnesses: a hostile witness the
        # player called is impeached by evidence (`card_effects`), not badgered on direct.
        adverse = bool(witness and witness.side != self.player_side)
        chosen = []
        for key in keys:
            card = C.check_playable(self.catalogue.get(key), key=key, hand=hand, phase=self.state.phase, window=window,
                                    cp=cp, pp=pp, played_this_turn=played, adverse_witness=adverse,
                                    phase_label=self.phase_label(self.state.phase))
            cp, pp, played = cp - card.cost_cp, pp - card.cost_pp, played + 1
            if card.type != C.OBJECTION:
                hand.remove(key)
            chosen.append(card)
        return chosen

    def apply_cards(self, cards: list[C.Card], out: Outcome) -> tuple[str, ...]:
        """Pay, discard, and turn each card into court events; returns the behaviours shown."""
        tags_before = [t for k in self.state.played_this_turn for t in self.catalogue.get(k).tags]
        behaviours: list[str] = []
        witness = self.state.current_witness
        for card in cards:
            self.state.cp -= card.cost_cp
            self.state.pp -= card.cost_pp
            self.state.hand.remove(card.key)
            self.state.discard.append(card.key)
            self.state.played_this_turn.append(card.key)
            behaviours += card.behaviours
            out.say("You", "player", f"[{card.name}] {card.description}")
            self.card_effects(card, witness, out)
        tags_after = [t for k in self.state.played_this_turn for t in self.catalogue.get(k).tags]
        for tag, _count, name, impact, kind, damage in C.combos_completed(tags_before, tags_after):
            out.notice("combo", f"Combo — {name}: +{impact} impact.", combo=name)
            out.court_events.append(CourtEvent(f"Combo: {name}", kind, impact, self.player_side, (tag,), "combo"))
            self.judge_event("combo")
            if damage and witness and witness.side != self.player_side:
                self.hurt_witness(witness, damage, out)
        return tuple(behaviours)

    def card_effects(self, card: C.Card, witness: WitnessState | None, out: Outcome) -> None:
        if card.key == "sidebar_request":
            adjust_patience(self.state.judge, 3)
            self.state.judge.disposition_to_player += 5
            self.judge_event("sidebar")
            out.say(self.persona.display_name, "judge",
                    "Approach. (A quiet word at the bench, out of the jury's hearing.)")
            return
        if card.impact:
            tags = card.tags + (("bombshell",) if card.impact >= 10 else ())
            out.court_events.append(CourtEvent(f"{card.name}: {card.description}", card.kind, card.impact,
                                               self.player_side, tags, "card"))
        if card.type == C.EVIDENCE:
            self.state.admitted_evidence.append(card.name)
            if card.impact >= 10:
                self.judge_event("bombshell")
        if card.engagement:
            out.directives.append({"type": "restore_engagement", "amount": card.engagement})
        if witness and self.may_impeach(witness) and not witness.broken:
            exposed = (expose_lies(witness, card.key, card.tags)
                       if card.type == C.EVIDENCE or card.composure_damage else [])
            for lie in exposed:
                out.notice("impeachment",
                           f"{card.name} contradicts {witness.name}: {lie.get('truth') or lie['claim']}.")
                self.judge_event("impeachment")
            damage = card.composure_damage + (15 if exposed else 0)
            if damage:
                self.hurt_witness(witness, damage, out)

    def may_impeach(self, witness: WitnessState) -> bool:
        """The player may impeach the other side's witnesses, and a hostile witness they called
        themselves (FRE 607: any party may attack a witness's credibility)."""
        return witness.side != self.player_side or witness.hostile

    def hurt_witness(self, witness: WitnessState, damage: float, out: Outcome) -> None:
        steady = witness.composure >= SHAKY_BELOW
        if not drain_composure(witness, damage):
            if steady and witness.composure < SHAKY_BELOW:
                self.intervene("admonish_witness", witness.name, witness=witness.id)
            return
        # A breakdown helps the side the witness is adverse to: the other side, or, for a
        # hostile witness, the side that called them.
        event = breaking_event(witness, witness.side if witness.hostile else P.other_side(witness.side))
        out.court_events.append(event)
        out.say(witness.name, "witness", "All right! All right... " + (witness.secrets[0] if witness.secrets else
                                                                      "I don't know what I saw."))
        out.notice("witness_broke", f"{witness.name} breaks down on the stand.")
        self.judge_event("witness_broke")
        self.intervene("order", witness.name, witness=witness.id)

    # --- the judge's own interventions (`game.judge.interventions` decides when) --------
    def intervene(self, kind: str, detail: str = "", **extra) -> bool:
        """Queue an intervention of the judge's own, if its limits allow; it is said (the
        model's words) before whatever the trial awaits next (`take_up_intervention`)."""
        if self.state.over or not J.allowed([i["kind"] for i in self.state.interventions], kind):
            return False
        # Past the trial's judge calls the intervention is still made, in its fixed words.
        spent = self.judge_calls_left() + (kind == "closing_reminder") <= 0
        self.state.interventions.append({"kind": kind, "detail": detail, "turn": self.state.turn,
                                         "phase": self.state.phase, **extra, **({"scripted": True} if spent else {})})
        self.state.interventions_due.append(len(self.state.interventions) - 1)
        return True

    def judge_calls_left(self) -> int:
        """Judge model calls this trial may still make, keeping one for the reminder before
        closing arguments while it is still to come."""
        state = self.state
        spoken = sum(1 for i in state.interventions if not i.get("scripted"))
        reserved = 0 if any(i["kind"] == "closing_reminder" for i in state.interventions) else 1
        return JUDGE_CALL_BUDGET - state.cache_misses - spoken - reserved

    def take_up_intervention(self) -> bool:
        """Make the next queued intervention the awaited step, ahead of whatever was awaited
        (which, with the player's window, comes back once the judge has spoken). Called
        once an action or a step is done (the trial service, the scripted player)."""
        state = self.state
        if state.over:
            state.interventions_due = []
            return False
        if not state.interventions_due or (state.pending or {}).get("kind") == "intervention":
            return False
        index = state.interventions_due.pop(0)
        state.pending = {"kind": "intervention", "index": index, "then": state.pending, "window": state.window}
        state.window = None
        return True

    def intervention_context(self) -> str:
        exam = self.state.exam
        where = f"{P.LABELS.get(self.state.phase, self.state.phase)}, turn {self.state.turn}"
        if exam and self.state.current_witness:
            where += f", {exam.type} examination of {self.state.current_witness.name}"
        return where

    def resolve_intervention(self, text: str) -> Outcome:
        pending = self.state.pending
        if not pending or pending.get("kind") != "intervention":
            raise ActionError("NOTHING_PENDING", "No intervention is awaited.")
        item = self.state.interventions[pending["index"]]
        self.state.pending, self.state.window = pending.get("then"), pending.get("window")
        item["said"] = True
        out = Outcome()
        out.say(self.persona.display_name, "judge", text)
        if item["kind"] == "question":
            witness = self.state.witness(item.get("witness", ""))
            if witness:
                out.say(witness.name, "witness", fallback_answer(witness, {}))
        elif item["kind"] == "disregard":
            self.state.disregarded.append("Counsel's characterisation of a witness in a question on cross.")
            out.directives.append({"type": "disregard", "fraction": DISREGARD_FRACTION})
        return out

    # --- turns and phases -------------------------------------------------------
    def end_turn(self, out: Outcome, *, mean_opinion_for_player: float = 0.0) -> None:
        """Opposing counsel may play a card; the turn advances; the player draws."""
        rng = self.state.rng()
        self.state.opponent.mood = O.mood_for(O.win_estimate(mean_opinion_for_player))
        key = (O.choose_card(self.state.opponent, rng, self.catalogue)
               if self.state.phase in P.EXAMINATION_PHASES else None)
        if key:
            card = self.catalogue.get(key)
            self.state.opponent.deck.remove(key)
            self.state.opponent.pp -= card.cost_pp
            self.state.opponent.cards_played += 1
            them = self.side_name(self.opponent_side)
            out.say(self.state.opponent.name, "opponent", f"[{card.name}] The {them} introduces: {card.description}")
            out.court_events.append(CourtEvent(f"{card.name} (for the {them})", card.kind, card.impact,
                                               self.opponent_side, card.tags, "opponent_card"))
        self.recover_patience()
        self.state.turn += 1
        self.state.played_this_turn = []
        draw(self.state, C.DRAW_PER_TURN)
        out.turn_ended = True

    def recover_patience(self) -> None:
        """A turn without offence calms the judge a little, never past their own nature.

        Not in the spec's sketch, where patience only falls; without it a long trial
        ends in contempt for a player who did nothing wrong after one early misstep.
        """
        judge, start = self.state.judge, self.state.patience_at_turn_start
        if start >= 0 and judge.patience_remaining >= start:
            ceiling = max(float(self.persona.patience), judge.patience_remaining)
            judge.patience_remaining = min(ceiling, judge.patience_remaining + PATIENCE_RECOVERY_PER_TURN)
        self.state.patience_at_turn_start = judge.patience_remaining

    def advance_phase(self, out: Outcome) -> None:
        """Into the next phase; an examination phase queues its witnesses, closing opens statements."""
        self.state.phase = P.next_phase(self.state.phase)
        self.state.window, self.state.exam = None, None
        out.notice("phase", f"{self.phase_label(self.state.phase)}.", phase=self.state.phase)
        if self.state.phase == P.DEFENSE_CASE:
            self.intervene("sufficiency", f"the {self.side_name('prosecution')}")
        if self.state.phase in P.EXAMINATION_PHASES:
            caller = self.state.phase == P.PROSECUTION_CASE and "prosecution" or "defense"
            self.state.exam_queue = []
            for witness in self.state.witnesses:
                if witness.side == caller:
                    self.state.exam_queue.append({"witness": witness.id, "caller": caller, "type": "direct"})
                    self.state.exam_queue.append({"witness": witness.id, "caller": P.other_side(caller),
                                                  "type": "cross"})
            self.next_examination(out)
        elif self.state.phase == P.CLOSING:
            self.intervene("closing_reminder")
            self.open_statements(out)
        elif self.state.phase == P.JURY_INSTRUCTIONS:
            self.give_instructions(out)

    def give_instructions(self, out: Outcome) -> None:
        broken = tuple(w.name for w in self.state.witnesses if w.broken)
        impeached = tuple(w.name for w in self.state.witnesses if w.exposed and not w.broken)
        record = TrialRecordForInstructions(
            case_type=self.state.case_type, charge=self.state.charge,
            charge_definitions=tuple(self.state.charge_definitions),
            admitted_evidence=tuple(dict.fromkeys(self.state.admitted_evidence)),
            disregarded=tuple(self.state.disregarded), impeached_witnesses=impeached, broken_witnesses=broken,
            sanctions=self.state.judge.sanctions_issued, jurors_replaced=self.state.jurors_replaced,
            tampering_detected=self.state.tampering_detected,
        )
        instructions = build_jury_instructions(self.persona, record)
        self.state.instructions = instructions.as_dict()
        out.say(self.persona.display_name, "judge",
                "Members of the jury, the standard is this. " + instructions.standard_of_proof)
        out.notice("instructions", "The judge instructs the jury.", instructions=instructions.as_dict())
        self.state.phase = P.DELIBERATION
        out.notice("phase", f"{P.LABELS[P.DELIBERATION]}.", phase=P.DELIBERATION)
