"""Every middleware is async-capable, so async views (SSE streams) never hold a thread."""

import pytest
from django.conf import settings
from django.utils.module_loading import import_string


@pytest.mark.parametrize("path", settings.MIDDLEWARE)
def test_the_middleware_is_async_capable(path):
    middleware = import_string(path)
    assert getattr(middleware, "async_capable", False), f"{path} would put SSE streams on a thread"


def test_static_files_are_still_served(client):
    response = client.get("/static/css/app.css")
    assert response.status_code == 200
    assert b"design system" in b"".join(response.streaming_content)


async def test_static_files_are_served_under_asgi(async_client):
    response = await async_client.get("/static/js/stream.js")
    assert response.status_code == 200
