"""Demo data for the game: the shipped cases, the demo player's profile (Jury Reading 3)
and one saved game in jury selection to resume. Idempotent."""

from django.contrib.auth import get_user_model

from game.cases import cases_install
from game.models import Case, Game, PlayerProfile
from game.services.games import game_begin_jury_selection, game_start


def load() -> None:
    cases_install()
    user = get_user_model().objects.filter(username="demo").first()
    if user is None:
        return
    PlayerProfile.objects.get_or_create(user=user, defaults={"jury_reading": 3, "presentation": 2})
    tutorial = Case.objects.filter(slug="state-v-whitfield").first()
    if tutorial and not Game.objects.filter(player=user).exists():
        game_begin_jury_selection(game=game_start(user=user, case=tutorial, seed=2026))
