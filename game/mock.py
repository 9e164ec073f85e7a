"""Offline answers for the game's purposes, in the forms the parsers expect.

`game.juror_statement`: one to three in-character sentences following the STANCE,
ROLE, TALLY, MEMORY and ARGUMENT lines of the prompt (the argument, when given, decides
what is cited: a memory, reasonable doubt, or the chair's call to vote). `game.for_cause`: the ruling JSON, granted
when the questioning facts carry the challenged ground (as a careful judge would).
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
CHAIR_LINES = ["Who wants to speak next?", "Let's hear from anyone who hasn't spoken, then vote.",
               "Take a minute, then we'll vote again."]
UNSURE = ["I'll admit I'm not certain.", "I'm still turning it over.", "Tell me if I'm missing something."]


def _field(text: str, name: str) -> list[str]:
    return re.findall(rf"^{name}: (.+)$", text, flags=re.MULTILINE)


@llm.mock.responder("game.juror_statement")
def juror_statement(request, rng) -> str:
    text = request.messages[-1]["content"]
    stance = (_field(text, "STANCE") or ["guilty"])[0]
    foreperson = (_field(text, "ROLE") or ["juror"])[0] == "foreperson"
    confidence = (_field(text, "CONFIDENCE") or ["fairly sure"])[0]
    # Argue from the moments that pushed this juror their own way.
    leaning = "(toward guilty)" if stance == "guilty" else "(toward not guilty)"
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
        parts.append(rng.choice(DOUBT_LINES))
    else:
        parts.append(rng.choice(GUILTY_LINES if stance == "guilty" else NOT_GUILTY_LINES))
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
