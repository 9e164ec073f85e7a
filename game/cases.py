"""The shipped cases: JSON files in game/cases/, installed (upserted by slug) into the
Case and JurorPersona tables. Staff edit the rows in the admin afterwards; installing
again only adds what is missing, so their edits survive."""

from __future__ import annotations

import json
from pathlib import Path

from django.db import transaction

from game.models import Case, JurorPersona

CASE_DIR = Path(__file__).resolve().parent / "cases"
CASE_FIELDS = ("title", "charge", "kind", "difficulty", "tier", "player_side", "budget", "synopsis", "truth",
               "prosecution_theory", "defense_theory", "judge", "opposing_counsel", "mirror_counsel", "witnesses",
               "evidence", "alternates", "peremptory_strikes", "sort_order", "pool_archetypes", "pool_size")
PERSONA_FIELDS = ("name", "age", "occupation", "background", "analytical_vs_emotional", "trust_level", "skepticism",
                  "leader_follower", "attention_span", "prosecution_bias", "topic_biases", "triggers",
                  "trigger_direction", "cause_grounds", "portrait_set")


def shipped_cases() -> list[dict]:
    return [json.loads(path.read_text()) for path in sorted(CASE_DIR.glob("*.json"))]


@transaction.atomic
def case_install(data: dict) -> Case:
    """Create the case and its listed jurors if they do not exist yet (idempotent)."""
    case, _ = Case.objects.get_or_create(slug=data["slug"], defaults=case_fields(data))
    _personas_install(case, data)
    return case


def case_draft(data: dict, *, slug: str) -> Case:
    """A case file's data as a new, unpublished case under `slug`, whatever is installed:
    what the validator plays (inside a transaction it rolls back), so a shipped case's row and
    its staff edits are neither read nor touched."""
    case = Case.objects.create(**{**case_fields(data), "slug": slug, "is_published": False})
    _personas_install(case, data)
    return case


def case_fields(data: dict) -> dict:
    return {f: data[f] for f in CASE_FIELDS if f in data}


def _personas_install(case: Case, data: dict) -> None:
    for order, juror in enumerate(data.get("jurors", ())):
        JurorPersona.objects.get_or_create(
            case=case, game=None, key=juror["key"],
            defaults={"pool_order": order, **{f: juror[f] for f in PERSONA_FIELDS if f in juror}},
        )


def cases_install() -> list[Case]:
    return [case_install(data) for data in shipped_cases()]
