"""The courtroom's REST API, in the public shape of the Node server (camelCase)."""

from __future__ import annotations

from rest_framework import permissions
from rest_framework.response import Response
from rest_framework.views import APIView

from courtroom import selectors, services
from courtroom.phases import PHASES
from courtroom.serializers import session_json
from courtroom.services.control import ADVANCE
from courtroom.voters import ip_of, limit_key, new_voter, sent_from_another_site, set_voter_cookie, voter_from
from juryrigged.core.errors import DomainError
from juryrigged.core.inputs import JSONParser
from juryrigged.core.pagination import Pagination


def _body(request) -> dict:
    if not isinstance(request.data, dict):
        raise DomainError("INVALID_JSON", "Send a JSON object.")
    return request.data


class SessionsView(APIView):
    """GET: sessions, newest first, paginated (?page=, ?pageSize=). POST: start a session."""

    def get_permissions(self):
        if self.request.method == "POST":
            return [permissions.IsAuthenticated()]
        return [permissions.AllowAny()]

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

    def post(self, request):
        body = _body(request)
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
    def get(self, request, session_id: int):
        return Response({"session": _detail(session_id)})


class VoteView(APIView):
    """POST {"type": "verdict"|"sentence", "choice": ..., "joinCode"?: ...}: one vote per voter per poll.

    Anonymous viewers vote: the voter is the signed `court_voter` cookie (issued
    here if missing). JSON only, and refused when the browser says another site
    sent it (a form or script on any other page must not vote, nor mint cookies).
    """

    authentication_classes = []  # no CSRF/session coupling: the voter cookie is the identity
    permission_classes = [permissions.AllowAny]
    parser_classes = [JSONParser]

    def post(self, request, session_id: int):
        if sent_from_another_site(request):
            raise DomainError("CROSS_SITE_VOTE", "Votes are only accepted from this site's pages.", status=403)
        if request.content_type.split(";")[0].strip().lower() != "application/json":
            raise DomainError("UNSUPPORTED_MEDIA_TYPE", "Send the vote as JSON (Content-Type: application/json).",
                              status=415)
        body = _body(request)
        voter = voter_from(request)
        issued = voter is None
        voter = voter or new_voter()
        result = services.vote_cast(session_id=session_id, kind=body.get("type"), choice=body.get("choice"),
                                    voter=voter, limit_key=limit_key(request._request, voter),
                                    ip=ip_of(request), join_code=body.get("joinCode"))
        response = Response({"sessionId": result.session_id, "verdictVotes": result.verdict_votes,
                             "sentenceVotes": result.sentence_votes})
        if issued:
            set_voter_cookie(response, voter)
        return response


class PhaseView(APIView):
    """POST {"phase": "..."}: staff move a session to a phase the rules allow."""

    permission_classes = [permissions.IsAdminUser]

    def post(self, request, session_id: int):
        phase = _body(request).get("phase")
        if not isinstance(phase, str) or phase not in PHASES:
            raise DomainError("INVALID_PHASE", f"phase must be one of: {', '.join(PHASES)}.")
        services.session_control(session_id=session_id, action=ADVANCE, phase=phase, actor=request.user)
        return Response({"session": _detail(session_id)})
