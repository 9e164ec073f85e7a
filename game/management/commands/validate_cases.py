"""manage.py validate_cases [FILE ...]: check case files (default: the shipped ones) against
the case schema, then play each through with the scripted player on the trial engine
(several seeds) to the jury's retirement. Exits non-zero, naming every problem, if any."""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from game.cases import CASE_DIR
from game.casefile import case_problems
from game.trial.autoplay import engine_for_case, play_whole_trial

SEEDS = (1, 2, 3)


def playthrough_problems(data: dict) -> list[str]:
    """What goes wrong when the scripted player tries the case (the engine raising, a stuck trial)."""
    problems = []
    for seed in SEEDS:
        try:
            engine = engine_for_case(data, seed)
            play_whole_trial(engine)
        except Exception as exc:  # noqa: BLE001  (any failure of the engine is a problem of this case)
            problems.append(f"seed {seed}: the scripted trial failed: {type(exc).__name__}: {exc}")
            continue
        if engine.state.phase != "deliberation" and not engine.state.outcome:
            problems.append(f"seed {seed}: the trial ended in {engine.state.phase} without reaching the jury")
    return problems


class Command(BaseCommand):
    help = "Check case files against the schema and play each through with the scripted player."

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="*", help="case files (default: game/cases/*.json)")

    def handle(self, *args, **options):
        paths = [Path(f) for f in options["files"]] or sorted(CASE_DIR.glob("*.json"))
        failed = 0
        for path in paths:
            try:
                data = json.loads(path.read_text())
            except (OSError, ValueError) as exc:
                problems = [f"unreadable: {exc}"]
            else:
                problems = case_problems(data)
                problems = problems or playthrough_problems(data)
            if problems:
                failed += 1
                self.stderr.write(f"{path.name}: " + "; ".join(problems))
            else:
                self.stdout.write(f"{path.name}: ok (schema, and played through with seeds "
                                  f"{', '.join(map(str, SEEDS))})")
        if failed:
            raise CommandError(f"{failed} of {len(paths)} case files have problems")
