"""A new player sees how the court read their own words: right after their opening statement
and after each question is answered, a line in the transcript says whether it went to the facts
(and which evidence in play it used) or was beside the point, and which way the answer went.
The line speaks only of the record as the jury knows it: a question on the guard's testimony is
told it went to the facts and names that testimony; a question on the guard's secret (his quota
of stops, which the jury has not heard of) is told only which way the answer went, and so is an
opening on the defense's theory, "a guard with a quota" (nothing the player's case file shows
them: the synopsis, the law and the cards in hand say nothing of a quota). It comes live
(the transcript is an aria-live region), a reload shows the same lines, the page passes axe-core's
WCAG 2 A/AA rules with them, and the post-case summary's key moments say it for the player's own
questions and speeches."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot
from tests.e2e.game_flow import court_step, play_the_trial, take_the_case_until_sworn
from tests.e2e.test_game_pages_readable import wcag_failures

pytestmark = pytest.mark.browser
# State v. Whitfield, for the defense: the store guard is the first witness, his direct testimony
# ("Saw the defendant fold the jacket under her coat...") is on the record when the player cross-examines.
ON_THE_RECORD = "Isn't it true you saw her fold the jacket under her coat and walk past the tills?"
ON_A_SECRET = "Were you two short of your monthly quota of stops that day?"  # his secret; the memo is unseen
NONSENSE = "Do purple bananas sing on Sundays?"
ANSWER_WENT = re.compile(r"^The answer (went (strongly )?your way|helped the other side|moved nothing)\.$")


def _until_asked(page, shots) -> None:
    """Play on (suggested moves) until the player may ask a witness a question."""
    for _ in range(40):
        expect(page.locator("#actions .spinner")).to_have_count(0, timeout=20000)  # the court is not busy
        if page.locator("#actions").get_by_role("heading", name="Ask the witness").count():
            return
        court_step(page, shots, "game-feedback")
    raise AssertionError("the player was never asked to examine a witness")


def _ask(page, question: str) -> str:
    """Ask `question` in the player's own words; returns the court's reading of it once answered."""
    lines = page.locator("#transcript .line-assessment")
    before = lines.count()
    ask = page.locator("#actions").get_by_role("button", name="Ask", exact=True)
    expect(ask).to_be_enabled()
    page.locator("#own-question").fill(question)
    ask.click()
    # (opposing counsel may object first: let the court go on until the answer is read)
    for _ in range(10):
        try:
            expect(lines).to_have_count(before + 1, timeout=8000)
            break
        except AssertionError:
            if page.locator("#actions").get_by_role("heading", name="Ask the witness").count():
                return ""  # the objection was sustained: the question was never answered
    return lines.nth(before).locator(".said").inner_text()


def _ask_until_answered(page, shots, question: str) -> str:
    """Ask `question` until it is answered (a sustained objection strikes it: ask again)."""
    for _ in range(3):
        read = _ask(page, question)
        if read:
            return read
        _until_asked(page, shots)
    raise AssertionError(f"{question!r} was never answered")


@pytest.mark.parametrize("width", [1280, 390])
def test_the_player_sees_how_the_court_read_their_question(browser, app_url, width):
    context = browser.new_context(base_url=app_url, viewport={"width": width, "height": 900},
                                  is_mobile=width < 500, has_touch=width < 500)
    page = context.new_page()
    page.set_default_timeout(20000)
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        login(page)
        take_the_case_until_sworn(page, "defense")
        shots: set = set()
        # the opening statement is read at once
        _until_asked(page, shots)
        speech = page.locator("#transcript .line-assessment", has_text="Your opening statement").first
        expect(speech).to_be_visible()
        opening = speech.locator(".said").inner_text()
        assert re.match(r"^Your opening statement went (strongly )?your way\.$", opening), opening
        speech.scroll_into_view_if_needed()  # (the transcript has moved on to the witness)
        page.wait_for_timeout(600)
        screenshot(page, f"game-feedback-opening-{width}")
        # a question on the record the jury has heard, one on a secret and a nonsense one, each read as
        # the answer comes (no reload)
        on_record = _ask_until_answered(page, shots, ON_THE_RECORD)
        assert re.match(r"^Your question (went to|touched on) the facts \(.+'s testimony\) — ", on_record), on_record
        page.wait_for_timeout(600)  # (the transcript scrolls smoothly to its last line)
        screenshot(page, f"game-feedback-record-{width}")
        _until_asked(page, shots)
        on_secret = _ask_until_answered(page, shots, ON_A_SECRET)
        assert ANSWER_WENT.match(on_secret), on_secret  # no reach claimed, nothing of the secret named
        page.wait_for_timeout(600)
        screenshot(page, f"game-feedback-secret-{width}")
        _until_asked(page, shots)
        nonsense = _ask(page, NONSENSE)
        assert nonsense.startswith("The court found that question beside the point"), nonsense
        assert page.locator("#transcript").get_attribute("aria-live") == "polite"
        page.wait_for_timeout(600)  # (the transcript scrolls smoothly to its last line)
        screenshot(page, f"game-feedback-court-{width}")
        assert wcag_failures(page) == []
        # a reload shows the same lines
        shown = page.locator("#transcript .line-assessment .said").all_inner_texts()
        page.reload()
        expect(page.locator("#transcript .line-assessment")).to_have_count(len(shown))
        assert page.locator("#transcript .line-assessment .said").all_inner_texts() == shown
        # the summary's key moments say how the court read the player's own words
        done = play_the_trial(page, "game-feedback")
        assert done[-1] in ("deliberation", "verdict"), done[-12:]
        summary = page.url.replace("/court/", "/summary/")
        for _ in range(60):  # the jury deliberates (the summary waits for its verdict)
            page.goto(summary)
            if "/summary/" in page.url:
                break
            page.wait_for_timeout(1000)
        expect(page.get_by_role("heading", name="Key moments: why the jury moved")).to_be_visible()
        expect(page.locator(".key-moments .key-read").first).to_have_text(
            re.compile(r"^(Your (question|opening statement|closing argument)|The court found|The answer)"))
        screenshot(page, f"game-feedback-summary-{width}")
        assert wcag_failures(page) == []
        assert errors == []
    finally:
        context.close()
