from django.apps import AppConfig


class CourtroomConfig(AppConfig):
    name = "courtroom"
    verbose_name = "Courtroom"

    def ready(self):
        from courtroom import mock  # noqa: F401  (ready: registers the offline answers)
        from courtroom import tasks  # noqa: F401  (ready: registers the tasks the services start by name)
        from courtroom.streams import TERMINAL  # ready: the streams use the models
        from juryrigged import realtime  # ready: the realtime package uses its models

        # The show is public and its viewers are counted (the room's headcount); the staff stream carries
        # spam reports and is staff-only.
        realtime.register("court", realtime.PUBLIC, terminal_types=TERMINAL, presence=True)
        realtime.register("courtstaff", realtime.STAFF)
        # The session list's summaries (courtindex.all): public, like the sessions it lists.
        realtime.register("courtindex", realtime.PUBLIC)
        # The show's viewers join on the event loop, without Django's request and middleware.
        from courtroom.streams import session_stream_fast  # ready: (with TERMINAL)
        from juryrigged.realtime.routes import fast_route  # ready: (with realtime)

        fast_route(r"/api/court/sessions/(?P<session_id>[0-9]{1,18})/stream", session_stream_fast)
        # The offline moderation layers read with libphonenumber and a language detector: loaded here, once per
        # process (about 0.3 s, no numpy), never inside a request.
        from courtroom.services.moderation import warm

        warm()
