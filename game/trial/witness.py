"""Witness examination: suggested questions, what a question does, composure and breaking.

The answer's *words* come from the model (in character); what they say is assessed against
the case (`game.assess`: the model's reading when one is configured, else the offline
assessor) and that assessment, here, sets the effect on the jury and on the witness's composure.
"""

from __future__ import annotations

from game import phases as P
from game.assess.assessor import ADVERSE, Assessment
from game.assess.text import first_sentence
from game.judge.rulings import context_features
from game.jury.types import CourtEvent
from game.trial.state import WitnessState

OPEN, LEADING, PROBING, AGGRESSIVE = "open", "leading", "probing", "aggressive"

# Composure a question of each form costs a witness on cross-examination.
COMPOSURE_DAMAGE = {OPEN: 4, LEADING: 8, PROBING: 15, AGGRESSIVE: 20}
BREAK_IMPACT = 15.0
SHAKY_BELOW = 35


def classify_question(text: str) -> str:
    features = set(context_features(text))
    if "pressure" in features:
        return AGGRESSIVE
    if "leading_form" in features:
        return LEADING
    return OPEN


# Suggested questions by the examining side: on direct the side that called the witness,
# on cross the other one. Each side's list is the mirror of the other's (the same kinds in
# the same places, a leading question on direct among them to be objected to).
DIRECT_TEMPLATES = {
    "defense": [
        "In your own words, tell the jury what happened.",
        "What did you see with your own eyes that day?",
        "How do you know the defendant?",
        "Isn't it true that you saw nothing suspicious, right?",
        "How sure are you of what you remember?",
        "What happened right after that?",
        "Is there anything else the jury should know?",
    ],
    "prosecution": [
        "In your own words, tell the jury what happened.",
        "What did you see with your own eyes that day?",
        "How do you know the defendant?",
        "Isn't it true that the defendant was right there, right?",
        "How sure are you of what you remember?",
        "What happened right after that?",
        "Is there anything else the jury should know?",
    ],
}
CROSS_TEMPLATES = {
    "defense": [
        ("How far away were you, exactly?", PROBING),
        ("Isn't it true you have a reason to dislike the defendant?", LEADING),
        ("You didn't actually see the whole thing, did you? Correct?", LEADING),
        ("Come on, you're lying to this jury, aren't you!", AGGRESSIVE),
        ("What exactly did you write in your first statement?", PROBING),
        ("Who else was there who could confirm your account?", PROBING),
    ],
    "prosecution": [
        ("How far away were you, exactly?", PROBING),
        ("Isn't it true you would do almost anything to help the defendant?", LEADING),
        ("You weren't actually with the defendant the whole time, were you? Correct?", LEADING),
        ("Come on, you're covering for the defendant, admit it!", AGGRESSIVE),
        ("What exactly did you write in your first statement?", PROBING),
        ("Who else was there who could confirm your account?", PROBING),
    ],
}


def examiner_side(witness: WitnessState, exam_type: str) -> str:
    """Who examines: the calling side on direct and redirect, the other side on cross."""
    return P.other_side(witness.side) if exam_type == "cross" else witness.side


def suggested_questions(witness: WitnessState, exam_type: str) -> list[dict]:
    """Three questions the player might ask next (not already asked)."""
    options: list[dict] = []
    side = examiner_side(witness, exam_type)
    if exam_type == "cross":
        for lie in witness.lies:
            text = f"You said {lie['claim']}. Is that really the truth?"
            options.append({"text": text, "kind": PROBING, "targets": lie["id"]})
        options += [{"text": t, "kind": k, "targets": ""} for t, k in CROSS_TEMPLATES[side]]
    else:
        options += [{"text": q, "kind": classify_question(q), "targets": ""} for q in witness.questions]
        options += [{"text": t, "kind": classify_question(t), "targets": ""} for t in DIRECT_TEMPLATES[side]]
    fresh = [o for o in options if o["text"] not in witness.asked] or options[-1:]
    return [{"id": f"q{i + 1}", **o} for i, o in enumerate(fresh[:3])]


ANSWER_IMPACT = 6.0  # an answer that says everything, as clearly as can be, from a witness of weight 4
ADVERSE_DAMAGE = 8.0  # composure an admission or a contradiction costs the witness on top of the question's


def answer_effect(witness: WitnessState, *, question: dict, examiner_side: str, exam_type: str,
                  assessment: Assessment, question_assessment: Assessment, interrogation: int = 1,
                  side_name: str = "", why: str = "") -> tuple[CourtEvent, float]:
    """The court event an answer makes, and the composure it costs the witness.

    What the answer *said*, read against the case (`assessment`: it admits, contradicts,
    supports, evades...), sets the side it helps and how strongly; the question it answered
    (`question_assessment`) sets how much the exchange is worth: an exchange about the case's
    facts counts, one about nothing barely does, one that uses the evidence in play counts
    more, and one that puts to the witness the opposite of the evidence costs the examiner
    (it helps their side half as much). A composed witness is believed more when supporting
    their side; under pressure the composure drains (by the question's form, Interrogation
    +10 % a level, more for a question on the facts and for an admission).
    """
    asked = question_assessment
    kind = question.get("kind", OPEN)
    worth = 0.5 + 0.5 * asked.relevance + (0.25 if asked.uses_evidence else 0.0)
    if asked.finding == "contradicts" and assessment.favors == examiner_side:
        worth *= 0.5
    composure_factor = 0.5 + witness.composure / 200 if assessment.finding == "supports" else 1.0
    impact = ANSWER_IMPACT * assessment.strength * witness.weight / 4 * worth * composure_factor
    favors = assessment.favors if impact > 0 else "neutral"
    tags = ("testimony", "impeachment") if assessment.finding in ADVERSE else ("testimony",)
    description = assessment.summary or f"{witness.name} testifies for the {side_name or witness.side}"
    if asked.finding == "irrelevant" and assessment.finding not in ("irrelevant", "volunteers"):
        why = f"{why} The question was not about the case, so it counted for less.".strip()
    event = CourtEvent(description, "analytical", round(impact, 2), favors, tags, "answer", why)
    if exam_type in ("direct", "redirect"):
        return event, 0.0
    damage = COMPOSURE_DAMAGE.get(kind, COMPOSURE_DAMAGE[OPEN]) * (1 + 0.1 * (interrogation - 1))
    damage *= 0.75 + 0.5 * asked.relevance
    if question.get("targets") and question["targets"] in witness.exposed:
        damage += 10
    if assessment.finding in ADVERSE:
        damage += ADVERSE_DAMAGE * assessment.strength
    return event, round(damage, 2)


def drain_composure(witness: WitnessState, damage: float) -> bool:
    """Lower composure; True when this blow breaks the witness (composure reaches zero)."""
    if witness.broken or damage <= 0:
        return False
    witness.composure = max(0.0, witness.composure - damage)
    if witness.composure <= 0:
        witness.broken = True
        return True
    return False


def breaking_event(witness: WitnessState, examiner_side: str) -> CourtEvent:
    what = witness.secrets[0] if witness.secrets else "the story does not hold together"
    return CourtEvent(f"{witness.name} breaks down on the stand: {what}", "emotional", BREAK_IMPACT, examiner_side,
                      ("testimony", "impeachment", "emotional"), "witness_broke")


def expose_lies(witness: WitnessState, card_key: str, card_tags: tuple[str, ...]) -> list[dict]:
    """The lies a card exposes: those naming the card, or any lie if the card is impeachment."""
    exposed = []
    for lie in witness.lies:
        if lie["id"] in witness.exposed:
            continue
        if card_key in lie.get("impeached_by", []) or card_key.removeprefix("case_") in lie.get("impeached_by", []):
            witness.exposed.append(lie["id"])
            exposed.append(lie)
    if not exposed and "impeachment" in card_tags:
        for lie in witness.lies:
            if lie["id"] not in witness.exposed:
                witness.exposed.append(lie["id"])
                exposed.append(lie)
                break
    return exposed


def answer_messages(witness: WitnessState, *, question: str, examiner: str, exam_type: str, case_title: str,
                    lie: dict | None) -> list[dict]:
    """The prompt for the witness's answer, in character."""
    state = "calm and sure of yourself" if witness.composure >= 60 else \
        "nervous, hesitating" if witness.composure >= SHAKY_BELOW else "badly shaken, close to breaking"
    secrets = "; ".join(witness.secrets) or "none"
    guidance = ""
    if lie and lie["id"] in witness.exposed:
        guidance = f"The evidence has exposed your claim that {lie['claim']}. You struggle to defend it."
    elif lie:
        guidance = f"You maintain that {lie['claim']}."
    system = (f"You are {witness.name}, {witness.role or 'a witness'} in the case {case_title}. "
              f"Your story: {witness.public_story} Your secrets (never volunteer them): {secrets}. "
              f"You are {state}. Answer the question in character in one to three sentences, spoken words only.")
    user = (f"{examiner} counsel asks you on {exam_type} examination: \"{question}\"\n{guidance}").strip()
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def fallback_answer(witness: WitnessState, question: dict) -> str:
    if witness.composure < SHAKY_BELOW:
        return "I... I don't know anymore. I told you what I remember."
    if question.get("targets"):
        return "That's what I said, and I stand by it."
    story = first_sentence(witness.public_story)
    return story.rstrip(".") + "." if story else "I can't say."
