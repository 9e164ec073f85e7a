"""Real-looking juror assessments and foreman reports for the parser tests."""


def assessment(accuracy, completeness, clarity, relevance, actionability, verdict, recommendations=(),
               notes="The documentation is concise and mostly correct."):
    scores = [accuracy, completeness, clarity, relevance, actionability]
    avg = sum(scores) / 5
    recs = "\n".join(f"{i}. {r}" for i, r in enumerate(recommendations, start=1)) or "None."
    return f"""## Juror Assessment

### Scores

| Dimension | Score | Justification |
|-----------|:-----:|---------------|
| Accuracy | {accuracy} | The parameters are described correctly. |
| Completeness | {completeness} | Error responses are missing. |
| Clarity | {clarity} | Well organised. |
| Relevance | {relevance} | Addresses the endpoint asked about. |
| Actionability | {actionability} | A developer could call it, barely. |
| **Average** | {avg:.1f} | |

### Deliberation Notes
{notes}

It would benefit from examples.

### Verdict
VERDICT: {verdict}

### Recommendations
{recs}
"""


SPEC_JURORS = [
    ("anthropic/claude-opus-4-6", assessment(8, 7, 9, 8, 6, "APPROVE", [
        "Add error response documentation (4xx, 5xx status codes)",
        "Include example request/response bodies",
        "Document authentication requirements",
    ])),
    ("openai/o3", assessment(7, 5, 7, 7, 4, "REVISE", [
        "Significantly expand documentation coverage",
        "Add authentication details",
        "Document rate limits",
    ])),
    ("google/gemini-2.5-pro", assessment(8, 7, 9, 9, 7, "APPROVE")),
]

INLINE_BOLD = """**Accuracy**: 8/10 — facts check out.
**Completeness**: 6/10 — misses errors.
**Clarity:** 9 — crisp.
Relevance — 7
Actionability - 5/10

VERDICT: REVISE
"""

FOREMAN_REPORT = """## Jury Verdict Report

### Final Verdict: APPROVE
The jury approves the documentation by a 2–1 vote, with reservations about error handling.

### Dimension Analysis

| Dimension | Avg Score | Min | Max | Consensus |
|-----------|:---------:|:---:|:---:|-----------|
| Accuracy | 9.9 | 7 | 8 | Strong agreement |
| Completeness | 6.3 | 5 | 7 | Mixed |
| **Overall** | 7.2 | 5 | 9 | |

### Key Strengths (Consensus)
- Clear and well-structured documentation format
- **Accurate** parameter descriptions

### Key Weaknesses (Consensus)
* Missing error response documentation
* No example request/response bodies

### Improvement Recommendations
1. Add comprehensive error response documentation
2. Include example JSON request and response bodies
3. Document authentication and authorization
   requirements
4. Add rate limiting information

### Dissenting Opinions
- Juror 2 voted REVISE, noting that the lack of error documentation is a significant gap for production use.
"""
