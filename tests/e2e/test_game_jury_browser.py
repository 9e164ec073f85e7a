"""Browser: pick a case, select a jury through voir dire (a peremptory strike, a for-cause
challenge ruled by the judge over the stream, the opponent's strikes), see the sworn jury
in the courtroom; on a phone, play on to the live deliberation and the post-case summary.
(The jury goes out only at the end of the trial: test_game_trial_browser.py plays it on
a desktop.)"""

import re

from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, login, screenshot
from tests.e2e.game_flow import accept_the_panel_until_sworn, play_the_trial, take_the_tutorial_case


def test_a_player_selects_a_jury_and_sees_it_sworn(page):
    login(page)
    take_the_tutorial_case(page, shot="game-cases")
    page.get_by_role("button", name=re.compile("Hire a jury consultant")).click()
    expect(page.get_by_role("button", name="Consultant hired ✓")).to_be_visible()
    page.get_by_role("button", name="Finish pre-trial: select the jury").click()
    page.wait_for_url(re.compile(r"/voir-dire/$"))
    expect(page.get_by_test_id("strikes-left")).to_have_text("3")
    expect(page.locator(".candidate")).to_have_count(14)
    expect(page.get_by_text("Personality").first).to_be_hidden()  # traits are shown as a list, not a heading
    screenshot(page, "game-voir-dire-desktop")

    # a peremptory strike: Gloria Mendes leaves seat 1, the next in the pool sits down
    page.get_by_role("button", name=re.compile(r"Strike.*Gloria Mendes")).click()
    expect(page.get_by_test_id("strikes-left")).to_have_text("2")
    expect(page.get_by_role("heading", name="Gloria Mendes")).to_have_count(0)

    # questioning: Patricia Lowe is asked whether she can be fair; her answer is on her card
    page.get_by_label("A question for Patricia Lowe").select_option("fair")
    page.get_by_role("button", name=re.compile(r"Ask\W+Patricia Lowe")).click()
    expect(page.get_by_label("What Patricia Lowe answered")).to_contain_text("hard for you to be fair")
    expect(page.get_by_text(re.compile(r"allows 7 more questions"))).to_be_visible()
    screenshot(page, "game-voir-dire-question")

    # a for-cause challenge with a legal reason; the judge's ruling arrives over the stream
    page.get_by_label("Reason to challenge Patricia Lowe for cause").select_option("conflict_of_interest")
    page.get_by_role("button", name=re.compile(r"Challenge\W+Patricia Lowe")).click()
    expect(page.get_by_text(re.compile(r"Granted: Patricia Lowe is excused"))).to_be_visible()
    # the message the challenge left ("the judge will rule on it") goes once the ruling is shown
    expect(page.get_by_text("the judge will rule on it")).to_have_count(0)
    expect(page.get_by_test_id("strikes-left")).to_have_text("2")
    screenshot(page, "game-voir-dire-ruling")

    # accept the panel until the opponent has nothing more to strike and the jury is sworn
    accept_the_panel_until_sworn(page)

    # the courtroom's jury box: twelve faces, read at Jury Reading 3; the trial has opened
    expect(page.locator("#seats .seat")).to_have_count(12)
    expect(page.locator("#transcript")).not_to_contain_text("The courtroom is quiet")
    # the news of the last request ("The jury is sworn in.") does not linger into the trial
    expect(page.get_by_text("The jury is sworn in.")).to_have_count(0)
    screenshot(page, "game-jury-box-desktop")


def test_a_whole_case_is_playable_on_a_phone(phone_page):
    page = phone_page
    login(page)
    take_the_tutorial_case(page)
    page.get_by_role("button", name="Finish pre-trial: select the jury").click()
    page.wait_for_url(re.compile(r"/voir-dire/$"))
    expect(page.get_by_test_id("strikes-left")).to_have_text("3")
    screenshot(page, "game-voir-dire-phone")
    page.screenshot(path=str(ARTIFACTS / "game-voir-dire-phone-top.png"))
    page.get_by_role("button", name=re.compile(r"Strike.*Oliver Grant")).click()
    expect(page.get_by_test_id("strikes-left")).to_have_text("2")
    page.get_by_label("A question for Patricia Lowe").select_option("standard")
    page.get_by_role("button", name=re.compile(r"Ask\W+Patricia Lowe")).click()
    expect(page.get_by_label("What Patricia Lowe answered")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(page, "game-voir-dire-question-phone")
    accept_the_panel_until_sworn(page)
    expect(page.locator("#seats .seat")).to_have_count(12)
    screenshot(page, "game-jury-box-phone")

    done = play_the_trial(page, prefix="game-court-phone")
    assert done[-1] in ("deliberation", "verdict"), done[-12:]
    page.locator("#actions a").first.click()
    expect(page.locator("#tallies tr").first).to_be_visible(timeout=60000)
    expect(page.get_by_role("link", name="See the post-case summary")).to_be_visible(timeout=60000)
    expect(page.locator("#verdict")).to_contain_text("Verdict:")
    screenshot(page, "game-deliberation-phone")
    page.get_by_role("link", name="See the post-case summary").click()
    expect(page.get_by_role("heading", name="Each juror's opinion over time")).to_be_visible()
    expect(page.locator("#opinion-chart")).to_be_visible()
    expect(page.get_by_role("heading", name="Key moments: why the jury moved")).to_be_visible()
    page.wait_for_timeout(500)  # let Chart.js draw before the screenshot
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # the lines get room of their own on a phone: the legend's eight lines once left them 70 px
    plot = page.evaluate("() => Chart.getChart('opinion-chart').chartArea")
    assert plot["bottom"] - plot["top"] >= 200, plot
    page.locator(".chart-wrap").scroll_into_view_if_needed()
    page.wait_for_timeout(1500)
    page.locator(".chart-wrap").screenshot(path=str(ARTIFACTS / "game-summary-chart-phone.png"))
    screenshot(page, "game-summary-phone")
