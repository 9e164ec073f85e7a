"""The machine-readable block jurors and the foreman are asked to end with (pure, no Django).

The free-text assessment stays for people. The block is read by the kernel's reader
(`juryrigged.llm.reading`) like any other structure: in whatever shape the model bends it to.
Where the model takes a JSON schema as its output format, jurors are sent `JurorAnswer` (strict
when it can be) and answer with that JSON alone; the same reader reads it.
"""

from __future__ import annotations

from typing import Literal

import pydantic

JUROR_BLOCK_REQUEST = """
After the assessment above, end your answer with this machine-readable block (the same
scores and verdict, integers 1-10), exactly once:

```json
{"scores": {"accuracy": <1-10>, "completeness": <1-10>, "clarity": <1-10>, "relevance": <1-10>, "actionability": <1-10>}, "verdict": "<APPROVE|REVISE|REJECT>"}
```"""  # noqa: E501 -- prompt text: a line break would change what the model reads

FOREMAN_BLOCK_REQUEST = """
After the report above, end your answer with this machine-readable block, exactly once:

```json
{"finalVerdict": "<APPROVE|REVISE|REJECT>", "keyStrengths": ["..."], "keyWeaknesses": ["..."], "recommendations": ["..."], "dissentingOpinions": ["..."]}
```"""  # noqa: E501 -- prompt text: a line break would change what the model reads


class JurorScores(pydantic.BaseModel):
    accuracy: int = pydantic.Field(ge=1, le=10)
    completeness: int = pydantic.Field(ge=1, le=10)
    clarity: int = pydantic.Field(ge=1, le=10)
    relevance: int = pydantic.Field(ge=1, le=10)
    actionability: int = pydantic.Field(ge=1, le=10)


class JurorAnswer(pydantic.BaseModel):
    """A juror's answer as a JSON schema, sent as the output format where the model takes it (strict when it can
    be). The answer is still read by the jury's reader, which is the fallback for a model that ignores it."""

    assessment: str = pydantic.Field(description="Your assessment for people, in Markdown: your deliberation notes "
                                                 "and the reasons for each score")
    scores: JurorScores
    verdict: Literal["APPROVE", "REVISE", "REJECT"]
    recommendations: list[str] = pydantic.Field(description="Specific improvements, most important first; "
                                                            "empty when the verdict is APPROVE")
