"""The presenter screen's join link reads on one line at every screen size (it used to break inside
the port number: "http://127.0.0.1:840 / 0/c/2")."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.test_courtroom_browser import start_session

pytestmark = pytest.mark.browser

ONE_LINE = """(el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
  return {lines: tops.size, clipped: el.scrollWidth > el.clientWidth, text: el.textContent};
}"""


def test_the_join_link_stays_on_one_line_at_every_screen_size(browser, app_url, page):
    # given a session and its presenter screen
    start_session(page, "A cat is accused of knocking the vase off the shelf")
    session_id = re.search(r"/court/(\d+)/", page.url).group(1)
    for width, height in [(390, 844), (768, 1024), (1024, 600), (1280, 720), (1920, 1080)]:
        context = browser.new_context(base_url=app_url, viewport={"width": width, "height": height})
        screen = context.new_page()
        screen.goto(f"/court/{session_id}/screen/")
        link = screen.locator("#join-url")
        # then the link is the host and path a person types, on one line, nothing cut off
        expect(link).to_have_text(re.compile(rf"^127\.0\.0\.1:\d+/c/{session_id}$"))
        shape = link.evaluate(ONE_LINE)
        assert shape["lines"] == 1 and not shape["clipped"], (width, shape)
        assert link.bounding_box()["width"] <= width
        screenshot(screen, f"court-screen-join-{width}")
        context.close()
