"""Before an audit starts: what it will cost, from its documents and files and the judges' prices.

The audit is built as the worker would build it (documents plus the uploaded files'
text, the same evidence extraction and per-criterion selection), and each judge's
first-round call is forecast from its real prompt. "About" is the first round at a
typical answer's length; "up to" adds the second round every criterion could need
(when its judges disagree by more than 2 points), each judge reading the other two's
longest possible opinions, every answer at its max_tokens. Web pages and repositories
are fetched only when the run starts, so their text is not counted (said in the answer).
"""

from __future__ import annotations

from django.conf import settings

from evaluation.dialectic.audit import PURPOSE, Audit, documents_from_config
from evaluation.dialectic.personas import PERSONAS
from evaluation.dialectic.rubric import criteria_from_dicts
from evaluation.dialectic.schemas import JudicialOpinion
from evaluation.estimates import line, summary
from evaluation.sources.snapshot import Snapshot
from juryrigged import llm
from juryrigged.llm.tokens import count_prompt_tokens


def audit_estimate(config: dict) -> dict:
    """The forecast of an audit from its validated `modeConfig` (evaluation.dialectic.validation)."""
    sources = config.get("sources") or []
    snapshots = [Snapshot.from_dict(entry["snapshot"]) for entry in sources if entry.get("snapshot")]
    audit = Audit(documents=documents_from_config(config, snapshots), criteria=criteria_from_dicts(config["rubric"]),
                  models=config["judgeModels"], shown_items=settings.EVAL_SOURCE_EVIDENCE_ITEMS,
                  shown_tokens=settings.EVAL_SOURCE_EVIDENCE_TOKENS)
    longest = " word" * llm.max_tokens_for(PURPOSE)  # an opinion at its max_tokens (" word" is one token)
    lines = []
    for judge in PERSONAS:
        first = [count_prompt_tokens(audit.call(judge, c, 0).messages) for c in audit.criteria]
        second = []
        for criterion in audit.criteria:
            others = [JudicialOpinion(judge=other, criterionId=criterion.id, score=3, argument=longest,
                                      citedEvidence=[]) for other in PERSONAS if other != judge]
            second.append(count_prompt_tokens(audit.call(judge, criterion, 1, others=others).messages))
        lines.append(line(judge, audit.models[judge], PURPOSE, first + second, typical_calls=len(first)))
    return summary(lines, criteria=len(audit.criteria), documents=len(audit.documents),
                   evidence=len(audit.evidence),
                   notCounted=[entry["url"] for entry in sources if entry.get("kind") in ("url", "repository")])
