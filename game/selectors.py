"""Reads, shaped for the player: only what their skills and purchases reveal.

Everything the browser or the API receives about jurors is built here through
`game.jury.visibility`; hidden persona fields (biases, triggers, grounds for cause)
and the case's truth are never put in these dictionaries.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404

from juryrigged import realtime

from game.jury.visibility import get_visible_juror_info, get_visible_seats, visible_candidate
from game.models import Case, Game, GameEvent, JurorState, PlayerProfile
from game.services import mind_of, persona_of

PUBLIC_CASE_FIELDS = ("slug", "title", "charge", "kind", "difficulty", "tier", "player_side", "budget", "synopsis")
FOR_CAUSE_REASONS = {
    "bias": "Bias or prejudice",
    "conflict_of_interest": "Conflict of interest",
    "relationship": "Relationship with a party or witness",
    "prior_knowledge": "Prior knowledge of the case",
    "hardship": "Undue hardship",
}


def game_for_player(*, user, game_id: int) -> Game:
    """The game if it is this user's (404 otherwise, never revealing others' games)."""
    return get_object_or_404(Game.objects.select_related("case"), pk=game_id, player=user)


def jury_reading(game: Game) -> int:
    level = PlayerProfile.objects.filter(user_id=game.player_id).values_list("jury_reading", flat=True).first()
    return level or 2


def case_public(case: Case) -> dict:
    data = {f: getattr(case, f) for f in PUBLIC_CASE_FIELDS}
    data["judge"] = {"name": case.judge.get("name", ""), "title": case.judge.get("title", "")}
    data["opposing_counsel"] = {k: case.opposing_counsel.get(k, "") for k in ("name", "style", "bio")}
    data["jurors_listed"] = case.personas.filter(game__isnull=True).count()
    return data


def jury_box(*, game: Game) -> dict:
    """The twelve seats as the player may read them (Jury Reading 1-5)."""
    level = jury_reading(game)
    visible = get_visible_seats(level, game.seed)
    seated = {s.seat: s for s in game.jurors.select_related("persona").filter(status=JurorState.Status.SEATED)}
    seats = []
    for seat in range(1, 13):
        state = seated.get(seat)
        if state is None:
            seats.append({"seat": seat, "empty": True, "expression": "neutral", "readable": False})
            continue
        info = get_visible_juror_info(mind_of(state), level, seat - 1, visible)
        seats.append({"seat": seat, "juror": state.persona_id, "name": state.persona.name,
                      "occupation": state.persona.occupation, "portrait": state.persona.portrait_set, **info})
    alternates = game.jurors.select_related("persona").filter(status=JurorState.Status.ALTERNATE)
    return {"level": level, "seats": seats,
            "alternates": [{"juror": a.persona_id, "name": a.persona.name, "order": a.alternate_order}
                           for a in alternates.order_by("alternate_order")]}


def _candidate(state: JurorState, level: int, consultant: bool, pending: set[int]) -> dict:
    info = visible_candidate(persona_of(state.persona), background=state.persona.background, level=level,
                             consultant=consultant)
    return {"juror": state.persona_id, "seat": state.seat, "alternate": state.alternate_order,
            "portrait": state.persona.portrait_set, "challenge_pending": state.persona_id in pending,
            "struck_by": state.struck_by, "strike_kind": state.strike_kind, **info}


def pending_challenges(game: Game) -> set[int]:
    events = GameEvent.objects.filter(game=game, kind="voir_dire.challenge", payload__status="pending")
    return {e.payload["juror"] for e in events}


def voir_dire_panel(*, game: Game) -> dict:
    """Seats, alternates, the waiting pool and the struck, each candidate showing only
    what the player's Jury Reading and a consultant reveal; strike counts; rulings."""
    level = jury_reading(game)
    pending = pending_challenges(game)
    states = list(game.jurors.select_related("persona").order_by("pool_order"))
    by_status = {status: [] for status in JurorState.Status.values}
    for state in states:
        by_status[state.status].append(_candidate(state, level, game.consultant_hired, pending))
    by_status[JurorState.Status.SEATED].sort(key=lambda c: c["seat"])
    by_status[JurorState.Status.ALTERNATE].sort(key=lambda c: c["alternate"])
    rulings = [{"summary": e.summary, "granted": e.payload.get("status") == "granted",
                "status": e.payload.get("status")}
               for e in GameEvent.objects.filter(game=game, kind="voir_dire.challenge").order_by("-id")[:8]]
    return {
        "level": level, "consultant": game.consultant_hired,
        "seated": by_status[JurorState.Status.SEATED], "alternates": by_status[JurorState.Status.ALTERNATE],
        "pool": by_status[JurorState.Status.POOL], "struck": by_status[JurorState.Status.STRUCK],
        "peremptory_player": game.peremptory_player, "peremptory_opponent": game.peremptory_opponent,
        "pending": sorted(pending), "rulings": rulings, "reasons": FOR_CAUSE_REASONS,
    }


def game_state(*, game: Game) -> dict:
    """The saved game as the API shows it to its player."""
    data = {"id": game.pk, "case": case_public(game.case), "phase": game.phase, "status": game.status,
            "outcome": game.outcome, "outcome_reason": game.outcome_reason, "turn": game.turn,
            "budget": game.budget, "credibility": game.credibility, "preparation": game.preparation,
            "consultant_hired": game.consultant_hired, "stream": game.stream,
            "last_seq": realtime.last_seq(game.stream)}
    if game.phase == Game.Phase.JURY_SELECTION:
        data["voir_dire"] = voir_dire_panel(game=game)
    else:
        data["jury_box"] = jury_box(game=game)
    if game.status != Game.Status.ACTIVE:
        data["verdict"] = {k: v for k, v in game.verdict.items() if k in ("type", "rounds", "tallies", "unanimous")}
    return data


def game_summary(*, game: Game) -> dict:
    """After the verdict: every juror who sat (or was removed) with their opinion over
    time and the memories that moved them. Opinions are revealed now; biases never."""
    jurors = game.jurors.select_related("persona").filter(
        status__in=[JurorState.Status.SEATED, JurorState.Status.REMOVED, JurorState.Status.ALTERNATE]
    )
    # The twelve by seat, then those removed during the trial, then the alternates.
    rank = {JurorState.Status.SEATED: 0, JurorState.Status.REMOVED: 1, JurorState.Status.ALTERNATE: 2}
    jurors = sorted(jurors, key=lambda s: (rank[s.status], s.seat or 0, s.pool_order))
    rows = []
    for state in jurors:
        memories = sorted(state.memories, key=lambda m: -abs(m.get("impact", 0)))[:5]
        rows.append({"juror": state.persona_id, "name": state.persona.name, "occupation": state.persona.occupation,
                     "seat": state.seat, "status": state.status, "removal_reason": state.removal_reason,
                     "final_opinion": round(state.opinion), "vote": "not guilty" if state.opinion > 0 else "guilty",
                     "history": state.opinion_history,
                     "memories": [{"turn": m["turn"], "phase": m["phase"], "description": m["description"],
                                   "impact": m["impact"], "emotional": m["emotional"]} for m in memories]})
    return {"game": game.pk, "case": game.case.title, "outcome": game.outcome, "reason": game.outcome_reason,
            "experience": game.experience_earned, "experience_lines": game.verdict.get("experience", []),
            "tallies": game.verdict.get("tallies", []), "jurors": rows}
