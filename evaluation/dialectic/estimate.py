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

import hashlib
import json

from django.conf import settings
from django.core.cache import cache

from evaluation.dialectic.audit import PURPOSE, Audit, documents_from_config
from evaluation.dialectic.personas import PERSONAS
from evaluation.dialectic.rubric import criteria_from_dicts
from evaluation.dialectic.schemas import JudicialOpinion
from evaluation.estimates import line, summary
from evaluation.sources.intake import uploads_preview
from juryrigged import llm
from juryrigged.llm.tokens import count_prompt_tokens

CACHE_S = 600  # a form's session of edits


def audit_estimate(config: dict) -> dict:
    """The forecast of an audit from its validated `modeConfig` (evaluation.dialectic.validation)."""
    sources = config.get("sources") or []
    prompts = _prompt_tokens(config)
    lines = [line(judge, config["judgeModels"][judge], PURPOSE, first + second, typical_calls=len(first))
             for judge, (first, second) in prompts["judges"].items()]
    return summary(lines, criteria=prompts["criteria"], documents=prompts["documents"], evidence=prompts["evidence"],
                   notCounted=[entry["url"] for entry in sources if entry.get("kind") in ("url", "repository")])


def _prompt_tokens(config: dict) -> dict:
    """Each judge's prompt sizes, first round and second, cached by what they depend on (not the models): the
    evidence extraction of a large audit takes seconds, and the form asks again whenever a judge changes."""
    key = "eval:audit-estimate:v1:" + hashlib.sha256(json.dumps(
        [config.get("documents"), [{k: v for k, v in e.items() if k != "data"} for e in config.get("sources") or []],
         config["rubric"],
         settings.EVAL_SOURCE_EVIDENCE_ITEMS, settings.EVAL_SOURCE_EVIDENCE_TOKENS, llm.max_tokens_for(PURPOSE)],
        sort_keys=True, default=str).encode()).hexdigest()
    found = cache.get(key)
    if found is not None:
        return found
    sources = config.get("sources") or []
    snapshots = uploads_preview(sources)  # (uploads are keyed by their SHA-256 above, never by their bytes)
    audit = Audit(documents=documents_from_config(config, snapshots), criteria=criteria_from_dicts(config["rubric"]),
                  models=config["judgeModels"], shown_items=settings.EVAL_SOURCE_EVIDENCE_ITEMS,
                  shown_tokens=settings.EVAL_SOURCE_EVIDENCE_TOKENS)
    longest = " word" * llm.max_tokens_for(PURPOSE)  # an opinion at its max_tokens (" word" is one token)
    judges = {}
    for judge in PERSONAS:
        first = [count_prompt_tokens(audit.call(judge, c, 0).messages) for c in audit.criteria]
        second = []
        for criterion in audit.criteria:
            others = [JudicialOpinion(judge=other, criterionId=criterion.id, score=3, argument=longest,
                                      citedEvidence=[]) for other in PERSONAS if other != judge]
            second.append(count_prompt_tokens(audit.call(judge, criterion, 1, others=others).messages))
        judges[judge] = (first, second)
    found = {"judges": judges, "criteria": len(audit.criteria), "documents": len(audit.documents),
             "evidence": len(audit.evidence)}
    cache.set(key, found, CACHE_S)
    return found
