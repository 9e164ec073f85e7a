"""The game's JSON API (DRF, session or token auth): cases, saved games, voir dire
and the summary (pre-trial and the trial are `game.court.api`; the jury goes out only at
the end of the trial). Every answer about jurors is built by game.selectors,
so hidden persona fields never leave the server."""

from __future__ import annotations

from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from juryrigged.core.errors import ApiError

from game import services, voir_dire
from game.models import Case, Game
from game.selectors import case_public, game_for_player, game_state, game_summary, voir_dire_panel


class StartSerializer(serializers.Serializer):
    case = serializers.SlugField()


class JurorSerializer(serializers.Serializer):
    juror = serializers.IntegerField(min_value=1)


class ChallengeSerializer(JurorSerializer):
    reason = serializers.CharField(max_length=40)


def _valid(serializer_class, request) -> dict:
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


@api_view(["GET"])
def cases(request):
    return Response({"cases": [case_public(c) for c in Case.objects.filter(is_published=True)]})


@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def games(request):
    if request.method == "GET":
        rows = Game.objects.filter(player=request.user).select_related("case")[:50]
        return Response({"games": [{"id": g.pk, "case": g.case.slug, "title": g.case.title, "phase": g.phase,
                                    "status": g.status, "outcome": g.outcome, "updated_at": g.updated_at}
                                   for g in rows]})
    data = _valid(StartSerializer, request)
    case = Case.objects.filter(slug=data["case"], is_published=True).first()
    if case is None:
        raise ApiError(404, "CASE_NOT_FOUND", "No such case.")
    game = services.game_start(user=request.user, case=case)
    return Response(game_state(game=game), status=201)


@api_view(["GET"])
@permission_classes([IsAuthenticated])
def game_detail(request, game_id: int):
    return Response(game_state(game=game_for_player(user=request.user, game_id=game_id)))


@api_view(["GET"])
@permission_classes([IsAuthenticated])
def voir_dire_detail(request, game_id: int):
    game = game_for_player(user=request.user, game_id=game_id)
    if game.phase != Game.Phase.JURY_SELECTION:
        raise ApiError(409, "WRONG_PHASE", "Jury selection is over.", phase=game.phase)
    return Response(voir_dire_panel(game=game))


@api_view(["POST"])
@permission_classes([IsAuthenticated])
def strike(request, game_id: int):
    game = game_for_player(user=request.user, game_id=game_id)
    data = _valid(JurorSerializer, request)
    voir_dire.voir_dire_strike(game=game, juror_id=data["juror"])
    return Response(voir_dire_panel(game=game))


@api_view(["POST"])
@permission_classes([IsAuthenticated])
def challenge(request, game_id: int):
    game = game_for_player(user=request.user, game_id=game_id)
    data = _valid(ChallengeSerializer, request)
    event = voir_dire.voir_dire_challenge(game=game, juror_id=data["juror"], reason=data["reason"])
    return Response({"challenge": event.pk, "status": "pending"}, status=202)


@api_view(["POST"])
@permission_classes([IsAuthenticated])
def pass_strikes(request, game_id: int):
    game = game_for_player(user=request.user, game_id=game_id)
    result = voir_dire.voir_dire_pass(game=game)
    game.refresh_from_db()
    return Response({**result, "state": game_state(game=game)})


@api_view(["GET"])
@permission_classes([IsAuthenticated])
def summary(request, game_id: int):
    game = game_for_player(user=request.user, game_id=game_id)
    if game.status == Game.Status.ACTIVE:
        raise ApiError(409, "GAME_NOT_OVER", "The summary is ready when the verdict is in.")
    return Response(game_summary(game=game))
