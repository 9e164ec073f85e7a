"""The courtroom's REST API, in the public shape of the Node server (camelCase)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter
from rest_framework import permissions
from rest_framework.response import Response
from rest_framework.views import APIView

from courtroom import selectors, services
from courtroom.serializers import (PhaseRequest, PollControlAnswer, PollControlRequest, SessionAnswer,
                                   SessionCreateRequest, SessionPage, session_json)
from courtroom.services.control import ADVANCE
from courtroom.services.poll_control import EXTEND_MAX_S, EXTEND_MIN_S, poll_control
from juryrigged.core.openapi import extend_schema
from juryrigged.core.errors import DomainError
from juryrigged.core.pagination import Pagination
from juryrigged.core.serializers import errors, validated

TAGS = ["courtroom"]


class SessionsView(APIView):
    """GET: sessions, newest first, paginated (?page=, ?pageSize=). POST: start a session."""

    def get_permissions(self):
        if self.request.method == "POST":
            return [permissions.IsAuthenticated()]
        return [permissions.AllowAny()]

    @extend_schema(tags=TAGS, operation_id="court_sessions_list", responses={200: SessionPage},
                   parameters=[OpenApiParameter("page", int), OpenApiParameter("pageSize", int)],
                   description="Sessions, newest first, without their turns.")
    def get(self, request):
        paginator = Pagination()
        page = paginator.paginate_queryset(selectors.sessions_for_list(), request, view=self)
        tallies = selectors.tallies_for(page)
        return Response({
            "sessions": [session_json(s, tallies[s.pk], with_turns=False) for s in page],
            "count": paginator.page.paginator.count,
            "page": paginator.page.number,
            "next": paginator.get_next_link(),
            "previous": paginator.get_previous_link(),
        })

    @extend_schema(tags=TAGS, request=SessionCreateRequest, responses={201: SessionAnswer, **errors(400, 403, 429)},
                   description="Start a session; it runs on its own from here. 400 names the refused field "
                               "(INVALID_TOPIC, TOPIC_REJECTED with `reasons`, ...); 429 past the creation quota "
                               "(RATE_LIMITED) or once the creator's or the site's daily spending limit is "
                               "reached (SPENDING_LIMIT, with `limit`, `resetsAt`, `retryAfterMs` and Retry-After).")
    def post(self, request):
        body = validated(SessionCreateRequest, request.data, codes=SessionCreateRequest.CODES)
        session = services.session_create(
            topic=body.get("topic"), case_type=body.get("caseType"), participants=body.get("participants"),
            sentence_options=body.get("sentenceOptions"), created_by=request.user,
        )
        return Response({"session": _detail(session.pk)}, status=201)


def _detail(session_id: int) -> dict:
    session = selectors.session_with_everything(session_id)
    if session is None:
        raise DomainError("SESSION_NOT_FOUND", "No such session.", status=404)
    return session_json(session, selectors.tallies_for([session])[session.pk], with_turns=True)


class SessionView(APIView):
    @extend_schema(tags=TAGS, responses={200: SessionAnswer, **errors(404)},
                   description="One session with its turns, polls and tallies.")
    def get(self, request, session_id: int):
        return Response({"session": _detail(session_id)})


class PhaseView(APIView):
    """POST {"phase": "..."}: staff move a session to a phase the rules allow."""

    permission_classes = [permissions.IsAdminUser]

    @extend_schema(tags=TAGS, request=PhaseRequest, responses={200: SessionAnswer, **errors(400, 403, 404, 409)},
                   description="Staff only. 409 INVALID_PHASE_TRANSITION when the phase rules forbid the move.")
    def post(self, request, session_id: int):
        phase = validated(PhaseRequest, request.data, codes=PhaseRequest.CODES)["phase"]
        services.session_control(session_id=session_id, action=ADVANCE, phase=phase, actor=request.user)
        return Response({"session": _detail(session_id)})


class PollControlView(APIView):
    """POST {"action": "close"} or {"action": "extend", "seconds": 15}: the host runs the open poll."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=PollControlRequest,
                   responses={200: PollControlAnswer, **errors(400, 403, 404, 409)},
                   description="Staff or the session's host. Close the open poll now, or extend it by "
                               f"{EXTEND_MIN_S}-{EXTEND_MAX_S} s. "
                               "409 NO_OPEN_POLL when no poll is open; 403 NOT_HOST for anyone else.")
    def post(self, request, session_id: int):
        body = validated(PollControlRequest, request.data, codes=PollControlRequest.CODES)
        poll = poll_control(session_id=session_id, action=body["action"], seconds=body.get("seconds"),
                            actor=request.user)
        return Response({"type": poll.kind, "open": poll.closed_at is None, "closesAt": poll.closes_at,
                         "result": (poll.snapshot or {}).get("result")})
