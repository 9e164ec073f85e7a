"""The judge's own interventions: when the judge speaks up unasked (pure rules, no ORM).

The rules here decide *when* the judge intervenes and *what kind* of intervention it is,
from the trial's state alone — never from a model's words — so a seed replays the same
interventions with any model. The judge's *words* come from the model (purpose
`game.intervention`, through the LLM door), with a fixed line per kind when the model is
unavailable or the game's budget is spent.

Kinds (each with its own limit; the two addresses to the jury always, the others at most
REACTIVE_MAX a trial, so a trial hears at most INTERVENTIONS_MAX):
- `preliminary`: as the trial opens, the judge tells the jury how it will run (once).
- `sufficiency`: as the prosecution (the plaintiff) rests, the judge considers on the court's
  own motion whether its evidence is enough to go to the jury (Fed. R. Crim. P. 29(a): "the
  court on the defendant's motion or on its own ..."; Rule 50(a) in a civil trial) and says that
  it is: the game's verdict is the jury's (once). Every trial has this ruling, so a player who
  gives the judge nothing else to rule on (no objections, no questions: the hasty player)
  still meets the spec's floor of five judge calls.
- `closing_reminder`: before closing arguments, the judge reminds the jury that counsel's
  arguments are not evidence (once).
- `peeve`: the first time counsel shows each of the judge's pet peeves, the judge names it
  (the patience cost is the judge's patience rules'; see `patience.py`).
- `caution`: the first time counsel's conduct costs patience below CAUTION_BELOW, before
  any formal warning, the judge cautions counsel informally (no cost: a fair judge says so
  before the warning, the sanction and contempt).
- `admonish_witness`: a witness whose composure first falls below the shaky line without
  breaking is told to answer the question put to them (once per witness).
- `order`: a witness breaks down on the stand: the judge calls the court to order.
- `question`: in each side's case the judge asks one question of their own, after the
  second answer of the first direct examination that gets that far — or, when counsel
  calls a witness and asks nothing at all, of that witness as counsel sits down (FRE
  614(b): the court may examine a witness; a witness called and left unexamined is where a
  judge does).
- `disregard`: an aggressive question on cross that nobody objected to, before a strict
  judge (strictness >= DISREGARD_STRICTNESS): the judge tells the jury to disregard
  counsel's characterisation (the answer's shift is half undone, like a sustained
  objection's instruction).

None of them costs counsel patience or credibility: what is misconduct and what it costs is
decided by the patience rules alone, so contempt still needs warned, repeated misconduct.
"""

from __future__ import annotations

from game.judge.persona import JudgePersona

ADDRESSES = ("preliminary", "sufficiency", "closing_reminder")
REACTIVE_MAX = 7
INTERVENTIONS_MAX = REACTIVE_MAX + len(ADDRESSES)
CAUTION_BELOW = 60
DISREGARD_STRICTNESS = 60
QUESTION_AFTER_ANSWERS = 2
LIMITS = {"preliminary": 1, "sufficiency": 1, "closing_reminder": 1, "caution": 1, "order": 2, "question": 2,
          "disregard": 2, "peeve": 3, "admonish_witness": 2}
MAX_CHARS = 200

# What the judge is doing, for the prompt, and the line said without a model.
KINDS = {
    "preliminary": ("open the trial: tell the jury in two sentences how it will run and that they must keep an "
                    "open mind until they have heard everything",
                    "Members of the jury, you will hear opening statements, then the evidence, then closing "
                    "arguments. Keep an open mind until you have heard it all."),
    "sufficiency": ("rule briefly, on the court's own motion as {detail} rests, that the evidence is sufficient to "
                    "go to the jury, and invite the other side to present its case",
                    "Counsel for {detail} has rested. The court has considered on its own motion whether the "
                    "evidence is sufficient to go to the jury. It is. The other side may present its case."),
    "closing_reminder": ("remind the jury, before closing arguments, that what counsel says is not evidence",
                         "Members of the jury, you will now hear closing arguments. Remember: what the lawyers "
                         "say is not evidence."),
    "peeve": ("tell counsel plainly that you will not tolerate {detail} in your courtroom",
              "Counsel, I will not have {detail} in my courtroom. Consider this your notice."),
    "caution": ("caution counsel informally that your patience is wearing thin, before any formal warning",
                "Counsel, I am being patient with you. Do not mistake that for indulgence."),
    "admonish_witness": ("tell the witness {detail} to compose themselves and answer the question put to them",
                         "The witness will compose themselves and answer the question that was asked."),
    "order": ("call the court to order after {detail} broke down on the stand",
              "Order. Order in this courtroom. We will proceed when the room is quiet."),
    "question": ("ask the witness {detail} one short clarifying question of your own, for the jury's benefit",
                 "Before we go on, I have a question for the witness: how certain are you of the time?"),
    "disregard": ("instruct the jury to disregard counsel's characterisation in that last question to {detail}",
                  "The jury will disregard counsel's characterisation in that question. Counsel, ask questions; "
                  "do not testify."),
}


def allowed(done: list[str], kind: str) -> bool:
    """Whether one more intervention of `kind` fits its limit and the trial's."""
    reactive = sum(1 for k in done if k not in ADDRESSES)
    return done.count(kind) < LIMITS[kind] and (kind in ADDRESSES or reactive < REACTIVE_MAX)


def due_peeves(peeves_shown: list[str], persona: JudgePersona, already_named: list[str]) -> list[str]:
    """The pet peeves counsel just showed that the judge has not named yet."""
    return [p for p in dict.fromkeys(peeves_shown) if p in persona.pet_peeves and p not in already_named]


def due_caution(*, patience_before: float, patience_after: float, warnings_issued: int) -> bool:
    """Counsel's conduct just took patience below the caution line, before any warning."""
    return warnings_issued == 0 and patience_after < patience_before and \
        patience_after < CAUTION_BELOW <= patience_before


def due_judge_question(*, exam_type: str, answers_so_far: int, phase_asked: bool) -> bool:
    """The judge's own question: once per side's case, after the second answer on direct."""
    return exam_type == "direct" and answers_so_far == QUESTION_AFTER_ANSWERS and not phase_asked


def due_question_of_unexamined(*, exam_type: str, answers_so_far: int, phase_asked: bool) -> bool:
    """Counsel called a witness and ends the direct examination without a question: the
    judge's own question of that witness, if the judge has not asked one in this side's case."""
    return exam_type == "direct" and answers_so_far == 0 and not phase_asked


def due_disregard(persona: JudgePersona, *, question_kind: str, exam_type: str) -> bool:
    """A strict judge strikes an aggressive characterisation on cross that nobody objected to."""
    return exam_type == "cross" and question_kind == "aggressive" and persona.strictness >= DISREGARD_STRICTNESS


def fallback_line(kind: str, detail: str = "") -> str:
    return KINDS[kind][1].format(detail=detail.replace("_", " ") or "that")


def intervention_messages(persona: JudgePersona, *, kind: str, detail: str, case_title: str,
                          where: str) -> list[dict]:
    """The prompt for the judge's words: the persona, what the judge is doing and why."""
    task = KINDS[kind][0].format(detail=detail.replace("_", " ") or "the witness")
    style = {"dramatic": "theatrical, with the gavel", "firm": "firm and brief"}.get(persona.gavel_style,
                                                                                    "measured and courteous")
    system = (f"You are {persona.display_name}, {persona.background or 'a trial judge'}, presiding over "
              f"{case_title}. You speak {style}. Spoken words only, one or two sentences, at most "
              f"{MAX_CHARS} characters; no stage directions.")
    user = f"KIND: {kind}\nWhere we are: {where}\nSpeak now to {task}."
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]
