"""The machine-readable block jurors and the foreman are asked to end with (pure, no Django).

The free-text assessment stays for people. The block is read by the kernel's reader
(`juryrigged.llm.reading`) like any other structure: in whatever shape the model bends it to.
"""

from __future__ import annotations

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
