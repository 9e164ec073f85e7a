"""Compare mode's own endpoint: a comparison's verdicts exported as CSV, JSONL or Markdown.

    GET /api/evaluations/{messageId}/export?as=csv|jsonl|md

(Starting, reading and estimating a comparison go through the shared evaluation endpoints with
`"mode": "compare"`.)"""

from __future__ import annotations

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.views import APIView

from evaluation import selectors
from evaluation.compare.results import export_csv, export_jsonl, export_markdown, load_result
from evaluation.errors import EvaluationError
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
                               "dimension for the panel (winner, agreement). `md` is the whole comparison.")
    def get(self, request, message_id):
        message = selectors.run_for_user(user=request.user, message_id=message_id)
        if message.mode != "compare":
            raise EvaluationError("NOT_A_COMPARISON", "Only a comparison exports as CSV or JSONL; use the "
                                                      "conversation's Markdown export for other modes.")
        kind = request.query_params.get("as", "csv")
        if kind not in FORMATS:
            raise EvaluationError("VALIDATION_ERROR", "as: one of csv, jsonl, md.", fields={"as": ["csv, jsonl or md"]})
        content_type, extension = FORMATS[kind]
        body = export_markdown(message) if kind == "md" else \
            (export_csv if kind == "csv" else export_jsonl)(load_result(message))
        response = HttpResponse(body, content_type=f"{content_type}; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="comparison-{str(message.pk)[:8]}.{extension}"'
        return response
