"""Benchmark: how long after a worker comes back a killed evaluation is resumed.

    DATABASE_URL=postgres://... REDIS_URL=redis://... python -m pytest tests/bench/bench_eval_resume.py -s

A jury evaluation with the default juror timeout (EVAL_JURY_TIMEOUT_MS, 120 s) runs
on a real worker process (Celery with embedded beat, Redis broker, PostgreSQL)
whose jurors never answer (the local fake OpenAI-compatible server). Once the
worker has claimed the run it is killed (SIGKILL, its whole process group: nothing
of it runs on), and a new worker is started at once. The figure is the time from
that start to the run being claimed again (its `attempts` going from 1 to 2).
BENCH_RESUME_CAP_S bounds the wait (default 600 s).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from django.contrib.auth import get_user_model

from evaluation import services
from evaluation.models import Message
from tests.bench.bench_court_clients import ROOT
from tests.support.fake_openai import FakeOpenAIServer

CAP_S = float(os.environ.get("BENCH_RESUME_CAP_S", "600"))


def worker(env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "celery", "-A", "juryrigged", "worker", "-B", "-P", "threads",
                             "-c", "4", "--loglevel", "WARNING", "--without-heartbeat", "--without-mingle",
                             "--without-gossip", "-s", f"/tmp/jr-bench-beat-{os.getpid()}"],
                            cwd=ROOT, env={**os.environ, **env}, start_new_session=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_until(predicate, limit: float) -> float | None:
    began = time.monotonic()
    while time.monotonic() - began < limit:
        if predicate():
            return time.monotonic() - began
        time.sleep(0.2)
    return None


@pytest.mark.timeout(CAP_S + 300)
@pytest.mark.django_db(transaction=True)
def test_bench_resume_after_a_killed_worker(require_postgres, require_redis, settings):
    from evaluation.jury.validation import validate_request
    from juryrigged.celery import app

    app.control.purge()
    user = get_user_model().objects.create_user("bench-resume")
    db = settings.DATABASES["default"]
    with FakeOpenAIServer(lambda body: ("never", 3600.0)) as base_url:
        env = {"DATABASE_URL": f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}",
               "REDIS_URL": os.environ["REDIS_URL"], "LLM_PROVIDER": "openai", "LLM_API_KEY": "bench",
               "LLM_BASE_URL": base_url}
        first = worker(env)
        second = None
        try:
            body = {"question": "Evaluate", "mode": "jury",
                    "modeConfig": {"content": "## GET /api/users\n\nReturns a list of users.",
                                   "jurorModels": ["bench/a", "bench/b", "bench/c"], "foremanModel": "bench/f"}}
            run = services.evaluation_start(user=user, mode="jury", request=validate_request(body))
            claimed = wait_until(lambda: Message.objects.get(pk=run.pk).attempts == 1, 120)
            assert claimed is not None, "the first worker never claimed the run"
            time.sleep(3)  # the jurors are being asked
            os.killpg(first.pid, signal.SIGKILL)
            first.wait(timeout=10)
            second = worker(env)
            resumed = wait_until(lambda: Message.objects.get(pk=run.pk).attempts >= 2, CAP_S)
        finally:
            for process in (first, second):
                if process is not None and process.poll() is None:
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait(timeout=10)
    load = os.getloadavg()
    timeout_s = settings.EVAL_JURY_TIMEOUT_MS / 1000
    text = f"{resumed:.1f} s" if resumed is not None else f"not within {CAP_S:.0f} s"
    print(f"\nkilled evaluation (juror timeout {timeout_s:g} s): resumed {text} after the new worker started "
          f"(load average {load[0]:.2f}, {load[1]:.2f}, {load[2]:.2f})")
    assert resumed is not None
