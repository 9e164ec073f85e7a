"""Rubrics: the criteria an artifact is audited against, their validation, and the shipped presets.

Pure: plain dataclasses and dicts, no ORM. The RubricPreset table stores presets
staff can edit; the defaults below seed it and are the fallback when it is empty.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

MAX_CRITERIA = 20
TARGETS = ("all", "code", "docs")
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
_FIELD_LIMITS = {"name": 120, "description": 1000, "successPattern": 1000, "failurePattern": 1000}


@dataclass(frozen=True)
class Criterion:
    """One rubric line. `target` says which documents its evidence comes from: all, code or docs."""

    id: str
    name: str
    description: str
    successPattern: str
    failurePattern: str
    target: str = "all"

    def as_dict(self) -> dict:
        return asdict(self)


class RubricError(ValueError):
    """The rubric is invalid; `errors` maps a field path to its message."""

    def __init__(self, errors: dict[str, str]):
        super().__init__("; ".join(f"{k}: {v}" for k, v in errors.items()))
        self.errors = errors


def validate_rubric(raw) -> list[Criterion]:
    """Criteria from a user's list of dicts, or RubricError with every problem found.

    Rules: a non-empty list of at most MAX_CRITERIA objects; ids unique and made of
    letters, digits, '-' and '_'; name and description non-empty; target one of TARGETS;
    every field given is text (a number or a list is refused, not turned into text).
    """
    if not isinstance(raw, list) or not raw:
        raise RubricError({"rubric": "The rubric must be a non-empty list of criteria."})
    if len(raw) > MAX_CRITERIA:
        raise RubricError({"rubric": f"A rubric has at most {MAX_CRITERIA} criteria (got {len(raw)})."})
    errors: dict[str, str] = {}
    criteria: list[Criterion] = []
    seen: set[str] = set()
    for index, item in enumerate(raw):
        where = f"rubric[{index}]"
        if not isinstance(item, dict):
            errors[where] = "Each criterion must be an object."
            continue
        values = {}
        for key in ("id", "name", "description", "successPattern", "failurePattern", "target"):
            value = item.get(key)
            if value is not None and not isinstance(value, str):  # 5, true, [..] are not text to audit against
                errors[f"{where}.{key}"] = "Must be text."
                value = None
            values[key] = (value or "").strip()
        target = values.pop("target").lower() or "all"
        if not _ID.match(values["id"]):
            errors.setdefault(f"{where}.id", "An id is required: letters, digits, '-' or '_' (at most 64).")
        elif values["id"].lower() in seen:
            errors[f"{where}.id"] = f"Duplicate criterion id '{values['id']}'."
        seen.add(values["id"].lower())
        for key in ("name", "description"):
            if not values[key]:
                errors.setdefault(f"{where}.{key}", f"The criterion's {key} must not be empty.")
        for key, limit in _FIELD_LIMITS.items():
            if len(values[key]) > limit:
                errors[f"{where}.{key}"] = f"At most {limit} characters."
        if target not in TARGETS:
            errors[f"{where}.target"] = f"The target must be one of {', '.join(TARGETS)}."
        criteria.append(Criterion(target=target, **values))
    if errors:
        raise RubricError(errors)
    return criteria


def criteria_from_dicts(raw: list[dict]) -> list[Criterion]:
    """Criteria stored by this module (already valid), e.g. from a stage's parsed data."""
    return [Criterion(**{k: c.get(k, "all" if k == "target" else "") for k in Criterion.__dataclass_fields__})
            for c in raw]


def _c(id, name, description, success, failure, target="all") -> dict:
    return {"id": id, "name": name, "description": description, "successPattern": success,
            "failurePattern": failure, "target": target}


DEFAULT_PRESETS: list[dict] = [
    {
        "slug": "technical-design-review",
        "name": "Technical design review",
        "description": "Audits a design document (and any code beside it) before it is built.",
        "criteria": [
            _c("problem-statement", "Problem statement",
               "The document states the problem, who has it, and why it matters now.",
               "A clear problem, its users and a measurable goal are stated up front.",
               "The design starts from a solution; the problem or goal is vague or missing.", "docs"),
            _c("scope", "Scope and non-goals",
               "What is in and out of scope is explicit.",
               "Goals and non-goals are listed; boundaries with other systems are named.",
               "Scope is implicit, unbounded, or contradicts itself.", "docs"),
            _c("architecture", "Architecture and components",
               "Components, their responsibilities and the data flow between them are described.",
               "Each component has one responsibility; data flow and interfaces are explicit.",
               "Components are named without responsibilities; data flow is hand-waved.", "all"),
            _c("alternatives", "Alternatives considered",
               "Other approaches were weighed and the choice is justified.",
               "At least two alternatives with trade-offs and a reasoned decision.",
               "A single option is presented as obvious; no trade-offs.", "docs"),
            _c("security", "Security and privacy",
               "Threats, secrets handling, input validation and data protection are addressed.",
               "Threats are listed with mitigations; no secrets or unsafe calls in the artifact.",
               "Secrets in code, eval/exec or shell injection, or no mention of threats.", "all"),
            _c("failure-modes", "Failure modes and operations",
               "How the system fails, is observed and recovers.",
               "Timeouts, retries, monitoring and a rollback or recovery path are described.",
               "Only the happy path is described.", "all"),
            _c("testing", "Testing strategy",
               "How correctness will be verified before and after release.",
               "Unit, integration and acceptance tests are planned with what they prove.",
               "Testing is absent or 'we will test it'.", "all"),
            _c("references", "References resolve",
               "Files, modules and documents the design refers to exist in the submission.",
               "Every referenced path is present among the documents.",
               "The design points at files that do not exist.", "all"),
        ],
    },
    {
        "slug": "code-review",
        "name": "Code review",
        "description": "Audits source code for correctness, safety and maintainability.",
        "criteria": [
            _c("correctness", "Correctness",
               "The code does what its names and documentation say it does.",
               "Functions match their docstrings; edge cases are handled.",
               "Logic contradicts its documentation or ignores edge cases.", "code"),
            _c("security", "Security",
               "No unsafe evaluation, shell injection or hard-coded secrets.",
               "Inputs are validated; secrets come from configuration; no eval/exec/shell=True.",
               "eval/exec, os.system, subprocess with shell=True, or secrets in source.", "code"),
            _c("structure", "Structure and modularity",
               "Code is split into cohesive units with clear responsibilities.",
               "Small functions and classes with one job each; no god objects.",
               "Long functions mixing concerns; duplicated logic.", "code"),
            _c("naming", "Naming and readability",
               "Names reveal intent; the code reads top to bottom.",
               "Descriptive names, docstrings on public functions, comments say why.",
               "Cryptic names, no docstrings, comments restate the code.", "code"),
            _c("error-handling", "Error handling",
               "Failures are caught specifically and reported clearly.",
               "Specific exceptions, clear messages, no silent except blocks.",
               "Bare except, swallowed errors, or crashes on bad input.", "code"),
            _c("tests", "Tests",
               "Behaviour is covered by tests that can fail.",
               "Test files exercise the public behaviour with exact assertions.",
               "No tests, or tests that assert nothing.", "all"),
            _c("documentation", "Documentation",
               "A reader can run and use the code from its documentation.",
               "A README or module docstrings explain purpose, setup and usage.",
               "No documentation, or documentation that contradicts the code.", "docs"),
        ],
    },
]


def default_preset(slug: str) -> dict | None:
    return next((p for p in DEFAULT_PRESETS if p["slug"] == slug), None)
