"""Offline answers for the courtroom's purposes: in-character, PG-13 and comedic.

The system prompt's first line names the role and the kind of line
(`SPEAKER ROLE: prosecutor | LINE: opening | ...`, see courtroom/prompts.py);
every choice comes from `rng`, so the same prompt always gets the same line.
"""

from __future__ import annotations

import json
import random
import re

from courtroom.moderation import Decision, default_rules, model_screen, screen_rules
from courtroom.moderation.structure import screen_structure
from juryrigged import llm

_HEADER = re.compile(r"SPEAKER ROLE: (\w+) \| LINE: (\w+) \| PHASE: (\w+) \| CASE: (\w+)")
_TOPIC = re.compile(r"^TOPIC: (.+)$", re.MULTILINE)

LINES = {
    "announce": [
        "All rise! Court is now in session in the matter of “{topic}”. Phones on silent, snacks out of sight.",
        "Hear ye, hear ye! Today this court takes up “{topic}”. The honourable judge presides, "
        "and the popcorn machine is broken.",
        "Order in the court! We are here about “{topic}”. Please keep your gasps dramatic but brief.",
    ],
    "opening": [
        "Members of the jury, the facts of “{topic}” are simple, and I will walk you through every one of them.",
        "By the end of today you will see that “{topic}” is not a mystery at all. "
        "It is a timeline, and timelines do not lie.",
        "Ladies and gentlemen, “{topic}” has been blown out of all proportion, and I intend to let the air out gently.",
        "The evidence will show one thing above all: somebody was very confident, and very wrong.",
    ],
    "question": [
        "{witness}, where exactly were you when all of this happened, and please, no interpretive dance this time.",
        "{witness}, tell the court in your own words what you saw, and then in fewer words.",
        "{witness}, you were the first to notice something was off. What tipped you off?",
    ],
    "answer": [
        "I was right there, Your Honour. Well, near there. Near enough to have opinions about it.",
        "I remember it clearly. It was a Tuesday. Or a Thursday. It was definitely a day.",
        "I saw the whole thing, and frankly I have not been the same since. I have taken up knitting.",
        "With respect, I answered that question in my written statement, which had a lovely diagram.",
        "I would like to state for the record that the snack drawer was already empty when I got there.",
    ],
    "cross": [
        "{witness}, you say you saw everything. Then why did your statement describe the wrong colour of car?",
        "Isn't it true, {witness}, that you only came forward after the reward was announced?",
        "{witness}, you have changed your story twice this morning. Shall we go for a third?",
    ],
    "evidence": [
        "The prosecution now reveals Exhibit C: a sticky note reading 'do not do the thing', found next to the thing.",
        "I present a receipt, timestamped and signed, for one industrial-sized tub of glitter. "
        "Draw your own conclusions.",
        "Behold Exhibit B: a security photo that is blurry, yes, but undeniably shaped like the defendant.",
    ],
    "rebuttal": [
        "That sticky note could belong to anyone in the building. "
        "Half of them have the same handwriting, and the other half cannot write.",
        "A receipt proves a purchase, not a plan. My client buys glitter recreationally.",
        "That photo shows a blur. My client is many things, but a blur is not one of them.",
    ],
    "closing": [
        "You have heard the testimony and seen the exhibits. The only reasonable verdict is the one I am asking for.",
        "Doubt is not a feeling, members of the jury, it is a gap in the evidence, and this case is mostly gaps.",
        "Remember the timeline, remember the receipt, and remember who kept changing their story.",
    ],
    "recap": [
        "For those just joining us: we are hearing “{topic}”, counsel have opened, "
        "and the witnesses are being thoroughly questioned.",
        "A quick recap for the gallery: the case is “{topic}”, "
        "and so far nobody's story has survived cross-examination intact.",
    ],
    "ruling": [
        "Having heard the evidence and the voice of the jury, this court is ready to rule.",
        "The jury has spoken, and this court respects its voice, even when it sounds a little hoarse.",
        "This has been a long day and a strange case, and the court thanks everyone for their patience.",
    ],
}
FLOURISHES = ["", " Let the record reflect that.", " I rest my point.", " The court will note my eyebrows.",
              " No further questions.", " And I say that with love."]


@llm.mock.responder("court.turn", "court.*")
def court_turn(request, rng: random.Random) -> str:
    system = next((m["content"] for m in request.messages if m["role"] == "system"), "")
    user = next((m["content"] for m in request.messages if m["role"] == "user"), "")
    header = _HEADER.search(system)
    kind = header.group(2) if header else "opening"
    topic_match = _TOPIC.search(user)
    topic = topic_match.group(1).strip().rstrip(".") if topic_match else "this case"
    witness = re.search(r"witness (\w+) ", system)
    options = LINES.get(kind, LINES["opening"])
    # Do not repeat a line already in the transcript when another is left.
    fresh = [o for o in options if o[-25:] not in user] or options
    line = rng.choice(fresh)
    if kind == "rebuttal":  # answer the exhibit that was actually shown
        shown = [i for i, text in enumerate(LINES["evidence"]) if text[:40] in user]
        line = options[shown[-1]] if shown else line
    flourish = rng.choice(FLOURISHES) if kind not in ("answer", "ruling", "announce") else ""
    return line.format(topic=topic, witness=witness.group(1) if witness else "Witness") + flourish


@llm.mock.responder("court.screen")
def court_screen(request, rng: random.Random) -> str:
    """The offline model screen: the offline layers' verdict (default rules), as the model's JSON."""
    text = model_screen.text_of(request.messages)
    decision = Decision((screen_rules(text, default_rules()), screen_structure(text)))
    reason = "; ".join(d.reason for d in decision.layers if d.flagged) or "nothing harmful found offline"
    return json.dumps({"flagged": decision.flagged, "categories": list(decision.categories),
                       "reason": f"offline screen: {reason}"[:300]})
