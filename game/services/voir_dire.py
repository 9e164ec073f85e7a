"""Voir dire: peremptory strikes (a few per side), for-cause challenges ruled on by the
judge through the LLM door, the opponent's strikes, and replacement from the pool.

The panel is twelve seats and the case's alternates, filled in pool order. A struck
candidate's place goes to the next person waiting in the pool; when nobody waits, the
court summons one more panel member (generated from the game's generator).
The player strikes and challenges, then passes; the opponent then strikes the jurors
it expects to be against it; if it struck anyone the player may answer, else the jury
is sworn and the trial opens (opening statements) in the same transaction.
"""

from __future__ import annotations

import re

import pydantic
from django.conf import settings
from django.db import transaction

from juryrigged import llm
from juryrigged.core.enqueue import task_named

from game import phases as P
from game.case_kinds import case_kind
from game.errors import ActionError
from game.judge.rulings import answer_keys
from game.jury.pool import summon_one
from game.jury.realism import initial_mind
from game.models import Game, GameEvent, JurorPersona, JurorState
from game.rows import opposing_counsel_of, persona_of, rng_keep, rng_of, store_mind
from game.selectors import FOR_CAUSE_REASONS, pending_challenges
from game.services.budget import game_calls_allowed, game_subject
from game.services.games import game_event_record, game_lock, require_phase
from game.services.trial import trial_begin
from game.trial.opponent import choose_cause_challenges, choose_strikes

# --- replacing and striking ------------------------------------------------------------

def _panel_state(game: Game, juror_id: int) -> JurorState:
    state = (game.jurors.select_related("persona").filter(persona_id=juror_id)
             .filter(status__in=[JurorState.Status.SEATED, JurorState.Status.ALTERNATE]).first())
    if state is None:
        raise ActionError("JUROR_NOT_ON_PANEL", "That person is not on the panel.", status=404)
    return state


def _next_in_pool(game: Game, rng) -> JurorState:
    waiting = game.jurors.select_related("persona").filter(status=JurorState.Status.POOL).order_by("pool_order").first()
    if waiting:
        return waiting
    # Nobody left waiting: the court summons one more panel member.
    order = game.jurors.count()
    data = summon_one(rng, key=f"g{game.pk}-extra-{order + 1}")
    fields = {f.name for f in JurorPersona._meta.get_fields()}
    persona = JurorPersona.objects.create(case=game.case, game=game, pool_order=order,
                                          **{k: v for k, v in data.items() if k in fields})
    state = JurorState(game=game, persona=persona, pool_order=order)
    store_mind(state, initial_mind(persona_of(persona)))
    state.save()
    return state


def strike(game: Game, state: JurorState, *, by: str, kind: str, rng) -> JurorState:
    """Strike a panel member; the next in the pool takes the seat or alternate place."""
    seat, alternate = state.seat, state.alternate_order
    state.status, state.seat, state.alternate_order = JurorState.Status.STRUCK, None, None
    state.struck_by, state.strike_kind = by, kind
    state.save(update_fields=["status", "seat", "alternate_order", "struck_by", "strike_kind"])
    replacement = _next_in_pool(game, rng)
    if seat:
        replacement.status, replacement.seat = JurorState.Status.SEATED, seat
    else:
        replacement.status, replacement.alternate_order = JurorState.Status.ALTERNATE, alternate
    replacement.save(update_fields=["status", "seat", "alternate_order"])
    return replacement


def _place(state: JurorState) -> str:
    return f"seat {state.seat}" if state.seat else f"alternate {state.alternate_order}"


@transaction.atomic
def voir_dire_strike(*, game: Game, juror_id: int) -> JurorState:
    """The player's peremptory strike: no reason needed, limited per side. Returns the
    replacement. Refused (409) with no strikes left or while a challenge is pending."""
    game = game_lock(game.pk)
    require_phase(game, Game.Phase.VOIR_DIRE)
    state = _panel_state(game, juror_id)
    if game.peremptory_player <= 0:
        raise ActionError("NO_STRIKES_LEFT", "You have used all your peremptory strikes.")
    if juror_id in pending_challenges(game):
        raise ActionError("CHALLENGE_PENDING", "The judge is still ruling on a challenge to this juror.")
    rng = rng_of(game)
    place = _place(state)
    replacement = strike(game, state, by="player", kind="peremptory", rng=rng)
    game.peremptory_player -= 1
    rng_keep(game, rng)
    game.save(update_fields=["peremptory_player", "rng_state", "updated_at"])
    game_event_record(game=game, kind="voir_dire.strike",
                      summary=f"You struck {state.persona.name} ({place}); {replacement.persona.name} takes the place.",
                      payload={"juror": juror_id, "replacement": replacement.persona_id},
                      public={"remaining": game.peremptory_player})
    return replacement


@transaction.atomic
def voir_dire_challenge(*, game: Game, juror_id: int, reason: str) -> GameEvent:
    """Challenge a panel member for cause with a legal reason; the judge rules in a task.

    Guarantees one pending challenge per juror; the ruling arrives on the game's stream
    (`voir_dire.ruling`).
    """
    game = game_lock(game.pk)
    require_phase(game, Game.Phase.VOIR_DIRE)
    if reason not in FOR_CAUSE_REASONS:
        raise ActionError("INVALID_REASON", "Choose a legal reason for the challenge.", status=400,
                          reasons=list(FOR_CAUSE_REASONS))
    state = _panel_state(game, juror_id)
    if juror_id in pending_challenges(game):
        raise ActionError("CHALLENGE_PENDING", "The judge is already ruling on a challenge to this juror.")
    return _challenge(game, state, reason, by="player",
                      summary=f"You challenge {state.persona.name} for cause ({FOR_CAUSE_REASONS[reason].lower()}).")


def _challenge(game: Game, state: JurorState, reason: str, *, by: str, summary: str) -> GameEvent:
    """Record a pending challenge for cause and have the judge rule on it (a task)."""
    event = game_event_record(game=game, kind="voir_dire.challenge", summary=summary,
                              payload={"juror": state.persona_id, "reason": reason, "status": "pending", "by": by},
                              public={"juror": state.persona_id, "by": by})
    task_named("game.tasks.rule_for_cause").delay_on_commit(event.pk)
    return event


def _opponent_challenges(game: Game, panel: list[JurorState]) -> list[str]:
    """Opposing counsel challenges for cause the jurors against it whose answers gave a
    ground (once per juror); returns their names."""
    challenged = set(GameEvent.objects.filter(game=game, kind="voir_dire.challenge", payload__by="opponent")
                     .values_list("payload__juror", flat=True))
    candidates = [(s.persona_id, s.persona.prosecution_bias, [g.get("reason") for g in s.persona.cause_grounds
                                                              if g.get("reason") in FOR_CAUSE_REASONS])
                  for s in panel if s.persona_id not in challenged]
    opposing = opposing_counsel_of(game)
    choices = dict(choose_cause_challenges(candidates, opponent_side=P.other_side(game.player_side),
                                           difficulty=int(opposing["difficulty"])))
    counsel = opposing.get("name", "Opposing counsel")
    names = []
    for state in (s for s in panel if s.persona_id in choices):
        reason = choices[state.persona_id]
        _challenge(game, state, reason, by="opponent",
                   summary=f"{counsel} challenges {state.persona.name} for cause "
                           f"({FOR_CAUSE_REASONS[reason].lower()}).")
        names.append(state.persona.name)
    return names


class ForCauseRuling(pydantic.BaseModel):
    ruling: str = pydantic.Field(pattern="^(granted|denied)$")
    reason: str = pydantic.Field(min_length=1, max_length=240)

    @pydantic.model_validator(mode="after")
    def _reason_agrees(self):
        # {"ruling": "granted", "reason": "... The challenge is denied."}: not ours to pick one.
        said = {word.lower() for word in re.findall(r"\b(granted|denied)\b", self.reason, re.IGNORECASE)}
        if said and said != {self.ruling}:
            raise ValueError(f"the reason says {' and '.join(sorted(said))} but the ruling is {self.ruling!r}")
        return self


def normalize_for_cause(data):
    """A for-cause answer's keys in any case or with synonyms, and the ruling word in any case ("Granted.")."""
    data = answer_keys(data, ("ruling", "reason"), {"decision": "ruling", "reasoning": "reason",
                                                     "explanation": "reason", "statement": "reason"})
    if isinstance(data, dict) and isinstance(data.get("ruling"), str):
        data["ruling"] = data["ruling"].strip().strip(".!").lower()
    return data


def for_cause_fallback(persona: JurorPersona, reason: str) -> ForCauseRuling:
    """Without a usable model answer: granted exactly when questioning established that ground."""
    grounds = {g.get("reason") for g in persona.cause_grounds}
    if reason in grounds:
        return ForCauseRuling(ruling="granted", reason=f"The record supports a challenge for "
                                                       f"{FOR_CAUSE_REASONS[reason].lower()}. The juror is excused.")
    return ForCauseRuling(ruling="denied", reason="Nothing in the juror's answers shows "
                                                  f"{FOR_CAUSE_REASONS[reason].lower()}. The challenge is denied.")


def for_cause_messages(game: Game, persona: JurorPersona, reason: str, by: str = "player") -> list[dict]:
    judge = game.case.judge
    side = case_kind(game.case.kind).side_name(
        game.player_side if by == "player" else P.other_side(game.player_side)).capitalize()
    facts = "\n".join(f"- [{g.get('reason')}] {g.get('fact')}" for g in persona.cause_grounds) or "- (nothing notable)"
    system = (f"You are {judge.get('title') or 'the judge'}, {judge.get('background', '')} You rule on challenges "
              f"for cause during jury selection, strictly by law: a challenge is granted only when the juror's "
              f"answers show the stated ground. Strictness {judge.get('strictness', 50)}/100.")
    user = (f"Case: {game.case.title} ({game.case.charge}).\n"
            f"Prospective juror: {persona.name}, {persona.age}, {persona.occupation}. {persona.background}\n"
            f"Established in questioning:\n{facts}\n"
            f"{side} counsel challenges for cause. GROUND: {reason} ({FOR_CAUSE_REASONS[reason]}).\n"
            'Answer with only JSON: {"ruling": "granted" or "denied", "reason": "one or two sentences, in character"}')
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def voir_dire_rule(*, challenge_id: int) -> None:
    """The judge's ruling on a pending challenge (idempotent: a ruled challenge is left).

    The model call happens outside any transaction; the ruling is applied under the
    game's lock, and only if the challenge is still pending and the juror still on the panel.
    """
    event = GameEvent.objects.select_related("game__case").get(pk=challenge_id)
    if event.payload.get("status") != "pending":
        return
    game, reason = event.game, event.payload["reason"]
    persona = JurorPersona.objects.get(pk=event.payload["juror"])
    by = event.payload.get("by", "player")
    messages, model = for_cause_messages(game, persona, reason, by), settings.GAME_JUDGE_MODEL or None
    if not game_calls_allowed(game_id=game.pk, calls=[llm.Call(key="for_cause", messages=messages,
                                                               purpose="game.for_cause", model=model)]):
        _apply_ruling(challenge_id, for_cause_fallback(persona, reason), is_fallback=True)
        return
    with llm.paid_by(game.player_id):  # the game's calls count to its player's day
        result = llm.structured(messages, schema=ForCauseRuling, purpose="game.for_cause",
                                fallback=lambda errors: for_cause_fallback(persona, reason),
                                normalize=normalize_for_cause, model=model, timeout=settings.GAME_CALL_TIMEOUT_S,
                                subject=game_subject(game.pk))
    _apply_ruling(challenge_id, result.value, is_fallback=result.is_fallback)


@transaction.atomic
def _apply_ruling(challenge_id: int, ruling: ForCauseRuling, *, is_fallback: bool) -> None:
    event = GameEvent.objects.select_for_update().get(pk=challenge_id)
    game = game_lock(event.game_id)
    if event.payload.get("status") != "pending":
        return
    juror_id = event.payload["juror"]
    state = game.jurors.select_related("persona").filter(persona_id=juror_id).first()
    on_panel = state and state.status in (JurorState.Status.SEATED, JurorState.Status.ALTERNATE)
    granted = ruling.ruling == "granted" and on_panel and game.phase == Game.Phase.VOIR_DIRE
    statement = llm.sanitize_spoken(ruling.reason, max_chars=240)
    replacement = None
    if granted:
        rng = rng_of(game)
        place = _place(state)
        replacement = strike(game, state, by="judge", kind="cause", rng=rng)
        rng_keep(game, rng)
        game.save(update_fields=["rng_state", "updated_at"])
        summary = f"Granted: {state.persona.name} is excused ({place}); {replacement.persona.name} takes the place."
    else:
        summary = f"Denied: {state.persona.name if state else 'the juror'} stays."
    event.payload = {**event.payload, "status": "granted" if granted else "denied", "statement": statement,
                     "fallback": is_fallback}
    event.summary = f"{summary} “{statement}”"[:500]
    event.save(update_fields=["payload", "summary"])
    game_event_record(game=game, kind="voir_dire.ruling", summary=event.summary,
                      payload={"challenge": challenge_id, "granted": granted},
                      public={"juror": juror_id, "granted": bool(granted), "statement": statement})


@transaction.atomic
def voir_dire_pass(*, game: Game) -> dict:
    """The player is done striking for now. Opposing counsel first challenges for cause the
    seated jurors against it whose answers gave a ground (the judge rules in a task, as on
    the player's challenges; the player passes again after the rulings); then it strikes the
    jurors it expects to be against it; if it did neither, the jury (and alternates) is sworn
    and the trial opens (opening statements), in this transaction. Returns
    {"opponent_challenged": [...names], "opponent_struck": [...names], "sworn": bool}."""
    game = game_lock(game.pk)
    require_phase(game, Game.Phase.VOIR_DIRE)
    if pending_challenges(game):
        raise ActionError("CHALLENGE_PENDING", "Wait for the judge's ruling on the challenge.")
    panel = list(game.jurors.select_related("persona").filter(status=JurorState.Status.SEATED).order_by("seat"))
    challenged = _opponent_challenges(game, panel)
    if challenged:  # the judge rules first; the player passes again once the rulings are in
        return {"opponent_challenged": challenged, "opponent_struck": [], "sworn": False}
    rng = rng_of(game)
    opposing = opposing_counsel_of(game)
    # Counsel reads each juror by their place in the panel (pool order), never by a
    # database id: the same seed and actions must replay the same strikes anywhere.
    choices = choose_strikes([(s.pool_order, s.persona.prosecution_bias) for s in panel],
                             opponent_side=P.other_side(game.player_side), difficulty=int(opposing["difficulty"]),
                             remaining=game.peremptory_opponent, seed=game.seed)
    struck = []
    for state in (s for s in panel if s.pool_order in choices):
        place = _place(state)
        replacement = strike(game, state, by="opponent", kind="peremptory", rng=rng)
        struck.append(state.persona.name)
        game.peremptory_opponent -= 1
        game_event_record(game=game, kind="voir_dire.strike",
                          summary=f"{opposing.get('name', 'Opposing counsel')} struck "
                                  f"{state.persona.name} ({place}); {replacement.persona.name} takes the place.",
                          payload={"juror": state.persona_id, "replacement": replacement.persona_id, "by": "opponent"},
                          public={"by": "opponent", "remaining_opponent": game.peremptory_opponent})
    sworn = not struck
    if sworn:
        game.phase = Game.Phase.OPENING
    rng_keep(game, rng)
    game.save(update_fields=["peremptory_opponent", "phase", "rng_state", "updated_at"])
    if sworn:
        game_event_record(game=game, kind="voir_dire.sworn", summary="The jury and alternates are sworn in.",
                          public={"phase": game.phase})
        trial_begin(game=game)  # the court opens here, in this POST: reading the courtroom never writes
    return {"opponent_challenged": [], "opponent_struck": struck, "sworn": sworn}
