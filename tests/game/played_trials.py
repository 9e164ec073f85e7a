"""Trials as the game plays them: whole cases played through the services by scripted
players of several styles, recorded as the stream of what reached the jury.

The realism benchmark and test replay these streams onto many freshly drawn juries with
the pure rules (`game.jury.realism.replay_trial`), so the jury model is calibrated on
trials of the length and shape players produce (about 40 court events, disregard
orders, a recess, the judge's instructions), not on short synthetic ones. The streams
are recorded anew on every run: nothing here is a hand-picked fixture.
"""

from __future__ import annotations

import json

from game.cases import shipped_cases
from game.judge.rulings import context_features
from game.jury.realism import PlayedTrial
from game.models import Game, GameEvent
from game.selectors import trial_view
from game.services import trial as court
from game.trial.opponent import GROUNDS
from tests.game.court_support import drain, seat_jury, start_game

ANSWERS = ("testifies for the", "is pressed on cross-examination")  # the events a disregard order undoes


def objection_ground(question: str) -> str | None:
    """The ground a sensible lawyer would raise against this question (as opposing counsel does)."""
    return next((GROUNDS[f] for f in context_features(question) if f in GROUNDS), None)


def _can_object(view: dict, card: str) -> bool:
    """Whether this objection may be raised now (enough CP among other things)."""
    return any(c["key"] == card and c["playable"] for c in view.get("objections", ()))


def _diligent(view: dict) -> tuple:
    """Asks the first suggested question, plays a card every turn, objects on a real ground."""
    window = view["window"]
    if window == "question":
        return "ask", view["suggested"][0]["id"]
    if window == "turn":
        playable = [c["key"] for c in view["hand"] if c["playable"]]
        return ("cards", playable[:1]) if playable and not view["playedThisTurn"] else ("continue",)
    if window == "objection":
        ground = objection_ground(view["lastQuestion"]["text"])
        if ground == "leading" and view["examination"]["type"] == "cross":
            ground = None
        return ("object", f"obj_{ground}") if ground and _can_object(view, f"obj_{ground}") else ("allow",)
    return ("statement",)


def _evidence_only(view: dict) -> tuple:
    """Plays evidence cards only (tactics may be the judge's pet peeves), lets questions stand."""
    if view["window"] == "turn":
        playable = [c["key"] for c in view["hand"] if c["playable"] and c["type"] == "evidence"]
        return ("cards", playable[:1]) if playable and not view["playedThisTurn"] else ("continue",)
    if view["window"] == "objection":
        return ("allow",)
    return _diligent(view)


def _passive(view: dict) -> tuple:
    """A newcomer: the last suggested question, never a card, never an objection."""
    if view["window"] == "question":
        return "ask", view["suggested"][-1]["id"]
    if view["window"] == "turn":
        return ("continue",)
    if view["window"] == "objection":
        return ("allow",)
    return ("statement",)


def _objector(view: dict) -> tuple:
    """Plays the first card it can and objects (hearsay) to every question of the other side
    (while it can afford to)."""
    if view["window"] == "objection":
        return ("object", "obj_hearsay") if _can_object(view, "obj_hearsay") else ("allow",)
    if view["window"] == "turn":
        playable = [c["key"] for c in view["hand"] if c["playable"]]
        return ("cards", playable[:1]) if playable and not view["playedThisTurn"] else ("continue",)
    return _diligent(view)


def _hasty(view: dict) -> tuple:
    """Wants it over: no questions of its own ("no further questions"), no cards, no objections."""
    if view["window"] in ("question", "turn"):
        return ("end",)
    if view["window"] == "objection":
        return ("allow",)
    return ("statement",)


STYLES = {"diligent": _diligent, "evidence": _evidence_only, "passive": _passive, "objector": _objector,
          "hasty": _hasty}


def play_case(game: Game, style: str, *, max_actions: int = 400) -> None:
    """Play the trial to the jury (or to its early end) the way `style` would."""
    policy = STYLES[style]
    for _ in range(max_actions):
        game.refresh_from_db()
        drain(game)
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or game.phase in (Game.Phase.DELIBERATION, Game.Phase.VERDICT):
            return
        view = trial_view(game=game)
        if view["outcome"]:
            return
        action, *args = policy(view)
        if view["window"] == "statement":
            court.trial_make_statement(game=game, theme=view["themes"][0], cards=[])
        elif action == "ask":
            court.trial_ask_question(game=game, question_id=args[0])
        elif action == "cards":
            court.trial_play_cards(game=game, cards=args[0])
        elif action == "continue":
            court.trial_continue(game=game)
        elif action == "object":
            court.trial_object(game=game, card=args[0])
        elif action == "allow":
            court.trial_allow(game=game)
        elif action == "end":
            court.trial_end_examination(game=game)
        else:
            raise AssertionError(f"stuck in {view['phase']} / {view['window']}")
    raise AssertionError("the trial did not reach the jury")


def trial_stream(game: Game) -> list[dict]:
    """What reached the jury, in order: court events (with the turn and phase they came
    in), disregard orders (pointing at the answer they undo) and recesses, read back from
    the game's timeline."""
    steps: list[dict] = []
    last_answer = None
    rows = GameEvent.objects.filter(game=game).order_by("id").values_list("kind", "payload", "turn", "phase")
    for kind, payload, turn, phase in rows:
        if kind == "court_event":
            if any(marker in payload["event"]["description"] for marker in ANSWERS):
                last_answer = len(steps)
            steps.append({"event": payload["event"], "turn": turn, "phase": phase})
        elif kind == "court_event.reversed" and last_answer is not None:
            steps.append({"disregard": last_answer, "fraction": payload.get("fraction", 0.5)})
            last_answer = None
        elif kind == "jury.recess":
            steps.append({"recess": payload.get("restore", 20)})
    return steps


def record_played_trials(*, seeds: tuple = (1, 2), styles: tuple = tuple(STYLES)) -> list[PlayedTrial]:
    """Play every shipped case (criminal and civil, every difficulty) once per style and seed;
    keep those whose jury went out."""
    played = []
    cases = {data["slug"]: data for data in shipped_cases()}
    for slug in sorted(cases, key=lambda s: (cases[s]["difficulty"], s)):
        for style in styles:
            for seed in seeds:
                game = start_game(username=f"rec-{slug}-{style}-{seed}", slug=slug, seed=seed)
                game = seat_jury(game)
                play_case(game, style)
                game.refresh_from_db()
                if game.phase != Game.Phase.DELIBERATION:
                    continue  # contempt or a mistrial: no jury to deliberate
                played.append(PlayedTrial(
                    case=slug, difficulty=cases[slug]["difficulty"], style=style, seed=seed,
                    steps=trial_stream(game), instructions=json.loads(json.dumps(game.jury_instructions)),
                    pool=[dict(p) for p in cases[slug].get("jurors", [])],
                ))
    return played
