"""A process remembers the voters and addresses the limits refused until their window ends,
and refuses their next attempts itself (courtroom.voting.KnownRefusals)."""

from unittest import mock

from courtroom import voting
from courtroom.services.votes import Ballot, VoteError, VoteResult, limit_refusal
from courtroom.voting import KnownRefusals


def ballot(voter="ann", ip="198.51.100.7", session_id=1):
    return Ballot(session_id, "verdict", "guilty", voter, f"voter:{voter}", ip)


def at(seconds: float):
    return mock.patch.object(voting, "time", mock.Mock(monotonic=lambda: seconds))


def test_a_refused_voter_is_refused_until_its_window_ends_and_no_one_else_is():
    known = KnownRefusals()
    with at(100.0):
        known.learn(ballot(), limit_refusal("voter", 10, 30_000))
    # within the window: that voter, in that session, is refused with the time left
    with at(110.0):
        refused = known.refusal(ballot())
        assert (refused.status, refused.code, refused.extra) == (
            429, "VOTE_RATE_LIMITED", {"retryAfterMs": 20_000, "limit": 10, "scope": "voter"})
        # another voter behind the same address, or the same voter in another session, is not
        assert known.refusal(ballot(voter="bob")) is None
        assert known.refusal(ballot(session_id=2)) is None
    # after it, nobody is
    with at(130.0):
        assert known.refusal(ballot()) is None
    assert known.until == {} and known.blocked == {1: 1}


def test_an_address_over_its_ceiling_refuses_every_voter_behind_it():
    known = KnownRefusals()
    with at(0.0):
        known.learn(ballot(voter="ann"), limit_refusal("address", 1000, 5_000))
        refused = known.refusal(ballot(voter="bob"))
        assert refused.extra["scope"] == "address" and refused.extra["limit"] == 1000
        assert known.refusal(ballot(voter="bob", ip="203.0.113.1")) is None
    assert known.blocked == {1: 1}


def test_only_rate_limit_refusals_are_remembered():
    known = KnownRefusals()
    known.learn(ballot(), VoteResult(1, {"guilty": 1}, {}))
    known.learn(ballot(), VoteError("POLL_CLOSED", "The poll is closed.", status=409))
    assert known.until == {} and known.refusal(ballot()) is None


def test_the_memory_is_bounded():
    known = KnownRefusals()
    with mock.patch.object(KnownRefusals, "MAX", 3), at(0.0):
        for n in range(5):
            known.learn(ballot(voter=f"v{n}"), limit_refusal("voter", 10, 1_000))
    assert len(known.until) == 3
