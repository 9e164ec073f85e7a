"""The audit report (a plain dict, stored as the report stage) and its Markdown export. Pure."""

from __future__ import annotations

from evaluation.dialectic.chief_justice import CriterionRuling, global_score, remediation_plan


def build_report(*, title: str, rubric_name: str, documents: list[dict], evidence: list[dict],
                 rulings: list[CriterionRuling], opinions: dict[str, list[dict]], coverage: dict | None = None) -> dict:
    """The report: one entry per criterion (its final ruling and the opinions it rests on), the
    remediation plan, the global score and counts a reader wants at a glance.

    `opinions` maps a criterion id to its opinion dicts (every round), each with
    `judge`, `round`, `score`, `argument`, `citedEvidence`, `isFallback`, ...
    `coverage` (`Audit.coverage()`) says how much of the input the judges read.
    """
    criteria = []
    for ruling in rulings:
        entry = ruling.as_dict()
        entry["opinions"] = [o for o in opinions.get(ruling.criterion_id, []) if o.get("round", 0) == ruling.round]
        entry["firstRound"] = ([o for o in opinions.get(ruling.criterion_id, []) if o.get("round", 0) == 0]
                               if ruling.round > 0 else [])
        criteria.append(entry)
    return {
        "title": title,
        "rubric": rubric_name,
        "documents": documents,
        "globalScore": global_score(rulings),
        "criteria": criteria,
        "remediationPlan": remediation_plan(rulings),
        "counts": {
            "criteria": len(rulings),
            "evidence": coverage["evidence"] if coverage else len(evidence),
            "missingReferences": sum(1 for e in evidence if not e["found"]),
            "securityViolations": sum(1 for e in evidence if e["class"] == "SECURITY_VIOLATION"),
            "dissents": sum(1 for r in rulings if r.dissent),
            "reevaluated": sum(1 for r in rulings if r.round > 0),
            "fallbackOpinions": sum(1 for ops in opinions.values() for o in ops if o.get("isFallback")),
        },
        **({"coverage": coverage} if coverage else {}),
    }


def coverage_line(report: dict) -> str:
    """"Read 312 files; 4,210 evidence items; each criterion's judges saw 14 of 2,300 (1,800 tokens)." or ''."""
    coverage = report.get("coverage")
    if not coverage:
        return ""
    seen = [c for c in coverage["criteria"].values()]
    low, high = min((c["shown"] for c in seen), default=0), max((c["shown"] for c in seen), default=0)
    shown = str(low) if low == high else f"{low}–{high}"
    pool = max((c["candidates"] for c in seen), default=0)
    tokens = max((c["tokens"] for c in seen), default=0)
    return (f"Read {coverage['documents']:,} document(s), {coverage['evidence']:,} evidence item(s); each criterion's "
            f"judges saw {shown} of up to {pool:,} candidate item(s) (at most {tokens:,} tokens).")


def _documents_cell(documents: list[dict], shown: int = 30) -> str:
    names = ", ".join(d["name"] for d in documents[:shown])
    return names + (f" and {len(documents) - shown:,} more" if len(documents) > shown else "")


def _cell(text) -> str:
    return " ".join(str(text or "").split()).replace("|", "\\|")


def to_markdown(report: dict) -> str:
    """A self-contained Markdown document of the report, for export."""
    lines = [f"# {report['title']}", "",
             f"**Rubric:** {report['rubric']}  ",
             f"**Global score:** {report['globalScore'] if report['globalScore'] is not None else '—'} / 5  ",
             f"**Documents:** {_documents_cell(report['documents'])}  ",
             *([f"**Read:** {coverage_line(report)}"] if report.get("coverage") else []), "",
             "## Scores", "", "| Criterion | Prosecutor | Defense | TechLead | Final | Notes |",
             "|---|:-:|:-:|:-:|:-:|---|"]
    for c in report["criteria"]:
        notes = []
        if c["security_capped"]:
            notes.append("security cap")
        if c["dissent"]:
            notes.append("dissent")
        if c["round"] > 0:
            notes.append("re-evaluated")
        if c["fallback_judges"]:
            notes.append("fallback: " + ", ".join(c["fallback_judges"]))
        raw = c["raw_scores"]
        lines.append(f"| {_cell(c['criterion_name'])} | {raw.get('Prosecutor', '—')} | {raw.get('Defense', '—')} | "
                     f"{raw.get('TechLead', '—')} | **{c['score']}** | {_cell('; '.join(notes))} |")
    lines += ["", "## Criteria", ""]
    for c in report["criteria"]:
        lines += [f"### {c['criterion_name']} — {c['score']}/5", ""]
        for opinion in c["opinions"]:
            cited = ", ".join(f"`{e}`" for e in opinion.get("citedEvidence") or []) or "none"
            flag = " *(fallback)*" if opinion.get("isFallback") else ""
            lines.append(f"- **{opinion['judge']}** ({opinion['score']}){flag}: {_cell(opinion['argument'])} "
                         f"Cited: {cited}.")
        lines += ["", "**Chief justice:**", ""]
        lines += [f"{i}. `{step['rule']}` — {step['message']}" for i, step in enumerate(c["log"], start=1)]
        if c["dissent"]:
            lines += ["", f"> **Dissent:** {_cell(c['dissent'])}"]
        lines.append("")
    lines += ["## Remediation plan", ""]
    if not report["remediationPlan"]:
        lines.append("Nothing to remediate.")
    for i, item in enumerate(report["remediationPlan"], start=1):
        lines.append(f"{i}. **{item['criterionName']}** ({item['score']}/5): {_cell(item['remediation']) or '—'}")
        for charge in item["charges"]:
            lines.append(f"   - Charge: {_cell(charge)}")
    lines.append("")
    return "\n".join(lines)
