"""The three philosophy blocks must share less than 10% of their words, pairwise."""

import itertools

import pytest

from evaluation.dialectic.personas import BASE_BLOCK, PERSONAS, PHILOSOPHY, build_messages, jaccard, word_set

from tests.evaluation.dialectic.fixtures import criterion, opinion


@pytest.mark.parametrize("a,b", list(itertools.combinations(PERSONAS, 2)))
def test_philosophy_blocks_overlap_below_ten_percent(a, b):
    # given
    left, right = word_set(PHILOSOPHY[a]), word_set(PHILOSOPHY[b])
    # when
    overlap = len(left & right) / len(left | right)
    # then
    assert overlap < 0.10, f"{a}/{b} share {sorted(left & right)}"
    assert jaccard(PHILOSOPHY[a], PHILOSOPHY[b]) == overlap


def test_jaccard_is_computed_on_word_sets():
    assert jaccard("a b c", "b c d") == 0.5
    assert jaccard("Trust no one", "trust NO one!") == 1.0


def test_each_prompt_is_base_block_then_its_philosophy_then_the_criterion_and_evidence():
    # when
    system, user = build_messages("Defense", criterion(), [])
    # then
    assert system["content"] == f"{BASE_BLOCK}\n\n{PHILOSOPHY['Defense']}"
    assert "CRITERION security: Security" in user["content"]
    assert "cite NO_EVIDENCE" in user["content"]
    assert user["content"].endswith("You are the Defense. Give your opinion on criterion security as JSON.")


def test_a_reevaluation_prompt_shows_the_other_judges_arguments_and_citations():
    # given
    others = [opinion("Prosecutor", 1, ["x_claim_1"], argument="It leaks."), opinion("TechLead", 4, argument="Fine.")]
    # when
    _, user = build_messages("Defense", criterion(), [], others=others)
    # then
    assert "- Prosecutor scored 1: It leaks. (cited: x_claim_1)" in user["content"]
    assert "- TechLead scored 4: Fine. (cited: nothing)" in user["content"]
    assert "Re-check every evidence id they cited" in user["content"]
