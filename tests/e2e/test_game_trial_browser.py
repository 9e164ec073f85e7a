"""A player tries the tutorial case in the browser, from case selection to the verdict."""

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot

pytestmark = pytest.mark.browser


def accept_the_panel_until_sworn(page) -> None:
    page.wait_for_url("**/voir-dire/")
    for _ in range(6):
        if "/court/" in page.url:
            break
        with page.expect_navigation():
            page.get_by_role("button", name="Accept the panel").click()
    page.wait_for_url("**/court/")


def _court_step(page, shots: set) -> str:
    """Do the next thing the courtroom asks for; returns what was done."""
    actions = page.locator("#actions")
    expect(actions.locator(".spinner")).to_have_count(0, timeout=20000)
    if actions.get_by_role("button", name="Deliver your").count():
        if "statement" not in shots:
            boxes = page.locator(".hand input[type=checkbox]:not([disabled])")
            if boxes.count():
                boxes.first.check()
            screenshot(page, "game-court-statement")
            shots.add("statement")
        actions.get_by_role("button", name="Deliver your").click()
        return "statement"
    if actions.get_by_role("heading", name="Ask the witness").count():
        if "question" not in shots:
            screenshot(page, "game-court-question")
            shots.add("question")
        actions.locator(".choices .button").first.click()
        return "question"
    if actions.get_by_role("heading", name="Objection?").count():
        if "objection" not in shots:
            screenshot(page, "game-court-objection")
            shots.add("objection")
            actions.get_by_role("button", name="Hearsay").click()
            return "object"
        actions.get_by_role("button", name="No objection").click()
        return "allow"
    if actions.get_by_role("heading", name="Your move").count():
        playable = page.locator(".hand input[type=checkbox]:not([disabled])")
        if "cards" not in shots and playable.count():
            playable.first.check()
            actions.get_by_role("button", name="selected").click()
            shots.add("cards")
            return "cards"
        actions.get_by_role("button", name="Continue").click()
        return "continue"
    if actions.get_by_role("link", name="Follow the deliberation").count():
        return "deliberation"
    if actions.get_by_role("link", name="Hear the verdict").count():
        return "verdict"
    if actions.get_by_role("link", name="See the result").count():
        return "over"
    return "waiting"


def test_a_player_tries_the_tutorial_case_to_its_verdict(page):
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    login(page)
    page.goto("/game/")
    page.get_by_role("button", name="State v. Whitfield").click()
    # pre-trial in the courtroom: research the judge, investigate, then select the jury
    expect(page.get_by_role("heading", name="Pre-trial")).to_be_visible()
    page.get_by_role("button", name="Basic ($1,500)").click()
    expect(page.locator("#judge-research")).to_contain_text("General strictness")
    page.locator("#judge-research summary").click()
    page.get_by_role("button", name="Investigate: Car park CCTV still").click()
    expect(page.locator("#alerts")).to_contain_text("Investigation complete")
    screenshot(page, "game-court-pretrial")
    page.get_by_role("button", name="Finish pre-trial").click()
    # voir dire (part one): accept the panel until the jury is sworn
    accept_the_panel_until_sworn(page)
    # the trial
    shots: set = set()
    done = []
    for _ in range(150):
        try:
            action = _court_step(page, shots)
        except Exception:
            screenshot(page, "game-court-failure")
            raise
        done.append(action)
        if action in ("deliberation", "verdict", "over"):
            break
    assert done[-1] in ("deliberation", "verdict"), done[-12:]
    screenshot(page, "game-court-end")
    page.locator("#actions a").first.click()
    expect(page.locator("#verdict")).to_be_visible(timeout=60000)
    screenshot(page, "game-verdict")
    page.get_by_role("link", name="See the post-case summary").click()
    expect(page.get_by_role("heading", name="Your trial")).to_be_visible()
    expect(page.locator(".trial-record")).to_contain_text("Your objections: 1 raised")
    screenshot(page, "game-summary")
    page.get_by_role("link", name="Replay the whole case").click()
    expect(page.locator("#timeline")).to_contain_text("Members of the jury")
    page.get_by_role("button", name="From the start").click()
    expect(page.locator("#replay-pos")).to_contain_text("1 / ")
    page.get_by_role("button", name="Next event").click()
    expect(page.locator("#replay-pos")).to_contain_text("2 / ")
    page.screenshot(path="test-artifacts/game-timeline.png")
    assert {"statement", "question", "object", "cards", "continue"} <= set(done)
    assert not errors


def test_the_courtroom_is_usable_on_a_phone(phone_page):
    page = phone_page
    login(page)
    page.goto("/game/")
    page.get_by_role("button", name="State v. Whitfield").click()
    page.get_by_role("button", name="Finish pre-trial").click()
    accept_the_panel_until_sworn(page)
    expect(page.get_by_role("button", name="Deliver your opening statement")).to_be_visible()
    width = page.evaluate("document.documentElement.scrollWidth")
    screenshot(page, "game-court-phone")
    assert width <= 390, f"the courtroom scrolls sideways on a phone ({width}px)"
