"""A live page reads the stream position before the state it shows: an event stored while the
page is being built is streamed to it afterwards, never skipped (a page that skipped a ruling or
the judge's words waited for them for ever)."""

import re

import pytest

from game import selectors, views
from juryrigged import realtime
from tests.game.court_support import seat_jury, start_game

pytestmark = pytest.mark.django_db


def stored_while_building(monkeypatch, module, name):
    """`module.name` stores a stream event the first time it runs (a worker finishing meanwhile)."""
    real, stored = getattr(module, name), []

    def building(*args, **kwargs):
        if not stored:
            game = kwargs.get("game") or args[0]
            stored.append(realtime.publish(game.stream, "trial.line", {"speaker": "Judge", "role": "judge",
                                                                        "text": "Meanwhile."}).seq)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, building)
    return stored


def test_the_courtroom_page_follows_the_stream_from_before_its_state_was_read(client, monkeypatch):
    game = seat_jury(start_game())
    client.force_login(game.player)
    stored = stored_while_building(monkeypatch, selectors, "trial_view")
    page = client.get(f"/game/{game.pk}/court/").content.decode()
    after = int(re.search(r'data-after="(\d+)"', page).group(1))
    # then the line stored while the page was built comes after the page's position: it will be streamed
    assert stored and after < stored[0]
    # and the transcript the page starts from holds nothing past its position (no line twice)
    assert "Meanwhile." not in page


def test_the_voir_dire_page_follows_the_stream_from_before_its_panel_was_read(client, monkeypatch):
    game = start_game()
    from game.services import trial as court
    court.trial_finish_pretrial(game=game)
    client.force_login(game.player)
    stored = stored_while_building(monkeypatch, views, "voir_dire_panel")
    page = client.get(f"/game/{game.pk}/voir-dire/").content.decode()
    after = int(re.search(r"followVoirDire\(\"[^\"]+\", (\d+)\)", page).group(1))
    assert stored and after < stored[0]
