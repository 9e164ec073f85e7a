"""Per-user limits: 3/min, 20/h, 100/day, 2 running; the refusal says when to retry."""

from datetime import datetime, timedelta, UTC

from evaluation.limits import Policy, check

NOW = datetime(2026, 1, 1, 12, 0, 0, tzinfo=UTC)
POLICY = Policy(per_minute=3, per_hour=20, per_day=100, running=2)


def ago(seconds):
    return NOW - timedelta(seconds=seconds)


def test_a_fresh_user_may_start():
    assert check(now=NOW, started=[], running=0, policy=POLICY) is None


def test_the_fourth_run_in_a_minute_waits_for_the_oldest_to_leave_the_window():
    refusal = check(now=NOW, started=[ago(50), ago(20), ago(5)], running=0, policy=POLICY)
    assert refusal.retry_after_s == 10
    assert "3 evaluations per minute" in refusal.message


def test_runs_older_than_a_minute_do_not_count_against_the_minute():
    assert check(now=NOW, started=[ago(61), ago(20), ago(5)], running=0, policy=POLICY) is None


def test_the_hourly_limit():
    started = [ago(3000 - i * 100) for i in range(20)]  # 20 runs between 3000 s and 1100 s ago
    refusal = check(now=NOW, started=started, running=0, policy=POLICY)
    assert refusal.retry_after_s == 600  # the oldest (3000 s ago) leaves the hour in 600 s
    assert "20 evaluations per hour" in refusal.message


def test_the_daily_limit():
    started = [ago(80000 - i * 600) for i in range(100)]
    refusal = check(now=NOW, started=started, running=0, policy=POLICY)
    assert refusal.retry_after_s == 86400 - 80000
    assert "per day" in refusal.message


def test_two_running_refuse_a_third():
    refusal = check(now=NOW, started=[ago(300), ago(200)], running=2, policy=POLICY)
    assert "at most 2 at once" in refusal.message
    assert refusal.retry_after_s == 10
