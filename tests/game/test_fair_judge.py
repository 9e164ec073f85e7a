"""A fair judge: the courtroom warns before a card would hit a pet peeve the player knows
of (from research, or from the judge's frown the first time), and shows the patience."""

import pytest

from game.selectors import trial_view
from game.services import trial as court
from tests.game.court_support import seat_jury, start_game
from tests.game.test_court_jury_effects import at_card_window

pytestmark = pytest.mark.django_db


def grandstanding_card(view):
    # the tutorial judge's pet peeve is grandstanding: the emotional appeal shows it
    return next(c for c in view["hand"] if c["key"] == "emotional_appeal")


def test_research_that_revealed_the_peeves_warns_on_the_card_before_it_is_played():
    # given a player who bought detailed research on the judge (it lists the pet peeves)
    game = start_game()
    court.trial_research_judge(game=game, level=2)
    game = seat_jury(game)
    # when the player may play cards
    view = at_card_window(game)
    # then the card that would hit a peeve says so, with the judge's patience
    card = grandstanding_card(view)
    assert card["playable"]
    assert card["peeveWarning"] == f"The judge will not have grandstanding: about 15 patience " \
                                   f"(now {view['judge']['patience']})"
    assert all(c["peeveWarning"] == "" for c in view["hand"] if c["key"] != "emotional_appeal")


def test_without_research_the_first_frown_is_cheap_and_then_the_card_is_marked():
    # given a player who knows nothing of the judge
    game = seat_jury(start_game())
    view = at_card_window(game)
    assert grandstanding_card(view)["peeveWarning"] == ""
    patience = view["judge"]["patience"]
    # when they play the card that hits the peeve
    out = court.trial_play_cards(game=game, cards=["emotional_appeal"])
    # then the judge names it, it costs little this first time, and it is known from now on
    frown = next(n for n in out.notices if n["type"] == "pet_peeve")
    assert "I will not have grandstanding" in frown["message"]
    after = trial_view(game=game)
    assert after["judge"]["patience"] == patience - 5
    game.refresh_from_db()
    assert game.trial.state["peeves_warned"] == ["grandstanding"]
