"""The model-backed steps of a trial: a witness's answer, a judge's ruling, opposing
counsel's statement. The model is called outside any transaction (no lock is held while
it thinks); its answer is applied under the game lock only if the trial is still at the
version the step was asked for, so a duplicate or late task changes nothing.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from django.conf import settings
from django.db import transaction

from juryrigged import llm

from game.assess import model as AM
from game.assess.assessor import Assessment, assess_answer, assess_speech
from game.errors import ActionError
from game.judge import interventions as J
from game.judge.rulings import JudgeRuling, ObjectionContext, fallback_ruling, normalize_ruling, ruling_messages
from game.models import Game, JudgeState, Trial
from game.rows import engine_of, mean_opinion_for_player
from game.services.budget import game_calls_allowed, game_subject
from game.services.trial import trial_commit, trial_lock
from game.trial import opponent as O
from game.trial import witness as W
from game.trial.engine import Engine

logger = logging.getLogger(__name__)


def trial_resolve_pending(*, game_id: int, version: int | None = None) -> bool:
    """Ask the model for the awaited step and apply it. True if something was applied."""
    trial = Trial.objects.select_related("game__case").filter(game_id=game_id).first()
    if trial is None or not trial.pending_kind or (version is not None and trial.version != version):
        return False
    game = trial.game
    if game.status != Game.Status.ACTIVE:
        return False
    engine = engine_of(game, trial, JudgeState.objects.get(game=game))
    pending = dict(engine.state.pending or {})
    with llm.paid_by(game.player_id):  # the game's calls count to its player's day
        answer = _ask_model(engine, pending, game_id=game_id)
    with transaction.atomic():
        game, trial_now, judge = trial_lock(game_id)
        if trial_now.version != trial.version or game.status != Game.Status.ACTIVE:
            return False  # someone else finished this step, or the game ended meanwhile
        engine = engine_of(game, trial_now, judge, mean_opinion_for_player=mean_opinion_for_player(game))
        try:
            out = _apply(engine, pending, answer)
        except ActionError:
            logger.warning("trial step for game %s no longer applies", game_id)
            return False
        trial_commit(game, trial_now, judge, engine, out)
    return True


def _ask_model(engine: Engine, pending: dict, *, game_id: int):
    state, kind = engine.state, pending.get("kind")
    subject = game_subject(game_id)
    timeout = settings.GAME_CALL_TIMEOUT_S
    if kind == "ruling":
        context = ObjectionContext(**pending["context"])
        messages = ruling_messages(engine.persona, context)
        model = settings.GAME_RULING_MODEL or None
        if game_calls_allowed(game_id=game_id, calls=[
                llm.Call(key="ruling", messages=messages, purpose="game.ruling", model=model)]):
            result = llm.structured(
                messages, schema=JudgeRuling, purpose="game.ruling",
                fallback=lambda errors: fallback_ruling(engine.persona, context), normalize=normalize_ruling,
                model=model, timeout=timeout, subject=subject).value
        else:
            result = fallback_ruling(engine.persona, context)
        value = result.model_dump()
        value["statement"] = llm.sanitize_spoken(value["statement"], max_chars=200) or "Ruling noted."
        if value.get("juryInstruction"):
            value["juryInstruction"] = llm.sanitize_spoken(value["juryInstruction"], max_chars=150)
        return value
    if kind == "witness_answer":
        witness, question = state.current_witness, state.last_question
        lie = next((item for item in witness.lies if item["id"] == question.get("targets")), None)
        asker_side = state.player_side if question["asker"] == "player" else engine.opponent_side
        asker = engine.side_name(asker_side).capitalize()
        messages = W.answer_messages(witness, question=question["text"], examiner=asker, exam_type=state.exam.type,
                                     case_title=engine.meta.title, lie=lie)
        text = _spoken(messages, "game.witness", game_id, lambda: W.fallback_answer(witness, question))
        record = engine.case_record()
        offline = assess_answer(record, witness_id=witness.id, question=question["text"], answer=text)
        read = _model_reading(AM.answer_messages(record, witness_id=witness.id, question=question["text"],
                                                 answer=text), kind="answer", offline=offline, game_id=game_id)
        return {"text": text, "assessment": read.as_dict()}
    if kind == "intervention":
        item = state.interventions[pending["index"]]
        if item.get("scripted"):  # the trial's judge calls are spent (Engine.judge_calls_left)
            return J.fallback_line(item["kind"], item["detail"])
        messages = J.intervention_messages(engine.persona, kind=item["kind"], detail=item["detail"],
                                           case_title=engine.meta.title, where=engine.intervention_context())
        return _spoken(messages, "game.intervention", game_id,
                       lambda: J.fallback_line(item["kind"], item["detail"]),
                       model=settings.GAME_RULING_MODEL or None, max_chars=J.MAX_CHARS)
    if kind == "opponent_statement":
        messages = O.statement_messages(state.opponent, kind=pending["statement"], case_title=engine.meta.title,
                                        charge=state.charge, side=engine.side_name(engine.opponent_side),
                                        theory=engine.meta.theory_opponent)
        text = _spoken(messages, "game.opponent", game_id,
                       lambda: "Members of the jury, the evidence will speak for itself. "
                               f"{engine.meta.theory_opponent}")
        record = engine.case_record()
        them = engine.side_name(engine.opponent_side)
        offline = assess_speech(record, text=text, speaker_side=engine.opponent_side, speaker=f"The {them}")
        read = _model_reading(AM.speech_messages(record, speaker_side=engine.opponent_side, text=text),
                              kind="speech", offline=offline, game_id=game_id)
        return {"text": text, "assessment": read.as_dict()}
    return None


def _model_reading(messages, *, kind: str, offline: Assessment, game_id: int) -> Assessment:
    """What the words did: the model's reading (`game.assess`, a structured call counted in the
    game's budget) when one is configured for it, else, or when it fails, the offline
    assessor's. The citations stay the offline reader's (the model is not asked for ids)."""
    if not assess_with_model():
        return offline
    model = settings.GAME_TRIAL_MODEL or None
    if not game_calls_allowed(game_id=game_id, calls=[
            llm.Call(key="assess", messages=messages, purpose="game.assess", model=model)]):
        return offline
    result = llm.structured(messages, schema=AM.Reading, purpose="game.assess", fallback=lambda errors: None,
                            normalize=AM.normalize_reading, model=model, timeout=settings.GAME_CALL_TIMEOUT_S,
                            subject=game_subject(game_id))
    if result.value is None:
        return offline
    read = AM.assessment_of(result.value, kind=kind)
    return replace(read, cites=offline.cites, contradicts=offline.contradicts)


def assess_with_model() -> bool:
    """GAME_ASSESS_WITH_MODEL: "on", "off", or "auto" (on when a real model is configured, not the offline mock)."""
    choice = settings.GAME_ASSESS_WITH_MODEL
    return choice == "on" or (choice == "auto" and settings.LLM_PROVIDER != "mock")


def _spoken(messages, purpose: str, game_id: int, fallback, *, model: str | None = None,
            max_chars: int | None = None) -> str:
    model = model or settings.GAME_TRIAL_MODEL or None
    if not game_calls_allowed(game_id=game_id, calls=[
            llm.Call(key=purpose, messages=messages, purpose=purpose, model=model)]):
        return fallback()
    try:
        completion = llm.complete(messages, purpose=purpose, model=model,
                                  timeout=settings.GAME_CALL_TIMEOUT_S, subject=game_subject(game_id))
    except llm.LLMError as exc:
        logger.warning("%s failed (%s); using the fallback line", purpose, exc)
        return fallback()
    return llm.spoken_line(completion.text, max_chars=max_chars or settings.GAME_ANSWER_MAX_CHARS,
                           finish_reason=completion.finish_reason) or fallback()


def _apply(engine: Engine, pending: dict, answer):
    kind = pending.get("kind")
    if kind == "ruling":
        return engine.resolve_ruling(answer)
    if kind == "witness_answer":
        return engine.resolve_witness_answer(answer["text"], answer["assessment"])
    if kind == "opponent_statement":
        return engine.resolve_opponent_statement(answer["text"], answer["assessment"])
    if kind == "intervention":
        return engine.resolve_intervention(answer)
    raise ActionError("NOTHING_PENDING", f"unknown step {kind!r}")
