"""With DEBUG on, a missing page still shows the site's own 404 (Django would list every URL pattern).

Production (DEBUG off) already answers through `handler404`; this keeps local development
looking like the product. Only HTML 404s are replaced: JSON and plain-text answers stay.
"""

from __future__ import annotations

from asgiref.sync import iscoroutinefunction, markcoroutinefunction, sync_to_async
from django.conf import settings

from juryrigged.core.views import not_found


def _replace(response) -> bool:
    return (settings.DEBUG and response.status_code == 404
            and response.get("Content-Type", "").startswith("text/html"))


class SiteNotFoundMiddleware:
    sync_capable = True
    async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request):
        if self.is_async:
            return self.__acall__(request)
        response = self.get_response(request)
        return not_found(request) if _replace(response) else response

    async def __acall__(self, request):
        response = await self.get_response(request)
        return await sync_to_async(not_found)(request) if _replace(response) else response
