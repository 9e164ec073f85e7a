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


# IPv6 ranges whose last 32 bits are an IPv4 address a packet is delivered to: NAT64 (RFC 6052, RFC 8215),
# IPv4-compatible (deprecated) and IPv4-translated (SIIT, RFC 2765) addresses.
_LOW_32_IS_IPV4 = [ipaddress.ip_network(n) for n in ("64:ff9b::/96", "64:ff9b:1::/48", "::/96", "::ffff:0:0:0/96")]
_ISATAP_IDS = (0x00005EFE, 0x02005EFE)  # an interface id of 0[02]00:5efe:a.b.c.d tunnels to a.b.c.d (RFC 5214)


def embedded_ipv4(ip: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """The IPv4 addresses an IPv6 address reaches through a transition mechanism: a packet to it may be
    delivered to them (6to4 and Teredo relays, NAT64 gateways, mapped sockets, ISATAP tunnels)."""
    low_32 = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    found = [ip.ipv4_mapped, ip.sixtofour, *(ip.teredo or ())]
    if any(ip in network for network in _LOW_32_IS_IPV4) or (int(ip) >> 32) & 0xFFFFFFFF in _ISATAP_IDS:
        found.append(low_32)
    return [address for address in found if address is not None]


def _is_public_one(ip) -> bool:
    return ip.is_global and not (ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_multicast
                                 or ip.is_reserved or ip.is_unspecified)


def is_public(address: str) -> bool:
    """Whether `address` and every IPv4 address it embeds (6to4, Teredo, NAT64, mapped...) are public:
    "2002:7f00:1::" is global to the ipaddress module, yet a 6to4 relay delivers it to 127.0.0.1."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if ip.version == 4:
        return _is_public_one(ip)
    if ip.ipv4_mapped:  # a mapped address is its IPv4 address (its own range, ::ffff:0:0/96, is not global)
        return _is_public_one(ip.ipv4_mapped)
    return _is_public_one(ip) and all(_is_public_one(inner) for inner in embedded_ipv4(ip))


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
        # A page on the user's own machine or network is a common wish: say how to judge it anyway.
        raise SourceRefused(f"{host} resolves to a private or local address ({', '.join(refused) or 'none'}): "
                            "refused. To judge a page from your own machine or network, save it from your browser "
                            "(Save page as…) and attach the file instead.", status=403, code="SOURCE_FORBIDDEN")
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
