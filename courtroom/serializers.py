"""The public JSON shape of the Node server the spec comes from (camelCase): what the API
accepts (request serializers, validated by `juryrigged.core.serializers.validated`) and
what it answers (`session_json`, documented by the answer serializers)."""

from __future__ import annotations

from django.conf import settings
from rest_framework import serializers

from courtroom.models import CourtSession
from courtroom.phases import PHASES, VOTE_PHASES
from courtroom.rules import CASE_TYPES
from courtroom.services import turns
from courtroom.services.poll_control import CLOSE, EXTEND, EXTEND_MAX_S, EXTEND_MIN_S
from courtroom.services.votes import VOTE_TYPES
from juryrigged import llm
from juryrigged.core.serializers import Text


class SessionCreateRequest(serializers.Serializer):
    """Shapes only; lengths, the content filter and the cast are the service's rules."""

    CODES = {"topic": "INVALID_TOPIC", "caseType": "INVALID_CASE_TYPE", "participants": "INVALID_PARTICIPANTS",
             "sentenceOptions": "INVALID_SENTENCE_OPTIONS"}

    topic = Text(required=False, allow_null=True, allow_blank=True, trim_whitespace=False,
                 help_text="What the case is about; omitted: a case from the prompt library.")
    caseType = serializers.ChoiceField(CASE_TYPES, required=False, allow_null=True)
    participants = serializers.ListField(child=Text(), required=False, allow_null=True,
                                         help_text="Agent ids to cast; omitted: every agent.")
    sentenceOptions = serializers.ListField(child=Text(trim_whitespace=False), required=False, allow_null=True,
                                            help_text="The audience's sentence choices; omitted: the defaults.")


class VoteRequest(serializers.Serializer):
    CODES = {"type": "INVALID_VOTE_TYPE", "choice": "VOTE_REJECTED", "joinCode": "INVALID_JOIN_CODE"}

    type = serializers.ChoiceField(VOTE_TYPES)
    choice = Text(required=False, allow_null=True, allow_blank=True, trim_whitespace=False,
                  help_text="One of the open poll's choices.")
    joinCode = Text(required=False, allow_null=True, allow_blank=True, help_text="When staff set one.")


class PhaseRequest(serializers.Serializer):
    CODES = {"phase": "INVALID_PHASE"}

    phase = serializers.ChoiceField(PHASES)


class PollControlRequest(serializers.Serializer):
    CODES = {"action": "INVALID_ACTION", "seconds": "INVALID_SECONDS"}

    action = serializers.ChoiceField([CLOSE, EXTEND])
    seconds = serializers.IntegerField(required=False, min_value=EXTEND_MIN_S, max_value=EXTEND_MAX_S,
                                       help_text=f"extend: how many seconds more ({EXTEND_MIN_S} to {EXTEND_MAX_S}).")


class PollControlAnswer(serializers.Serializer):
    type = serializers.CharField()
    open = serializers.BooleanField()
    closesAt = serializers.DateTimeField()
    result = serializers.CharField(allow_null=True)


class SessionJson(serializers.Serializer):
    """A session as `session_json` shapes it (documentation of the answer)."""

    id = serializers.IntegerField()
    topic = serializers.CharField()
    status = serializers.CharField()
    participants = serializers.ListField(child=serializers.CharField())
    phase = serializers.CharField(allow_null=True)
    turnCount = serializers.IntegerField()
    metadata = serializers.DictField(help_text="caseType, sentenceOptions, tallies, roleAssignments, usage, ...")
    createdAt = serializers.DateTimeField()
    startedAt = serializers.DateTimeField(allow_null=True)
    completedAt = serializers.DateTimeField(allow_null=True)
    failureReason = serializers.CharField(allow_null=True)
    turns = serializers.ListField(child=serializers.DictField(), required=False, help_text="In the detail only.")


class SessionAnswer(serializers.Serializer):
    session = SessionJson()


class SessionPage(serializers.Serializer):
    sessions = SessionJson(many=True)
    count = serializers.IntegerField()
    page = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)


class VoteAnswer(serializers.Serializer):
    sessionId = serializers.IntegerField()
    verdictVotes = serializers.DictField(child=serializers.IntegerField())
    sentenceVotes = serializers.DictField(child=serializers.IntegerField())


def iso(value) -> str | None:
    return value.isoformat() if value else None


turn_json = turns.turn_json  # the same shape as the `turn` event's payload


def _window_ms(settings_value: int, poll) -> int:
    if poll is None:
        return settings_value
    return int((poll.closes_at - poll.opened_at).total_seconds() * 1000)


def _usage(session: CourtSession, *, full: bool) -> dict:
    """Lists: the spoken lines' running totals. One session: its whole bill, every model call (retries
    too), with `estimatedCostUsd` null when some call's price is unknown."""
    if not full:
        return {"promptTokens": session.prompt_tokens, "completionTokens": session.completion_tokens,
                "estimatedCostUsd": float(session.cost_usd)}
    usage = llm.usage_for(session.subject).as_json()
    return {**usage, "estimatedCostUsd": usage["costUsd"]}


def session_json(session: CourtSession, tallies: dict, *, with_turns: bool) -> dict:
    """A CourtSession; `session.roles`, `.polls` (and `.turns` if with_turns) are prefetched."""
    polls = {poll.kind: poll for poll in session.polls.all()}
    snapshots = {kind: {key: poll.snapshot.get(key) for key in ("closedAt", "votes", "result", "tied", "explanation")}
                 for kind, poll in polls.items() if poll.snapshot}
    metadata = {
        "caseType": session.case_type,
        "casePrompt": session.case_prompt,
        "sentenceOptions": list(session.sentence_options),
        "phaseStartedAt": iso(session.phase_started_at),
        "phaseDurationMs": session.phase_duration_ms,
        "verdictVoteWindowMs": _window_ms(settings.VERDICT_VOTE_WINDOW_MS, polls.get("verdict")),
        "sentenceVoteWindowMs": _window_ms(settings.SENTENCE_VOTE_WINDOW_MS, polls.get("sentence")),
        "verdictVotes": tallies.get("verdict", {}),
        "sentenceVotes": tallies.get("sentence", {}),
        "voteSnapshots": snapshots,
        "roleAssignments": {role.agent_id: role.role for role in session.roles.all()},
        "evidenceReveal": session.evidence_reveal,
        "endedByStaff": session.ended_by_staff,
        "joinCodeRequired": bool(session.join_code),  # the code itself is only shown to staff
        "usage": _usage(session, full=with_turns),
        "budget": {"tokens": session.budget_tokens,
                   "usd": float(session.budget_usd) if session.budget_usd is not None else None},
    }
    if session.adjourned_reason:
        metadata["adjournedReason"] = session.adjourned_reason
    if session.final_ruling:
        metadata["finalRuling"] = session.final_ruling
    open_kind = VOTE_PHASES.get(session.phase)
    if open_kind and open_kind in polls and polls[open_kind].closed_at is None:
        metadata["pollClosesAt"] = iso(polls[open_kind].closes_at)
    body = {
        "id": session.pk,
        "topic": session.topic,
        "status": session.status,
        "participants": list(session.participants),
        "phase": session.phase or None,
        "turnCount": session.turn_count,
        "metadata": metadata,
        "createdAt": iso(session.created_at),
        "startedAt": iso(session.started_at),
        "completedAt": iso(session.completed_at),
        "failureReason": session.failure_reason or None,
    }
    if with_turns:
        body["turns"] = [turn_json(turn) for turn in session.turns.all()]
    return body


def event_json(message: dict) -> dict:
    """A stored stream event in the API's shape: {id, seq, sessionId, type, at, payload}."""
    session_id = int(message["stream"].split(".", 1)[1])
    return {"id": f"{session_id}-{message['seq']}", "seq": message["seq"], "sessionId": session_id,
            "type": message["type"], "at": message["at"], "payload": message["payload"]}
