from unittest import mock

import pytest

from game.services import trial as court
from game.models import Trial
from game.selectors import trial_view
from game.services.jury import listening_jurors
from tests.game.court_support import drain, seat_jury, start_game

pytestmark = pytest.mark.django_db


def at_card_window(game):
    """Play until the player's card window (after their first question is answered)."""
    for _ in range(60):
        drain(game)
        view = trial_view(game=game)
        if view["window"] == "turn":
            return view
        if view["window"] == "statement":
            court.trial_make_statement(game=game, theme=view["themes"][0], cards=[])
        elif view["window"] == "objection":
            court.trial_allow(game=game)
        elif view["window"] == "question":
            court.trial_ask_question(game=game, question_id=view["suggested"][0]["id"])
    raise AssertionError("no card window")


def test_a_card_reaches_every_listening_juror_each_in_their_own_way():
    game = seat_jury(start_game())
    view = at_card_window(game)
    card = next(c for c in view["hand"] if c["playable"] and c["type"] == "evidence")
    before = {j.persona_id: (j.opinion, len(j.opinion_history)) for j in listening_jurors(game)}
    court.trial_play_cards(game=game, cards=[card["key"]])
    after = {j.persona_id: (j.opinion, len(j.opinion_history)) for j in listening_jurors(game)}
    assert set(after) == set(before) and len(after) >= 14  # twelve seated and the alternates
    assert all(after[k][1] == before[k][1] + 1 for k in after)
    shifts = {round(after[k][0] - before[k][0], 2) for k in after}
    assert len(shifts) > 1  # the same card moves different jurors differently
    assert Trial.objects.get(game=game).state["admitted_evidence"][-1] == card["name"]


def test_jury_events_are_rolled_once_per_trial_turn():
    game = seat_jury(start_game())
    at_card_window(game)
    with mock.patch("game.services.trial.jury_events_roll", return_value=[]) as roll:
        court.trial_continue(game=game)
    assert roll.call_count == 1
    with mock.patch("game.services.trial.jury_events_roll", return_value=[]) as roll:
        view = trial_view(game=game)
        court.trial_ask_question(game=game, question_id=view["suggested"][0]["id"])
    assert roll.call_count == 0  # asking is not the end of a turn
