"""Offline answers for compare mode (the default model without an API key).

A juror reads both responses from its prompt, rates each from its shape (substance, structure,
examples, words of the task it uses) and prefers the better one per dimension — much better when the
impressions are far apart — with some noise and a small per-model lean towards whichever response it
saw first: the offline demo then shows what the mode is for, including a juror whose verdict sometimes
flips with the order.
"""

from __future__ import annotations

import json
import random
import re

from evaluation.compare.prompts import DESCRIPTIONS
from juryrigged.llm import mock
from juryrigged.llm.providers import Request

_BLOCK = re.compile(r"RESPONSE (\d):\n<<<\n(.*?)\n>>>", re.DOTALL)
_TASK = re.compile(r"THE TASK BOTH RESPONSES ANSWER:\n(.*?)\n\nRESPONSE 1", re.DOTALL)
STRONG_MARGIN = 2.5  # a gap this wide in the rough impression (0–10) is "much better"
_REASONS = {"first": "Response 1 {}.", "second": "Response 2 {}.", "tie": "Neither response is clearly better here."}
_MERITS = {"accuracy": "makes fewer doubtful claims", "completeness": "covers more of what the task needs",
           "clarity": "is easier to follow", "relevance": "stays closer to the task",
           "actionability": "gives more a reader can act on", "overall": "is the better answer as a whole"}


def _impression(text: str, task: str) -> float:
    """A rough 0–10 impression of a response from its shape."""
    words = re.findall(r"[a-z]+", text.lower())
    score = 2.0 + min(len(words), 300) / 60  # up to +5 for substance
    score += 1.0 if re.search(r"^\s*(#|[-*]|\d+\.)\s", text, re.MULTILINE) else 0
    score += 0.8 if ("`" in text or "e.g." in text.lower() or "for example" in text.lower()) else 0
    asked = {w for w in re.findall(r"[a-z]{4,}", task.lower())}
    score += 1.2 * len(asked & set(words)) / len(asked) if asked else 0
    return min(score, 10.0)


@mock.responder("eval.compare.juror")
def juror(request: Request, rng: random.Random) -> str:
    prompt = request.messages[-1]["content"]
    texts = dict(_BLOCK.findall(prompt))
    task = (_TASK.search(prompt) or [None, ""])[1]
    first, second = _impression(texts.get("1", ""), task), _impression(texts.get("2", ""), task)
    lean = random.Random(f"lean:{request.model}").uniform(0.0, 0.9)  # each model's pull towards the first
    verdicts = []
    for dimension in DESCRIPTIONS:
        if f"- {dimension}:" not in prompt:
            continue
        margin = first - second + lean + rng.uniform(-1.0, 1.0)
        better = "first" if margin > 0.6 else "second" if margin < -0.6 else "tie"
        verdict = {"dimension": dimension, "better": better, "reason": _REASONS[better].format(_MERITS[dimension])}
        if better != "tie":
            verdict["by"] = "much" if abs(margin) > STRONG_MARGIN else "slightly"
        verdicts.append(verdict)
    overall = next(v for v in verdicts if v["dimension"] == "overall")["better"]
    summary = {"first": "Response 1 is the stronger of the two.", "second": "Response 2 is the stronger of the two.",
               "tie": "The two responses are about as good as each other."}[overall]
    return json.dumps({"verdicts": verdicts, "summary": summary})


@mock.responder("eval.compare.foreman")
def foreman(request: Request, rng: random.Random) -> str:
    prompt = request.messages[-1]["content"]
    lines = re.findall(r"^- (\w+): (A \(.*?\)|B \(.*?\)|a tie|no verdict), (\d+) of (\d+)", prompt, re.MULTILINE)
    overall = next((line for line in lines if line[0] == "overall"), None)
    a_wins = [d for d, w, *_ in lines if w.startswith("A (") and d != "overall"]
    b_wins = [d for d, w, *_ in lines if w.startswith("B (") and d != "overall"]
    split = [d for d, _, agreeing, voting in lines if int(agreeing) < int(voting)]
    headline = "The panel found no winner." if not overall else \
        f"The panel's verdict overall: **{overall[1]}**, with {overall[2]} of {overall[3]} jurors agreeing."
    flips = re.findall(r"^- (\S+) changed its verdict with the order", prompt, re.MULTILINE)
    return "\n".join([
        "## Comparison Report", "", headline, "",
        "### Where A is better", "", ", ".join(a_wins) or "Nowhere clearly.", "",
        "### Where B is better", "", ", ".join(b_wins) or "Nowhere clearly.", "",
        "### Where the jurors disagreed", "", ", ".join(split) or "The jurors agreed on every dimension.",
        *(["", f"{', '.join(flips)} changed verdicts when the order changed; those count as ties."] if flips else []),
    ])
