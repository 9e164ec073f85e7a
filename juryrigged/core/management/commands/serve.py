"""python manage.py serve: the whole embedded app in one process.

Migrates, loads the demo data, starts a Celery worker (with beat, for the sweepers)
in a daemon thread on the in-memory broker, and runs daphne in the main thread:
Twisted must own the main thread and its signals, so Ctrl-C stops daphne and the
`finally` stops the worker.
"""

import logging
import os
import threading

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

logger = logging.getLogger(__name__)


def start_worker(concurrency: int = 3):
    from celery.worker import WorkController

    from juryrigged.celery import app

    worker = WorkController(
        app=app, pool_cls="threads", concurrency=concurrency, beat=True, without_heartbeat=True,
        without_mingle=True, without_gossip=True, loglevel="WARNING",
        schedule_filename=str(settings.BASE_DIR / ".celerybeat-schedule"),
    )
    thread = threading.Thread(target=worker.start, name="celery-worker", daemon=True)
    thread.start()
    return worker


def trusted_origins(host: str, port: int) -> list[str]:
    """The origins a browser uses for this server: the served host and the loopback names, on `port`."""
    names = {"127.0.0.1", "localhost"} | ({host} if host not in ("0.0.0.0", "::", "") else set())
    return [f"http://{name}:{port}" for name in sorted(names)]


class Command(BaseCommand):
    help = "Run the embedded app: migrate, load demo data, worker thread, daphne on HTTP and websockets."

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--no-worker", action="store_true", help="Do not start the in-process worker.")
        parser.add_argument("--no-demo", action="store_true", help="Do not load demo data.")

    def handle(self, *args, host, port, no_worker, no_demo, **options):
        from daphne.endpoints import build_endpoint_description_strings
        from daphne.server import Server

        from juryrigged.asgi import application

        if "CSRF_TRUSTED_ORIGINS" not in os.environ:  # follow the port served, unless set explicitly
            settings.CSRF_TRUSTED_ORIGINS = trusted_origins(host, port)
        call_command("migrate", interactive=False, verbosity=0)
        if not no_demo:
            call_command("load_demo")
        worker = None
        if not no_worker:
            if settings.CELERY_BROKER_URL != "memory://":
                self.stdout.write("REDIS_URL is set: run `celery -A juryrigged worker -B` separately.")
            else:
                worker = start_worker()
        self._banner(host, port)
        try:
            Server(
                application=application,
                # Twisted listens with a backlog of 50 unless told: a show's opening rush overflows it.
                endpoints=[f"{e}:backlog={settings.LISTEN_BACKLOG}"
                           for e in build_endpoint_description_strings(host=host, port=port)],
                ping_interval=20, ping_timeout=30, verbosity=0,
            ).run()
        finally:
            if worker is not None:
                worker.stop(in_sighandler=False)
            self.stdout.write("Stopped.")

    def _banner(self, host, port):
        from juryrigged.core.demo import DEMO_USERS

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
