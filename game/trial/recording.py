"""Trials played on the pure engine by the scripted players, recorded as what reached the jury.

The jury's fit and its realism checks need many played trials: the services play one in about
20 s on the development machine, the pure engine in about 30 ms. What reaches the jury is the
same stream the trial service applies (`game.services.trial._send`): every court event in
order, a disregard order pointing at the last answer (the service undoes that answer's
shifts), a recess. What differs from a game through the services: the model-backed steps are
answered by the engine's own fallbacks (`autoplay.resolve_pending`: the witness's `fallback_answer`, the
persona's deterministic ruling, a plain statement) instead of the offline mock, there is no
voir dire (the realism harness draws each jury from the case's pool), and opposing counsel's
mood does not follow the jurors (it reads an undecided jury).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from game.jury.realism import PlayedTrial
from game.trial.autoplay import engine_for_case, resolve_pending
from game.trial.players import engine_view, player_for

MAX_ACTIONS = 600


@dataclass
class TrialRecord:
    """One played trial: how it ended, what the judge was asked, and (when the jury went out)
    what reached the jury."""

    case: str
    side: str
    style: str
    seed: int
    outcome: str  # "" (the jury went out) | contempt | mistrial
    judge_calls: int  # ruling-cache misses + the judge's own interventions said
    rulings: int
    interventions: int
    warnings: int
    sanctions: int
    trial: PlayedTrial | None


def _act(engine, move: tuple):
    action, *args = move
    if action == "ask":
        return engine.ask_question(question_id=args[0])
    if action == "ask_text":
        return engine.ask_question(text=args[0])
    if action == "cards":
        return engine.play_cards(args[0])
    if action == "continue":
        return engine.continue_turn()
    if action == "end":
        return engine.end_examination()
    if action == "object":
        return engine.object(args[0])
    if action == "allow":
        return engine.allow()
    raise ValueError(f"unknown move {move!r}")


class _Stream:
    """The steps that reached the jury, kept as the trial service applies an outcome."""

    def __init__(self):
        self.steps: list[dict] = []
        self.last_answer: int | None = None

    def take(self, outcomes: list, *, turn: int, phase: str) -> None:
        for out in outcomes:
            for event in out.court_events:
                if event.source == "answer":
                    self.last_answer = len(self.steps)
                self.steps.append({"event": json.loads(json.dumps(event.as_dict())), "turn": turn, "phase": phase})
            for directive in out.directives:
                if directive["type"] == "disregard" and self.last_answer is not None:
                    self.steps.append({"disregard": self.last_answer, "fraction": directive["fraction"]})
                    self.last_answer = None
                elif directive["type"] == "restore_engagement":
                    self.steps.append({"recess": directive["amount"]})


def play_recorded(data: dict, *, seed: int, side: str, style: str) -> TrialRecord:
    """Play `data` (a case file's data) on `side` with the scripted player `style` at `seed`,
    from pre-trial to the jury's retirement or the case's early end."""
    engine = engine_for_case(data, seed, side)
    policy = player_for(style, seed)
    stream = _Stream()
    for _ in range(MAX_ACTIONS):
        state = engine.state
        turn, phase = state.turn, state.phase
        outcomes: list = []
        resolve_pending(engine, outcomes)
        stream.take(outcomes, turn=turn, phase=phase)
        state = engine.state
        if state.over or state.phase in ("deliberation", "verdict"):
            break
        turn, phase = state.turn, state.phase
        if state.phase == "pre_trial":
            engine.research_judge(1) if state.research_level < 1 else None
            out = engine.finish_pretrial()
        elif state.phase == "jury_selection":
            out = engine.begin_trial()
        elif state.window == "statement":
            out = engine.make_statement(state.themes[0])
        else:
            out = _act(engine, policy(engine_view(engine)))
        stream.take([out], turn=turn, phase=phase)
    else:
        raise RuntimeError(f"{data['slug']} ({side}, {style}, seed {seed}) did not reach the jury")
    state = engine.state
    said = sum(1 for i in state.interventions if i.get("said") and not i.get("scripted"))
    trial = None
    if not state.over:
        trial = PlayedTrial(case=data["slug"], difficulty=data["difficulty"], style=f"{side}/{style}", seed=seed,
                            steps=stream.steps, instructions=json.loads(json.dumps(state.instructions)),
                            pool=[dict(p) for p in data.get("jurors", [])])
    return TrialRecord(case=data["slug"], side=side, style=style, seed=seed, outcome=state.outcome or "",
                       judge_calls=state.cache_misses + said, rulings=state.cache_misses, interventions=said,
                       warnings=state.judge.warnings_issued, sanctions=state.judge.sanctions_issued, trial=trial)


def record_many(cases: list[dict], *, seeds, styles, sides=("prosecution", "defense")) -> list[TrialRecord]:
    """Every case, side, style and seed, in a fixed order."""
    return [play_recorded(data, seed=seed, side=side, style=style)
            for data in sorted(cases, key=lambda d: (d["difficulty"], d["slug"]))
            for side in sides for style in styles for seed in seeds]
