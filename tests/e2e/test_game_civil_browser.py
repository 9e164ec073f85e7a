"""Six cases to choose from, on a laptop and a phone; the civil case's first minutes read as a
civil trial (the plaintiff, liable / not liable), never as a criminal one."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot
from tests.e2e.game_flow import accept_the_panel_until_sworn, court_step

pytestmark = pytest.mark.browser
CIVIL = "Adebayo v. Copper Kettle Bistro"
CRIMINAL_WORDS = re.compile(r"\b(guilt|guilty|prosecution|prosecutor|reasonable doubt)\b", re.IGNORECASE)


@pytest.mark.parametrize("width", [390, 1280])
def test_the_case_chooser_shows_six_cases_on_a_laptop_and_a_phone(browser, app_url, width):
    context = browser.new_context(base_url=app_url, viewport={"width": width, "height": 844},
                                  is_mobile=width < 500, has_touch=width < 500)
    page = context.new_page()
    page.set_default_timeout(20000)
    try:
        login(page)
        page.goto("/game/")
        cards = page.locator("article.case-card")
        expect(cards).to_have_count(6)
        screenshot(page, f"game-cases-{width}")
        assert page.evaluate("document.documentElement.scrollWidth") <= width, "the case list scrolls sideways"
        civil = cards.filter(has_text=CIVIL)
        expect(civil.locator(".badge", has_text="civil")).to_be_visible()
        expect(civil).to_contain_text("Claim: Negligence")
        for title in ("State v. Whitfield", "State v. Albrecht", "State v. Reyes", "People v. Castellanos",
                      "People v. Marsh"):
            expect(cards.filter(has_text=title).locator(".badge", has_text="civil")).to_have_count(0)
    finally:
        context.close()


def test_the_civil_case_opens_as_a_civil_trial(page):
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    login(page)
    page.goto("/game/")
    page.get_by_role("button", name=re.compile(rf"Take the case\W+{re.escape(CIVIL)}")).click()
    # pre-trial: the claim, counsel for the defense, the judge
    expect(page.get_by_role("heading", name="Pre-trial")).to_be_visible()
    expect(page.locator(".court-charge")).to_contain_text("Negligence")
    expect(page.locator(".court-charge")).to_contain_text("you are counsel for the defense")
    page.get_by_role("button", name="Basic ($1,500)").click()
    expect(page.locator("#judge-research")).to_contain_text("Dry, quick and fair")
    screenshot(page, "game-civil-pretrial")
    page.get_by_role("button", name="Finish pre-trial").click()
    accept_the_panel_until_sworn(page)
    # the first minutes: openings, then the plaintiff calls its first witness
    shots: set = set()
    for _ in range(40):
        court_step(page, shots, prefix="game-civil")
        if "Plaintiff's case" in page.locator("#m-phase").inner_text():
            break
    expect(page.locator("#m-phase")).to_have_text("Plaintiff's case")
    expect(page.locator("body")).to_contain_text("The plaintiff may call Funmi Adebayo")
    screenshot(page, "game-civil-plaintiffs-case")
    visible = page.locator("main").inner_text()
    found = CRIMINAL_WORDS.search(visible)
    assert not found, visible[max(0, found.start() - 200):found.end() + 100] if found else ""
    assert errors == []
