"""The voter cookie and the client address: request-level identity for votes."""

from __future__ import annotations

import secrets

from django.conf import settings

from courtroom.rules import client_ip

VOTER_COOKIE = "court_voter"
VOTER_SALT = "courtroom.voter"
VOTER_MAX_AGE_S = 365 * 24 * 3600


def voter_from(request) -> str | None:
    """The voter id from the signed cookie, or None if absent or tampered with."""
    value = request.get_signed_cookie(VOTER_COOKIE, default=None, salt=VOTER_SALT)
    return value if value and len(value) <= 64 else None


def new_voter() -> str:
    return secrets.token_hex(16)


def set_voter_cookie(response, voter: str) -> None:
    response.set_signed_cookie(VOTER_COOKIE, voter, salt=VOTER_SALT, max_age=VOTER_MAX_AGE_S, httponly=True,
                               samesite="Lax", secure=not settings.DEBUG and settings.SESSION_COOKIE_SECURE)


def ip_of(request) -> str:
    return client_ip(request.META.get("REMOTE_ADDR", ""), request.META.get("HTTP_X_FORWARDED_FOR"),
                     settings.TRUSTED_PROXY_COUNT)
