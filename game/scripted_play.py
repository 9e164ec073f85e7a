"""Whole cases played through the services by scripted players, as a player's clicks and the
Celery tasks would play them: pre-trial (basic judge research), voir dire (opposing counsel's
challenges ruled, both sides' strikes, the jury sworn), the trial (every awaited model step
run at once, as its task would), the jury instructions and deliberation round by round, to
the verdict. Used by `manage.py validate_cases`; the model calls go to whatever provider is
configured (the validator uses the offline mock).

The players are `game.trial.players`' policies, each a function of the courtroom as the
player sees it (`selectors.trial_view`): ordinary, evidence, passive, diligent, objector,
hasty, aggressive (an aggressive objector), random (a seeded mix of every legal move) and
freetext (writes its own questions); the same policies play the pure engine
(`game.trial.recording`).

The jury realism benchmark records what reached the jury in games these players play
(`tests/game/played_trials.py`), so the jury model is fitted on the trials they produce.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.case_kinds import case_kind
from game.models import Case, Game, GameEvent
from game.selectors import game_model_usage, trial_view
from game.services import deliberation, games, voir_dire
from game.services import trial as court
from game.services.trial_steps import trial_resolve_pending
from game.trial.players import Policy, player_for

MAX_ACTIONS = 400
MAX_VOIR_DIRE_ROUNDS = 8


class Stuck(RuntimeError):
    """The scripted player could not go on: the game is stuck where it says."""


@dataclass(frozen=True)
class Played:
    """How a scripted game ended, in the case's own words."""

    player: str
    side: str
    status: str
    outcome: str
    reason: str
    ballots: int
    turns: int
    actions: int
    model_calls: int

    def describe(self) -> str:
        return (f"{self.player} player ({self.side}): {self.outcome or self.status}"
                f"{f' after {self.ballots} ballot' + ('s' if self.ballots != 1 else '') if self.ballots else ''}, "
                f"{self.turns} turns, {self.actions} actions, {self.model_calls} model calls")


def play_case(*, case: Case, user, seed: int, player: str = "ordinary", side: str | None = None) -> Played:
    """Start a game of `case` for `user` on `side` (default: the case's) and play it to the
    verdict (or its early end)."""
    game = games.game_start(user=user, case=case, seed=seed, side=side)
    court.trial_research_judge(game=game, level=1)
    game = seat_jury(game)
    actions = play_trial(game, player_for(player, seed))
    game = deliberate(game)
    kind = case_kind(case.kind)
    return Played(player=player, side=kind.side_name(game.player_side), status=game.status,
                  outcome=kind.label(game.outcome) if game.outcome else "", reason=game.outcome_reason,
                  ballots=len((game.verdict or {}).get("tallies", [])), turns=game.turn, actions=actions,
                  model_calls=game_model_usage(game=game).calls)


def seat_jury(game: Game) -> Game:
    """Finish pre-trial, then pass until the jury is sworn, ruling each challenge as its task would."""
    court.trial_finish_pretrial(game=game)
    for _ in range(MAX_VOIR_DIRE_ROUNDS):
        game.refresh_from_db()
        if game.phase != Game.Phase.VOIR_DIRE:
            return game
        pending = GameEvent.objects.filter(game=game, kind="voir_dire.challenge", payload__status="pending")
        for challenge in pending.values_list("pk", flat=True):
            voir_dire.voir_dire_rule(challenge_id=challenge)
        voir_dire.voir_dire_pass(game=game)
    game.refresh_from_db()
    if game.phase == Game.Phase.VOIR_DIRE:
        raise Stuck(f"voir dire did not end after {MAX_VOIR_DIRE_ROUNDS} passes")
    return game


def play_trial(game: Game, policy: Policy) -> int:
    """Play the trial until the jury retires or the case ends; the number of actions taken."""
    for actions in range(MAX_ACTIONS):
        while trial_resolve_pending(game_id=game.pk):
            pass
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE or game.phase in (Game.Phase.DELIBERATION, Game.Phase.VERDICT):
            return actions
        view = trial_view(game=game)
        if view["outcome"]:
            return actions
        if view["window"] == "statement":
            court.trial_make_statement(game=game, theme=view["themes"][0], cards=[])
            continue
        action, *args = policy(view)
        if action == "ask":
            court.trial_ask_question(game=game, question_id=args[0])
        elif action == "ask_text":
            court.trial_ask_question(game=game, text=args[0])
        elif action == "cards":
            court.trial_play_cards(game=game, cards=args[0])
        elif action == "continue":
            court.trial_continue(game=game)
        elif action == "allow":
            court.trial_allow(game=game)
        elif action == "object":
            court.trial_object(game=game, card=args[0])
        elif action == "end":
            court.trial_end_examination(game=game)
        else:
            raise Stuck(f"no move in {view['phase']} / {view['window']} (waiting: {view['waiting'] or 'nothing'})")
    raise Stuck(f"the trial did not reach the jury in {MAX_ACTIONS} actions")


def deliberate(game: Game) -> Game:
    """Run the deliberation rounds (and the final ballot) as their tasks would."""
    for round_no in range(1, 12):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        deliberation.deliberation_step(game_id=game.pk, round_no=round_no)
    game.refresh_from_db()
    return game
