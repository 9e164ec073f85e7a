"""The game's writers: starting a game, its timeline, court events reaching the jury,
jury events during the trial, and the end of a game.

Every service that changes a game locks its row (`select_for_update`) for the length
of its transaction, so two requests of the same player cannot interleave draws from
the game's generator or double-spend a strike. Voir dire lives in `game.voir_dire`,
deliberation in `game.jury_room`.
"""

from __future__ import annotations

import secrets
from dataclasses import replace

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from juryrigged import realtime
from juryrigged.core.errors import ApiError

from game.experience import TrialPerformance, experience_award, experience_total
from game.jury import rng as game_rng
from game.jury.events import apply_tampering, next_alternate, roll_trial_events
from game.jury.expression import calculate_expression, trigger_expression
from game.jury.opinion import clamp, update_engagement, update_juror_opinion
from game.jury.pool import generate_pool
from game.jury.realism import initial_mind
from game.jury.types import CourtEvent, JurorMind, Persona
from game.models import Case, Game, GameEvent, JurorPersona, JurorState, PlayerProfile

SEATS = 12
TRIAL_PHASES = (Game.Phase.OPENING, Game.Phase.PROSECUTION_CASE, Game.Phase.DEFENSE_CASE, Game.Phase.CLOSING,
                Game.Phase.JURY_INSTRUCTIONS)
PERSONA_FIELDS = tuple(Persona.__dataclass_fields__)


# --- conversions between rows and the pure rules' dataclasses -------------------------

# The pure rules know a juror by the persona's key, never by a database id: they sort
# and draw over keys, and a game must replay identically on any database.

def persona_of(row: JurorPersona) -> Persona:
    values = {f: getattr(row, f) for f in PERSONA_FIELDS}
    values["triggers"] = tuple(row.triggers or ())
    return Persona(**values)


def mind_of(state: JurorState) -> JurorMind:
    return JurorMind(state.persona.key, opinion=state.opinion, confidence=state.confidence,
                     engagement=state.engagement, expression=state.expression, memories=list(state.memories),
                     opinion_history=list(state.opinion_history))


def store_mind(state: JurorState, mind: JurorMind) -> None:
    state.opinion, state.confidence, state.engagement = mind.opinion, mind.confidence, mind.engagement
    state.expression, state.memories, state.opinion_history = mind.expression, mind.memories, mind.opinion_history


MIND_FIELDS = ["opinion", "confidence", "engagement", "expression", "memories", "opinion_history"]


# --- the game row, its generator and its timeline --------------------------------------

def profile_get(*, user) -> PlayerProfile:
    """The player's profile, created with default skills on first use."""
    profile, _ = PlayerProfile.objects.get_or_create(user=user)
    return profile


def game_lock(game_id: int) -> Game:
    return Game.objects.select_for_update().get(pk=game_id)


def rng_of(game: Game):
    return game_rng.restore(game.rng_state, game.seed)


def rng_keep(game: Game, rng) -> None:
    """Store the generator's state on the row; the caller saves `rng_state`."""
    game.rng_state = game_rng.dump(rng)


def game_event_record(*, game: Game, kind: str, summary: str = "", payload: dict | None = None,
                      public: dict | None = None, publish: bool = True) -> GameEvent:
    """Append to the timeline and (unless `publish` is false) to the game's stream.

    `payload` is stored only (it may hold hidden numbers); `public` is what the
    player's page receives, with the summary added.
    """
    event = GameEvent.objects.create(game=game, turn=game.turn, phase=game.phase, kind=kind,
                                     summary=summary[:500], payload=payload or {})
    if publish:
        realtime.publish(game.stream, kind, {"summary": summary, "turn": game.turn, "phase": game.phase,
                                             **(public or {})})
    return event


@transaction.atomic
def game_start(*, user, case: Case, seed: int | None = None) -> Game:
    """A new saved game of `case` in pre-trial, with its panel seated in pool order and
    its trial (part two's rows) created.

    The case's listed jurors form the pool; a case without any gets a pool generated
    from its archetypes by the game's own seeded generator. The seed is `seed`, else the
    GAME_SEED setting, else a fresh random one.
    """
    if not case.is_published and not user.is_staff:
        raise ApiError(404, "CASE_NOT_FOUND", "No such case.")
    profile = profile_get(user=user)
    seed = seed if seed is not None else settings.GAME_SEED if settings.GAME_SEED is not None else secrets.randbits(48)
    rng = game_rng.fresh(seed)
    game = Game.objects.create(
        player=user, case=case, seed=seed, player_side=case.player_side, budget=case.budget,
        credibility=50 + 5 * (profile.presentation - 1), preparation=20,
        peremptory_player=case.peremptory_strikes, peremptory_opponent=case.peremptory_strikes,
    )
    personas = list(case.personas.filter(game__isnull=True).order_by("pool_order", "pk"))
    if not personas:
        personas = _generate_personas(game, rng)
    states = []
    for order, persona in enumerate(personas):
        state = JurorState(game=game, persona=persona, pool_order=order)
        store_mind(state, initial_mind(persona_of(persona)))
        if order < SEATS:
            state.status, state.seat = JurorState.Status.SEATED, order + 1
        elif order < SEATS + case.alternates:
            state.status, state.alternate_order = JurorState.Status.ALTERNATE, order - SEATS + 1
        states.append(state)
    JurorState.objects.bulk_create(states)
    rng_keep(game, rng)
    game.save(update_fields=["rng_state"])
    game_event_record(game=game, kind="game.started", summary=f"{case.title}: a new game begins.")
    from game.court.loading import trial_create  # part two's trial and judge rows, dealt from the seed

    trial_create(game)  # here, so that reading the courtroom never has to create them
    return game


def _generate_personas(game: Game, rng) -> list[JurorPersona]:
    fields = {f.name for f in JurorPersona._meta.get_fields()}
    pool = generate_pool(rng, size=game.case.pool_size, archetypes=game.case.pool_archetypes, key_prefix=f"g{game.pk}")
    rows = [JurorPersona(case=game.case, game=game, pool_order=i, **{k: v for k, v in p.items() if k in fields})
            for i, p in enumerate(pool)]
    return JurorPersona.objects.bulk_create(rows)


def require_phase(game: Game, *phases: str) -> None:
    if game.status != Game.Status.ACTIVE:
        raise ApiError(409, "GAME_OVER", "This game is over.")
    if game.phase not in phases:
        raise ApiError(409, "WRONG_PHASE", f"Not possible during {game.get_phase_display().lower()}.",
                       phase=game.phase)


@transaction.atomic
def game_hire_consultant(*, game: Game) -> Game:
    """Pay for a jury consultant (pre-trial or jury selection): personality traits show."""
    game = game_lock(game.pk)
    require_phase(game, Game.Phase.PRE_TRIAL, Game.Phase.JURY_SELECTION)
    if game.consultant_hired:
        raise ApiError(409, "ALREADY_HIRED", "A jury consultant is already on the team.")
    if game.budget < settings.GAME_CONSULTANT_COST:
        raise ApiError(409, "OVER_BUDGET", f"A jury consultant costs ${settings.GAME_CONSULTANT_COST:,}; "
                                           f"you have ${game.budget:,}.")
    game.budget -= settings.GAME_CONSULTANT_COST
    game.consultant_hired = True
    game.save(update_fields=["budget", "consultant_hired", "updated_at"])
    game_event_record(game=game, kind="pretrial.consultant", summary="You hired a jury consultant.",
                      public={"budget": game.budget})
    return game


@transaction.atomic
def game_begin_jury_selection(*, game: Game) -> Game:
    """Leave pre-trial for voir dire."""
    game = game_lock(game.pk)
    require_phase(game, Game.Phase.PRE_TRIAL)
    game.phase = Game.Phase.JURY_SELECTION
    game.save(update_fields=["phase", "updated_at"])
    game_event_record(game=game, kind="phase.changed", summary="Jury selection begins.",
                      public={"phase": game.phase})
    return game


# --- court events reach the jury -------------------------------------------------------

def listening_jurors(game: Game) -> list[JurorState]:
    """The seated jurors and the alternates: alternates hear the whole trial too."""
    return list(game.jurors.select_related("persona")
                .filter(status__in=[JurorState.Status.SEATED, JurorState.Status.ALTERNATE]).order_by("pool_order"))


@transaction.atomic
def court_event_apply(*, game: Game, event: CourtEvent, turn: int | None = None) -> dict[int, float]:
    """Every seated juror and alternate absorbs `event` through the opinion formula, each
    by their own persona; expressions, memories and histories are saved.

    Returns {persona id: signed opinion change} (keep it to reverse it later). Publishes
    `jury.reaction` with the jury box as the player may see it, nothing hidden.
    """
    game = game_lock(game.pk)
    turn = game.turn if turn is None else turn
    deltas: dict[int, float] = {}
    jurors = listening_jurors(game)
    for state in jurors:
        persona = persona_of(state.persona)
        before = state.opinion
        update = update_juror_opinion(mind_of(state), persona, event, turn=turn, phase=game.phase)
        mind = update_engagement(update.juror, persona, event)
        mind = replace(mind, expression=trigger_expression(persona, update.triggered)
                       or calculate_expression(mind, persona))
        store_mind(state, mind)
        deltas[state.persona_id] = round(mind.opinion - before, 2)
    JurorState.objects.bulk_update(jurors, MIND_FIELDS)
    _publish_reaction(game, "court_event", event.description,
                      {"event": event.as_dict(), "deltas": {str(k): v for k, v in deltas.items()}})
    return deltas


def _publish_reaction(game: Game, kind: str, summary: str, stored: dict) -> None:
    from game.selectors import jury_box

    box = jury_box(game=game)
    game_event_record(game=game, kind=kind, summary=summary, payload=stored, publish=False)
    realtime.publish(game.stream, "jury.reaction", {"summary": summary, "turn": game.turn, "seats": box["seats"]})


@transaction.atomic
def court_event_reverse(*, game: Game, deltas: dict, fraction: float = 0.5, reason: str = "") -> None:
    """Undo `fraction` of an earlier shift (the jury is told to disregard something)."""
    game = game_lock(game.pk)
    jurors = [s for s in listening_jurors(game) if s.persona_id in {int(k) for k in deltas}]
    for state in jurors:
        back = -float(deltas.get(state.persona_id, deltas.get(str(state.persona_id), 0))) * fraction
        state.opinion = clamp(state.opinion + back, -100.0, 100.0)
        state.opinion_history = [*state.opinion_history, {"turn": game.turn, "opinion": round(state.opinion, 2)}]
    JurorState.objects.bulk_update(jurors, ["opinion", "opinion_history"])
    _publish_reaction(game, "court_event.reversed", reason or "The jury is instructed to disregard.",
                      {"fraction": fraction})


@transaction.atomic
def jury_recess(*, game: Game, restore: float = 20.0) -> None:
    """A recess: every listening juror's engagement rises by `restore` (up to 100)."""
    game = game_lock(game.pk)
    jurors = listening_jurors(game)
    for state in jurors:
        state.engagement = clamp(state.engagement + restore, 0.0, 100.0)
        state.expression = calculate_expression(mind_of(state), persona_of(state.persona))
    JurorState.objects.bulk_update(jurors, ["engagement", "expression"])
    _publish_reaction(game, "jury.recess", "The court takes a short recess.", {"restore": restore})


# --- jury events during the trial ------------------------------------------------------

EVENT_TEXT = {
    "illness": "{name} has fallen ill and is excused.",
    "misconduct": "{name} was caught researching the case online; the judge dismisses them.",
    "tampering": "Someone approached {name} about the case; the juror is dismissed.",
}


@transaction.atomic
def jury_events_roll(*, game: Game) -> list[dict]:
    """Roll this trial turn's jury events from the game's generator and apply them.

    Illness and misconduct remove a seated juror; the first alternate takes the seat.
    Detected tampering dismisses the juror and may end in a mistrial; undetected
    tampering silently shifts the juror's opinion. No alternate left: a mistrial.
    """
    game = game_lock(game.pk)
    if game.status != Game.Status.ACTIVE:
        return []
    seated = {s.persona.key: s for s in game.jurors.select_related("persona").filter(status=JurorState.Status.SEATED)}
    rng = rng_of(game)
    events = roll_trial_events(list(seated), turn=game.turn, rng=rng)
    rng_keep(game, rng)
    game.save(update_fields=["rng_state"])
    happened = []
    for event in events:
        state = seated[event.juror]
        if event.type == "tampering" and not event.detected:
            state.opinion = apply_tampering(mind_of(state), event).opinion
            state.save(update_fields=["opinion"])
            game_event_record(game=game, kind="jury.tampering_undetected", publish=False,
                              payload={"juror": state.persona_id, "shift": round(event.shift, 2)})
            continue
        summary = EVENT_TEXT[event.type].format(name=state.persona.name)
        replacement = juror_remove(game=game, state=state, reason=summary)
        happened.append({"type": event.type, "juror": state.persona.name,
                         "replacement": replacement.persona.name if replacement else None})
        if replacement is None:
            game_declare_mistrial(game=game, reason="A juror was lost and no alternate remains.")
            break
        if event.mistrial:
            game_declare_mistrial(game=game, reason="Jury tampering was detected; the judge declares a mistrial.")
            break
    return happened


def juror_remove(*, game: Game, state: JurorState, reason: str) -> JurorState | None:
    """Remove a seated juror; the next alternate (lowest order) takes the seat."""
    seat = state.seat
    state.status, state.seat, state.removal_reason = JurorState.Status.REMOVED, None, reason[:300]
    state.save(update_fields=["status", "seat", "removal_reason"])
    alternates = list(game.jurors.select_related("persona").filter(status=JurorState.Status.ALTERNATE))
    key = next_alternate([(a.alternate_order or 0, a.persona.key) for a in alternates])
    replacement = next((a for a in alternates if a.persona.key == key), None)
    if replacement:
        replacement.status, replacement.seat, replacement.alternate_order = JurorState.Status.SEATED, seat, None
        replacement.save(update_fields=["status", "seat", "alternate_order"])
    summary = reason + (f" Alternate {replacement.persona.name} takes seat {seat}." if replacement else "")
    game_event_record(game=game, kind="jury.event", summary=summary,
                      payload={"removed": state.persona_id, "replacement": replacement.persona_id if replacement else None},
                      public={"seat": seat, "removed": state.persona.name,
                              "replacement": replacement.persona.name if replacement else None})
    return replacement


# --- the end of a game -----------------------------------------------------------------

@transaction.atomic
def game_declare_mistrial(*, game: Game, reason: str) -> Game:
    return game_finish(game=game, outcome=Game.Outcome.MISTRIAL, reason=reason)


def player_won(game: Game, outcome: str) -> bool:
    if game.player_side == Case.Side.DEFENSE:
        return outcome == Game.Outcome.NOT_GUILTY
    return outcome == Game.Outcome.GUILTY


@transaction.atomic
def game_finish(*, game: Game, outcome: str, reason: str = "") -> Game:
    """End the game with `outcome` (once: a finished game is left as it is), award
    experience (the verdict and the trial performance, itemised in `verdict["experience"]`),
    and publish the terminal `game.finished` event."""
    game = game_lock(game.pk)
    if game.status != Game.Status.ACTIVE:
        return game
    won = player_won(game, outcome)
    result = "win" if won else outcome if outcome in ("hung", "mistrial") else "loss"
    lines = experience_award(result=result, difficulty=game.case.difficulty, performance=_trial_performance(game))
    earned = experience_total(lines)
    game.status, game.outcome, game.outcome_reason = Game.Status.FINISHED, outcome, reason[:300]
    game.phase, game.finished_at, game.next_step_at = Game.Phase.VERDICT, timezone.now(), None
    game.experience_earned = earned
    game.verdict = {**(game.verdict or {}), "experience": lines}
    game.save(update_fields=["status", "outcome", "outcome_reason", "phase", "finished_at", "next_step_at",
                             "experience_earned", "verdict", "updated_at"])
    profile = profile_get(user=game.player)
    PlayerProfile.objects.filter(pk=profile.pk).update(
        experience=profile.experience + earned, cases_played=profile.cases_played + 1,
        cases_won=profile.cases_won + (1 if won else 0))
    label = {"guilty": "Guilty", "not_guilty": "Not guilty", "hung": "Hung jury", "mistrial": "Mistrial",
             "contempt": "Held in contempt"}.get(outcome, outcome)
    game_event_record(game=game, kind="game.finished", summary=f"{label}. {reason}".strip(),
                      public={"outcome": outcome, "won": won, "experience": earned})
    return game


def _trial_performance(game: Game) -> TrialPerformance:
    from game.court.selectors import trial_performance  # part two's trial record

    return TrialPerformance(**trial_performance(game=game))


@transaction.atomic
def game_fail(*, game: Game, reason: str) -> None:
    """Mark a game that background work could not finish as failed, with the reason."""
    game = game_lock(game.pk)
    if game.status != Game.Status.ACTIVE:
        return
    game.status, game.outcome_reason, game.next_step_at = Game.Status.FAILED, reason[:300], None
    game.save(update_fields=["status", "outcome_reason", "next_step_at", "updated_at"])
    game_event_record(game=game, kind="game.failed", summary=reason)
