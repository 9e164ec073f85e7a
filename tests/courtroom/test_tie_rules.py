"""Tallies and their tie rules, and client IPs through trusted proxies (pure)."""

import pytest

from courtroom.rules import decide_sentence, decide_verdict, window_bounds
from juryrigged.core.addresses import client_ip

OPTIONS = ["Community service", "A fine", "Karaoke"]


def test_the_majority_decides_the_verdict():
    result = decide_verdict({"guilty": 5, "not_guilty": 3}, "criminal")
    assert (result.choice, result.tied) == ("guilty", False)
    assert result.votes == {"guilty": 5, "not_guilty": 3}


def test_a_tied_verdict_goes_to_the_defendant_and_says_why():
    result = decide_verdict({"guilty": 4, "not_guilty": 4}, "criminal")
    assert (result.choice, result.tied) == ("not_guilty", True)
    assert "burden of proof was not met" in result.explanation
    assert "tied (Guilty 4, Not guilty 4)" in result.explanation


def test_a_civil_tie_goes_to_the_defendant():
    assert decide_verdict({"liable": 2, "not_liable": 2}, "civil").choice == "not_liable"


def test_no_votes_at_all_is_a_tie():
    result = decide_verdict({}, "civil")
    assert (result.choice, result.tied, result.votes) == ("not_liable", True, {"liable": 0, "not_liable": 0})
    assert "no juror voted" in result.explanation


def test_the_most_voted_sentence_wins():
    result = decide_sentence({"A fine": 3, "Karaoke": 2}, OPTIONS)
    assert (result.choice, result.tied) == ("A fine", False)
    assert result.votes == {"Community service": 0, "A fine": 3, "Karaoke": 2}


def test_a_tied_sentence_goes_to_the_option_listed_first_among_the_tied():
    result = decide_sentence({"A fine": 2, "Karaoke": 2, "Community service": 1}, OPTIONS)
    assert (result.choice, result.tied) == ("A fine", True)
    assert "listed first" in result.explanation


def test_votes_for_unknown_sentences_are_ignored():
    assert decide_sentence({"Banishment": 9, "Karaoke": 1}, OPTIONS).choice == "Karaoke"


@pytest.mark.parametrize("remote,forwarded,trusted,expected", [
    ("10.0.0.1", None, 0, "10.0.0.1"),
    ("10.0.0.1", "6.6.6.6", 0, "10.0.0.1"),  # not trusted: the header is ignored
    ("10.0.0.1", "203.0.113.9", 1, "203.0.113.9"),
    ("10.0.0.1", "6.6.6.6, 203.0.113.9", 1, "203.0.113.9"),  # a forged first entry is skipped
    ("10.0.0.1", "6.6.6.6, 203.0.113.9, 10.0.0.2", 2, "203.0.113.9"),
    ("10.0.0.1", "203.0.113.9", 3, "203.0.113.9"),  # fewer hops than proxies: the leftmost
    ("10.0.0.1", " , ", 1, "10.0.0.1"),
])
def test_the_client_ip_trusts_only_the_configured_proxies(remote, forwarded, trusted, expected):
    assert client_ip(remote, forwarded, trusted) == expected


def test_rate_limit_windows_are_fixed_and_report_the_time_left():
    assert window_bounds(125_000, 60_000) == (2, 55_000)
    assert window_bounds(120_000, 60_000) == (2, 60_000)
