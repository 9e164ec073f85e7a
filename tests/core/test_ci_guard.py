from pathlib import Path

pytest_plugins = ["pytester"]
ROOT = Path(__file__).resolve().parents[2]


def _run(pytester, monkeypatch, ci: str):
    pytester.makepyfile("import pytest\n\ndef test_x():\n    pytest.skip('redis not configured')\n")
    monkeypatch.setenv("CI", ci)
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    return pytester.runpytest_subprocess("-p", "no:django", "-p", "no:cacheprovider", "-p", "tests.support.ci_guard")


def test_a_skip_fails_the_run_in_ci(pytester, monkeypatch):
    result = _run(pytester, monkeypatch, "true")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*skipped in CI*redis not configured*"])


def test_a_skip_is_a_skip_outside_ci(pytester, monkeypatch):
    result = _run(pytester, monkeypatch, "")
    result.assert_outcomes(skipped=1)


def _run_newcomer(pytester, monkeypatch, body: str):
    pytester.makepyfile(f"from tests.support.ci_guard import skip_without_service\nimport pytest\n\n"
                        f"def test_x():\n    {body}\n")
    monkeypatch.setenv("CI", "true")
    monkeypatch.setenv("CI_SERVICES", "none")
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    return pytester.runpytest_subprocess("-p", "no:django", "-p", "no:cacheprovider", "-p", "tests.support.ci_guard")


def test_in_cis_run_without_services_a_test_that_needs_one_may_skip(pytester, monkeypatch):
    result = _run_newcomer(pytester, monkeypatch, "skip_without_service('Redis not configured (REDIS_URL unset)')")
    result.assert_outcomes(skipped=1)


def test_in_cis_run_without_services_any_other_skip_still_fails(pytester, monkeypatch):
    # a missing Chromium is not a missing service: the newcomer's run has the browser tests too
    result = _run_newcomer(pytester, monkeypatch, "pytest.skip('Chromium is missing')")
    result.assert_outcomes(failed=1)
