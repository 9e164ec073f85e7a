"""Where a form may send its user next: only somewhere on this site.

A `next` that starts with "/" is not enough: "//evil.example/" and "/\\evil.example" are
other sites to a browser. Django's own check reads the URL as a browser would."""

from django.utils.http import url_has_allowed_host_and_scheme


def next_on_this_site(request, next_url: str | None) -> str | None:
    """`next_url` when it stays on this site, else None (anything else would make the form an open redirect)."""
    if next_url and url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()},
                                                    require_https=request.is_secure()):
        return next_url
    return None
