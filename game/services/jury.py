"""The jury in court: court events reaching every juror, instructions to disregard,
recesses, and the jury events of a trial turn (illness, misconduct, tampering).

Each service locks the game's row for its transaction (`game_lock`). What the jury
does is published as `jury.reaction` with the jury box as the player may see it.
"""

from __future__ import annotations

from dataclasses import replace

from django.db import transaction

from juryrigged import realtime

from game.jury.events import apply_tampering, next_alternate, roll_trial_events
from game.jury.expression import calculate_expression, trigger_expression
from game.jury.opinion import clamp, disregard, update_engagement, update_juror_opinion
from game.jury.types import CourtEvent
from game.models import Game, JurorState
from game.rows import MIND_FIELDS, mind_of, persona_of, rng_keep, rng_of, store_mind
from game.selectors import jury_box
from game.services.games import game_declare_mistrial, game_event_record, game_lock


def listening_jurors(game: Game) -> list[JurorState]:
    """The seated jurors and the alternates: alternates hear the whole trial too."""
    return list(game.jurors.select_related("persona")
                .filter(status__in=[JurorState.Status.SEATED, JurorState.Status.ALTERNATE]).order_by("pool_order"))


@transaction.atomic
def court_event_apply(*, game: Game, event: CourtEvent, turn: int | None = None,
                      phase: str | None = None) -> dict[int, float]:
    """Every seated juror and alternate absorbs `event` through the opinion formula, each
    by their own persona; expressions, memories and histories are saved. The timeline row keeps
    `phase`, the phase it happened in if the court has moved on since (the summary's key
    moments say when the jury was moved).

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
                      {"event": event.as_dict(), "deltas": {str(k): v for k, v in deltas.items()},
                       **({"phase": phase} if phase and phase != game.phase else {})})
    return deltas


def _publish_reaction(game: Game, kind: str, summary: str, stored: dict) -> None:
    box = jury_box(game=game)
    game_event_record(game=game, kind=kind, summary=summary, payload=stored, publish=False)
    realtime.publish(game.stream, "jury.reaction", {"summary": summary, "turn": game.turn, "seats": box["seats"]})


@transaction.atomic
def court_event_reverse(*, game: Game, deltas: dict, fraction: float = 0.5, reason: str = "",
                        description: str = "") -> None:
    """Undo `fraction` of an earlier shift (the jury is told to disregard something); the
    memory of that event (`description`) is marked, so no juror argues from it in
    deliberation and the final instructions' reminder can discount the rest."""
    game = game_lock(game.pk)
    jurors = [s for s in listening_jurors(game) if s.persona_id in {int(k) for k in deltas}]
    for state in jurors:
        shift = float(deltas.get(state.persona_id, deltas.get(str(state.persona_id), 0)))
        mind = disregard(mind_of(state), shift, fraction=fraction, description=description)
        state.opinion, state.memories = mind.opinion, mind.memories
        state.opinion_history = [*state.opinion_history, {"turn": game.turn, "opinion": round(state.opinion, 2)}]
    JurorState.objects.bulk_update(jurors, ["opinion", "memories", "opinion_history"])
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
                      payload={"removed": state.persona_id,
                               "replacement": replacement.persona_id if replacement else None},
                      public={"seat": seat, "removed": state.persona.name,
                              "replacement": replacement.persona.name if replacement else None})
    return replacement
