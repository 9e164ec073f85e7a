"""Browser: pick a case, select a jury through voir dire (a peremptory strike, a for-cause
challenge ruled by the judge over the stream, the opponent's strikes), watch the jury
deliberate live to a verdict, and read the post-case summary; on a desktop and a phone."""

import re

from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, login, screenshot


def start_tutorial(page) -> str:
    page.goto("/game/")
    screenshot(page, "game-cases")
    page.get_by_role("button", name=re.compile(r"Take the case\W+State v. Whitfield")).click()
    page.wait_for_url(re.compile(r"/game/\d+/"))
    game_id = re.search(r"/game/(\d+)/", page.url).group(1)
    page.goto(f"/game/{game_id}/pretrial/")
    page.get_by_role("button", name=re.compile("Hire a jury consultant")).click()
    page.goto(f"/game/{game_id}/pretrial/")
    page.get_by_role("button", name="Go to jury selection").click()
    page.wait_for_url(re.compile(r"/voir-dire/$"))
    return game_id


def test_a_player_selects_a_jury_and_hears_the_verdict(page):
    login(page)
    game_id = start_tutorial(page)
    expect(page.get_by_test_id("strikes-left")).to_have_text("3")
    expect(page.locator(".candidate")).to_have_count(14)
    expect(page.get_by_text("Personality").first).to_be_hidden()  # traits are shown as a list, not a heading
    screenshot(page, "game-voir-dire-desktop")

    # a peremptory strike: Gloria Mendes leaves seat 1, the next in the pool sits down
    page.get_by_role("button", name=re.compile(r"Strike.*Gloria Mendes")).click()
    expect(page.get_by_test_id("strikes-left")).to_have_text("2")
    expect(page.get_by_role("heading", name="Gloria Mendes")).to_have_count(0)

    # a for-cause challenge with a legal reason; the judge's ruling arrives over the stream
    page.get_by_label("Reason to challenge Patricia Lowe for cause").select_option("conflict_of_interest")
    page.get_by_role("button", name=re.compile(r"Challenge\W+Patricia Lowe")).click()
    expect(page.get_by_text(re.compile(r"Granted: Patricia Lowe is excused"))).to_be_visible()
    expect(page.get_by_test_id("strikes-left")).to_have_text("2")
    screenshot(page, "game-voir-dire-ruling")

    # accept the panel until the opponent has nothing more to strike and the jury is sworn
    for _ in range(5):
        page.get_by_role("button", name="Accept the panel").click()
        page.wait_for_load_state()
        if "/voir-dire/" not in page.url:
            break
    assert "/voir-dire/" not in page.url

    # the jury box: twelve drawn faces, read at Jury Reading 3
    page.goto(f"/game/{game_id}/jury/")
    expect(page.locator(".jury-box .juror-face")).to_have_count(12)
    screenshot(page, "game-jury-box-desktop")

    # send the jury out and follow the deliberation live to its verdict
    page.get_by_role("button", name="Send the jury out").click()
    page.wait_for_url(re.compile(r"/deliberation/$"))
    expect(page.locator("#tallies tr").first).to_be_visible()
    expect(page.get_by_role("link", name="See the post-case summary")).to_be_visible(timeout=60000)
    expect(page.locator("#verdict")).to_contain_text("Verdict:")
    screenshot(page, "game-deliberation-desktop")

    page.get_by_role("link", name="See the post-case summary").click()
    expect(page.get_by_role("heading", name="Each juror's opinion over time")).to_be_visible()
    expect(page.locator("#opinion-chart")).to_be_visible()
    page.wait_for_timeout(500)  # let Chart.js draw before the screenshot
    screenshot(page, "game-summary-desktop")


def test_voir_dire_and_the_jury_box_work_on_a_phone(phone_page):
    page = phone_page
    login(page)
    game_id = start_tutorial(page)
    expect(page.get_by_test_id("strikes-left")).to_have_text("3")
    screenshot(page, "game-voir-dire-phone")
    page.screenshot(path=str(ARTIFACTS / "game-voir-dire-phone-top.png"))
    page.get_by_role("button", name=re.compile(r"Strike.*Oliver Grant")).click()
    expect(page.get_by_test_id("strikes-left")).to_have_text("2")
    for _ in range(5):
        page.get_by_role("button", name="Accept the panel").click()
        page.wait_for_load_state()
        if "/voir-dire/" not in page.url:
            break
    page.goto(f"/game/{game_id}/jury/")
    expect(page.locator(".jury-box .juror-face")).to_have_count(12)
    screenshot(page, "game-jury-box-phone")
    page.screenshot(path=str(ARTIFACTS / "game-jury-box-phone-top.png"))
    page.get_by_role("button", name="Send the jury out").click()
    expect(page.get_by_role("link", name="See the post-case summary")).to_be_visible(timeout=60000)
    screenshot(page, "game-deliberation-phone")
    page.get_by_role("link", name="See the post-case summary").click()
    expect(page.locator("#opinion-chart")).to_be_visible()
    page.wait_for_timeout(500)
    screenshot(page, "game-summary-phone")
