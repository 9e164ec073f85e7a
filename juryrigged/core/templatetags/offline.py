"""`{% offline_notice subject live=... %}`: a result says so when the offline demo model produced it.

The footer names the provider, but a result read later, shared or printed has no footer in view: mock
answers carry real model names, "$0.0000" and made-up titles, and read as real. Each result page
(an evaluation or a comparison, a court session's verdict, a game's summary) puts this at its top.
It counts the object's recorded model calls (one query): all of them the mock's, some, or, when none
is recorded yet and the work is still `live`, the provider now configured (which will answer them).
"""

from django import template
from django.conf import settings
from django.template.loader import render_to_string

from juryrigged import llm

register = template.Library()


@register.simple_tag
def offline_notice(subject: str, live: bool = False, what: str = "result", brief: bool = False):
    """`brief`: the first sentence only (a phone's vote-first page keeps the poll near the top)."""
    offline = llm.offline_for(subject)
    if offline.total == 0:
        if not (live and settings.LLM_PROVIDER == "mock"):
            return ""
        offline = llm.Offline(1, 1)
    if offline.calls == 0:
        return ""
    return render_to_string("_offline_notice.html", {"offline": offline, "what": what, "brief": brief})
