from django.apps import AppConfig


class CourtroomConfig(AppConfig):
    name = "courtroom"
    verbose_name = "Courtroom"

    def ready(self):
        from courtroom import mock  # noqa: F401  (registers the offline answers)
        from courtroom.streams import TERMINAL
        from juryrigged import realtime

        # The show is public; the staff stream carries spam reports and is staff-only.
        realtime.register("court", realtime.PUBLIC, terminal_types=TERMINAL)
        realtime.register("courtstaff", realtime.STAFF)
        # The session list's summaries (courtindex.all): public, like the sessions it lists.
        realtime.register("courtindex", realtime.PUBLIC)
