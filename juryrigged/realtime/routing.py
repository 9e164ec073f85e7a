from django.urls import path

from juryrigged.realtime.consumers import StreamConsumer

websocket_urlpatterns = [
    path("ws/streams/<str:stream>/", StreamConsumer.as_asgi()),
]
