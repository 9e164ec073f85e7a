"""A player tries the tutorial case in the browser, from case selection to the verdict."""

import re

import pytest

from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot
from tests.e2e.game_flow import accept_the_panel_until_sworn, play_the_trial

pytestmark = pytest.mark.browser


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
    # voir dire: accept the panel until the jury is sworn
    accept_the_panel_until_sworn(page)
    # the trial
    done = play_the_trial(page)
    assert done[-1] in ("deliberation", "verdict"), done[-12:]
    screenshot(page, "game-court-end")
    page.locator("#actions a").first.click()
    expect(page.locator("#tallies tr").first).to_be_visible(timeout=60000)
    expect(page.locator("#verdict")).to_contain_text("Verdict:", timeout=60000)
    screenshot(page, "game-verdict")
    page.get_by_role("link", name="See the post-case summary").click()
    expect(page.get_by_role("heading", name="Your trial")).to_be_visible()
    expect(page.get_by_role("heading", name="Each juror's opinion over time")).to_be_visible()
    expect(page.locator("#opinion-chart")).to_be_visible()
    expect(page.locator(".trial-record")).to_contain_text("Your objections: 1 raised")
    expect(page.get_by_label("How the experience was earned")).to_contain_text("Verdict: ")
    # the key moments say what moved the jury and why
    expect(page.get_by_role("heading", name="Key moments: why the jury moved")).to_be_visible()
    expect(page.locator(".key-moments li").first).to_contain_text("Why it counted:")
    expect(page.locator(".key-moments li").first).to_contain_text(re.compile(r"moved \d+ of 12 jurors"))
    page.wait_for_timeout(500)  # let Chart.js draw before the screenshot
    # the chart ends at the data and each decider's line ends where they voted
    chart = page.evaluate("""() => { const c = Chart.getChart('opinion-chart');
        const shown = c.data.datasets.filter((d, i) => c.isDatasetVisible(i));
        return {max: c.scales.x.max, longest: Math.max(...c.data.datasets.map(d => d.data.length)),
                shown: shown.length, labels: shown.map(d => d.label)}; }""")
    assert chart["max"] == chart["longest"] - 1
    assert chart["shown"] == 12 and all(": " in label for label in chart["labels"])
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
