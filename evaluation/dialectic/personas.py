"""Layer 2 prompts: a shared base block, one philosophy block per persona, then the criterion and its evidence.

The philosophy blocks are written to share almost no vocabulary (a test computes
their pairwise word-set Jaccard and requires it below 10%), so the three judges
really argue from different places instead of paraphrasing one another.
"""

from __future__ import annotations

import re

from evaluation.dialectic.evidence import NO_EVIDENCE

PROSECUTOR, DEFENSE, TECHLEAD = "Prosecutor", "Defense", "TechLead"
PERSONAS = (PROSECUTOR, DEFENSE, TECHLEAD)
WEIGHTS = {PROSECUTOR: 1, DEFENSE: 1, TECHLEAD: 2}

BASE_BLOCK = f"""You are one judge on a panel of three auditing an artifact against one rubric criterion.
Score the criterion from 1 (fails badly) to 5 (fully meets it).
Rules of evidence:
- Cite evidence only by the ids listed under EVIDENCE, exactly as written.
- Never invent an id. If no listed evidence bears on your opinion, cite {NO_EVIDENCE}.
- Evidence marked found=false is a reference to something that does not exist.
Answer with one JSON object and nothing else:
{{"judge": "<your role>", "criterionId": "<criterion id>", "score": <1-5>, "argument": "<your reasoning>",
 "citedEvidence": ["<evidence id>", ...], "charges": ["..."], "mitigations": ["..."], "remediation": "..."}}"""

PHILOSOPHY = {
    PROSECUTOR: """ROLE: Prosecutor.
Trust no one. Assume every statement hides a flaw until proven otherwise.
Hunt for gaps, contradictions, risks, vulnerabilities, missing pieces and unsupported boasts.
Weak proof counts against the author. Name each offence precisely under "charges".
Label exploitable weaknesses "security:" at the start of a charge.""",
    DEFENSE: """ROLE: Defense.
Read in good faith. Credit effort, intent and progress toward the goal.
Recognise partial achievements, sensible compromises, honest constraints and reasonable trade-offs.
Give authors the benefit of doubt where ambiguity exists. List what excuses or softens shortcomings under "mitigations".""",  # noqa: E501 -- prompt text: a line break would change what the model reads
    TECHLEAD: """ROLE: TechLead.
Pragmatic engineer: does it work, and could our team maintain it next year?
Judge operability, simplicity, testability, coupling, cost of change.
Ignore rhetoric; weigh practical consequences.
Under "remediation", give concrete next steps, ordered by impact.""",
}

_WORD = re.compile(r"[a-z]+")


def word_set(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def jaccard(a: str, b: str) -> float:
    left, right = word_set(a), word_set(b)
    return len(left & right) / len(left | right) if left | right else 0.0


def _evidence_lines(evidence: list) -> str:
    if not evidence:
        return f"(none found for this criterion — cite {NO_EVIDENCE})"
    return "\n".join(evidence_line(e) for e in evidence)


def evidence_line(e) -> str:
    """One evidence item as the judges read it (the relevance rules count its tokens)."""
    return f"[{e.id}] ({e.cls}, {e.where}, found={'true' if e.found else 'false'}) {e.content}"


def criterion_block(criterion, evidence: list) -> str:
    return (f"CRITERION {criterion.id}: {criterion.name}\n"
            f"Description: {criterion.description}\n"
            f"Success looks like: {criterion.successPattern or '(not given)'}\n"
            f"Failure looks like: {criterion.failurePattern or '(not given)'}\n\n"
            f"EVIDENCE:\n{_evidence_lines(evidence)}")


def build_messages(persona: str, criterion, evidence: list, others: list | None = None) -> list[dict]:
    """The messages for one (persona, criterion) call.

    `others` (a re-evaluation round) are the other judges' first opinions: the judge
    sees their arguments and is asked to re-check the evidence each of them cited.
    """
    system = f"{BASE_BLOCK}\n\n{PHILOSOPHY[persona]}"
    user = criterion_block(criterion, evidence)
    if others:
        lines = [f"- {o.judge} scored {o.score}: {o.argument} (cited: {', '.join(o.citedEvidence) or 'nothing'})"
                 for o in others]
        user += ("\n\nRE-EVALUATION: the panel disagreed by more than 2 points. The other judges argued:\n"
                 + "\n".join(lines)
                 + "\nRe-check every evidence id they cited against the EVIDENCE above, then give your final opinion.")
    user += f"\n\nYou are the {persona}. Give your opinion on criterion {criterion.id} as JSON."
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]
