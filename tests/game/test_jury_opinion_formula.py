"""update_juror_opinion against hand-computed cases, one per branch of the spec's formula."""

import pytest

from game.jury.opinion import update_engagement, update_juror_opinion
from game.jury.types import CourtEvent, JurorMind, Persona


def juror(**kw) -> JurorMind:
    return JurorMind("j", **{"engagement": 100.0, "confidence": 20.0, **kw})


def apply(persona: Persona, event: CourtEvent, **mind):
    return update_juror_opinion(juror(**mind), persona, event, turn=4, phase="defense_case")


def test_a_defense_event_moves_a_plain_juror_toward_not_guilty_by_its_base_impact():
    # given a neutral persona at full engagement
    update = apply(Persona("p"), CourtEvent("alibi", "analytical", 10, "defense"))
    # then +10, confidence +5, a memory and a history point
    assert update.impact == 10
    assert update.juror.opinion == 10
    assert update.juror.confidence == 25
    assert update.juror.memories == [{"turn": 4, "phase": "defense_case", "description": "alibi", "impact": 10,
                                      "emotional": False}]
    assert update.juror.opinion_history == [{"turn": 4, "opinion": 10}]


def test_a_prosecution_event_moves_toward_guilty_which_is_negative():
    update = apply(Persona("p"), CourtEvent("print", "analytical", 6, "prosecution"))
    assert update.juror.opinion == -6


def test_a_neutral_event_moves_no_one():
    update = apply(Persona("p", prosecution_bias=30), CourtEvent("recess", "procedural", 8, "neutral"))
    assert update.juror.opinion == 0
    assert update.juror.memories == []


def test_emotional_content_moves_an_emotional_juror_half_again_as_much():
    assert apply(Persona("p", analytical_vs_emotional=61), CourtEvent("tears", "emotional", 10, "defense")).impact == 15
    # the threshold is strict: 60 is not emotional enough
    assert apply(Persona("p", analytical_vs_emotional=60), CourtEvent("tears", "emotional", 10, "defense")).impact == 10


def test_analytical_content_moves_an_analytical_juror_half_again_as_much():
    assert apply(Persona("p", analytical_vs_emotional=39), CourtEvent("data", "analytical", 10, "prosecution")).impact == -15
    assert apply(Persona("p", analytical_vs_emotional=40), CourtEvent("data", "analytical", 10, "prosecution")).impact == -10
    # analytical content does nothing extra for an emotional juror, and vice versa
    assert apply(Persona("p", analytical_vs_emotional=80), CourtEvent("data", "analytical", 10, "defense")).impact == 10


def test_prosecution_bias_adds_a_tenth_of_itself_to_prosecution_events_only():
    # (5 + 20/10) = 7 toward guilty
    assert apply(Persona("p", prosecution_bias=20), CourtEvent("x", "analytical", 5, "prosecution")).impact == -7
    # the spec applies the bias to prosecution events only
    assert apply(Persona("p", prosecution_bias=20), CourtEvent("x", "analytical", 5, "defense")).impact == 5


def test_a_defense_leaning_juror_can_backfire_on_weak_prosecution_evidence():
    # (2 + -30/10) = -1 toward guilty: the juror moves one point toward not guilty, no memory
    update = apply(Persona("p", prosecution_bias=-30), CourtEvent("weak", "analytical", 2, "prosecution"))
    assert update.juror.opinion == pytest.approx(1.0)
    assert update.juror.memories == []


def test_topic_biases_add_a_tenth_of_each_matching_tag():
    persona = Persona("p", topic_biases={"police": 20, "corporate": -15, "unused": 50})
    # 6 + 2 - 1.5 = 6.5
    update = apply(persona, CourtEvent("x", "analytical", 6, "defense", ("police", "corporate")))
    assert update.impact == pytest.approx(6.5)


def test_engagement_scales_the_impact():
    # (10 + 2) * 0.5 = 6
    persona = Persona("p", topic_biases={"forensic": 20})
    update = apply(persona, CourtEvent("x", "analytical", 10, "prosecution", ("forensic",)), engagement=50.0)
    assert update.impact == pytest.approx(-6)


def test_each_trigger_hit_doubles_the_impact_after_engagement():
    persona = Persona("p", triggers=("children", "violence"))
    one = apply(persona, CourtEvent("x", "emotional", 10, "prosecution", ("children",)), engagement=50.0)
    two = apply(persona, CourtEvent("x", "emotional", 10, "prosecution", ("children", "violence")), engagement=50.0)
    assert one.impact == pytest.approx(-10)  # 10 * 0.5 * 2
    assert one.triggered == ("children",)
    assert two.impact == pytest.approx(-20)  # 10 * 0.5 * 2 * 2


def test_opinion_is_clamped_and_confidence_capped():
    update = apply(Persona("p"), CourtEvent("x", "analytical", 12, "defense"), opinion=95.0, confidence=98.0)
    assert update.juror.opinion == 100
    assert update.juror.confidence == 100
    update = apply(Persona("p"), CourtEvent("x", "analytical", 12, "prosecution"), opinion=-95.0)
    assert update.juror.opinion == -100


def test_a_memory_is_kept_only_when_the_impact_exceeds_three():
    assert apply(Persona("p"), CourtEvent("x", "analytical", 3, "defense")).juror.memories == []
    kept = apply(Persona("p"), CourtEvent("moving", "emotional", 3.5, "defense")).juror.memories
    assert kept == [{"turn": 4, "phase": "defense_case", "description": "moving", "impact": 3.5, "emotional": True}]


def test_the_same_event_moves_different_jurors_differently_in_the_favoured_direction():
    event = CourtEvent("a mother's account", "emotional", 10, "prosecution", ("children",))
    nurse = Persona("nurse", analytical_vs_emotional=80, prosecution_bias=10, triggers=("children",))
    engineer = Persona("engineer", analytical_vs_emotional=10, prosecution_bias=-20)
    moved = {p.key: apply(p, event, engagement=80.0).juror.opinion for p in (nurse, engineer)}
    # nurse: (10*1.5 + 1) * 0.8 * 2 = 25.6 ; engineer: (10 - 2) * 0.8 = 6.4
    assert moved == {"nurse": pytest.approx(-25.6), "engineer": pytest.approx(-6.4)}


def test_engagement_falls_in_dry_procedure_and_rises_with_emotion():
    persona = Persona("p", attention_span=40)
    dull = update_engagement(juror(engagement=50.0), persona, CourtEvent("motion", "procedural", 0, "neutral"))
    lively = update_engagement(juror(engagement=50.0), persona, CourtEvent("tears", "emotional", 5, "defense"))
    assert dull.engagement == pytest.approx(45.0)
    assert lively.engagement == pytest.approx(56.0)
