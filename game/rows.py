"""Rows ↔ the pure rules' dataclasses: the one place that knows both.

The jury's rules see `Persona` and `JurorMind` (keyed by the persona's key, never a
database id: the rules sort and draw over keys, and a seed must replay the same game on
any database). The trial engine sees a `TrialState` loaded from the trial row, the judge
row and the game row; `engine_save` writes it back. The game row's `phase` is the one
stored phase: the engine is given it on load and moves it on save while the jury is in
court. The game's seeded generator lives on the game row (`rng_of` / `rng_keep`).
"""

from __future__ import annotations

from dataclasses import asdict

from django.utils import timezone

from game import phases as P
from game.errors import ActionError
from game.judge.persona import JudgePersona, RulingRecord
from game.jury import rng as game_rng
from game.jury.types import REASONABLE_DOUBT_STANDARD, JurorMind, Persona
from game.models import Case, Game, JudgeState, JurorPersona, JurorState, PlayerProfile, Trial
from game.trial import casedata
from game.trial.cards import Catalogue
from game.trial.engine import CaseMeta, Engine, new_trial
from game.trial.state import TrialState

PERSONA_FIELDS = tuple(Persona.__dataclass_fields__)
MIND_FIELDS = ["opinion", "confidence", "engagement", "expression", "memories", "opinion_history"]
SKILLS = ("jury_reading", "presentation", "interrogation", "legal_knowledge", "investigation")
JUDGE_FIELDS = ("patience_remaining", "disposition_to_player", "disposition_to_opponent", "warnings_issued",
                "sanctions_issued", "expression", "contempt")


# --- jurors -------------------------------------------------------------------------------

def persona_of(row: JurorPersona) -> Persona:
    values = {f: getattr(row, f) for f in PERSONA_FIELDS}
    values["triggers"] = tuple(row.triggers or ())
    return Persona(**values)


def mind_of(state: JurorState, standard: str = REASONABLE_DOUBT_STANDARD) -> JurorMind:
    """The pure rules' view of a juror's row (`standard`: the burden they were instructed on,
    the case kind's, which decides how an evenly balanced juror votes)."""
    return JurorMind(state.persona.key, opinion=state.opinion, confidence=state.confidence,
                     engagement=state.engagement, expression=state.expression, memories=list(state.memories),
                     opinion_history=list(state.opinion_history), standard=standard)


def store_mind(state: JurorState, mind: JurorMind) -> None:
    """Copy a mind onto its row; the caller saves `MIND_FIELDS`."""
    state.opinion, state.confidence, state.engagement = mind.opinion, mind.confidence, mind.engagement
    state.expression, state.memories, state.opinion_history = mind.expression, mind.memories, mind.opinion_history


# --- the game's generator -------------------------------------------------------------------

def rng_of(game: Game):
    return game_rng.restore(game.rng_state, game.seed)


def rng_keep(game: Game, rng) -> None:
    """Store the generator's state on the row; the caller saves `rng_state`."""
    game.rng_state = game_rng.dump(rng)


# --- the case, the judge and the trial ------------------------------------------------------

def case_dict(case: Case, side: str | None = None) -> dict:
    """The engine's case for the player on `side` (default: the case's own side)."""
    return casedata.trial_case(
        slug=case.slug, title=case.title, charge=case.charge, kind=case.kind, difficulty=case.difficulty,
        player_side=side or case.player_side, case_side=case.player_side, budget=case.budget,
        prosecution_theory=case.prosecution_theory, defense_theory=case.defense_theory,
        opposing_counsel=case.opposing_counsel, mirror_counsel=case.mirror_counsel, witnesses=case.witnesses,
        evidence=case.evidence,
    )


def opposing_counsel_of(game: Game) -> dict:
    """The lawyer opposing the player in this game ({name, style, difficulty, bio})."""
    case = game.case
    return casedata.opponent_counsel(slug=case.slug, kind=case.kind, difficulty=case.difficulty,
                                     player_side=game.player_side, case_side=case.player_side,
                                     opposing_counsel=case.opposing_counsel, mirror_counsel=case.mirror_counsel)


def judge_persona_of(case: Case) -> JudgePersona:
    return casedata.judge_persona(case.judge, case.slug)


def catalogue_of(case: Case, side: str | None = None) -> Catalogue:
    return Catalogue.for_case(case_dict(case, side)["evidence"], case.kind)


def skills_of(game: Game) -> dict:
    """The player's skills (the defaults until their profile exists)."""
    profile = PlayerProfile.objects.filter(user_id=game.player_id).first() or PlayerProfile()
    return {name: getattr(profile, name) for name in SKILLS}


def trial_create(game: Game) -> Trial:
    """Store a new game's trial and judge rows, dealt from the game's seed."""
    persona = judge_persona_of(game.case)
    state = new_trial(seed=game.seed, case=case_dict(game.case, game.player_side), persona=persona,
                      skills=skills_of(game))
    state.budget, state.cp, state.pp = game.budget, float(game.credibility), float(game.preparation)
    data = state.as_dict()
    judge = data.pop("judge")
    data.pop("phase")
    trial = Trial.objects.create(game=game, state=data)
    JudgeState.objects.create(game=game, persona_id=persona.id, patience_remaining=judge["patience_remaining"])
    return trial


def engine_phase(game: Game, data: dict) -> str:
    """The engine works in the game's phase, except between the jury being sworn (voir
    dire moves the game to the opening) and the court opening (`trial_begin`, in the same
    transaction): until then the engine is still in voir dire."""
    opened = data.get("opened", data.get("phase", P.PRE_TRIAL) not in (P.PRE_TRIAL, P.VOIR_DIRE))
    if game.phase == P.OPENING and not opened:
        return P.VOIR_DIRE
    return game.phase


def mean_opinion_for_player(game: Game) -> float:
    """The seated jurors' mean opinion, signed so that positive favours the player."""
    opinions = list(game.jurors.filter(status=JurorState.Status.SEATED).values_list("opinion", flat=True))
    if not opinions:
        return 0.0
    mean = sum(opinions) / len(opinions)
    return mean if game.player_side == "defense" else -mean


def engine_of(game: Game, trial: Trial, judge: JudgeState, *, mean_opinion_for_player: float = 0.0) -> Engine:
    data = dict(trial.state)
    data["phase"] = engine_phase(game, data)
    data["judge"] = {
        "persona_id": judge.persona_id, **{f: getattr(judge, f) for f in JUDGE_FIELDS},
        "notable_rulings": [asdict(RulingRecord(**r)) for r in judge.notable_rulings],
    }
    state = TrialState.from_dict(data)
    # The games services own the budget and the consultant (and may have changed them).
    state.budget, state.consultant_hired = game.budget, game.consultant_hired
    case = game.case
    meta = casedata.meta_fields(title=case.title, player_side=game.player_side,
                                prosecution_theory=case.prosecution_theory, defense_theory=case.defense_theory,
                                truth=case.truth, evidence=case.evidence, synopsis=case.synopsis)
    return Engine(state, persona=judge_persona_of(case), catalogue=catalogue_of(case, game.player_side),
                  meta=CaseMeta(**meta), mean_opinion_for_player=mean_opinion_for_player)


class StaleTrial(ActionError):
    """The trial moved on since it was loaded (409 STALE_STATE)."""


def row_phase(phase: str) -> str | None:
    """The game's phase for the engine's while the jury is in court: the engine reaches
    deliberation as it instructs the jury, but the jury is sent out by the deliberation
    service (which wants a phase in court), so the game holds at jury instructions."""
    if phase in P.JURY_IN_COURT:
        return phase
    if phase == P.DELIBERATION:
        return P.JURY_INSTRUCTIONS
    return None


def engine_save(game: Game, trial: Trial, judge: JudgeState, state: TrialState) -> None:
    """Store the engine's state: the trial row, the judge row, and the game row's phase,
    turn and currencies. Refused (StaleTrial) if the trial moved on since it was loaded."""
    data = state.as_dict()
    mind: dict = data.pop("judge")
    data.pop("phase")
    for field in JUDGE_FIELDS:
        setattr(judge, field, mind[field])
    judge.patience_remaining = max(0.0, min(100.0, judge.patience_remaining))
    judge.disposition_to_player = max(-50.0, min(50.0, judge.disposition_to_player))
    judge.disposition_to_opponent = max(-50.0, min(50.0, judge.disposition_to_opponent))
    judge.notable_rulings = mind["notable_rulings"]
    judge.research_level = state.research_level
    judge.save()
    trial.state = data
    trial.pending_kind = (state.pending or {}).get("kind", "")
    # Conditional on the version we loaded: the row lock already serializes writers on
    # PostgreSQL; on SQLite (no SELECT ... FOR UPDATE) this is what stops a second,
    # concurrent request from overwriting the first with a stale state.
    updated = Trial.objects.filter(pk=trial.pk, version=trial.version).update(
        state=data, version=trial.version + 1, pending_kind=trial.pending_kind, pending_since=trial.pending_since,
        step_attempts=trial.step_attempts, last_deltas=trial.last_deltas, updated_at=timezone.now())
    if not updated:
        raise StaleTrial("STALE_STATE", "The court moved on meanwhile; reload the page and try again.")
    trial.version += 1
    game.budget, game.credibility, game.preparation = state.budget, int(round(state.cp)), int(round(state.pp))
    game.turn, game.consultant_hired = state.turn, state.consultant_hired
    fields = ["budget", "credibility", "preparation", "turn", "consultant_hired", "updated_at"]
    # Only while the jury is in court: a late model step must never pull a jury that has
    # already gone out back into the courtroom.
    moved = row_phase(state.phase)
    if game.status == Game.Status.ACTIVE and game.phase in P.JURY_IN_COURT and moved and moved != game.phase:
        game.phase = moved
        fields.append("phase")
    game.save(update_fields=fields)
