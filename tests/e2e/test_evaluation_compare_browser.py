"""A comparison in a browser: fill both candidates, see the estimate, watch every juror answer in
both orders, and read the panel's winner per dimension, its chart and the report (desktop and phone)."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot

pytestmark = pytest.mark.browser

TERSE = "Just retry."
CAREFUL = ("## Retrying failed requests\n\n- Retry only idempotent requests (GET, PUT, DELETE).\n"
           "- Use exponential backoff with jitter, e.g. 0.5 s, 1 s, 2 s, each ± 20 %.\n"
           "- Cap the attempts (e.g. 5) and honour `Retry-After`.\n- Log each retry with the request id.")


def test_a_user_compares_two_answers_and_reads_the_panel_at_desktop_and_phone_width(page, phone_page):
    # given the compare form
    login(page)
    page.goto("/evaluate/compare/")
    page.get_by_label("The task both answer").fill("How should a client retry failed requests?")
    page.locator("#id_a_label").fill("Terse")
    page.locator("#id_a_content").fill(TERSE)
    page.locator("#id_b_label").fill("Careful")
    page.locator("#id_b_content").fill(CAREFUL)
    # then the estimate counts two calls per juror and the foreman before anything starts
    expect(page.locator("#cost-estimate")).to_contain_text("7 model calls")
    screenshot(page, "compare-form")
    # when it starts
    page.get_by_role("button", name="Compare").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]+/$"))
    # then every juror's two answers arrive, the panel names a winner per dimension, the foreman reports
    expect(page.locator("#compare-status")).to_have_text("Complete. The panel has reported.", timeout=60000)
    expect(page.locator("#answer-count")).to_have_text("(6 of 6 answers)")
    expect(page.locator("#panel-rows tr")).to_have_count(6)
    expect(page.locator("#compare-winner")).to_contain_text("Careful")
    expect(page.locator(".order-table")).to_have_count(3)
    expect(page.locator("#foreman-body")).to_contain_text("Comparison Report")
    expect(page.locator("#chart-votes")).to_be_visible()
    # the offline jurors grade: a much better answer is named so in each order and in the verdict
    expect(page.locator(".order-table td", has_text="(much)").first).to_be_visible()
    screenshot(page, "compare-result")
    url = page.url
    # and a reload shows the same page from what is stored
    page.reload()
    expect(page.locator("#panel-rows tr")).to_have_count(6)
    expect(page.locator(".order-table")).to_have_count(3)
    # and it reads on a phone without sideways scrolling
    login(phone_page)
    phone_page.goto(url)
    expect(phone_page.locator("#panel-rows tr")).to_have_count(6)
    screenshot(phone_page, "compare-phone")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the comparison page scrolls sideways on a phone ({width}px)"


def _answer(level: int, i: int) -> str:
    """An answer whose substance grows with `level` (the offline jurors judge by substance and structure)."""
    points = "\n".join(f"- point {n} about retries for case {i}, e.g. backoff step {n}" for n in range(level * 3))
    return f"Answer to question {i}.\n{points}" if level else f"Answer {i}."


def test_a_user_runs_a_tournament_and_reads_its_ratings_at_desktop_and_phone_width(page, phone_page, tmp_path):
    # given a JSONL of 10 prompts answered by four candidates of known quality
    import json

    lines = [json.dumps({"prompt": f"How should a client retry, case {i}?",
                         "candidates": {f"v{level}": _answer(level, i) for level in range(4)}}) for i in range(10)]
    items = tmp_path / "answers.jsonl"
    items.write_text("\n".join(lines) + "\n")
    login(page)
    page.goto("/evaluate/batches/")
    # when the tournament mode is chosen on the batch page, the jury's foreman gives way to the dimensions
    page.get_by_label("Tournament").check()
    expect(page.get_by_label("Foreman")).to_be_hidden()
    expect(page.get_by_label("Items at once")).to_be_hidden()
    page.get_by_label("Name", exact=True).fill("Four versions")
    page.get_by_label("Accuracy").check()
    page.get_by_label("Items file (CSV or JSONL)").set_input_files(str(items))
    # then the estimate counts the scheduled pairs before anything starts
    expect(page.locator("#estimate")).to_contain_text("At most 60 of 60 pairs")
    screenshot(page, "tournament-form")
    page.get_by_role("button", name="Start the batch").click()
    page.wait_for_url(re.compile(r"/evaluate/batches/[0-9a-f-]+/$"))
    # then it runs to the end and shows the ratings (overall and on accuracy), the win matrix and the jurors
    expect(page.locator("#batch-status")).to_have_text("Complete", timeout=90000)
    expect(page.locator("#tournament-status")).to_contain_text("Complete")
    expect(page.locator("#ratings-rows tr")).to_have_count(4)
    expect(page.locator("#ratings-rows tr").first).to_contain_text("v3")
    expect(page.locator('table[data-dimension="accuracy"] tbody tr')).to_have_count(4)
    expect(page.locator("#win-matrix tbody tr")).to_have_count(4)
    expect(page.locator("#judges-rows tr")).to_have_count(3)
    # and it is listed with the other batches, its progress in pairs
    url = page.url
    page.goto("/evaluate/batches/")
    expect(page.locator(".history-item").first).to_contain_text("Tournament · 60 of at most 60 pairs judged")
    screenshot(page, "tournament-batches")
    page.goto(url)
    screenshot(page, "tournament-result")
    login(phone_page)
    phone_page.goto(url)
    expect(phone_page.locator("#ratings-rows tr")).to_have_count(4)
    screenshot(phone_page, "tournament-phone")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the tournament page scrolls sideways on a phone ({width}px)"
    # the batch's results table (ratings, intervals, win rates) and its pairs
    expect(page.locator("#results-table tbody tr")).to_have_count(4)
    expect(page.locator("#results-table tbody tr").first).to_contain_text("v3")
    expect(page.locator("#matches-table tbody tr")).to_have_count(25)  # a page of the 60 pairs
    # when it is re-run with other jurors (one swapped) and the two runs compared side by side
    form = page.locator("#rerun-form")
    form.locator("input[name=jurorModels]:checked").first.uncheck()
    form.locator("input[name=jurorModels]:not(:checked)").last.check()
    page.get_by_role("button", name="Re-run the tournament").click()
    expect(page.locator("#batch-status")).to_have_text("Complete", timeout=90000)
    page.locator("#compare-runs").click()
    page.wait_for_url(re.compile(r"/compare/$"))
    expect(page.locator("#runs-table tbody tr")).to_have_count(4)
    expect(page.locator("#runs-table tbody tr").first).to_contain_text("v3")
    expect(page.locator("#same-top")).to_have_text("yes")
    screenshot(page, "tournament-compare")
    phone_page.goto(page.url)
    expect(phone_page.locator("#runs-table tbody tr")).to_have_count(4)
    screenshot(phone_page, "tournament-compare-phone")
    width = phone_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the tournament comparison scrolls sideways on a phone ({width}px)"
    phone_page.goto(url)
    screenshot(phone_page, "tournament-phone-results")
