"""The report built from rulings and its Markdown export."""

from evaluation.dialectic.chief_justice import rule
from evaluation.dialectic.evidence import extract
from evaluation.dialectic.report import build_report, to_markdown

from tests.evaluation.dialectic.fixtures import DOCUMENTS, criterion, opinion

EVIDENCE = extract(DOCUMENTS)
BY_ID = {e.id.lower(): e for e in EVIDENCE}


def _report():
    sec = criterion()
    ops = [opinion("Prosecutor", 1, ["src_worker_py_SECURITY_VIOLATION_4"], charges=["security: eval | exec"]),
           opinion("Defense", 4), opinion("TechLead", 2, remediation="Remove eval.")]
    ruling = rule(sec, ops, BY_ID, shown=[])
    stored = {"security": [{**o.model_dump(), "round": 0, "isFallback": o.judge == "Defense"} for o in ops]}
    return build_report(title="Audit of design.md", rubric_name="Code review",
                        documents=[{"name": d.name} for d in DOCUMENTS], evidence=[e.as_dict() for e in EVIDENCE],
                        rulings=[ruling], opinions=stored)


def test_the_report_holds_scores_counts_and_the_remediation_plan():
    # when
    report = _report()
    # then
    assert report["globalScore"] == 2.0
    assert report["counts"] == {"criteria": 1, "evidence": 16, "missingReferences": 1, "securityViolations": 5,
                                "dissents": 1, "reevaluated": 0, "fallbackOpinions": 1}
    assert report["remediationPlan"] == [{"criterionId": "security", "criterionName": "Security", "score": 2,
                                          "remediation": "Remove eval.", "charges": ["security: eval | exec"]}]
    assert [o["judge"] for o in report["criteria"][0]["opinions"]] == ["Prosecutor", "Defense", "TechLead"]


def test_the_markdown_export_has_the_table_the_log_the_dissent_and_the_plan():
    # when
    text = to_markdown(_report())
    # then
    assert text.startswith("# Audit of design.md\n\n**Rubric:** Code review  \n**Global score:** 2.0 / 5")
    assert "| Security | 1 | 4 | 2 | **2** | security cap; dissent |" in text
    assert "- **Defense** (4) *(fallback)*: Because. Cited: none." in text
    assert "1. `fact_supremacy` — Every cited evidence id exists and was found; no penalty." in text
    assert "> **Dissent:** Defense (4) and Prosecutor (1) disagree by 3 points." in text
    assert "1. **Security** (2/5): Remove eval.\n   - Charge: security: eval \\| exec" in text
