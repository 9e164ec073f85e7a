"""The game's stream over a websocket (owner only), and a whole voir dire challenge and
deliberation through a real Celery worker (countdowns and all)."""

import json

import pytest
from asgiref.sync import sync_to_async
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator

from game.services.deliberation import deliberation_start
from game.models import Game, GameEvent
from game.services.voir_dire import voir_dire_challenge
from juryrigged.realtime.routing import websocket_urlpatterns
from tests.game.jury_support import make_player, seated, sworn, in_selection
from tests.support.waiting import wait_until

pytestmark = pytest.mark.django_db(transaction=True)


async def connect(user, stream: str, after: int = 0):
    communicator = WebsocketCommunicator(URLRouter(websocket_urlpatterns), f"/ws/streams/{stream}/?after={after}")
    communicator.scope["user"] = user
    connected, code = await communicator.connect()
    return communicator, connected, code


async def test_the_player_follows_their_game_stream_and_nobody_else_can(cases):
    owner = await sync_to_async(make_player)("owner")
    other = await sync_to_async(make_player)("other")
    game = await sync_to_async(in_selection)(owner, cases["tutorial"])
    # the owner replays the stored events
    communicator, connected, _ = await connect(owner, game.stream)
    assert connected
    first = json.loads(await communicator.receive_from())
    assert (first["seq"], first["type"]) == (1, "game.started")
    await communicator.disconnect()
    # another player is refused with the forbidden close code
    communicator, connected, code = await connect(other, game.stream)
    assert not connected and code == 4403


def test_a_challenge_and_a_deliberation_complete_on_a_real_worker(cases, celery_worker, settings):
    settings.GAME_DELIBERATION_PAUSE_S = 0.05
    player = make_player("worker-player")
    game = in_selection(player, cases["tutorial"])
    voir_dire_challenge(game=game, juror_id=game.jurors.get(persona__key="t5").persona_id,
                        reason="conflict_of_interest")
    assert wait_until(lambda: GameEvent.objects.get(kind="voir_dire.challenge").payload["status"] != "pending")
    game = sworn(player, cases["mid"])
    for index, state in enumerate(seated(game)):
        state.opinion = -60.0 if index < 10 else 10.0
        state.save()
    deliberation_start(game=game)
    assert wait_until(lambda: Game.objects.get(pk=game.pk).status == Game.Status.FINISHED)
    assert Game.objects.get(pk=game.pk).outcome == "guilty"
