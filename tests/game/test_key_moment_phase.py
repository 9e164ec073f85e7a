"""A court event keeps the phase it happened in, so the summary's key moments say when
the jury was moved: the defense's opening statement ends the openings, and was once shown as a
moment of the prosecution's case (issue 27, "show the player why a moment moved the jury")."""

import pytest

from game.models import Game, GameEvent
from game.selectors import game_summary, trial_view
from game.services import trial as court
from tests.game.court_support import drain, seat_jury, start_game


@pytest.mark.django_db
def test_the_defense_opening_is_a_moment_of_the_opening_statements():
    # given Whitfield's trial at the defense's opening statement (the prosecution's has been made)
    game = seat_jury(start_game(seed=42))
    drain(game)
    view = trial_view(game=game)
    assert (view["phase"], view["window"]) == ("opening", "statement"), (view["phase"], view["window"])
    # when the player, for the defense, delivers it
    court.trial_make_statement(game=game, theme=view["themes"][0], cards=[])
    game.refresh_from_db()
    # then the court has moved on to the prosecution's case, and the speech's row says it was said in the openings
    assert game.phase == Game.Phase.PROSECUTION_CASE
    speech = GameEvent.objects.get(game=game, kind="court_event", summary__startswith="The defense's opening")
    assert speech.payload["phase"] == Game.Phase.OPENING
    # and the summary's key moment (the only one so far beside the prosecution's opening) says "Opening statements"
    moments = {m["description"].split(":")[0]: m["phase_label"] for m in game_summary(game=game)["key_moments"]}
    assert moments["The defense's opening statement"] == "Opening statements", moments
