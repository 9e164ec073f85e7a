"""The judge's instructions and the content of jurors' statements move opinions by amounts
one can compute (pure rules, no database)."""

from dataclasses import replace

import pytest

from game.jury.arguments import ASSERTION, DOUBT, EMOTION, EVIDENCE, choose_argument, force
from game.jury.deliberation import DYNAMICS, apply_persuasion, apply_reasonable_doubt, holdout_gives_in
from game.jury.instructions import PREPONDERANCE_STANDARD, REASONABLE_DOUBT_STANDARD, instructed_mind, standard_of
from game.jury.types import JurorMind, Persona

CRIMINAL = {"standard_of_proof": "Beyond a reasonable doubt: the prosecution must prove every element.",
            "evidence_instructions": []}
CIVIL = {"standard_of_proof": "Preponderance of the evidence: more likely true than not.",
         "evidence_instructions": []}


def memory(description, impact, *, phase="trial", emotional=False, **extra):
    return {"turn": 3, "phase": phase, "description": description, "impact": impact, "emotional": emotional, **extra}


def test_reasonable_doubt_moves_an_unsure_juror_toward_acquittal_and_a_sure_one_not_at_all():
    # given two jurors leaning toward guilt, one unsure and one certain
    unsure = JurorMind("a", opinion=-5.0, confidence=25.0)
    sure = JurorMind("b", opinion=-5.0, confidence=100.0)
    # when they hear the criminal standard
    # then the unsure one moves 10 * 0.75 = 7.5 points and now votes not guilty; the sure one stays
    assert instructed_mind(unsure, CRIMINAL).opinion == pytest.approx(2.5)
    assert instructed_mind(unsure, CRIMINAL).vote == "not_guilty"
    assert instructed_mind(sure, CRIMINAL).opinion == pytest.approx(-5.0)
    # and the civil standard moves no one
    assert instructed_mind(unsure, CIVIL).opinion == pytest.approx(-5.0)
    assert (standard_of(CRIMINAL), standard_of(CIVIL), standard_of({})) == (
        REASONABLE_DOUBT_STANDARD, PREPONDERANCE_STANDARD, REASONABLE_DOUBT_STANDARD)


def test_a_reminder_to_disregard_undoes_half_of_what_is_left_of_a_disregarded_answer():
    # given a juror moved 10 toward guilt by an answer, half of it already undone at the time
    mind = JurorMind("a", opinion=-5.0, confidence=100.0,
                     memories=[memory("the hearsay answer", -10.0, disregarded=0.5)])
    # when the instructions remind the jury to disregard it
    instructions = {**CIVIL, "evidence_instructions": ["Disregard what you were told to disregard: the answer."]}
    # then another 0.5 * (10 * 0.5) = 2.5 is undone
    assert instructed_mind(mind, instructions).opinion == pytest.approx(-2.5)
    # without the reminder nothing more is undone
    assert instructed_mind(mind, CIVIL).opinion == pytest.approx(-5.0)


def test_counsel_is_not_evidence_discounts_what_the_openings_and_closings_did():
    mind = JurorMind("a", opinion=-20.0, confidence=100.0,
                     memories=[memory("the prosecution's closing", -10.0, phase="closing"),
                               memory("the defense's opening", 4.0, phase="opening"),
                               memory("a fingerprint", -8.0)])
    instructions = {**CIVIL, "evidence_instructions": ["Statements and arguments of counsel are not evidence."]}
    # 0.3 * (-10 + 4) = -1.8 undone; the fingerprint stays
    assert instructed_mind(mind, instructions).opinion == pytest.approx(-18.2)


def test_a_juror_argues_from_their_strongest_memory_on_their_side_never_a_disregarded_one():
    mind = JurorMind("a", opinion=-30.0, memories=[memory("the struck answer", -14.0, disregarded=0.5),
                                                  memory("the fingerprint", -9.0),
                                                  memory("the alibi", 12.0)])
    argument = choose_argument("a", mind, Persona("a"))
    assert (argument.side, argument.basis, argument.memory) == ("guilty", EVIDENCE, "the fingerprint")
    assert argument.weight == pytest.approx(0.6)
    # with nothing to cite, a juror only asserts
    assert choose_argument("a", JurorMind("a", opinion=-30.0), Persona("a")).basis == ASSERTION


def test_an_acquitting_juror_argues_doubt_under_the_criminal_standard_unless_they_hold_strong_evidence():
    weak = JurorMind("a", opinion=30.0, memories=[memory("a shaky alibi", 4.0)])
    strong = JurorMind("a", opinion=30.0, memories=[memory("the CCTV timestamp", 15.0, emotional=True)])
    assert choose_argument("a", weak, Persona("a")).basis == DOUBT
    assert choose_argument("a", weak, Persona("a"), standard=PREPONDERANCE_STANDARD).basis == EVIDENCE
    assert choose_argument("a", strong, Persona("a")).basis == EMOTION


def test_what_a_statement_says_decides_how_far_it_moves_a_listener():
    listener = JurorMind("l", opinion=5.0, confidence=40.0, memories=[memory("the fingerprint", -9.0)])
    analytical, emotional = Persona("l", analytical_vs_emotional=10), Persona("l", analytical_vs_emotional=90)
    speaker = JurorMind("s", opinion=-30.0, memories=[memory("the fingerprint", -9.0)])
    cited = choose_argument("s", speaker, Persona("s"))
    bare = choose_argument("s", JurorMind("s", opinion=-30.0), Persona("s"))
    tears = choose_argument("s", JurorMind("s", opinion=-30.0, memories=[memory("the mother's tears", -9.0,
                                                                                emotional=True)]), Persona("s"))
    # evidence the listener remembers too: (0.4 + 0.6) * (1.2 - 0.06) * 1.25
    assert force(cited, listener, analytical) == pytest.approx(1.425)
    # a bare assertion carries little; tears move the emotional, barely the analytical
    assert force(bare, listener, analytical) == pytest.approx(0.3)
    assert force(tears, listener, emotional) > 2 * force(tears, listener, analytical)
    # and in a round, the argument from evidence moves the listener further than the assertion
    minds = {"s": speaker, "l": listener}
    personas = {"s": Persona("s"), "l": analytical}
    by_evidence = apply_persuasion(minds, personas, ["s"], holdout=None)["l"].opinion
    by_assertion = apply_persuasion({"s": JurorMind("s", opinion=-30.0), "l": listener}, personas, ["s"],
                                    holdout=None)["l"].opinion
    assert by_evidence < by_assertion < 5.0


def test_a_statement_is_written_to_the_argument_the_numbers_chose():
    from game.models import Case, JurorPersona
    from game.prompts import fallback_statement, juror_statement_messages

    # given a juror whose argument is the fingerprint
    mind = JurorMind("a", opinion=-30.0, memories=[memory("the fingerprint", -9.0)])
    argument = choose_argument("a", mind, Persona("a")).as_dict()
    case = Case(title="State v. Test", charge="theft", kind="criminal")
    persona = JurorPersona(name="Ada", age=40, occupation="clerk", background="")
    # when the prompt and the fallback line are written
    prompt = juror_statement_messages(case=case, persona=persona, mind=mind, round_no=2, tally={"guilty": 8,
                                      "not_guilty": 4}, foreperson=False, instructions=CRIMINAL, others_said=[],
                                      argument=argument)[-1]["content"]
    # then both argue from that memory; doubt and the chair get their own words
    assert "ARGUMENT: evidence | the fingerprint" in prompt
    assert "Argue from this piece of evidence: the fingerprint." in prompt
    assert "the fingerprint" in fallback_statement(stance="guilty", foreperson=False, memory=None, argument=argument)
    doubt = {"side": "not_guilty", "basis": "doubt", "weight": 0.6, "memory": ""}
    assert "reasonable doubt" in fallback_statement(stance="not_guilty", foreperson=False, memory="x", argument=doubt)


def test_in_the_jury_room_a_doubt_must_acquit_an_unsure_guilty_voter_moves_toward_not_guilty():
    # given a jury of 8 guilty and 4 not guilty votes, the guilty ones at various certainty
    minds = {f"g{i}": JurorMind(f"g{i}", opinion=-10.0, confidence=c) for i, c in enumerate((0, 50, 100, 20,
                                                                                              20, 20, 20, 20))}
    minds.update({f"n{i}": JurorMind(f"n{i}", opinion=10.0, confidence=0.0) for i in range(4)})
    dynamics = replace(DYNAMICS, doubt_pull=2.0, stalemate_doubt=6.0, doubt_split=0.0)
    after = apply_reasonable_doubt(minds, holdout="g3", standard=REASONABLE_DOUBT_STANDARD, dynamics=dynamics)
    # then each guilty voter moves by doubt_pull * (1 - confidence / 100); the sure one and the holdout stay
    assert [after[f"g{i}"].opinion for i in range(4)] == pytest.approx([-8.0, -9.0, -10.0, -10.0])
    # and nothing pulls an unsure not-guilty voter toward guilty
    assert all(after[f"n{i}"].opinion == 10.0 for i in range(4))
    # at a 6-6 stalemate the pull is doubt_pull + stalemate_doubt
    tied = {**{f"g{i}": minds[f"g{i}"] for i in range(6)}, **{f"n{i}": minds["n0"] for i in range(6)}}
    after = apply_reasonable_doubt(tied, holdout=None, standard=REASONABLE_DOUBT_STANDARD, dynamics=dynamics)
    assert after["g0"].opinion == pytest.approx(-2.0)
    # under the civil standard there is no such pull
    assert apply_reasonable_doubt(minds, holdout=None, standard=PREPONDERANCE_STANDARD, dynamics=dynamics) == minds


def test_a_doubt_weighs_more_the_fewer_jurors_still_vote_guilty():
    # given the same unsure guilty voter in a convicting majority (8-4) and in a minority (4-8)
    def jury(guilty: int) -> dict:
        minds = {f"g{i}": JurorMind(f"g{i}", opinion=-10.0, confidence=50.0) for i in range(guilty)}
        minds.update({f"n{i}": JurorMind(f"n{i}", opinion=10.0) for i in range(12 - guilty)})
        return minds
    dynamics = replace(DYNAMICS, doubt_pull=2.0, stalemate_doubt=0.0, doubt_split=1.5)
    # when the reasonable-doubt instruction works on each jury
    moved = {guilty: apply_reasonable_doubt(jury(guilty), holdout=None, standard=REASONABLE_DOUBT_STANDARD,
                                            dynamics=dynamics)["g0"].opinion + 10.0 for guilty in (8, 6, 4)}
    # then the pull is doubt_pull * (1 - confidence / 100) * (not guilty / guilty) ** doubt_split
    assert moved[6] == pytest.approx(1.0)
    assert moved[8] == pytest.approx(1.0 * (4 / 8) ** 1.5)
    assert moved[4] == pytest.approx(1.0 * (8 / 4) ** 1.5)


def test_a_lone_holdout_for_acquittal_holds_on_to_their_doubt():
    # given an 11-1 jury each way, with the lone dissenter holding out
    for_acquittal = {"h": JurorMind("h", opinion=10.0), **{f"g{i}": JurorMind(f"g{i}", opinion=-10.0)
                                                           for i in range(11)}}
    for_conviction = {"h": JurorMind("h", opinion=-10.0), **{f"n{i}": JurorMind(f"n{i}", opinion=10.0)
                                                             for i in range(11)}}
    dynamics = replace(DYNAMICS, holdout_caves=(0.6, 0.2), doubt_holds=0.5)
    # then a holdout for conviction gives in as often as the rule says; one for acquittal, under the
    # reasonable-doubt standard, (1 - doubt_holds) as often; under the civil standard both alike
    assert holdout_gives_in(for_conviction, "h", dynamics=dynamics) == pytest.approx(0.6)
    assert holdout_gives_in(for_acquittal, "h", dynamics=dynamics) == pytest.approx(0.3)
    civil = holdout_gives_in(for_acquittal, "h", standard=PREPONDERANCE_STANDARD, dynamics=dynamics)
    assert civil == pytest.approx(0.6)
    # with one ally the second figure applies; with a faction nobody gives in
    for_acquittal["g0"] = JurorMind("g0", opinion=10.0)
    assert holdout_gives_in(for_acquittal, "h", dynamics=dynamics) == pytest.approx(0.1)
    for_acquittal.update({f"g{i}": JurorMind(f"g{i}", opinion=10.0) for i in (1, 2)})
    assert holdout_gives_in(for_acquittal, "h", dynamics=dynamics) == 0.0


def test_an_argument_lands_by_whether_the_listener_heard_it_and_which_way_it_moved_them():
    # given a juror arguing guilt from the fingerprint, and three listeners
    speaker = JurorMind("s", opinion=-30.0, memories=[memory("the fingerprint", -9.0, source="card")])
    cited = choose_argument("s", speaker, Persona("s"))
    persona = Persona("l", analytical_vs_emotional=50, trust_level=50)
    heard_it = JurorMind("l", opinion=5.0, memories=[memory("the fingerprint", -6.0, source="card")])
    missed_it = JurorMind("l", opinion=5.0)  # not attending: it never registered
    doubted_it = JurorMind("l", opinion=5.0, memories=[memory("the fingerprint", 4.0, source="card")])
    # then it lands hardest on the one who heard it as the speaker did, least on the one it moved the other way
    assert force(cited, heard_it, persona) > force(cited, missed_it, persona) > force(cited, doubted_it, persona)
    # and a trusting listener takes the word of a fellow juror for what they missed more readily
    assert force(cited, missed_it, Persona("l", trust_level=90)) > force(cited, missed_it, Persona("l", trust_level=10))


def test_cited_testimony_lands_as_far_as_the_listener_believes_that_witness_and_a_speech_less_than_evidence():
    said = "Dr. Imrie admits: \"the detective gave me the name first\""
    testimony = JurorMind("s", opinion=30.0, memories=[memory(said, 9.0, source="answer", testimony=True)])
    argument = choose_argument("s", testimony, Persona("s"), standard=PREPONDERANCE_STANDARD)
    assert (argument.source, argument.testimony) == ("answer", True)
    listener = JurorMind("l", opinion=-5.0, memories=[memory(said, 5.0, source="answer", testimony=True)])
    trusting, wary = Persona("l", name="A", trust_level=100), Persona("l", name="A", trust_level=0)
    assert force(argument, listener, trusting) > force(argument, listener, wary)
    speech = choose_argument("s", JurorMind("s", opinion=30.0, memories=[memory("the closing", 9.0,
                                                                                source="statement")]),
                             Persona("s"), standard=PREPONDERANCE_STANDARD)
    card = choose_argument("s", JurorMind("s", opinion=30.0, memories=[memory("the closing", 9.0, source="card")]),
                           Persona("s"), standard=PREPONDERANCE_STANDARD)
    plain = JurorMind("l", opinion=-5.0)
    assert force(speech, plain, Persona("l")) < force(card, plain, Persona("l"))


def test_a_juror_remembers_what_moved_them_with_its_source():
    from game.jury.opinion import update_juror_opinion
    from game.jury.types import CourtEvent

    event = CourtEvent("Janet Cole lets slip: \"a man taller than Reyes\"", "analytical", 9.0, "defense",
                       ("testimony", "impeachment"), "answer")
    mind = update_juror_opinion(JurorMind("a"), Persona("a"), event, turn=4, phase="prosecution_case").juror
    assert mind.memories[-1]["description"] == event.description
    assert (mind.memories[-1]["source"], mind.memories[-1]["testimony"]) == ("answer", True)
