import re
import uuid

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot

pytestmark = pytest.mark.browser


def test_a_visitor_signs_up_and_is_logged_in(page):
    # given
    username = f"juror{uuid.uuid4().hex[:8]}"
    page.goto("/")
    screenshot(page, "home")
    # when
    page.get_by_role("link", name="Sign up").click()
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password", exact=True).fill("a-long-passphrase-2026")
    page.get_by_label("Password confirmation").fill("a-long-passphrase-2026")
    page.get_by_role("button", name="Sign up").click()
    # then
    expect(page.locator(".account-name")).to_have_text(username)
    expect(page.get_by_role("status")).to_contain_text("Your account is ready")
    screenshot(page, "signed-up")


def test_the_demo_staff_user_logs_in_and_reaches_the_admin(page):
    login(page, "staff", "staff-demo-pass")
    page.get_by_role("link", name="Admin").click()
    expect(page).to_have_title(re.compile("Site administration"))


def test_a_wrong_password_is_refused_with_a_message(page):
    page.goto("/accounts/login/")
    page.get_by_label("Username").fill("demo")
    page.get_by_label("Password").fill("wrong")
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("alert")).to_contain_text("correct username and password")


def test_the_home_page_is_usable_on_a_phone(phone_page):
    phone_page.goto("/")
    expect(phone_page.get_by_role("navigation", name="Main")).to_be_visible()
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    screenshot(phone_page, "home-phone")


def test_the_api_docs_render_offline(page):
    page.goto("/api/docs/")
    expect(page.get_by_text("JuryRigged API").first).to_be_visible()
    screenshot(page, "api-docs")
