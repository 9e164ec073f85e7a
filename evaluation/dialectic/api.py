"""The dialectic mode's own read endpoint: the rubric presets a request may name."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from evaluation.dialectic.selectors import rubric_presets
from juryrigged.core.openapi import extend_schema


class RubricPresetsView(APIView):
    """GET /api/evaluations/dialectic/presets → [{id, slug, name, description, criteria}]."""

    permission_classes = [IsAuthenticated]

    @extend_schema(
        summary="Rubric presets for dialectical audits",
        description="Active presets, in form order. Name one in `modeConfig.rubricPresetId` (its slug or id).",
        responses={200: OpenApiTypes.OBJECT},
        examples=[OpenApiExample("A preset", value=[{
            "id": 2, "slug": "code-review", "name": "Code review", "description": "Audits source code…",
            "criteria": [{"id": "security", "name": "Security", "description": "No unsafe evaluation…",
                          "successPattern": "…", "failurePattern": "…", "target": "code"}]}])],
    )
    def get(self, request):
        return Response(rubric_presets())
