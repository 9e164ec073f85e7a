"""The paired-replay experiment of issue 27: does what counsel and witnesses *say* move the jury?

Each shipped case is played on each side twice with the same seed and the same moves
(the player writes its own questions, plays the first playable card once a turn, lets
opposing counsel's questions stand), changing only the words, in four ways:

- questions: written from the case file (the witness's story, secrets and the evidence)
  or nonsense of the same class (every content word swapped for a nonsense word, the
  words that give a question its form and its objection grounds kept);
- answers: every witness answering for the side that called them (their story; a hostile
  witness, their secret) or turned against it (admitting their secret; a hostile witness
  sticking to their story);
- opposing counsel's speeches: its theory of the case, or "Bananas.";
- the player's opening and closing theme: the case's own theory, or the generic
  "Trust what you saw, not what you were told".

What reached the jury is replayed onto twelve jurors of the case's pool with the pure
opinion rules. Words on the case's facts must move them measurably more (by MARGIN opinion
points, the jury's mean on the -100..100 scale) than nonsense (questions, answers turned,
"Bananas."), on every case and side; the theory's theme, more than the generic one (which
is not nonsense: it only says nothing of this case). 6 cases x 2 sides x 4 = 48
comparisons. Before issue 27 all 48 were identical (the court events did not depend on the
words at all).
"""

from __future__ import annotations

import re
import statistics

import pytest

from game import phases as P
from game.cases import shipped_cases
from game.judge.interventions import fallback_line
from game.judge.rulings import ObjectionContext, context_features, fallback_ruling
from game.jury.opinion import update_engagement, update_juror_opinion
from game.jury.realism import initial_mind, persona_of
from game.trial import witness as W
from game.trial.autoplay import affordable, engine_for_case

SEED = 2026
MARGIN = 1.0  # opinion points of the jury's mean: "measurably more"
NEEDED = {"questions": MARGIN, "answers": MARGIN, "opposing_speech": MARGIN, "theme": 0.0}
GENERIC_THEME = "Trust what you saw, not what you were told"
CASES = {data["slug"]: data for data in shipped_cases()}
COMPARISONS = ("questions", "answers", "opposing_speech", "theme")

# Words that give a question its grammar; everything else is content and is swapped.
FUNCTION_WORDS = set(re.findall(r"\S+", """a an the and or but of to in on at by for from with about into
over after before under is are was were be been being do does did done have has had having
it its this that these those there here
you your yours he him his she her hers they them their we us our i me my not no never so as than then if
isn't wasn't didn't don't aren't weren't won't can't couldn't wouldn't shouldn't
what who whom which when where why how whether please can could would should will may might must
true right correct really just very any all some each every one own same other such only also even"""))
NONSENSE = ("marmalade", "giraffe", "trombone", "nebula", "pancake", "velvet", "accordion", "penguin", "kazoo",
            "cabbage", "umbrella", "lighthouse", "noodle", "saxophone", "walrus", "meringue")


def nonsense_of(question: str) -> str:
    """The same question with every content word swapped for a nonsense one: the words that
    make its form (and the features opposing counsel objects to) are kept."""
    out, index = [], 0
    for token in re.findall(r"[A-Za-z']+|[^A-Za-z']+", question):
        word = token.lower()
        keep = (not token[0].isalpha() or word in FUNCTION_WORDS
                or context_features(word) != ("plain",))  # a word that gives an objection ground
        if keep:
            out.append(token)
        else:
            out.append(NONSENSE[index % len(NONSENSE)])
            index += 1
    return "".join(out)


def clause(text: str) -> str:
    text = text.strip().rstrip(".")
    return text[:1].lower() + text[1:] if text[:2] != text[:2].upper() else text


def adverse(witness, examiner: str) -> bool:
    """The witness is against the examiner: the other side's witness, or a hostile one of theirs."""
    return (witness.side != examiner) != witness.hostile


def facts_for(data: dict, witness, examiner: str) -> list[str]:
    """What an examiner on the facts asks this witness about, from the case file."""
    case_witness = next(w for w in data["witnesses"] if w["key"] == witness.id)
    mine = [e["description"] for e in data["evidence"] if e.get("card", {}).get("favors") == examiner]
    if adverse(witness, examiner):
        truths = [lie.get("truth") or lie["claim"] for lie in case_witness.get("lies", [])]
        return list(case_witness.get("secrets", [])) + [t for t in truths if t] + mine
    story = [s for s in re.split(r"(?<=[.;])\s+", case_witness.get("public_story", "")) if s]
    return story + mine


def strong_question(data: dict, witness, examiner: str, asked: int) -> str:
    facts = facts_for(data, witness, examiner)
    fact = clause(facts[asked % len(facts)])
    if adverse(witness, examiner):
        return f"Isn't it true that {fact}?"
    return f"Is it so that {fact}?"


def answer_for(witness, *, against_caller: bool) -> str:
    """The witness's words: for the side that called them, or turned against it."""
    story = (witness.public_story.split(". ")[0].rstrip(".") + ".") if witness.public_story else "I saw it."
    secret = witness.secrets[0] if witness.secrets else "I was not sure of any of it."
    # A hostile witness is against their caller already: their story hurts the caller, their secret helps.
    helps_caller = secret if witness.hostile else f"That's right. {story}"
    hurts_caller = f"That's right. {story}" if witness.hostile else f"I have to admit it: {secret}"
    return hurts_caller if against_caller else helps_caller


def play(data: dict, side: str, *, weak: str | None) -> list[dict]:
    """Play the case; `weak` names the words changed to their weak form (None: all strong).
    Returns what reached the jury: [{"event", "kind", "toward"}] where `toward` is the side
    the measure is taken for (the player, the witness's caller, the opponent)."""
    engine = engine_for_case(data, SEED, side)
    state = engine.state
    theme = None
    reached: list[dict] = []

    def keep(outcome, kind: str, toward: str) -> None:
        for event in outcome.court_events:
            reached.append({"event": event, "kind": kind if event.source in ("answer", "statement") else "other",
                            "toward": toward})

    for _ in range(600):
        engine.take_up_intervention()
        while state.pending and not state.over:
            pending = state.pending
            if pending["kind"] == "intervention":
                item = state.interventions[pending["index"]]
                keep(engine.resolve_intervention(fallback_line(item["kind"], item["detail"])), "other", side)
            elif pending["kind"] == "witness_answer":
                witness = state.current_witness
                text = answer_for(witness, against_caller=weak == "answers")
                keep(engine.resolve_witness_answer(text), "answers", witness.side)
            elif pending["kind"] == "ruling":
                ruling = fallback_ruling(engine.persona, ObjectionContext(**pending["context"]))
                keep(engine.resolve_ruling(ruling.model_dump()), "other", side)
            else:
                them = engine.opponent_side
                words = "Bananas." if weak == "opposing_speech" else (
                    f"Members of the jury, the evidence will speak for itself. {engine.meta.theory_opponent}")
                keep(engine.resolve_opponent_statement(words), "opposing_speech", them)
            engine.take_up_intervention()
        if state.over or state.phase in (P.DELIBERATION, P.VERDICT):
            return reached
        if state.phase == P.PRE_TRIAL:
            keep(engine.finish_pretrial(), "other", side)
        elif state.phase == P.VOIR_DIRE:
            keep(engine.begin_trial(), "other", side)
        elif state.window == "statement":
            theme = GENERIC_THEME if weak == "theme" else state.themes[0]
            keep(engine.make_statement(theme), "theme", side)
        elif state.window == "question":
            witness = state.current_witness
            text = strong_question(data, witness, side, state.exam.questions_asked)
            if weak == "questions":
                text = nonsense_of(text)
            keep(engine.ask_question(text=text), "questions", side)
        elif state.window == "turn":
            playable = [k for k in state.hand if affordable(engine, k)]
            if playable and not state.played_this_turn:
                keep(engine.play_cards(playable[:1]), "other", side)
            else:
                keep(engine.continue_turn(), "other", side)
        elif state.window == "objection":
            keep(engine.allow(), "other", side)
        else:
            raise AssertionError(f"stuck: {state.phase} {state.window} {state.pending}")
    raise AssertionError("the trial did not end")


def jury_shifts(data: dict, reached: list[dict]) -> tuple[float, dict[str, float]]:
    """Replay what reached the jury onto the first twelve jurors of the case's pool: the
    jury's final mean opinion toward the player's side is computed by the caller; here,
    the final mean opinion (+ = not guilty) and, per kind of words, the sum of the jury's
    mean shifts toward the side each was measured for."""
    personas = {p.key: p for p in (persona_of({**j, "key": j.get("key", j["name"])}) for j in data["jurors"][:12])}
    minds = {k: initial_mind(p) for k, p in personas.items()}
    by_kind = {kind: 0.0 for kind in COMPARISONS}
    for turn, item in enumerate(reached):
        event = item["event"]
        before = statistics.fmean(m.opinion for m in minds.values())
        for key, persona in personas.items():
            update = update_juror_opinion(minds[key], persona, event, turn=turn, phase="trial")
            minds[key] = update_engagement(update.juror, persona, event)
        after = statistics.fmean(m.opinion for m in minds.values())
        sign = 1.0 if item["toward"] == "defense" else -1.0
        if item["kind"] in by_kind:
            by_kind[item["kind"]] += sign * (after - before)
    return statistics.fmean(m.opinion for m in minds.values()), by_kind


def differences(slug: str, side: str) -> dict[str, float]:
    """Strong minus weak, per comparison, for one case and side (opinion points)."""
    data = CASES[slug]
    strong_final, strong = jury_shifts(data, play(data, side, weak=None))
    sign = 1.0 if side == "defense" else -1.0
    out = {}
    for kind in COMPARISONS:
        weak_final, weak = jury_shifts(data, play(data, side, weak=kind))
        if kind == "questions":
            out[kind] = sign * (strong_final - weak_final)  # the whole trial's effect toward the player
        else:
            out[kind] = strong[kind] - weak[kind]
    return out


def test_nonsense_questions_keep_the_class_and_the_objection_grounds():
    for data in CASES.values():
        engine = engine_for_case(data, SEED, "defense")
        for witness in engine.state.witnesses:
            for examiner in ("prosecution", "defense"):
                for asked in range(3):
                    question = strong_question(data, witness, examiner, asked)
                    nonsense = nonsense_of(question)
                    assert nonsense != question
                    assert W.classify_question(nonsense) == W.classify_question(question), (question, nonsense)
                    assert context_features(nonsense) == context_features(question), (question, nonsense)


@pytest.fixture(scope="module")
def paired() -> dict[tuple[str, str], dict[str, float]]:
    return {(slug, side): differences(slug, side) for slug in sorted(CASES) for side in ("prosecution", "defense")}


def test_strong_words_move_the_jury_more_than_weak_ones_on_every_case_and_side(paired):
    lines = [f"{'case':28} {'side':12} " + " ".join(f"{k:>16}" for k in COMPARISONS)]
    for (slug, side), diff in paired.items():
        lines.append(f"{slug:28} {side:12} " + " ".join(f"{diff[k]:16.2f}" for k in COMPARISONS))
    for kind in COMPARISONS:
        values = sorted(d[kind] for d in paired.values())
        lines.append(f"{kind}: min {values[0]:.2f}, median {statistics.median(values):.2f}, max {values[-1]:.2f}")
    print("\nstrong minus weak words, the jury's mean opinion points toward the side measured\n" + "\n".join(lines))
    identical = sum(1 for d in paired.values() for v in d.values() if abs(v) < 1e-9)
    weak = [(case, kind, round(d[kind], 2)) for case, d in paired.items() for kind in COMPARISONS
            if d[kind] <= NEEDED[kind]]
    assert not weak, f"{identical} of {len(paired) * len(COMPARISONS)} comparisons identical; too weak: {weak}"
