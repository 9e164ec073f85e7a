"""The game's JSON API (session or token auth): cases, saved games, voir dire, the trial,
the timeline and the summary.

Each view validates its body with a serializer (`game.serializers`), calls one service,
and shapes the answer with a selector, so hidden persona fields, witnesses' secrets and
the judge's numbers never leave the server. Errors are answered in the one JSON shape
{"code", "error", ...} by the project's exception handler.

    GET       /api/game/cases
    GET, POST /api/game/games                              list saved games, start one
    GET       /api/game/games/<id>                         the saved game
    GET       /api/game/games/<id>/voir-dire               the panel
    POST      /api/game/games/<id>/voir-dire/<strike|challenge|pass>
    GET       /api/game/games/<id>/trial                   the courtroom
    POST      /api/game/games/<id>/trial/<action>          research, investigate, consultant,
              finish-pretrial, begin, statement, question, cards, continue, end-examination,
              object, allow, recess
    GET       /api/game/games/<id>/timeline                every public event, for replay
    GET       /api/game/games/<id>/summary                 after the verdict
    POST      /api/game/games/<id>/retry                   a hung jury or a mistrial: try it again
"""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from juryrigged.core.openapi import extend_schema
from juryrigged.core.serializers import errors, validated


from game import selectors
from game.errors import ActionError
from game.models import Case, Game
from game.serializers import KEYWORDS, ChallengeSerializer, JurorSerializer, StartSerializer, VoirDireQuestionSerializer
from game.services import games, trial, voir_dire, voir_dire_questions

TAGS = ["game"]
ANSWER = OpenApiTypes.OBJECT
ERRORS = errors(400, 401, 403, 404, 409)
# Starting a game (or a retrial) is refused once the player's or the site's daily spending limit is reached.
START_ERRORS = errors(400, 401, 403, 404, 409, 429)
TRIAL_ACTIONS = {
    "research": trial.trial_research_judge, "investigate": trial.trial_investigate,
    "consultant": trial.trial_hire_consultant, "finish-pretrial": trial.trial_finish_pretrial,
    "begin": trial.trial_begin, "statement": trial.trial_make_statement, "question": trial.trial_ask_question,
    "cards": trial.trial_play_cards, "continue": trial.trial_continue, "end-examination": trial.trial_end_examination,
    "object": trial.trial_object, "allow": trial.trial_allow, "recess": trial.trial_request_recess,
}


class CasesView(APIView):
    @extend_schema(tags=TAGS, operation_id="game_cases_list", responses={200: ANSWER})
    def get(self, request):
        return Response({"cases": [selectors.case_public(c) for c in Case.objects.filter(is_published=True)]})


class GamesView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_games_list", responses={200: ANSWER, **ERRORS})
    def get(self, request):
        rows = Game.objects.filter(player=request.user).select_related("case")[:50]
        return Response({"games": [{"id": g.pk, "case": g.case.slug, "title": g.case.title, "phase": g.phase,
                                    "status": g.status, "outcome": g.outcome, "updated_at": g.updated_at}
                                   for g in rows]})

    @extend_schema(tags=TAGS, operation_id="game_games_start", request=StartSerializer,
                   responses={201: ANSWER, **START_ERRORS},
                   description="Start a game of a published case. 429 SPENDING_LIMIT (with `limit`, `resetsAt`, "
                               "`retryAfterMs` and Retry-After) once the player's or the site's daily spending "
                               "limit is reached.")
    def post(self, request):
        data = validated(StartSerializer, request.data, codes={"side": "INVALID_SIDE"})
        case = Case.objects.filter(slug=data["case"], is_published=True).first()
        if case is None:
            raise ActionError("CASE_NOT_FOUND", "No such case.", status=404)
        game = games.game_start(user=request.user, case=case, side=data.get("side"))
        return Response(selectors.game_state(game=game), status=201)


class GameView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_games_retrieve", responses={200: ANSWER, **ERRORS})
    def get(self, request, game_id: int):
        return Response(selectors.game_state(game=selectors.access_game(user=request.user, game_id=game_id)))


class VoirDireView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_voir_dire_retrieve", responses={200: ANSWER, **ERRORS})
    def get(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        if game.phase != Game.Phase.VOIR_DIRE:
            raise ActionError("WRONG_PHASE", "Jury selection is over.", phase=game.phase)
        return Response(selectors.voir_dire_panel(game=game))


class StrikeView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_voir_dire_strike", request=JurorSerializer,
                   responses={200: ANSWER, **ERRORS})
    def post(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        data = validated(JurorSerializer, request.data)
        voir_dire.voir_dire_strike(game=game, juror_id=data["juror"])
        return Response(selectors.voir_dire_panel(game=game))


class ChallengeView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_voir_dire_challenge", request=ChallengeSerializer,
                   responses={202: ANSWER, **ERRORS})
    def post(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        data = validated(ChallengeSerializer, request.data)
        event = voir_dire.voir_dire_challenge(game=game, juror_id=data["juror"], reason=data["reason"])
        return Response({"challenge": event.pk, "status": "pending"}, status=202)


class VoirDireQuestionView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_voir_dire_question", request=VoirDireQuestionSerializer,
                   responses={200: ANSWER, **ERRORS})
    def post(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        data = validated(VoirDireQuestionSerializer, request.data)
        event = voir_dire_questions.voir_dire_question(game=game, juror_id=data["juror"], question=data["question"])
        return Response({"answer": event.payload["answer"], "panel": selectors.voir_dire_panel(game=game)})


class PassView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_voir_dire_pass", request=None, responses={200: ANSWER, **ERRORS})
    def post(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        result = voir_dire.voir_dire_pass(game=game)
        game.refresh_from_db()
        return Response({**result, "state": selectors.game_state(game=game)})


class TrialView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_trial_retrieve", responses={200: ANSWER, **ERRORS})
    def get(self, request, game_id: int):
        return Response(selectors.courtroom_payload(selectors.access_game(user=request.user, game_id=game_id)))


class TrialActionView(APIView):
    """One player action in the courtroom; the URL names it (`action_name`), and its body (if
    it takes one) is `serializer_class`. Answers what it did and the courtroom after it."""

    permission_classes = [IsAuthenticated]
    action_name = ""
    serializer_class = None

    @extend_schema(tags=TAGS, responses={200: ANSWER, **ERRORS})
    def post(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        params = {}
        if self.serializer_class is not None:
            params = {KEYWORDS.get(k, k): v for k, v in validated(self.serializer_class, request.data).items()}
        out = TRIAL_ACTIONS[self.action_name](game=game, **params)
        game.refresh_from_db()
        return Response({"ok": True, "notices": out.notices, "lines": out.lines,
                         **selectors.courtroom_payload(game)})


class UnknownTrialActionView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(exclude=True)
    def post(self, request, game_id: int, action: str):
        selectors.access_game(user=request.user, game_id=game_id)
        raise ActionError("UNKNOWN_ACTION", f"There is no trial action {action!r}.", status=404)


class TimelineView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_timeline_retrieve", responses={200: ANSWER, **ERRORS})
    def get(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        return Response({"game": game.pk, "events": selectors.trial_timeline(game=game)})


class RetryView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_games_retry", request=None,
                   responses={201: ANSWER, **START_ERRORS})
    def post(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        return Response(selectors.game_state(game=games.game_retry(game=game)), status=201)


class SummaryView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(tags=TAGS, operation_id="game_summary_retrieve", responses={200: ANSWER, **ERRORS})
    def get(self, request, game_id: int):
        game = selectors.access_game(user=request.user, game_id=game_id)
        if game.status == Game.Status.ACTIVE:
            raise ActionError("GAME_NOT_OVER", "The summary is ready when the verdict is in.")
        return Response(selectors.game_summary(game=game))
