"""ASGI entry point: HTTP through the front door (the fast routes the apps registered, else Django),
websockets through Channels' routing to the realtime viewer."""

import os

from django.core.asgi import get_asgi_application

from juryrigged.core.memory import setting_up, trim_after_first_request
from juryrigged.core.optional import NOT_AT_START, absent

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "juryrigged.settings")
# What libraries look for and a web process never uses stays unloaded (juryrigged/core/optional.py); the cyclic
# collector makes no full pass over what the start makes, which lives as long as the process (core/memory.py).
with setting_up(), absent(*NOT_AT_START):
    django_asgi_app = get_asgi_application()

    from channels.routing import ProtocolTypeRouter, URLRouter
    from channels.security.websocket import AllowedHostsOriginValidator

    from juryrigged.core.fast_routes import FastRoutes
    from juryrigged.realtime.routing import websocket_urlpatterns

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
