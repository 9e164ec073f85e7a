"""The trial: one service per player action in pre-trial and in court.

Every action runs in one transaction holding the game's row lock (`game_lock`, the
lock every game service takes), so two requests of one player never interleave. The
engine refuses an action that is not allowed now; that refusal is answered as an
ActionError (400 for a malformed request, 409 for a rule) and nothing is saved. What the
action did is then sent out: transcript lines and notices to the timeline and the
game's stream, court events to every juror (`court_event_apply`), jury instructions to
the jury, and jury events once per turn. A step that needs a model (a witness's answer,
a ruling, opposing counsel's speech) is left pending and enqueued on commit;
`game.services.trial_steps.trial_resolve_pending` finishes it.
"""

from __future__ import annotations

from collections.abc import Callable

from django.db import transaction
from django.utils import timezone

from juryrigged import realtime
from juryrigged.core.enqueue import task_named

from game import phases as P
from game.errors import ActionError
from game.models import Game, JudgeState, Trial
from game.rows import engine_of, engine_save, mean_opinion_for_player, trial_create
from game.selectors import trial_view
from game.services.deliberation import deliberation_start
from game.services.games import (
    game_begin_jury_selection,
    game_event_record,
    game_finish,
    game_hire_consultant,
    game_lock,
)
from game.services.jury import court_event_apply, court_event_reverse, jury_events_roll, jury_recess
from game.trial.engine import Engine
from game.trial.events import Outcome

ENDED = {"contempt": Game.Outcome.CONTEMPT, "mistrial": Game.Outcome.MISTRIAL}


def trial_ensure(*, game: Game) -> Trial:
    """The game's trial (`game_start` creates it; a game saved before that is given one
    here, under the game lock of an action: never on a read)."""
    trial = Trial.objects.filter(game=game).first()
    return trial or trial_create(game)


def trial_lock(game_id: int) -> tuple[Game, Trial, JudgeState]:
    """The game, its trial and its judge, locked until the caller's transaction ends."""
    game = game_lock(game_id)
    trial_ensure(game=game)
    trial = Trial.objects.select_for_update().get(game=game)
    return game, trial, JudgeState.objects.get(game=game)


def _act(game: Game, action: Callable[[Engine], Outcome], *, allow_finished: bool = False) -> Outcome:
    """Lock, load, apply one engine action, save, then send out what it did."""
    with transaction.atomic():
        game, trial, judge = trial_lock(game.pk)
        if game.status != Game.Status.ACTIVE and not allow_finished:
            raise ActionError("GAME_OVER", "This game is over.")
        engine = engine_of(game, trial, judge, mean_opinion_for_player=mean_opinion_for_player(game))
        out = action(engine)
        trial_commit(game, trial, judge, engine, out)
        return out


def trial_commit(game: Game, trial: Trial, judge: JudgeState, engine: Engine, out: Outcome) -> None:
    """Save what an engine action did and send it out (the caller holds `trial_lock`):
    the timeline, the jury, the turn's jury events, the end of the trial, the page's
    snapshot, and the next model step (enqueued on commit)."""
    state = engine.state
    # The phase the action began in: its court events happened there, whatever phase it moved the
    # court to (the defense's opening statement ends the openings, and was once recorded, and shown
    # among the summary's key moments, as part of the prosecution's case).
    began_in = game.phase
    engine.take_up_intervention()  # the judge's own words come before whatever else is awaited
    engine_save(game, trial, judge, state)
    _send(game, trial, engine, out, began_in)
    if out.turn_ended and game.status == Game.Status.ACTIVE and state.phase in P.TRIAL_PHASES:
        happened = jury_events_roll(game=game)
        state.jurors_replaced += len(happened)
        game.refresh_from_db(fields=["status", "outcome", "phase"])
        if game.status != Game.Status.ACTIVE and not state.outcome:
            state.outcome, state.pending, state.window = "mistrial", None, None
            state.tampering_detected = True
    _conclude(game, state)
    trial.pending_since = timezone.now() if state.pending else None
    trial.step_attempts = 0 if not state.pending else trial.step_attempts
    engine_save(game, trial, judge, state)
    # The snapshot goes to the stream only: the timeline already holds what happened.
    realtime.publish(game.stream, "trial.state", {"trial": trial_view(game=game, trial=trial, judge=judge)})
    if state.pending:
        task_named("game.tasks.trial_step").delay_on_commit(game.pk, trial.version)


def _send(game: Game, trial: Trial, engine: Engine, out: Outcome, began_in: str) -> None:
    for line in out.lines:
        game_event_record(game=game, kind="trial.line", summary=line["text"], payload=line, public=line)
    for notice in out.notices:
        game_event_record(game=game, kind=f"trial.{notice['type']}", summary=notice["message"],
                          payload=notice, public=notice)
    for event in out.court_events:
        deltas = court_event_apply(game=game, event=event, phase=began_in)
        if event.source == "answer":
            trial.last_deltas = {"event": event.description, "deltas": {str(k): v for k, v in deltas.items()}}
    for directive in out.directives:
        if directive["type"] == "disregard" and trial.last_deltas:
            last = trial.last_deltas  # (rows saved before the event was kept hold the shifts alone)
            court_event_reverse(game=game, deltas=last.get("deltas", last), fraction=directive["fraction"],
                                reason="The jury is instructed to disregard the last answer.",
                                description=last.get("event", ""))
            trial.last_deltas = {}
        elif directive["type"] == "restore_engagement":
            jury_recess(game=game, restore=directive["amount"])


def _conclude(game: Game, state) -> None:
    """Contempt and mistrial end the game; reaching deliberation sends the jury out."""
    if game.status != Game.Status.ACTIVE:
        return
    if state.outcome in ENDED:
        game_finish(game=game, outcome=ENDED[state.outcome], reason=state.outcome_reason)
        game.refresh_from_db()
        return
    if state.phase == P.DELIBERATION and state.instructions and not game.jury_instructions:
        game.jury_instructions = state.instructions
        game.save(update_fields=["jury_instructions", "updated_at"])
        deliberation_start(game=game)  # the one way the jury goes out: the end of the trial
        game.refresh_from_db(fields=["phase"])


# --- the player's actions (one request each) -----------------------------------------

def trial_research_judge(*, game: Game, level: int) -> Outcome:
    """Buy judge research (pre-trial); reveals only that level's fields."""
    return _act(game, lambda e: e.research_judge(int(level)))


def trial_investigate(*, game: Game, investigation: str) -> Outcome:
    """Pay for an investigation (pre-trial): PP, and the evidence card it finds, in hand."""
    return _act(game, lambda e: e.investigate(str(investigation)))


def trial_hire_consultant(*, game: Game) -> Outcome:
    """The games service hires the consultant (it owns the flag and the budget); the trial notes it."""
    game_hire_consultant(game=game)
    out = Outcome()
    out.notice("consultant", "A jury consultant joins your team: you will see jurors' personality traits.")
    return out


@transaction.atomic
def trial_finish_pretrial(*, game: Game) -> Outcome:
    """Leftover budget becomes PP ($5,000 = 1 PP), then voir dire begins (one transaction:
    the game never stays in pre-trial with its pre-trial spent)."""
    out = _act(game, lambda e: e.finish_pretrial())
    game.refresh_from_db()
    if game.phase == Game.Phase.PRE_TRIAL:
        game_begin_jury_selection(game=game)
    return out


def trial_begin(*, game: Game) -> Outcome:
    """After jury selection: opening statements (idempotent once the trial has begun).

    Only once the jury is sworn (the game is in a trial phase); `voir_dire_pass` calls it
    when it swears the jury, and the `begin` action remains for a game sworn before that."""
    game.refresh_from_db(fields=["phase", "status"])
    if game.phase not in P.TRIAL_PHASES:
        raise ActionError("JURY_NOT_SWORN", "The trial begins once the jury is sworn in.")

    def begin(engine: Engine) -> Outcome:
        if engine.state.phase == P.VOIR_DIRE:
            return engine.begin_trial()
        return Outcome()
    return _act(game, begin)


def trial_make_statement(*, game: Game, theme: str, cards: list[str], text: str = "") -> Outcome:
    return _act(game, lambda e: e.make_statement(theme, list(cards or []), text=text or None))


def trial_ask_question(*, game: Game, question_id: str = "", text: str = "") -> Outcome:
    return _act(game, lambda e: e.ask_question(question_id=question_id or None, text=text or None))


def trial_play_cards(*, game: Game, cards: list[str]) -> Outcome:
    return _act(game, lambda e: e.play_cards(list(cards)))


def trial_continue(*, game: Game) -> Outcome:
    return _act(game, lambda e: e.continue_turn())


def trial_end_examination(*, game: Game) -> Outcome:
    return _act(game, lambda e: e.end_examination())


def trial_object(*, game: Game, card: str) -> Outcome:
    return _act(game, lambda e: e.object(card))


def trial_allow(*, game: Game) -> Outcome:
    return _act(game, lambda e: e.allow())


def trial_request_recess(*, game: Game) -> Outcome:
    return _act(game, lambda e: e.request_recess())


ACTIONS = {
    "research": trial_research_judge, "investigate": trial_investigate, "consultant": trial_hire_consultant,
    "finish-pretrial": trial_finish_pretrial, "begin": trial_begin, "statement": trial_make_statement,
    "question": trial_ask_question, "cards": trial_play_cards, "continue": trial_continue,
    "end-examination": trial_end_examination, "object": trial_object, "allow": trial_allow,
    "recess": trial_request_recess,
}
