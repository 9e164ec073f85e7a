"""The jury's result in a browser shows what the reader extracted once, on the cards — never again as the
raw JSON block it came from (issue 29), on a laptop and on a phone."""

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot
from tests.e2e.test_evaluation_jury import submit_jury

pytestmark = pytest.mark.browser


def raw_json_shown(page) -> list[str]:
    text = page.locator("main").inner_text()
    return [marker for marker in ('"scores"', '"verdict"', "finalVerdict", "```") if marker in text]


@pytest.mark.parametrize("which", ["page", "phone_page"])
def test_the_result_shows_no_raw_json_block(which, request):
    page = request.getfixturevalue(which)
    # given a finished jury run (the offline jurors and foreman end their answers with JSON blocks)
    login(page)
    submit_jury(page)
    expect(page.locator("#foreman-body")).to_contain_text("Jury Verdict Report")
    expect(page.get_by_role("status").filter(has_text="Complete")).to_be_visible()
    # when a juror's full assessment is opened
    card = page.locator(".juror-card").first
    card.get_by_text("Full assessment").click()
    expect(card.locator(".markdown table")).to_be_visible()
    # then neither the juror's block nor the foreman's appears as text
    assert raw_json_shown(page) == []
    page.wait_for_timeout(800)  # let the charts finish drawing before the picture
    screenshot(page, f"evaluation-jury-no-raw-json-{'390' if which == 'phone_page' else '1280'}")
