"""The live courtroom in a browser: an audience member watches a session and votes."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot

pytestmark = pytest.mark.browser


def start_session(page, topic: str) -> str:
    login(page)
    page.goto("/court/")
    page.get_by_label("Topic").fill(topic)
    page.get_by_label("Sentence options").fill("Feed the ducks for a month\nWrite an apology in rhyme")
    page.get_by_role("button", name="Open court").click()
    page.wait_for_url(re.compile(r"/court/\d+/$"))
    return page.url


def test_an_audience_member_watches_and_votes_and_sees_the_ruling(page, phone_page):
    # given a session started by a logged-in user
    url = start_session(page, "A goose is accused of stealing the mayor's sandwich")
    expect(page.locator("#transcript li").first).to_be_visible()
    screenshot(page, "court-show-running")
    # and an anonymous viewer on a phone following it live
    phone_page.goto(url)
    expect(phone_page.get_by_role("log", name="Courtroom transcript")).to_contain_text("sandwich")
    # when the verdict poll opens, both vote
    guilty = page.get_by_role("button", name="Guilty", exact=True)
    expect(guilty).to_be_enabled(timeout=60000)
    # the countdown is one line, the number and its words updated together, and it is the
    # timer a screen reader finds; the polite announcement never lingers with an older number
    timer = page.get_by_role("timer")
    expect(timer).to_have_text(re.compile(r"^\s*\d+\s+seconds? left to vote\s*$"))
    page.wait_for_timeout(2500)
    shown = page.locator(".countdown-line").text_content()
    announced = page.locator("#countdown").text_content()
    numbers = re.findall(r"\d+", announced)
    assert not numbers or numbers == re.findall(r"\d+", shown), (shown, announced)
    guilty.click()
    expect(page.locator("#vote-status")).to_contain_text("Vote received: Guilty")
    phone_page.get_by_role("button", name="Not guilty").click()
    expect(phone_page.locator("#vote-status")).to_contain_text("Vote received: Not guilty")
    screenshot(phone_page, "court-show-phone-voting")
    # then the live tally shows both votes; the phone changes its mind
    expect(page.locator("#poll-verdict .tally")).to_contain_text("1 vote · 50%")
    phone_page.get_by_role("button", name="Guilty", exact=True).click()
    expect(page.locator("#poll-verdict .tally")).to_contain_text("2 votes · 100%")
    # and the desktop voter's choice survives a reload
    page.reload()
    # kept across the reload (shown on the pressed button while open, as "Your vote" once closed)
    expect(page.locator("#poll-verdict .my-vote")).to_have_text("Your vote: Guilty")
    screenshot(page, "court-show-voting")
    # when the sentence poll opens, the desktop viewer votes the sentence
    option = page.get_by_role("button", name="Write an apology in rhyme")
    expect(option).to_be_enabled(timeout=30000)
    option.click()
    # then the ruling carries the jury's verdict and sentence
    ruling = page.get_by_role("region", name="Final ruling")
    expect(ruling).to_be_visible(timeout=30000)
    expect(ruling).to_contain_text("Verdict: Guilty")
    expect(ruling).to_contain_text("Sentence: Write an apology in rhyme")
    expect(page.locator("#status-badge")).to_have_text("completed")
    expect(phone_page.get_by_role("region", name="Final ruling")).to_contain_text("Guilty")
    screenshot(page, "court-show-completed")
    screenshot(phone_page, "court-show-phone-completed")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the show scrolls sideways on a phone ({width}px)"


def test_after_an_acquittal_the_audience_is_told_there_is_no_sentence_vote(page):
    # given a session nobody votes in (a tie goes to the defendant)
    start_session(page, "A heron is accused of fishing without a licence")
    # then instead of a sentence poll the audience reads why there is none, and the ruling follows
    expect(page.locator("#vote-status")).to_contain_text(
        "No sentence vote: the jury found the defendant not guilty", timeout=60000)
    expect(page.locator("#poll-sentence")).to_be_hidden()
    screenshot(page, "court-show-acquittal-no-sentence")
    expect(page.get_by_role("region", name="Final ruling")).to_contain_text("Verdict: Not guilty", timeout=30000)
    page.reload()
    expect(page.locator("#vote-status")).to_contain_text("No sentence vote")


def test_a_finished_session_can_be_replayed_from_its_events(page):
    page.goto("/court/")
    finished = page.locator(".session-item").filter(has_text="completed").first
    if finished.count() == 0:
        pytest.skip("needs the session of the previous test")
    finished.locator("a").click()
    count = page.locator("#transcript li").count()
    page.get_by_label("Replay speed").select_option("4")
    page.get_by_role("button", name="Replay this session").click()
    expect(page.locator("#vote-status")).to_have_text("Replay finished.", timeout=60000)
    expect(page.locator("#transcript li")).to_have_count(count)
    expect(page.get_by_role("region", name="Final ruling")).to_be_visible()


def test_the_index_lists_sessions_and_works_on_a_phone(phone_page, page):
    page.goto("/court/")
    expect(page.get_by_role("heading", name="Live now")).to_be_visible()
    screenshot(page, "court-index")
    phone_page.goto("/court/")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the index scrolls sideways on a phone ({width}px)"
    screenshot(phone_page, "court-index-phone")


def test_staff_see_the_moderation_queue_and_sessions_in_the_admin(page):
    login(page, "staff", "staff-demo-pass")
    page.goto("/admin/courtroom/courtsession/")
    expect(page.get_by_role("link", name="A goose is accused", exact=False).first).to_be_visible()
    screenshot(page, "court-admin-sessions")
    page.goto("/admin/courtroom/flaggedturn/")
    # the queue opens on flagged lines; "All" shows every line and stays there
    filters = page.locator("#changelist-filter")
    expect(filters.locator("li.selected").first).to_have_text("flagged by the filter (redacted)")
    screenshot(page, "court-admin-moderation")
    filters.get_by_role("link", name="All", exact=True).first.click()
    expect(page).to_have_url(re.compile(r"moderation=all"))
    expect(filters.locator("li.selected").first).to_have_text("All")
    expect(page.locator("#result_list tbody tr").first).to_be_visible()
    screenshot(page, "court-admin-moderation-all")
    # staff redact a line from the queue: it shows as redacted, with each layer's decision and who decided
    page.locator("#result_list tbody tr input.action-select").first.check()
    page.locator("select[name=action]").select_option("redact_turns")
    page.get_by_role("button", name="Go").click()
    expect(page.locator(".messagelist")).to_contain_text("Redacted 1 line(s)")
    page.goto("/admin/courtroom/flaggedturn/?moderation=redacted")
    row = page.locator("#result_list tbody tr").first
    expect(row).to_contain_text("redacted by staff")
    expect(row).to_contain_text("rules: passed")
    screenshot(page, "court-admin-moderation-redacted")
    row.locator("th a").click()
    expect(page.locator(".field-decisions")).to_contain_text("redacted by staff")
    screenshot(page, "court-admin-moderation-item")


def test_staff_on_a_phone_read_each_lines_layers_and_reach_the_actions_and_filters(phone_page):
    # given staff on a phone, and lines in the queue (the sessions of the tests above)
    login(phone_page, "staff", "staff-demo-pass")
    phone_page.goto("/admin/courtroom/flaggedturn/?moderation=all")
    row = phone_page.locator("#result_list tbody tr").first
    expect(row).to_be_visible()
    # then each line is a card: its layers' decisions and reasons are read where they are, labelled
    layers = row.locator("td.field-layers")
    expect(layers).to_contain_text("rules:")
    box = layers.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["width"] > 250, box
    label = layers.evaluate("cell => getComputedStyle(cell, '::before').content")
    assert label == "\"Each layer's decision\""
    assert phone_page.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(phone_page, "court-admin-moderation-phone")
    # and a line can be selected and an action chosen without zooming
    row.locator("input.action-select").check()
    phone_page.locator("select[name=action]").select_option("restore_turns")
    expect(phone_page.get_by_role("button", name="Go")).to_be_in_viewport()
    # and the filters at the foot of the page work: "Clear all filters" from a filtered view shows every line
    phone_page.goto("/admin/courtroom/flaggedturn/?moderation=clean&role__exact=judge")
    filters = phone_page.locator("#changelist-filter")
    filters.get_by_role("link", name="Clear all filters").click()
    expect(phone_page).to_have_url(re.compile(r"moderation=all"))
    expect(filters.locator("li.selected").first).to_have_text("All")
    filters.get_by_role("link", name="flagged by the filter (redacted)").click()
    expect(phone_page).to_have_url(re.compile(r"moderation=flagged"))
    screenshot(phone_page, "court-admin-moderation-phone-filters")
