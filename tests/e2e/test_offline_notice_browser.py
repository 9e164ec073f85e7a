"""Every result the offline demo model produced says so at its top, readably and accessibly: an evaluation,
a comparison and a court session's verdict (the game's summary: tests/e2e/test_game_both_sides_browser.py),
at 1280 and 390 px. The served app runs on the mock (tests/e2e/conftest.py)."""

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, login
from tests.e2e.test_courtroom_browser import start_session
from tests.e2e.test_evaluation_jury import submit_jury

pytestmark = pytest.mark.browser
AXE = Axe()


def expect_the_notice(page, what: str, shot: str) -> None:
    notice = page.get_by_role("note").filter(has_text="Offline demo:")
    expect(notice).to_be_visible(timeout=15000)
    expect(notice).to_contain_text(f"{what} came from JuryRigged's built-in demo model, not from a real AI model")
    # near the top: seen before the result, without scrolling on a laptop or a phone
    assert notice.evaluate("e => e.getBoundingClientRect().top + window.scrollY") < page.viewport_size["height"]
    result = AXE.run(page, context=".offline-notice", options={"runOnly": ["wcag2a", "wcag2aa"]})
    assert [v["id"] for v in result.response["violations"]] == []
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / f"{shot}.png"))


def test_an_evaluation_and_a_comparison_say_they_came_from_the_demo_model(page, phone_page):
    # given a jury evaluation run on the served app's offline model
    login(page)
    submit_jury(page)
    # then its result page says so, on a laptop and on a phone
    expect_the_notice(page, "This evaluation", "offline-notice-evaluation-1280")
    login(phone_page)
    phone_page.goto(page.url)
    expect_the_notice(phone_page, "This evaluation", "offline-notice-evaluation-390")
    # and a comparison's result too
    page.goto("/evaluate/compare/")
    page.get_by_label("The task both answer").fill("How should a client retry failed requests?")
    page.locator("#id_a_label").fill("Terse")
    page.locator("#id_a_content").fill("Just retry.")
    page.locator("#id_b_label").fill("Careful")
    page.locator("#id_b_content").fill("Retry idempotent requests with exponential backoff and jitter.")
    page.get_by_role("button", name="Compare").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]+/$"))
    expect_the_notice(page, "This evaluation", "offline-notice-compare-1280")


def test_a_court_session_and_its_verdict_say_they_came_from_the_demo_model(page, phone_page):
    # given a session played by the offline model
    url = start_session(page, "A pelican is accused of swallowing the harbour master's hat")
    session_id = re.search(r"/court/(\d+)/", url).group(1)
    # then the show page says so while it runs, and on the phone's vote page
    expect_the_notice(page, "This session and its verdict", "offline-notice-court-1280")
    phone_page.goto(f"/c/{session_id}")
    expect_the_notice(phone_page, "This session and its verdict", "offline-notice-court-vote-390")
    # and the verdict's page, once the session is over, still says so (from its recorded calls)
    expect(page.locator("#status-badge")).to_have_text(re.compile("completed|adjourned", re.I), timeout=90000)
    page.reload()
    expect_the_notice(page, "This session and its verdict", "offline-notice-court-verdict-1280")
