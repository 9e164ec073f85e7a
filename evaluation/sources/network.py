"""Server-side request forgery guard: which addresses a URL may reach (pure but for DNS).

Only http(s). A host is looked up and every address it resolves to must be public:
private, loopback, link-local, multicast, reserved and unspecified addresses are refused
unless the host is in EVAL_SOURCE_ALLOWED_HOSTS. The fetcher checks again on every
redirect, and connects to the addresses this check returned (`pinned_request`), never to a
fresh lookup: a name that answers public to the check and private to the connection
(DNS rebinding) reaches only the public address. Clones are pinned the same way
(`curl_resolve`, git's `http.curloptResolve`).
"""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit

from evaluation.sources.errors import SourceRefused
from evaluation.sources.limits import Limits


def resolve(host: str, port: int) -> list[str]:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise SourceRefused(f"{host} could not be resolved ({exc}).", status=422, code="SOURCE_UNREACHABLE") from None
    return sorted({info[4][0] for info in infos})


def is_public(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    return ip.is_global and not (ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_multicast
                                 or ip.is_reserved or ip.is_unspecified)


def check_url(url: str, limits: Limits, *, resolve=resolve) -> list[str]:
    """The addresses `url` may be fetched from, or SourceRefused (scheme, host, private address)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise SourceRefused("Only http:// and https:// URLs can be fetched.", status=400, code="UNSUPPORTED_SOURCE")
    host = (parts.hostname or "").lower()
    if not host:
        raise SourceRefused("The URL has no host.", status=400, code="UNSUPPORTED_SOURCE")
    if parts.username or parts.password:
        raise SourceRefused("URLs with credentials are not fetched.", status=400, code="UNSUPPORTED_SOURCE")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise SourceRefused("The URL's port is not valid.", status=400, code="UNSUPPORTED_SOURCE") from None
    addresses = resolve(host, port)
    if host in limits.allowed_hosts:
        return addresses
    refused = [a for a in addresses if not is_public(a)]
    if refused or not addresses:
        raise SourceRefused(f"{host} resolves to a private or local address ({', '.join(refused) or 'none'}): "
                            "refused.", status=403, code="SOURCE_FORBIDDEN")
    return addresses


def _literal(address: str) -> str:
    return f"[{address}]" if ":" in address else address


def pinned_request(url: str, address: str) -> tuple[str, dict, dict]:
    """(URL naming `address` instead of the host, headers, httpx extensions) for fetching `url` from `address`.

    The Host header keeps the name (virtual hosts) and TLS is told the name as its SNI, which is
    also the name the certificate is checked against, so https stays verified for the real host.
    """
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    pinned = parts._replace(netloc=f"{_literal(address)}:{port}").geturl()
    return pinned, {"Host": parts.netloc}, {"sni_hostname": parts.hostname or ""}


def curl_resolve(url: str, addresses: list[str]) -> str:
    """git's `http.curloptResolve` entry that makes a clone of `url` connect only to `addresses`."""
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    return f"{parts.hostname}:{port}:{','.join(_literal(a) for a in addresses)}"
