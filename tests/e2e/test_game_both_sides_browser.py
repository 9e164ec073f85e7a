"""The player chooses a side on the case list and plays a whole case from it, in the browser:
once for the defense and once for the prosecution (the served app's seed is fixed)."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot
from tests.e2e.game_flow import accept_the_panel_until_sworn, play_the_trial

pytestmark = pytest.mark.browser

WIN = {"defense": "Not guilty", "prosecution": "Guilty"}


@pytest.mark.parametrize("side", ["prosecution", "defense"])
def test_a_player_chooses_a_side_and_plays_the_case_to_its_verdict(page, side):
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    login(page)
    page.goto("/game/")
    card = page.locator("article.case-card", has_text="State v. Whitfield")
    # the case's own side (the defense) is chosen unless the player picks the other one
    expect(card.get_by_role("radio", name=re.compile(r"^Defense"))).to_be_checked()
    card.get_by_role("radio", name=re.compile(rf"^{side.capitalize()}")).check()
    if side == "prosecution":
        screenshot(page, "game-side-choice")
    card.get_by_role("button", name=re.compile(r"Take the case")).click()
    page.wait_for_url(re.compile(r"/game/\d+/court/$"))
    expect(page.locator(".court-charge")).to_contain_text(f"you are counsel for the {side}")
    page.get_by_role("button", name="Finish pre-trial").click()
    accept_the_panel_until_sworn(page)
    done = play_the_trial(page, prefix=f"game-{side}")
    assert done[-1] in ("deliberation", "verdict"), done[-12:]
    assert {"statement", "question", "continue"} <= set(done)
    if side == "prosecution":
        screenshot(page, "game-prosecution-trial-end")
    page.locator("#actions a").first.click()
    expect(page.locator("#verdict")).to_contain_text("Verdict:", timeout=60000)
    verdict = page.locator("#verdict").inner_text()
    page.get_by_role("link", name="See the post-case summary").click()
    lead = page.locator(".verdict-card .lead")
    # scored from the player's side: a guilty verdict is the prosecution's win
    if re.search(r"Verdict:\s*Not guilty", verdict):
        expect(lead).to_contain_text("You won." if side == "defense" else "You lost.")
    elif re.search(r"Verdict:\s*Guilty", verdict):
        expect(lead).to_contain_text("You won." if side == "prosecution" else "You lost.")
    else:
        expect(lead).to_contain_text("No verdict")
    # and the summary says at its top that the offline demo model played the witnesses, jury and verdict
    notice = page.get_by_role("note").filter(has_text="Offline demo:")
    expect(notice).to_contain_text("The witnesses, jury and verdict of this game came from JuryRigged's built-in"
                                   " demo model")
    screenshot(page, f"game-{side}-summary")
    assert not errors


def test_the_side_choice_and_a_prosecution_trial_on_a_phone(phone_page):
    page = phone_page
    login(page)
    page.goto("/game/")
    card = page.locator("article.case-card", has_text="State v. Reyes")
    card.get_by_role("radio", name=re.compile(r"^Prosecution")).check()
    card.scroll_into_view_if_needed()
    screenshot(page, "game-side-choice-phone")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    card.get_by_role("button", name=re.compile(r"Take the case")).click()
    page.wait_for_url(re.compile(r"/game/\d+/court/$"))
    page.get_by_role("button", name="Finish pre-trial").click()
    accept_the_panel_until_sworn(page)
    expect(page.get_by_role("button", name="Deliver your opening statement")).to_be_visible()
    expect(page.locator(".court-charge")).to_contain_text("you are counsel for the prosecution")
    screenshot(page, "game-prosecution-trial-phone")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
