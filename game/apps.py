from django.apps import AppConfig


def _owns_stream(user, stream: str) -> bool:
    """game.<id> streams are readable by the game's player only."""
    from game.models import Game

    if not getattr(user, "is_authenticated", False):
        return False
    game_id = stream.split(".", 1)[1]
    return game_id.isdigit() and Game.objects.filter(pk=int(game_id), player_id=user.pk).exists()


class GameConfig(AppConfig):
    name = "game"

    def ready(self):
        from juryrigged import realtime

        from game import mock  # noqa: F401  (registers the offline answers)
        from game.court import tasks as _trial_tasks  # noqa: F401  (part two: trial tasks)
        from game.trial import mock as _trial_mock  # noqa: F401  (part two: game.ruling/witness/opponent)

        realtime.register("game", _owns_stream, terminal_types={"game.finished"})
