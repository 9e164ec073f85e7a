"""The held-out set of played trials the jury is judged on, frozen before any fit.

`tests/game/frozen/held_out.json` names the set (seeds, styles, sides, and the style the fit
must never see) and `held_out_trials.json.gz` holds what reached the jury in each of those
trials as the game played them when the set was frozen (`game.trial.recording`, the pure
engine with the scripted players of `game.trial.players`). The fit plays other seeds and
leaves the excluded style out (`FIT_SEEDS`, `fit_styles`); the figures are taken on the
frozen streams and, to see the game as it is now, on the same seeds and styles played again.

    python3 -m tests.game.frozen_trials   # writes the set (once: it is frozen)

A second set (`held_out_v2.json`, `held_out_v2_trials.json.gz`) was recorded the same way from the
game as it was on 2026-11-27 at 19:53 UTC (main 77040ec, after the offline assessor, issue 27's
stop 35), before any jury change of that stop: the first set's streams come from a game before the
offline assessor and no longer measure today's game (docs/benchmarks.md). Seeds never played in
development, every scripted player and one that no fit or check has ever played
(`players.HELD_OUT`: the impeacher).

    python3 -m tests.game.frozen_trials v2   # writes the second set (once: it is frozen)

A third set (`held_out_v3.json`, `held_out_v3_trials.json.gz`), recorded the same way on 2026-11-28 from
main at stop 40, before the jury re-fit that stop measured on development seeds and did not land (the
second set had been read after it: docs/benchmarks.md, "Arguments carry the jury"), so that the next jury
change is judged on trials no fit or reading has seen. Seeds 7801-7805, never played before.

    python3 -m tests.game.frozen_trials v3   # writes the third set (once: it is frozen)

A fourth set (`held_out_v4*`, seeds 7901-7905), recorded the same way at the end of stop 40, after v3 had been
read with both juries of that stop: for the next jury change, chosen on development seeds, to be judged on.

    python3 -m tests.game.frozen_trials v4   # writes the fourth set (once: it is frozen)
"""

from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path

from game.jury.realism import PlayedTrial

HERE = Path(__file__).parent / "frozen"
SPEC = HERE / "held_out.json"
STREAMS = HERE / "held_out_trials.json.gz"
V2_SPEC = HERE / "held_out_v2.json"
V2_STREAMS = HERE / "held_out_v2_trials.json.gz"
V3_SPEC = HERE / "held_out_v3.json"
V3_STREAMS = HERE / "held_out_v3_trials.json.gz"
V4_SPEC = HERE / "held_out_v4.json"
V4_STREAMS = HERE / "held_out_v4_trials.json.gz"
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


def load_frozen(path: Path = STREAMS) -> list[PlayedTrial]:
    """The frozen streams (the first set's unless `path` names another), as `PlayedTrial`s."""
    with gzip.open(path, "rt") as handle:
        data = json.load(handle)
    return [PlayedTrial(pool=data["pools"][t["case"]], **t) for t in data["trials"]]


def load_frozen_set(name: str) -> list[PlayedTrial]:
    """A frozen set's streams by its name ("v1" ... "v4"), as `PlayedTrial`s."""
    return load_frozen(FROZEN[name][0])


def replay_spec(cases: list[dict], data: dict | None = None):
    """The held-out seeds and styles played again by the game as it is now: the records
    (with contempt and mistrials, judge calls) in a fixed order."""
    from game.trial.recording import record_many

    data = data or spec()
    return record_many(cases, seeds=data["seeds"], styles=data["styles"], sides=data["sides"])


V2 = {
    "about": "The jury's second held-out set (issue 27, stop 35), recorded 2026-11-27 from main 77040ec "
             "(the game with the offline assessor) before any jury change of that stop, by "
             "tests.game.frozen_trials (game.trial.recording, the pure engine): every shipped case, both sides, "
             "the nine scripted players of game.trial.players.STYLES and the held-out impeacher "
             "(players.HELD_OUT, never played by a fit or a check), scripted-play seeds 7701-7704 (never "
             "played in development).",
    "seeds": [7701, 7702, 7703, 7704],
    "styles": ["ordinary", "evidence", "passive", "diligent", "objector", "hasty", "aggressive", "random",
               "freetext", "impeacher"],
    "sides": ["prosecution", "defense"],
    "never_fitted": ["impeacher", "freetext"],
}


V3 = {
    **V2,
    "about": "The jury's third held-out set (issue 27, stop 40), recorded 2026-11-28 from main by "
             "tests.game.frozen_trials (game.trial.recording, the pure engine) before any jury change that is to "
             "be measured on it: every shipped case, both sides, the nine scripted players of "
             "game.trial.players.STYLES and the impeacher (players.HELD_OUT), scripted-play seeds 7801-7805 (never "
             "played before: not development, not a fit, not a check, not an earlier frozen set).",
    "seeds": [7801, 7802, 7803, 7804, 7805],
}

V4 = {
    **V3,
    "about": "The jury's fourth held-out set (issue 27), recorded 2026-11-28 at the end of stop 40 from main by "
             "tests.game.frozen_trials (game.trial.recording, the pure engine), after v3 had been read with both "
             "juries of that stop: every shipped case, both sides, the nine scripted players of "
             "game.trial.players.STYLES and the impeacher (players.HELD_OUT), scripted-play seeds 7901-7905 (never "
             "played before).",
    "seeds": [7901, 7902, 7903, 7904, 7905],
}

# Each set's streams, the file its spec is written to at freezing and that spec (None: the first set's, read from
# `held_out.json`, written by hand before it).
FROZEN = {"v1": (STREAMS, None, None), "v2": (V2_STREAMS, V2_SPEC, V2), "v3": (V3_STREAMS, V3_SPEC, V3),
          "v4": (V4_STREAMS, V4_SPEC, V4)}


def freeze(which: str = "v1") -> None:
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "juryrigged.settings")
    django.setup()
    from game.cases import shipped_cases

    streams, spec_path, data = FROZEN[which]
    data = data or spec()
    if streams.exists():
        raise SystemExit(f"{streams} exists: the held-out set is frozen")
    records = replay_spec(shipped_cases(), data)
    trials = [r.trial for r in records if r.trial]
    text = json.dumps(_pack(trials), separators=(",", ":"), sort_keys=True)
    with gzip.GzipFile(streams, "wb", mtime=0) as handle:  # no timestamp: the same trials, the same bytes
        handle.write(text.encode())
    if spec_path is not None:
        ends = dict(Counter(r.outcome or "jury" for r in records))
        spec_path.write_text(json.dumps({**data, "played": len(records), "ends": ends}, indent=2) + "\n")
    print(f"froze {len(trials)} trials that reached the jury ({len(records)} played)")


if __name__ == "__main__":
    import sys

    freeze(*sys.argv[1:2])
