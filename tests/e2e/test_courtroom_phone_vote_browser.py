"""The audience votes from a phone: the QR code's vote-first view, and a poll that opens while the
voter reads the transcript further down is one tap away (the "Vote now" bar)."""

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, screenshot
from tests.e2e.test_courtroom_browser import start_session

pytestmark = pytest.mark.browser
AXE = Axe()


def axe_failures(page) -> list[str]:
    # Turns keep arriving in a live show and fade in: axe would judge a line's contrast half-way
    # through its fade. Animations are stopped for the scan; the colours are what is checked.
    page.add_style_tag(content="*, *::before, *::after { animation: none !important; transition: none !important; }")
    result = AXE.run(page, options={"runOnly": ["wcag2a", "wcag2aa"]})
    return [f"{violation['id']}: {node['html'][:100]}"
            for violation in result.response["violations"] for node in violation["nodes"]]


def test_a_phone_voter_who_scrolls_the_transcript_still_votes_in_a_poll_that_opens_off_screen(page, phone_page):
    # given a running session, and a phone that scanned the presenter screen's QR code
    url = start_session(page, "A raccoon is accused of raiding the bakery's bins")
    session_id = re.search(r"/court/(\d+)/", url).group(1)
    phone_page.goto(f"/c/{session_id}")
    expect(phone_page).to_have_url(re.compile(rf"/court/{session_id}/vote/$"))
    # the vote-first view: the jury panel comes before the transcript, and the drawn stage stays
    # on the show page
    transcript = phone_page.locator("#transcript")
    phone_page.wait_for_function(  # once laid out (a busy machine may measure before the first layout)
        "() => document.querySelector('#vote-panel').getBoundingClientRect().top"
        " < document.querySelector('#transcript').getBoundingClientRect().top", timeout=10000)
    expect(phone_page.locator("#stage")).to_be_hidden()
    expect(transcript).to_contain_text("bakery")
    # when the voter scrolls down the transcript while the trial goes on
    buttons = phone_page.locator("#poll-verdict .vote-buttons")
    bar = phone_page.get_by_role("button", name=re.compile(r"^Vote now — \d+ s$"))
    for _ in range(300):  # until the poll opens (a minute at most)
        if buttons.is_visible():
            break
        phone_page.mouse.wheel(0, 4000)
        phone_page.wait_for_timeout(200)
    ARTIFACTS.mkdir(exist_ok=True)
    phone_page.mouse.wheel(0, 4000)
    # then, once the verdict poll opens off screen, a bar says so with the seconds left
    expect(bar).to_be_visible(timeout=30000)
    expect(buttons).not_to_be_in_viewport()
    phone_page.screenshot(path=str(ARTIFACTS / "court-phone-vote-bar.png"))  # the screen, quickly: the poll is short
    # and one tap on it brings the poll back, and the vote counts
    bar.click()
    guilty = phone_page.get_by_role("button", name="Guilty", exact=True)
    expect(guilty).to_be_in_viewport()
    expect(bar).to_be_hidden()
    guilty.click()
    expect(phone_page.locator("#vote-status")).to_contain_text("Vote received: Guilty")
    # scrolled away again, the bar says what was voted and that it can still change
    phone_page.mouse.wheel(0, 6000)
    changed = phone_page.get_by_role("button", name=re.compile(r"^Your vote: Guilty — change it — \d+ s$"))
    expect(changed).to_be_visible()
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the vote-first view scrolls sideways on a phone ({width}px)"
    # and the laptop beside it keeps the poll on screen (the jury panel follows the page): no bar
    expect(page.get_by_role("button", name="Guilty", exact=True)).to_be_in_viewport()
    expect(page.locator("#vote-now-bar")).to_be_hidden()
    expect(page.locator("#poll-verdict .tally")).to_contain_text("1 vote · 100%")
    # once the poll is closed the page (scrolled back to the jury) passes WCAG A/AA checks
    expect(phone_page.locator("#poll-verdict .poll-result")).not_to_be_empty(timeout=20000)
    phone_page.evaluate("window.scrollTo(0, 0)")
    screenshot(phone_page, "court-phone-vote-closed")
    assert axe_failures(phone_page) == []


def test_the_vote_first_view_on_a_laptop_is_the_show_page(page):
    # the QR code's target opened on a laptop: the full courtroom, the jury panel beside it
    start_session(page, "A pigeon is accused of stealing chips")
    session_id = re.search(r"/court/(\d+)/", page.url).group(1)
    page.goto(f"/c/{session_id}")
    expect(page.locator("#stage")).to_be_visible()
    expect(page.get_by_role("heading", name="You are the jury")).to_be_in_viewport()
    screenshot(page, "court-vote-first-laptop")
    assert axe_failures(page) == []
