"""An audit of a code archive, as a first-time user meets it: the code-review rubric is chosen for the zip, the
estimate counts it, a licence and a change log bring no false charges, the counts agree, and the rename box
holds the title and renames (1280 and 390 px)."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ARTIFACTS, screenshot
from tests.e2e.test_evaluation_dialectic_browser import _sign_up
from tests.evaluation.sources.fixtures import make_zip

pytestmark = pytest.mark.browser
MIT = (b"MIT License\n\nCopyright (c) 2024 Example\n\nPermission is hereby granted, free of charge, to any person "
       b"obtaining a copy of this software. The software is provided as is, without warranty of any kind.\n")
PROJECT = {
    "README.md": b"# Ledger\n\nRun `python src/app.py`. Every entry is signed.\n",
    "LICENSE": MIT,
    "CHANGELOG.md": b"# Changelog\n\n## 1.1.0\n- Added src/cli.py\n- Removed old_module.py\n",
    "src/app.py": b'import os\n\n\ndef main():\n    """Print the home directory."""\n    return os.getcwd()\n',
}


def test_a_code_archive_is_audited_as_code_and_its_counts_agree(page, phone_page):
    # given the audit form and a zip of a small project
    _sign_up(page)
    page.goto("/evaluate/audit/")
    expect(page.get_by_label("Technical design review")).to_be_checked()
    # when the zip is attached (and nothing is pasted)
    page.get_by_label("Files").set_input_files([{"name": "ledger.zip", "mimeType": "application/zip",
                                                 "buffer": make_zip(PROJECT)}])
    # then the code-review rubric is chosen, and says why
    expect(page.get_by_label("Code review")).to_be_checked()
    expect(page.locator("#rubric-hint")).to_contain_text("Code review is chosen for the code you gave")
    # and the estimate counts the archive's four files, not "a document is required"
    estimate = page.locator("#cost-estimate")
    expect(estimate).to_contain_text("auditing 4 documents", timeout=15000)
    expect(estimate).not_to_contain_text("required")
    screenshot(page, "code-audit-form-1280")
    # when the audit runs
    page.get_by_role("button", name="Start the audit").click()
    page.wait_for_url(re.compile(r"/evaluate/[0-9a-f-]{36}/$"))
    expect(page.locator("#dlg-status-text")).to_contain_text("Complete", timeout=60000)
    # then the counts agree: the documents read, the ones with evidence and the coverage line
    expect(page.locator("#dlg-coverage")).to_contain_text("Read 4 document(s)")
    expect(page.locator("#eval-sources")).to_contain_text("Files read (4)")
    expect(page.locator("#dlg-evidence-count")).to_contain_text(re.compile(
        r"^\d+ evidence items from (all 4 document\(s\) read|\d of the 4 document\(s\) read)"))
    # and the licence and the change log are not charged as unsupported or dangling
    page.get_by_text("Show all evidence").click()
    expect(page.locator(".dlg-evidence-list li").filter(has_text="The project's licence: MIT License")).to_be_visible()
    body = page.locator("main").inner_text()
    assert "Unsupported assertion, no proof offered: Permission is hereby granted" not in body
    assert "Dangling reference: References old_module.py" not in body
    # and the rename box holds the title, sits on one line with its button, and renames
    box = page.get_by_label("New title")
    expect(box).not_to_have_value("")
    rename = page.get_by_role("button", name="Rename")
    assert abs(box.bounding_box()["y"] - rename.bounding_box()["y"]) < 12
    box.fill("Ledger code audit")
    rename.click()
    expect(page.locator("h1, .eval-breadcrumb")).to_contain_text(["Ledger code audit"])
    expect(page.get_by_label("New title")).to_have_value("Ledger code audit")
    page.locator(".eval-tools").screenshot(path=str(ARTIFACTS / "code-audit-rename-1280.png"))
    # and on a phone too
    phone_page.context.add_cookies(page.context.cookies())
    phone_page.goto(page.url)
    box, rename = phone_page.get_by_label("New title"), phone_page.get_by_role("button", name="Rename")
    expect(box).to_have_value("Ledger code audit")
    assert abs(box.bounding_box()["y"] - rename.bounding_box()["y"]) < 12
    assert phone_page.evaluate("document.documentElement.scrollWidth") <= 390
    phone_page.locator(".eval-tools").screenshot(path=str(ARTIFACTS / "code-audit-rename-390.png"))
