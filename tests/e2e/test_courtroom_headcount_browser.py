"""How many people are in the room: the stage, the vote page, the presenter screen and the overlay
show a live headcount of the session's viewers, and it goes down when one leaves."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, screenshot
from tests.e2e.test_courtroom_browser import start_session
from tests.e2e.test_courtroom_phone_vote_browser import axe_failures

pytestmark = pytest.mark.browser


def test_every_screen_shows_how_many_people_are_in_the_room(browser, app_url, page, phone_page):
    # given a running session on the stage page (the laptop) and a phone in the vote-first view
    url = start_session(page, "A heron is accused of fishing in the royal pond")
    session_id = re.search(r"/court/(\d+)/", url).group(1)
    phone_page.goto(f"/c/{session_id}")
    # and the presenter screen and the overlay open on a third and fourth screen
    room = browser.new_context(base_url=app_url, viewport={"width": 1280, "height": 720})
    screen, overlay = room.new_page(), room.new_page()
    screen.goto(f"/court/{session_id}/screen/")
    overlay.goto(f"/court/{session_id}/overlay/")
    # then every one of them counts four people in the room
    for each in (page, phone_page):
        expect(each.locator("#room-count")).to_have_text("4 people here", timeout=10000)
    for each in (screen, overlay):
        expect(each.locator("#screen-room")).to_have_text("4 people here", timeout=10000)
    screenshot(page, "court-headcount-stage-1280")
    phone_page.evaluate("window.scrollTo(0, 0)")
    phone_page.screenshot(path=str(ARTIFACTS / "court-headcount-vote-390.png"))
    screen.screenshot(path=str(ARTIFACTS / "court-headcount-screen-1280.png"))
    assert axe_failures(phone_page) == []
    # when the overlay and the presenter screen close
    room.close()
    # then the stage and the phone count two
    expect(page.locator("#room-count")).to_have_text("2 people here", timeout=10000)
    expect(phone_page.locator("#room-count")).to_have_text("2 people here", timeout=10000)
