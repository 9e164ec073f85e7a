"""Every admin detail page of the products shows its JSON fields readable: indented, read-only, the raw text
folded (juryrigged/core/admin_json.py). Visited in the browser on the served app's data, at 1280 and 390 px."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, login
from tests.e2e.test_courtroom_browser import start_session

pytestmark = pytest.mark.browser
PRODUCTS = ("courtroom", "evaluation", "game", "llm", "realtime")


def model_lists(page) -> list[str]:
    """The changelist URL of every product model the admin index links to."""
    page.goto("/admin/")
    hrefs = page.eval_on_selector_all("#content-main a", "links => links.map(a => a.getAttribute('href'))")
    return sorted({h for h in hrefs if h and re.fullmatch(rf"/admin/({'|'.join(PRODUCTS)})/\w+/", h)})


def test_every_detail_page_shows_json_fields_readable(page, phone_page):
    # given a staff user and data in every product (a court session at least, with its events and model calls)
    start_session(page, "A badger is accused of digging up the bowling green")
    expect(page.locator("#transcript li").first).to_be_visible(timeout=30000)
    login(page, "staff", "staff-demo-pass")
    checked, readable = [], []
    for changelist in model_lists(page):
        page.goto(changelist + ("?moderation=all" if "flaggedturn" in changelist else ""))
        first = page.locator("#result_list tbody tr th a, #result_list tbody tr td.field-__str__ a").first
        if not first.count():
            continue
        # when staff open the first record's detail page
        first.click()
        expect(page.locator("#content h1")).to_be_visible()
        checked.append(page.url)
        # then no JSON is shown raw in a form field, and what is shown read-only is indented with the raw folded
        blocks = page.locator(".readable-json")
        if blocks.count():
            readable.append(page.url)
            block = blocks.first
            expect(block.locator("pre.readable-json-pretty")).to_be_visible()
            raw = block.locator("details.readable-json-raw")
            expect(raw.locator("pre")).to_be_hidden()
            raw.locator("summary").click()
            expect(raw.locator("pre")).to_be_visible()
        assert page.locator("textarea[name=payload], textarea[name=metadata], textarea[name=config]").count() == 0
    assert len(checked) >= 12, checked
    print("checked", len(checked), "with readable JSON", len(readable))
    assert len(readable) >= 6, readable
    # and the pages read on a laptop and a phone (the JSON wraps, it does not widen the page)
    event = next(u for u in readable if "/realtime/streamevent/" in u)
    page.goto(event)
    page.screenshot(path=str(ARTIFACTS / "admin-json-streamevent-1280.png"), full_page=True)
    login(phone_page, "staff", "staff-demo-pass")
    session = next(u for u in readable if "/courtroom/courtsession/" in u)
    phone_page.goto(session)
    phone_page.screenshot(path=str(ARTIFACTS / "admin-json-courtsession-390.png"), full_page=True)
    widest = phone_page.evaluate("Math.max(...[...document.querySelectorAll('.readable-json')]"
                                 ".map(e => e.getBoundingClientRect().right))")
    assert widest <= 390, widest
