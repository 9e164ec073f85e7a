"""The courtroom offers the jury consultant at the price the consultant service charges."""

import pytest

from game.services import trial as court
from game.selectors import trial_view
from tests.game.court_support import start_game


@pytest.mark.django_db
def test_it_shows_and_charges_the_configured_consultant_price(settings):
    # given a consultant priced by the setting, not the default
    settings.GAME_CONSULTANT_COST = 4500
    game = start_game()
    budget = game.budget
    # when the player reads pre-trial and hires the consultant
    offered = trial_view(game=game)["pretrial"]["consultantPrice"]
    court.trial_hire_consultant(game=game)
    game.refresh_from_db()
    # then the price shown is the price paid
    assert offered == 4500
    assert budget - game.budget == 4500
