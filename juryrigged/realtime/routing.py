from django.urls import path

from juryrigged.realtime.transport import websocket_stream

websocket_urlpatterns = [
    path("ws/streams/<str:stream>/", websocket_stream),
]
