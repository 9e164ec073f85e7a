"""ASGI entry point: HTTP through Django (the vote URL through its own door), websockets through Channels."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "juryrigged.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from courtroom.vote_door import VoteDoor  # noqa: E402
from juryrigged.realtime.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        # A crowd's votes skip Django's per-request thread and middleware (see courtroom/vote_door.py).
        "http": VoteDoor(django_asgi_app),
        # Browsers send Origin on websockets; refuse any origin not in ALLOWED_HOSTS.
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)
