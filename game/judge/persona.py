"""JudgePersona (a case's judge) and JudgeState (that judge in one game), per the judge spec."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

GAVEL_STYLES = ("firm", "measured", "dramatic")
PET_PEEVES = ("grandstanding", "repetitive_objections", "theatrics", "badgering", "speaking_objections",
              "tardiness", "sidebar_abuse")


@dataclass(frozen=True)
class JudgePersona:
    id: str
    name: str
    title: str = ""
    background: str = ""
    reputation: str = ""
    strictness: int = 50
    patience: int = 70
    prosecution_lean: int = 50
    pet_peeves: tuple[str, ...] = ()
    hearsay_strictness: int = 50
    relevance_threshold: int = 50
    contempt_threshold: int = 10
    portrait_asset: str = "judge-default"
    gavel_style: str = "measured"

    @classmethod
    def from_dict(cls, data: dict) -> JudgePersona:
        """Accepts snake_case or the spec's camelCase keys; unknown keys are ignored."""
        known = {f.name for f in fields(cls)}
        clean = {}
        for key, value in data.items():
            key = _snake(key)
            if key in known:
                clean[key] = value
        if "pet_peeves" in clean:
            clean["pet_peeves"] = tuple(clean["pet_peeves"])
        clean.setdefault("id", str(data.get("name", "judge")))
        clean.setdefault("name", "Judge")
        return cls(**clean)

    def as_dict(self) -> dict:
        data = asdict(self)
        data["pet_peeves"] = list(self.pet_peeves)
        return data

    @property
    def display_name(self) -> str:
        return self.title or f"Judge {self.name}"

    def strictness_for(self, objection_type: str) -> int:
        """How readily this judge sustains this kind of objection (0-100).

        Hearsay follows hearsay_strictness; relevance follows the inverse of
        relevance_threshold (a high threshold means a liberal judge who lets more in);
        every other ground follows the general strictness.
        """
        if objection_type == "hearsay":
            return self.hearsay_strictness
        if objection_type == "relevance":
            return 100 - self.relevance_threshold
        return self.strictness


@dataclass
class RulingRecord:
    """A notable ruling kept on the judge's state (the spec's notableRulings)."""

    turn: int
    objection_type: str
    objector: str
    ruling: str
    statement: str
    jury_instruction: str = ""


@dataclass
class JudgeState:
    persona_id: str
    patience_remaining: float = 100
    disposition_to_player: float = 0
    disposition_to_opponent: float = 0
    warnings_issued: int = 0
    sanctions_issued: int = 0
    notable_rulings: list[RulingRecord] = field(default_factory=list)
    contempt: bool = False
    expression: str = "neutral"

    @classmethod
    def for_persona(cls, persona: JudgePersona) -> JudgeState:
        return cls(persona_id=persona.id, patience_remaining=float(persona.patience))

    @classmethod
    def from_dict(cls, data: dict) -> JudgeState:
        data = dict(data)
        data["notable_rulings"] = [RulingRecord(**r) for r in data.get("notable_rulings", [])]
        return cls(**data)

    def as_dict(self) -> dict:
        return asdict(self)


def _snake(key: str) -> str:
    out = []
    for ch in key:
        if ch.isupper():
            out.append("_" + ch.lower())
        else:
            out.append(ch)
    return "".join(out)
