"""WhiteNoise, made async-capable.

WhiteNoise's middleware is sync-only, and one sync middleware makes Django run an
async view (an SSE stream) through a thread for its whole life. This subclass
serves static files exactly as WhiteNoise does and passes every other request
straight through on the event loop.
"""

from asgiref.sync import iscoroutinefunction, markcoroutinefunction, sync_to_async
from whitenoise.middleware import WhiteNoiseMiddleware


class StaticFilesMiddleware(WhiteNoiseMiddleware):
    sync_capable = True
    async_capable = True

    def __init__(self, get_response=None):
        super().__init__(get_response)
        if iscoroutinefunction(get_response):
            markcoroutinefunction(self)

    def __call__(self, request):
        if iscoroutinefunction(self):
            return self._acall(request)
        return super().__call__(request)

    def _static_file(self, path: str):
        return self.find_file(path) if self.autorefresh else self.files.get(path)

    async def _acall(self, request):
        if request.path_info.startswith(self.static_prefix):
            static_file = await sync_to_async(self._static_file)(request.path_info)
            if static_file is not None:
                return await sync_to_async(self.serve)(static_file, request)
        return await self.get_response(request)
