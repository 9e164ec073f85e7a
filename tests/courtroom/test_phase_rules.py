"""The phase machine: every allowed and every refused transition (pure, no database)."""

import itertools

import pytest

from courtroom import phases
from courtroom.phases import PHASES, PhaseTransitionError, can_transition, check_transition

ALLOWED = {(a, b) for a, b in zip(PHASES, PHASES[1:], strict=False)} | {("witness_exam", "closings")}


@pytest.mark.parametrize("current,target", sorted(ALLOWED))
def test_it_allows_the_next_phase_and_the_one_skip(current, target):
    assert can_transition(current, target) is True
    check_transition(current, target)  # does not raise


@pytest.mark.parametrize("current,target",
                         [(a, b) for a, b in itertools.product(PHASES, PHASES) if (a, b) not in ALLOWED])
def test_it_refuses_every_other_transition(current, target):
    assert can_transition(current, target) is False
    with pytest.raises(PhaseTransitionError):
        check_transition(current, target)


def test_a_session_can_only_start_with_the_case_prompt():
    assert phases.allowed_targets(None) == ["case_prompt"]
    with pytest.raises(PhaseTransitionError):
        check_transition(None, "openings")


def test_unknown_phases_are_refused_with_a_message():
    with pytest.raises(PhaseTransitionError, match="Unknown phase 'recess'"):
        check_transition("openings", "recess")
    assert can_transition("recess", "openings") is False


def test_there_are_eight_phases_in_the_spec_order():
    assert PHASES == ("case_prompt", "openings", "witness_exam", "evidence_reveal", "closings", "verdict_vote",
                      "sentence_vote", "final_ruling")


def test_the_final_ruling_is_the_end():
    assert phases.allowed_targets("final_ruling") == []
    assert phases.next_phase("final_ruling") is None
