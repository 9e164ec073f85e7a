"""Games: starting one, pre-trial purchases, the timeline, and the end of a game.

Every service that changes a game locks its row (`game_lock`, `select_for_update`) for
the length of its transaction, so two requests of the same player cannot interleave
draws from the game's generator or double-spend a strike.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from juryrigged import realtime
from juryrigged.llm import spending

from game.case_kinds import case_kind
from game.errors import ActionError
from game.experience import TrialPerformance, experience_award, experience_total
from game.jury import rng as game_rng
from game.jury.pool import generate_pool
from game.jury.realism import initial_mind
from game.models import Case, Game, GameEvent, JurorPersona, JurorState, PlayerProfile
from game.rows import persona_of, rng_keep, store_mind, trial_create
from game.selectors import trial_performance

SEATS = 12


# --- the game row, its generator and its timeline --------------------------------------

def profile_get(*, user) -> PlayerProfile:
    """The player's profile, created with default skills on first use."""
    profile, _ = PlayerProfile.objects.get_or_create(user=user)
    return profile


def game_lock(game_id: int) -> Game:
    """The game row, locked until the caller's transaction ends."""
    return Game.objects.select_for_update().get(pk=game_id)


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
def game_start(*, user, case: Case, seed: int | None = None, retrial_of: Game | None = None,
               side: str | None = None) -> Game:
    """A new saved game of `case` in pre-trial, with its panel seated in pool order and
    its trial and judge rows created (so that reading the courtroom never has to).

    The case's listed jurors form the pool; a case without any gets a pool generated
    from its archetypes by the game's own seeded generator. The seed is `seed`, else the
    GAME_SEED setting, else a fresh random one. A retrial (`retrial_of`) summons the
    venire in a new order drawn from its seed, so a new jury is seated. Refused (429 SPENDING_LIMIT)
    once the player's or the site's daily spending limit is reached: the player pays for the game's
    model calls (`game.services.budget`).
    """
    if not case.is_published and not user.is_staff:
        raise ActionError("CASE_NOT_FOUND", "No such case.", status=404)
    spending.door_check(user.pk, ActionError)
    side = side or (retrial_of.player_side if retrial_of is not None else case.player_side)
    if side not in Case.Side.values:
        raise ActionError("INVALID_SIDE", "Choose the side to take: defense or prosecution.", status=400)
    profile = profile_get(user=user)
    seed = seed if seed is not None else settings.GAME_SEED if settings.GAME_SEED is not None else secrets.randbits(48)
    rng = game_rng.fresh(seed)
    game = Game.objects.create(
        player=user, case=case, seed=seed, player_side=side, budget=case.budget,
        credibility=50 + 5 * (profile.presentation - 1), preparation=20,
        peremptory_player=case.peremptory_strikes, peremptory_opponent=case.peremptory_strikes,
    )
    personas = list(case.personas.filter(game__isnull=True).order_by("pool_order", "pk"))
    if not personas:
        personas = _generate_personas(game, rng)
    elif retrial_of is not None:
        rng.shuffle(personas)
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
    if retrial_of is None:
        game_event_record(game=game, kind="game.started", payload={"side": side},
                          summary=f"{case.title}: a new game begins; you are counsel for the "
                                  f"{case_kind(case.kind).side_name(side)}.")
    else:
        game_event_record(game=game, kind="game.started", payload={"retrial_of": retrial_of.pk},
                          summary=f"{case.title}: the case is tried again before a new jury.")
    trial_create(game)
    return game


RETRIABLE = (Game.Outcome.HUNG, Game.Outcome.MISTRIAL)


@transaction.atomic
def game_retry(*, game: Game) -> Game:
    """Try the case again after a hung jury or a mistrial: a new game of the same case
    before a new jury (the venire summoned in a new order), the player's experience
    carried (it lives on their profile). Once per game: asked again, it answers the retrial
    already started. Refused (409) for any other ending."""
    game = game_lock(game.pk)
    if game.status != Game.Status.FINISHED or game.outcome not in RETRIABLE:
        raise ActionError("NOT_RETRIABLE", "Only a hung jury or a mistrial can be tried again.")
    started = GameEvent.objects.filter(kind="game.started", payload__retrial_of=game.pk).select_related("game").first()
    if started is not None:
        return started.game
    return game_start(user=game.player, case=game.case, seed=(game.seed + 1) % 2 ** 48, retrial_of=game)


def _generate_personas(game: Game, rng) -> list[JurorPersona]:
    fields = {f.name for f in JurorPersona._meta.get_fields()}
    pool = generate_pool(rng, size=game.case.pool_size, archetypes=game.case.pool_archetypes, key_prefix=f"g{game.pk}")
    rows = [JurorPersona(case=game.case, game=game, pool_order=i, **{k: v for k, v in p.items() if k in fields})
            for i, p in enumerate(pool)]
    return JurorPersona.objects.bulk_create(rows)


def require_phase(game: Game, *phases: str) -> None:
    if game.status != Game.Status.ACTIVE:
        raise ActionError("GAME_OVER", "This game is over.")
    if game.phase not in phases:
        raise ActionError("WRONG_PHASE", f"Not possible during {game.get_phase_display().lower()}.",
                       phase=game.phase)


@transaction.atomic
def game_hire_consultant(*, game: Game) -> Game:
    """Pay for a jury consultant (pre-trial or jury selection): personality traits show."""
    game = game_lock(game.pk)
    require_phase(game, Game.Phase.PRE_TRIAL, Game.Phase.VOIR_DIRE)
    if game.consultant_hired:
        raise ActionError("ALREADY_HIRED", "A jury consultant is already on the team.")
    if game.budget < settings.GAME_CONSULTANT_COST:
        raise ActionError("OVER_BUDGET", f"A jury consultant costs ${settings.GAME_CONSULTANT_COST:,}; "
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
    game.phase = Game.Phase.VOIR_DIRE
    game.save(update_fields=["phase", "updated_at"])
    game_event_record(game=game, kind="phase.changed", summary="Jury selection begins.",
                      public={"phase": game.phase})
    return game


# --- the end of a game -----------------------------------------------------------------

@transaction.atomic
def game_declare_mistrial(*, game: Game, reason: str) -> Game:
    """End the game in a mistrial (experience for a mistrial, no win or loss)."""
    return game_finish(game=game, outcome=Game.Outcome.MISTRIAL, reason=reason)


def player_won(game: Game, outcome: str) -> bool:
    """Whether `outcome` is a win for the side the player took (not liable is the civil
    defendant's win, liable the plaintiff's)."""
    kind = case_kind(game.case.kind)
    return outcome == (kind.cleared if game.player_side == Case.Side.DEFENSE else kind.against)


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
    performance = TrialPerformance(**trial_performance(game=game))
    lines = experience_award(result=result, difficulty=game.case.difficulty, performance=performance)
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
    label = case_kind(game.case.kind).label(outcome)
    game_event_record(game=game, kind="game.finished", summary=f"{label}. {reason}".strip(),
                      public={"outcome": outcome, "won": won, "experience": earned})
    return game


@transaction.atomic
def game_fail(*, game: Game, reason: str) -> None:
    """Mark a game that background work could not finish as failed, with the reason."""
    game = game_lock(game.pk)
    if game.status != Game.Status.ACTIVE:
        return
    game.status, game.outcome_reason, game.next_step_at = Game.Status.FAILED, reason[:300], None
    game.save(update_fields=["status", "outcome_reason", "next_step_at", "updated_at"])
    game_event_record(game=game, kind="game.failed", summary=reason)
