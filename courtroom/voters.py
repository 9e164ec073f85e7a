"""The voter cookie, the client address and the sending site: request-level identity for votes."""

from __future__ import annotations

import functools
import secrets
import time

from django.conf import settings
from django.contrib.auth import get_user
from django.core import signing
from django.utils.crypto import salted_hmac
from django.utils.http import http_date

from courtroom.rules import cross_site
from juryrigged.core.addresses import request_client_ip

VOTER_COOKIE = "court_voter"
VOTER_SALT = "courtroom.voter"
VOTER_MAX_AGE_S = 365 * 24 * 3600


def voter_from(request) -> str | None:
    """The voter id from the signed cookie, or None if absent or tampered with."""
    value = request.get_signed_cookie(VOTER_COOKIE, default=None, salt=VOTER_SALT)
    return value if value and len(value) <= 64 else None


def new_voter() -> str:
    return secrets.token_hex(16)


class _VoterSigner:
    """`signer.sign(voter)` of the voter cookie's TimestampSigner with its HMAC key derived once, not per cookie
    (Django's derives it, and hashes the key into the HMAC's pads, at every signature); another SIGNING_BACKEND
    signs with its own `sign`."""

    def __init__(self, signer: signing.Signer):
        self.signer = signer
        self.mac = None
        if type(signer) is signing.TimestampSigner:  # Signer.signature: base64_hmac(salt + "signer", value, key)
            self.mac = salted_hmac(signer.salt + "signer", b"", signer.key, algorithm=signer.algorithm)

    def sign(self, voter: str) -> str:
        if self.mac is None:
            return self.signer.sign(voter)
        value = f"{voter}{self.signer.sep}{signing.b62_encode(int(time.time()))}"
        mac = self.mac.copy()
        mac.update(value.encode())
        return f"{value}{self.signer.sep}{signing.b64_encode(mac.digest()).decode()}"


@functools.lru_cache(maxsize=4)
def _voter_signer(secret_key: str, fallbacks: tuple, backend: str) -> _VoterSigner:
    """The signer `response.set_signed_cookie` would build for the voter cookie, built once per key."""
    return _VoterSigner(signing.get_cookie_signer(salt=VOTER_COOKIE + VOTER_SALT))


@functools.lru_cache(maxsize=2)
def _cookie_attributes(second: int, secure: bool) -> str:
    """What follows the voter cookie's value in its Set-Cookie header, as Django's Morsel writes it: the same
    for every cookie issued within one second."""
    return (f"; expires={http_date(second + VOTER_MAX_AGE_S)}; HttpOnly; Max-Age={VOTER_MAX_AGE_S}; Path=/; "
            f"SameSite=Lax{'; Secure' if secure else ''}")


def voter_cookie_header(voter: str) -> str:
    """The Set-Cookie header value `set_voter_cookie` gives a response, for a door that writes its own headers.

    A voter id is hex (`new_voter`), so the signed value needs no quoting."""
    signer = _voter_signer(settings.SECRET_KEY, tuple(settings.SECRET_KEY_FALLBACKS), settings.SIGNING_BACKEND)
    secure = not settings.DEBUG and settings.SESSION_COOKIE_SECURE
    return f"{VOTER_COOKIE}={signer.sign(voter)}{_cookie_attributes(int(time.time()), secure)}"


def set_voter_cookie(response, voter: str) -> None:
    """The signed voter cookie, as `response.set_signed_cookie(VOTER_COOKIE, voter, salt=VOTER_SALT)` sets it
    (without building a signer per new voter: a crowd is mostly new voters)."""
    signer = _voter_signer(settings.SECRET_KEY, tuple(settings.SECRET_KEY_FALLBACKS), settings.SIGNING_BACKEND)
    response.set_cookie(VOTER_COOKIE, signer.sign(voter), max_age=VOTER_MAX_AGE_S, httponly=True, samesite="Lax",
                        secure=not settings.DEBUG and settings.SESSION_COOKIE_SECURE)


def ip_of(request) -> str:
    return request_client_ip(request)


def limit_key(request, voter: str) -> str:
    """Whom the per-voter limit counts: the logged-in user, else the signed voter cookie."""
    user = get_user(request)  # the session's user (the vote API itself authenticates no one)
    if user.is_authenticated:
        return f"user:{user.pk}"
    return f"voter:{voter}"


def sent_from_another_site(request) -> bool:
    own = f"{request.scheme}://{request.get_host()}"
    # META, not request.headers: the same two headers without building the whole header map per vote.
    return cross_site(request.META.get("HTTP_ORIGIN"), request.META.get("HTTP_REFERER"), own,
                      settings.CSRF_TRUSTED_ORIGINS)
