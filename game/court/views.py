"""The courtroom screen (pre-trial and the trial) and the replayable timeline."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render

from game.court import selectors
from game.court.api import courtroom_payload
from game.court.models import Trial
from game.models import Game, GameEvent
from game.selectors import game_for_player

COURT_PHASES = (Game.Phase.PRE_TRIAL, Game.Phase.OPENING, Game.Phase.PROSECUTION_CASE, Game.Phase.DEFENSE_CASE,
                Game.Phase.CLOSING, Game.Phase.JURY_INSTRUCTIONS)
TRANSCRIPT_TAIL = 80


@login_required
def courtroom(request, game_id: int):
    """Rendered from what is stored (reloading resumes exactly), then live from the stream.
    A read only: the trial opens when the jury is sworn (`voir_dire_pass`), not here."""
    game = game_for_player(user=request.user, game_id=game_id)
    if game.status != Game.Status.ACTIVE or game.phase not in COURT_PHASES:
        return redirect("game:play", game_id=game.pk)
    if not Trial.objects.filter(game=game).exists():
        raise Http404("This game has no trial.")
    payload = courtroom_payload(game)
    lines = list(GameEvent.objects.filter(game=game, kind="trial.line").order_by("-id")[:TRANSCRIPT_TAIL])
    transcript = [{"speaker": e.payload.get("speaker", ""), "role": e.payload.get("role", ""), "text": e.summary,
                   "turn": e.turn} for e in reversed(lines)]
    return render(request, "game/court.html", {"game": game, "case": game.case, "payload": payload,
                                               "transcript": transcript})


@login_required
def timeline(request, game_id: int):
    """Every event of the case, replayable step by step."""
    game = game_for_player(user=request.user, game_id=game_id)
    return render(request, "game/timeline.html", {"game": game, "case": game.case,
                                                  "events": selectors.trial_timeline(game=game)})
