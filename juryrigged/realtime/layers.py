"""A thread-safe in-memory channel layer for the embedded default.

The stock InMemoryChannelLayer keeps asyncio queues bound to the loop that
receives (daphne's). A publisher in the in-process Celery worker thread runs its
own loop, so its puts do not wake the receiver and messages arrive up to a second
late. Here every write is handed to the receiving loop, so delivery is immediate.
"""

import asyncio

from channels.layers import InMemoryChannelLayer


class ThreadSafeInMemoryChannelLayer(InMemoryChannelLayer):
    _home_loop: asyncio.AbstractEventLoop | None = None

    async def receive(self, channel):
        self._home_loop = asyncio.get_running_loop()
        return await super().receive(channel)

    async def _on_home_loop(self, method, *args):
        home = self._home_loop
        current = asyncio.get_running_loop()
        if home is None or home is current or home.is_closed() or not home.is_running():
            return await method(*args)
        future = asyncio.run_coroutine_threadsafe(method(*args), home)
        return await asyncio.wrap_future(future)

    async def send(self, channel, message):
        return await self._on_home_loop(super().send, channel, message)

    async def group_send(self, group, message):
        return await self._on_home_loop(super().group_send, group, message)

    async def group_add(self, group, channel):
        return await self._on_home_loop(super().group_add, group, channel)

    async def group_discard(self, group, channel):
        return await self._on_home_loop(super().group_discard, group, channel)
