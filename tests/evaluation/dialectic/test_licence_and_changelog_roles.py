"""A licence and a change log are what they are: the licence's terms are not the project's claims (no
"Unsupported assertion" charges), and the files a change log names are history, not dangling references."""

import random

import pytest

from evaluation.dialectic import mock
from evaluation.dialectic.evidence import CHANGE, CLAIM, LICENCE, PATH, Document, extract

MIT = ("MIT License\n\nCopyright (c) 2024 Example\n\nPermission is hereby granted, free of charge, to any person "
       "obtaining a copy of this software. The software is provided as is, without warranty of any kind. "
       "In no event shall the authors be liable for any claim.\n")
CHANGELOG = ("# Changelog\n\n## 1.1.0\n- Added src/cli.py and docs/usage.md\n- Removed old_module.py\n\n"
             "## 1.0.0\n- First release: src/app.py\n")


@pytest.mark.parametrize(("name", "role"), [
    ("LICENSE", "licence"), ("LICENSE.md", "licence"), ("licence.txt", "licence"), ("COPYING", "licence"),
    ("LICENSE-MIT", "licence"), ("CHANGELOG.md", "changelog"), ("CHANGES.rst", "changelog"),
    ("HISTORY", "changelog"), ("history.py", "code"), ("src/app.py", "code"), ("README.md", "docs"),
    ("docs/design.md", "docs")])
def test_a_document_s_role_comes_from_its_name(name, role):
    assert Document(name, "text").role == role


def test_a_licence_is_one_item_naming_it_and_no_claims():
    items = extract([Document("LICENSE", MIT)])
    assert [(e.cls, e.content) for e in items] == [
        (LICENCE, "The project's licence: MIT License (LICENSE; its terms, not claims about the project).")]
    # the same text under another name reads as prose, with claims
    assert any(e.cls == CLAIM for e in extract([Document("terms.md", MIT)]))


def test_a_change_log_lists_its_entries_and_names_no_missing_file():
    items = extract([Document("CHANGELOG.md", CHANGELOG), Document("src/app.py", "print(1)\n")])
    log = [e for e in items if e.document == "CHANGELOG.md"]
    assert [e.content for e in log if e.cls == CHANGE] == [
        "Added src/cli.py and docs/usage.md", "Removed old_module.py", "First release: src/app.py"]
    assert not [e for e in log if e.cls == PATH] and all(e.found for e in log)


def test_the_offline_prosecutor_brings_no_charge_from_a_licence_or_a_change_log():
    evidence = [e.as_dict() | {"cls": e.cls} for e in extract([Document("LICENSE", MIT),
                                                                Document("CHANGELOG.md", CHANGELOG)])]
    charges = mock._prosecutor({"evidence": evidence, "criterion": "References resolve"}, random.Random(1))["charges"]
    assert not [c for c in charges if c.startswith(("Unsupported assertion", "Dangling reference"))], charges
