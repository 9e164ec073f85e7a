"""Layer 3: every chief-justice rule, and the order they apply in."""

import pytest

from evaluation.dialectic.chief_justice import (
    clamp,
    global_score,
    remediation_plan,
    rule,
)
from evaluation.dialectic.evidence import extract

from tests.evaluation.dialectic.fixtures import DOCUMENTS, criterion, opinion

EVIDENCE = {e.id.lower(): e for e in extract(DOCUMENTS)}
PLAIN = criterion(id="arch", name="Architecture", description="Caching.", success="Clear.", failure="Vague.")


def _rule(p, d, t, shown=(), round=0, crit=PLAIN):
    return rule(crit, [p, d, t], EVIDENCE, shown=list(shown), round=round)


def test_the_rules_apply_in_the_specified_order():
    # when
    ruling = _rule(opinion("Prosecutor", 3), opinion("Defense", 4), opinion("TechLead", 4))
    # then
    assert [s.rule for s in ruling.log] == ["fact_supremacy", "weighted_mean", "security_cap", "round_half_up",
                                            "clamp", "dissent"]


def test_weighted_mean_counts_the_techlead_twice():
    # when
    ruling = _rule(opinion("Prosecutor", 2), opinion("Defense", 4), opinion("TechLead", 3))
    # then
    assert ruling.weighted_mean == 3.0
    assert ruling.score == 3
    assert ruling.log[1].message == "(Prosecutor 2×1 + Defense 4×1 + TechLead 3×2) / 4 = 3."


def test_half_up_rounding_turns_2_5_into_3():
    # given: (2 + 2 + 3×2) / 4 = 2.5, which Python's round() would make 2
    ruling = _rule(opinion("Prosecutor", 2), opinion("Defense", 2), opinion("TechLead", 3))
    # then
    assert (ruling.weighted_mean, ruling.score) == (2.5, 3)
    assert ruling.log[3].message == "2.5 rounds half up to 3."


def test_half_up_rounding_turns_3_5_into_4():
    ruling = _rule(opinion("Prosecutor", 4), opinion("Defense", 4), opinion("TechLead", 3))
    assert (ruling.weighted_mean, ruling.score) == (3.5, 4)


def test_citing_an_id_that_does_not_exist_costs_two_points_before_the_mean():
    # given
    prosecutor = opinion("Prosecutor", 5, ["design_md_claim_99"])
    # when
    ruling = _rule(prosecutor, opinion("Defense", 5), opinion("TechLead", 5))
    # then: (3 + 5 + 10) / 4 = 4.5 → 5; without the penalty it would also be 5, so check the inputs
    assert ruling.adjusted_scores == {"Prosecutor": 3, "Defense": 5, "TechLead": 5}
    assert ruling.weighted_mean == 4.5
    assert ruling.log[0].message == ("Prosecutor cited evidence that does not exist (design_md_claim_99): "
                                     "5 → 3 (−2, minimum 1).")


def test_citing_found_false_evidence_costs_two_points_with_a_minimum_of_one():
    # given
    defense = opinion("Defense", 2, ["design_md_path_2"])
    # when
    ruling = _rule(opinion("Prosecutor", 2), defense, opinion("TechLead", 2))
    # then
    assert ruling.adjusted_scores["Defense"] == 1
    assert ruling.log[0].after == 1
    assert "relied on evidence marked found=False (design_md_path_2)" in ruling.log[0].message


def test_no_evidence_is_not_a_hallucination_and_ids_match_case_insensitively():
    # when
    ruling = _rule(opinion("Prosecutor", 4, ["NO_EVIDENCE"]), opinion("Defense", 4, ["DESIGN_MD_CLAIM_1"]),
                   opinion("TechLead", 4, ["design_md_path_1"]))
    # then
    assert ruling.adjusted_scores == {"Prosecutor": 4, "Defense": 4, "TechLead": 4}
    assert ruling.log[0].message == "Every cited evidence id exists and was found; no penalty."


def test_the_word_security_in_a_charge_caps_nothing_on_a_documentation_criterion():
    # given: the measured case — a documentation criterion scored 4/5/5 by the judges, and a
    # prosecutor charge that mentions security without any SECURITY_VIOLATION evidence
    docs = criterion(id="docs", name="Documentation", description="Every endpoint is documented.",
                     success="All endpoints described.", failure="Endpoints missing.")
    prosecutor = opinion("Prosecutor", 4, ["design_md_heading_1"],
                         charges=["The README never explains the security model of the API."], criterion_id="docs")
    # when
    ruling = rule(docs, [prosecutor, opinion("Defense", 5, criterion_id="docs"),
                         opinion("TechLead", 5, criterion_id="docs")], EVIDENCE, shown=[])
    # then: (4 + 5 + 5×2) / 4 = 4.75 → 5, not 3
    assert (ruling.weighted_mean, ruling.security_capped, ruling.score) == (4.75, False, 5)
    assert ruling.log[2].message == ("A security charge by the Prosecutor (“The README never explains the security "
                                     "model of the API.”) rests on no verified SECURITY_VIOLATION evidence; no cap.")


def test_a_security_charge_backed_by_cited_evidence_caps_the_score_at_three():
    # given
    prosecutor = opinion("Prosecutor", 5, ["src_worker_py_SECURITY_VIOLATION_1"],
                         charges=["security: passwords logged in plain text"])
    # when
    ruling = _rule(prosecutor, opinion("Defense", 5), opinion("TechLead", 5))
    # then
    assert (ruling.weighted_mean, ruling.security_capped, ruling.score) == (5.0, True, 3)
    assert ruling.log[2].message == ("verified SECURITY_VIOLATION evidence (src_worker_py_SECURITY_VIOLATION_1) — "
                                     "caps 5 at 3.")


def test_cited_security_violation_evidence_caps_the_score_at_three():
    ruling = _rule(opinion("Prosecutor", 4), opinion("Defense", 5, ["src_worker_py_SECURITY_VIOLATION_4"]),
                   opinion("TechLead", 4))
    assert (ruling.score, ruling.security_capped) == (3, True)
    assert "verified SECURITY_VIOLATION evidence (src_worker_py_SECURITY_VIOLATION_4)" in ruling.log[2].message


def test_security_violation_shown_for_the_criterion_caps_even_when_nobody_cites_it():
    shown = [EVIDENCE["src_worker_py_security_violation_1"]]
    ruling = _rule(opinion("Prosecutor", 5), opinion("Defense", 5), opinion("TechLead", 5), shown=shown)
    assert ruling.score == 3


def test_the_cap_leaves_a_lower_score_alone_and_applies_before_rounding():
    # given: (2 + 3 + 2×3) / 4 = 2.75, capped (no change), then rounded half up to 3
    ruling = _rule(opinion("Prosecutor", 2, ["src_worker_py_SECURITY_VIOLATION_4"], charges=["security: injection"]),
                   opinion("Defense", 3), opinion("TechLead", 3))
    assert ruling.score == 3
    assert ruling.log[2].after == 2.75
    assert ruling.log[2].message.endswith("would cap at 3; 2.75 is already below.")


def test_fact_supremacy_applies_before_the_security_cap():
    # given: the TechLead hallucinates (5 → 3); mean (5 + 5 + 6)/4 = 4, then the cited violation caps at 3
    ruling = _rule(opinion("Prosecutor", 5, ["src_worker_py_SECURITY_VIOLATION_4"],
                           charges=["security: eval on input"]),
                   opinion("Defense", 5),
                   opinion("TechLead", 5, ["made_up"]))
    assert ruling.weighted_mean == 4.0
    assert ruling.score == 3


def test_clamp_keeps_scores_within_one_to_five():
    log = []
    assert (clamp(7, log), clamp(0, log), clamp(3, log)) == (5, 1, 3)
    assert [s.message for s in log] == ["7 clamped to 5.", "0 clamped to 1.", "3 is within 1–5."]


def test_a_spread_of_two_is_not_dissent():
    ruling = _rule(opinion("Prosecutor", 2), opinion("Defense", 4), opinion("TechLead", 3))
    assert (ruling.spread, ruling.dissent, ruling.needs_reevaluation) == (2, None, False)


def test_a_spread_above_two_records_dissent_and_orders_one_reevaluation():
    # when
    ruling = _rule(opinion("Prosecutor", 1, argument="It leaks secrets. More."),
                   opinion("Defense", 5, argument="Great effort."),
                   opinion("TechLead", 3))
    # then
    assert ruling.spread == 4
    assert ruling.dissent == ("Defense (5) and Prosecutor (1) disagree by 4 points. Defense: Great effort. "
                              "Prosecutor: It leaks secrets.")
    assert ruling.needs_reevaluation is True


def test_after_the_reevaluation_round_dissent_stands_without_another_round():
    ruling = _rule(opinion("Prosecutor", 1), opinion("Defense", 5), opinion("TechLead", 3), round=1)
    assert ruling.dissent is not None
    assert ruling.needs_reevaluation is False
    assert "the re-evaluation limit (1) is reached" in ruling.log[-1].message


def test_the_ruling_carries_techlead_remediation_and_prosecutor_charges():
    ruling = _rule(opinion("Prosecutor", 2, charges=["No tests"]), opinion("Defense", 3),
                   opinion("TechLead", 2, remediation="Add tests."))
    assert (ruling.remediation, ruling.charges) == ("Add tests.", ["No tests"])


@pytest.mark.parametrize("scores,expected", [([3, 4, 4], 3.7), ([2, 3], 2.5), ([2, 2, 2, 3], 2.3), ([5], 5.0)])
def test_global_score_is_the_mean_to_one_decimal_half_up(scores, expected):
    rulings = [_rule(opinion("Prosecutor", s), opinion("Defense", s), opinion("TechLead", s)) for s in scores]
    assert global_score(rulings) == expected


def test_global_score_of_no_rulings_is_none():
    assert global_score([]) is None


def test_the_remediation_plan_lists_the_weakest_criteria_first_and_skips_perfect_ones():
    # given
    def make(cid, score, fix):
        c = criterion(id=cid, name=cid.title(), description="x", success="Clear.", failure="Vague.")
        return rule(c, [opinion("Prosecutor", score, criterion_id=cid), opinion("Defense", score, criterion_id=cid),
                        opinion("TechLead", score, remediation=fix, criterion_id=cid)], EVIDENCE)
    rulings = [make("a", 4, "Polish."), make("b", 2, "Rewrite."), make("c", 5, "Nothing."), make("d", 2, "Test.")]
    # when
    plan = remediation_plan(rulings)
    # then
    assert [(p["criterionId"], p["score"], p["remediation"]) for p in plan] == [
        ("b", 2, "Rewrite."), ("d", 2, "Test."), ("a", 4, "Polish.")]
