"""The dialectic mode's own read endpoint: the rubric presets a request may name."""

from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from evaluation.dialectic.selectors import rubric_presets


class RubricPresetsView(APIView):
    """GET /api/evaluations/dialectic/presets → [{id, slug, name, description, criteria}]."""

    permission_classes = [IsAuthenticated]

    def get(self, request):
        return Response(rubric_presets())
