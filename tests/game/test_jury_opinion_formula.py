"""update_juror_opinion against hand-computed cases, one per branch of the spec's formula."""

import pytest

from game.jury.opinion import SETTLED_AFTER, credence, disregard, update_engagement, update_juror_opinion
from game.jury.types import CourtEvent, JurorMind, Persona


def juror(**kw) -> JurorMind:
    return JurorMind("j", **{"engagement": 100.0, "confidence": 20.0, **kw})


def apply(persona: Persona, event: CourtEvent, **mind):
    return update_juror_opinion(juror(**mind), persona, event, turn=4, phase="defense_case")


def test_a_defense_event_moves_a_plain_juror_toward_not_guilty_by_its_base_impact():
    # given a neutral persona at full engagement
    update = apply(Persona("p"), CourtEvent("alibi", "analytical", 10, "defense"))
    # then +10, confidence +4 (half the change times the room left for certainty, 0.8),
    # a memory and a history point that counts the events heard
    assert update.impact == 10
    assert update.juror.opinion == 10
    assert update.juror.confidence == pytest.approx(24)
    assert update.juror.memories == [{"turn": 4, "phase": "defense_case", "description": "alibi", "impact": 10,
                                      "emotional": False, "source": "", "testimony": False}]
    assert update.juror.opinion_history == [{"turn": 4, "opinion": 10, "heard": 1}]


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
    assert apply(Persona("p", analytical_vs_emotional=39),
                 CourtEvent("data", "analytical", 10, "prosecution")).impact == -15
    assert apply(Persona("p", analytical_vs_emotional=40),
                 CourtEvent("data", "analytical", 10, "prosecution")).impact == -10
    # analytical content does nothing extra for an emotional juror, and vice versa
    assert apply(Persona("p", analytical_vs_emotional=80), CourtEvent("data", "analytical", 10, "defense")).impact == 10


def test_prosecution_bias_is_a_lens_on_prosecution_events_only():
    # 5 * (1 + 20/50) = 7 toward guilty for a juror leaning to the prosecution, 5 * (1 - 20/50) = 3 for one
    # leaning to the defence
    assert apply(Persona("p", prosecution_bias=20), CourtEvent("x", "analytical", 5, "prosecution")).impact == \
        pytest.approx(-7)
    assert apply(Persona("p", prosecution_bias=-20), CourtEvent("x", "analytical", 5, "prosecution")).impact == \
        pytest.approx(-3)
    # the lens scales with the evidence: a strong event gains or loses in proportion, 15 * 1.4 = 21
    assert apply(Persona("p", prosecution_bias=20), CourtEvent("x", "analytical", 15, "prosecution")).impact == \
        pytest.approx(-21)
    # the bias reads prosecution events only
    assert apply(Persona("p", prosecution_bias=20), CourtEvent("x", "analytical", 5, "defense")).impact == 5


def test_weak_prosecution_evidence_never_moves_a_defense_leaning_juror_toward_acquittal():
    # given defence-leaning jurors (down to -49 of -50) and the weakest prosecution events
    for bias in (-49, -40, -30, -10):
        for base in (0.5, 1, 2, 3):
            update = apply(Persona("p", prosecution_bias=bias), CourtEvent("weak", "analytical", base, "prosecution"))
            # then the juror moves toward guilty, if only a little (the spec's + bias/10 moved them the other way)
            assert update.juror.opinion < 0, (bias, base, update.juror.opinion)
    # (2 * (1 - 30/50)) = 0.8 toward guilty, below the memory threshold
    update = apply(Persona("p", prosecution_bias=-30), CourtEvent("weak", "analytical", 2, "prosecution"))
    assert update.juror.opinion == pytest.approx(-0.8)
    assert update.juror.memories == []


def test_a_topic_the_juror_holds_against_can_still_backfire():
    # (2 - 30/10) = -1 toward guilty: a juror who distrusts the police moves one point toward not guilty
    update = apply(Persona("p", topic_biases={"police": -30}),
                   CourtEvent("weak", "analytical", 2, "prosecution", ("police",)))
    assert update.juror.opinion == pytest.approx(1.0)


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


def test_an_event_lands_by_the_room_left_on_its_side_so_opinions_never_leave_the_scale():
    # given a juror already at 95 toward not guilty: only 5 % of the room is left that way
    update = apply(Persona("p"), CourtEvent("x", "analytical", 12, "defense"), opinion=95.0, confidence=98.0)
    # then 12 * 0.05 = 0.6, and confidence (half the change times the 2 % of certainty left) barely moves
    assert update.juror.opinion == pytest.approx(95.6)
    assert update.juror.confidence == pytest.approx(98.006)
    update = apply(Persona("p"), CourtEvent("x", "analytical", 12, "prosecution"), opinion=-95.0)
    assert update.juror.opinion == pytest.approx(-95.6)
    # while the same event against the juror's lean lands with more than its impact: 12 * 1.95
    update = apply(Persona("p"), CourtEvent("x", "analytical", 12, "prosecution"), opinion=95.0)
    assert update.juror.opinion == pytest.approx(95.0 - 23.4)


def test_a_long_trial_leaves_jurors_leaning_not_certain_and_never_past_where_the_evidence_balances():
    # given events three points for the defense to every one point for the prosecution
    mind, after_forty = juror(), None
    for turn in range(400):
        event = CourtEvent(f"e{turn}", "analytical", 3 if turn % 4 else 1, "defense" if turn % 4 else "prosecution")
        mind = update_juror_opinion(mind, Persona("p"), event, turn=turn, phase="trial").juror
        after_forty = mind if turn == 39 else after_forty
    # then a played-length trial leaves the juror leaning, not certain (the spec's sum would be +80) ...
    assert 25 < after_forty.opinion < 45 and after_forty.confidence < 50
    # ... and however long it goes on, the opinion approaches 100 * (9 - 1) / (9 + 1) = 80 from below
    assert after_forty.opinion < mind.opinion < 80


def test_evidence_has_diminishing_returns_the_more_a_juror_has_heard():
    # given a fresh juror and one who has already heard SETTLED_AFTER events (at the same opinion)
    event = CourtEvent("alibi", "analytical", 10, "defense")
    fresh = apply(Persona("p"), event)
    seasoned = apply(Persona("p"), event, opinion_history=[{"turn": 3, "opinion": 0.0, "heard": SETTLED_AFTER}])
    # then the same event moves the seasoned juror half as far
    assert fresh.juror.opinion == pytest.approx(10)
    assert seasoned.juror.opinion == pytest.approx(5)
    assert seasoned.juror.opinion_history[-1]["heard"] == SETTLED_AFTER + 1


def test_a_contradicting_event_costs_confidence():
    update = apply(Persona("p"), CourtEvent("x", "analytical", 6, "prosecution"), opinion=30.0, confidence=50.0)
    # moved 6 * 1.3 = 7.8 against a juror still leaning not guilty: confidence falls by half of it
    assert update.juror.opinion == pytest.approx(22.2)
    assert update.juror.confidence == pytest.approx(46.1)


def test_jurors_believe_the_same_testimony_to_different_degrees_but_each_always_alike():
    event = CourtEvent("Janet Cole testifies for the prosecution", "analytical", 4, "prosecution", ("testimony",))
    moved = [apply(Persona(f"juror-{i}"), event).impact for i in range(12)]
    # each juror's credence lies in 0.25-1.75 and differs from juror to juror ...
    assert all(-7.0 <= m <= -1.0 for m in moved) and len({round(m, 3) for m in moved}) == 12
    # ... is the same every time they hear it ...
    assert apply(Persona("juror-0"), event).impact == moved[0]
    # ... and a trusting juror believes a witness more than a distrustful one
    trusting = apply(Persona("juror-0", trust_level=90), event).impact
    assert trusting == pytest.approx(moved[0] * credence(Persona("juror-0", trust_level=90), event) /
                                     credence(Persona("juror-0"), event))
    assert abs(trusting) >= abs(moved[0])
    # evidence that is not testimony is believed by everyone alike (the spec's formula)
    card = CourtEvent("Store receipt", "analytical", 4, "defense", ("documentary",))
    assert {apply(Persona(f"juror-{i}"), card).impact for i in range(12)} == {4}


def test_a_disregard_order_undoes_its_share_and_marks_the_memory():
    update = apply(Persona("p"), CourtEvent("the hearsay answer", "analytical", 10, "prosecution"))
    mind = disregard(update.juror, -10.0, fraction=0.5, description="the hearsay answer")
    assert mind.opinion == pytest.approx(-5.0)
    assert mind.memories[0]["disregarded"] == 0.5


def test_a_memory_is_kept_only_when_the_impact_exceeds_three():
    assert apply(Persona("p"), CourtEvent("x", "analytical", 3, "defense")).juror.memories == []
    kept = apply(Persona("p"), CourtEvent("moving", "emotional", 3.5, "defense")).juror.memories
    assert kept == [{"turn": 4, "phase": "defense_case", "description": "moving", "impact": 3.5, "emotional": True,
                     "source": "", "testimony": False}]


def test_the_same_event_moves_different_jurors_differently_in_the_favoured_direction():
    event = CourtEvent("a mother's account", "emotional", 10, "prosecution", ("children",))
    nurse = Persona("nurse", analytical_vs_emotional=80, prosecution_bias=10, triggers=("children",))
    engineer = Persona("engineer", analytical_vs_emotional=10, prosecution_bias=-20)
    moved = {p.key: apply(p, event, engagement=80.0).juror.opinion for p in (nurse, engineer)}
    # nurse: 10*1.5 * (1 + 10/50) * 0.8 * 2 = 28.8 ; engineer: 10 * (1 - 20/50) * 0.8 = 4.8
    assert moved == {"nurse": pytest.approx(-28.8), "engineer": pytest.approx(-4.8)}


def test_engagement_falls_in_dry_procedure_and_rises_with_emotion():
    persona = Persona("p", attention_span=40)
    dull = update_engagement(juror(engagement=50.0), persona, CourtEvent("motion", "procedural", 0, "neutral"))
    lively = update_engagement(juror(engagement=50.0), persona, CourtEvent("tears", "emotional", 5, "defense"))
    assert dull.engagement == pytest.approx(45.0)
    assert lively.engagement == pytest.approx(56.0)
