"""A dialectic run's result, rebuilt from its stored stages (what the page and the API show)."""

from __future__ import annotations

from evaluation.dialectic.audit import PURPOSE, documents_from_config
from evaluation.dialectic.evidence import document_slugs, Document, redact_secrets
from evaluation.sources.services import sources_summary, snapshots_stored
from evaluation.dialectic.stages import CRITERION, EVIDENCE, OPINION, REEVALUATION, REPORT, audit_title, input_names
from evaluation.models import DeliberationStage, Message
from evaluation.runs import run_subject
from juryrigged import llm, realtime


def load_result(message: Message, stages: list[DeliberationStage] | None = None) -> dict:
    """The audit as far as it got: evidence, every opinion (each round), rulings, the report.

    Parts not stored yet are None or empty; `lastSeq` is the stream position this
    state corresponds to, so a page can follow the stream from there.
    """
    last_seq = realtime.last_seq(message.stream)
    stages = stages if stages is not None else list(message.stages.order_by("stage_order", "position", "created_at"))
    config = message.config.get("modeConfig", {})
    evidence = next((s.parsed_data for s in stages if s.stage_type == EVIDENCE), None) or {}
    documents = _documents(message, config, evidence)
    slugs = document_slugs([Document(d["name"], d["text"]) for d in documents])
    report = next((s.parsed_data for s in stages if s.stage_type == REPORT), None)
    return {
        "messageId": str(message.id),
        "conversationId": str(message.conversation_id),
        "mode": "dialectic",
        "title": message.conversation.title or audit_title(message.config),
        "status": message.status,
        "error": message.error or None,
        "question": message.config.get("question") or "",
        "rubricName": config.get("rubricName", ""),
        "rubric": config.get("rubric", []),
        "judgeModels": config.get("judgeModels", {}),
        "documents": [{"name": d["name"], "slug": slug, "text": redact_secrets(d["text"])}
                      for d, slug in zip(documents, slugs, strict=False)],
        "sources": sources_summary(message),
        # What the audit was given, by name: known from the request, so the page names an upload
        # before the worker has read it (`documents` above holds only what the page can open).
        "inputs": input_names(config),
        "evidence": evidence.get("evidence", []),
        "shown": evidence.get("shown", {}),
        "coverage": evidence.get("coverage"),
        "opinions": [s.parsed_data for s in stages if s.stage_type == OPINION],
        "reevaluations": [s.parsed_data for s in stages if s.stage_type == REEVALUATION],
        "criteria": [s.parsed_data for s in stages if s.stage_type == CRITERION],
        "report": report,
        "globalScore": report["globalScore"] if report else None,
        "usage": _usage(message, config.get("judgeModels", {})),
        "lastSeq": last_seq,
    }


def _usage(message: Message, judge_models: dict) -> dict:
    """The audit's model calls, tokens and cost: in total and per judge (judges sharing a model share a line)."""
    subject = run_subject(message.pk)
    by_model = llm.usage_by_model(subject, purpose=PURPOSE)
    judges = [{"judges": [j for j, m in judge_models.items() if m == model], "model": model, **usage.as_json(),
               "text": usage.describe()} for model, usage in by_model.items()]
    total = llm.usage_for(subject)
    return {**total.as_json(), "text": total.describe(), "byJudge": judges}


def _documents(message: Message, config: dict, evidence: dict) -> list[dict]:
    """The documents the page can open: every pasted one, and the source files some evidence is on
    (a repository's other files would only weigh the page down)."""
    documents = config.get("documents", [])
    if not config.get("sources"):
        return documents
    cited = {item["document"] for item in evidence.get("evidence", [])}
    return [{"name": d.name, "text": d.text} for d in documents_from_config(config, snapshots_stored(message) or [])
            if d.name in cited or any(d.name == p["name"] for p in documents)]


def document_of(message: Message, name: str):
    """The audit's document called `name` (pasted or from a source), or None."""
    config = message.config.get("modeConfig", {})
    snapshots = (snapshots_stored(message) or []) if config.get("sources") else []
    return next((d for d in documents_from_config(config, snapshots) if d.name == name), None)


def export_markdown(message: Message) -> str:
    """The run's Markdown report (its stored export, or what a failed run got to)."""
    stage = message.stages.filter(stage_type=REPORT).first()
    if stage is not None:
        return stage.content
    result = load_result(message)
    lines = [f"## Dialectical audit ({result['status']})", ""]
    if result["error"]:
        lines += [f"**Error:** {result['error']}", ""]
    for ruling in result["criteria"]:
        lines.append(f"- **{ruling['criterion_name']}**: {ruling['score']}/5")
    return "\n".join(lines) + "\n"
