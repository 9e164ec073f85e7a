"""Dialectical mode's stored stages: their names, order and positions, and what is read back from a run's
stored rows (its title, what it was given, the badge word of its score). The pipeline
(`dialectic/services.py`) writes the rows; results and batches read them through this module,
so reading a result never imports the pipeline.

    stage_type    stage_order  position                             what the row holds
    evidence      1            0                                    all evidence, which ids each criterion saw
    opinion       2            round×1000 + criterion×3 + judge     the JudicialOpinion, attempts, fallback flag
    reevaluation  3            criterion index                      the first-round ruling that ordered a 2nd
    criterion     4            criterion index                      the final ruling with its execution log
    report        5            0                                    the report; its content is the Markdown export
"""

from __future__ import annotations

from evaluation.dialectic.personas import PERSONAS
from evaluation.sources.requests import entry_name

EVIDENCE, OPINION, REEVALUATION, CRITERION, REPORT = "evidence", "opinion", "reevaluation", "criterion", "report"
ORDER = {EVIDENCE: 1, OPINION: 2, REEVALUATION: 3, CRITERION: 4, REPORT: 5}
ROUND_STRIDE = 1000


def verdict_for(score: float | None) -> str:
    """The history badge word for a global score on 1–5 (the jury's words, so filters span modes)."""
    if score is None:
        return ""
    return "APPROVE" if score >= 4.0 else "REVISE" if score >= 2.5 else "REJECT"


def opinion_position(criterion_index: int, judge: str, round: int) -> int:
    return round * ROUND_STRIDE + criterion_index * len(PERSONAS) + PERSONAS.index(judge)


def input_names(mode_config: dict) -> list[str]:
    """What the audit was given, by name: its documents, then its sources (web pages, repositories)."""
    return ([d["name"] for d in mode_config.get("documents", [])]
            + [entry_name(e) for e in mode_config.get("sources") or []])


def audit_title(run_config: dict) -> str:
    """The audit's title: the user's question, else the rubric and the first document."""
    question = (run_config.get("question") or "").strip()
    if question:
        return question.splitlines()[0][:120]
    config = run_config.get("modeConfig", {})
    names = input_names(config) or ["(no documents)"]
    more = f" +{len(names) - 1}" if len(names) > 1 else ""
    return f"{config.get('rubricName', 'Audit')}: {names[0]}{more}"
