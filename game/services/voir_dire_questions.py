"""Voir dire questioning: counsel asks a prospective juror one of a few questions and the
court hears the answer (`game.jury.questioning` writes it from the juror's make-up, in words).

Each question may be put to a candidate once, and the court allows QUESTIONS_PER_VOIR_DIRE
questions over the whole panel. The answer is kept on the timeline (`voir_dire.answer`) and
sent to the player's stream; the panel shows it on the candidate's card.
"""

from __future__ import annotations

from django.db import transaction

from game.case_kinds import case_kind
from game.errors import ActionError
from game.jury.questioning import QUESTIONS_PER_VOIR_DIRE, answer, noted, questions
from game.models import Game, GameEvent, JurorState
from game.rows import persona_of
from game.selectors import ANSWER_KIND
from game.services.games import game_event_record, game_lock, require_phase



def case_tags(game: Game) -> set[str]:
    """The tags of the case's evidence: what the case is about, for the juror's personal stake."""
    return {tag for item in game.case.evidence for tag in (item.get("card") or {}).get("tags", item.get("tags", []))}


@transaction.atomic
def voir_dire_question(*, game: Game, juror_id: int, question: str) -> GameEvent:
    """Ask a candidate on the panel (or waiting in the pool) one question; the answer is recorded
    and published. Refused: an unknown question (400 UNKNOWN_QUESTION), one already put to this
    candidate (409 ALREADY_ASKED), past the court's allowance (409 NO_QUESTIONS_LEFT), a person not
    on the panel (404), outside voir dire (409 WRONG_PHASE)."""
    game = game_lock(game.pk)
    require_phase(game, Game.Phase.VOIR_DIRE)
    kind = case_kind(game.case.kind)
    offered = {q.key: q for q in questions(accuser=kind.accuser, civil=kind.kind == "civil")}
    if question not in offered:
        raise ActionError("UNKNOWN_QUESTION", "Choose one of the questions offered.", status=400)
    state = (game.jurors.select_related("persona").filter(persona_id=juror_id)
             .filter(status__in=[JurorState.Status.SEATED, JurorState.Status.ALTERNATE, JurorState.Status.POOL])
             .first())
    if state is None:
        raise ActionError("JUROR_NOT_ON_PANEL", "That person is not on the panel.", status=404)
    asked = GameEvent.objects.filter(game=game, kind=ANSWER_KIND)
    if asked.count() >= QUESTIONS_PER_VOIR_DIRE:
        raise ActionError("NO_QUESTIONS_LEFT", "The judge has heard enough questions of this panel.")
    if asked.filter(payload__juror=juror_id, payload__question=question).exists():
        raise ActionError("ALREADY_ASKED", f"{state.persona.name} has already answered that.")
    said, grounds = answer(persona_of(state.persona), question, cause_grounds=list(state.persona.cause_grounds),
                           case_tags=case_tags(game), accuser=kind.accuser, civil=kind.kind == "civil")
    public = {"juror": juror_id, "question": question, "asked": offered[question].text, "answer": said,
              "noted": noted(list(state.persona.cause_grounds)) if grounds else ""}
    summary = f"{state.persona.name}: {said}" + (f" (Noted: {public['noted']})" if public["noted"] else "")
    return game_event_record(game=game, kind=ANSWER_KIND, summary=summary,
                             payload={**public, "grounds": grounds}, public=public)
