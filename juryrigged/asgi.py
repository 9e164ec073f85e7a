"""ASGI entry point: HTTP through Django (the vote URL and the viewers' streams through their own doors),
websockets through Channels' routing to the realtime viewer."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "juryrigged.settings")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from courtroom.vote_door import VoteDoor  # noqa: E402
from juryrigged.realtime.routing import websocket_urlpatterns  # noqa: E402
from juryrigged.realtime.routes import FastStreams  # noqa: E402

application = ProtocolTypeRouter(
    {
        # A crowd's votes skip Django's per-request thread and middleware (see courtroom/vote_door.py);
        # live viewers' GETs (SSE) are served on the event loop; everything else through Django.
        "http": FastStreams(VoteDoor(django_asgi_app)),
        # Browsers send Origin on websockets; refuse any origin not in ALLOWED_HOSTS. The stream
        # viewer resolves a user (session cookie) only for a stream whose rule needs one.
        "websocket": AllowedHostsOriginValidator(URLRouter(websocket_urlpatterns)),
    }
)
