"""Deliberation: rounds run as Celery steps and stream to the player's page.

When the jury goes out it hears the judge's instructions (`jury.instructions`: the burden of
proof, disregard reminders, counsel is not evidence move the seated jurors' opinions). A
step claims its round with a conditional update (a duplicate step does nothing), computes
the round with the pure rules under the game's lock (ballot, speakers and what each will
argue, persuasion, events — all from the game's generator), commits, and only then asks the
model for the speakers' words, written to the argument the numbers chose, publishing each
statement as it arrives. The numbers never wait on a model, and a lost statement never
changes the verdict. After ten rounds of discussion comes a final ballot (step 11): only if
it is not unanimous is the jury hung. The sweeper re-enqueues a step whose time has passed
(`next_step_at`).
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from juryrigged import llm
from juryrigged.core.enqueue import task_named

from game import phases as P
from game.case_kinds import case_kind
from game.errors import ActionError
from game.jury.deliberation import FINAL_BALLOT, MAX_ROUNDS, Tally, deliberation_round, select_foreperson
from game.jury.expression import calculate_expression
from game.jury.instructions import apply_instructions, standard_of
from game.jury.types import GUILTY, NOT_GUILTY
from game.models import Game, GameEvent, JurorState
from game.prompts import fallback_statement, juror_statement_messages
from game.rows import MIND_FIELDS, mind_of, persona_of, rng_keep, rng_of, store_mind
from game.services.budget import game_calls_allowed, game_subject
from game.services.games import game_event_record, game_finish, game_lock, require_phase

EVENT_TEXT = {
    "conflict": "{a} and {b} argue heatedly across the table.",
    "holdout": "{a} folds their arms: \u201cI'm not changing my vote.\u201d",
}


def _seated(game: Game) -> list[JurorState]:
    return list(game.jurors.select_related("persona").filter(status=JurorState.Status.SEATED).order_by("seat"))


def _minds_and_personas(seated: list[JurorState], standard: str) -> tuple[dict, dict]:
    """The pure rules' view of the seated jurors, keyed by persona id (`standard`: the burden
    they were instructed on, which decides how an evenly balanced juror votes)."""
    return ({s.persona.key: mind_of(s, standard) for s in seated},
            {s.persona.key: persona_of(s.persona) for s in seated})


def _store_minds(game: Game, seated: list[JurorState], minds: dict, personas: dict, mark: dict) -> None:
    """Save the seated jurors' new minds, each with a history point (`mark` says why) and a face."""
    for state in seated:
        mind = minds[state.persona.key]
        mind.opinion_history = [*mind.opinion_history, {"turn": game.turn, "opinion": round(mind.opinion, 2), **mark}]
        mind.expression = calculate_expression(mind, personas[state.persona.key])
        store_mind(state, mind)
    JurorState.objects.bulk_update(seated, MIND_FIELDS)


def _schedule(game: Game, round_no: int, delay: float) -> None:
    task_named("game.tasks.deliberation_step").apply_async_on_commit((game.pk, round_no), countdown=delay)


@transaction.atomic
def deliberation_start(*, game: Game) -> Game:
    """Send the jury out: the strongest leader becomes foreperson and round 1 is scheduled.

    Called by the trial when its jury instructions are given (`game.services.trial`): no
    page or API sends the jury out otherwise. Allowed from any trial phase once twelve
    jurors are seated (tests call it directly); `game.jury_instructions` move every seated
    juror's opinion (`jury.instructions.apply_instructions`) and go into every juror's prompt.
    """
    game = game_lock(game.pk)
    require_phase(game, *P.JURY_IN_COURT)
    seated = _seated(game)
    if len(seated) != 12:
        raise ActionError("JURY_INCOMPLETE", "Twelve jurors must be seated before deliberation.")
    minds, personas = _minds_and_personas(seated, standard_of(game.jury_instructions))
    # The jury retires with the judge's instructions in mind: they move opinions first.
    instructed = apply_instructions(minds, game.jury_instructions)
    _store_minds(game, seated, instructed, personas, {"instructed": True})
    foreperson = next(s for s in seated if s.persona.key == select_foreperson(instructed, personas))
    game.phase, game.foreperson, game.deliberation_round = Game.Phase.DELIBERATION, foreperson, 0
    game.verdict = {"tallies": [], "holdout": None, "foreperson": foreperson.persona.name}
    game.next_step_at = timezone.now() + timedelta(seconds=settings.GAME_STEP_GRACE_S)
    game.step_attempts = 0
    game.save(update_fields=["phase", "foreperson", "deliberation_round", "verdict", "next_step_at",
                             "step_attempts", "updated_at"])
    game_event_record(game=game, kind="deliberation.started",
                      summary=f"The jury retires to deliberate. {foreperson.persona.name} is chosen as foreperson.",
                      public={"foreperson": foreperson.persona.name, "seat": foreperson.seat})
    _schedule(game, 1, 0)
    return game


def deliberation_step(*, game_id: int, round_no: int) -> None:
    """Run round `round_no` (idempotent): ballot and numbers first, then the statements."""
    plan = _round_compute(game_id, round_no)
    if plan is None:
        return
    calls = [llm.Call(key=speaker["juror"], messages=speaker["messages"], purpose="game.juror_statement",
                      model=settings.GAME_JUROR_MODEL or None, timeout=settings.GAME_CALL_TIMEOUT_S,
                      subject=game_subject(game_id)) for speaker in plan["speakers"]]
    if not game_calls_allowed(game_id=game_id, calls=calls):
        calls = []  # past the budget or a daily limit: every speaker says their scripted line
    with llm.paid_by(plan["player"]):  # the game's calls count to its player's day (the door's pool copies it)
        results = dict(((c.key, r) for c, r in llm.as_completed(calls, limit=4,
                                                                  timeout=settings.GAME_CALL_TIMEOUT_S + 5)))
    for speaker in plan["speakers"]:  # published in speaking order, each as its own commit
        result = results.get(speaker["juror"])
        text, finish = (result.text, result.finish_reason) if isinstance(result, llm.Completion) else ("", None)
        text = llm.spoken_line(text, max_chars=settings.GAME_STATEMENT_MAX_CHARS, finish_reason=finish) \
            or speaker["fallback"]
        _publish_statement(game_id, round_no, speaker, text)
    _round_close(game_id, round_no, plan)


@transaction.atomic
def _round_compute(game_id: int, round_no: int) -> dict | None:
    game = game_lock(game_id)
    if game.status != Game.Status.ACTIVE or game.phase != Game.Phase.DELIBERATION:
        return None
    if game.deliberation_round != round_no - 1:
        return None  # already run (a duplicate step) or not yet due
    game.deliberation_round, game.step_attempts = round_no, 0
    # Due again only after the statements' model calls could have timed out, so the
    # sweeper never starts the next round while this one is still being spoken.
    pause = settings.GAME_DELIBERATION_PAUSE_S + settings.GAME_CALL_TIMEOUT_S + 5
    game.next_step_at = timezone.now() + timedelta(seconds=pause + settings.GAME_STEP_GRACE_S)
    if round_no > FINAL_BALLOT:
        return None  # a verdict was already given at the final ballot
    seated = _seated(game)
    standard = standard_of(game.jury_instructions)
    minds, personas = _minds_and_personas(seated, standard)
    rng = rng_of(game)
    foreperson = game.foreperson.persona.key
    tallies = game.verdict.get("tallies") or []
    last, first = (tallies[-1], tallies[0]) if tallies else (None, None)
    result, after = deliberation_round(minds, personas, round_no=round_no, foreperson=foreperson, rng=rng,
                                       holdout=game.verdict.get("holdout"),
                                       previous=Tally(last[GUILTY], last[NOT_GUILTY]) if last else None,
                                       first=Tally(first[GUILTY], first[NOT_GUILTY]) if first else None,
                                       max_speakers=settings.GAME_DELIBERATION_MAX_SPEAKERS,
                                       standard=standard)
    ballot = result.ballot.as_dict()
    kind = case_kind(game.case.kind)
    game.verdict = {**game.verdict, "tallies": [*game.verdict.get("tallies", []), ballot], "holdout": result.holdout}
    rng_keep(game, rng)
    _store_minds(game, seated, after, personas, {"round": round_no})
    game.save(update_fields=["deliberation_round", "step_attempts", "next_step_at", "verdict", "rng_state",
                             "updated_at"])
    game_event_record(game=game, kind="deliberation.ballot",
                      summary=f"Ballot {round_no}: {kind.tally(ballot)}.",
                      payload={"round": round_no, **ballot}, public={"round": round_no, **ballot})
    if result.unanimous:
        side = GUILTY if ballot[GUILTY] else NOT_GUILTY
        ballots = f"{round_no} ballot{'s' if round_no > 1 else ''}"
        _verdict(game, kind.outcome_of(side), f"The jury is unanimous after {ballots}.")
        return None
    if result.final:
        _verdict(game, "hung", f"After {MAX_ROUNDS} rounds of discussion the final ballot is still "
                               f"{ballot['guilty']}–{ballot['not_guilty']}: the foreperson reports that the "
                               f"jury cannot agree.")
        return None
    names = {s.persona.key: s for s in seated}
    others = list(GameEvent.objects.filter(game=game, kind="deliberation.statement")
                  .order_by("-id").values_list("summary", flat=True)[:4])[::-1]
    speakers = []
    for key in result.speakers:
        state, mind = names[key], minds[key]
        memory = max(mind.memories, key=lambda m: abs(m.get("impact", 0)), default=None)
        stance = mind.vote
        argument = result.arguments[key].as_dict() if key in result.arguments else None
        speakers.append({
            "juror": state.persona_id, "name": state.persona.name, "seat": state.seat, "stance": stance,
            "stanceWord": kind.vote_word(stance),
            "foreperson": key == foreperson,
            "messages": juror_statement_messages(case=game.case, persona=state.persona, mind=mind, round_no=round_no,
                                                 tally=ballot, foreperson=key == foreperson,
                                                 instructions=game.jury_instructions, others_said=others,
                                                 argument=argument),
            "fallback": fallback_statement(kind=kind, stance=stance, foreperson=key == foreperson,
                                           memory=memory["description"] if memory else None, argument=argument),
        })
    events = []
    for event in result.events:
        a = names[event.juror].persona.name
        b = names[event.other].persona.name if event.other else ""
        events.append({"type": event.type, "summary": EVENT_TEXT[event.type].format(a=a, b=b)})
    return {"speakers": speakers, "events": events, "tally": ballot, "player": game.player_id}


@transaction.atomic
def _publish_statement(game_id: int, round_no: int, speaker: dict, text: str) -> None:
    game = Game.objects.get(pk=game_id)
    game_event_record(game=game, kind="deliberation.statement", summary=f"{speaker['name']}: {text}"[:500],
                      payload={"round": round_no, "juror": speaker["juror"]},
                      public={"round": round_no, "juror": speaker["name"], "seat": speaker["seat"], "text": text,
                              "stance": speaker["stance"], "stanceWord": speaker["stanceWord"],
                              "foreperson": speaker["foreperson"]})


@transaction.atomic
def _round_close(game_id: int, round_no: int, plan: dict) -> None:
    game = game_lock(game_id)
    if game.status != Game.Status.ACTIVE or game.deliberation_round != round_no:
        return
    for event in plan["events"]:
        game_event_record(game=game, kind="deliberation.event", summary=event["summary"],
                          public={"round": round_no, "type": event["type"]})
    game.next_step_at = timezone.now() + timedelta(
        seconds=settings.GAME_DELIBERATION_PAUSE_S + settings.GAME_STEP_GRACE_S)
    game.save(update_fields=["next_step_at"])
    _schedule(game, round_no + 1, settings.GAME_DELIBERATION_PAUSE_S)


def _verdict(game: Game, outcome: str, reason: str) -> None:
    game.verdict = {**game.verdict, "type": outcome, "unanimous": outcome != "hung",
                    "rounds": min(game.deliberation_round, FINAL_BALLOT)}
    game.save(update_fields=["verdict"])
    label = case_kind(game.case.kind).label(outcome)
    game_event_record(game=game, kind="deliberation.verdict", summary=f"Verdict: {label}. {reason}",
                      public={"outcome": outcome, "label": label, "tallies": game.verdict["tallies"]})
    game_finish(game=game, outcome=outcome, reason=reason)
