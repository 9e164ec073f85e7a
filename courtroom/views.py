"""Pages: /court/ (live and recent sessions, start one) and /court/<id>/ (the show)."""

from __future__ import annotations

import time

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render

from courtroom import selectors, services
from courtroom.agents import AGENTS
from courtroom.phases import PHASE_LABELS, PHASES, VOTE_PHASES
from courtroom.rules import CHOICE_LABELS, VERDICT_CHOICES
from courtroom.screens import ROLE_LABELS, stage_options
from courtroom.serializers import session_json
from courtroom.services import steps
from courtroom.services.index import INDEX_STREAM
from courtroom.voters import new_voter, set_voter_cookie, voter_from
from juryrigged import realtime

INDEX_LIMIT = 20  # sessions per list on /court/ (live, recent); the API pages through all


def _session_card(session, tallies) -> dict:
    return {"session": session, "label": PHASE_LABELS.get(session.phase, "Waiting to start"),
            "votes": sum(sum(t.values()) for t in tallies.get(session.pk, {}).values())}


def index(request):
    form = {"topic": "", "case_type": "criminal", "sentence_options": ""}
    status = 200
    if request.method == "POST":
        form = {key: request.POST.get(key, "").strip() for key in form}
        if not request.user.is_authenticated:
            return redirect(f"/accounts/login/?next={request.path}")
        options = [line.strip() for line in form["sentence_options"].splitlines() if line.strip()]
        try:
            session = services.session_create(topic=form["topic"] or None, case_type=form["case_type"],
                                              sentence_options=options or None, created_by=request.user)
        except services.SessionInputError as exc:
            messages.error(request, exc.message)  # a refusal's message already names its categories
            status = exc.status
        else:
            return redirect("courtroom:show", session_id=session.pk)
    after = realtime.last_seq(INDEX_STREAM)  # read before the list: no change is missed
    live, recent = selectors.live_and_recent(limit=INDEX_LIMIT)
    tallies = selectors.tallies_for(live + recent)
    return render(request, "courtroom/index.html", {
        "live": [_session_card(s, tallies) for s in live], "recent": [_session_card(s, tallies) for s in recent],
        "form": form, "agents": AGENTS.values(),
        "index_page": {"stream": INDEX_STREAM, "after": after, "limit": INDEX_LIMIT},
    }, status=status)


def _sentence_skip(session) -> str:
    """Why the sentence vote was skipped, once the session reached it without a sentence poll."""
    reached = session.phase in ("sentence_vote", "final_ruling")
    if not reached or any(poll.kind == "sentence" for poll in session.polls.all()):
        return ""
    return steps.sentence_skip_reason(session)


def show(request, session_id: int, vote_first: bool = False):
    """/court/<id>/: the show. `vote_first` (/court/<id>/vote/, the QR code's target) is the phone
    view of the same page: the jury panel on top and the transcript below, without the stage."""
    after = realtime.last_seq(f"court.{session_id}")  # read before the state: nothing is missed
    session = selectors.session_with_everything(session_id)
    if session is None:
        raise Http404("No such session.")
    tallies = selectors.tallies_for([session])[session.pk]
    data = session_json(session, tallies, with_turns=True)
    voter = voter_from(request)
    issued = voter is None
    voter = voter or new_voter()
    agents = {a.id: a.display_name for a in AGENTS.values()}
    page = {
        "sessionId": session.pk, "stream": session.stream, "after": after, "serverNow": int(time.time() * 1000),
        "session": data, "myVotes": selectors.voter_choices(session.pk, voter),
        "voteUrl": f"/api/court/sessions/{session.pk}/vote",
        "agents": agents, "roleLabels": ROLE_LABELS,
        "phaseLabels": PHASE_LABELS, "phases": list(PHASES), "choiceLabels": CHOICE_LABELS,
        "verdictChoices": list(VERDICT_CHOICES[session.case_type]), "votePhases": VOTE_PHASES,
        "replay": selectors.stored_events(session) if session.is_over else [],
        "joinCodeRequired": bool(session.join_code),
        "stage": stage_options(session),
    }
    response = render(request, "courtroom/show.html", {
        "s": session, "page": page, "turns": data["turns"],
        "cast": [(AGENTS[r.agent_id].display_name, ROLE_LABELS[r.role], r.agent_id, r.role)
                 for r in session.roles.all()],
        "phases": [(p, PHASE_LABELS[p]) for p in PHASES],
        "phase_index": PHASES.index(session.phase) if session.phase else -1,
        "agents": agents, "role_labels": ROLE_LABELS,
        # The stage screen is the show page on a staff member's screen: it shows the join code.
        "join_code": session.join_code if request.user.is_staff else "",
        "sentence_skip": _sentence_skip(session),
        "vote_first": vote_first,
        "offline_live": not session.is_over,  # the offline-demo notice: the mock answers a live session's calls
    })
    if issued:
        set_voter_cookie(response, voter)
    return response


def vote_first(request, session_id: int):
    """/court/<id>/vote/: what a phone that scanned the presenter screen's QR code opens."""
    return show(request, session_id, vote_first=True)
