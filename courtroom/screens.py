"""The stage's pages for a room: the presenter view on a big screen, the overlay for streaming
software, and the short join link the screen shows.

Both views are drawn in the browser from the events the session's stream already carries
(static/courtroom/stage.js, screen.js): nothing here runs per event, so the fan-out costs the
same with or without a screen watching.
"""

from __future__ import annotations

import io
import time

import segno
from django.conf import settings
from django.http import Http404
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.middleware.csrf import get_token
from django.urls import reverse
from django.views.decorators.clickjacking import xframe_options_exempt

from courtroom import selectors
from courtroom.agents import AGENTS
from courtroom.phases import PHASE_LABELS, VOTE_PHASES
from courtroom.rules import CHOICE_LABELS, VERDICT_CHOICES
from courtroom.serializers import session_json
from courtroom.services.poll_control import may_host
from juryrigged import realtime

ROLE_LABELS = {"judge": "Judge", "bailiff": "Bailiff", "prosecutor": "Prosecutor", "defense": "Defense",
               "witness": "Witness"}


def stage_options(session) -> dict:
    """What stage.js needs to draw a session: names, roles, labels and the session's pace."""
    return {
        "agents": {agent.id: agent.display_name for agent in AGENTS.values()},
        "roles": {role.agent_id: role.role for role in session.roles.all()},
        "roleLabels": ROLE_LABELS, "phaseLabels": PHASE_LABELS, "choiceLabels": CHOICE_LABELS,
        "paceMsPerChar": settings.COURT_PACE_MS_PER_CHAR, "paceMaxMs": settings.COURT_PACE_MAX_MS,
        "soundBase": static("courtroom/sounds/"),
    }


def join_qr_svg(url: str) -> str:
    """An inline SVG QR code for `url` (drawn on the server: the screen downloads nothing)."""
    buffer = io.BytesIO()
    segno.make(url, error="m").save(buffer, kind="svg", xmldecl=False, svgns=True, scale=1, border=2,
                                    omitsize=True, title="QR code: scan to join and vote", dark="#000", light="#fff")
    return buffer.getvalue().decode()


def _screen_page(request, session_id: int, template: str):
    after = realtime.last_seq(f"court.{session_id}")  # read before the state: nothing is missed
    session = selectors.session_with_everything(session_id)
    if session is None:
        raise Http404("No such session.")
    tallies = selectors.tallies_for([session])[session.pk]
    short_url = request.build_absolute_uri(reverse("courtroom:join", args=[session.pk]))
    page = {
        "sessionId": session.pk, "stream": session.stream, "after": after, "serverNow": int(time.time() * 1000),
        "session": session_json(session, tallies, with_turns=True), "votePhases": VOTE_PHASES,
        "verdictChoices": list(VERDICT_CHOICES[session.case_type]),
        "stage": stage_options(session), "sound": request.GET.get("sound") == "1",
    }
    # The host's own presenter screen runs the poll (close it early or give the room more time);
    # the overlay, embedded in streaming software, never does.
    host = template == "courtroom/screen.html" and may_host(session, request.user)
    if host:
        page.update(pollUrl=reverse("courtroom:api-poll", args=[session.pk]), csrfToken=get_token(request))
    return render(request, template, {
        "host": host,
        "s": session, "page": page, "short_url": short_url, "qr_svg": join_qr_svg(short_url),
        # What the room reads and types: the link without its scheme, kept on one line (stage.css).
        "join_label": short_url.split("://", 1)[-1],
        # A join code keeps the vote to the room: only a staff member's screen shows it.
        "join_code": session.join_code if request.user.is_staff else "", "variant": "screen",
    })


def screen(request, session_id: int):
    """/court/<id>/screen/: the presenter view — full-screen stage, tallies, QR code; on the host's own
    screen, the open poll's controls."""
    return _screen_page(request, session_id, "courtroom/screen.html")


@xframe_options_exempt  # streaming software and venue screens embed it
def overlay(request, session_id: int):
    """/court/<id>/overlay/: the stage and tallies on a transparent background for a browser source."""
    return _screen_page(request, session_id, "courtroom/overlay.html")


def join(request, session_id: int):
    """/c/<id>: the short link the presenter view shows; it leads to the phone's vote-first view."""
    return redirect("courtroom:vote", session_id=session_id)
