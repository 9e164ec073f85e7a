"""Benchmark: whole cases played by a scripted player against the offline mock.

    python -m pytest tests/bench/bench_game_case.py -s

For each shipped case (tutorial, mid, hard): pre-trial, voir dire, the trial and the
deliberation, with a player who asks the first suggested question, plays a card a
turn (evidence only: the judge research showed tactics may be pet peeves) and objects to
opposing counsel's questions when they give a ground. Prints the model calls
by purpose (judge, witness, juror, opponent), the judge's ruling cache hit rate, and
the server time per player action with the model's latency taken out (the mock
answers at once here; recorded call latencies are subtracted all the same).
"""

from __future__ import annotations

import statistics
import time
from collections import Counter

import pytest
from django.db.models import Sum

from game.services import trial as court
from game.models import Trial
from game.selectors import trial_view
from game.services.trial_steps import trial_resolve_pending
from game.models import Game
from juryrigged.llm.models import LLMCall
from tests.game.court_support import deliberate, seat_jury, start_game
from game.trial.players import objection_ground

pytestmark = pytest.mark.django_db
PURPOSES = {"game.ruling": "judge (rulings)", "game.intervention": "judge (own interventions)",
            "game.witness": "witness", "game.juror_statement": "juror", "game.opponent": "opponent",
            "game.for_cause": "judge (for cause)"}


def _model_ms(subject: str, since_id: int) -> int:
    return LLMCall.objects.filter(subject=subject, id__gt=since_id).aggregate(t=Sum("latency_ms"))["t"] or 0


def _last_call_id() -> int:
    return LLMCall.objects.order_by("-id").values_list("id", flat=True).first() or 0


def play(game: Game, timings: list, step_timings: list) -> int:
    subject = f"game.game:{game.pk}"
    windows_seen = 0
    for _ in range(400):
        while True:  # the model-backed steps the last action left pending (what the task does)
            mark, started = _last_call_id(), time.perf_counter()
            if not trial_resolve_pending(game_id=game.pk):
                break
            step_timings.append((time.perf_counter() - started) * 1000 - _model_ms(subject, mark))
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or game.phase == Game.Phase.DELIBERATION:
            return windows_seen
        view = trial_view(game=game)
        if view["outcome"]:
            return windows_seen
        window = view["window"]
        mark, started = _last_call_id(), time.perf_counter()
        if window == "statement":
            playable = []
            court.trial_make_statement(game=game, theme=view["themes"][0], cards=playable)
        elif window == "question":
            court.trial_ask_question(game=game, question_id=view["suggested"][0]["id"])
        elif window == "turn":  # evidence only: tactics may be the judge's pet peeves
            playable = [c["key"] for c in view["hand"] if c["playable"] and c["type"] == "evidence"]
            if playable and not view["playedThisTurn"]:
                court.trial_play_cards(game=game, cards=playable[:1])
            else:
                court.trial_continue(game=game)
        elif window == "objection":
            windows_seen += 1
            ground = objection_ground(view["lastQuestion"]["text"])
            if ground == "leading" and view["examination"]["type"] == "cross":
                ground = None  # leading questions are allowed on cross-examination
            if ground:
                court.trial_object(game=game, card=f"obj_{ground}")
            else:
                court.trial_allow(game=game)
        else:
            continue
        timings.append((time.perf_counter() - started) * 1000 - _model_ms(subject, mark))
    raise AssertionError("the case did not end")


@pytest.mark.parametrize("side", ["defense", "prosecution"])
@pytest.mark.parametrize("slug", ["state-v-whitfield", "state-v-albrecht", "state-v-reyes", "people-v-castellanos",
                                  "people-v-marsh"])
def test_bench_a_whole_case(slug, side, settings):
    settings.LLM_MOCK_LATENCY_MS = 0
    settings.GAME_DELIBERATION_PAUSE_S = 0
    timings: list[float] = []
    step_timings: list[float] = []
    started = time.perf_counter()
    game = start_game(username=f"bench-{slug}-{side}", slug=slug, seed=2026, side=side)
    court.trial_research_judge(game=game, level=2)
    game = seat_jury(game)
    play(game, timings, step_timings)
    game = deliberate(game)
    wall = time.perf_counter() - started
    trial = Trial.objects.get(game=game).state
    calls = Counter(LLMCall.objects.filter(subject=f"game.game:{game.pk}").values_list("purpose", flat=True))
    rulings = trial["cache_hits"] + trial["cache_misses"]
    print(f"\n== {slug} ({side}): outcome {game.outcome or game.status} ({game.outcome_reason}) in {wall:.1f}s wall, "
          f"{trial['turn']} turns")
    print("   model calls by purpose: " + ", ".join(f"{PURPOSES.get(p, p)} {n}" for p, n in sorted(calls.items())))
    print(f"   judge model calls in the trial: {calls['game.ruling'] + calls['game.intervention']} "
          f"(rulings {calls['game.ruling']}, own interventions {calls['game.intervention']}; "
          f"for cause in voir dire {calls['game.for_cause']})")
    print(f"   judge rulings: {rulings} objections, {trial['judge_calls']} judge model calls, "
          f"{trial['cache_hits']} cache hits (hit rate {trial['cache_hits'] / rulings:.0%})" if rulings else
          "   judge rulings: none")
    for label, values in (("player action", timings), ("model step (apply)", step_timings)):
        if values:
            ordered = sorted(values)
            print(f"   {label}: {len(values)} × median {statistics.median(values):.1f} ms, "
                  f"p95 {ordered[int(len(ordered) * 0.95) - 1]:.1f} ms, max {ordered[-1]:.1f} ms "
                  "(model latency excluded)")
    assert game.status in (Game.Status.FINISHED,)
