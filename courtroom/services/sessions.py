"""Creating sessions: validation of what a user may supply, then the first step."""

from __future__ import annotations

import random

from django.conf import settings
from django.db import transaction

from courtroom import roles as roles_mod
from courtroom.agents import AGENT_IDS
from courtroom.models import CasePrompt, CourtSession, RoleAssignment, SentenceOption
from courtroom.rules import CASE_TYPES
from courtroom.services.index import index_publish
from courtroom.services.limits import window_count
from courtroom.moderation import CATEGORY_LABELS, Decision
from courtroom.services.moderation import (
    layer3_run,
    model_screen_enabled,
    offline_moderate,
    unreadable_hold,
    unscreened_hold,
)
from courtroom.services.turns import schedule_step
from juryrigged import llm, realtime
from juryrigged.core.errors import DomainError
from juryrigged.llm import spending

FALLBACK_SENTENCES = {
    "criminal": ["Community service at the local cat shelter", "A stern talking-to and a fine of 50 doubloons",
                 "Six months of mandatory karaoke nights"],
    "civil": ["Pay damages of one thousand dollars", "Issue a public apology in rhyming verse",
              "Replace the item and buy everyone lunch"],
}


class SessionInputError(DomainError):
    """Bad input for a new session (400; `reasons=[...]`, the content filter's), or too many (429, `retryAfterMs`)."""

    @property
    def reasons(self) -> list[str]:
        return self.extra.get("reasons", [])


def _create_quota_take(user) -> None:
    """Count one creation of `user` (atomic cache increment); refuse past the limit."""
    if not getattr(user, "pk", None):
        return
    count, remaining = window_count(f"court:create:{user.pk}", settings.COURT_CREATE_WINDOW_S * 1000)
    if count > settings.COURT_CREATE_MAX_PER_WINDOW:
        minutes = max(1, settings.COURT_CREATE_WINDOW_S // 60)
        raise SessionInputError("RATE_LIMITED", f"At most {settings.COURT_CREATE_MAX_PER_WINDOW} sessions per "
                                f"{minutes} minutes; try again later.", status=429, retryAfterMs=remaining)


def _clean_topic(topic) -> str | None:
    if topic is None or topic == "":
        return None
    if not isinstance(topic, str) or len(topic.strip()) < settings.COURT_TOPIC_MIN_CHARS:
        raise SessionInputError("INVALID_TOPIC", f"A topic needs at least {settings.COURT_TOPIC_MIN_CHARS} characters.")
    topic = " ".join(topic.split())
    if len(topic) > settings.COURT_TOPIC_MAX_CHARS:
        raise SessionInputError("INVALID_TOPIC", f"A topic has at most {settings.COURT_TOPIC_MAX_CHARS} characters.")
    _refuse_if_flagged(offline_moderate(topic), "TOPIC_REJECTED", "This topic")
    _refuse_if_unreadable(topic, "TOPIC_REJECTED", "This topic")
    return topic


# A topic Layer 3 could not screen is not refused for its content: the user is asked to try again.
SCREEN_RETRY_MS = 30_000


def _refuse_if_flagged(decision: Decision, code: str, what: str) -> None:
    if decision.flagged:
        labels = ", ".join(CATEGORY_LABELS[c] for c in decision.categories)
        reasons = {"reasons": list(decision.categories)} if decision.categories else {}
        raise SessionInputError(code, f"{what} breaks the courtroom's content rules ({labels}).", **reasons)


def _model_screen_inputs(topic: str | None, options: list[str] | None, created_by) -> None:
    """Layer 3 on what the user wrote, in one call, after the offline layers passed it and
    the quota was taken (a screen costs money, so refusals by the model use quota)."""
    texts = [t for t in [topic, *(options or [])] if t]
    if not texts or not model_screen_enabled():
        return
    creator = getattr(created_by, "pk", None)
    subject = f"court.creator:{creator}" if creator else "court.creator:anonymous"
    with llm.paid_by(creator):  # the screen is the creator's call, counted to their day
        layers = layer3_run("\n".join(texts), subject=subject)
    decision = Decision(layers)
    _refuse_if_flagged(decision, "TOPIC_REJECTED" if topic else "SENTENCE_OPTIONS_REJECTED",
                       "This topic" if topic else "A sentence option")
    if unscreened_hold(layers) is not None:
        # Fail safe: never created on the offline layers alone while a model screen is configured.
        raise DomainError("MODERATION_UNAVAILABLE", "The content check could not be completed just now; nothing "
                          "was created. Please try again in a minute.", status=503, retryAfterMs=SCREEN_RETRY_MS)


def _refuse_if_unreadable(text: str, code: str, what: str) -> None:
    """Without a model screen, a text the offline layers cannot read is refused (it cannot be checked)."""
    if model_screen_enabled() or unreadable_hold(text) is None:
        return
    raise SessionInputError(code, f"{what} is in a language the courtroom's filter cannot read without a model "
                            "screen; please write it in English, Spanish, French, German or Portuguese.",
                            reasons=["unreadable"])


def _clean_sentence_options(options) -> list[str] | None:
    if options is None or options == []:
        return None
    limit, max_chars = settings.COURT_SENTENCE_OPTIONS_MAX, settings.COURT_SENTENCE_OPTION_MAX_CHARS
    if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
        raise SessionInputError("INVALID_SENTENCE_OPTIONS", "sentenceOptions must be a list of strings.")
    cleaned = [" ".join(o.split()) for o in options]
    if not 2 <= len(cleaned) <= limit:
        raise SessionInputError("INVALID_SENTENCE_OPTIONS", f"Give between 2 and {limit} sentence options.")
    if any(not 3 <= len(o) <= max_chars for o in cleaned):
        raise SessionInputError("INVALID_SENTENCE_OPTIONS", f"Each sentence option needs 3 to {max_chars} characters.")
    if len({o.lower() for o in cleaned}) != len(cleaned):
        raise SessionInputError("INVALID_SENTENCE_OPTIONS", "Sentence options must differ from each other.")
    for option in cleaned:
        _refuse_if_flagged(offline_moderate(option), "SENTENCE_OPTIONS_REJECTED", "A sentence option")
        _refuse_if_unreadable(option, "SENTENCE_OPTIONS_REJECTED", "A sentence option")
    return cleaned


def _case(case_type: str, topic: str | None, rng: random.Random) -> tuple[str, str]:
    if topic:
        kind = "charge" if case_type == "criminal" else "claim"
        return topic, f"The court hears the following {kind}: {topic}"
    prompts = list(CasePrompt.objects.filter(case_type=case_type, active=True))
    if not prompts:
        return "The Case of the Missing Office Stapler", "Someone took the office stapler. Again."
    chosen = rng.choice(prompts)
    return chosen.title, chosen.prompt


def _default_sentences(case_type: str) -> list[str]:
    options = list(SentenceOption.objects.filter(case_type=case_type, active=True).values_list("text", flat=True))
    return options or FALLBACK_SENTENCES[case_type]


def session_create(*, topic=None, case_type=None, participants=None, sentence_options=None,
                   created_by=None, rng: random.Random | None = None) -> CourtSession:
    """Validate, take one of the creator's quota, store a pending session with its cast,
    publish `session_created`, start it.

    Raises SessionInputError before anything is written: 400 for bad input (which uses
    no quota, as the quota is taken only once the input is valid; a topic refused by the
    model screen, which runs after the offline layers, does use it), 429 past the
    creator's COURT_CREATE_MAX_PER_WINDOW, 429 SPENDING_LIMIT once the creator's or the site's daily
    spending limit is reached (`juryrigged.llm.spending`; every model call of the session counts to the
    creator's day, and a running session stops before a turn that would pass a limit). A topic and custom
    sentence options pass every moderation layer before the session exists. The first step is enqueued only after the
    transaction commits, so a worker always finds the session.
    """
    rng = rng or random.Random()
    case_type = case_type or "criminal"
    if case_type not in CASE_TYPES:
        raise SessionInputError("INVALID_CASE_TYPE", f"caseType must be one of: {', '.join(CASE_TYPES)}.")
    participants = list(AGENT_IDS) if participants is None else participants
    try:
        cast = roles_mod.assign_roles(participants)
    except roles_mod.ParticipantsError as exc:
        raise SessionInputError("INVALID_PARTICIPANTS", str(exc)) from exc
    clean_topic = _clean_topic(topic)
    custom_options = _clean_sentence_options(sentence_options)
    spending.door_check(getattr(created_by, "pk", None), SessionInputError)
    _create_quota_take(created_by)
    _model_screen_inputs(clean_topic, custom_options, created_by)
    options = custom_options or _default_sentences(case_type)
    title, case_prompt = _case(case_type, clean_topic, rng)
    with transaction.atomic():
        session = CourtSession.objects.create(
            topic=title, case_type=case_type, case_prompt=case_prompt, participants=list(participants),
            sentence_options=options, created_by=created_by if getattr(created_by, "pk", None) else None,
        )
        RoleAssignment.objects.bulk_create(
            [RoleAssignment(session=session, agent_id=a, role=r) for a, r in
             ((cast.judge, "judge"), (cast.prosecutor, "prosecutor"), (cast.defense, "defense"))]
            + ([RoleAssignment(session=session, agent_id=cast.bailiff, role="bailiff")] if cast.bailiff else [])
            + [RoleAssignment(session=session, agent_id=w, role="witness", order=i)
               for i, w in enumerate(cast.witnesses)]
        )
        realtime.publish(session.stream, "session_created", {
            "sessionId": session.pk, "topic": session.topic, "caseType": case_type,
            "participants": session.participants, "roleAssignments": cast.as_dict(),
        })
        index_publish(session, "session_created")
        schedule_step(session, delay_ms=0)
        session.save(update_fields=["next_step_at"])
    return session
