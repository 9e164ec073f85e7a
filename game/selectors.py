"""Reads, shaped for the player: only what their skills and purchases reveal. Never writes.

Everything the browser or the API receives about jurors is built here through
`game.jury.visibility`; hidden persona fields (biases, triggers, grounds for cause)
and the case's truth are never put in these dictionaries. Of the trial, never included:
the judge persona's numbers beyond what research bought, witnesses' secrets and lies
(until exposed or confessed), the opponent's deck, the ruling cache.
"""

from __future__ import annotations

from django.conf import settings
from django.shortcuts import get_object_or_404

from juryrigged import llm, realtime
from juryrigged.realtime.models import StreamEvent

from game import phases as P
from game.case_kinds import case_kind
from game.errors import ActionError
from game.judge.patience import PET_PEEVE_COST
from game.judge.research import RESEARCH_PRICES, revealed_judge_info
from game.jury.moments import key_moments, moment_of
from game.jury.questioning import QUESTIONS_PER_VOIR_DIRE, questions
from game.jury.types import vote_of
from game.jury.visibility import get_visible_juror_info, get_visible_seats, short_names, visible_candidate
from game.models import Case, Game, GameEvent, JudgeState, JurorState, PlayerProfile, Trial
from game.rows import engine_of, mind_of, opposing_counsel_of, persona_of
from game.trial import cards as C
from game.trial import casedata

PUBLIC_CASE_FIELDS = ("slug", "title", "charge", "kind", "difficulty", "tier", "player_side", "budget", "synopsis")
FOR_CAUSE_REASONS = {
    "bias": "Bias or prejudice",
    "conflict_of_interest": "Conflict of interest",
    "relationship": "Relationship with a party or witness",
    "prior_knowledge": "Prior knowledge of the case",
    "hardship": "Undue hardship",
}


def access_game(*, user, game_id: int) -> Game:
    """The game if it is this user's (404 otherwise, never revealing others' games)."""
    return get_object_or_404(Game.objects.select_related("case"), pk=game_id, player=user)


def can_access_game_stream(user, stream: str) -> bool:
    """game.<id> streams are readable by the game's player only."""
    if not getattr(user, "is_authenticated", False):
        return False
    game_id = stream.split(".", 1)[1]
    return game_id.isdigit() and Game.objects.filter(pk=int(game_id), player_id=user.pk).exists()


def jury_reading(game: Game) -> int:
    level = PlayerProfile.objects.filter(user_id=game.player_id).values_list("jury_reading", flat=True).first()
    return level or 2


def case_sides(case: Case) -> list[dict]:
    """The two sides a player may take, the case's own first: the side, its name in court
    (a civil case's prosecution is the plaintiff) and the counsel who would oppose them."""
    sides = [case.player_side, P.other_side(case.player_side)]
    result = []
    for side in sides:
        counsel = casedata.opponent_counsel(slug=case.slug, kind=case.kind, difficulty=case.difficulty,
                                            player_side=side, case_side=case.player_side,
                                            opposing_counsel=case.opposing_counsel, mirror_counsel=case.mirror_counsel)
        result.append({"side": side, "label": case_kind(case.kind).side_name(side), "default": side == case.player_side,
                       "opposing_counsel": {k: counsel.get(k, "") for k in ("name", "style", "bio")}})
    return result


def opposing_counsel(game: Game) -> dict:
    """The lawyer opposing the player in this game ({name, style, difficulty, bio})."""
    return opposing_counsel_of(game)


def case_public(case: Case) -> dict:
    data = {f: getattr(case, f) for f in PUBLIC_CASE_FIELDS}
    data["judge"] = {"name": case.judge.get("name", ""), "title": case.judge.get("title", "")}
    data["opposing_counsel"] = {k: case.opposing_counsel.get(k, "") for k in ("name", "style", "bio")}
    data["sides"] = case_sides(case)
    data["jurors_listed"] = case.personas.filter(game__isnull=True).count()
    data["words"] = case_kind(case.kind).as_words()
    return data


def jury_box(*, game: Game) -> dict:
    """The twelve seats as the player may read them (Jury Reading 1-5)."""
    level = jury_reading(game)
    visible = get_visible_seats(level, game.seed)
    states = list(game.jurors.select_related("persona").filter(
        status__in=[JurorState.Status.SEATED, JurorState.Status.ALTERNATE, JurorState.Status.REMOVED]))
    seated = {s.seat: s for s in states if s.status == JurorState.Status.SEATED}
    short = short_names([s.persona.name for s in states])
    seats = []
    for seat in range(1, 13):
        state = seated.get(seat)
        if state is None:
            seats.append({"seat": seat, "empty": True, "expression": "neutral", "readable": False})
            continue
        info = get_visible_juror_info(mind_of(state), level, seat - 1, visible)
        seats.append({"seat": seat, "juror": state.persona_id, "name": state.persona.name,
                      "short": short[state.persona.name], "occupation": state.persona.occupation,
                      "portrait": state.persona.portrait_set, **info})
    alternates = sorted((s for s in states if s.status == JurorState.Status.ALTERNATE),
                        key=lambda a: (a.alternate_order or 0, a.pool_order))
    return {"level": level, "seats": seats,
            "alternates": [{"juror": a.persona_id, "name": a.persona.name, "short": short[a.persona.name],
                            "order": a.alternate_order} for a in alternates]}


def _candidate(state: JurorState, level: int, consultant: bool, pending: set[int], accuser: str) -> dict:
    info = visible_candidate(persona_of(state.persona), background=state.persona.background, level=level,
                             consultant=consultant, accuser=accuser)
    return {"juror": state.persona_id, "seat": state.seat, "alternate": state.alternate_order,
            "portrait": state.persona.portrait_set, "challenge_pending": state.persona_id in pending,
            "struck_by": state.struck_by, "strike_kind": state.strike_kind, **info}


def pending_challenges(game: Game) -> set[int]:
    events = GameEvent.objects.filter(game=game, kind="voir_dire.challenge", payload__status="pending")
    return {e.payload["juror"] for e in events}


ANSWER_KIND = "voir_dire.answer"


def answers_by_juror(game: Game) -> dict[int, list[dict]]:
    """What each candidate has answered in voir dire questioning: {juror id: [{question, asked, answer}]}."""
    found: dict[int, list[dict]] = {}
    for payload in GameEvent.objects.filter(game=game, kind=ANSWER_KIND).order_by("id").values_list("payload",
                                                                                                      flat=True):
        found.setdefault(payload["juror"], []).append({**{k: payload[k] for k in ("question", "asked", "answer")},
                                                       "noted": payload.get("noted", "")})
    return found


def voir_dire_panel(*, game: Game) -> dict:
    """Seats, alternates, the waiting pool and the struck, each candidate showing only
    what the player's Jury Reading and a consultant reveal; strike counts; rulings."""
    level = jury_reading(game)
    pending = pending_challenges(game)
    states = list(game.jurors.select_related("persona").order_by("pool_order"))
    by_status = {status: [] for status in JurorState.Status.values}
    words = case_kind(game.case.kind)
    accuser = words.accuser
    offered = [{"key": q.key, "text": q.text} for q in questions(accuser=accuser, civil=words.kind == "civil")]
    answers = answers_by_juror(game)
    for state in states:
        candidate = _candidate(state, level, game.consultant_hired, pending, accuser)
        candidate["answers"] = answers.get(state.persona_id, [])
        candidate["unasked"] = [q for q in offered if q["key"] not in {a["question"] for a in candidate["answers"]}]
        by_status[state.status].append(candidate)
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
        "questions_left": max(0, QUESTIONS_PER_VOIR_DIRE - sum(len(a) for a in answers.values())),
    }


def game_state(*, game: Game) -> dict:
    """The saved game as the API shows it to its player."""
    data = {"id": game.pk, "case": case_public(game.case), "player_side": game.player_side,
            "player_side_label": case_kind(game.case.kind).side_name(game.player_side),
            "opposing_counsel": {k: v for k, v in opposing_counsel_of(game).items() if k in ("name", "style", "bio")},
            "phase": game.phase, "status": game.status,
            "outcome": game.outcome, "outcome_reason": game.outcome_reason, "turn": game.turn,
            "budget": game.budget, "credibility": game.credibility, "preparation": game.preparation,
            "consultant_hired": game.consultant_hired, "stream": game.stream,
            "last_seq": realtime.last_seq(game.stream), "model_usage": game_model_usage(game=game).as_json()}
    if game.phase == Game.Phase.VOIR_DIRE:
        data["voir_dire"] = voir_dire_panel(game=game)
    else:
        data["jury_box"] = jury_box(game=game)
    if game.status != Game.Status.ACTIVE:
        data["verdict"] = {k: v for k, v in game.verdict.items() if k in ("type", "rounds", "tallies", "unanimous")}
    return data


def game_model_usage(*, game: Game) -> llm.Usage:
    """The game's model calls, tokens and cost (every call of a game is recorded under `game.game:<id>`)."""
    return llm.usage_for(f"game.game:{game.pk}")


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
    kind = case_kind(game.case.kind)
    for state in jurors:
        vote = vote_of(state.opinion, kind.standard_key)
        memories = sorted(state.memories, key=lambda m: -abs(m.get("impact", 0)))[:5]
        rows.append({"juror": state.persona_id, "name": state.persona.name, "occupation": state.persona.occupation,
                     "seat": state.seat, "status": state.status, "removal_reason": state.removal_reason,
                     "final_opinion": round(state.opinion), "vote": kind.vote_word(vote),
                     "history": state.opinion_history,
                     "memories": [{"turn": m["turn"], "phase": m["phase"], "description": m["description"],
                                   "impact": m["impact"], "emotional": m["emotional"]} for m in memories]})
    deciders = {str(s.persona_id) for s in jurors if s.status == JurorState.Status.SEATED}
    rows_of_events = GameEvent.objects.filter(game=game, kind="court_event").order_by("id").values_list(
        "id", "turn", "phase", "payload")
    moments = key_moments([moment_of(*row) for row in rows_of_events], jurors=deciders,
                          player_side=game.player_side)
    for moment in moments:
        moment["phase_label"] = kind.phase_label(moment["phase"])
    return {"game": game.pk, "case": game.case.title, "outcome": game.outcome, "reason": game.outcome_reason,
            "experience": game.experience_earned, "experience_lines": game.verdict.get("experience", []),
            "tallies": game.verdict.get("tallies", []), "jurors": rows, "key_moments": moments,
            "model_usage": game_model_usage(game=game).describe()}


# --- the trial -------------------------------------------------------------------------

CARD_WINDOWS = {"turn": C.WINDOW_TURN, "statement": C.WINDOW_STATEMENT, "objection": C.WINDOW_OBJECTION}
WAITING_TEXT = {
    "witness_answer": "The witness is answering…",
    "ruling": "The judge is considering the objection…",
    "opponent_statement": "Opposing counsel is addressing the jury…",
    "intervention": "The judge is speaking…",
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
    """The courtroom as its player may see it: the engine's state, the judge as research
    revealed them, the witness, the hand with why each card can or cannot be played."""
    if trial is None:  # read the game row with it: its phase is the trial's phase
        trial = Trial.objects.select_related("game__case").get(game=game)
        game = trial.game
    judge = judge or JudgeState.objects.get(game=game)
    engine = engine_of(game, trial, judge)
    state, persona = engine.state, engine.persona
    witness = state.current_witness
    kind = case_kind(state.case_type)
    return {
        "version": trial.version, "phase": state.phase, "phaseLabel": kind.phase_label(state.phase),
        "words": kind.as_words(),
        "turn": state.turn, "playerSide": state.player_side,
        "playerSideLabel": kind.side_name(state.player_side),
        "opponentSideLabel": kind.side_name(engine.opponent_side), "opponentName": state.opponent.name,
        "cp": int(round(state.cp)), "pp": int(round(state.pp)), "budget": state.budget,
        "window": state.window, "waiting": WAITING_TEXT.get((state.pending or {}).get("kind", ""), ""),
        "outcome": state.outcome, "outcomeReason": state.outcome_reason,
        "judge": {
            **revealed_judge_info(persona, state.research_level),
            "expression": judge.expression, "patience": round(judge.patience_remaining),
            "warnings": judge.warnings_issued, "sanctions": judge.sanctions_issued,
            "gavelStyle": persona.gavel_style,
        },
        "witness": _witness(witness, state, kind) if witness else None,
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
        "pretrial": _pretrial(state) if state.phase == P.PRE_TRIAL else None,
        "recessesLeft": max(0, 2 - state.recesses_used),
        "rulingStats": {"judgeCalls": state.judge_calls, "cacheHits": state.cache_hits},
    }


def _witness(witness, state, kind) -> dict:
    exposed = [lie.get("truth") or f"Contradicted: {lie['claim']}"
               for lie in witness.lies if lie["id"] in witness.exposed]
    return {"id": witness.id, "name": witness.name, "role": witness.role, "side": witness.side,
            "sideName": kind.side_name(witness.side),
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
    # Warned before it is played: a card that would hit a pet peeve the player knows of.
    peeves = [b.replace("_", " ") for b in card.behaviours if b in engine.known_peeves()]
    data["peeveWarning"] = (f"The judge will not have {', '.join(peeves)}: about {PET_PEEVE_COST} patience "
                            f"(now {round(engine.state.judge.patience_remaining)})") if peeves else ""
    return data


def _pretrial(state) -> dict:
    return {
        "researchLevel": state.research_level,
        "research": [{"level": level, "name": name, "price": price - RESEARCH_PRICES.get(state.research_level, 0),
                      "bought": state.research_level >= level}
                     for (level, price), name in zip(RESEARCH_PRICES.items(), ("Basic", "Detailed", "Thorough"),
                                                     strict=False)],
        "consultantPrice": settings.GAME_CONSULTANT_COST,  # what `game_hire_consultant` charges
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
    rows = []
    kind = case_kind(game.case.kind)
    for event in GameEvent.objects.filter(game=game).exclude(kind="trial.state").order_by("id"):
        if not (event.kind in JURY_EFFECT_KINDS or event.kind.startswith(TIMELINE_PREFIXES)):
            continue
        item = {"turn": event.turn, "phase": event.phase, "kind": event.kind, "summary": event.summary,
                "phaseLabel": kind.phase_label(event.phase)}
        if event.kind == "trial.line":
            item.update(speaker=event.payload.get("speaker", ""), role=event.payload.get("role", ""))
        rows.append(item)
    return rows


def courtroom_payload(game: Game, *, after: int | None = None) -> dict:
    """The courtroom as the player may see it: the trial, the jury box, the stream position.

    The stream position is read first (or given as `after`), then the state: an event stored
    in between is then replayed to the page (the trial's version drops what it already shows),
    never skipped. Read the other way round, a page could show a judge still speaking whose
    words had already been streamed, and wait for them for ever."""
    after = realtime.last_seq(game.stream) if after is None else after
    return {"game": game.pk, "status": game.status, "outcome": game.outcome, "phase": game.phase,
            "trial": trial_view(game=game), "juryBox": jury_box(game=game),
            "stream": game.stream, "lastSeq": after}


TRANSCRIPT_TAIL = 80


def court_transcript(game: Game, *, upto: int) -> list[dict]:
    """The last lines spoken in court up to stream seq `upto`, oldest first (the courtroom page
    starts from them and the stream follows after `upto`, so no line is shown twice or missed)."""
    lines = list(StreamEvent.objects.filter(stream=game.stream, type="trial.line", seq__lte=upto)
                 .order_by("-seq")[:TRANSCRIPT_TAIL])
    return [{"speaker": e.payload.get("speaker", ""), "role": e.payload.get("role", ""),
             "text": e.payload.get("text", e.payload.get("summary", "")), "turn": e.payload.get("turn"),
             "tone": e.payload.get("tone", "")}
            for e in reversed(lines)]
