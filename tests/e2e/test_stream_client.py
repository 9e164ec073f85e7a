"""static/js/stream.js in a real browser: a dropped websocket reconnects, resumes after the
last seq it saw, and shows no event twice and none missing."""

import pytest

from tests.e2e.conftest import login

pytestmark = pytest.mark.browser

CREATE_SESSION = """async () => {
  const csrf = document.cookie.split('; ').find(c => c.startsWith('csrftoken=')).split('=')[1];
  const response = await fetch('/api/court/sessions', {method: 'POST', headers: {
    'Content-Type': 'application/json', 'X-CSRFToken': csrf}, body: JSON.stringify({})});
  return (await response.json()).session.id;
}"""

FOLLOW = """(stream) => {
  window.seen = []; window.statuses = [];
  JuryStream.connect(stream, {after: 0,
    onEvent: (event) => window.seen.push(event.seq),
    onStatus: (status) => window.statuses.push(status)});
}"""


def test_a_dropped_connection_resumes_without_duplicates_or_gaps(page):
    # given a running court session, and a network that drops the first websocket
    login(page)
    session_id = page.evaluate(CREATE_SESSION)
    urls = []

    def route(ws):
        urls.append(ws.url)
        server = ws.connect_to_server()
        if len(urls) == 1:
            forwarded = []

            def from_server(message):
                forwarded.append(message)
                ws.send(message)
                if len(forwarded) == 2:
                    ws.close(code=4000, reason="network blip")

            server.on_message(from_server)

    page.route_web_socket("**/ws/streams/**", route)
    # when the page follows the stream
    page.evaluate(FOLLOW, f"court.{session_id}")
    page.wait_for_function("window.seen.length >= 6", timeout=30000)
    # then it reconnected from where it stopped
    seen = page.evaluate("window.seen")
    assert len(urls) >= 2
    assert urls[0].endswith("?after=0")
    assert urls[1].endswith("?after=2"), urls
    assert seen == list(range(1, len(seen) + 1)), f"duplicates or gaps: {seen}"
    statuses = page.evaluate("window.statuses")
    assert "reconnecting" in statuses and statuses.count("live") >= 2
