"""Web pages: fetched with their main text, URL and time; refused for private addresses, size and time."""

import dataclasses

import pytest

from evaluation.sources import network
from evaluation.sources.errors import SourceRefused
from evaluation.sources.web import fetch_page
from tests.evaluation.sources.fixtures import ARTICLE, LIMITS, web_server

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
