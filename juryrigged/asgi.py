"""ASGI entry point: HTTP through the front door (the fast routes the apps registered, else Django),
websockets through Channels' routing to the realtime viewer."""

import os

from django.core.asgi import get_asgi_application

from juryrigged.core.optional import NOT_AT_START, absent

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "juryrigged.settings")
with absent(*NOT_AT_START):  # what libraries look for and a web process never uses (juryrigged/core/optional.py)
    django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from juryrigged.core.fast_routes import FastRoutes  # noqa: E402
from juryrigged.core.memory import trim_after_first_request  # noqa: E402
from juryrigged.realtime.routing import websocket_urlpatterns  # noqa: E402

trim_after_first_request()  # the URLconf loads at the first request; what its import freed goes back

application = ProtocolTypeRouter(
    {
        # A crowd's votes and live viewers' GETs (SSE) skip Django's per-request thread and middleware:
        # each app registers its own in its AppConfig.ready() (juryrigged/core/fast_routes.py).
        "http": FastRoutes(django_asgi_app),
        # Browsers send Origin on websockets; refuse any origin not in ALLOWED_HOSTS. The stream
        # viewer resolves a user (session cookie) only for a stream whose rule needs one.
        "websocket": AllowedHostsOriginValidator(URLRouter(websocket_urlpatterns)),
    }
)
