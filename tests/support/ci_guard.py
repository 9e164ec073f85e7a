"""pytest plugin: in CI every service is present, so a skipped test hides a broken set-up.

Under CI=true a skip (other than an expected failure) is reported as a failure.
"""

import os

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if os.environ.get("CI", "").lower() in ("1", "true", "yes") and report.skipped \
            and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every service must be available: {reason}"
