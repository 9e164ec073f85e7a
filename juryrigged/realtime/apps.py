from django.apps import AppConfig

from juryrigged.core.fast_routes import fast_route


class RealtimeConfig(AppConfig):
    name = "juryrigged.realtime"
    label = "realtime"
    verbose_name = "Realtime streams"

    def ready(self):
        from juryrigged.realtime import transport  # ready: it resolves users through the auth models

        # Live viewers' GETs (SSE) are served on the event loop, without Django's request and middleware.
        fast_route(r"/api/streams/(?P<stream>[A-Za-z0-9_.-]{1,90})/events", transport.stream_events)
