"""A scripted player for the game's browser tests: start a case, get a jury sworn, and play
the trial in the courtroom to the moment the jury goes out (shared by the game's e2e tests)."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.e2e.conftest import screenshot

END_OF_TRIAL = ("deliberation", "verdict", "over")


def take_the_tutorial_case(page, shot: str = "") -> str:
    """From case selection (photographed as `shot`, if given) into the courtroom's
    pre-trial; returns the game's id."""
    page.goto("/game/")
    if shot:
        screenshot(page, shot)
    page.get_by_role("button", name=re.compile(r"Take the case\W+State v. Whitfield")).click()
    page.wait_for_url(re.compile(r"/game/\d+/court/$"))
    expect(page.get_by_role("heading", name="Pre-trial")).to_be_visible()
    return re.search(r"/game/(\d+)/", page.url).group(1)


def take_the_case_until_sworn(page, side: str, case: str = "State v. Whitfield") -> None:
    """From case selection: `case` taken for `side` ("prosecution" or "defense"), pre-trial finished, the
    panel accepted until the jury is sworn (the courtroom)."""
    page.goto("/game/")
    card = page.locator("article.case-card", has_text=case)
    card.get_by_role("radio", name=re.compile(rf"^{side.capitalize()}")).check()
    card.get_by_role("button", name=re.compile(r"Take the case")).click()
    page.wait_for_url(re.compile(r"/game/\d+/court/$"))
    page.get_by_role("button", name="Finish pre-trial").click()
    accept_the_panel_until_sworn(page)


def accept_the_panel_until_sworn(page) -> None:
    page.wait_for_url("**/voir-dire/")
    for _ in range(6):
        if "/court/" in page.url:
            break
        with page.expect_navigation():
            page.get_by_role("button", name="Accept the panel").click()
    page.wait_for_url("**/court/")


def court_step(page, shots: set, prefix: str = "game-court") -> str:
    """Do the next thing the courtroom asks for; returns what was done. The first time
    each kind of moment comes up it is photographed; the first objection window is
    answered with a hearsay objection, and one card is played in the trial."""
    actions = page.locator("#actions")
    expect(actions.locator(".spinner")).to_have_count(0, timeout=20000)
    if actions.get_by_role("button", name="Deliver your").count():
        if "statement" not in shots:
            boxes = page.locator(".hand input[type=checkbox]:not([disabled])")
            if boxes.count():
                boxes.first.check()
            screenshot(page, f"{prefix}-statement")
            shots.add("statement")
        actions.get_by_role("button", name="Deliver your").click()
        return "statement"
    if actions.get_by_role("heading", name="Ask the witness").count():
        if "question" not in shots:
            screenshot(page, f"{prefix}-question")
            shots.add("question")
        actions.locator(".choices .button").first.click()
        return "question"
    if actions.get_by_role("heading", name="Objection?").count():
        if "objection" not in shots:
            screenshot(page, f"{prefix}-objection")
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


def play_the_trial(page, prefix: str = "game-court") -> list[str]:
    """Play until the trial ends; returns every step taken (the last says how it ended)."""
    shots: set = set()
    done: list[str] = []
    for _ in range(150):
        try:
            action = court_step(page, shots, prefix)
        except Exception:
            screenshot(page, f"{prefix}-failure")
            raise
        done.append(action)
        if action in END_OF_TRIAL:
            break
    return done
