"""Web pages: fetched with their main text, URL and time; refused for private addresses, size and time."""

import dataclasses

import pytest

from evaluation.sources import network
from evaluation.sources.errors import SourceRefused
from evaluation.sources.web import fetch_page
from tests.evaluation.sources.fixtures import ARTICLE, LIMITS, self_signed, web_server

HTML = {"Content-Type": "text/html; charset=utf-8"}


def test_a_page_is_stored_with_its_main_text_url_and_fetch_time():
    with web_server({"/post": (200, HTML, ARTICLE)}) as base:
        # when
        snapshot = fetch_page(f"{base}/post", LIMITS)
    # then
    item = snapshot.files[0]
    assert snapshot.kind == "url" and snapshot.origin == f"{base}/post"
    assert snapshot.fetched_at.endswith("+00:00")
    assert "retries failed webhooks three times" in item.text
    assert "Navigation menu text" not in item.text
    assert item.path == "localhost/post"


def test_a_loopback_address_is_refused_unless_the_host_is_allowed():
    with web_server({"/post": (200, HTML, ARTICLE)}) as base, pytest.raises(SourceRefused) as refused:
        fetch_page(f"{base}/post", dataclasses.replace(LIMITS, allowed_hosts=()))
    assert refused.value.status == 403 and "127.0.0.1" in refused.value.message


def test_a_redirect_to_a_private_address_is_refused():
    # given: an allowed host that redirects to a loopback address by IP (not allowed)
    with (
        web_server({"/go": (302, {"Location": "http://127.0.0.1:9/admin"}, b"")}) as base,
        pytest.raises(SourceRefused) as refused,
    ):
        fetch_page(f"{base}/go", LIMITS)
    assert refused.value.status == 403 and refused.value.code == "SOURCE_FORBIDDEN"
    # and the refusal says how to judge such a page anyway: upload it as a file
    assert "attach the file instead" in refused.value.message


def test_a_redirect_within_the_allowed_host_is_followed():
    with web_server({"/old": (301, {"Location": "/post"}, b""), "/post": (200, HTML, ARTICLE)}) as base:
        snapshot = fetch_page(f"{base}/old", LIMITS)
    assert "webhooks" in snapshot.files[0].text and snapshot.revision == f"{base}/post"


def test_a_response_over_the_size_cap_is_refused():
    with (
        web_server({"/big": (200, HTML, b"<p>" + b"x" * 5000 + b"</p>")}) as base,
        pytest.raises(SourceRefused) as refused,
    ):
        fetch_page(f"{base}/big", dataclasses.replace(LIMITS, max_page_bytes=1000))
    assert refused.value.status == 413


def test_a_slow_page_is_over_after_the_fetch_timeout():
    with web_server({"/slow": (200, HTML, ARTICLE)}, delay_s=2) as base, pytest.raises(SourceRefused) as refused:
        fetch_page(f"{base}/slow", dataclasses.replace(LIMITS, fetch_timeout_s=0.5))
    assert refused.value.code == "SOURCE_TIMEOUT"


def test_an_error_status_is_refused_with_it():
    with web_server({}) as base, pytest.raises(SourceRefused) as refused:
        fetch_page(f"{base}/missing", LIMITS)
    assert "HTTP 404" in refused.value.message


@pytest.mark.parametrize("url", ["ftp://example.com/a", "file:///etc/passwd", "gopher://x", "http://user:pw@example.com/"])
def test_only_plain_http_urls_are_fetched(url):
    with pytest.raises(SourceRefused) as refused:
        network.check_url(url, LIMITS, resolve=lambda host, port: ["93.184.216.34"])
    assert refused.value.status == 400


@pytest.mark.parametrize("address", ["10.0.0.5", "192.168.1.1", "172.16.0.1", "127.0.0.1", "169.254.169.254",
                                     "::1", "fe80::1", "0.0.0.0", "::ffff:127.0.0.1", "100.64.0.1"])
def test_every_private_kind_of_address_is_refused(address):
    with pytest.raises(SourceRefused) as refused:
        network.check_url("https://example.com/", LIMITS, resolve=lambda host, port: ["93.184.216.34", address])
    assert refused.value.status == 403


def test_a_public_address_passes():
    assert network.check_url("https://example.com/x", LIMITS, resolve=lambda h, p: ["93.184.216.34"]) == \
        ["93.184.216.34"]


SECRET_PAGE = b"<html><body><article><p>PRIVATE ADMIN PAGE: the internal service's secrets.</p></article></body></html>"


@pytest.fixture
def rebinding_dns(monkeypatch):
    """A resolver that answers 127.0.0.1 ("public" here) to a name's first lookup and 127.0.0.2 ("private") after.

    Two servers listen on the same port: the public page on 127.0.0.1, a secret page on 127.0.0.2.
    A fetcher that looks the name up again when it connects (as httpx does on its own) gets the secret.
    """
    import socket

    real = socket.getaddrinfo
    lookups: dict[str, int] = {}

    def getaddrinfo(host, port, *args, **kwargs):
        if isinstance(host, str) and host.endswith(".rebind.test"):
            lookups[host] = lookups.get(host, 0) + 1
            host = "127.0.0.1" if lookups[host] == 1 else "127.0.0.2"
        return real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(network, "is_public", lambda address: address == "127.0.0.1")
    return lookups


def test_a_name_that_rebinds_to_a_private_address_is_fetched_from_the_checked_one(rebinding_dns):
    # given a name whose second DNS answer is private, and a secret page at that private address
    with web_server({"/post": (200, HTML, ARTICLE)}) as public:
        port = int(public.rsplit(":", 1)[1])
        with web_server({"/post": (200, HTML, SECRET_PAGE)}, address="127.0.0.2", port=port):
            # when
            snapshot = fetch_page(f"http://www.rebind.test:{port}/post", dataclasses.replace(LIMITS, allowed_hosts=()))
    # then the page came from the checked (public) address, and the name was looked up once
    assert "retries failed webhooks" in snapshot.files[0].text
    assert "PRIVATE" not in snapshot.files[0].text
    assert rebinding_dns == {"www.rebind.test": 1}


def test_every_redirect_is_pinned_to_its_own_checked_address(rebinding_dns):
    # given a public page that redirects to another name, both names rebinding to the secret server
    public_routes = {"/post": (200, HTML, ARTICLE)}
    secret_routes = {"/go": (200, HTML, SECRET_PAGE), "/post": (200, HTML, SECRET_PAGE)}
    with web_server(public_routes) as public:
        port = int(public.rsplit(":", 1)[1])
        public_routes["/go"] = (302, {"Location": f"http://next.rebind.test:{port}/post"}, b"")
        with web_server(secret_routes, address="127.0.0.2", port=port):
            # when
            snapshot = fetch_page(f"http://first.rebind.test:{port}/go", dataclasses.replace(LIMITS, allowed_hosts=()))
    # then both hops reached the checked address, and each name was looked up once
    assert "retries failed webhooks" in snapshot.files[0].text and "PRIVATE" not in snapshot.files[0].text
    assert snapshot.revision == f"http://next.rebind.test:{port}/post"
    assert rebinding_dns == {"first.rebind.test": 1, "next.rebind.test": 1}


@pytest.mark.parametrize("certified_name, fetched", [("secure.rebind.test", True), ("other.example", False)])
def test_a_pinned_https_fetch_checks_the_certificate_against_the_name(rebinding_dns, tmp_path, monkeypatch,
                                                                      certified_name, fetched):
    # given an https server at the checked address whose certificate names `certified_name` (trusted as a CA)
    pem = self_signed(str(tmp_path), certified_name)
    monkeypatch.setenv("SSL_CERT_FILE", pem + ".crt")
    with web_server({"/post": (200, HTML, ARTICLE)}, certfile=pem) as public:
        port = int(public.rsplit(":", 1)[1])
        url = f"https://secure.rebind.test:{port}/post"
        limits = dataclasses.replace(LIMITS, allowed_hosts=())
        if fetched:
            # then the connection to the IP is verified for the name (SNI and certificate) and succeeds
            assert "retries failed webhooks" in fetch_page(url, limits).files[0].text
        else:
            # then a certificate for another name is refused: pinning did not turn verification off
            with pytest.raises(SourceRefused) as refused:
                fetch_page(url, limits)
            assert refused.value.code == "SOURCE_UNREACHABLE" and refused.value.status == 422
