"""python manage.py serve: the whole embedded app in one process.

Migrates, loads the demo data, starts a Celery worker (with beat, for the sweepers)
in a daemon thread on the in-memory broker, and runs uvicorn (uvloop + httptools)
in the main thread, which owns the signals: Ctrl-C stops uvicorn, and the `finally`
stops the worker. `server_config` is the production shape's server (the README's
`uvicorn` command lines pass the same options as flags).
"""

import logging
import os
import threading

import uvicorn
from celery.beat import EmbeddedService
from celery.worker import WorkController
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

from juryrigged.celery import app
from juryrigged.core.demo import DEMO_USERS
from juryrigged.realtime.wire import UVICORN_WS_OPTIONS

logger = logging.getLogger(__name__)


def start_worker(concurrency: int = 3):
    worker = WorkController(
        app=app, pool_cls="threads", concurrency=concurrency, beat=False, without_heartbeat=True,
        without_mingle=True, without_gossip=True, loglevel="WARNING",
    )
    # Beat runs in a thread of this process: the worker's own `beat=True` forks it, and a forked
    # beat's in-memory broker is not the worker's, so no sweep it sends would ever run.
    beat = EmbeddedService(app, thread=True, schedule_filename=str(settings.BASE_DIR / ".celerybeat-schedule"))
    threading.Thread(target=worker.start, name="celery-worker", daemon=True).start()
    beat.start()
    return worker, beat


def server_config(app, host: str, port: int):
    """uvicorn as production runs it: uvloop and httptools (a request costs 0.04-0.06 ms of the server's
    CPU here, against daphne's 0.30-0.34 ms), and the websocket and shutdown rules below."""
    return uvicorn.Config(
        app, host=host, port=port, loop="uvloop", http="httptools",
        **UVICORN_WS_OPTIONS, ws_ping_interval=20, ws_ping_timeout=30,  # wsproto, no per-message deflate: see wire
        # The kernel's default of 2048 (uvicorn's) or 50 (Twisted's) overflows in a show's opening rush.
        backlog=settings.LISTEN_BACKLOG,
        # The client address is the peer's: X-Forwarded-For is read by the app, behind TRUSTED_PROXY_COUNT
        # proxies only (uvicorn would otherwise trust it from any local peer).
        proxy_headers=False,
        lifespan="off",  # Django's ASGI handler does not speak it
        # An SSE stream never ends by itself: give requests in flight this long, then close what is left.
        timeout_graceful_shutdown=3,
        access_log=False, server_header=False, log_config=None, log_level="warning",
    )


def trusted_origins(host: str, port: int) -> list[str]:
    """The origins a browser uses for this server: the served host and the loopback names, on `port`."""
    names = {"127.0.0.1", "localhost"} | ({host} if host not in ("0.0.0.0", "::", "") else set())
    return [f"http://{name}:{port}" for name in sorted(names)]


class Command(BaseCommand):
    help = "Run the embedded app: migrate, load demo data, worker thread, uvicorn on HTTP and websockets."

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--no-worker", action="store_true", help="Do not start the in-process worker.")
        parser.add_argument("--no-demo", action="store_true", help="Do not load demo data.")

    def handle(self, *args, host, port, no_worker, no_demo, **options):
        from juryrigged.asgi import application  # builds the ASGI app (every URLconf, the middleware): only to serve

        if "CSRF_TRUSTED_ORIGINS" not in os.environ:  # follow the port served, unless set explicitly
            settings.CSRF_TRUSTED_ORIGINS = trusted_origins(host, port)
        call_command("migrate", interactive=False, verbosity=0)
        if not no_demo:
            call_command("load_demo")
        worker = beat = None
        if not no_worker:
            if settings.CELERY_BROKER_URL != "memory://":
                self.stdout.write("REDIS_URL is set: run `celery -A juryrigged worker -B` separately.")
            else:
                worker, beat = start_worker()
        self._banner(host, port)
        try:
            uvicorn.Server(server_config(application, host, port)).run()
        except KeyboardInterrupt:  # uvicorn stops on Ctrl-C, then raises it again for the caller
            pass
        finally:
            if worker is not None:
                beat.stop()
                worker.stop(in_sighandler=False)
            self.stdout.write("Stopped.")

    def _banner(self, host, port):
        lines = [
            "",
            f"JuryRigged is running at http://{host}:{port}/",
            f"  model: {settings.LLM_PROVIDER}   "
            f"database: {settings.DATABASES['default']['ENGINE'].rsplit('.', 1)[-1]}",
            "  demo logins:",
        ]
        lines += [f"    {u['username']} / {u['password']}  ({u['label']})" for u in DEMO_USERS]
        lines.append("  Ctrl-C stops everything.\n")
        self.stdout.write("\n".join(lines))
