"""What Jury Reading 1-5 shows of the jury box, and what voir dire shows of a candidate."""

from game.jury.types import JurorMind, Persona
from game.jury.visibility import get_visible_juror_info, get_visible_seats, visible_candidate


def mind(expression="sympathetic", opinion=37.0, previous=20.0) -> JurorMind:
    return JurorMind("j", opinion=opinion, expression=expression,
                     opinion_history=[{"turn": 1, "opinion": previous}, {"turn": 2, "opinion": opinion}])


def test_level_one_reads_three_fixed_seats_level_two_six_then_all():
    assert len(get_visible_seats(1, seed=5)) == 3
    assert get_visible_seats(1, seed=5) == get_visible_seats(1, seed=5)
    assert len(get_visible_seats(2, seed=5)) == 6
    assert get_visible_seats(3, seed=5) == get_visible_seats(5, seed=5) == list(range(12))


def test_an_unreadable_seat_shows_a_neutral_face_and_nothing_else():
    info = get_visible_juror_info(mind("shocked"), 1, seat_index=4, visible_seats=[0, 1, 2])
    assert info == {"expression": "neutral", "readable": False, "show_trend": False, "show_number": False}


def test_level_one_shows_strong_reactions_only():
    assert get_visible_juror_info(mind("shocked"), 1, 0, [0, 1, 2])["expression"] == "shocked"
    assert get_visible_juror_info(mind("angry"), 1, 0, [0, 1, 2])["expression"] == "angry"
    assert get_visible_juror_info(mind("sympathetic"), 1, 0, [0, 1, 2])["expression"] == "neutral"


def test_level_two_and_three_show_every_reaction_but_no_trend_or_number():
    for level in (2, 3):
        info = get_visible_juror_info(mind("sympathetic"), level, 0, list(range(12)))
        assert info == {"expression": "sympathetic", "readable": True, "show_trend": False, "show_number": False}


def test_level_four_adds_the_trend_arrow():
    info = get_visible_juror_info(mind(), 4, 0, list(range(12)))
    assert info == {"expression": "sympathetic", "readable": True, "show_trend": True, "show_number": False,
                    "trend": "up"}
    assert get_visible_juror_info(mind(opinion=10.0, previous=20.0), 4, 0, list(range(12)))["trend"] == "down"
    assert get_visible_juror_info(mind(opinion=20.0, previous=20.0), 4, 0, list(range(12)))["trend"] == "flat"


def test_level_five_adds_the_opinion_rounded_to_tens():
    info = get_visible_juror_info(mind(opinion=37.0), 5, 0, list(range(12)))
    assert info["approximate_opinion"] == 40
    assert get_visible_juror_info(mind(opinion=-64.0), 5, 0, list(range(12)))["approximate_opinion"] == -60


PERSONA = Persona("p", name="Ann Lee", age=44, occupation="nurse", analytical_vs_emotional=70, trust_level=60,
                  skepticism=30, leader_follower=20, attention_span=70, prosecution_bias=-25,
                  topic_biases={"police": -20}, triggers=("children",))


def test_a_candidate_at_reading_one_shows_name_age_and_occupation_only():
    assert visible_candidate(PERSONA, background="bio", level=1, consultant=False) == {
        "name": "Ann Lee", "age": 44, "occupation": "nurse"}


def test_reading_two_adds_the_background_and_three_the_demeanour():
    assert set(visible_candidate(PERSONA, background="bio", level=2, consultant=False)) == {
        "name", "age", "occupation", "background"}
    three = visible_candidate(PERSONA, background="bio", level=3, consultant=False)
    assert set(three) == {"name", "age", "occupation", "background", "demeanor"}
    assert three["demeanor"] == ("follows every question closely; speaks up first and firmly; "
                                 "visibly moved by personal stories")


def test_a_consultant_reveals_personality_traits_at_any_level():
    info = visible_candidate(PERSONA, background="bio", level=1, consultant=True)
    assert info["personality"] == {"analytical_vs_emotional": 70, "trust_level": 60, "skepticism": 30,
                                   "leader_follower": 20, "attention_span": 70}


def test_reading_four_adds_an_approximate_bias_direction_never_the_number():
    info = visible_candidate(PERSONA, background="bio", level=4, consultant=False)
    assert info["bias_direction"] == "leans defense"
    assert "prosecution_bias" not in info and "topic_biases" not in info and "triggers" not in info
