"""Offline answers for the trial's purposes, in the form each parser expects.

- game.ruling: a JudgeRuling JSON object, leaning on what the prompt says about the
  judge's attitude to that ground and the shape of the question.
- game.witness: one to three spoken sentences in character, shakier as composure drops.
- game.opponent: opposing counsel's opening statement or closing argument.
Only `rng` (seeded from the prompt) is used for variety, so answers are reproducible.
"""

from __future__ import annotations

import json
import re

from game.assess.text import said_sentences
from juryrigged import llm

SUSTAIN_LINES = [
    "Sustained. Counsel knows better than that.",
    "Sustained. Rephrase, counsel, or move on.",
    "Sustained. That is not how we do things in my courtroom.",
]
OVERRULE_LINES = [
    "Overruled. The witness may answer.",
    "Overruled. I'll allow the question.",
    "Overruled, counsel. Sit down, please.",
]
WARN_LINES = [
    "I'll allow it, but you are walking a fine line, counsel.",
    "The witness may answer, and counsel will tread carefully.",
]


def _line(messages, role: str) -> str:
    return next((m["content"] for m in messages if m["role"] == role), "")


@llm.mock.responder("game.ruling")
def ruling(request, rng) -> str:
    prompt = _line(request.messages, "user")
    attitude = re.search(r"you are (strict|lenient|measured) about", prompt)
    sustain_chance = {"strict": 0.75, "measured": 0.5, "lenient": 0.25}[attitude.group(1) if attitude else "measured"]
    if "Examination type: cross" in prompt and "Type: Leading" in prompt:
        sustain_chance = 0.05
    roll = rng.random()
    if roll < sustain_chance:
        instruction = "The jury will disregard the last answer." if rng.random() < 0.5 else None
        answer = {"ruling": "sustained", "statement": rng.choice(SUSTAIN_LINES), "juryInstruction": instruction,
                  "patienceChange": rng.choice([0, 1, 2])}
    elif roll < sustain_chance + 0.1:
        answer = {"ruling": "allowed_with_warning", "statement": rng.choice(WARN_LINES), "patienceChange": -2}
    else:
        # (the engine applies patienceChange to the player's objections only)
        answer = {"ruling": "overruled", "statement": rng.choice(OVERRULE_LINES),
                  "patienceChange": rng.choice([-6, -4, -3])}
    return json.dumps(answer)


CALM = ["I remember it clearly.", "I've gone over it many times.", "That's right.", "I'm certain of it."]
NERVOUS = ["I... I think so.", "It all happened so fast.", "I'm not sure what you want me to say.",
           "Let me think. Yes."]
SHAKEN = ["I don't know anymore!", "Please, I told you everything I could.", "I... maybe I got it wrong."]


@llm.mock.responder("game.witness")
def witness(request, rng) -> str:
    """In character from the prompt: the witness's story when composed, evasion when their lie
    is exposed, and, badly shaken, now and then the secret they were told never to volunteer
    (so pressing a witness on the facts can pay offline too)."""
    system, user = _line(request.messages, "system"), _line(request.messages, "user")
    story = _between(system, "Your story:", "Your secrets")
    secrets = _between(system, "Your secrets (never volunteer them):", "You are ")
    if "badly shaken" in system:
        if secrets and secrets != "none." and rng.random() < 0.5:
            return spoken(rng.choice(SHAKEN), secrets.split("; ")[0])
        return spoken(rng.choice(SHAKEN), rng.choice(NERVOUS))
    if "You maintain that" in user:
        claim = user.split("You maintain that", 1)[1].strip()
        return spoken("Yes.", claim, rng.choice(CALM))
    if "struggle to defend" in user:
        return spoken(rng.choice(NERVOUS), rng.choice(SHAKEN))
    opener = rng.choice(CALM if "calm" in system else NERVOUS)
    # Each sentence of the story, or clause of one cut at ';' (never at "Dr.": "Says he never saw Dr." was heard).
    told = [c.strip() for sentence in said_sentences(story) for c in sentence.split(";") if c.strip()]
    return spoken(opener, rng.choice(told)) if told else spoken(opener, "I can only tell you what I saw.")


_FIRST_LETTER = re.compile(r"^([^A-Za-z0-9]*)([a-z])")


def spoken(*parts: str) -> str:
    """Parts of an answer said one after the other, each sentence of it starting with a capital
    and ending with its stop: a clause cut from the middle of a story or a list of secrets ("she
    walked out without thinking;") is said as a sentence of its own, not "Let me think. Yes. she
    walked out…". (Sentences are found as the assessor finds them, `said_sentences`, so "Dr.
    Marsh" is not a sentence's end.)"""
    said = []
    for part in parts:
        for sentence in said_sentences(part):
            sentence = sentence.strip().rstrip(";,: ")
            if not sentence:
                continue
            if sentence[-1] not in ".!?…\"'”":
                sentence += "."
            said.append(_FIRST_LETTER.sub(lambda m: m.group(1) + m.group(2).upper(), sentence, count=1))
    return " ".join(said)


def _between(text: str, start: str, end: str) -> str:
    if start not in text:
        return ""
    return text.split(start, 1)[1].split(end, 1)[0].strip()


OPENINGS = [
    "Ladies and gentlemen, the evidence in this case is simple, and by the end of this trial it will be clear.",
    "Members of the jury, you will hear from witnesses who saw exactly what happened. Listen to them carefully.",
]
CLOSINGS = [
    "You have heard the evidence. It points one way. I ask you to return the only verdict it supports.",
    "Do not let clever arguments distract you from what the witnesses told you. The facts have not changed.",
]


@llm.mock.responder("game.opponent")
def opponent(request, rng) -> str:
    user = _line(request.messages, "user")
    theory = user.split("Your theory of the case:", 1)[1].strip() if "Your theory of the case:" in user else ""
    lines = CLOSINGS if "closing" in user else OPENINGS
    return f"{rng.choice(lines)} {theory}".strip()


INTERVENTION_LINES = {
    "preliminary": ["Members of the jury, you will hear the evidence and the arguments. Decide nothing until "
                    "you have heard it all.",
                    "The lawyers will speak, witnesses will testify, and then you decide. Keep an open mind."],
    "sufficiency": ["The court finds the evidence sufficient to go to the jury. The defense may proceed.",
                    "Having heard the case so far, the court will let the jury decide it. Call your first witness."],
    "closing_reminder": ["You will now hear closing arguments. What counsel says is not evidence.",
                         "Closing arguments are argument, members of the jury, not evidence. Weigh them as such."],
    "peeve": ["Counsel, I will not tolerate that in my courtroom. You have been told once.",
              "That is precisely the kind of thing I do not allow here, counsel. Take note."],
    "caution": ["Counsel, my patience is not unlimited. Proceed with care.",
                "I have been patient, counsel. Do not test it further."],
    "admonish_witness": ["The witness will take a breath and answer the question that was asked.",
                         "Witness, please compose yourself and answer the question."],
    "order": ["Order! Order in this court. We will continue when the room is quiet.",
              "Order. Everyone will remain seated and silent."],
    "question": ["Before counsel continues, a question from the bench: how sure are you of the time?",
                 "Let me ask one thing, for the jury: did you see this yourself, or were you told?"],
    "disregard": ["The jury will disregard counsel's characterisation. Ask questions, counsel; do not testify.",
                  "Strike that. The jury will disregard the accusation in that question."],
}


@llm.mock.responder("game.intervention")
def intervention(request, rng) -> str:
    user = _line(request.messages, "user")
    kind = re.search(r"KIND: (\w+)", user)
    lines = INTERVENTION_LINES.get(kind.group(1) if kind else "", INTERVENTION_LINES["order"])
    return rng.choice(lines)


@llm.mock.responder("game.assess")
def assess(request, rng) -> str:
    """A reading in the schema's form: the speaker's side (or the calling side) helped, moderately.
    (Offline games do not ask for readings: the offline assessor reads the words; this answers
    when GAME_ASSESS_WITH_MODEL is on with the mock, as the tests of that path run.)"""
    user = _line(request.messages, "user")
    side = re.search(r"called by the (prosecution|defense)|The (prosecution|defense)'s speech", user)
    favors = next((g for g in side.groups() if g), "neutral") if side else "neutral"
    finding = "argues" if "speech" in user.split("\n\n")[-1][:40] else "supports"
    return json.dumps({"finding": finding, "favors": favors, "strength": round(0.3 + 0.4 * rng.random(), 2),
                       "relevance": 0.6, "uses_evidence": False, "summary": "The witness stands by their account."
                       if finding == "supports" else "Counsel argues the case."})
