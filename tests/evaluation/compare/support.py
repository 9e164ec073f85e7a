"""A compare request and scripted jurors that answer the compare prompt as a real model would (JSON)."""

import json
import re

JURORS = ["openai/gpt-4o-mini", "anthropic/claude-3-haiku", "google/gemini-2.0-flash-001"]
FOREMAN = "mistralai/mistral-small-3.1-24b-instruct"
GOOD = "Retry with exponential backoff and jitter, cap the attempts, and only retry idempotent requests."
POOR = "Just retry."
DIMENSIONS = ["accuracy", "clarity"]


def compare_body(**config):
    mode_config = {"candidates": [{"label": "Terse", "content": POOR}, {"label": "Careful", "content": GOOD}],
                   "originalQuestion": "How should a client retry failed requests?",
                   "dimensions": list(DIMENSIONS), "jurorModels": list(JURORS), "foremanModel": FOREMAN, **config}
    return {"mode": "compare", "modeConfig": mode_config}


def _first_text(prompt: str) -> str:
    return re.search(r"RESPONSE 1:\n<<<\n(.*?)\n>>>", prompt, re.DOTALL).group(1)


def answer(per_dimension) -> str:
    return json.dumps({"verdicts": [{"dimension": d, "better": b, "reason": "because"} for d, b in per_dimension],
                      "summary": "A summary."})


class Panel:
    """Fair jurors prefer GOOD in whichever position it is; `positional` always says "first"."""

    def __init__(self, provider, positional: str | None = None, foreman: str = "## Comparison Report\n\nB wins."):
        self.provider = provider
        self.positional = positional
        self.foreman = foreman
        provider.default = self.reply

    def reply(self, request):
        prompt = request.messages[-1]["content"]
        if request.purpose == "eval.compare.foreman":
            return self.foreman
        dims = [*DIMENSIONS, "overall"]
        if request.model == self.positional:
            return answer([(d, "first") for d in dims])
        better = "first" if _first_text(prompt) == GOOD else "second"
        return answer([(d, better) for d in dims])
