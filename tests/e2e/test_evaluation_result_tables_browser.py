"""The jury's result tables on a phone and a laptop: the dimension table says it scrolls and can be
scrolled to its consensus and agreement columns; the foreman's table never splits a word."""

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot
from tests.e2e.test_evaluation_jury import submit_jury

pytestmark = pytest.mark.browser

# For each cell: how many lines its text takes and how many words it has. A cell on more lines
# than words has a word split across lines ("Accura cy").
CELL_LINES = """(table) => [...table.querySelectorAll('th, td')].map((cell) => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
  return {text: cell.textContent.trim(), lines: tops.size, words: cell.textContent.trim().split(/\\s+/).length};
})"""


@pytest.mark.parametrize("width", [390, 1280])
def test_the_result_tables_are_readable_on_a_phone_and_a_laptop(browser, app_url, width):
    context = browser.new_context(base_url=app_url, viewport={"width": width, "height": 844},
                                  is_mobile=width < 500, has_touch=width < 500)
    page = context.new_page()
    page.set_default_timeout(20000)
    try:
        login(page)
        submit_jury(page)
        expect(page.locator("#foreman-body")).to_contain_text("Jury Verdict Report", timeout=60000)
        # the foreman's table: every word whole
        foreman_table = page.locator("#foreman-body table").first
        split = [cell for cell in foreman_table.evaluate(CELL_LINES) if cell["text"] and cell["lines"] > cell["words"]]
        assert split == [], split
        # the jury's dimension table: its consensus and agreement columns are reachable, and on a
        # phone the page says the table scrolls sideways
        table = page.locator(".summary-table")
        wrap = page.locator(".table-wrap.scroll-cue")
        hint = page.locator("#summary-hint")
        wrap.scroll_into_view_if_needed()
        if width < 500:
            expect(hint).to_be_visible()
            wrap.evaluate("(el) => { el.scrollLeft = el.scrollWidth; }")
        else:
            expect(hint).to_be_hidden()
        expect(table.get_by_role("columnheader", name="Consensus")).to_be_in_viewport()
        expect(table.get_by_role("columnheader", name="Agreement")).to_be_in_viewport()
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        screenshot(page, f"evaluation-result-tables-{width}")
    finally:
        context.close()
