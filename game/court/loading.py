"""Loading a game's trial into the engine and saving it back (rows ↔ dataclasses)."""

from __future__ import annotations

from dataclasses import asdict

from django.utils import timezone

from juryrigged.core.errors import ApiError

from game.court.models import JudgeState, Trial
from game.judge.persona import JudgePersona
from game.judge.persona import RulingRecord
from game.models import Case, Game, JurorState
from game.trial import casedata
from game.trial import phases as P
from game.trial.cards import Catalogue
from game.trial.engine import CaseMeta, Engine, new_trial
from game.trial.state import TrialState

class StaleTrial(ApiError):
    def __init__(self, message: str):
        super().__init__(409, "STALE_STATE", message)


JUDGE_FIELDS = ("patience_remaining", "disposition_to_player", "disposition_to_opponent", "warnings_issued",
                "sanctions_issued", "expression", "contempt")


def case_dict(case: Case) -> dict:
    return casedata.trial_case(
        slug=case.slug, title=case.title, charge=case.charge, kind=case.kind, difficulty=case.difficulty,
        player_side=case.player_side, budget=case.budget, prosecution_theory=case.prosecution_theory,
        defense_theory=case.defense_theory, opposing_counsel=case.opposing_counsel, witnesses=case.witnesses,
        evidence=case.evidence,
    )


def persona_of_case(case: Case) -> JudgePersona:
    return casedata.judge_persona(case.judge, case.slug)


def catalogue_of(case: Case) -> Catalogue:
    return Catalogue.for_case(case_dict(case)["evidence"])


def skills_of(game: Game) -> dict:
    from game.services import profile_get

    profile = profile_get(user=game.player)
    return {name: getattr(profile, name) for name in
            ("jury_reading", "presentation", "interrogation", "legal_knowledge", "investigation")}


def trial_create(game: Game) -> Trial:
    """The trial row and the judge row for a game, dealt from the game's seed."""
    persona = persona_of_case(game.case)
    state = new_trial(seed=game.seed, case=case_dict(game.case), persona=persona, skills=skills_of(game))
    state.budget, state.cp, state.pp = game.budget, float(game.credibility), float(game.preparation)
    data = state.as_dict()
    judge = data.pop("judge")
    trial = Trial.objects.create(game=game, state=data)
    JudgeState.objects.create(game=game, persona_id=persona.id, patience_remaining=judge["patience_remaining"])
    return trial


def engine_of(game: Game, trial: Trial, judge: JudgeState, *, mean_opinion_for_player: float = 0.0) -> Engine:
    data = dict(trial.state)
    data["judge"] = {
        "persona_id": judge.persona_id, **{f: getattr(judge, f) for f in JUDGE_FIELDS},
        "notable_rulings": [asdict(RulingRecord(**r)) for r in judge.notable_rulings],
    }
    state = TrialState.from_dict(data)
    # Part one's services own the budget and the consultant (and may have changed them).
    state.budget, state.consultant_hired = game.budget, game.consultant_hired
    case = game.case
    theory_player = case.defense_theory if case.player_side == "defense" else case.prosecution_theory
    theory_opponent = case.prosecution_theory if case.player_side == "defense" else case.defense_theory
    return Engine(state, persona=persona_of_case(case), catalogue=catalogue_of(case),
                  meta=CaseMeta(title=case.title, theory_player=theory_player, theory_opponent=theory_opponent),
                  mean_opinion_for_player=mean_opinion_for_player)


def engine_save(game: Game, trial: Trial, judge: JudgeState, state: TrialState) -> None:
    """Store the engine's state: the trial row, the judge row, and the game's mirrored fields."""
    data = state.as_dict()
    mind: dict = data.pop("judge")
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
        raise StaleTrial("The court moved on meanwhile; reload the page and try again.")
    trial.version += 1
    game.budget, game.credibility, game.preparation = state.budget, int(round(state.cp)), int(round(state.pp))
    game.turn, game.consultant_hired = state.turn, state.consultant_hired
    fields = ["budget", "credibility", "preparation", "turn", "consultant_hired", "updated_at"]
    mirrored = mirrored_phase(state.phase)
    # Only while the trial owns the game's phase: a late model step must never pull a jury
    # that has already gone out back into the courtroom.
    in_trial = game.phase in (P.TRIAL_PHASES + (P.INSTRUCTIONS,))
    if game.status == Game.Status.ACTIVE and in_trial and mirrored and mirrored != game.phase:
        game.phase = mirrored
        fields.append("phase")
    game.save(update_fields=fields)


def mirrored_phase(phase: str) -> str | None:
    """The game row's phase for the trial's: part one moves pre-trial → jury selection →
    opening, and deliberation (its `deliberation_start` wants a trial phase), so the trial
    mirrors only the trial phases, holding at jury instructions until the jury retires."""
    if phase in P.TRIAL_PHASES or phase == P.INSTRUCTIONS:
        return phase
    if phase == P.DELIBERATION:
        return P.INSTRUCTIONS
    return None


def mean_opinion_for_player(game: Game) -> float:
    opinions = list(game.jurors.filter(status=JurorState.Status.SEATED).values_list("opinion", flat=True))
    if not opinions:
        return 0.0
    mean = sum(opinions) / len(opinions)
    return mean if game.player_side == "defense" else -mean


