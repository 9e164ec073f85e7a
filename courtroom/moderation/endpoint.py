"""Layer 3 through the provider's own moderation endpoint: its categories mapped onto ours. Pure.

OpenAI-compatible `POST /moderations` (e.g. `omni-moderation-latest`) answers with its own
category names. They map onto ours as below; a provider category with no counterpart here
(`illicit`, `illicit/violent`) is named in the reason but holds nothing by itself, and
defamation of a real person has no provider category at all (the rules and, without an
endpoint, the model screen look for it). The provider's `violence` is broader than our
"graphic violence" (a coroner's report may be flagged): the reason names the provider's
categories and scores, so staff see why a line was held.
"""

from __future__ import annotations

from decimal import Decimal

from courtroom.moderation.decision import LayerDecision, ordered

PURPOSE = "court.moderation"

CATEGORY_MAP = {
    "hate": ("hate",),
    "hate/threatening": ("threat",),  # comes with "hate" when it is hate too
    "harassment": ("harassment",),
    "harassment/threatening": ("threat",),  # comes with "harassment" when it is harassment too
    "self-harm": ("self_harm",),
    "self-harm/intent": ("self_harm",),
    "self-harm/instructions": ("self_harm",),
    "sexual": ("sexual",),
    "sexual/minors": ("sexual",),
    "violence": ("violence",),
    "violence/graphic": ("violence",),
}


def our_categories(flags: dict[str, bool]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(our categories, the provider's flagged categories we have no counterpart for)."""
    ours, unmapped = set(), []
    for name, flagged in flags.items():
        if not flagged:
            continue
        mapped = CATEGORY_MAP.get(name.lower())
        if mapped:
            ours.update(mapped)
        else:
            unmapped.append(name)
    return ordered(ours), tuple(sorted(unmapped))


def decision_from(*, model: str, flags: dict[str, bool], scores: dict[str, float], cost_usd: Decimal | None,
                  free: bool, cached: bool = False) -> LayerDecision:
    """The layer's decision from the endpoint's answer, with a reason staff can read."""
    categories, unmapped = our_categories(flags)
    named = [f"{name} {scores[name]:.2f}" if name in scores else name for name, on in flags.items() if on]
    reason = f"moderation endpoint {model}: " + (", ".join(named) if named else "nothing flagged")
    if unmapped and not categories:
        reason += " (none of our categories)"
    if free:
        reason += " · free"
    return LayerDecision("model", bool(categories), categories, (reason + (" (cached)" if cached else ""))[:300],
                         cost_usd)


def as_cached(decision: LayerDecision) -> dict:
    return {"flagged": decision.flagged, "categories": list(decision.categories), "reason": decision.reason}


def from_cached(data: dict) -> LayerDecision:
    """A cached decision: nothing paid for it this time."""
    return LayerDecision("model", bool(data["flagged"]), ordered(data["categories"]),
                         (data["reason"] + " (cached)")[:300], Decimal(0))
