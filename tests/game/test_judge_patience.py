import json
import re
from pathlib import Path

from game.judge.patience import PlayerAction, check_judge_behavior
from game.judge.persona import JudgePersona, JudgeState

PERSONA = JudgePersona(id="j", name="Okafor", patience=100, pet_peeves=("theatrics",))


def state(patience: float) -> JudgeState:
    return JudgeState(persona_id="j", patience_remaining=patience)


def test_a_pet_peeve_costs_fifteen_patience():
    judge = state(90)
    assert check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), []) == []
    assert judge.patience_remaining == 75


def test_a_behaviour_that_is_not_a_pet_peeve_costs_nothing():
    judge = state(90)
    check_judge_behavior(judge, PERSONA, PlayerAction("card", ("grandstanding",)), [])
    assert judge.patience_remaining == 90


def test_an_objection_after_a_recent_overruled_one_costs_ten():
    judge = state(90)
    check_judge_behavior(judge, PERSONA, PlayerAction("objection"), ["overruled", "sustained"])
    assert judge.patience_remaining == 80


def test_an_overruled_objection_older_than_the_last_three_is_forgiven():
    judge = state(90)
    check_judge_behavior(judge, PERSONA, PlayerAction("objection"),
                         ["overruled", "sustained", "sustained", "sustained"])
    assert judge.patience_remaining == 90


def test_the_warning_fires_once_below_forty():
    judge = state(50)
    first = check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), [])
    second = check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), [])
    assert [r.type for r in first] == ["warning"]
    assert [r.type for r in second] == []
    assert judge.warnings_issued == 1
    assert judge.patience_remaining == 20


def test_a_sanction_below_twenty_costs_ten_cp_and_is_counted():
    judge = state(30)
    judge.warnings_issued = 1
    responses = check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), [])
    assert [(r.type, r.cp_penalty) for r in responses] == [("sanction", 10)]
    assert judge.sanctions_issued == 1


def test_no_new_sanction_when_patience_did_not_fall():
    judge = state(15)
    judge.warnings_issued = 1
    assert check_judge_behavior(judge, PERSONA, PlayerAction("question"), []) == []
    assert judge.sanctions_issued == 0


def test_contempt_at_zero_for_counsel_already_sanctioned_twice():
    judge = state(10)
    judge.warnings_issued, judge.sanctions_issued = 1, 2
    responses = check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), [])
    assert [r.type for r in responses] == ["contempt"]
    assert judge.contempt is True
    assert judge.patience_remaining == 0


def test_a_pet_peeve_counsel_could_not_know_costs_little_the_first_time():
    # given a judge whose peeve counsel has not learned of
    judge = state(90)
    # when counsel indulges it unknowingly
    check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), [], known_peeves=frozenset())
    # then it costs the first-offence price only
    assert judge.patience_remaining == 85


def test_contempt_comes_only_after_a_warning_and_two_sanctions():
    # given a judge at the end of their patience who has warned but not yet sanctioned counsel
    judge = state(5)
    judge.warnings_issued = 1
    # when counsel offends again, and again, and once more
    def offend():
        return [r.type for r in check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), [])]

    # then the first two offences are sanctioned, and only the third is contempt
    assert offend() == ["sanction"] and judge.patience_remaining == 0
    assert offend() == ["sanction"] and judge.contempt is False
    assert offend() == ["contempt"] and judge.contempt is True


def test_the_warning_and_the_first_sanction_never_come_with_one_action():
    # given a judge with patience to spare, who has not warned counsel
    judge = state(30)
    # when one reckless action takes patience below the sanction line
    first = check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), [])
    # then counsel is warned only; the next offence is sanctioned
    assert [r.type for r in first] == ["warning"] and judge.patience_remaining == 15
    second = check_judge_behavior(judge, PERSONA, PlayerAction("card", ("theatrics",)), [])
    assert [r.type for r in second] == ["sanction"]


def test_a_judge_line_in_the_transcript_does_not_repeat_the_judges_name():
    # given the recorded whole cases (each replayed from a live play by test_a_whole_case_replays_its_recording)
    lines = [event[3] for path in sorted((Path(__file__).parent / "recorded").glob("*.json"))
             for event in json.loads(path.read_text())["events"] if event[2] == "trial.line"]
    # then no line is the notice's "The Honorable X: \"…\"" under the judge's own name
    # (a sanction read "The Honorable Margaret Vance: The Honorable Margaret Vance: \"That is enough…\"")
    assert lines and not [line for line in lines if re.match(r'The Honorable [^:"]+:', line)]
