"""The audit report (a plain dict, stored as the report stage) and its Markdown export. Pure."""

from __future__ import annotations

from evaluation.dialectic.chief_justice import CriterionRuling, global_score, remediation_plan


def build_report(*, title: str, rubric_name: str, documents: list[dict], evidence: list[dict],
                 rulings: list[CriterionRuling], opinions: dict[str, list[dict]]) -> dict:
    """The report: one entry per criterion (its final ruling and the opinions it rests on), the
    remediation plan, the global score and counts a reader wants at a glance.

    `opinions` maps a criterion id to its opinion dicts (every round), each with
    `judge`, `round`, `score`, `argument`, `citedEvidence`, `isFallback`, ...
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
            "evidence": len(evidence),
            "missingReferences": sum(1 for e in evidence if not e["found"]),
            "securityViolations": sum(1 for e in evidence if e["class"] == "SECURITY_VIOLATION"),
            "dissents": sum(1 for r in rulings if r.dissent),
            "reevaluated": sum(1 for r in rulings if r.round > 0),
            "fallbackOpinions": sum(1 for ops in opinions.values() for o in ops if o.get("isFallback")),
        },
    }


def _cell(text) -> str:
    return " ".join(str(text or "").split()).replace("|", "\\|")


def to_markdown(report: dict) -> str:
    """A self-contained Markdown document of the report, for export."""
    lines = [f"# {report['title']}", "",
             f"**Rubric:** {report['rubric']}  ",
             f"**Global score:** {report['globalScore'] if report['globalScore'] is not None else '—'} / 5  ",
             f"**Documents:** {', '.join(d['name'] for d in report['documents'])}", "",
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
