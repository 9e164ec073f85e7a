"""Layer 3: what a model is asked, the shape of its answer, and how the answer is read. Pure.

The answer is read through the kernel's reader (`juryrigged.llm.reading.labels`): a category
written as its code, the prompt's own label ("threats or doxxing"), in any case ("Hate",
"Self-harm") or as a synonym (`hate_speech`) is that category; `flagged` may be a word;
a reason of any length is kept (cut only for display); `flagged: true` with no category
read is flagged, as "unspecified".

The call goes through the LLM door (courtroom.services.moderation), which records it as
an LLMCall with the session as subject, so its cost counts in the session's budget.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

import pydantic

from courtroom.moderation.decision import CATEGORIES, CATEGORY_LABELS, UNSPECIFIED, LayerDecision, ordered
from juryrigged.llm import read_answer
from juryrigged.llm.reading.fields import Names
from juryrigged.llm.reading.labels import read_flag, read_labels

PURPOSE = "court.screen"
MAX_TOKENS = 200  # the verdict is a short JSON object; this bounds what a screen may cost
REASON_SHOWN_CHARS = 300  # a reason is kept whole; staff pages show this much of it
Category = Literal["hate", "harassment", "self_harm", "sexual", "violence", "threat", "defamation"]


class ScreenVerdict(pydantic.BaseModel):
    """The model's screen of one text."""

    flagged: bool
    categories: list[Category] = pydantic.Field(default_factory=list)
    reason: str = ""


# Besides each code and the prompt's own label for it: the words models use for the same category.
SYNONYMS = {
    "hate": ("hate speech", "hateful", "hateful content", "slur", "slurs", "racism", "bigotry"),
    "harassment": ("bullying", "insult", "insults", "abuse", "abusive", "harassing"),
    "self_harm": ("self harm", "self-harm", "suicide", "self-injury", "self harm encouragement"),
    "sexual": ("sexual content", "sexually explicit", "explicit sexual content", "nsfw", "sex"),
    "violence": ("graphic violence", "gore", "violent", "violent content"),
    "threat": ("threats", "threatening", "doxxing", "doxing", "personal information", "threats or doxxing"),
    "defamation": ("libel", "slander", "defamatory", "defamation of a real person"),
}
CATEGORY_NAMES = Names({code: (CATEGORY_LABELS[code], *SYNONYMS.get(code, ())) for code in CATEGORY_LABELS})
_FLAG_KEYS = ("flagged", "flag", "harmful", "is_harmful", "unsafe", "verdict", "decision")
_CATEGORY_KEYS = ("categories", "category", "labels", "violations", "flagged_categories")
_REASON_KEYS = ("reason", "reasoning", "rationale", "explanation", "justification")


def _screen_object(data):
    """The object of the answer that holds the screen (it may be nested one level: {"result": {...}})."""
    if isinstance(data, dict) and not any(k.lower() in _FLAG_KEYS + _CATEGORY_KEYS for k in data):
        inner = [v for v in data.values() if isinstance(v, dict)]
        return inner[0] if len(inner) == 1 else data
    return data


def normalize(data):
    """The model's JSON reshaped to ScreenVerdict's fields (the door validates the result)."""
    data = _screen_object(data)
    if not isinstance(data, dict):
        return data
    keys = {str(k).lower().replace("-", "_"): v for k, v in data.items()}
    categories = next((keys[k] for k in _CATEGORY_KEYS if k in keys), [])
    codes, _ = read_labels(categories, CATEGORY_NAMES)
    flag = next((read_flag(keys[k]) for k in _FLAG_KEYS if k in keys and read_flag(keys[k]) is not None), None)
    reason = next((keys[k] for k in _REASON_KEYS if isinstance(keys.get(k), str)), "")
    # No flag at all but categories named: the categories say it.
    flagged = flag if flag is not None else bool(codes)
    return {"flagged": flagged, "categories": codes if flagged else [], "reason": reason}


def read_screen(text: str) -> ScreenVerdict:
    """The screen's verdict from an answer's text (as the door reads it); raises ValueError if unreadable."""
    return read_answer(text, ScreenVerdict, normalize)


_SYSTEM = (
    "You screen lines for a live, comedic, PG-13 courtroom show before the audience sees them. "
    "Decide whether the TEXT is harmful in any of these categories:\n"
    + "\n".join(f"- {code}: {label}" for code, label in CATEGORY_LABELS.items() if code in CATEGORIES)
    + "\nJudge the speaker's intent, not the vocabulary. Legal language is fine: charges, allegations, "
    "testimony, a coroner's or police report, and evidence quoted to the court (\"the note said 'I will hurt "
    "you'\") are not threats. Jokes and idioms (\"I killed it at karaoke\") are fine. Flag slurs, insults "
    "aimed at someone, urging self-harm, explicit sexual description, relished gore, wishes or promises of "
    "violence, threats, personal addresses or phone numbers, and crimes pinned on real, named people.\n"
    "Answer with JSON only: {\"flagged\": true|false, \"categories\": [codes], \"reason\": \"one short "
    "sentence\"}."
)


def messages_for(text: str) -> list[dict]:
    return [{"role": "system", "content": _SYSTEM}, {"role": "user", "content": f"TEXT:\n{text}"}]


def text_of(messages) -> str:
    """The screened text back out of the messages (for the offline mock responder)."""
    return messages[-1]["content"].removeprefix("TEXT:\n")


def decision_from(verdict: ScreenVerdict, *, cost_usd: Decimal | None = Decimal(0),
                  cached: bool = False) -> LayerDecision:
    flagged = verdict.flagged
    categories = (ordered(verdict.categories) or (UNSPECIFIED,)) if flagged else ()
    reason = (verdict.reason or ("harmful" if flagged else "nothing harmful")).strip()
    if len(reason) > REASON_SHOWN_CHARS:
        reason = reason[:REASON_SHOWN_CHARS - 1].rsplit(" ", 1)[0] + "…"
    return LayerDecision("model", flagged, categories, reason + (" (cached)" if cached else ""), cost_usd)


def unavailable(why: str, *, cost_usd: Decimal | None = Decimal(0)) -> LayerDecision:
    """The model screen gave no decision (services.moderation decides what a line without one becomes)."""
    return LayerDecision("model", False, (), f"model screen unavailable: {why}"[:300], cost_usd, undecided=True)
