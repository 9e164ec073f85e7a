"""Witness examinations turn by turn: questions, answers, objections, rulings, card windows.

When the player examines: ask (opposing counsel may object before the answer) → the
witness answers → the player's card window (up to three cards) → continue.
When opposing counsel examines: their question → the witness answers → the player's
objection window (object, which asks the judge to strike the answer, or let it stand).
"""

from __future__ import annotations

from dataclasses import asdict, replace

from game.assess.assessor import Assessment, assess_answer, assess_question, reason
from game.assess.feedback import question_feedback
from game.errors import ActionError
from game.judge import interventions as J
from game.judge.patience import PlayerAction, adjust_patience
from game.judge.persona import RulingRecord
from game.judge.rulings import (CP_FOR_OBJECTOR, OBJECTIONS, ObjectionContext, fallback_ruling, merged_ruling,
                                ruling_cache_key)
from game.trial import cards as C
from game.trial import opponent as O
from game.trial import witness as W
from game.trial.events import Outcome
from game.trial.state import Examination

PLAYER_MAX_QUESTIONS = 5
DISREGARD_FRACTION = 0.5
MAX_QUESTION_CHARS = 300


class ExaminationActions:
    # --- the sequence of examinations ------------------------------------------
    def next_examination(self, out: Outcome) -> None:
        self.state.window, self.state.exam, self.state.suggested, self.state.last_question = None, None, [], None
        if not self.state.exam_queue:
            self.advance_phase(out)
            return
        step = self.state.exam_queue.pop(0)
        witness = self.state.witness(step["witness"])
        examiner = "player" if step["caller"] == self.player_side else "opponent"
        if examiner == "player":
            limit = PLAYER_MAX_QUESTIONS
        else:
            scripted = len(witness.questions) if step["type"] == "direct" else 0
            limit = max(2, min(4, scripted or (1 + self.state.opponent.difficulty // 2 + 1)))
        self.state.exam = Examination(witness.id, examiner, step["type"], max_questions=limit)
        verb = "call" if step["type"] == "direct" else "cross-examine"
        who = "You" if examiner == "player" else f"The {self.side_name(step['caller'])}"
        out.say(self.persona.display_name, "judge", f"{who} may {verb} {witness.name}.")
        out.notice("examination", f"{witness.name} on the stand: {step['type']} examination by "
                                  f"{'you' if examiner == 'player' else self.state.opponent.name}.",
                   witness=witness.id, examiner=examiner, examType=step["type"])
        if examiner == "player":
            self.state.window = "question"
            self.state.suggested = W.suggested_questions(witness, step["type"])
        else:
            self.opponent_asks(out)

    def finish_examination(self, out: Outcome, *, move_on: bool = False) -> None:
        if move_on:
            out.say(self.persona.display_name, "judge", "Counselor, move on.")
            out.notice("move_on", "The judge tells you to move on: this examination is over.")
        self.next_examination(out)

    # --- the player examines ---------------------------------------------------
    def ask_question(self, *, question_id: str | None = None, text: str | None = None) -> Outcome:
        self.require_ready("question")
        question = self._question(question_id, text)
        witness, exam = self.state.current_witness, self.state.exam
        witness.asked.append(question["text"])
        exam.questions_asked += 1
        self.state.last_question = {**question, "asker": "player", "answer": ""}
        out = Outcome()
        out.say("You", "player", question["text"])
        behaviours = ("badgering",) if question["kind"] == W.AGGRESSIVE else ()
        self.judge_check(out, PlayerAction("question", behaviours))
        if self.state.over:
            return out
        ground = O.decide_objection(self.state.opponent, self.state.rng(), question=question["text"],
                                    exam_type=exam.type)
        if ground:
            self.state.opponent.objections_made += 1
            out.say(self.state.opponent.name, "opponent", f"Objection, Your Honor: {OBJECTIONS[ground][0].lower()}!")
            self.raise_objection(out, ground, objector="opponent")
        else:
            self.await_answer()
        return out

    def _question(self, question_id: str | None, text: str | None) -> dict:
        if question_id:
            found = next((q for q in self.state.suggested if q["id"] == question_id), None)
            if found is None:
                raise ActionError("UNKNOWN_QUESTION", "That suggested question is no longer on offer.", status=400)
            return {"text": found["text"], "kind": found["kind"], "targets": found.get("targets", "")}
        text = " ".join((text or "").split())
        if len(text) < 5:
            raise ActionError("QUESTION_REQUIRED", "Write a question of at least five characters.", status=400)
        if len(text) > MAX_QUESTION_CHARS:
            raise ActionError("QUESTION_TOO_LONG", f"Keep the question under {MAX_QUESTION_CHARS} characters.",
                              status=400)
        return {"text": text, "kind": W.classify_question(text), "targets": ""}

    def await_answer(self) -> None:
        self.state.window = None
        self.state.pending = {"kind": "witness_answer", "witness": self.state.exam.witness_id}

    def resolve_witness_answer(self, text: str, assessment: dict | None = None) -> Outcome:
        """The witness's words; what they say (`assessment`: the model's reading, else the
        offline assessor's) sets the court event."""
        pending = self.state.pending
        if not pending or pending.get("kind") != "witness_answer":
            raise ActionError("NOTHING_PENDING", "No answer is awaited.")
        self.state.pending = None
        witness, exam, question = self.state.current_witness, self.state.exam, self.state.last_question
        asker_side = self.player_side if question["asker"] == "player" else self.opponent_side
        out = Outcome()
        out.say(witness.name, "witness", text)
        question["answer"] = text
        record = self.case_record()
        read = (Assessment.from_dict(assessment) if assessment else
                assess_answer(record, witness_id=witness.id, question=question["text"], answer=text))
        asked = assess_question(record, question=question["text"], asker_side=asker_side)
        event, damage = W.answer_effect(witness, question=question, examiner_side=asker_side, exam_type=exam.type,
                                        interrogation=(self.state.skill("interrogation")
                                                       if question["asker"] == "player" else 1),
                                        side_name=self.side_name(witness.side), assessment=read,
                                        question_assessment=asked, why=reason(read, record))
        if question["asker"] == "player":  # how the court read the player's own question, said at once
            public = assess_question(record.public(), question=question["text"], asker_side=asker_side)
            feedback = question_feedback(record, asked=asked, public=public, answer=read,
                                         player_side=self.player_side)
            out.assessed(feedback.text, feedback.tone)
            event = replace(event, read=feedback.text)
        out.court_events.append(event)
        self.state.testimony.append({"witness": witness.id, "text": text[:300], "favors": read.favors,
                                     "turn": self.state.turn, "finding": read.finding})
        if damage:
            self.hurt_witness(witness, damage, out)
        if J.due_disregard(self.persona, question_kind=question.get("kind", ""), exam_type=exam.type):
            self.intervene("disregard", witness.name)
        asked_here = any(i["kind"] == "question" and i["phase"] == self.state.phase for i in self.state.interventions)
        if not witness.broken and J.due_judge_question(exam_type=exam.type, answers_so_far=exam.questions_asked,
                                                       phase_asked=asked_here):
            self.intervene("question", witness.name, witness=witness.id)
        self.state.window = "turn" if question["asker"] == "player" else "objection"
        return out

    def play_cards(self, keys: list[str]) -> Outcome:
        self.require_ready("turn")
        cards = self.validate_cards(keys, C.WINDOW_TURN)
        out = Outcome()
        patience = self.state.judge.patience_remaining
        behaviours = self.apply_cards(cards, out)
        self.judge_check(out, PlayerAction("card", behaviours), patience_before=patience)
        return out

    def continue_turn(self) -> Outcome:
        """End the card window: the turn passes; the examination goes on or ends."""
        self.require_ready("turn")
        out = Outcome()
        self.end_turn(out, mean_opinion_for_player=self.mean_opinion_for_player)
        witness, exam = self.state.current_witness, self.state.exam
        if witness.broken:
            self.finish_examination(out)
        elif exam.questions_asked >= exam.max_questions:
            self.finish_examination(out, move_on=True)
        else:
            self.state.window = "question"
            self.state.suggested = W.suggested_questions(witness, exam.type)
        return out

    def end_examination(self) -> Outcome:
        self.require_ready()
        if self.state.window not in ("question", "turn"):
            raise ActionError("NOT_NOW", "You are not examining a witness right now.")
        out = Outcome()
        if self.state.window == "turn":
            self.end_turn(out, mean_opinion_for_player=self.mean_opinion_for_player)
        out.say("You", "player", "No further questions, Your Honor.")
        exam, witness = self.state.exam, self.state.current_witness
        asked_here = any(i["kind"] == "question" and i["phase"] == self.state.phase for i in self.state.interventions)
        if J.due_question_of_unexamined(exam_type=exam.type, answers_so_far=exam.questions_asked,
                                        phase_asked=asked_here):
            self.intervene("question", witness.name, witness=witness.id)
        self.finish_examination(out)
        return out

    # --- opposing counsel examines -------------------------------------------------
    def opponent_asks(self, out: Outcome) -> None:
        exam, witness = self.state.exam, self.state.current_witness
        if exam.questions_asked >= exam.max_questions or witness.broken:
            out.say(self.state.opponent.name, "opponent", "No further questions, Your Honor.")
            self.finish_examination(out)
            return
        text = O.next_question(self.state.opponent, self.state.rng(), exam_type=exam.type,
                               scripted=witness.questions if exam.type == "direct" else [], asked=witness.asked,
                               side=self.opponent_side)
        witness.asked.append(text)
        exam.questions_asked += 1
        self.state.last_question = {"text": text, "kind": W.classify_question(text), "targets": "",
                                    "asker": "opponent", "answer": ""}
        out.say(self.state.opponent.name, "opponent", text)
        self.await_answer()

    def object(self, card_key: str) -> Outcome:
        """Object to opposing counsel's question (and move to strike the answer)."""
        self.require_ready("objection")
        card = self.validate_cards([card_key], C.WINDOW_OBJECTION)[0]
        if card.type != C.OBJECTION:
            raise ActionError("NOT_AN_OBJECTION", f"{card.name} is not an objection.", status=400)
        self.state.cp -= card.cost_cp
        out = Outcome()
        out.say("You", "player", f"Objection, Your Honor: {card.name.lower()} ({card.rule})!")
        self.raise_objection(out, card.objection, objector="player", card_key=card.key)
        return out

    def allow(self) -> Outcome:
        self.require_ready("objection")
        out = Outcome()
        self.after_opponent_exchange(out)
        return out

    def after_opponent_exchange(self, out: Outcome) -> None:
        self.state.window = None
        self.end_turn(out, mean_opinion_for_player=self.mean_opinion_for_player)
        self.opponent_asks(out)

    # --- objections and rulings -------------------------------------------------
    def raise_objection(self, out: Outcome, ground: str, *, objector: str, card_key: str = "") -> None:
        question, exam = self.state.last_question, self.state.exam
        context = ObjectionContext(
            objection_type=ground, objector_side=objector,
            objector_counsel=self.side_name(self.player_side if objector == "player" else self.opponent_side),
            question=question["text"],
            witness_response=question.get("answer", ""), examination_type=exam.type,
            trial_context=f"{self.phase_label(self.state.phase)}, turn {self.state.turn}, {exam.type} examination of "
                          f"{self.state.current_witness.name}", witness_id=exam.witness_id,
        )
        key = ruling_cache_key(context)
        self.state.window = None
        if key in self.state.ruling_cache:
            self.state.cache_hits += 1
            self.apply_ruling(out, context, self.state.ruling_cache[key], card_key=card_key)
            return
        if self.judge_calls_left() <= 0:
            # The trial's judge calls are spent: the judge rules from the bench as on the same
            # objection before, else as their persona rules on that ground (no model call).
            ruling = (merged_ruling(self.state.ruling_cache, context)
                      or fallback_ruling(self.persona, context).model_dump())
            self.state.cache_hits += 1
            self.state.merged_rulings += 1
            self.apply_ruling(out, context, ruling, card_key=card_key)
            return
        self.state.cache_misses += 1
        self.state.pending = {"kind": "ruling", "context": asdict(context), "cacheKey": key, "card": card_key}

    def resolve_ruling(self, ruling: dict) -> Outcome:
        """A ruling from the model (or its fallback): cached for similar objections, then applied."""
        pending = self.state.pending
        if not pending or pending.get("kind") != "ruling":
            raise ActionError("NOTHING_PENDING", "No ruling is awaited.")
        self.state.pending = None
        self.state.judge_calls += 1
        self.state.ruling_cache[pending["cacheKey"]] = ruling
        out = Outcome()
        self.apply_ruling(out, ObjectionContext(**pending["context"]), ruling, card_key=pending.get("card", ""))
        return out

    def apply_ruling(self, out: Outcome, context: ObjectionContext, ruling: dict, *, card_key: str = "") -> None:
        decision, judge = ruling["ruling"], self.state.judge
        instruction = ruling.get("juryInstruction") or ""
        out.say(self.persona.display_name, "judge", ruling["statement"] + (f" {instruction}" if instruction else ""))
        out.notice("ruling", ruling["statement"], ruling=decision, objector=context.objector_side,
                   objection=context.objection_type, juryInstruction=instruction)
        judge.notable_rulings = (judge.notable_rulings + [RulingRecord(
            self.state.turn, context.objection_type, context.objector_side, decision, ruling["statement"], instruction,
        )])[-12:]
        if context.objector_side == "player":
            self._player_ruling(out, decision, float(ruling.get("patienceChange", 0)), card_key)
        else:
            self.state.opponent.cp += CP_FOR_OBJECTOR[decision]
            judge.disposition_to_opponent += 2 if decision == "sustained" else -2
            self.judge_event("objection")
        if self.state.over:
            return
        sustained = decision == "sustained"
        if context.objector_side == "opponent":
            if sustained:
                out.notice("question_struck", "Your question was struck; ask another.")
                if self.state.exam.questions_asked >= self.state.exam.max_questions:
                    self.end_turn(out, mean_opinion_for_player=self.mean_opinion_for_player)
                    self.finish_examination(out, move_on=True)
                else:
                    self.state.window = "question"
                    self.state.suggested = W.suggested_questions(self.state.current_witness, self.state.exam.type)
            else:
                self.await_answer()
            return
        if sustained and instruction:
            self.state.disregarded.append(instruction)
            out.directives.append({"type": "disregard", "fraction": DISREGARD_FRACTION})
        self.after_opponent_exchange(out)

    def _player_ruling(self, out: Outcome, decision: str, patience_change: float, card_key: str) -> None:
        judge = self.state.judge
        before, rulings_before = judge.patience_remaining, list(self.state.player_objections)
        adjust_patience(judge, patience_change)
        self.state.cp += CP_FOR_OBJECTOR[decision]
        self.state.player_objections.append(decision)
        if decision == "sustained":
            self.state.sustained_for_player += 1
            judge.disposition_to_player += 2
        else:
            judge.disposition_to_player -= 2
        self.judge_event("objection" if decision == "sustained" else decision)
        card = self.catalogue.get(card_key) if card_key else None
        self.judge_check(out, PlayerAction("objection", card.behaviours if card else ()), patience_before=before,
                         rulings_before=rulings_before)
