"""Trials as the game plays them: whole cases played through the services by the scripted
players of `game.scripted_play` (the case validator's), on either side, recorded as the
stream of what reached the jury.

The realism benchmark and test replay these streams onto many freshly drawn juries with
the pure rules (`game.jury.realism.replay_trial`), so the jury model is calibrated on
trials of the length and shape players produce (about 40 court events, disregard
orders, a recess, the judge's instructions), not on short synthetic ones. The streams
are recorded anew on every run: nothing here is a hand-picked fixture.
"""

from __future__ import annotations

import json

from game.cases import shipped_cases
from game.jury.realism import PlayedTrial
from game.models import Game, GameEvent
from game.scripted_play import play_trial
from game.trial.players import player_for
from tests.game.court_support import seat_jury, start_game

# The events a disregard order undoes: a witness's answer (its court event's source; the
# descriptions are for timelines recorded before events said their source).
ANSWERS = ("testifies for the", "is pressed on cross-examination")
STYLES = ("ordinary", "evidence", "passive", "diligent", "objector", "hasty")
SIDES = ("prosecution", "defense")


def trial_stream(game: Game) -> list[dict]:
    """What reached the jury, in order: court events (with the turn and phase they came
    in), disregard orders (pointing at the answer they undo) and recesses, read back from
    the game's timeline."""
    steps: list[dict] = []
    last_answer = None
    rows = GameEvent.objects.filter(game=game).order_by("id").values_list("kind", "payload", "turn", "phase")
    for kind, payload, turn, phase in rows:
        if kind == "court_event":
            if payload["event"].get("source") == "answer" or any(
                    marker in payload["event"]["description"] for marker in ANSWERS):
                last_answer = len(steps)
            steps.append({"event": payload["event"], "turn": turn, "phase": phase})
        elif kind == "court_event.reversed" and last_answer is not None:
            steps.append({"disregard": last_answer, "fraction": payload.get("fraction", 0.5)})
            last_answer = None
        elif kind == "jury.recess":
            steps.append({"recess": payload.get("restore", 20)})
    return steps


def record_played_trials(*, seeds: tuple = (1,), styles: tuple = STYLES, sides: tuple = SIDES) -> list[PlayedTrial]:
    """Play every shipped case (criminal and civil, every difficulty) once per player, side
    and seed; keep those whose jury went out."""
    played = []
    cases = {data["slug"]: data for data in shipped_cases()}
    for slug in sorted(cases, key=lambda s: (cases[s]["difficulty"], s)):
        for side in sides:
            for style in styles:
                for seed in seeds:
                    game = seat_jury(start_game(username=f"rec-{slug}-{side}-{style}-{seed}", slug=slug, seed=seed,
                                                side=side))
                    play_trial(game, player_for(style, seed))
                    game.refresh_from_db()
                    if game.phase != Game.Phase.DELIBERATION:
                        continue  # contempt or a mistrial: no jury to deliberate
                    played.append(PlayedTrial(
                        case=slug, difficulty=cases[slug]["difficulty"], style=f"{side}/{style}", seed=seed,
                        steps=trial_stream(game), instructions=json.loads(json.dumps(game.jury_instructions)),
                        pool=[dict(p) for p in cases[slug].get("jurors", [])],
                    ))
    return played
