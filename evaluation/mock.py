"""Offline answers for the evaluation purposes (the default model without an API key).

Jurors write the spec's scorecard (markdown table, Deliberation Notes, `VERDICT:`
line, Recommendations); the foreman writes the `## Jury Verdict Report`; titles are
3–5 words. Scores depend on the content (length, structure, examples, the original
question) and on the juror's model, so different jurors disagree a little, and the
same prompt always gets the same answer (only `rng` is random).
"""

from __future__ import annotations

import json
import random
import re

from evaluation.jury.parsing import parse_juror
from evaluation.jury.rubric import DIMENSIONS
from evaluation.jury.rules import JurorScores, consensus, summarize
from juryrigged.llm import mock
from juryrigged.llm.reading import round_half_up
from juryrigged.llm.providers import Request

JUSTIFICATIONS = {
    "accuracy": ["The claims that can be checked hold up.", "A few statements are imprecise but none is wrong.",
                 "Some details look doubtful and are not sourced."],
    "completeness": ["The main cases are covered.", "Error cases and edge conditions are missing.",
                     "Large parts of the topic are not addressed."],
    "clarity": ["Well organised and easy to scan.", "Readable, though the structure could be tighter.",
                "Hard to follow; ideas are not ordered."],
    "relevance": ["Directly answers what was asked.", "Mostly on topic with a few detours.",
                  "Drifts away from the question."],
    "actionability": ["A reader could act on it right away.", "Useful, but lacks concrete examples.",
                      "Gives little a reader could act on."],
}
RECOMMENDATIONS = [
    "Add concrete examples of inputs and expected outputs",
    "Document the error cases and how to handle them",
    "State the assumptions and prerequisites up front",
    "Tighten the structure with headings for each part",
    "Cite sources or references for the factual claims",
    "Cover the edge cases a practitioner will hit first",
    "Cut the repetition and keep each point to one place",
]
STRENGTHS = ["Clear overall structure", "Accurate core statements", "Stays on the question asked",
             "Concise wording", "Sensible ordering of ideas"]
WEAKNESSES = ["Missing examples", "Error handling is not covered", "Some claims lack support",
              "Edge cases are ignored", "Little concrete guidance"]


def _between(text: str, start: str, end: str) -> str:
    match = re.search(re.escape(start) + r"\n(.*?)\n\n" + re.escape(end), text, re.DOTALL)
    return match.group(1) if match else ""


def _quality(content: str, question: str) -> float:
    """A rough 1–10 impression of the content from its shape."""
    words = len(content.split())
    score = 3.0 + min(words, 400) / 100  # up to +4 for substance
    score += 0.8 if re.search(r"^\s*(#|[-*]|\d+\.)\s", content, re.MULTILINE) else 0
    score += 0.7 if ("```" in content or "`" in content or "e.g." in content.lower()) else 0
    score += 0.5 if question else 0
    return max(1.5, min(score, 9.3))


def _score(base: float, bias: float, rng: random.Random) -> int:
    return max(1, min(10, round_half_up(base + bias + rng.uniform(-1.4, 1.4))))


@mock.responder("eval.juror")
def juror(request: Request, rng: random.Random) -> str:
    prompt = request.messages[-1]["content"]
    content = _between(prompt, "CONTENT UNDER EVALUATION:", "Score each dimension")
    question = _between(prompt, "ORIGINAL QUESTION:", "CONTENT UNDER EVALUATION:")
    base = _quality(content, question)
    harshness = random.Random(request.model).uniform(-1.2, 0.8)  # each model has a temper
    scores = {d: _score(base, harshness, rng) for d in DIMENSIONS}
    if not question:
        scores["relevance"] = max(1, scores["relevance"] - 1)
    avg = sum(scores.values()) / 5
    verdict = "APPROVE" if avg >= 7 else "REVISE" if avg >= 4 else "REJECT"
    rows = "\n".join(f"| {d.capitalize()} | {s} | {JUSTIFICATIONS[d][0 if s >= 8 else 1 if s >= 5 else 2]} |"
                     for d, s in scores.items())
    best = max(scores, key=scores.get)
    worst = min(scores, key=scores.get)
    recs = rng.sample(RECOMMENDATIONS, 3 if verdict != "APPROVE" else 0)
    if request.json_schema:  # asked for the juror's answer schema (JurorAnswer): the mock follows it
        reads_as = "solid work" if avg >= 7 else "a reasonable draft" if avg >= 4 else "an early sketch"
        notes = (f"Overall the content reads as {reads_as}. "
                 f"Its strongest side is {best}: {JUSTIFICATIONS[best][0].lower()}")
        return json.dumps({"assessment": notes, "scores": scores, "verdict": verdict, "recommendations": recs})
    rec_text = "\n".join(f"{i}. {r}" for i, r in enumerate(recs, 1)) or "None — the content can be used as it is."
    return f"""## Juror Assessment

### Scores

| Dimension | Score | Justification |
|-----------|:-----:|---------------|
{rows}
| **Average** | {avg:.1f} | |

### Deliberation Notes
Overall the content reads as {"solid work" if avg >= 7 else "a reasonable draft" if avg >= 4 else "an early sketch"}. \
Its strongest side is {best}: {JUSTIFICATIONS[best][0].lower()}

The weakest side is {worst}, where {JUSTIFICATIONS[worst][2 if scores[worst] < 5 else 1].lower()} \
{"Without the original question, relevance is judged against the content alone." if not question else ""}

### Verdict
VERDICT: {verdict}

### Recommendations
{rec_text}

```json
{json.dumps({"scores": scores, "verdict": verdict})}
```
"""


def _juror_blocks(prompt: str) -> list[tuple[str, str]]:
    section = prompt.split("JUROR ASSESSMENTS:\n", 1)[-1].split("\nVOTE TALLY:", 1)[0]
    parts = re.split(r"^--- Juror \d+ \((.+?)\) ---\n", section, flags=re.MULTILINE)
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts) - 1, 2)]


@mock.responder("eval.foreman")
def foreman(request: Request, rng: random.Random) -> str:
    prompt = request.messages[-1]["content"]
    majority = (re.search(r"Majority Verdict: (\w+)", prompt) or [None, "REVISE"])[1]
    blocks = _juror_blocks(prompt)
    parsed = [parse_juror(text) for _, text in blocks]
    summary = summarize([JurorScores(p.scores, p.average, p.verdict) for p in parsed], juror_count=len(parsed))
    rows = []
    for d in DIMENSIONS:
        span = summary.dimension_ranges[d]
        avg = summary.dimension_averages[d]
        rows.append(f"| {d.capitalize()} | {avg if avg is not None else '—'} | {span['min'] if span else '—'} | "
                    f"{span['max'] if span else '—'} | "
                    f"{consensus(span['min'], span['max']) if span else 'No scores'} |")
    known = [p.average for p in parsed if p.average is not None]
    overall = f"{sum(known) / len(known):.1f}" if known else "—"
    dissent = [f"- Juror {i} ({blocks[i - 1][0]}) voted {p.verdict}, weighing the weaknesses differently from the "
               "majority." for i, p in enumerate(parsed, 1) if p.verdict and p.verdict != majority]
    recommendations = ""
    if majority != "APPROVE":
        picks = rng.sample(RECOMMENDATIONS, 4)
        recommendations = "\n".join(f"{i}. {r}" for i, r in enumerate(picks, 1))
    else:
        recommendations = "No changes are required before use."
    return f"""## Jury Verdict Report

### Final Verdict: {majority}
The jury returns {majority} by a vote of {summary.majority.approve} approve, {summary.majority.revise} revise and \
{summary.majority.reject} reject.

### Dimension Analysis

| Dimension | Avg Score | Min | Max | Consensus |
|-----------|:---------:|:---:|:---:|-----------|
{chr(10).join(rows)}
| **Overall** | {overall} | {min(known) if known else '—'} | {max(known) if known else '—'} | |

### Key Strengths (Consensus)
{chr(10).join("- " + s for s in rng.sample(STRENGTHS, 2))}

### Key Weaknesses (Consensus)
{chr(10).join("- " + w for w in rng.sample(WEAKNESSES, 2))}

### Improvement Recommendations
{recommendations}

### Dissenting Opinions
{chr(10).join(dissent) if dissent else "The jury was unanimous."}

```json
{json.dumps({"finalVerdict": majority})}
```
"""


STOP_WORDS = set(["a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "is", "are", "be", "this",
                  "that", "it", "as", "by", "at", "from", "your", "you", "we", "our", "get", "post", "put", "returns",
                  "return"])


ACRONYMS = {"api", "http", "json", "sql", "url", "ui", "css", "html", "cli", "sdk", "llm"}


@mock.responder("eval.title")
def title(request: Request, rng: random.Random) -> str:
    preview = request.messages[-1]["content"].split('"', 1)[-1].rsplit('"', 1)[0]
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z0-9'-]+", preview) if w.lower() not in STOP_WORDS]
    topic = " ".join(w.upper() if w.lower() in ACRONYMS else w.capitalize() if w.islower() else w
                     for w in words[:3]) or "Untitled Content"
    return rng.choice(["{} Review", "Evaluating {}", "{} Quality Check", "Jury on {}"]).format(topic)
