"""The Celery broker transport in production: kombu's Redis transport, with a channel that survives being
closed twice.

Why (issue 31): after a Redis restart, the worker exited with `Unrecoverable error: AttributeError("'NoneType'
object has no attribute 'hostname'")` (reproduced by tests/core/test_fault_drill.py, and deterministically by
tests/core/test_broker_transport.py). Celery 5.7's consumer, on losing the broker
(`Consumer.on_connection_error_after_connected`), first calls `connection.collect()`, which for Redis closes
the channels and then detaches the transport from its connection (`transport.client = None`), and then
`connection.close()`, which closes the default channel again. When the connection was lost while the worker
waited in BRPOP, the first close stopped at the failed BRPOP read (a connection error, ignored) before marking
the channel closed; the second close then restores the unacknowledged messages (those of countdown tasks the
worker holds), which asks for a new Redis client, whose parameters are read from the detached
`transport.client`: None, so AttributeError. kombu ignores connection errors while closing, not
AttributeError, so it reached the worker, which exited. Here the channel answers that case with the connection
error it is (the broker is gone): the close goes on, the worker reconnects, and the messages it could not
restore stay in Redis's unacked set, to be redelivered after the visibility timeout, or their work resumed
sooner by the sweepers.
"""

from __future__ import annotations

from kombu.transport import redis as kombu_redis
from redis.exceptions import ConnectionError as RedisConnectionError


class Channel(kombu_redis.Channel):
    def _connparams(self, asynchronous=False):
        if self.connection.client is None:  # the transport was detached: its connection is being torn down
            raise RedisConnectionError("the broker connection is closed")
        return super()._connparams(asynchronous=asynchronous)


class Transport(kombu_redis.Transport):
    Channel = Channel


PATH = "juryrigged.core.broker:Transport"
