"""The trial as its player may see it: nothing hidden reaches the browser.

Never included: the judge persona's numbers beyond what research bought, witnesses'
secrets and lies (until exposed or confessed), the opponent's deck, the ruling cache.
"""

from __future__ import annotations

from django.conf import settings

from game.court import loading
from game.court.models import JudgeState, Trial
from game.judge.research import RESEARCH_PRICES, revealed_judge_info
from game.models import Game
from game.trial import cards as C
from game.trial import phases as P
from game.trial.errors import ActionError

CARD_WINDOWS = {"turn": C.WINDOW_TURN, "statement": C.WINDOW_STATEMENT, "objection": C.WINDOW_OBJECTION}
WAITING_TEXT = {
    "witness_answer": "The witness is answering…",
    "ruling": "The judge is considering the objection…",
    "opponent_statement": "Opposing counsel is addressing the jury…",
}


def trial_performance(*, game: Game) -> dict:
    """What the player achieved in the trial, for the experience award: objections
    sustained, opposing witnesses broken or (only) impeached, sanctions. Zeros without a trial."""
    trial = Trial.objects.filter(game=game).first()
    judge = JudgeState.objects.filter(game=game).first()
    if trial is None:
        return {"sustained": 0, "broken": 0, "impeached": 0, "sanctions": 0}
    state = trial.state
    opposing = [w for w in state.get("witnesses", []) if w.get("side") != state.get("player_side", "defense")]
    return {"sustained": state.get("player_objections", []).count("sustained"),
            "broken": sum(1 for w in opposing if w.get("broken")),
            "impeached": sum(1 for w in opposing if w.get("exposed") and not w.get("broken")),
            "sanctions": judge.sanctions_issued if judge else 0}


def trial_view(*, game: Game, trial: Trial | None = None, judge: JudgeState | None = None) -> dict:
    trial = trial or Trial.objects.get(game=game)
    judge = judge or JudgeState.objects.get(game=game)
    engine = loading.engine_of(game, trial, judge)
    state, persona = engine.state, engine.persona
    witness = state.current_witness
    return {
        "version": trial.version, "phase": state.phase, "phaseLabel": P.LABELS.get(state.phase, state.phase), "turn": state.turn,
        "cp": int(round(state.cp)), "pp": int(round(state.pp)), "budget": state.budget,
        "window": state.window, "waiting": WAITING_TEXT.get((state.pending or {}).get("kind", ""), ""),
        "outcome": state.outcome, "outcomeReason": state.outcome_reason,
        "judge": {
            **revealed_judge_info(persona, state.research_level),
            "expression": judge.expression, "patience": round(judge.patience_remaining),
            "warnings": judge.warnings_issued, "sanctions": judge.sanctions_issued,
            "gavelStyle": persona.gavel_style,
        },
        "witness": _witness(witness, state) if witness else None,
        "examination": {"type": state.exam.type, "examiner": state.exam.examiner,
                        "asked": state.exam.questions_asked, "max": state.exam.max_questions} if state.exam else None,
        "lastQuestion": {k: (state.last_question or {}).get(k, "") for k in ("text", "asker", "answer")}
        if state.last_question else None,
        "suggested": [{"id": q["id"], "text": q["text"], "kind": q["kind"]} for q in state.suggested]
        if state.window == "question" else [],
        "hand": [_card(engine, key, CARD_WINDOWS.get(state.window)) for key in state.hand],
        "objections": [_card(engine, card.key, C.WINDOW_OBJECTION) for card in C.STANDING_OBJECTIONS],
        "playedThisTurn": len(state.played_this_turn), "maxCardsPerTurn": C.MAX_CARDS_PER_TURN,
        "themes": state.themes if state.window == "statement" else [],
        "opponent": {"name": state.opponent.name, "style": state.opponent.style, "mood": state.opponent.mood,
                     "difficulty": state.opponent.difficulty},
        "pretrial": _pretrial(state) if state.phase == P.PRETRIAL else None,
        "recessesLeft": max(0, 2 - state.recesses_used),
        "rulingStats": {"judgeCalls": state.judge_calls, "cacheHits": state.cache_hits},
    }


def _witness(witness, state) -> dict:
    exposed = [lie.get("truth") or f"Contradicted: {lie['claim']}" for lie in witness.lies if lie["id"] in witness.exposed]
    return {"id": witness.id, "name": witness.name, "role": witness.role, "side": witness.side,
            "composure": round(witness.composure), "broken": witness.broken, "exposed": exposed,
            "confession": witness.secrets[0] if witness.broken and witness.secrets else ""}


def _card(engine, key: str, window: str) -> dict:
    card = engine.catalogue.get(key)
    data = {"key": key, "name": card.name, "type": card.type, "costCp": card.cost_cp, "costPp": card.cost_pp,
            "tags": list(card.tags), "description": card.description, "rule": card.rule}
    reason = ""
    if engine.state.pending:
        reason = "Wait for the court."
    elif engine.state.over:
        reason = "The case is over."
    else:
        try:
            engine.validate_cards([key], window)
        except ActionError as exc:
            reason = exc.message
    data["playable"], data["reason"] = not reason, reason
    return data


def _pretrial(state) -> dict:
    return {
        "researchLevel": state.research_level,
        "research": [{"level": level, "name": name, "price": price - RESEARCH_PRICES.get(state.research_level, 0),
                      "bought": state.research_level >= level}
                     for (level, price), name in zip(RESEARCH_PRICES.items(), ("Basic", "Detailed", "Thorough"))],
        "consultantPrice": settings.GAME_CONSULTANT_COST,  # what part one's service charges
        "consultantHired": state.consultant_hired,
        "investigations": [{"id": i["id"], "name": i["name"], "cost": i.get("cost", 0), "pp": i.get("pp", 0),
                            "done": i["id"] in state.investigations_done} for i in state.investigations],
    }


# The timeline shows these kinds; other rows (hidden numbers, undetected tampering) stay
# server-side. The jury's reactions show as their summary only, never their payload.
TIMELINE_PREFIXES = ("trial.", "game.", "phase.", "deliberation.", "jury.event", "verdict", "pretrial.", "voir_dire.")
JURY_EFFECT_KINDS = ("court_event", "court_event.reversed", "jury.recess")


def trial_timeline(*, game: Game) -> list[dict]:
    """Every event of the case in order, as the player may replay it (nothing hidden)."""
    from game.models import GameEvent

    rows = []
    for event in GameEvent.objects.filter(game=game).exclude(kind="trial.state").order_by("id"):
        if not (event.kind in JURY_EFFECT_KINDS or event.kind.startswith(TIMELINE_PREFIXES)):
            continue
        item = {"turn": event.turn, "phase": event.phase, "kind": event.kind, "summary": event.summary,
                "phaseLabel": P.LABELS.get(event.phase, event.phase)}
        if event.kind == "trial.line":
            item.update(speaker=event.payload.get("speaker", ""), role=event.payload.get("role", ""))
        rows.append(item)
    return rows
