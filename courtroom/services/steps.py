"""The orchestrator: a step function over the session's script.

`session_step(session_id, cursor)` performs the step at `cursor` and moves the
cursor on, with these guarantees:

- Exactly once: the step is applied under the session's row lock and only if the
  session's cursor still equals `cursor` (a conditional update). A duplicated,
  replayed or stale task (the sweeper's, or one scheduled before a staff action)
  finds another cursor and does nothing. Turn numbers are unique in the database.
- One model call at a time: a turn step first claims a lease with a conditional
  update, calls the model outside any transaction, then commits under the lock.
  The lease expires, so a worker killed mid-call is taken over by the sweeper.
- Each step schedules the next with a countdown (pacing after a turn, the vote
  window after a poll opens) and records when it is due in `next_step_at`; the
  sweeper resumes any running session whose next step is overdue.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from courtroom import phases
from courtroom.agents import display_name
from courtroom.models import CourtSession, Poll, Turn
from courtroom.moderation import Decision
from courtroom.phases import CLOSE_POLL, COMPLETE, ENTER, TURN, Cast, Step
from courtroom.prompts import REDIRECT_LINE, TurnContext, messages_for, ruling_statement
from courtroom.rules import CHOICE_LABELS, DEFENDANT_WINS, VERDICT_CHOICES, decide_sentence, decide_verdict
from courtroom.services.budget import turn_stop
from courtroom.services.ending import session_adjourn
from courtroom.services.index import index_publish
from courtroom.services.moderation import model_screen_enabled, offline_moderate, text_moderate
from courtroom.services.turns import (LIVE, STEP_SESSION, SessionNotCast, cast_of, poll_close, schedule_step,
                                      script_of, turn_add)
from juryrigged import llm, realtime
from juryrigged.core.enqueue import enqueue_once

logger = logging.getLogger(__name__)
TRANSCRIPT_CONTEXT = 8


# --- pacing ------------------------------------------------------------------------

def vote_window_ms(phase: str) -> int:
    return settings.VERDICT_VOTE_WINDOW_MS if phase == "verdict_vote" else settings.SENTENCE_VOTE_WINDOW_MS


def pace_ms(text: str) -> int:
    return min(settings.COURT_PACE_MAX_MS, len(text) * settings.COURT_PACE_MS_PER_CHAR)


# --- the step function ----------------------------------------------------------------

@dataclass
class Spoken:
    """A turn's line, generated outside the lock, with what it cost."""

    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: Decimal | None = Decimal(0)  # None: the model's price is unknown
    ruling: dict | None = None
    decision: Decision | None = None  # every moderation layer's, taken before the lock


def session_step(*, session_id: int, cursor: int, due: str | None = None) -> str:
    """Perform the step at `cursor` if it is still the session's next step.

    `due` is the time the task was scheduled for (`turns.schedule_step`): a task whose step has
    since been rescheduled later (the host extended a poll) is "early" and does nothing; the task
    enqueued for the new time (or the sweeper, from `next_step_at`) performs it.

    Returns what happened ("stale", "early", "busy", "retry", "failed" or the step's action).
    """
    session = CourtSession.objects.filter(pk=session_id).first()
    if session is None or session.status not in LIVE or session.cursor != cursor:
        return "stale"
    try:
        cast = cast_of(session)
    except SessionNotCast as exc:
        return _fail_uncast(session_id, exc)
    script = script_of(session, cast)
    if cursor >= len(script):
        return "stale"
    spoken = None
    claimed = script[cursor].action == TURN
    if claimed and not _claim(session_id, cursor):
        return "busy"
    try:
        if claimed:
            try:
                prompt = turn_prompt(session, cast, script[cursor])
                stop = turn_stop(session, prompt)
                if stop:
                    return session_adjourn(session_id=session_id, cursor=cursor, stop=stop)
                with llm.paid_by(session.created_by_id):  # the session's calls count to its creator's day
                    spoken = _speak(session, prompt)
            except llm.LLMError as exc:
                return _retry_or_fail(session_id, cursor, exc)
        with transaction.atomic():
            session = CourtSession.objects.select_for_update().get(pk=session_id)
            if session.status not in LIVE or session.cursor != cursor:
                return "stale"
            if _rescheduled_later(session, due):
                return "early"
            return apply_step(session, script, cast, spoken)
    except Exception:
        # Let the task's retry (or the sweeper) redo this step at once, not after the lease.
        if claimed:
            CourtSession.objects.filter(pk=session_id, cursor=cursor).update(lease_until=None)
        raise


# A step rescheduled by less than this is not "later" (the times are read from the same clock, but rounded).
RESCHEDULE_SLACK = timedelta(milliseconds=250)


def _rescheduled_later(session: CourtSession, due: str | None) -> bool:
    """The step was rescheduled past the time this task was enqueued for, to a time still to come
    (services.poll_control's extension), so this task is superseded. Once that time has passed any
    task performs it: the sweeper moves `next_step_at` to now when it resumes an overdue step, and
    the late original task, should it run first, does the step. A call without `due` (the sweeper's,
    a staff action's or a test's) performs the step whenever it runs."""
    if due is None or session.next_step_at is None:
        return False
    return session.next_step_at > max(datetime.fromisoformat(due), timezone.now()) + RESCHEDULE_SLACK


def step_lease() -> timedelta:
    """How long a turn step is held: its model call's deadline (which bounds the call, retries
    included), the model screen's deadline when the screen is on, plus the time to read
    before and write after. Derived, so it always outlives the calls it guards."""
    screen = settings.COURT_MODERATION_TIMEOUT_S if model_screen_enabled() else 0
    return timedelta(seconds=settings.COURT_TURN_TIMEOUT_S + screen + settings.COURT_STEP_WRITE_S)


def _claim(session_id: int, cursor: int) -> bool:
    now = timezone.now()
    lease = now + step_lease()
    return bool(CourtSession.objects.filter(pk=session_id, cursor=cursor, status__in=LIVE)
                .filter(Q(lease_until__isnull=True) | Q(lease_until__lt=now)).update(lease_until=lease))


def apply_step(session: CourtSession, script: list[Step], cast: Cast, spoken: Spoken | None) -> str:
    """Apply the step at the session's cursor; the caller holds the row lock.

    Shared by the orchestrator and staff phase control, so both move a session
    the same way. Saves the session and schedules the next step.
    """
    now = timezone.now()
    step = script[session.cursor]
    delay = 0
    if session.status == CourtSession.Status.PENDING:
        session.status, session.started_at = CourtSession.Status.RUNNING, now
        realtime.publish(session.stream, "session_started", {"sessionId": session.pk, "startedAt": now.isoformat()})
        index_publish(session, "session_started")
    if step.action == ENTER:
        delay = _enter_phase(session, step.phase, now)
    elif step.action == TURN:
        delay = _store_turn(session, cast, step, spoken or Spoken(REDIRECT_LINE))
    elif step.action == CLOSE_POLL:
        poll_close(session, phases.VOTE_PHASES[step.phase], now)
    elif step.action == COMPLETE:
        _complete(session, now)
    session.cursor += 1
    session.lease_until = None
    session.step_attempts = 0
    if not session.is_over:
        schedule_step(session, delay_ms=delay)
    session.save()
    return step.action


def _enter_phase(session: CourtSession, phase: str, now) -> int:
    previous = session.phase or None
    session.phase, session.phase_started_at = phase, now
    kind = phases.VOTE_PHASES.get(phase)
    skip = kind == "sentence" and sentence_skip_reason(session)
    if skip:  # nothing to sentence: no poll, and the next step (closing it) follows at once
        kind = None
    session.phase_duration_ms = vote_window_ms(phase) if kind else None
    payload = {"sessionId": session.pk, "phase": phase, "previousPhase": previous, "label": phases.PHASE_LABELS[phase],
               "phaseStartedAt": now.isoformat(), "phaseDurationMs": session.phase_duration_ms}
    if skip:
        payload["skipped"], payload["skipReason"] = True, skip
    if kind:
        choices = list(VERDICT_CHOICES[session.case_type]) if kind == "verdict" else list(session.sentence_options)
        closes = now + timedelta(milliseconds=session.phase_duration_ms)
        Poll.objects.get_or_create(session=session, kind=kind,
                                   defaults={"choices": choices, "opened_at": now, "closes_at": closes})
        payload["poll"] = {"type": kind, "choices": choices, "closesAt": closes.isoformat()}
    realtime.publish(session.stream, "phase_changed", payload)
    index_publish(session, "phase_changed")
    return session.phase_duration_ms or 0


def sentence_skip_reason(session: CourtSession) -> str:
    """Why the sentence vote is skipped ("" if it is held): a verdict for the defendant leaves nothing to sentence."""
    verdict = Poll.objects.filter(session=session, kind="verdict").values_list("snapshot", flat=True).first()
    result = (verdict or {}).get("result")
    if result not in DEFENDANT_WINS.values():
        return ""
    return (f"No sentence vote: the jury found the defendant {CHOICE_LABELS[result].lower()}, "
            "so there is nothing to sentence.")


def _store_turn(session: CourtSession, cast: Cast, step: Step, spoken: Spoken) -> int:
    speaker = cast.speaker(step)
    decision = spoken.decision or offline_moderate(spoken.text, sentence=True)  # the worker
    turn = turn_add(session, speaker, step.role if speaker != cast.judge else "judge", step, spoken.text, decision)
    session.prompt_tokens += spoken.prompt_tokens
    session.completion_tokens += spoken.completion_tokens
    session.cost_usd += spoken.cost or Decimal(0)
    if step.kind == "ruling":
        ruling = spoken.ruling or _decision(session)[1]
        session.final_ruling = {**ruling, "decidedAt": timezone.now().isoformat()}
    if decision.flagged:
        realtime.publish(session.stream, "moderation_action", {
            "sessionId": session.pk, "turnId": turn.pk, "turnNumber": turn.turn_number, "action": "redacted",
            "reasons": list(decision.categories), "speaker": speaker,
        })
        redirect = turn_add(session, cast.judge, "judge", Step(TURN, step.phase, "judge", "redirect"),
                            REDIRECT_LINE, Decision())
        return pace_ms(redirect.dialogue)
    return pace_ms(turn.dialogue)


def _complete(session: CourtSession, now) -> None:
    session.status, session.completed_at = CourtSession.Status.COMPLETED, now
    realtime.publish(session.stream, "session_completed", {
        "sessionId": session.pk, "completedAt": now.isoformat(), "finalRuling": session.final_ruling,
        "endedByStaff": session.ended_by_staff,
    })
    index_publish(session, "session_completed")


# --- speaking ---------------------------------------------------------------------

def _decision(session: CourtSession) -> tuple[str, dict]:
    polls = {p.kind: p for p in Poll.objects.filter(session=session)}
    verdict_votes = (polls["verdict"].snapshot or {}).get("votes", {}) if "verdict" in polls else {}
    sentence_votes = (polls["sentence"].snapshot or {}).get("votes", {}) if "sentence" in polls else {}
    verdict = decide_verdict(verdict_votes, session.case_type)
    sentence = decide_sentence(sentence_votes, list(session.sentence_options))
    text = ruling_statement(verdict.explanation, sentence.explanation, verdict.choice, session.case_type)
    against = verdict.choice in ("guilty", "liable")
    return text, {"verdict": verdict.choice, "sentence": sentence.choice if against else None,
                  "verdictTied": verdict.tied, "sentenceTied": sentence.tied if against else False,
                  "explanation": text}


@dataclass(frozen=True)
class TurnPrompt:
    """What a turn's model call will be asked, built before the call so its cost can be forecast."""

    step: Step
    call: llm.Call
    decision: str = ""
    ruling: dict | None = None


def turn_prompt(session: CourtSession, cast: Cast, step: Step) -> TurnPrompt:
    """The turn's call: its messages, and `max_tokens` by what is said (`court.turn.<kind>`)."""
    decision, ruling = ("", None)
    if step.kind == "ruling":
        decision, ruling = _decision(session)
    recent = list(Turn.objects.filter(session=session).order_by("-turn_number")
                  .values_list("speaker", "dialogue")[:TRANSCRIPT_CONTEXT])[::-1]
    ctx = TurnContext(
        topic=session.topic, case_type=session.case_type, case_prompt=session.case_prompt, step=step,
        speaker=cast.speaker(step), witness=cast.witnesses[step.witness] if step.witness >= 0 else "",
        transcript=tuple((display_name(s), d) for s, d in recent), decision=decision,
        witness_cap=settings.COURT_WITNESS_MAX_CHARS,
    )
    call = llm.Call(key=step.kind, messages=messages_for(ctx), purpose="court.turn",
                    model=settings.COURT_MODEL or None, timeout=settings.COURT_TURN_TIMEOUT_S,
                    max_tokens=llm.max_tokens_for(f"court.turn.{step.kind}"), subject=session.subject)
    return TurnPrompt(step, call, decision, ruling)


def _speak(session: CourtSession, prompt: TurnPrompt) -> Spoken:
    """Generate one line and read it through the reader's spoken path (thinking, a JSON wrapper, a refusal and a
    cut-off end handled; "" is no line). Runs outside any transaction."""
    call = prompt.call
    completion = llm.complete(call.messages, purpose=call.purpose, model=call.model, timeout=call.timeout,
                              max_tokens=call.max_tokens, subject=call.subject)
    step = prompt.step
    cap = settings.COURT_WITNESS_MAX_CHARS if step.role == "witness" else settings.COURT_TURN_MAX_CHARS
    text = llm.spoken_line(completion.text, max_chars=cap, finish_reason=completion.finish_reason)
    if not text:
        raise llm.LLMError("the model returned no line to say (empty, a refusal, or JSON without one line)")
    if prompt.ruling is not None:
        text = f"{text} {prompt.decision}"
    # Screened before the lock: the model screen's cost is the session's too.
    decision = text_moderate(text, subject=session.subject, sentence=True)  # the worker
    known = None not in (completion.cost_usd, decision.cost_usd)
    return Spoken(text, completion.prompt_tokens, completion.completion_tokens,
                  completion.cost_usd + decision.cost_usd if known else None, prompt.ruling, decision)


def _retry_or_fail(session_id: int, cursor: int, error: Exception) -> str:
    with transaction.atomic():
        session = CourtSession.objects.select_for_update().get(pk=session_id)
        if session.status not in LIVE or session.cursor != cursor:
            return "stale"
        session.step_attempts += 1
        session.lease_until = None
        if session.step_attempts < settings.COURT_TURN_ATTEMPTS:
            logger.warning("court session %s: model error at step %s (attempt %s): %s", session_id, cursor,
                           session.step_attempts, error)
            schedule_step(session, delay_ms=1000 * 2 ** (session.step_attempts - 1))
            session.save()
            return "retry"
        session_fail(session, f"The model failed {session.step_attempts} times in a row: {error}")
        session.save()
        return "failed"


def _fail_uncast(session_id: int, error: SessionNotCast) -> str:
    """No retry can give a session its cast: it fails at once instead of being swept forever."""
    with transaction.atomic():
        session = CourtSession.objects.select_for_update().get(pk=session_id)
        if session.status not in LIVE:
            return "stale"
        session_fail(session, error.message)
        session.save()
    return "failed"


def session_fail(session: CourtSession, reason: str) -> None:
    """Mark failed with its reason and publish `session_failed`; the caller holds the lock and saves."""
    logger.error("court session %s failed: %s", session.pk, reason)
    session.status, session.failure_reason = CourtSession.Status.FAILED, reason[:2000]
    session.completed_at, session.next_step_at = timezone.now(), None
    realtime.publish(session.stream, "session_failed", {"sessionId": session.pk, "reason": session.failure_reason})
    index_publish(session, "session_failed")


# --- the sweeper -----------------------------------------------------------------------

# A resume of a step waits in the queue at most this long (a worker drops it after); meanwhile the
# sweeper queues no second one (`enqueue_once`), so resumes do not pile up while no worker runs.
RESUME_EXPIRES_S = 60


def step_resume_key(session_id, cursor) -> str:
    """The key of a session step's queued resume: one at a time (`enqueue_once`)."""
    return f"court-step:{session_id}:{cursor}"


def sessions_sweep() -> int:
    """Re-enqueue the next step of every live session whose step is overdue; returns how many.

    Safe to run anywhere, any time: a resumed step that someone else already did
    finds a different cursor and does nothing.
    """
    now = timezone.now()
    overdue = now - timedelta(milliseconds=settings.COURT_STEP_GRACE_MS)
    rows = list(CourtSession.objects.filter(status__in=LIVE, next_step_at__lte=overdue)
                .filter(Q(lease_until__isnull=True) | Q(lease_until__lt=now)).values_list("pk", "cursor"))
    resumed = 0
    for pk, cursor in rows:
        # Push the due time forward so the next sweep does not enqueue it again at once; and while a resume
        # of this step still waits in the queue (no worker for a while), queue no second one.
        if CourtSession.objects.filter(pk=pk, cursor=cursor).update(next_step_at=now) and enqueue_once(
                STEP_SESSION, pk, cursor, key=step_resume_key(pk, cursor), expires_s=RESUME_EXPIRES_S):
            resumed += 1
    if resumed:
        logger.info("court sweeper resumed %s session(s)", resumed)
    return resumed
