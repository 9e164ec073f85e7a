"""A judge's opinion is read right or flagged, never guessed — answers written as real models write them.

Each answer goes through the LLM door exactly as the audit sends it (the JudicialOpinion
schema and the judge's normalizer), with no retry: either the opinion read is the one
the judge meant, or the answer is flagged (the neutral fallback, marked as such, with
the reason), which in a real run means the door asks again.
"""

import pytest

from evaluation.dialectic.schemas import JudicialOpinion, fallback_opinion, normalizer
from juryrigged import llm

pytestmark = pytest.mark.django_db

FLAGGED = "flagged"
OPINION = ('{"judge": "Prosecutor", "criterionId": "docs", "score": 2, "argument": "Endpoints are missing.", '
           '"citedEvidence": ["readme_md_heading_1"], "charges": ["Two endpoints undocumented"]}')

ANSWERS = [
    ("gpt-4o-schema-output", OPINION, 2, ["readme_md_heading_1"]),
    ("claude-fenced-with-preface", f"Here is my opinion as the Prosecutor:\n\n```json\n{OPINION}\n```\n", 2,
     ["readme_md_heading_1"]),
    ("gemini-wrapped", '{"opinion": {"judge": "Prosecutor", "criterion_id": "docs", "score": "2/5", '
                       '"reasoning": "Missing endpoints.", "evidence": "readme_md_heading_1, readme_md_claim_2"}}',
     2, ["readme_md_heading_1", "readme_md_claim_2"]),
    ("llama-snake-case-ten-scale", '{"judge_name": "prosecution", "criterion": "docs", "score": "4/10", '
                                   '"justification": "Thin.", "cited_evidence": ["readme_md_claim_1"]}',
     2, ["readme_md_claim_1"]),
    ("mistral-out-of", '```\n{"judge": "Prosecutor", "criterionId": "docs", "score": "3 out of 5", '
                       '"argument": "Partial.", "citedEvidence": []}\n```', 3, []),
    ("qwen-array-of-one", f"[{OPINION}]", 2, ["readme_md_heading_1"]),
    ("o3-evidence-objects", '{"judge": "Prosecutor", "criterionId": "docs", "score": 2, "argument": "Gaps.", '
                            '"citedEvidence": [{"id": "readme_md_heading_1", "why": "no section"}]}',
     2, ["readme_md_heading_1"]),
    ("deepseek-think-then-answer", '<think>Draft: {"score": 4}? Too generous.</think>\n' + OPINION, 2,
     ["readme_md_heading_1"]),
    ("claude-same-object-twice", f"```json\n{OPINION}\n```\nTo restate: {OPINION}", 2, ["readme_md_heading_1"]),
    ("grok-score-with-words", '{"judge": "Prosecutor", "criterionId": "docs", "score": "Score: 2 (severe)", '
                              '"argument": "Bad.", "citedEvidence": ["NO_EVIDENCE"]}', 2, ["NO_EVIDENCE"]),
    ("gemini-fractional", '{"judge": "Prosecutor", "criterionId": "docs", "score": 2.5, "argument": "Meh.", '
                          '"citedEvidence": []}', 3, []),
    # flagged, not guessed
    ("llama-ten-point-scale-bare-number", '{"judge": "Prosecutor", "criterionId": "docs", "score": 8, '
                                          '"argument": "Good.", "citedEvidence": []}', FLAGGED, None),
    ("claude-example-then-answer", 'The schema wants e.g. {"judge": "Prosecutor", "criterionId": "docs", "score": 5, '
                                   '"argument": "example", "citedEvidence": []}.\n\nMy answer:\n' + OPINION,
     FLAGGED, None),
    ("mistral-first-try-and-correction", OPINION + '\n\nCorrection: {"judge": "Prosecutor", "criterionId": "docs", '
                                                   '"score": 1, "argument": "Worse than I said.", "citedEvidence": []}',
     FLAGGED, None),
    ("llama-prose-only", "As the Prosecutor I would give this a 2 out of 5, the docs miss endpoints.", FLAGGED, None),
    ("gpt-4o-js-comments", '{\n  "judge": "Prosecutor", // me\n  "criterionId": "docs",\n  "score": 2\n}', FLAGGED,
     None),
    ("o3-blank-argument", '{"judge": "Prosecutor", "criterionId": "docs", "score": 2, "argument": "  ", '
                          '"citedEvidence": []}', FLAGGED, None),
]


@pytest.mark.parametrize("answer, score, cited", [a[1:] for a in ANSWERS], ids=[a[0] for a in ANSWERS])
def test_a_judges_answer_is_read_right_or_flagged(scripted_llm, answer, score, cited):
    # given
    scripted_llm.answers = [answer]
    # when
    result = llm.structured("Judge it.", schema=JudicialOpinion, purpose="dialectic.opinion", retries=0,
                            fallback=lambda errors: fallback_opinion("Prosecutor", "docs", errors),
                            normalize=normalizer("Prosecutor", "docs"))
    # then
    if score == FLAGGED:
        assert result.is_fallback is True
        assert result.errors and result.value.argument.startswith("The Prosecutor's evaluation failed")
    else:
        assert result.is_fallback is False
        assert (result.value.score, result.value.citedEvidence) == (score, cited)
