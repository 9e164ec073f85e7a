"""Offline answers for the game's purposes, in the forms the parsers expect.

`game.juror_statement`: one to three in-character sentences following the STANCE,
ROLE, TALLY, MEMORY and ARGUMENT lines of the prompt (the argument, when given, decides
what is cited: a memory, reasonable doubt (in a civil case, the balance of the evidence), or
the chair's call to vote); a STANCE of liable / not liable is a civil juror's.
`game.for_cause`: the ruling JSON, granted when the questioning facts carry the challenged
ground (as a careful judge would).
"""

from __future__ import annotations

import json
import re

from juryrigged import llm

OPENERS_FOREPERSON = ["All right, everyone, let's take stock.", "Let's hear from both sides before we vote again.",
                      "I want everyone to have a say this time.", "Let's keep this civil and go around the table."]
GUILTY_LINES = ["I keep weighing it and it points one way: the defendant did it.",
                "The evidence lines up too neatly for coincidence.",
                "I haven't heard anything that explains it away.",
                "Reasonable doubt has to be reasonable, and I don't have one."]
NOT_GUILTY_LINES = ["There's a hole in this story I can't get past.",
                    "I'm not comfortable convicting on what we heard.",
                    "Too much of this rests on one person's word.",
                    "If we're honest, we have real doubt here."]
DOUBT_LINES = ["The judge said beyond a reasonable doubt, and I have one.",
               "They haven't proven it. Maybe he did it, but maybe isn't enough.",
               "If we're honest, we have real doubt here, and doubt means not guilty."]
# A civil jury (STANCE liable / not liable) weighs which account is more likely, not doubt.
LIABLE_LINES = ["Weighing both sides, the plaintiff's account is the more likely one.",
                "More likely than not is the test, and I think they've met it.",
                "I haven't heard anything that explains it away.",
                "We don't need certainty here, only which story is more probable."]
NOT_LIABLE_LINES = ["I can't say their version is more likely than the other one.",
                    "It's a coin toss for me, and a coin toss goes to the defendant.",
                    "Too much of this rests on one person's word.",
                    "They haven't tipped the scales, not for me."]
CIVIL_DOUBT_LINES = ["The plaintiff has to show it's more likely than not, and they haven't.",
                     "Maybe it happened the way they say, but maybe isn't more likely than not.",
                     "If the scales are level, the judge said we find for the defendant."]
LINES = {"guilty": GUILTY_LINES, "not guilty": NOT_GUILTY_LINES, "liable": LIABLE_LINES,
         "not liable": NOT_LIABLE_LINES}
CHAIR_LINES = ["Who wants to speak next?", "Let's hear from anyone who hasn't spoken, then vote.",
               "Take a minute, then we'll vote again."]
UNSURE = ["I'll admit I'm not certain.", "I'm still turning it over.", "Tell me if I'm missing something."]


def _field(text: str, name: str) -> list[str]:
    return re.findall(rf"^{name}: (.+)$", text, flags=re.MULTILINE)


@llm.mock.responder("game.juror_statement")
def juror_statement(request, rng) -> str:
    text = request.messages[-1]["content"]
    stance = (_field(text, "STANCE") or ["guilty"])[0].replace("_", " ")
    foreperson = (_field(text, "ROLE") or ["juror"])[0] == "foreperson"
    confidence = (_field(text, "CONFIDENCE") or ["fairly sure"])[0]
    # Argue from the moments that pushed this juror their own way.
    civil = stance in ("liable", "not liable")
    leaning = f"(toward {stance})"
    memories = [m.rsplit(" (", 1)[0] for m in _field(text, "MEMORY") if m.endswith(leaning)]
    # The ARGUMENT line (what the numbers made of this statement) decides what is said.
    basis, _, cited = (_field(text, "ARGUMENT") or [""])[0].partition(" | ")
    if basis == "chair":
        return rng.choice(OPENERS_FOREPERSON) + " " + rng.choice(CHAIR_LINES)
    if cited:
        memories = [cited]
    elif basis in ("doubt", "assertion"):
        memories = []
    parts = []
    if foreperson:
        parts.append(rng.choice(OPENERS_FOREPERSON))
    if basis == "doubt":
        parts.append(rng.choice(CIVIL_DOUBT_LINES if civil else DOUBT_LINES))
    else:
        parts.append(rng.choice(LINES.get(stance, NOT_GUILTY_LINES)))
    if memories:
        memory = rng.choice(memories).rstrip(".")
        first = memory.split(" ", 1)[0]
        if first in ("The", "A", "An", "His", "Her", "Their", "Its", "That", "This"):  # names keep their capital
            memory = memory[0].lower() + memory[1:]
        parts.append(f"Remember {memory}.")
    if confidence == "unsure":
        parts.append(rng.choice(UNSURE))
    return " ".join(parts)


@llm.mock.responder("game.for_cause")
def for_cause(request, rng) -> str:
    text = request.messages[-1]["content"]
    ground = (re.findall(r"GROUND: (\w+)", text) or [""])[0]
    granted = f"[{ground}]" in text
    reason = (rng.choice(["The juror's own answers show it.", "I find the ground established on the record."])
              + " The juror is excused." if granted else
              rng.choice(["I see nothing in the answers that supports that.", "The record does not show it."])
              + " The challenge is denied.")
    return json.dumps({"ruling": "granted" if granted else "denied", "reason": reason})
