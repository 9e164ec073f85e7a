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
