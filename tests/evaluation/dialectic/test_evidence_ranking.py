"""Large inputs: each criterion's evidence is ranked, spread across files, fitted to a token budget,
and the report says how much was read."""

from evaluation.dialectic.audit import Audit
from evaluation.dialectic.evidence import Document, extract
from evaluation.dialectic.personas import evidence_line
from evaluation.dialectic.relevance import rank_for_criterion
from evaluation.dialectic.report import build_report, coverage_line, to_markdown
from juryrigged.llm.tokens import count_tokens
from tests.evaluation.dialectic.fixtures import criterion

CACHE = criterion(id="cache", name="Caching", description="The cache is invalidated correctly.",
                  success="Cache keys expire.", failure="Stale cache.")


def module(name: str, functions: int) -> Document:
    body = "\n".join(f"def cache_step_{i}(key):\n    \"\"\"Invalidate one cache key.\"\"\"\n    return key\n"
                     for i in range(functions))
    return Document(name, body)


def test_equal_scores_are_spread_across_files_before_a_second_item_of_any():
    # given: three files, five equally relevant definitions each
    documents = [module(f"pkg/m{n}.py", 5) for n in range(3)]
    evidence = extract(documents)
    # when
    selection = rank_for_criterion(evidence, documents, CACHE, limit=3)
    # then
    assert sorted(e.document for e in selection.items) == ["pkg/m0.py", "pkg/m1.py", "pkg/m2.py"]


def test_the_shown_evidence_fits_the_token_budget_counted_on_the_judges_lines():
    # given
    documents = [module(f"pkg/m{n}.py", 40) for n in range(10)]
    evidence = extract(documents)
    # when
    selection = rank_for_criterion(evidence, documents, CACHE, limit=1000, token_budget=500)
    # then
    spent = sum(count_tokens(evidence_line(e)) for e in selection.items)
    assert selection.tokens == spent <= 500
    assert 0 < len(selection.items) < len(evidence)
    assert selection.candidates == len(evidence)


def test_the_report_says_how_much_was_read():
    # given
    documents = [module(f"pkg/m{n}.py", 10) for n in range(4)]
    audit = Audit(documents, [CACHE], {}, shown_items=5, shown_tokens=2000)
    # when
    report = build_report(title="t", rubric_name="r", documents=[{"name": d.name, "lines": 1} for d in documents],
                          evidence=[e.as_dict() for e in audit.evidence], rulings=[], opinions={},
                          coverage=audit.coverage())
    # then
    assert report["coverage"]["criteria"]["cache"]["shown"] == 5
    assert report["coverage"]["criteria"]["cache"]["candidates"] == 40
    assert coverage_line(report).startswith("Read 4 document(s), 40 evidence item(s); each criterion's judges saw "
                                            "5 of up to 40 candidate item(s)")
    assert "**Read:** Read 4 document(s)" in to_markdown(report)


def test_past_the_listing_cap_the_stored_evidence_keeps_what_judges_saw_and_every_violation():
    # given: 40 definitions and one secret, a listing cap of 10
    documents = [module(f"pkg/m{n}.py", 10) for n in range(4)] + [Document("conf.py", 'TOKEN = "abcd1234efgh"\n')]
    audit = Audit(documents, [CACHE], {}, shown_items=3, listed_items=10)
    # when
    payload = audit.evidence_payload()
    # then
    listed = {e["id"] for e in payload["evidence"]}
    assert len(listed) == 10
    assert {e.id for e in audit.shown["cache"]} <= listed
    assert "conf_py_SECURITY_VIOLATION_1" in listed
    assert payload["coverage"]["evidence"] == 41 and payload["coverage"]["listed"] == 10
