"""The jury's rubric as the kernel reader takes it: five dimensions on 1–10, three verdicts in words. Pure."""

from __future__ import annotations

from juryrigged.llm import reading

DIMENSIONS = ("accuracy", "completeness", "clarity", "relevance", "actionability")
VERDICTS = ("APPROVE", "REVISE", "REJECT")

# Other names a juror may give a dimension (a rubric's own words for the same thing).
SYNONYMS = {
    "accuracy": ("factual accuracy", "correctness", "factuality"),
    "completeness": ("coverage", "thoroughness", "comprehensiveness"),
    "clarity": ("readability", "clearness"),
    "relevance": ("pertinence",),
    "actionability": ("usefulness", "practicality", "practical usefulness"),
}

# How reviewers say each verdict: an editor's, a code reviewer's, a referee's words.
VOCABULARY = reading.Vocabulary({
    "APPROVE": ("approved", "approves", "accept", "accepted", "lgtm", "looks good to me", "ship it"),
    "REVISE": ("revised", "revises", "needs revision", "needs revisions", "needs work", "request changes",
               "requesting changes", "changes requested", "revise and resubmit", "major revision", "major revisions",
               "minor revision", "minor revisions", "major revisions needed", "minor revisions needed"),
    "REJECT": ("rejected", "rejects", "decline", "declined"),
})

JUROR = reading.Rubric(scores={d: SYNONYMS[d] for d in DIMENSIONS}, low=1, high=10, verdicts=VOCABULARY,
                       who="The juror")
FOREMAN = reading.Rubric(scores={}, verdicts=VOCABULARY, who="The foreman")
