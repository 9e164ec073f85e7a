"""The whole trial as one serializable dataclass, and its seeded random generator.

`TrialState.as_dict()` is what the service stores (JSON) and `from_dict` what it
loads: a reloaded game continues exactly where it was, with the same random draws,
because the generator is re-derived from (seed, counter) rather than pickled.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field, fields

from game.judge.persona import JudgeState


@dataclass
class WitnessState:
    id: str
    name: str
    side: str                                  # the side that calls this witness
    hostile: bool = False                      # adverse to the side that calls them: that side may impeach
    role: str = ""
    public_story: str = ""
    secrets: list[str] = field(default_factory=list)
    lies: list[dict] = field(default_factory=list)        # {id, claim, truth, impeached_by: [card keys]}
    questions: list[str] = field(default_factory=list)    # the calling side's direct questions
    weight: float = 4                          # how much their testimony matters
    composure: float = 70
    broken: bool = False
    exposed: list[str] = field(default_factory=list)      # lie ids exposed so far
    asked: list[str] = field(default_factory=list)        # question texts already asked

    @classmethod
    def from_case(cls, data: dict) -> WitnessState:
        return cls(
            id=str(data["id"]), name=data.get("name", data["id"]), side=data.get("side", "prosecution"),
            role=data.get("role", ""), public_story=data.get("public_story", data.get("publicStory", "")),
            secrets=list(data.get("secrets", [])), lies=[dict(lie) for lie in data.get("lies", [])],
            questions=list(data.get("questions", [])), weight=float(data.get("weight", 4)),
            composure=float(data.get("composure", 70)), hostile=bool(data.get("hostile", False)),
        )


@dataclass
class Examination:
    witness_id: str
    examiner: str          # "player" | "opponent"
    type: str              # "direct" | "cross" | "redirect"
    questions_asked: int = 0
    max_questions: int = 5


@dataclass
class OpponentState:
    name: str = "Opposing counsel"
    style: str = "methodical"
    difficulty: int = 2
    cp: float = 50
    pp: float = 20
    deck: list[str] = field(default_factory=list)
    mood: str = "composed"
    objections_made: int = 0
    cards_played: int = 0
    questions: list[str] = field(default_factory=list)  # generic cross questions


@dataclass
class TrialState:
    seed: int
    player_side: str = "defense"
    case_type: str = "criminal"
    charge: str = ""
    charge_definitions: list[str] = field(default_factory=list)
    phase: str = "pre_trial"           # the game row's phase, given on load (`game.rows`)
    opened: bool = False               # the court has opened: opening statements began
    turn: int = 0
    rng_counter: int = 0
    # currencies
    budget: int = 0
    cp: float = 50
    pp: float = 20
    # pre-trial
    research_level: int = 0
    consultant_hired: bool = False
    investigations: list[dict] = field(default_factory=list)   # the case's: {id, name, cost, pp, evidence}
    investigations_done: list[str] = field(default_factory=list)
    # cards
    hand: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    played_this_turn: list[str] = field(default_factory=list)
    window: str | None = None          # "question" | "turn" | "objection" | "statement" | None
    # witnesses and examinations
    witnesses: list[WitnessState] = field(default_factory=list)
    exam: Examination | None = None
    exam_queue: list[dict] = field(default_factory=list)
    suggested: list[dict] = field(default_factory=list)
    last_question: dict | None = None
    pending: dict | None = None        # the model-backed step awaited, if any
    statements: dict = field(default_factory=dict)  # "opening.prosecution": True ...
    testimony: list[dict] = field(default_factory=list)  # what witnesses said: {witness, text, favors, turn, finding}
    themes: list[str] = field(default_factory=list)
    # the judge
    judge: JudgeState | None = None
    player_objections: list[str] = field(default_factory=list)
    ruling_cache: dict = field(default_factory=dict)
    judge_calls: int = 0
    cache_hits: int = 0
    cache_misses: int = 0
    merged_rulings: int = 0  # ruled from the bench once the trial's judge calls were spent (counted in cache_hits)
    judge_events: list[str] = field(default_factory=list)
    peeves_warned: list[str] = field(default_factory=list)  # pet peeves the judge has frowned at
    recesses_used: int = 0
    interventions: list[dict] = field(default_factory=list)  # the judge's own: {kind, detail, turn, phase, ...}
    interventions_due: list[int] = field(default_factory=list)  # indexes of those not yet said
    patience_at_turn_start: float = -1.0
    # the record
    opponent: OpponentState = field(default_factory=OpponentState)
    admitted_evidence: list[str] = field(default_factory=list)
    disregarded: list[str] = field(default_factory=list)
    sustained_for_player: int = 0
    jurors_replaced: int = 0
    tampering_detected: bool = False
    outcome: str = ""                  # "" | "contempt" | "mistrial" | "verdict"
    outcome_reason: str = ""
    instructions: dict | None = None
    skills: dict = field(default_factory=dict)

    # --- randomness ---------------------------------------------------------
    def rng(self) -> random.Random:
        """A fresh generator for the next random choice; advancing the counter keeps replays identical."""
        self.rng_counter += 1
        return random.Random(f"{self.seed}:{self.rng_counter}")

    # --- lookups -----------------------------------------------------------
    def witness(self, witness_id: str) -> WitnessState | None:
        return next((w for w in self.witnesses if w.id == witness_id), None)

    @property
    def current_witness(self) -> WitnessState | None:
        return self.witness(self.exam.witness_id) if self.exam else None

    @property
    def over(self) -> bool:
        return bool(self.outcome)

    def skill(self, name: str) -> int:
        return int(self.skills.get(name, 1))

    # --- serialization -------------------------------------------------------
    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> TrialState:
        data = dict(data)
        data["witnesses"] = [WitnessState(**w) for w in data.get("witnesses", [])]
        data["exam"] = Examination(**data["exam"]) if data.get("exam") else None
        data["opponent"] = OpponentState(**data.get("opponent", {}))
        data["judge"] = JudgeState.from_dict(data["judge"]) if data.get("judge") else None
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})
