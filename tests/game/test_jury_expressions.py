"""calculate_expression: one test per rule, and the decision on the "recent change" sign."""

from game.jury.expression import calculate_expression, recent_change, trigger_expression
from game.jury.types import JurorMind, Persona


def mind(opinion, history, **kw) -> JurorMind:
    return JurorMind("j", opinion=opinion, opinion_history=[{"turn": i, "opinion": o} for i, o in enumerate(history)],
                     **{"confidence": 50.0, "engagement": 60.0, **kw})


def test_recent_change_is_opinion_minus_the_mean_of_the_last_three_entries():
    # decision: positive = moved toward not guilty (the spec's `mean - opinion` had the sign flipped)
    assert recent_change(mind(20, [-40, 0, 10, 20])) == 10
    assert recent_change(mind(-20, [0, -20])) == -10
    assert recent_change(mind(5, [])) == 0


def test_a_bored_juror_shows_boredom_whatever_happened():
    assert calculate_expression(mind(40, [0, 40], engagement=19.0), Persona("p")) == "bored"


def test_a_big_swing_is_shock():
    assert calculate_expression(mind(50, [0, 50]), Persona("p")) == "shocked"  # change 25
    assert calculate_expression(mind(-50, [0, -50]), Persona("p")) == "shocked"


def test_moving_toward_not_guilty_on_the_defense_side_is_sympathy():
    # history [0, 10, 20], opinion 20: change +10 (the spec's sign would read -10 and show anger)
    assert calculate_expression(mind(20, [0, 10, 20]), Persona("p")) == "sympathetic"


def test_moving_toward_not_guilty_while_still_on_the_guilty_side_is_anger():
    assert calculate_expression(mind(-2, [-22, -12, -2]), Persona("p")) == "angry"


def test_moving_toward_guilty_on_the_defense_side_is_anger():
    assert calculate_expression(mind(2, [22, 12, 2]), Persona("p")) == "angry"


def test_moving_toward_guilty_on_the_guilty_side_is_sympathy_for_the_victim():
    assert calculate_expression(mind(-20, [0, -10, -20]), Persona("p")) == "sympathetic"


def test_low_confidence_without_movement_is_confusion():
    assert calculate_expression(mind(3, [0, 3], confidence=29.0), Persona("p")) == "confused"


def test_a_sceptic_at_rest_looks_sceptical_and_others_neutral():
    assert calculate_expression(mind(3, [0, 3]), Persona("p", skepticism=71)) == "skeptical"
    assert calculate_expression(mind(3, [0, 3]), Persona("p", skepticism=70)) == "neutral"


def test_a_trigger_sets_a_strong_face_by_its_direction():
    persona = Persona("p", triggers=("children", "police"), trigger_direction={"children": "sympathetic",
                                                                                "police": "hostile"})
    assert trigger_expression(persona, ("children",)) == "sympathetic"
    assert trigger_expression(persona, ("police",)) == "angry"
    assert trigger_expression(Persona("p", triggers=("x",)), ("x",)) == "shocked"
    assert trigger_expression(persona, ()) is None
