"""The trial's API: read the courtroom, and one POST per player action.

    GET  /game/api/games/<id>/trial            the courtroom as the player may see it
    POST /game/api/games/<id>/trial/<action>   research, investigate, consultant, finish-pretrial,
                                               begin, statement, question, cards, continue,
                                               end-examination, object, allow, recess
    GET  /game/api/games/<id>/timeline         every event of the case, for replay
"""

from __future__ import annotations

from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from juryrigged import realtime
from juryrigged.core.errors import ApiError

from game.court import selectors, services
from game.court.serializers import BODIES, KEYWORDS
from game.models import Game
from game.selectors import game_for_player, jury_box


def courtroom_payload(game: Game) -> dict:
    """The courtroom as the player may see it. A read: it never writes."""
    return {"game": game.pk, "status": game.status, "outcome": game.outcome, "phase": game.phase,
            "trial": selectors.trial_view(game=game), "juryBox": jury_box(game=game),
            "stream": game.stream, "lastSeq": realtime.last_seq(game.stream)}


class TrialView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request, game_id: int):
        return Response(courtroom_payload(game_for_player(user=request.user, game_id=game_id)))


class TrialActionView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request, game_id: int, action: str):
        game = game_for_player(user=request.user, game_id=game_id)
        service = services.ACTIONS.get(action)
        if service is None:
            raise ApiError(404, "UNKNOWN_ACTION", f"There is no trial action {action!r}.")
        params = {}
        body = BODIES.get(action)
        if body is not None:
            serializer = body(data=request.data)
            serializer.is_valid(raise_exception=True)
            params = {KEYWORDS.get(k, k): v for k, v in serializer.validated_data.items()}
        out = service(game=game, **params)
        game.refresh_from_db()
        return Response({"ok": True, "notices": out.notices, "lines": out.lines, **courtroom_payload(game)})


class TimelineView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request, game_id: int):
        game = game_for_player(user=request.user, game_id=game_id)
        return Response({"game": game.pk, "events": selectors.trial_timeline(game=game)})
