"""The client's address behind the configured proxies (the vote limits, the sign-up throttle)."""

from __future__ import annotations

from django.conf import settings


def client_ip(remote_addr: str, forwarded_for: str | None, trusted_proxies: int) -> str:
    """The client address, trusting X-Forwarded-For only through `trusted_proxies` hops.

    Each trusted proxy appends the address it received the request from, so the
    client is the entry `trusted_proxies` from the right; anything further left
    was written by the client and may be forged.
    """
    if trusted_proxies <= 0 or not forwarded_for:
        return remote_addr or "unknown"
    hops = [part.strip() for part in forwarded_for.split(",") if part.strip()]
    if not hops:
        return remote_addr or "unknown"
    return hops[-trusted_proxies] if len(hops) >= trusted_proxies else hops[0]


def request_client_ip(request) -> str:
    """`client_ip` of a Django request, behind TRUSTED_PROXY_COUNT proxies."""
    return client_ip(request.META.get("REMOTE_ADDR", ""), request.META.get("HTTP_X_FORWARDED_FOR"),
                     settings.TRUSTED_PROXY_COUNT)
