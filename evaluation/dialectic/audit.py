"""The audit engine: evidence → 3 × N judge calls in parallel → chief justice → optional re-evaluation.

No ORM here: the caller (evaluation.dialectic.services) passes the opinions already
stored (so a resumed run never asks twice) and callbacks that persist and publish
each result as it arrives, in the calling thread.

Concurrency: every first-round call of every criterion goes out at once through
`llm.as_completed` (bounded by `limit`); a criterion is ruled the moment its three
opinions are in. Criteria whose judges disagree by more than 2 points are argued once
more, all together, in a second bounded batch. The wall time is therefore about one
slow call, plus one more when any criterion needed re-evaluation.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from collections.abc import Callable

from juryrigged import llm

from evaluation.dialectic import chief_justice
from evaluation.dialectic.evidence import Document, Evidence, extract
from evaluation.dialectic.relevance import evidence_words, rank_for_criterion
from evaluation.dialectic.personas import PERSONAS, build_messages
from evaluation.dialectic.rubric import Criterion
from evaluation.dialectic.schemas import JudicialOpinion, fallback_opinion, normalizer
from evaluation.sources.compose import documents_for_audit

PURPOSE = "dialectic.opinion"


@dataclass
class OpinionRecord:
    """One judge's opinion on one criterion in one round, with how it was obtained."""

    judge: str
    criterion_id: str
    round: int
    opinion: JudicialOpinion
    is_fallback: bool = False
    attempts: int = 1
    errors: list[str] = field(default_factory=list)
    model: str = ""
    latency_ms: int = 0

    @property
    def key(self) -> tuple[str, str, int]:
        return (self.judge, self.criterion_id, self.round)

    def as_dict(self) -> dict:
        return {**self.opinion.model_dump(), "round": self.round, "isFallback": self.is_fallback,
                "attempts": self.attempts, "errors": self.errors, "model": self.model, "latencyMs": self.latency_ms}

    @classmethod
    def from_dict(cls, data: dict) -> OpinionRecord:
        opinion = JudicialOpinion.model_validate({k: data.get(k) for k in JudicialOpinion.model_fields
                                                  if data.get(k) is not None})
        return cls(judge=opinion.judge, criterion_id=opinion.criterionId, round=data.get("round", 0), opinion=opinion,
                   is_fallback=data.get("isFallback", False), attempts=data.get("attempts", 1),
                   errors=list(data.get("errors") or []), model=data.get("model", ""),
                   latency_ms=data.get("latencyMs", 0))


@dataclass
class Callbacks:
    """What the audit tells its caller, in order of occurrence (all optional)."""

    opinion: Callable[[OpinionRecord], None] = lambda record: None
    criterion: Callable[[Criterion, chief_justice.CriterionRuling], None] = lambda criterion, ruling: None
    reevaluation: Callable[[Criterion, chief_justice.CriterionRuling], None] = lambda criterion, ruling: None
    # Called with each batch of calls before it is sent (may raise to stop the audit: a budget).
    before_calls: Callable[[list], None] = lambda calls: None
    # Called every `wait_every` seconds while judges are still thinking (the run's heartbeat).
    waiting: Callable[[], None] | None = None
    wait_every: float = 5.0


@dataclass
class Audit:
    documents: list[Document]
    criteria: list[Criterion]
    models: dict[str, str]
    limit: int = 12
    timeout: float | None = None
    subject: str = ""
    # What one criterion's judges may see: the most relevant items that fit (relevance.rank_for_criterion).
    shown_items: int = 14
    shown_tokens: int | None = None
    # Evidence items stored and listed for readers (all of them are used for the rulings).
    listed_items: int = 5000
    evidence: list[Evidence] = field(init=False)
    shown: dict[str, list[Evidence]] = field(init=False)

    def __post_init__(self):
        self.evidence = extract(self.documents)
        words = evidence_words(self.evidence)
        self.selections = {c.id: rank_for_criterion(self.evidence, self.documents, c, limit=self.shown_items,
                                                    token_budget=self.shown_tokens, words=words)
                           for c in self.criteria}
        self.shown = {cid: selection.items for cid, selection in self.selections.items()}
        self.by_id = {e.id.lower(): e for e in self.evidence}

    def coverage(self) -> dict:
        """How much was read: documents, evidence, and what each criterion's judges saw of it."""
        return {"documents": len(self.documents),
                "documentsWithEvidence": len({e.document for e in self.evidence}),
                "evidence": len(self.evidence), "listed": min(len(self.evidence), self.listed_items),
                "tokenBudget": self.shown_tokens,
                "criteria": {cid: selection.coverage() for cid, selection in self.selections.items()}}

    def listed_evidence(self) -> list[Evidence]:
        """The evidence stored and shown to readers: all of it up to `listed_items`; past that (a large
        repository), what the judges saw, every security violation and missing reference, then the rest
        in document order up to the cap. The judges' rulings always check citations against all of it."""
        if len(self.evidence) <= self.listed_items:
            return self.evidence
        keep = {e.id for items in self.shown.values() for e in items}
        keep |= {e.id for e in self.evidence if e.cls == "SECURITY_VIOLATION" or not e.found}
        for item in self.evidence:
            if len(keep) >= self.listed_items:
                break
            keep.add(item.id)
        return [e for e in self.evidence if e.id in keep]

    def evidence_payload(self) -> dict:
        return {"evidence": [e.as_dict() for e in self.listed_evidence()],
                "shown": {cid: [e.id for e in items] for cid, items in self.shown.items()},
                "coverage": self.coverage()}

    def call(self, judge: str, criterion: Criterion, round: int, others: list | None = None) -> llm.Call:
        return llm.Call(
            key=(judge, criterion.id, round), messages=build_messages(judge, criterion, self.shown[criterion.id],
                                                                       others=others),
            purpose=PURPOSE, model=self.models.get(judge), schema=JudicialOpinion,
            fallback=lambda errors, j=judge, c=criterion.id: fallback_opinion(j, c, errors),
            normalize=normalizer(judge, criterion.id), timeout=self.timeout, subject=self.subject)

    def record(self, call: llm.Call, result) -> OpinionRecord:
        judge, criterion_id, round = call.key
        if isinstance(result, llm.LLMError):
            # A call past the audit's timeout (or a provider failure) becomes the fallback opinion.
            errors = [str(result)]
            return OpinionRecord(judge, criterion_id, round, fallback_opinion(judge, criterion_id, errors),
                                 is_fallback=True, attempts=1, errors=errors, model=call.model or "")
        opinion = result.value
        # The door validated the shape; the judge and criterion are the ones we asked, whatever the model wrote.
        opinion = opinion.model_copy(update={"judge": judge, "criterionId": criterion_id})
        return OpinionRecord(judge, criterion_id, round, opinion, is_fallback=result.is_fallback,
                             attempts=result.attempts, errors=list(result.errors), model=result.model,
                             latency_ms=result.latency_ms)

    def rule(self, criterion: Criterion, records: list[OpinionRecord], round: int) -> chief_justice.CriterionRuling:
        return chief_justice.rule(criterion, [r.opinion for r in records], self.by_id, shown=self.shown[criterion.id],
                                  round=round, fallback_judges=[r.judge for r in records if r.is_fallback])

    def run(self, *, stored: list[OpinionRecord] = (),
            callbacks: Callbacks | None = None) -> list[chief_justice.CriterionRuling]:
        """Every criterion's final ruling, in rubric order. Opinions in `stored` are reused, not asked again."""
        callbacks = callbacks or Callbacks()
        have: dict[tuple, OpinionRecord] = {r.key: r for r in stored}
        final: dict[str, chief_justice.CriterionRuling] = {}
        to_reargue: list[tuple[Criterion, chief_justice.CriterionRuling]] = []

        def settle_first_round(criterion: Criterion):
            records = [have[(j, criterion.id, 0)] for j in PERSONAS]
            ruling = self.rule(criterion, records, 0)
            if ruling.needs_reevaluation:
                to_reargue.append((criterion, ruling))
            else:
                final[criterion.id] = ruling
            return ruling

        pending = [self.call(j, c, 0) for c in self.criteria for j in PERSONAS if (j, c.id, 0) not in have]
        by_id = {c.id: c for c in self.criteria}
        for criterion in self.criteria:  # a resumed run may already hold whole criteria
            if all((j, criterion.id, 0) in have for j in PERSONAS):
                self._announce_first(criterion, settle_first_round(criterion), callbacks, have)
        callbacks.before_calls(pending)
        for call, result in llm.as_completed(pending, limit=self.limit, timeout=self.timeout,
                                             on_wait=callbacks.waiting, wait_every=callbacks.wait_every):
            record = self.record(call, result)
            have[record.key] = record
            callbacks.opinion(record)
            criterion = by_id[record.criterion_id]
            if all((j, criterion.id, 0) in have for j in PERSONAS):
                self._announce_first(criterion, settle_first_round(criterion), callbacks, have)
        self._reargue(to_reargue, have, final, callbacks)
        return [final[c.id] for c in self.criteria]

    def _announce_first(self, criterion, ruling, callbacks: Callbacks, have):
        if ruling.needs_reevaluation:
            # Announce the round only if it has not fully happened yet (a resumed run may hold it).
            callbacks.reevaluation(criterion, ruling)
        else:
            callbacks.criterion(criterion, ruling)

    def _reargue(self, to_reargue, have, final, callbacks: Callbacks):
        calls = []
        for criterion, _ in to_reargue:
            first = [have[(j, criterion.id, 0)].opinion for j in PERSONAS]
            for judge in PERSONAS:
                if (judge, criterion.id, 1) not in have:
                    others = [o for o in first if o.judge != judge]
                    calls.append(self.call(judge, criterion, 1, others=others))
        callbacks.before_calls(calls)
        for call, result in llm.as_completed(calls, limit=self.limit, timeout=self.timeout,
                                             on_wait=callbacks.waiting, wait_every=callbacks.wait_every):
            record = self.record(call, result)
            have[record.key] = record
            callbacks.opinion(record)
        for criterion, _ in to_reargue:
            ruling = self.rule(criterion, [have[(j, criterion.id, 1)] for j in PERSONAS], 1)
            final[criterion.id] = ruling
            callbacks.criterion(criterion, ruling)


def ruling_from_dict(data: dict) -> chief_justice.CriterionRuling:
    log = [chief_justice.Step(**step) for step in data.get("log", [])]
    return chief_justice.CriterionRuling(**{**data, "log": log})


def documents_from_config(config: dict, snapshots: list = ()) -> list[Document]:
    """The pasted documents, then every file of the run's sources (`evaluation.sources` snapshots)."""
    documents = [Document(name=d["name"], text=d["text"]) for d in config.get("documents", [])]
    taken = {d.name.lower() for d in documents}
    return documents + [Document(name=name, text=item.text, pages=item.pages)
                        for name, item in documents_for_audit(list(snapshots), taken)]


def as_plain(ruling: chief_justice.CriterionRuling) -> dict:
    return asdict(ruling)
