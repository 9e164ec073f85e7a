"""IPv6 addresses that carry an IPv4 address (6to4, Teredo, NAT64, mapped, compatible, ISATAP)
are as private as the IPv4 address they reach: the SSRF guard reads the address inside."""

import ipaddress

import pytest

from evaluation.sources import network
from evaluation.sources.errors import SourceRefused
from evaluation.sources.limits import Limits

LIMITS = Limits()
PRIVATE_V4 = ["127.0.0.1", "10.1.2.3", "169.254.169.254", "192.168.0.10", "100.64.0.1", "0.0.0.0"]


def wrap(kind: str, v4: str) -> str:
    """`v4` inside an IPv6 address of the given transition mechanism, as a resolver could answer it."""
    n = int(ipaddress.IPv4Address(v4))
    high, low = n >> 16, n & 0xFFFF
    return {
        "6to4": f"2002:{high:x}:{low:x}::1",
        "teredo": str(ipaddress.IPv6Address((0x20010000 << 96) | (0x41363 << 64) | (n ^ 0xFFFFFFFF))),
        "nat64": f"64:ff9b::{high:x}:{low:x}",
        "nat64-local": f"64:ff9b:1:2::{high:x}:{low:x}",
        "mapped": f"::ffff:{v4}",
        "compatible": f"::{high:x}:{low:x}",
        "translated": f"::ffff:0:{high:x}:{low:x}",
        "isatap": f"2600:1f18::5efe:{high:x}:{low:x}",
    }[kind]


KINDS = ["6to4", "teredo", "nat64", "nat64-local", "mapped", "compatible", "translated", "isatap"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("v4", PRIVATE_V4)
def test_a_private_ipv4_address_inside_an_ipv6_one_is_refused(kind, v4):
    # given a name that resolves to an IPv6 address carrying a private IPv4 address
    address = wrap(kind, v4)
    # when a URL on it is checked, then it is refused as the IPv4 address would be
    with pytest.raises(SourceRefused) as refused:
        network.check_url("http://example.com/", LIMITS, resolve=lambda host, port: [address])
    assert refused.value.status == 403, address


def test_the_reported_6to4_literal_is_refused():
    with pytest.raises(SourceRefused):
        network.check_url("http://[2002:7f00:1::]/", LIMITS, resolve=network.resolve)


@pytest.mark.parametrize("kind", ["6to4", "mapped"])
def test_a_public_ipv4_address_inside_passes(kind):
    # 6to4 of 8.8.8.8 is a public address; so is ::ffff:8.8.8.8 (a dual-stack socket's 8.8.8.8)
    assert network.is_public(wrap(kind, "8.8.8.8"))


def test_the_wrapping_puts_the_address_where_python_reads_it():
    assert ipaddress.IPv6Address(wrap("6to4", "127.0.0.1")).sixtofour == ipaddress.IPv4Address("127.0.0.1")
    assert ipaddress.IPv6Address(wrap("teredo", "10.1.2.3")).teredo[1] == ipaddress.IPv4Address("10.1.2.3")
