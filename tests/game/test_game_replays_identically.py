"""A game replays identically: the same seed and the same actions give the same panel,
the same jury events, the same opinions and the same verdict."""

import pytest

from game.services import jury
from game.jury.types import CourtEvent
from game.services.deliberation import deliberation_start
from game.models import GameEvent
from game.services.voir_dire import voir_dire_strike
from tests.game.jury_support import accept_panel, in_selection, run_on_commit, seated

pytestmark = pytest.mark.django_db


def play(user, case, seed):
    game = in_selection(user, case, seed=seed)
    voir_dire_strike(game=game, juror_id=seated(game)[2].persona_id)
    while not (result := accept_panel(game))["sworn"]:
        if result["opponent_struck"]:
            voir_dire_strike(game=game, juror_id=seated(game)[0].persona_id)
    for turn, item in enumerate(case.evidence, start=1):
        game.turn = turn
        game.save(update_fields=["turn"])
        jury.court_event_apply(game=game, event=CourtEvent.from_dict({"description": item["description"],
                                                                          **item["card"]}))
        jury.jury_events_roll(game=game)
    game.refresh_from_db()
    if game.status == "active":
        with run_on_commit():
            deliberation_start(game=game)
    game.refresh_from_db()
    jurors = [(s.persona.name, s.status, s.seat, round(s.opinion, 6), s.expression, len(s.memories))
              for s in game.jurors.select_related("persona").order_by("pool_order")]
    timeline = list(GameEvent.objects.filter(game=game).order_by("id").values_list("kind", "summary"))
    return game.outcome, game.verdict.get("tallies"), jurors, timeline


def test_the_same_seed_and_actions_replay_the_same_game(cases, player, eager):
    first = play(player, cases["hard"], seed=1234)
    second = play(player, cases["hard"], seed=1234)
    assert first == second
    assert first[0] in ("guilty", "not_guilty", "hung", "mistrial")


def test_another_seed_plays_differently(cases, player, eager):
    assert play(player, cases["hard"], seed=1)[2] != play(player, cases["hard"], seed=2)[2]
