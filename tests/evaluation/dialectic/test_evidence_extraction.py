"""Layer 1: evidence extracted deterministically from fixed documents."""

from evaluation.dialectic.evidence import (
    SECURITY,
    Document,
    document_slugs,
    extract,
)
from evaluation.dialectic.relevance import select_for_criterion

from tests.evaluation.dialectic.fixtures import DOCUMENTS, criterion


def _by_id():
    return {e.id: e for e in extract(DOCUMENTS)}


def test_it_gives_the_same_ids_in_the_same_order_every_time():
    # given / when
    first, second = extract(DOCUMENTS), extract(list(DOCUMENTS))
    # then
    assert [e.id for e in first] == [e.id for e in second]
    assert first == second


def test_ids_follow_source_class_index():
    # when
    ids = [e.id for e in extract(DOCUMENTS)]
    # then
    assert ids == [
        "design_md_heading_1", "design_md_heading_2",
        "design_md_claim_1", "design_md_claim_2",
        "design_md_SECURITY_VIOLATION_1",
        "design_md_path_1", "design_md_path_2",
        "src_worker_py_import_1", "src_worker_py_import_2",
        "src_worker_py_definition_1", "src_worker_py_definition_2", "src_worker_py_definition_3",
        "src_worker_py_SECURITY_VIOLATION_1", "src_worker_py_SECURITY_VIOLATION_2",
        "src_worker_py_SECURITY_VIOLATION_3", "src_worker_py_SECURITY_VIOLATION_4",
    ]


def test_it_finds_each_unsafe_call_and_the_hard_coded_secret_with_line_numbers():
    # when
    unsafe = [(e.line_start, e.content) for e in extract(DOCUMENTS)
              if e.cls == SECURITY and e.source == "src_worker_py"]
    # then
    assert unsafe == [
        (4, 'hard-coded secret: API_KEY = "sk…"'),
        (11, "os.system() runs a shell command: os.system(cmd)"),
        (12, "subprocess.run(..., shell=True) allows shell injection: subprocess.run(cmd, shell=True)"),
        (13, "eval() executes arbitrary code: return eval(cmd)"),
    ]


def test_it_never_repeats_the_secret_itself():
    # when
    text = " ".join(e.content for e in extract(DOCUMENTS))
    # then
    assert "abcdefghij" not in text


def test_it_finds_eval_in_a_fenced_block_of_a_markdown_document():
    assert _by_id()["design_md_SECURITY_VIOLATION_1"].line_start == 9


def test_a_referenced_path_missing_from_the_documents_is_found_false():
    # when
    by_id = _by_id()
    # then
    assert by_id["design_md_path_1"].found is True
    assert "src/worker.py" in by_id["design_md_path_1"].content
    assert by_id["design_md_path_2"].found is False
    assert "config/settings.yaml" in by_id["design_md_path_2"].content


def test_python_definitions_come_from_ast_with_their_line_ranges():
    # when
    by_id = _by_id()
    # then
    assert (by_id["src_worker_py_definition_1"].content, by_id["src_worker_py_definition_1"].line_start,
            by_id["src_worker_py_definition_1"].line_end) == ("class Worker — Runs jobs.", 7, 13)
    assert by_id["src_worker_py_definition_2"].content == "def run(self, cmd)"
    assert by_id["src_worker_py_definition_3"].content == "def helper(x: int)"


def test_claims_are_assertive_sentences_and_questions_are_not():
    # when
    claims = [e.content for e in extract(DOCUMENTS) if e.cls == "claim"]
    # then
    assert claims == ["The service uses Redis for caching.", "It will scale to 10k requests per second."]


def test_unparseable_python_is_syntax_evidence_and_still_scanned_for_unsafe_calls():
    # given
    broken = [Document("bad.py", "def broken(:\n    os.system('rm -rf /')\n")]
    # when
    items = extract(broken)
    # then
    assert [(e.id, e.found) for e in items] == [("bad_py_syntax_1", True), ("bad_py_SECURITY_VIOLATION_1", True)]


def test_documents_with_the_same_slug_get_distinct_sources():
    assert document_slugs([Document("a.md", ""), Document("A.md", ""), Document("a-md", "")]) == ["a_md", "a_md2",
                                                                                                    "a_md3"]


def test_a_security_criterion_sees_every_security_violation_and_a_docs_criterion_sees_no_code():
    # given
    evidence = extract(DOCUMENTS)
    # when
    security = select_for_criterion(evidence, DOCUMENTS, criterion())
    docs_only = select_for_criterion(evidence, DOCUMENTS, criterion(id="arch", name="Architecture",
                                                                    description="Caching and scale.", target="docs",
                                                                    success="Clear.", failure="Vague."))
    # then
    assert {e.id for e in security if e.cls == SECURITY} == {e.id for e in evidence if e.cls == SECURITY}
    assert docs_only and all(e.document == "design.md" for e in docs_only)
    assert all(e.cls != SECURITY for e in docs_only)


def test_a_silently_swallowed_exception_and_a_bare_except_are_evidence():
    # given
    code = "def f():\n    try:\n        g()\n    except ValueError:\n        pass\n    try:\n        g()\n" \
           "    except:\n        log()\n"
    # when
    items = [(e.id, e.line_start, e.content) for e in extract([Document("m.py", code)]) if e.cls == "swallowed_error"]
    # then
    assert items == [
        ("m_py_swallowed_error_1", 4, "except ValueError whose body only passes: the error is silently swallowed"),
        ("m_py_swallowed_error_2", 8, "bare except: catches everything, including KeyboardInterrupt and SystemExit"),
    ]
