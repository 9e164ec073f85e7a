"""The evaluation API: start a run (any registered mode), follow it, read it, keep the history.

    POST   /api/evaluations                      start a run → 202 {conversationId, messageId, ...}
    POST   /api/evaluations/estimate             a run's forecast cost, before it starts (jury or dialectic)
    GET    /api/evaluations/{messageId}          the run's result (jury: the spec's JuryResult)
    POST   /api/council/stream                   start a run and follow it as the spec's SSE lines
    GET    /api/conversations                    the caller's history (?q= &verdict= &mode= &page= &pageSize=)
    GET    /api/conversations/{id}               one conversation with its messages and runs
    PATCH  /api/conversations/{id}               rename ({"title": "..."})
    DELETE /api/conversations/{id}               delete with everything stored
    GET    /api/conversations/{id}/export        Markdown

Logged-in users (session) or tokens only; another user's conversation or run is a 404.
"""

from __future__ import annotations

import json

from channels.db import database_sync_to_async
from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpResponse
from django.middleware.csrf import CsrfViewMiddleware
from django.urls import reverse
from django.views.decorators.csrf import csrf_exempt
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter

from evaluation import modes, selectors, serializers, services
from evaluation.batch.api import batch_links, tournament_from_evaluation
from evaluation.compare.estimate import compare_estimate
from evaluation.compare.tournament.estimate import tournament_estimate
from evaluation.dialectic.estimate import audit_estimate
from evaluation.jury.estimate import jury_estimate
from evaluation.models import Message
from evaluation.sources.intake import api_body, request_sources
from juryrigged.core.openapi import extend_schema
from juryrigged.core.errors import DomainError, domain_error_response, json_error
from juryrigged.core.inputs import json_loads
from juryrigged.core.pagination import Pagination
from juryrigged.core.serializers import errors, validated
from juryrigged.realtime.sse import request_user, sse_response


def validate_body(body) -> tuple[modes.ModeSpec, modes.Validated]:
    """Dispatch on `mode` to the mode's validator; 400 with every field error."""
    mode = body.get("mode") if isinstance(body, dict) else None
    spec = modes.get(mode) if isinstance(mode, str) else None
    if spec is None:
        expected = ", ".join(f'"{name}"' for name in modes.names())
        raise modes.Invalid.naming(
            {"mode": [f"Invalid mode, expected one of: {expected}" if mode is not None else "Required"]})
    return spec, spec.validate(body)


def start_from_body(user, body) -> Message:
    spec, validated = validate_body(body)
    return services.evaluation_start(user=user, mode=spec.name, request=validated)


def run_links(message: Message) -> dict:
    return {
        "stream": message.stream,
        "events": reverse("stream-events", args=[message.stream]),
        "websocket": f"/ws/streams/{message.stream}/",
        "result": reverse("evaluation:api-evaluation", args=[message.pk]),
        "page": reverse("evaluation:result", args=[message.pk]),
    }


JURY_EXAMPLE = OpenApiExample("jury", value={
    "question": "Evaluate this API documentation for quality", "mode": "jury",
    "modeConfig": {"content": "## GET /api/users\n\nReturns a list of users.",
                   "originalQuestion": "Write API documentation for the users endpoint",
                   "jurorModels": ["anthropic/claude-opus-4-6", "openai/o3", "google/gemini-2.5-pro"],
                   "foremanModel": "perplexity/sonar-pro", "timeoutMs": 120000}})
TAGS = ["evaluation"]


class EvaluationsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, request={"application/json": serializers.EvaluationRequest,
                                       "multipart/form-data": OpenApiTypes.OBJECT}, examples=[JURY_EXAMPLE],
                   responses={202: serializers.RunStarted, **errors(400, 404, 413, 429)},
                   description="Start a run of the given `mode` (jury: the spec's JuryStreamRequest). 202 with "
                               "`conversationId`, `messageId` and where to follow it; 400 lists every field error; "
                               "429 with Retry-After past the per-user limits. A tournament (`mode: tournament`) is "
                               "always a batch: it starts the tournament batch `POST /api/batches` starts, and the 202 "
                               "adds `batch` (its id and links). A dialectic audit given code (an archive or source "
                               "files among `sources`, or a repository) with neither `rubricPresetId` nor `rubric` "
                               "uses the Code review preset, as the form does, and the 202 says so in "
                               "`rubricChosen`; documents alone still need a rubric (400).")
    def post(self, request):
        body = api_body(request)
        if isinstance(body, dict) and body.get("mode") == "tournament":
            return tournament_started(request.user, body)
        message = start_from_body(request.user, body)
        chosen = (message.config.get("modeConfig") or {}).get("rubricChosen")
        return Response({"conversationId": str(message.conversation_id), "messageId": str(message.pk),
                         "mode": message.mode, "status": message.status, **run_links(message),
                         **({"rubricChosen": chosen} if chosen else {})},
                        status=status.HTTP_202_ACCEPTED)


def tournament_started(user, body) -> Response:
    """A tournament is always a batch (docs/compare.md): the evaluation API starts the same tournament batch
    `POST /api/batches` does, and answers with the run's ids as for any mode plus the batch's."""
    batch, message = tournament_from_evaluation(user, body)
    return Response({"conversationId": str(message.conversation_id), "messageId": str(message.pk),
                     "mode": message.mode, "status": message.status, **run_links(message),
                     "batch": {**batch_links(batch), "status": batch.status}}, status=status.HTTP_202_ACCEPTED)


def _estimate_fields(body) -> dict:
    """The few fields an estimate needs, checked (400 with every field error)."""
    body = body if isinstance(body, dict) else {}
    config = body.get("modeConfig") if isinstance(body.get("modeConfig"), dict) else body
    errors: dict[str, list[str]] = {}
    content = config.get("content", "")
    if not isinstance(content, str) or len(content) > settings.EVAL_MAX_CONTENT_CHARS:
        errors["modeConfig.content"] = [f"A string of at most {settings.EVAL_MAX_CONTENT_CHARS} characters."]
    question = config.get("originalQuestion") or None
    if question is not None and (not isinstance(question, str) or len(question) > settings.EVAL_MAX_CONTENT_CHARS):
        errors["modeConfig.originalQuestion"] = ["A string, or omitted."]
    jurors = config.get("jurorModels")
    if not isinstance(jurors, list) or not 1 <= len(jurors) <= 6 or \
            not all(isinstance(m, str) and 0 < len(m) <= 120 for m in jurors):
        errors["modeConfig.jurorModels"] = ["A list of 1 to 6 model ids."]
    foreman = config.get("foremanModel")
    if not isinstance(foreman, str) or not 0 < len(foreman) <= 120:
        errors["modeConfig.foremanModel"] = ["A model id."]
    if errors:
        raise modes.Invalid.naming(errors)
    # Uploads are checked as a submit checks them (4xx), then read by the estimate; pages and repositories listed.
    sources = request_sources({"modeConfig": config})
    own = "" if sources and not content.strip() else content
    return {"content": own, "original_question": question, "juror_models": jurors, "foreman_model": foreman,
            "sources": sources}


class EvaluationEstimateView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, request={"application/json": OpenApiTypes.OBJECT,
                                       "multipart/form-data": OpenApiTypes.OBJECT}, examples=[JURY_EXAMPLE],
                   responses={200: OpenApiTypes.OBJECT, **errors(400, 413)},
                   description="What a run would cost before it starts: one line per role and model (jury: each "
                               "juror, the foreman and the title; dialectic: each judge over every criterion), "
                               "`aboutUsd` (typical answers) and `upToUsd` (every answer at its max_tokens; a "
                               "dialectic's possible second round included) from the models' list prices; null "
                               "where a model has no known price. The body is the one `POST /api/evaluations` "
                               "takes (multipart `files` counted: a jury's fitted to the context as its run fits "
                               "them); web pages and repositories are fetched only by the run and listed in "
                               "`notCounted`.")
    def post(self, request):
        body = api_body(request)
        if isinstance(body, dict) and body.get("mode") == "dialectic":
            return Response(audit_estimate(modes.get("dialectic").validate(body).config))
        if isinstance(body, dict) and body.get("mode") == "compare":
            return Response(compare_estimate(modes.get("compare").validate(body).config))
        if isinstance(body, dict) and body.get("mode") == "tournament":
            return Response(tournament_estimate(modes.get("tournament").validate(body).config))
        return Response(jury_estimate(**_estimate_fields(body)))


class EvaluationView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT},
                   description="The run's result rebuilt from its stored stages (jury: the spec's JuryResult).")
    def get(self, request, message_id):
        message = selectors.access_run(user=request.user, message_id=message_id)
        return Response(serializers.run_result(message))


class ConversationsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="conversations_list", responses={200: OpenApiTypes.OBJECT}, parameters=[
        OpenApiParameter("q", str, description="search titles"),
        OpenApiParameter("verdict", str, description="APPROVE, REVISE or REJECT"),
        OpenApiParameter("mode", str, description="jury or dialectic"),
        OpenApiParameter("page", int), OpenApiParameter("pageSize", int)],
        description="The caller's conversations, newest first.")
    def get(self, request):
        conversations = selectors.conversations_for(
            user=request.user, search=request.query_params.get("q", ""),
            verdict=request.query_params.get("verdict", ""), mode=request.query_params.get("mode", ""))
        paginator = Pagination()
        page = paginator.paginate_queryset(conversations, request, view=self)
        return paginator.get_paginated_response([serializers.conversation_row(c) for c in page])


class ConversationView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT})
    def get(self, request, conversation_id):
        conversation = selectors.access_conversation(user=request.user, conversation_id=conversation_id)
        return Response(serializers.conversation_detail(conversation))

    @extend_schema(tags=TAGS, request=serializers.RenameRequest,
                   responses={200: OpenApiTypes.OBJECT, **errors(400, 404)},
                   examples=[OpenApiExample("rename", value={"title": "Users API docs review"})])
    def patch(self, request, conversation_id):
        title = validated(serializers.RenameRequest, request.data)["title"]
        conversation = services.conversation_rename(user=request.user, conversation_id=conversation_id, title=title)
        return Response(serializers.conversation_detail(conversation))

    @extend_schema(tags=TAGS, responses={204: None, 404: OpenApiTypes.OBJECT})
    def delete(self, request, conversation_id):
        services.conversation_delete(user=request.user, conversation_id=conversation_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ConversationExportView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, responses={(200, "text/markdown"): OpenApiTypes.STR},
                   description="The conversation as a Markdown document (attachment).")
    def get(self, request, conversation_id):
        conversation = selectors.access_conversation(user=request.user, conversation_id=conversation_id)
        response = HttpResponse(serializers.conversation_markdown(conversation),
                                content_type="text/markdown; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{serializers.export_filename(conversation)}"'
        return response


# --- POST /api/council/stream: the spec's SSE lines --------------------------------


def render_spec_line(message: dict) -> str:
    """A stored event as the spec's line: `data: {"type": ..., "data"?: ..., "message"?: ...}`."""
    return f"data: {json.dumps({'type': message['type'], **message['payload']}, separators=(',', ':'))}\n\n"


def _csrf_refusal(request) -> str | None:
    """Session-authenticated browsers must send the CSRF token, as for every other POST (tokens need none)."""
    check = CsrfViewMiddleware(lambda req: None)
    check.process_request(request)
    refusal = check.process_view(request, None, (), {})
    return None if refusal is None else "CSRF check failed."


@csrf_exempt
async def council_stream(request):
    """Start a run and stream its events until `complete` or `error`.

    The run belongs to the server, not to this connection: a client that goes away
    does not stop it, and can follow it again at /api/streams/eval.<messageId>/events.
    """
    if request.method != "POST":
        return json_error(405, "METHOD_NOT_ALLOWED", "Use POST.")
    user = await request_user(request)
    if user is None:
        return json_error(403, "AUTHENTICATION_FAILED", "Invalid token.")
    if not user.is_authenticated:
        return json_error(403, "NOT_AUTHENTICATED", "Authentication credentials were not provided.")
    if not request.headers.get("Authorization", "").startswith("Token "):
        refusal = await database_sync_to_async(_csrf_refusal)(request)
        if refusal:
            return json_error(403, "FORBIDDEN", refusal)
    if request.content_type and request.content_type.lower() != "application/json":
        # a form or upload is read by the input guard before this view, so its body cannot be read again
        return json_error(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON (Content-Type: application/json).")
    try:
        body = json_loads(request.body or b"{}")
    except RequestDataTooBig:
        return json_error(413, "SOURCE_TOO_LARGE", "The request body is too large: send files to POST "
                                                   "/api/evaluations as multipart uploads.")
    except DomainError as error:
        return domain_error_response(error)
    try:
        message = await database_sync_to_async(start_from_body)(user, body)
    except DomainError as error:
        return domain_error_response(error)
    spec = modes.get(message.mode)
    response = sse_response(message.stream, 0, render=render_spec_line, terminal_types=spec.terminal_types)
    response["X-Message-Id"] = str(message.pk)
    response["X-Conversation-Id"] = str(message.conversation_id)
    return response
