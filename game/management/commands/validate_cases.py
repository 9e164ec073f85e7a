"""manage.py validate_cases [FILE ...] [--players ordinary,evidence,passive] [--sides both] [--seed N]

Checks case files (default: the shipped ones, `game/cases/*.json`), each in three steps, and
prints each case's result:

1. the schema and what the game can reach (`game.casefile.case_problems`: fields and ranges,
   references, lies no side can expose, peeves no action hits, texts cut short, themes cut
   mid-clause, a civil case in criminal words);
2. the trial engine: the scripted player plays the trial to the jury's retirement at three
   seeds (`game.trial.autoplay`);
3. balance: each competent scripted player (`game.trial.balance.COMPETENT_STYLES`: every style
   but hasty, passive and random, which play badly on purpose) plays the case on the engine on
   each side at `--balance-seeds` development seeds (101 on; never the frozen 9001-9003), each
   trial heard by fresh juries; a side whose pooled win rate lies outside 20-80 % is a problem
   (`--balance-seeds 0` skips this step);
4. the services: each scripted player (`game.scripted_play`) plays the whole game — pre-trial,
   voir dire, trial, deliberation, verdict — as a player and the tasks would, on the case's own
   side (`--sides both`: on each side; in a civil case the prosecution side is the plaintiff). This runs on
   the database inside one transaction that is rolled back, against a draft copy of the file's
   case (a shipped case's installed row is never read or touched), with the offline mock
   answering every model call; nothing is kept.

Exits non-zero, naming every problem, if any case has one.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.test.utils import override_settings

from game.cases import CASE_DIR, case_draft
from game.casefile import case_problems
from game.models import Game
from game.scripted_play import Played, play_case
from game.trial import balance as B
from game.trial.autoplay import engine_for_case, play_whole_trial
from game.trial.players import STYLES

SEEDS = (1, 2, 3)
SERVICE_SEED = 2026
BALANCE_SEEDS = 6


def playthrough_problems(data: dict) -> list[str]:
    """What goes wrong when the scripted player tries the case on the engine (it raising, a stuck trial)."""
    problems = []
    for seed in SEEDS:
        try:
            engine = engine_for_case(data, seed)
            play_whole_trial(engine)
        except Exception as exc:  # noqa: BLE001  (any failure of the engine is a problem of this case)
            problems.append(f"engine, seed {seed}: the scripted trial failed: {type(exc).__name__}: {exc}")
            continue
        if engine.state.phase != "deliberation" and not engine.state.outcome:
            problems.append(f"engine, seed {seed}: the trial ended in {engine.state.phase} without reaching the jury")
    return problems


def balance_problems(data: dict, *, seeds: int = BALANCE_SEEDS) -> list[str]:
    """Each side whose competent scripted players win outside the band (20-80 %) on the engine."""
    if seeds <= 0:
        return []
    first = B.DEV_SEEDS[0]
    measured = B.measure([data], seeds=tuple(range(first, first + seeds)), styles=B.COMPETENT_STYLES)
    return measured.problems()


class _RollBack(Exception):
    """Raised to undo everything a services playthrough wrote."""


def services_playthrough(data: dict, *, players: list[str], sides: tuple = (None,),
                         seed: int = SERVICE_SEED) -> tuple[list[Played], list[str]]:
    """Play the case through the services with each scripted player; nothing is kept.

    Each player plays in its own savepoint, so one failing does not stop the others; the
    whole is rolled back at the end (no task is ever enqueued: they go out on commit).
    """
    results, problems = [], []
    try:
        with override_settings(LLM_PROVIDER="mock", LLM_MOCK_LATENCY_MS=0), transaction.atomic():
            case = case_draft(data, slug=f"check-{uuid.uuid4().hex[:16]}")
            for side in sides:
                for player in players:
                    user = get_user_model().objects.create_user(username=f"case-check-{uuid.uuid4().hex[:16]}",
                                                                is_staff=True)  # the draft case is unpublished
                    who = f"{player} player" + (f" for the {side}" if side else "")
                    try:
                        with transaction.atomic():
                            result = play_case(case=case, user=user, seed=seed, player=player, side=side)
                    except Exception as exc:  # noqa: BLE001  (any failure of a service is a problem of this case)
                        problems.append(f"services, {who}: the game failed: {type(exc).__name__}: {exc}")
                        continue
                    results.append(result)
                    if result.status != Game.Status.FINISHED:
                        problems.append(f"services, {who}: the game did not reach a verdict "
                                        f"({result.status}: {result.reason or 'no reason given'})")
            raise _RollBack
    except _RollBack:
        pass
    return results, problems


class Command(BaseCommand):
    help = "Check case files against the schema, then play each through on the engine and through the services."

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="*", help="case files (default: game/cases/*.json)")
        parser.add_argument("--players", default="ordinary",
                            help=f"scripted players for the services playthrough, comma-separated "
                                 f"({', '.join(STYLES)}; default: ordinary)")
        parser.add_argument("--sides", choices=("case", "both"), default="case",
                            help="play the services on the case's own side (default) or on both sides")
        parser.add_argument("--seed", type=int, default=SERVICE_SEED, help="the services playthrough's seed")
        parser.add_argument("--balance-seeds", type=int, default=BALANCE_SEEDS,
                            help=f"development seeds per side and competent player for the balance check "
                                 f"(default {BALANCE_SEEDS}; 0 skips it)")

    def handle(self, *args, **options):
        players = [p.strip() for p in options["players"].split(",") if p.strip()]
        unknown = [p for p in players if p not in STYLES]
        if unknown or not players:
            raise CommandError(f"unknown player {', '.join(unknown) or '(none given)'}: "
                               f"choose from {', '.join(STYLES)}")
        paths = [Path(f) for f in options["files"]] or sorted(CASE_DIR.glob("*.json"))
        failed = 0
        for path in paths:
            sides = ("defense", "prosecution") if options["sides"] == "both" else (None,)
            results, problems = self.check_case(path, players, sides, options["seed"], options["balance_seeds"])
            if problems:
                failed += 1
                self.stderr.write(f"{path.name}: " + "; ".join(problems))
            else:
                low, high = (round(b * 100) for b in B.BAND)
                balanced = f"both sides win {low}-{high} % over {options['balance_seeds']} seeds; " \
                    if options["balance_seeds"] > 0 else ""
                self.stdout.write(f"{path.name}: ok — schema; engine seeds {', '.join(map(str, SEEDS))} reach the "
                                  f"jury; {balanced}services: " + "; ".join(r.describe() for r in results))
        if failed:
            raise CommandError(f"{failed} of {len(paths)} case files have problems")

    def check_case(self, path: Path, players: list[str], sides: tuple,
                   seed: int, balance_seeds: int = BALANCE_SEEDS) -> tuple[list[Played], list[str]]:
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError) as exc:
            return [], [f"unreadable: {exc}"]
        problems = case_problems(data)
        if problems:
            return [], problems  # the engine and services need a sound file
        problems = playthrough_problems(data)
        if problems:
            return [], problems
        problems = balance_problems(data, seeds=balance_seeds)
        if problems:
            return [], problems
        return services_playthrough(data, players=players, sides=sides, seed=seed)
