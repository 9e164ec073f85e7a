"""A trivial ASGI application: reads the request and answers a fixed small JSON body.

bench_court_votes.py serves it under the same server and client as the vote endpoint,
to show what the server itself costs per request (the ceiling any endpoint has).
"""

BODY = b'{"sessionId": 1, "verdictVotes": {"guilty": 1, "not_guilty": 0}, "sentenceVotes": {}}'
HEADERS = [(b"content-type", b"application/json"), (b"content-length", str(len(BODY)).encode())]


async def application(scope, receive, send):
    if scope["type"] == "lifespan":  # servers that speak it (not daphne) wait for startup.complete
        while (message := await receive())["type"] != "lifespan.shutdown":
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    while (await receive()).get("more_body"):
        pass
    await send({"type": "http.response.start", "status": 200, "headers": HEADERS})
    await send({"type": "http.response.body", "body": BODY})
