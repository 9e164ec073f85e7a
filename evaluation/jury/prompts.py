"""The jury's three prompts, word for word as the spec gives them, plus one request.

The juror and foreman prompts end with a request for a final machine-readable block
(`answer_block`), which the parsers read first; the spec's text stays as it is.

The spec writes them as Handlebars templates; `{{#if originalQuestion}}` blocks are
left out entirely when there is no original question, and standalone block lines
leave no blank line behind (Handlebars' rule), which is what these functions build.
"""

from __future__ import annotations

from dataclasses import dataclass

from evaluation.jury.answer_block import FOREMAN_BLOCK_REQUEST, JUROR_BLOCK_REQUEST

TITLE_PREVIEW_CHARS = 200

EVALUATION_INSTRUCTIONS = """Score each dimension from 1 (terrible) to 10 (exceptional):

1. **Accuracy** — Are the facts, claims, and technical details correct?
2. **Completeness** — Does it cover all important aspects of the topic?
3. **Clarity** — Is it well-organized, easy to follow, and unambiguous?
4. **Relevance** — Does it directly address the question/task at hand?
5. **Actionability** — Does it provide concrete, usable guidance?

For each dimension, provide:
- A score (1-10)
- 1-2 sentences of justification

Then deliver your verdict based on your average score:
- APPROVE (average >= 7): The content is good enough for use
- REVISE (average 4-6.9): The content needs improvement before use
- REJECT (average < 4): The content is fundamentally flawed

Format your response as:

## Juror Assessment

### Scores

| Dimension | Score | Justification |
|-----------|:-----:|---------------|
| Accuracy | [1-10] | [justification] |
| Completeness | [1-10] | [justification] |
| Clarity | [1-10] | [justification] |
| Relevance | [1-10] | [justification] |
| Actionability | [1-10] | [justification] |
| **Average** | [avg] | |

### Deliberation Notes
[2-3 paragraphs explaining your overall assessment, key strengths, and key weaknesses]

### Verdict
VERDICT: [APPROVE|REVISE|REJECT]

### Recommendations
[If REVISE or REJECT: numbered list of specific improvements needed]"""

FOREMAN_INSTRUCTIONS = """Produce a formal verdict report:

## Jury Verdict Report

### Final Verdict: [APPROVE|REVISE|REJECT]
[1-2 sentence summary explaining the jury's decision]

### Dimension Analysis

| Dimension | Avg Score | Min | Max | Consensus |
|-----------|:---------:|:---:|:---:|-----------|
| Accuracy | [avg] | [min] | [max] | [agreement note] |
| Completeness | [avg] | [min] | [max] | [agreement note] |
| Clarity | [avg] | [min] | [max] | [agreement note] |
| Relevance | [avg] | [min] | [max] | [agreement note] |
| Actionability | [avg] | [min] | [max] | [agreement note] |
| **Overall** | [avg] | [min] | [max] | |

### Key Strengths (Consensus)
[Strengths identified by 2+ jurors — bulleted list]

### Key Weaknesses (Consensus)
[Weaknesses identified by 2+ jurors — bulleted list]

### Improvement Recommendations
[Prioritized numbered list — only include if verdict is REVISE or REJECT]

### Dissenting Opinions
[If any juror's verdict differed from the majority, summarize their reasoning here. If unanimous, state "The jury was unanimous."]"""  # noqa: E501 -- prompt text: a line break would change what the model reads


@dataclass(frozen=True)
class ForemanJuror:
    """One juror's assessment as the foreman reads it."""

    model: str
    assessment: str


def build_evaluation_prompt(content: str, original_question: str | None = None, *, content_last: bool = False) -> str:
    """The spec's juror prompt. `content_last` puts the question and content after the instructions
    (a batch's position check judges the same item both ways to measure position bias)."""
    parts = ["You are a juror evaluating the quality of a response. Score it on 5 dimensions (1-10 each) "
             "and deliver a verdict.\n\n"]
    subject = []
    if original_question:
        subject.append(f"ORIGINAL QUESTION:\n{original_question}\n\n")
    subject.append(f"CONTENT UNDER EVALUATION:\n{content}\n\n")
    if content_last:
        parts += [EVALUATION_INSTRUCTIONS, "\n" + JUROR_BLOCK_REQUEST, "\n\n", *subject]
        return "".join(parts).rstrip() + "\n"
    parts += subject
    parts.append(EVALUATION_INSTRUCTIONS)
    parts.append("\n" + JUROR_BLOCK_REQUEST)
    return "".join(parts)


def build_foreman_prompt(content: str, original_question: str | None, jurors: list[ForemanJuror], *,
                         approve: int, revise: int, reject: int, majority: str) -> str:
    parts = ["You are the foreman of a jury that has evaluated the following content. Synthesize all juror "
             "assessments into a final verdict report.\n\n",
             f"CONTENT EVALUATED:\n{content}\n\n"]
    if original_question:
        parts.append(f"ORIGINAL QUESTION:\n{original_question}\n\n")
    parts.append("JUROR ASSESSMENTS:\n")
    for index, juror in enumerate(jurors, start=1):
        parts.append(f"--- Juror {index} ({juror.model}) ---\n{juror.assessment}\n\n")
    parts.append(f"\nVOTE TALLY:\n- APPROVE: {approve}\n- REVISE: {revise}\n- REJECT: {reject}\n"
                 f"- Majority Verdict: {majority}\n\n")
    parts.append(FOREMAN_INSTRUCTIONS)
    parts.append("\n" + FOREMAN_BLOCK_REQUEST)
    return "".join(parts)


def content_preview(content: str) -> str:
    return content[:TITLE_PREVIEW_CHARS]


def build_title_prompt(content: str) -> str:
    return ("Generate a brief title (3-5 words) for a jury evaluation session about this content:\n\n"
            f"\"{content_preview(content)}\"\n\n"
            "Reply with ONLY the title. No quotes, no punctuation, no explanation.")
