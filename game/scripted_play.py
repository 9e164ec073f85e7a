"""Whole cases played through the services by scripted players, as a player's clicks and the
Celery tasks would play them: pre-trial (basic judge research), voir dire (opposing counsel's
challenges ruled, both sides' strikes, the jury sworn), the trial (every awaited model step
run at once, as its task would), the jury instructions and deliberation round by round, to
the verdict. Used by `manage.py validate_cases`; the model calls go to whatever provider is
configured (the validator uses the offline mock).

The players, each a function of the courtroom as the player sees it (`selectors.trial_view`):
- ordinary: the first suggested question, the first playable card once a turn, lets
  opposing counsel's questions stand;
- evidence: the same, but plays evidence cards only (never a tactic a judge may mind);
- passive: the last suggested question, never a card, never an objection;
- diligent: the ordinary player who also objects on the ground opposing counsel would raise
  (while it can afford the objection);
- objector: the first playable card, and a hearsay objection to every question of the other
  side while it can afford one;
- hasty: wants it over: no questions of its own ("no further questions"), no cards, no objections.

The jury realism benchmark records what reached the jury in games these players play
(`tests/game/played_trials.py`), so the jury model is fitted on the trials they produce.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.case_kinds import case_kind
from game.judge.rulings import context_features
from game.models import Case, Game, GameEvent
from game.selectors import game_model_usage, trial_view
from game.services import deliberation, games, voir_dire
from game.services import trial as court
from game.services.trial_steps import trial_resolve_pending
from game.trial.opponent import GROUNDS


def _ordinary(view: dict) -> tuple:
    window = view["window"]
    if window == "question":
        return "ask", view["suggested"][0]["id"]
    if window == "turn":
        playable = [c["key"] for c in view["hand"] if c["playable"]]
        return ("cards", playable[:1]) if playable and not view["playedThisTurn"] else ("continue",)
    return ("allow",)


def _evidence(view: dict) -> tuple:
    if view["window"] == "turn":
        playable = [c["key"] for c in view["hand"] if c["playable"] and c["type"] == "evidence"]
        return ("cards", playable[:1]) if playable and not view["playedThisTurn"] else ("continue",)
    return _ordinary(view)


def _passive(view: dict) -> tuple:
    if view["window"] == "question":
        return "ask", view["suggested"][-1]["id"]
    if view["window"] == "turn":
        return ("continue",)
    return ("allow",)


def objection_ground(question: str) -> str | None:
    """The ground a sensible lawyer would raise against this question (as opposing counsel does)."""
    return next((GROUNDS[f] for f in context_features(question) if f in GROUNDS), None)


def _can_object(view: dict, card: str) -> bool:
    """Whether this objection may be raised now (enough CP among other things)."""
    return any(c["key"] == card and c["playable"] for c in view.get("objections", ()))


def _diligent(view: dict) -> tuple:
    if view["window"] == "objection":
        ground = objection_ground(view["lastQuestion"]["text"])
        if ground == "leading" and view["examination"]["type"] == "cross":
            ground = None
        return ("object", f"obj_{ground}") if ground and _can_object(view, f"obj_{ground}") else ("allow",)
    return _ordinary(view)


def _objector(view: dict) -> tuple:
    if view["window"] == "objection":
        return ("object", "obj_hearsay") if _can_object(view, "obj_hearsay") else ("allow",)
    return _ordinary(view)


def _hasty(view: dict) -> tuple:
    if view["window"] in ("question", "turn"):
        return ("end",)
    return ("allow",)


PLAYERS: dict[str, Callable[[dict], tuple]] = {"ordinary": _ordinary, "evidence": _evidence, "passive": _passive,
                                               "diligent": _diligent, "objector": _objector, "hasty": _hasty}
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
    actions = play_trial(game, PLAYERS[player])
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


def play_trial(game: Game, policy: Callable[[dict], tuple]) -> int:
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
