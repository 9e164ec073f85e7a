"""The summary's key moments: what moved the jurors who decided, and why (pure)."""

from game.jury.moments import Moment, key_moments, moment_of


def test_the_moments_that_moved_the_deciding_jurors_most_are_kept_in_trial_order_with_why():
    # given four moments: one the deciders barely felt, one that moved an alternate only
    moments = [
        Moment(1, 1, "opening", "The defense's opening statement", "A speech.", "defense", {"1": 1.0, "2": 0.2}),
        Moment(2, 3, "prosecution_case", "Dr. Imrie admits: \"yes, they gave me the name\"",
               "The witness admitted what they had kept back.", "defense", {"1": 6.0, "2": 4.0, "9": 0.1}),
        Moment(3, 4, "prosecution_case", "Latent print report", "", "prosecution", {"1": -3.0, "2": -5.0}),
        Moment(4, 5, "defense_case", "An alternate's favourite", "", "defense", {"9": 40.0}),
    ]
    # when the key moments are read for the deciding jurors 1 and 2, the player defending
    found = key_moments(moments, jurors={"1", "2"}, player_side="defense", limit=2)
    # then the two that moved them most, in the order they happened, say why and whom they helped
    assert [m["description"] for m in found] == ["Dr. Imrie admits: \"yes, they gave me the name\"",
                                                 "Latent print report"]
    assert found[0]["why"] == "The witness admitted what they had kept back."
    assert (found[0]["helped"], found[0]["toward_you"], found[0]["against_you"], found[0]["mean_shift"]) == \
        ("you", 2, 0, 5.0)
    assert (found[1]["helped"], found[1]["toward_you"], found[1]["against_you"], found[1]["mean_shift"]) == \
        ("the other side", 0, 2, -4.0)
    # and for the prosecution the same shifts read the other way
    assert key_moments(moments, jurors={"1", "2"}, player_side="prosecution", limit=2)[1]["helped"] == "you"


def test_a_timeline_row_becomes_a_moment_with_a_reason_even_when_the_event_gave_none():
    row = moment_of(7, 2, "defense_case", {"event": {"description": "CCTV still", "source": "card",
                                                     "favors": "defense"}, "deltas": {"3": 2.5}})
    assert row.why == "Evidence or a tactic the jury saw."
    said = moment_of(8, 3, "defense_case", {"event": {"description": "X lets slip", "source": "answer",
                                                      "why": "The witness said, unasked, what they had kept back."},
                                            "deltas": {}})
    assert said.why.startswith("The witness said, unasked")
