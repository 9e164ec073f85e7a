"""Compare mode's own endpoint: a comparison's verdicts exported as CSV, JSONL or Markdown.

    GET  /api/evaluations/{messageId}/export?as=csv|jsonl|md   (a comparison or a tournament)
    POST /api/evaluations/{messageId}/cancel                    (a tournament)

(Starting, reading and estimating a comparison go through the shared evaluation endpoints with
`"mode": "compare"`.)"""

from __future__ import annotations

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from evaluation import selectors
from evaluation.compare import results as pair_results
from evaluation.compare.tournament import results as tournament_results
from evaluation.compare.tournament.services import tournament_cancel
from evaluation.errors import EvaluationError
from juryrigged.core.openapi import extend_schema
from juryrigged.core.serializers import errors

FORMATS = {"csv": ("text/csv", "csv"), "jsonl": ("application/x-ndjson", "jsonl"), "md": ("text/markdown", "md")}


class CompareExportView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=["evaluation"], operation_id="evaluation_compare_export",
                   parameters=[OpenApiParameter("as", str, enum=list(FORMATS),
                                                description="csv (default), jsonl or md")],
                   responses={(200, "text/csv"): OpenApiTypes.STR, (200, "application/x-ndjson"): OpenApiTypes.STR,
                              (200, "text/markdown"): OpenApiTypes.STR, **errors(400, 404)},
                   description="A comparison's verdicts: one row per juror and dimension (the answer with A "
                               "first, with B first, the verdict, whether it flipped with the order) and one per "
                               "dimension for the panel (winner, agreement). A tournament's: one row per judged "
                               "pair (winner, agreement, people's preference, each juror's verdict and flip). "
                               "`md` is the whole comparison, or the tournament's ratings.")
    def get(self, request, message_id):
        message = selectors.access_run(user=request.user, message_id=message_id)
        exports = {"compare": pair_results, "tournament": tournament_results}.get(message.mode)
        if exports is None:
            raise EvaluationError("NOT_A_COMPARISON", "Only a comparison or a tournament exports as CSV or JSONL; "
                                                      "use the conversation's Markdown export for other modes.")
        kind = request.query_params.get("as", "csv")
        if kind not in FORMATS:
            raise EvaluationError("VALIDATION_ERROR", "as: one of csv, jsonl, md.", fields={"as": ["csv, jsonl or md"]})
        content_type, extension = FORMATS[kind]
        body = exports.export_markdown(message) if kind == "md" else \
            (exports.export_csv if kind == "csv" else exports.export_jsonl)(exports.load_result(message))
        response = HttpResponse(body, content_type=f"{content_type}; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="comparison-{str(message.pk)[:8]}.{extension}"'
        return response


class TournamentCancelView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=["evaluation"], operation_id="evaluation_tournament_cancel", request=None,
                   responses={200: OpenApiTypes.OBJECT, **errors(400, 404)},
                   description="Stop a running tournament: it judges no new pair (the pair in hand ends) and keeps "
                               "what it judged, with its ratings so far. A tournament already ended is a 400.")
    def post(self, request, message_id):
        message = selectors.access_run(user=request.user, message_id=message_id)
        tournament_cancel(message=message)
        return Response({"messageId": str(message.pk), "status": "failed"})
