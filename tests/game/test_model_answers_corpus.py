"""The game reads its models' answers right, or flags them — never guesses: a corpus of realistic answers to
the judge's rulings, the for-cause rulings and the spoken lines (jurors, witnesses, opposing counsel), each
with its expected reading, read through the production readers (`llm.read_answer` with the game's
normalizers, `llm.spoken_line`)."""

import pytest

from game.judge.interventions import MAX_CHARS as INTERVENTION_MAX_CHARS
from game.judge.persona import JudgePersona
from game.judge.rulings import OBJECTIONS, JudgeRuling, ObjectionContext, fallback_ruling, normalize_ruling
from game.services.voir_dire import ForCauseRuling, normalize_for_cause
from juryrigged import llm
from juryrigged.realtime.models import StreamEvent
from tests.game.jury_support import deliberated
from tests.game.model_answers.corpus import FLAGGED, FOR_CAUSE, INTERVENTIONS, RULINGS, SPOKEN


def read_ruling(text: str):
    try:
        ruling = llm.read_answer(text, JudgeRuling, normalize_ruling)
    except ValueError:
        return FLAGGED
    return (ruling.ruling, ruling.patienceChange, ruling.juryInstruction)


def read_for_cause(text: str):
    try:
        return llm.read_answer(text, ForCauseRuling, normalize_for_cause).ruling
    except ValueError:
        return FLAGGED


def read_spoken(text: str):
    return llm.spoken_line(text, max_chars=400) or FLAGGED


def read_intervention(text: str):  # as game/services/trial_steps.py reads the judge's own words
    return llm.spoken_line(text, max_chars=INTERVENTION_MAX_CHARS) or FLAGGED


CORPUS = [("ruling", text, expected) for text, expected in RULINGS] + \
         [("for_cause", text, expected) for text, expected in FOR_CAUSE] + \
         [("spoken", text, expected) for text, expected in SPOKEN] + \
         [("intervention", text, expected) for text, expected in INTERVENTIONS]
READERS = {"ruling": read_ruling, "for_cause": read_for_cause, "spoken": read_spoken,
           "intervention": read_intervention}


@pytest.mark.parametrize(("kind", "text", "expected"), CORPUS, ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(CORPUS)])
def test_each_answer_is_read_as_expected_or_flagged(kind, text, expected):
    assert READERS[kind](text) == expected


def test_the_corpus_covers_every_style_and_prints_its_figures(capsys):
    flagged = sum(1 for _, _, expected in CORPUS if expected == FLAGGED)
    read = {kind: sum(READERS[kind](t) == e for k, t, e in CORPUS if k == kind) for kind in READERS}
    with capsys.disabled():
        print(f"\ngame answers corpus: {len(CORPUS)} answers ({flagged} to be flagged), read right: "
              + ", ".join(f"{kind} {read[kind]}/{sum(1 for k, _, _ in CORPUS if k == kind)}" for kind in READERS))
    assert len(RULINGS) >= 30 and len(FOR_CAUSE) >= 12 and len(SPOKEN) >= 12 and len(INTERVENTIONS) >= 14
    assert sum(read.values()) == len(CORPUS)


def test_the_scripted_fallback_rulings_pass_the_readers_own_checks():
    # the deterministic fallback must never contradict itself (its statement agrees with its ruling)
    persona = JudgePersona(id="j", name="Judge")
    for objection in OBJECTIONS:
        for question in ("Isn't it true you were there?", "What did your neighbour tell you?", "Where were you?"):
            context = ObjectionContext(objection, "player", question, "", "direct", "")
            ruling = fallback_ruling(persona, context)
            JudgeRuling.model_validate(ruling.model_dump())


@pytest.mark.django_db
def test_a_flagged_ruling_is_asked_again_with_the_reason_then_read(scripted_llm):
    # given a judge model whose first answer contradicts itself, then answers properly
    scripted_llm.answers = ['{"ruling": "sustained", "statement": "Overruled. Answer it.", "patienceChange": 0}',
                            '{"ruling": "overruled", "statement": "Overruled. Answer it.", "patienceChange": 0}']
    # when the game asks for a ruling through the door
    result = llm.structured("Rule on the objection.", schema=JudgeRuling, purpose="game.ruling",
                            fallback=None, normalize=normalize_ruling, subject="game.game:1")
    # then the reminder named the contradiction, and the second answer is the ruling
    assert (result.value.ruling, result.is_fallback, result.attempts) == ("overruled", False, 2)
    assert "the statement says 'overruled' but the ruling is 'sustained'" in scripted_llm.requests[1].messages[-1][
        "content"]


@pytest.mark.django_db
def test_a_juror_model_that_refuses_leaves_the_scripted_line(scripted_llm, cases, player, eager):
    scripted_llm.default = "I'm sorry, but I can't help with role-playing a juror in a criminal trial."
    game = deliberated(cases, player)
    statements = StreamEvent.objects.filter(stream=game.stream, type="deliberation.statement")
    assert statements.exists()
    assert not any("role-playing" in s.payload["text"] for s in statements)
