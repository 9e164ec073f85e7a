"""Plain data the jury rules work on: no ORM, so the rules test and benchmark fast."""

from __future__ import annotations

from dataclasses import dataclass, field

GUILTY = "guilty"
NOT_GUILTY = "not_guilty"
EXPRESSIONS = ("neutral", "skeptical", "sympathetic", "angry", "confused", "bored", "shocked")
EVENT_KINDS = ("emotional", "analytical", "procedural")
SIDES = ("prosecution", "defense", "neutral")
# The burdens of proof, by the jury rules' names (`instructions.standard_of` reads them).
REASONABLE_DOUBT_STANDARD = "reasonable_doubt"
PREPONDERANCE_STANDARD = "preponderance"


def vote_of(opinion: float, standard: str = REASONABLE_DOUBT_STANDARD) -> str:
    """A juror's vote from their opinion. Beyond a reasonable doubt, the spec's rule: only a
    positive opinion votes not guilty. By a preponderance, the claim must be more likely than
    not, and the instruction says "if the evidence is evenly balanced, you must find the
    defendant not liable": an opinion of exactly 0 votes for the defendant too."""
    if standard == PREPONDERANCE_STANDARD:
        return NOT_GUILTY if opinion >= 0 else GUILTY
    return NOT_GUILTY if opinion > 0 else GUILTY


@dataclass(frozen=True)
class Persona:
    """What a juror is (hidden fields included): see game-jury-system.md."""

    key: str
    name: str = ""
    age: int = 40
    occupation: str = ""
    analytical_vs_emotional: int = 50
    trust_level: int = 50
    skepticism: int = 50
    leader_follower: int = 50  # 0 = strong leader, 100 = follower
    attention_span: int = 50
    prosecution_bias: int = 0  # -50 (defense) .. +50 (prosecution)
    topic_biases: dict = field(default_factory=dict)
    triggers: tuple = ()
    trigger_direction: dict = field(default_factory=dict)


@dataclass
class JurorMind:
    """Where a juror stands: opinion -100 (guilty) .. +100 (not guilty)."""

    key: str
    opinion: float = 0.0
    confidence: float = 20.0
    engagement: float = 80.0
    expression: str = "neutral"
    memories: list = field(default_factory=list)
    opinion_history: list = field(default_factory=list)  # [{"turn", "opinion"}]
    standard: str = REASONABLE_DOUBT_STANDARD  # the burden of proof the juror was instructed on

    @property
    def vote(self) -> str:
        return vote_of(self.opinion, self.standard)


@dataclass(frozen=True)
class CourtEvent:
    """Something the jury saw or heard: a card, an answer, a ruling (the game's one court event).

    `base_impact` is how far it pushes toward the side it `favors` (a magnitude;
    the direction comes from `favors`: prosecution pushes toward guilty). `source` says
    what in the trial produced it ("card", "answer", "statement", "combo", "witness_broke"...).
    """

    description: str
    kind: str = "analytical"  # emotional | analytical | procedural
    base_impact: float = 0.0
    favors: str = "neutral"  # prosecution | defense | neutral
    tags: tuple = ()
    source: str = ""
    why: str = ""  # in words, why it counts (what an answer or a speech was found to do), for the player
    read: str = ""  # how the court read the player's own question or speech (the feed's line), for the player

    def __post_init__(self):
        # One shape whoever builds it: a bounded description, a float impact, tags as a tuple.
        object.__setattr__(self, "description", str(self.description)[:300])
        object.__setattr__(self, "base_impact", float(self.base_impact))
        object.__setattr__(self, "tags", tuple(self.tags))

    @classmethod
    def from_dict(cls, data: dict) -> CourtEvent:
        return cls(
            description=str(data.get("description", "")),
            kind=data.get("kind", "analytical"),
            base_impact=float(data.get("base_impact", 0)),
            favors=data.get("favors", "neutral"),
            tags=tuple(data.get("tags", ())),
            source=str(data.get("source", "")),
            why=str(data.get("why", "")),
            read=str(data.get("read", "")),
        )

    def as_dict(self) -> dict:
        return {"description": self.description, "kind": self.kind, "base_impact": self.base_impact,
                "favors": self.favors, "tags": list(self.tags), "source": self.source, "why": self.why,
                **({"read": self.read} if self.read else {})}
