"""The session script: who speaks in each phase, recaps, the evidence skip (pure)."""

from courtroom.phases import CLOSE_POLL, COMPLETE, ENTER, TURN, Cast, build_script, phase_entry

CAST = Cast(judge="primus", prosecutor="subrosa", defense="chora", witnesses=("thaum", "praxis"), bailiff="mux")


def spoken(script):
    return [(s.phase, s.role, s.kind, s.witness) for s in script if s.action == TURN]


def test_the_script_walks_the_phases_in_order_and_ends_with_completion():
    script = build_script(CAST, recap_every=0)
    entered = [s.phase for s in script if s.action == ENTER]
    assert entered == ["case_prompt", "openings", "witness_exam", "evidence_reveal", "closings", "verdict_vote",
                       "sentence_vote", "final_ruling"]
    assert script[-1].action == COMPLETE
    assert [s.phase for s in script if s.action == CLOSE_POLL] == ["verdict_vote", "sentence_vote"]


def test_who_speaks_in_each_phase():
    assert spoken(build_script(CAST, recap_every=0)) == [
        ("case_prompt", "bailiff", "announce", -1),
        ("openings", "prosecutor", "opening", -1),
        ("openings", "defense", "opening", -1),
        ("witness_exam", "judge", "question", 0),
        ("witness_exam", "witness", "answer", 0),
        ("witness_exam", "defense", "cross", 0),
        ("witness_exam", "witness", "answer", 0),
        ("witness_exam", "judge", "question", 1),
        ("witness_exam", "witness", "answer", 1),
        ("witness_exam", "prosecutor", "cross", 1),
        ("witness_exam", "witness", "answer", 1),
        ("evidence_reveal", "prosecutor", "evidence", -1),
        ("evidence_reveal", "defense", "rebuttal", -1),
        ("closings", "prosecutor", "closing", -1),
        ("closings", "defense", "closing", -1),
        ("final_ruling", "judge", "ruling", -1),
    ]


def test_without_evidence_reveal_the_script_skips_from_witnesses_to_closings():
    script = build_script(CAST, evidence_reveal=False, recap_every=0)
    entered = [s.phase for s in script if s.action == ENTER]
    assert entered[2:4] == ["witness_exam", "closings"]


def test_the_judge_recaps_at_natural_pauses_every_few_turns():
    script = build_script(CAST, recap_every=5)
    recaps = [(i, s.phase) for i, s in enumerate(script) if s.kind == "recap"]
    # 7 lines before the second witness, then 8 more before the closings
    assert [phase for _, phase in recaps] == ["witness_exam", "closings"]
    first = recaps[0][0]
    assert (script[first + 1].kind, script[first + 1].witness) == ("question", 1)


def test_the_speaker_of_each_step_comes_from_the_cast():
    script = build_script(CAST, recap_every=0)
    speakers = [CAST.speaker(s) for s in script if s.action == TURN]
    assert speakers[:5] == ["mux", "subrosa", "chora", "primus", "thaum"]


def test_without_a_bailiff_the_judge_announces_the_case():
    cast = Cast(judge="primus", prosecutor="subrosa", defense="chora", witnesses=("mux",))
    first = next(s for s in build_script(cast) if s.action == TURN)
    assert cast.speaker(first) == "primus"


def test_phase_entry_finds_where_a_phase_starts():
    script = build_script(CAST, recap_every=0)
    index = phase_entry(script, "closings")
    assert (script[index].action, script[index].phase) == (ENTER, "closings")
