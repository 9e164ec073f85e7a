"""The game's pages as a new player meets them, on a laptop (1280 px) and a phone (390 px):
every page passes axe-core's WCAG 2 A and AA rules (text contrast, named meters, scrollable
regions a keyboard can reach), nothing scrolls sideways, and a button that waits on the server
says so while it waits. The trial is played to the verdict: the jury room and the summary too."""

from __future__ import annotations

import re
from contextlib import contextmanager

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot
from tests.e2e.game_flow import accept_the_panel_until_sworn, court_step, play_the_trial

pytestmark = pytest.mark.browser
AXE = Axe()


def wcag_failures(page) -> list[str]:
    """axe-core's WCAG 2 A and AA rules (colour contrast among them) that the page fails."""
    result = AXE.run(page, options={"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa"]}})
    return [f"{violation['id']} {node['target']} "
            f"{node['any'][0]['data'].get('contrastRatio') if node['any'] and node['any'][0]['data'] else ''}: "
            f"{node['html'][:90]}"
            for violation in result.response["violations"] for node in violation["nodes"]]


@contextmanager
def held_requests(page, pattern: str):
    """Requests to `pattern` wait (so a test can look at the page meanwhile) until the block ends."""
    held = []
    page.route(pattern, lambda route: held.append(route))
    try:
        yield held
    finally:
        for route in held:
            route.continue_()
        page.unroute(pattern)


def check(page, name: str) -> None:
    screenshot(page, name)
    width = page.viewport_size["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width, f"{name} scrolls sideways"
    assert wcag_failures(page) == [], name


@pytest.mark.parametrize("width", [390, 1280])
def test_the_game_pages_are_readable_and_fit_the_screen(browser, app_url, width):
    context = browser.new_context(base_url=app_url, viewport={"width": width, "height": 844},
                                  is_mobile=width < 500, has_touch=width < 500)
    page = context.new_page()
    page.set_default_timeout(20000)
    try:
        login(page)
        # case selection with saved games (the demo player has one)
        page.goto("/game/")
        expect(page.get_by_role("heading", name="Your saved games")).to_be_visible()
        check(page, f"game-index-{width}")
        # pre-trial: the budget, CP and PP explained; a slow button shows it is working
        page.get_by_role("button", name=re.compile(r"Take the case\W+State v. Whitfield")).click()
        expect(page.get_by_role("heading", name="Pre-trial")).to_be_visible()
        expect(page.get_by_text(re.compile(r"Credibility \(CP\)"))).to_be_visible()
        expect(page.get_by_text(re.compile(r"Preparation \(PP\)"))).to_be_visible()
        check(page, f"game-pretrial-{width}")
        research = page.get_by_role("button", name="Basic ($1,500)")
        with held_requests(page, "**/trial/research") as held:
            research.click()
            expect(research).to_have_attribute("aria-busy", "true")  # while the server works on it
            assert held
        expect(page.locator("#judge-research")).to_contain_text("General strictness")
        page.get_by_role("button", name="Finish pre-trial").click()
        # voir dire
        page.wait_for_url("**/voir-dire/")
        check(page, f"game-voir-dire-{width}")
        # a form post: the server's answer is replaced by "204 No Content" so the page stays
        # and can be looked at (during a real navigation the page cannot be asked anything)
        page.route("**/voir-dire/pass/", lambda route: route.fulfill(status=204))
        page.get_by_role("button", name="Accept the panel").click()
        expect(page.get_by_role("button", name=re.compile("Accept the panel"))).to_have_attribute("aria-busy", "true")
        page.unroute("**/voir-dire/pass/")
        page.reload()
        accept_the_panel_until_sworn(page)
        # the trial, at the first card window (a hand with cards that cannot be played now)
        shots: set = {"statement", "question", "objection", "cards"}
        for _ in range(40):
            if page.locator("#actions").get_by_role("heading", name="Your move").count():
                break
            court_step(page, shots)
        check(page, f"game-court-cards-{width}")
        # a witness on the stand (the composure meter), then the jury room and the summary
        for _ in range(40):
            if page.locator("#composure-bar").count():
                break
            court_step(page, shots)
        check(page, f"game-court-witness-{width}")
        done = play_the_trial(page, prefix=f"game-readable-{width}")
        assert done[-1] in ("deliberation", "verdict"), done[-12:]
        page.locator("#actions a").first.click()
        # the jury room, or, when the jury had already decided before the link was followed ("Hear the verdict"),
        # the summary at once
        to_summary = page.get_by_role("link", name="See the post-case summary")
        summary = page.get_by_role("heading", name="Each juror's opinion over time")
        expect(to_summary.or_(summary)).to_be_visible(timeout=60000)
        if to_summary.count():
            check(page, f"game-deliberation-{width}")
            to_summary.click()
        expect(summary).to_be_visible()
        check(page, f"game-summary-{width}")
    finally:
        context.close()
