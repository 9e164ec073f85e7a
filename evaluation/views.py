"""Pages shared by every mode: the live result page, the history, renaming and deleting.

Each mode's own pages live in its package (`jury/views.py`, `dialectic/views.py`)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from evaluation import api, modes, runs, selectors, services
from evaluation.models import Message
from evaluation.sources.selectors import runs_judged
from juryrigged import realtime
from juryrigged.core.errors import DomainError
from juryrigged.core.redirects import next_on_this_site

HISTORY_PAGE_SIZE = 15
VERDICTS = ["APPROVE", "REVISE", "REJECT"]


def timeout_ms_from_form(post):
    """The form's `timeoutSeconds` as the API's `timeoutMs`: None if blank, the text as typed if it is no number
    (so the API's validation names the problem next to the field)."""
    seconds = post.get("timeoutSeconds", "").strip()
    if not seconds:
        return None
    try:
        return int(float(seconds) * 1000)
    except ValueError:
        return post["timeoutSeconds"]


def start_from_form(request, *, body_from_form, render_form):
    """A mode form's POST: start the run from `body_from_form(post, files)` and go to its live page.

    An anonymous user is sent to log in first. A refused start comes back as
    `render_form(fields, status)` with the API's field errors; a refusal that names no field
    is also put in the page's messages, so it is shown somewhere.
    """
    if not request.user.is_authenticated:
        return redirect(f"{reverse('login')}?next={request.path}")
    try:
        run = api.start_from_body(request.user, body_from_form(request.POST, request.FILES))
    except DomainError as error:
        fields = error.extra.get("fields") or {}
        if not fields:
            messages.error(request, error.message)
        return render_form(fields, error.status)
    return redirect("evaluation:result", message_id=run.pk)


@login_required
def result(request, message_id):
    """The live result page of one run; the mode's template fills the body."""
    try:
        message = selectors.access_run(user=request.user, message_id=message_id)
    except DomainError:
        raise Http404("No such evaluation.") from None
    spec = modes.get(message.mode)
    # The stream position first, then the rows: an event landing in between is replayed, never lost.
    last_seq = realtime.last_seq(message.stream)
    result_data = spec.result(message) if spec and spec.result else {}
    context = {
        "message": message,
        "conversation": message.conversation,
        "spec": spec,
        "result": result_data,
        "body_template": spec.template if spec and spec.template else "evaluation/unknown_mode.html",
        "last_seq": last_seq,
        "runs": selectors.runs_of(message.conversation),
        # Whether the offline demo model wrote this result (templates/_offline_notice.html).
        "offline_subject": runs.run_subject(message.pk),
        "offline_live": message.status in Message.ACTIVE,
    }
    if spec and spec.page_context:
        context.update(spec.page_context(message, result_data, last_seq))
    return render(request, "evaluation/result.html", context)


@login_required
def history(request):
    """The user's evaluations, newest first, with search, verdict and mode filters, paginated; a run given
    files, pages or repositories shows exactly what was judged (each source's stored snapshot)."""
    search = request.GET.get("q", "")
    verdict = request.GET.get("verdict", "")
    mode = request.GET.get("mode", "")
    conversations = selectors.conversations_for(user=request.user, search=search, verdict=verdict, mode=mode)
    page = Paginator(conversations, HISTORY_PAGE_SIZE).get_page(request.GET.get("page"))
    judged = runs_judged([c.latest_run_id for c in page.object_list])
    for conversation in page.object_list:
        conversation.judged = judged.get(conversation.latest_run_id)
    query = request.GET.copy()
    query.pop("page", None)
    return render(request, "evaluation/history.html", {
        "page": page, "search": search, "verdict": verdict, "mode": mode, "verdicts": VERDICTS,
        "modes": [(name, modes.get(name).label or name) for name in modes.names()],
        "query": query.urlencode(), "filtered": bool(search or verdict or mode),
    })


@login_required
@require_POST
def conversation_rename(request, conversation_id):
    title = request.POST.get("title", "").strip()
    next_url = next_on_this_site(request, request.POST.get("next") or request.GET.get("next")) or reverse(
        "evaluation:history")
    if not title:
        messages.error(request, "A title is required.")
        return redirect(next_url)
    try:
        services.conversation_rename(user=request.user, conversation_id=conversation_id, title=title)
    except DomainError:
        raise Http404("No such conversation.") from None
    messages.success(request, "Renamed.")
    return redirect(next_url)


@login_required
@require_POST
def conversation_delete(request, conversation_id):
    try:
        services.conversation_delete(user=request.user, conversation_id=conversation_id)
    except DomainError:
        raise Http404("No such conversation.") from None
    messages.success(request, "The evaluation was deleted.")
    return redirect("evaluation:history")
