from importlib import import_module

from django.apps import AppConfig

# Each mode registers itself (modes.register) from its `mode` module; a mode not built yet is skipped.
MODE_MODULES = ["evaluation.jury.mode", "evaluation.dialectic.mode", "evaluation.compare.mode",
                "evaluation.compare.tournament.mode"]


class EvaluationConfig(AppConfig):
    name = "evaluation"

    def ready(self):
        from evaluation import access, mock  # noqa: F401  (ready: they use the models; mock answers eval.* purposes)
        from evaluation import tasks  # noqa: F401  (ready: registers the tasks the services start by name)
        from juryrigged import realtime  # ready: the realtime package uses its models

        for path in MODE_MODULES:
            try:
                import_module(path)
            except ModuleNotFoundError as exc:
                if exc.name != path:
                    raise
        realtime.register("eval", access.can_access_run_stream, terminal_types={"complete", "error"})
        realtime.register("batch", access.can_access_batch_stream, terminal_types={"batch_end"})
