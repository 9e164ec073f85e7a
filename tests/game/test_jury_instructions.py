from game.judge.instructions import JuryInstructions, TrialRecordForInstructions, build_jury_instructions
from game.judge.persona import JudgePersona

PERSONA = JudgePersona(id="j", name="Okafor", strictness=80)


def test_criminal_cases_use_reasonable_doubt_and_civil_cases_preponderance():
    criminal = build_jury_instructions(PERSONA, TrialRecordForInstructions("criminal", "Theft"))
    civil = build_jury_instructions(PERSONA, TrialRecordForInstructions("civil", "Breach of contract"))
    assert criminal.standard_of_proof.startswith("Beyond a reasonable doubt")
    assert civil.standard_of_proof.startswith("Preponderance of the evidence")


def test_trial_events_become_evidence_credibility_and_special_instructions():
    record = TrialRecordForInstructions(
        "criminal", "Petty theft", charge_definitions=("Theft is taking property with intent to keep it.",),
        admitted_evidence=("Phone log",), disregarded=("The jury will disregard the hearsay.",),
        impeached_witnesses=("Dana Whitfield",), broken_witnesses=("Lee Tran",), jurors_replaced=1,
        tampering_detected=True, sanctions=1)
    instructions = build_jury_instructions(PERSONA, record)
    assert "You may consider the admitted exhibits: Phone log." in instructions.evidence_instructions
    assert "Disregard what you were told to disregard: The jury will disregard the hearsay." in \
        instructions.evidence_instructions
    assert "Dana Whitfield" in instructions.witness_credibility
    assert instructions.legal_definitions == ["Theft is taking property with intent to keep it."]
    assert len(instructions.special_instructions) == 5


def test_the_prompt_text_carries_every_part_and_round_trips():
    instructions = build_jury_instructions(PERSONA, TrialRecordForInstructions("criminal", "Petty theft"))
    text = instructions.as_prompt_text()
    assert text.startswith("The judge's instructions to the jury:")
    assert "Standard of proof: Beyond a reasonable doubt" in text
    assert "The law: The charge is Petty theft. Each element must be proven." in text
    assert JuryInstructions.from_dict(instructions.as_dict()) == instructions
