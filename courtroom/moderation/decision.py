"""What a moderation layer decides, and how the layers' decisions combine. Pure."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

CATEGORIES = ("hate", "harassment", "self_harm", "sexual", "violence", "threat", "defamation")
CATEGORY_LABELS = {
    "hate": "hate speech",
    "harassment": "harassment",
    "self_harm": "self-harm encouragement",
    "sexual": "sexual content",
    "violence": "graphic violence",
    "threat": "threats or doxxing",
    "defamation": "defamation of a real person",
    # Not harms: why a line was held without a decision (fail safe), so staff see why in the queue.
    "unscreened": "held: the model screen gave no decision",
    "unreadable": "held: a language the offline layers cannot read",
    # The model screen flagged the line but named no category it could be read as.
    "unspecified": "flagged by the model screen, no category named",
}
HOLDS = ("unscreened", "unreadable")
UNSPECIFIED = "unspecified"
# "classifier" only in lines stored before the structural layer replaced it.
LAYERS = ("rules", "structure", "learned", "classifier", "model", "language", "failsafe")


@dataclass(frozen=True)
class LayerDecision:
    """One layer's answer on one text: what it found and why, in words staff can read."""

    layer: str
    flagged: bool
    categories: tuple[str, ...] = ()
    reason: str = ""
    cost_usd: Decimal | None = Decimal(0)  # what the layer paid; None: a price is unknown
    rules: tuple[int, ...] = ()  # Layer 1: the ids of the stored rules that fired
    # A catch-all layer (the classifier knows only "abusive") names its category only
    # when no other layer names one.
    catch_all: bool = False
    # Layer 3 gave no decision (timeout, error, unreadable answer): see services.moderation's fail safe.
    undecided: bool = False

    def as_json(self) -> dict:
        found = {"layer": self.layer, "flagged": self.flagged, "categories": list(self.categories),
                 "reason": self.reason}
        return {**found, "rules": list(self.rules)} if self.rules else found


@dataclass(frozen=True)
class Decision:
    """The layers' decisions on one text; held if any layer flagged it."""

    layers: tuple[LayerDecision, ...] = field(default_factory=tuple)

    @property
    def flagged(self) -> bool:
        return any(d.flagged for d in self.layers)

    @property
    def categories(self) -> tuple[str, ...]:
        found = {c for d in self.layers if d.flagged and not d.catch_all for c in d.categories}
        if not found:
            found = {c for d in self.layers if d.flagged for c in d.categories}
        return tuple(c for c in (*CATEGORIES, UNSPECIFIED, *HOLDS) if c in found)

    @property
    def cost_usd(self) -> Decimal | None:
        """What the layers paid, or None when any price is unknown."""
        costs = [d.cost_usd for d in self.layers]
        return None if None in costs else sum(costs, Decimal(0))

    def with_layer(self, decision: LayerDecision | None) -> Decision:
        return self if decision is None else Decision((*self.layers, decision))

    def as_json(self) -> list[dict]:
        return [d.as_json() for d in self.layers]


def ordered(categories) -> tuple[str, ...]:
    """Known categories in their fixed order, unknown ones dropped."""
    found = set(categories)
    return tuple(c for c in CATEGORIES if c in found)


# What viewers read in place of a redacted line, worded for who spoke it.
_REDACTED_BY_ROLE = {
    "witness": "[The witness statement has been redacted by the court for decorum violations.]",
    "judge": "[The judge's remark has been struck from the record for decorum violations.]",
    "bailiff": "[The bailiff's announcement has been redacted by the court for decorum violations.]",
    "prosecutor": "[The prosecution's statement has been redacted by the court for decorum violations.]",
    "defense": "[The defense's statement has been redacted by the court for decorum violations.]",
}


def redacted_line(role: str) -> str:
    """The placeholder viewers read instead of a redacted line of a speaker in `role`."""
    return _REDACTED_BY_ROLE.get(role, "[This statement has been redacted by the court for decorum violations.]")
