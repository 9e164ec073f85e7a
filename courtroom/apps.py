from celery.signals import worker_init
from django.apps import AppConfig

from courtroom.moderation import learned

from juryrigged.core.fast_routes import fast_route


class CourtroomConfig(AppConfig):
    name = "courtroom"
    verbose_name = "Courtroom"

    def ready(self):
        from courtroom import mock  # noqa: F401  (ready: registers the offline answers)
        from courtroom import tasks  # noqa: F401  (ready: registers the tasks the services start by name)
        from courtroom.streams import TERMINAL, session_stream_fast  # ready: the streams use the models
        from courtroom.vote_door import VOTE_PATH, VoteDoor  # ready: the door casts through the models
        from juryrigged import realtime  # ready: the realtime package uses its models

        # The show is public and its viewers are counted (the room's headcount); the staff stream carries
        # spam reports and is staff-only.
        realtime.register("court", realtime.PUBLIC, terminal_types=TERMINAL, presence=True)
        realtime.register("courtstaff", realtime.STAFF)
        # The session list's summaries (courtindex.all): public, like the sessions it lists.
        realtime.register("courtindex", realtime.PUBLIC)
        # The kernel's front door serves these on the event loop, without Django's request and middleware:
        # the show's viewers joining, and a crowd's votes (any method: the door answers the ones it refuses,
        # and checks the query and cookies itself, in the JSON error shape).
        fast_route(r"/api/court/sessions/(?P<session_id>[0-9]{1,18})/stream", session_stream_fast)
        fast_route(VOTE_PATH, VoteDoor(), methods=None, guarded=False)
        # The offline moderation layers read with libphonenumber and a language detector: loaded here, once per
        # process (about 0.3 s, no numpy), never inside a request.
        from courtroom.services.moderation import warm  # ready: the moderation services use the models

        warm()
        # The learned layer's sentence encoder (numpy, a 65 MB table) is read only by live lines, in the worker:
        # loaded as a worker starts (before its pool forks), never in the web process.
        worker_init.connect(_warm_learned_sentence, weak=False)


def _warm_learned_sentence(**_kwargs) -> None:
    learned.warm_sentence()
