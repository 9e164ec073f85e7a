"""The held-out set of played trials the jury is judged on, frozen before any fit.

`tests/game/frozen/held_out.json` names the set (seeds, styles, sides, and the style the fit
must never see) and `held_out_trials.json.gz` holds what reached the jury in each of those
trials as the game played them when the set was frozen (`game.trial.recording`, the pure
engine with the scripted players of `game.trial.players`). The fit plays other seeds and
leaves the excluded style out (`FIT_SEEDS`, `fit_styles`); the figures are taken on the
frozen streams and, to see the game as it is now, on the same seeds and styles played again.

    python3 -m tests.game.frozen_trials   # writes the set (once: it is frozen)
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from game.jury.realism import PlayedTrial

HERE = Path(__file__).parent / "frozen"
SPEC = HERE / "held_out.json"
STREAMS = HERE / "held_out_trials.json.gz"
FIT_SEEDS = tuple(range(101, 109))  # the fit's seeds: never the held-out ones


def spec() -> dict:
    return json.loads(SPEC.read_text())


def fit_styles() -> tuple[str, ...]:
    data = spec()
    return tuple(s for s in data["styles"] if s != data["excluded_from_fit"])


def _pack(trials: list[PlayedTrial]) -> dict:
    pools = {t.case: t.pool for t in trials}
    return {"pools": pools, "trials": [{"case": t.case, "difficulty": t.difficulty, "style": t.style, "seed": t.seed,
                                        "steps": t.steps, "instructions": t.instructions} for t in trials]}


def load_frozen() -> list[PlayedTrial]:
    """The frozen streams, as `PlayedTrial`s."""
    with gzip.open(STREAMS, "rt") as handle:
        data = json.load(handle)
    return [PlayedTrial(pool=data["pools"][t["case"]], **t) for t in data["trials"]]


def replay_spec(cases: list[dict]):
    """The held-out seeds and styles played again by the game as it is now: the records
    (with contempt and mistrials, judge calls) in a fixed order."""
    from game.trial.recording import record_many

    data = spec()
    return record_many(cases, seeds=data["seeds"], styles=data["styles"], sides=data["sides"])


def freeze() -> None:
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "juryrigged.settings")
    django.setup()
    from game.cases import shipped_cases

    if STREAMS.exists():
        raise SystemExit(f"{STREAMS} exists: the held-out set is frozen")
    records = replay_spec(shipped_cases())
    trials = [r.trial for r in records if r.trial]
    text = json.dumps(_pack(trials), separators=(",", ":"), sort_keys=True)
    with gzip.GzipFile(STREAMS, "wb", mtime=0) as handle:  # no timestamp: the same trials, the same bytes
        handle.write(text.encode())
    print(f"froze {len(trials)} trials that reached the jury ({len(records)} played)")


if __name__ == "__main__":
    freeze()
