"""The game's pages: case selection, the courtroom (pre-trial and the trial), voir dire,
the live deliberation, the post-case summary and the replayable timeline. Forms post,
the service acts, the page redirects (errors become messages); live parts follow the
game's stream. The courtroom's actions go through the JSON API (`game.api`)."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from juryrigged import realtime
from juryrigged.core.errors import DomainError
from juryrigged.core.ids import parse_id

from game import phases as P
from game.case_kinds import case_kind
from game.models import Case, Game, Trial
from game.selectors import (
    case_public,
    court_transcript,
    courtroom_payload,
    access_game,
    game_summary,
    jury_box,
    opposing_counsel,
    trial_timeline,
    voir_dire_panel,
)
from game.services import games as game_services
from game.services.budget import game_subject
from game.services import voir_dire, voir_dire_questions

LIVE_TYPES = ("deliberation.started", "deliberation.ballot", "deliberation.statement", "deliberation.event",
              "deliberation.verdict", "game.finished", "game.failed")
# Which page plays each phase: the courtroom (pre-trial and the trial), voir dire, the jury room.
PHASE_PAGES = {**{phase: "game:court" for phase in P.COURTROOM_PHASES},
               P.VOIR_DIRE: "game:voir_dire", P.DELIBERATION: "game:deliberation"}


def _act(request, action, success: str = ""):
    try:
        result = action()
    except DomainError as exc:
        messages.error(request, exc.message)
        return None
    if success:
        messages.success(request, success)
    return result


def index(request):
    """Case selection, and the player's saved games to resume or review."""
    cases = Case.objects.filter(is_published=True)
    games = []
    profile = None
    if request.user.is_authenticated:
        games = Game.objects.filter(player=request.user).select_related("case")[:20]
        profile = game_services.profile_get(user=request.user)
    return render(request, "game/index.html", {"cases": [case_public(c) for c in cases], "games": games,
                                               "profile": profile})


@login_required
@require_POST
def start(request, slug: str):
    case = get_object_or_404(Case, slug=slug, is_published=True)
    game = _act(request, lambda: game_services.game_start(user=request.user, case=case,
                                                          side=request.POST.get("side") or None))
    if game is None:
        return redirect("game:index")
    return redirect("game:play", game_id=game.pk)


@login_required
@require_POST
def retry(request, game_id: int):
    """Try a hung or mistried case again before a new jury."""
    game = access_game(user=request.user, game_id=game_id)
    retrial = _act(request, lambda: game_services.game_retry(game=game))
    return redirect("game:play", game_id=retrial.pk if retrial else game.pk)


@login_required
def play(request, game_id: int):
    """Resume a saved game on the page for its phase."""
    game = access_game(user=request.user, game_id=game_id)
    if game.status != Game.Status.ACTIVE:
        return redirect("game:summary", game_id=game.pk)
    return redirect(PHASE_PAGES.get(game.phase, "game:court"), game_id=game.pk)


def _page(request, game: Game, template: str, context: Callable[[], dict]):
    """A live page: the stream position is read before `context()` builds the state the page
    shows, so an event stored in between is streamed to the page, never skipped (read after,
    a voir dire page could show a challenge pending whose ruling it would never hear)."""
    kind = case_kind(game.case.kind)
    steps = [(phase, kind.phase_label(phase)) for phase in P.ORDER]
    last_seq = realtime.last_seq(game.stream)
    return render(request, template, {"game": game, "case": game.case, "stream": game.stream, "phase_steps": steps,
                                      "words": kind, "last_seq": last_seq, **context()})


@login_required
def voir_dire_page(request, game_id: int):
    game = access_game(user=request.user, game_id=game_id)
    if game.phase != Game.Phase.VOIR_DIRE:
        return redirect("game:play", game_id=game.pk)
    return _page(request, game, "game/voir_dire.html", lambda: {"panel": voir_dire_panel(game=game)})


@login_required
def voir_dire_panel_partial(request, game_id: int):
    game = access_game(user=request.user, game_id=game_id)
    if game.phase != Game.Phase.VOIR_DIRE:
        response = render(request, "game/_sworn.html", {"game": game})
        response["X-Game-Phase"] = game.phase
        return response
    return render(request, "game/_panel.html", {"game": game, "panel": voir_dire_panel(game=game),
                                                "words": case_kind(game.case.kind)})


def _juror_id(request) -> int | None:
    juror = parse_id(request.POST.get("juror", ""))
    if juror is None:
        messages.error(request, "Choose a juror.")
    return juror


@login_required
@require_POST
def strike(request, game_id: int):
    game = access_game(user=request.user, game_id=game_id)
    juror = _juror_id(request)
    if juror is not None:
        replacement = _act(request, lambda: voir_dire.voir_dire_strike(game=game, juror_id=juror))
        if replacement:
            messages.success(request, f"Struck. {replacement.persona.name} takes the place.")
    return redirect("game:voir_dire", game_id=game.pk)


@login_required
@require_POST
def challenge(request, game_id: int):
    game = access_game(user=request.user, game_id=game_id)
    juror = _juror_id(request)
    if juror is not None:
        _act(request, lambda: voir_dire.voir_dire_challenge(game=game, juror_id=juror,
                                                            reason=request.POST.get("reason", "")),
             "Challenge made; the judge will rule on it.")
    return redirect("game:voir_dire", game_id=game.pk)


@login_required
@require_POST
def question_juror(request, game_id: int):
    game = access_game(user=request.user, game_id=game_id)
    juror = _juror_id(request)
    if juror is not None:
        _act(request, lambda: voir_dire_questions.voir_dire_question(game=game, juror_id=juror,
                                                                     question=request.POST.get("question", "")))
    return redirect("game:voir_dire", game_id=game.pk)


@login_required
@require_POST
def pass_strikes(request, game_id: int):
    game = access_game(user=request.user, game_id=game_id)
    result = _act(request, lambda: voir_dire.voir_dire_pass(game=game))
    if result and result["opponent_challenged"]:
        messages.warning(request, f"{opposing_counsel(game).get('name', 'Opposing counsel')} challenges "
                                  f"{', '.join(result['opponent_challenged'])} for cause; the judge will rule.")
    elif result and result["opponent_struck"]:
        messages.warning(request, f"{opposing_counsel(game).get('name', 'Opposing counsel')} struck "
                                  f"{', '.join(result['opponent_struck'])}. Review the new jurors, then pass again.")
    elif result and result["sworn"]:
        messages.success(request, "The jury is sworn in.")
    return redirect("game:play", game_id=game.pk)


@login_required
def jury_box_partial(request, game_id: int):
    game = access_game(user=request.user, game_id=game_id)
    return render(request, "game/_jury_box.html", {"box": jury_box(game=game), "words": case_kind(game.case.kind)})


def _live_events(game: Game) -> list[dict]:
    return [{"seq": e.seq, "type": e.type, "payload": e.payload}
            for e in realtime.events_after(game.stream, 0) if e.type in LIVE_TYPES]


@login_required
def deliberation_page(request, game_id: int):
    """The jury room, live: who speaks, what they say, the tally per round, the verdict.
    Rendered from the stored stream; the page then follows it after the last seq."""
    game = access_game(user=request.user, game_id=game_id)
    if game.phase not in (Game.Phase.DELIBERATION, Game.Phase.VERDICT):
        return redirect("game:play", game_id=game.pk)
    def context():
        events = _live_events(game)  # the page follows the stream after the last event it shows
        return {"events": events, "last_seq": max([e["seq"] for e in events] + [0]),
                "box": jury_box(game=game), "summary_url": reverse("game:summary", args=[game.pk])}
    return _page(request, game, "game/deliberation.html", context)


def opinion_chart(summary: dict) -> dict:
    """The summary chart's data: one series per juror, each ending where the juror stood at the
    verdict (their final opinion, whatever the stored history's last point), marked as a juror who
    decided, an alternate or a juror removed; the moment the jury went out."""
    series = []
    for juror in summary["jurors"]:
        points = [[h.get("turn", 0), h["opinion"], h.get("round"), bool(h.get("instructed"))] for h in juror["history"]]
        if not points or round(points[-1][1]) != juror["final_opinion"]:
            points.append([points[-1][0] if points else 0, juror["final_opinion"], None, False])
        series.append({"name": juror["name"], "status": juror["status"], "vote": juror["vote"], "points": points})
    deciders = [s for s in series if s["status"] == "seated"]
    out = next((i for i, p in enumerate(deciders[0]["points"]) if p[3] or p[2] is not None), None) if deciders else None
    return {"series": series, "juryOut": out}


@login_required
def summary_page(request, game_id: int):
    game = access_game(user=request.user, game_id=game_id)
    if game.status == Game.Status.ACTIVE:
        return redirect("game:play", game_id=game.pk)

    def context():
        summary = game_summary(game=game)
        chart = opinion_chart(summary)
        return {"summary": summary, "chart": chart, "won": game_services.player_won(game, game.outcome),
                "offline_subject": game_subject(game.pk)}
    return _page(request, game, "game/summary.html", context)


@login_required
def courtroom(request, game_id: int):
    """Pre-trial and the trial, rendered from what is stored (reloading resumes exactly),
    then live from the stream. A read only: the trial opens when the jury is sworn
    (`voir_dire_pass`), not here."""
    game = access_game(user=request.user, game_id=game_id)
    if game.status != Game.Status.ACTIVE or game.phase not in P.COURTROOM_PHASES:
        return redirect("game:play", game_id=game.pk)
    if not Trial.objects.filter(game=game).exists():
        raise Http404("This game has no trial.")
    after = realtime.last_seq(game.stream)  # first: what is stored later is streamed to the page, never lost
    return render(request, "game/court.html", {"game": game, "case": game.case,
                                               "payload": courtroom_payload(game, after=after),
                                               "words": case_kind(game.case.kind),
                                               "transcript": court_transcript(game, upto=after)})


@login_required
def timeline(request, game_id: int):
    """Every event of the case, replayable step by step."""
    game = access_game(user=request.user, game_id=game_id)
    return render(request, "game/timeline.html", {"game": game, "case": game.case, "words": case_kind(game.case.kind),
                                                  "events": trial_timeline(game=game)})
