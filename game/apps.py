from django.apps import AppConfig


class GameConfig(AppConfig):
    name = "game"

    def ready(self):
        # Imported here, once the app registry is ready (these modules use the models).
        from juryrigged import realtime  # ready: the realtime package uses its models

        from game import mock  # noqa: F401  (registers the offline answers for juror statements, for cause)
        from game import tasks  # noqa: F401  (registers the tasks the services enqueue by name)
        from game.selectors import can_access_game_stream  # ready: selectors use the models
        from game.trial import mock as trial_mock  # noqa: F401  (offline rulings, witnesses, opposing counsel)

        realtime.register("game", can_access_game_stream, terminal_types={"game.finished"})
