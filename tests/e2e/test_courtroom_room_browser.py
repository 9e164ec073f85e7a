"""The room around a poll: every screen sees how many have voted (no one named), the host closes
the poll early or extends it from the presenter view, and every phone gets the "results are in"
moment."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, login, screenshot

pytestmark = pytest.mark.browser


def seconds_left(page) -> int:
    return int(page.locator("#countdown-number").text_content() or 0)


def test_the_host_extends_and_closes_the_poll_and_every_phone_sees_the_count_and_the_result(browser, app_url, page,
                                                                                            phone_page):
    # given a session the host (staff) opened, its presenter screen, and a phone in the vote-first view
    login(page, "staff", "staff-demo-pass")
    page.goto("/court/")
    page.get_by_label("Topic").fill("An otter is accused of juggling the harbour's clams")
    page.get_by_role("button", name="Open court").click()
    page.wait_for_url(re.compile(r"/court/\d+/$"))
    session_id = re.search(r"/court/(\d+)/", page.url).group(1)
    page.goto(f"/court/{session_id}/screen/")
    phone_page.goto(f"/c/{session_id}")
    # when the verdict poll opens, the phone votes
    guilty = phone_page.get_by_role("button", name="Guilty", exact=True)
    expect(guilty).to_be_enabled(timeout=60000)
    expect(phone_page.locator("#poll-verdict .poll-voted")).to_have_text("0 people have voted")
    guilty.click()
    # then the phone and the presenter screen count one voter
    expect(phone_page.locator("#poll-verdict .poll-voted")).to_have_text("1 person has voted")
    expect(page.locator("#screen-voted")).to_have_text("1 person has voted")
    # when the host gives the room 15 more seconds
    before = seconds_left(phone_page)
    page.get_by_role("button", name="+15 s").click()
    expect(page.locator("#host-status")).to_have_text("Extended by 15 s.")
    # then every phone's countdown moves on by them
    expect(phone_page.locator("#vote-status")).to_contain_text("15 more seconds")
    assert seconds_left(phone_page) >= before + 10
    screenshot(page, "court-screen-host-controls")
    # when the host closes the vote now, long before its time
    page.get_by_role("button", name="Close the vote now").click()
    # then the phone has its "results are in" moment, and a tap shows the tally
    moment = phone_page.get_by_role("status").filter(has_text="The verdict is in: Guilty")
    expect(moment).to_be_visible(timeout=5000)
    phone_page.screenshot(path=str(ARTIFACTS / "court-phone-results-are-in.png"))
    moment.get_by_role("button", name="See the tally").click()
    expect(phone_page.locator("#poll-verdict .tally")).to_be_in_viewport()
    expect(phone_page.locator("#poll-verdict .tally")).to_contain_text("1 vote · 100%")
    expect(page.locator("#host-status")).to_have_text("Vote closed.")


def test_the_presenter_screen_shows_no_controls_to_a_guest(page):
    page.goto("/court/")
    link = page.locator(".session-item a").first
    if link.count() == 0:
        pytest.skip("needs a session")
    session_id = re.search(r"/court/(\d+)/", link.get_attribute("href")).group(1)
    page.goto(f"/court/{session_id}/screen/")
    expect(page.locator("#host-controls")).to_have_count(0)
