"""Reads of the dialectical mode: presets for the form and the API, and a run's stored result."""

from __future__ import annotations

from evaluation.dialectic.models import RubricPreset
from evaluation.dialectic.rubric import DEFAULT_PRESETS


def rubric_presets() -> list[dict]:
    """Active presets, in form order: {id, slug, name, description, criteria}."""
    presets = [{"id": p.pk, "slug": p.slug, "name": p.name, "description": p.description, "criteria": p.criteria}
               for p in RubricPreset.objects.filter(is_active=True)]
    if presets or RubricPreset.objects.exists():
        return presets
    # A database without the seeded rows (e.g. presets all deleted) still offers the shipped ones.
    return [{"id": p["slug"], **p} for p in DEFAULT_PRESETS]


def find_preset(key) -> tuple[str, list[dict]] | None:
    """(name, criteria) of the active preset with this id or slug, or None."""
    for preset in rubric_presets():
        if str(key) in (str(preset["id"]), preset["slug"]):
            return preset["name"], preset["criteria"]
    return None
