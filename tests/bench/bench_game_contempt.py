"""Benchmark: how often the ordinary scripted player is held in contempt, per shipped case.

    python -m pytest tests/bench/bench_game_contempt.py -s

The pure trial engine plays each shipped case from pre-trial to the jury's retirement with
the ordinary player of `game.trial.autoplay` (the first suggested
question, the first playable card each turn, lets opposing counsel's questions stand),
24 seeds a case; the judge's rulings are the persona's deterministic ones. Prints, per case,
how many trials ended in contempt or a mistrial, with the warnings and sanctions given.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from game.cases import shipped_cases
from game.trial.autoplay import engine_for_case, play_whole_trial

SEEDS = int(os.environ.get("BENCH_CONTEMPT_SEEDS", "24"))
CASES = {data["slug"]: data for data in shipped_cases()}


@pytest.mark.parametrize("side", ["defense", "prosecution"])
@pytest.mark.parametrize("slug", sorted(CASES))
def test_bench_contempt_rate(slug, side):
    ends: Counter = Counter()
    warnings = sanctions = cautions = unwarned = 0
    for seed in range(1, SEEDS + 1):
        engine = engine_for_case(CASES[slug], seed, side)
        play_whole_trial(engine)
        ends[engine.state.outcome or "to the jury"] += 1
        warnings += engine.state.judge.warnings_issued
        sanctions += engine.state.judge.sanctions_issued
        cautions += sum(1 for i in getattr(engine.state, "interventions", []) if i["kind"] == "caution")
        if engine.state.outcome == "contempt" and not (engine.state.judge.warnings_issued
                                                       and engine.state.judge.sanctions_issued):
            unwarned += 1
    print(f"\n== {slug} ({side}): contempt {ends['contempt']} of {SEEDS} ({unwarned} without a warning and a "
          f"sanction), mistrial {ends['mistrial']}, to the jury {ends['to the jury']}; {cautions} cautions, "
          f"{warnings} warnings, {sanctions} sanctions in all")
    assert sum(ends.values()) == SEEDS


def test_bench_endings_every_style():
    """Every scripted player (`game.trial.players.STYLES`) on both sides of every case, on fresh
    seeds (BENCH_ENDINGS_SEEDS, default 401-408: neither the fit's, the dev balance seeds nor the
    frozen ones): judge calls a trial per style, contempt (and any without a warning and two
    sanctions) and mistrials per case and side — the README's table."""
    from collections import defaultdict
    from statistics import mean

    from game.judge.patience import CONTEMPT_AFTER_SANCTIONS
    from game.trial.players import STYLES
    from game.trial.recording import record_many

    first, last = (int(s) for s in os.environ.get("BENCH_ENDINGS_SEEDS", "401-408").split("-"))
    records = record_many(list(CASES.values()), seeds=range(first, last + 1), styles=STYLES)
    print(f"\nseeds {first}-{last}, {len(records)} trials, load {os.getloadavg()[0]:.1f}")
    by_style, by_case = defaultdict(list), defaultdict(list)
    for r in records:
        by_style[r.style].append(r)
        by_case[(r.case, r.side)].append(r)
    for style, rs in by_style.items():
        calls = [r.judge_calls for r in rs]
        held = [r for r in rs if r.outcome == "contempt"]
        unwarned = sum(1 for r in held if r.warnings < 1 or r.sanctions < CONTEMPT_AFTER_SANCTIONS)
        print(f"{style:10} judge calls mean {mean(calls):4.1f} (min {min(calls)}, max {max(calls)}); contempt "
              f"{len(held)}/{len(rs)} ({unwarned} unwarned); mistrial {sum(r.outcome == 'mistrial' for r in rs)}")
    for (case, side), rs in by_case.items():
        ends = Counter(r.outcome for r in rs)
        print(f"{case:26} {side:11} contempt {ends['contempt']}/{len(rs)}, mistrial {ends['mistrial']}/{len(rs)}")
    assert records
