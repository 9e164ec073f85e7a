"""The registry of evaluation modes: how `POST /api/evaluations` dispatches on `mode`.

Each mode registers one `ModeSpec` at import time of its package (`evaluation.jury`
registers "jury"; `evaluation.dialectic` registers "dialectic"), imported from
`EvaluationConfig.ready()`:

    from evaluation import modes

    modes.register(modes.ModeSpec(
        name="dialectic",
        validate=validate_request,      # (body: dict) -> modes.Validated, or raise modes.Invalid
        pipeline=pipeline,              # (message) -> None: the claimed run's stages, to run_complete / run_fail
        noun="audit",                   # how a failure names the run ("The audit stopped on ...")
        label="Dialectical",
        result=load_result,             # (message) -> dict, GET /api/evaluations/{messageId}
        export=export_markdown,         # (message) -> str, part of the conversation's Markdown export
        template="evaluation/dialectic/result.html",  # the result page's body, given `message`, `result`
    ))

The shared parts do the rest for every mode:

- `validate(body)` gets the raw JSON body and returns `Validated(question, content,
  config, conversation_id)`; `content` becomes the user message, `config` (JSON) is
  stored on the assistant message and is what `run` reads back. It raises
  `Invalid.naming({"modeConfig.jurorModels": ["..."], ...})` with EVERY field error; the API
  answers 400 with them.
- `evaluation.services.evaluation_start` checks the per-user limits, creates or
  reuses the conversation, the user and assistant messages, and enqueues
  `evaluation.tasks.run_evaluation`; in a worker, `evaluation.runs.run_dispatch`
  (the one driver) claims the run and calls the mode's `pipeline(message)`, failing
  the run with a reason on an unexpected error.
- `pipeline` uses `evaluation.runs` for the run's life (subject, budget check, calls
  with heartbeats, title, complete / fail); see that module's docstring for the API.
  `evaluation.runs` imports this registry, never a mode.
- `pipeline` publishes its events on `Message.stream` (`eval.<messageId>`) through
  `realtime.publish(stream, type, payload)` with payloads shaped like the spec's SSE
  lines minus `type` (`{"data": {...}}`, `{"message": "..."}`), and MUST end the run
  through `evaluation.runs.run_complete` or `run_fail` (they publish the terminal
  `complete` / `error` event and free the user's running slot). It must tolerate
  being called again for the same message (the sweeper resumes stale runs).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable

from django.db import IntegrityError

from evaluation.errors import EvaluationError


class Invalid(EvaluationError):
    """A request a mode refuses (400 VALIDATION_ERROR): every field error in `fields`, keyed by the
    field's dotted path. Built by `Invalid.naming(fields)`; the constructor is every DomainError's."""

    @classmethod
    def naming(cls, fields: dict[str, list[str]]) -> Invalid:
        """The refusal naming every field error; its message is the first one."""
        first = next(iter(fields.items()), ("request", ["Invalid request."]))
        return cls("VALIDATION_ERROR", f"{first[0]}: {first[1][0]}", fields=fields)

    @property
    def fields(self) -> dict[str, list[str]]:
        return self.extra.get("fields", {})


@dataclass(frozen=True)
class Validated:
    question: str
    content: str
    config: dict
    conversation_id: str | None = None


@dataclass(frozen=True)
class ModeSpec:
    name: str
    validate: Callable[[dict], Validated]
    pipeline: Callable[..., None]
    label: str = ""
    result: Callable[..., dict] | None = None
    export: Callable[..., str] | None = None
    template: str = ""
    # (message, result, last_seq) -> extra context for the shared result page's body
    page_context: Callable[..., dict] | None = None
    noun: str = "evaluation"
    # Errors meaning "the conversation was deleted while the run went on" (the run just stops).
    gone: tuple = (IntegrityError,)
    # Event types after which a follower (SSE, page) stops listening.
    terminal_types: frozenset = field(default_factory=lambda: frozenset({"complete", "error"}))


_modes: dict[str, ModeSpec] = {}


def register(spec: ModeSpec) -> None:
    _modes[spec.name] = spec


def get(name: str) -> ModeSpec | None:
    return _modes.get(name)


def names() -> list[str]:
    return sorted(_modes)
