"""pytest plugin: in CI every service is present, so a skipped test hides a broken set-up.

Under CI=true a skip (other than an expected failure) is reported as a failure. CI also runs the
suite as a newcomer does, without PostgreSQL and Redis (CI_SERVICES=none, `.ci/run`): there a test
that skips because it needs one of them (`skip_without_service`) is expected; any other skip (a
missing Chromium, say) still fails the run.
"""

import os

import pytest

SERVICE_SKIP = "needs a service the run does not have: "


def skip_without_service(reason: str):
    """Skip a test that cannot run without PostgreSQL or Redis (a newcomer's run has neither)."""
    pytest.skip(SERVICE_SKIP + reason)


def _on(variable: str, *words: str) -> bool:
    return os.environ.get(variable, "").strip().lower() in words


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if _on("CI", "1", "true", "yes") and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        if _on("CI_SERVICES", "none") and SERVICE_SKIP in reason:
            return
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every service must be available: {reason}"
