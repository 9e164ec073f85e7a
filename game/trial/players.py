"""The scripted players: policies that play a trial from the courtroom as the player sees it.

A policy is a function of the view (`selectors.trial_view`'s shape, or `engine_view`'s subset
of it on the pure engine) that returns one move: ("ask", question id), ("ask_text", words),
("cards", [keys]), ("continue",), ("end",), ("object", card key) or ("allow",). The same
policies play the services (`game.scripted_play`, the case validator) and the pure engine
(`game.trial.recording`, the jury's fit and realism checks), on either side.

The styles, so the jury is fitted and judged on trials played in different ways:
- ordinary: the first suggested question, the first playable card once a turn, lets opposing
  counsel's questions stand;
- evidence: the same, but plays evidence cards only (never a tactic a judge may mind);
- passive: the last suggested question, never a card, never an objection;
- diligent: the ordinary player who also objects on the ground opposing counsel would raise
  (while it can afford the objection);
- objector: the first playable card, and a hearsay objection to every question of the other
  side while it can afford one;
- hasty: wants it over: no questions of its own, no cards, no objections;
- aggressive: an aggressive objector: objects to every question of the other side (on the
  ground the question gives, else on any it can afford), asks the hardest question on offer
  (an aggressive one on cross) and plays every card it can, up to the limit of a turn;
- random: a random mix of every legal move (seeded: the same seed plays the same game);
- freetext: writes its own questions from what it can see (the witness, the evidence in its
  hand, what it has exposed), plays evidence, objects where the question gives a ground.

Held out (`HELD_OUT`, never in `STYLES`: no fit, balance check or per-style test plays it; it
exists to record the jury's second frozen set, tests/game/frozen/held_out_v2*):
- impeacher: short on direct (two questions), long and probing on cross (the probing or leading
  question on offer, every third one written itself), saves its cards for the second half of
  the trial (one a turn, tactics included), and objects only while the judge has never warned it,
  and only on a real ground.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.errors import ActionError
from game.judge.rulings import context_features
from game.trial import cards as C
from game.trial.opponent import GROUNDS

Policy = Callable[[dict], tuple]
CARD_WINDOWS = {"turn": C.WINDOW_TURN, "statement": C.WINDOW_STATEMENT, "objection": C.WINDOW_OBJECTION}


# --- the view on the pure engine ---------------------------------------------------------

def _card_view(engine, key: str, window: str | None) -> dict:
    card = engine.catalogue.get(key)
    playable = bool(window) and not engine.state.pending and not engine.state.over
    if playable:
        try:
            engine.validate_cards([key], window)
        except ActionError:
            playable = False
    return {"key": key, "name": card.name, "type": card.type, "tags": list(card.tags),
            "description": card.description, "playable": playable}


def engine_view(engine) -> dict:
    """What a scripted player reads, built from the pure engine: the fields of
    `selectors.trial_view` the policies use, with the same meaning."""
    state = engine.state
    witness = state.current_witness
    window = CARD_WINDOWS.get(state.window)
    return {
        "phase": state.phase, "window": state.window, "turn": state.turn, "playerSide": state.player_side,
        "outcome": state.outcome, "cp": state.cp, "pp": state.pp,
        "witness": {"id": witness.id, "name": witness.name, "role": witness.role, "side": witness.side,
                    "composure": witness.composure, "broken": witness.broken} if witness else None,
        "examination": {"type": state.exam.type, "examiner": state.exam.examiner,
                        "asked": state.exam.questions_asked, "max": state.exam.max_questions} if state.exam else None,
        "lastQuestion": {k: (state.last_question or {}).get(k, "") for k in ("text", "asker", "answer")}
        if state.last_question else None,
        "suggested": [{"id": q["id"], "text": q["text"], "kind": q["kind"]} for q in state.suggested]
        if state.window == "question" else [],
        "hand": [_card_view(engine, key, window) for key in state.hand],
        "objections": [_card_view(engine, card.key, C.WINDOW_OBJECTION) for card in C.STANDING_OBJECTIONS],
        "playedThisTurn": len(state.played_this_turn),
        "themes": state.themes if state.window == "statement" else [],
        "judge": {"patience": state.judge.patience_remaining, "warnings": state.judge.warnings_issued,
                  "sanctions": state.judge.sanctions_issued},
    }


# --- shared pieces -------------------------------------------------------------------------

def objection_ground(question: str) -> str | None:
    """The ground a sensible lawyer would raise against this question (as opposing counsel does)."""
    return next((GROUNDS[f] for f in context_features(question) if f in GROUNDS), None)


def _can_object(view: dict, card: str) -> bool:
    """Whether this objection may be raised now (enough CP among other things)."""
    return any(c["key"] == card and c["playable"] for c in view.get("objections", ()))


def _playable(view: dict, *, types: tuple = ()) -> list[str]:
    return [c["key"] for c in view["hand"] if c["playable"] and (not types or c["type"] in types)]


def _grounded_objection(view: dict) -> str | None:
    """The objection to the last question on the ground it gives (never leading on cross)."""
    ground = objection_ground((view.get("lastQuestion") or {}).get("text", ""))
    if ground == "leading" and (view.get("examination") or {}).get("type") == "cross":
        ground = None
    return f"obj_{ground}" if ground and _can_object(view, f"obj_{ground}") else None


# --- the styles --------------------------------------------------------------------------

def _ordinary(view: dict) -> tuple:
    window = view["window"]
    if window == "question":
        return "ask", view["suggested"][0]["id"]
    if window == "turn":
        playable = _playable(view)
        return ("cards", playable[:1]) if playable and not view["playedThisTurn"] else ("continue",)
    return ("allow",)


def _evidence(view: dict) -> tuple:
    if view["window"] == "turn":
        playable = _playable(view, types=(C.EVIDENCE,))
        return ("cards", playable[:1]) if playable and not view["playedThisTurn"] else ("continue",)
    return _ordinary(view)


def _passive(view: dict) -> tuple:
    if view["window"] == "question":
        return "ask", view["suggested"][-1]["id"]
    if view["window"] == "turn":
        return ("continue",)
    return ("allow",)


def _diligent(view: dict) -> tuple:
    if view["window"] == "objection":
        card = _grounded_objection(view)
        return ("object", card) if card else ("allow",)
    return _ordinary(view)


def _objector(view: dict) -> tuple:
    if view["window"] == "objection":
        return ("object", "obj_hearsay") if _can_object(view, "obj_hearsay") else ("allow",)
    return _ordinary(view)


def _hasty(view: dict) -> tuple:
    if view["window"] in ("question", "turn"):
        return ("end",)
    return ("allow",)


HARDEST_FIRST = ("aggressive", "probing", "leading", "open")


def _aggressive(view: dict) -> tuple:
    window = view["window"]
    if window == "objection":
        card = _grounded_objection(view) or next(
            (c["key"] for c in view["objections"] if c["playable"]), None)
        return ("object", card) if card else ("allow",)
    if window == "question":
        ranked = sorted(view["suggested"], key=lambda q: HARDEST_FIRST.index(q["kind"])
                        if q["kind"] in HARDEST_FIRST else len(HARDEST_FIRST))
        return "ask", ranked[0]["id"]
    if window == "turn":
        playable = _playable(view)
        return ("cards", playable[:1]) if playable and view["playedThisTurn"] < C.MAX_CARDS_PER_TURN else ("continue",)
    return ("allow",)


def _random_mix(rng: random.Random) -> Policy:
    """Every legal move with some chance: any suggested question or one of its own, a card or
    none, an objection on any ground or none, now and then ending the examination early."""
    def policy(view: dict) -> tuple:
        window = view["window"]
        if window == "question":
            if rng.random() < 0.08:
                return ("end",)
            if rng.random() < 0.25:
                return "ask_text", _own_question(view, rng)
            return "ask", rng.choice(view["suggested"])["id"]
        if window == "turn":
            playable = _playable(view)
            if playable and view["playedThisTurn"] < C.MAX_CARDS_PER_TURN and rng.random() < 0.5:
                return "cards", [rng.choice(playable)]
            return ("continue",)
        if window == "objection":
            options = [c["key"] for c in view["objections"] if c["playable"]]
            if options and rng.random() < 0.3:
                return "object", rng.choice(options)
            return ("allow",)
        return ("allow",)
    return policy


DIRECT_OWN = (
    "In your own words, what did you see that day?",
    "Tell the jury what you did as {role}.",
    "What do you know about the {evidence}?",
    "How sure are you of the time it happened?",
    "Why do you remember it so well?",
    "What happened next?",
)
CROSS_OWN = (
    "Isn't it true that the {evidence} does not fit your account?",
    "You never mentioned that to the police, did you?",
    "How far away were you, exactly?",
    "You have a reason to want this outcome, don't you?",
    "So you did not actually see it happen?",
    "Did anyone talk to you about your testimony before today?",
)


def _own_question(view: dict, rng: random.Random) -> str:
    """A question of the player's own, from what they can see: the witness's role and the
    evidence in hand (a direct examination asks open questions, a cross leads and probes)."""
    witness = view.get("witness") or {}
    evidence = [c["name"] for c in view["hand"] if c["type"] == C.EVIDENCE] or ["evidence"]
    cross = (view.get("examination") or {}).get("type") == "cross"
    template = rng.choice(CROSS_OWN if cross else DIRECT_OWN)
    return template.format(role=witness.get("role") or "a witness", evidence=rng.choice(evidence).lower())


def _freetext(rng: random.Random) -> Policy:
    """Writes every question itself; plays evidence once a turn; objects on a real ground."""
    def policy(view: dict) -> tuple:
        window = view["window"]
        if window == "question":
            if (view.get("examination") or {}).get("asked", 0) >= 4:
                return ("end",)
            return "ask_text", _own_question(view, rng)
        if window == "objection":
            card = _grounded_objection(view)
            return ("object", card) if card else ("allow",)
        return _evidence(view)
    return policy


def _impeacher(rng: random.Random) -> Policy:
    """Two questions on direct; on cross the probing or leading question (every third one its
    own); cards only from turn 8, one a turn; grounded objections until the judge warns it."""
    def policy(view: dict) -> tuple:
        window = view["window"]
        exam = view.get("examination") or {}
        if window == "question":
            asked = exam.get("asked", 0)
            if exam.get("type") != "cross":
                return ("end",) if asked >= 2 else ("ask", view["suggested"][0]["id"])
            if asked % 3 == 2:
                return "ask_text", _own_question(view, rng)
            ranked = sorted(view["suggested"], key=lambda q: ("probing", "leading").index(q["kind"])
                            if q["kind"] in ("probing", "leading") else 2)
            return "ask", ranked[0]["id"]
        if window == "objection":
            card = _grounded_objection(view) if not view["judge"]["warnings"] else None
            return ("object", card) if card else ("allow",)
        if window == "turn":
            playable = _playable(view)
            return ("cards", playable[:1]) if playable and view["turn"] >= 8 and not view["playedThisTurn"] \
                else ("continue",)
        return ("allow",)
    return policy


STATELESS: dict[str, Policy] = {"ordinary": _ordinary, "evidence": _evidence, "passive": _passive,
                                "diligent": _diligent, "objector": _objector, "hasty": _hasty,
                                "aggressive": _aggressive}
SEEDED: dict[str, Callable[[random.Random], Policy]] = {"random": _random_mix, "freetext": _freetext}
STYLES = (*STATELESS, *SEEDED)
HELD_OUT: dict[str, Callable[[random.Random], Policy]] = {"impeacher": _impeacher}


def player_for(style: str, seed: int = 0) -> Policy:
    """The policy of a scripted player of `style`; a seeded style draws from its own generator
    (from `seed`), never the game's, so it does not change what the game draws."""
    if style in STATELESS:
        return STATELESS[style]
    if style in SEEDED or style in HELD_OUT:
        return {**SEEDED, **HELD_OUT}[style](random.Random(f"{style}:{seed}"))
    raise KeyError(f"no scripted player {style!r}; the players are {', '.join(STYLES)} (held out: "
                   f"{', '.join(HELD_OUT)})")
