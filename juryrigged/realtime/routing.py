from django.urls import path, re_path

from juryrigged.realtime.transport import websocket_stream, websocket_no_route

websocket_urlpatterns = [
    path("ws/streams/<str:stream>/", websocket_stream),
    # Any other path: closed before the handshake completes (channels' router raises ValueError, a 500).
    re_path(r"", websocket_no_route),
]
