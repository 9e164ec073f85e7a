import copy

import pytest

from game.trial import cards as C
from game.errors import ActionError
from tests.game.trial_support import CASE, advance_to, opened_trial, resolve_pending


def engine_in_card_window(hand):
    """An engine at the player's card window on cross-examination of the prosecution's witness."""
    engine = opened_trial()
    advance_to(engine, "turn")
    engine.state.hand = list(hand)
    engine.state.cp, engine.state.pp = 50, 20
    return engine


def test_playing_a_card_pays_its_cost_and_moves_it_to_the_discard():
    engine = engine_in_card_window(["lab_result", "dramatic_pause"])
    out = engine.play_cards(["lab_result", "dramatic_pause"])
    assert (engine.state.pp, engine.state.cp) == (14, 48)
    assert engine.state.hand == []
    assert engine.state.discard[-2:] == ["lab_result", "dramatic_pause"]
    assert [e.favors for e in out.court_events] == ["defense", "defense"]
    assert [e.base_impact for e in out.court_events] == [6, 2]


def test_a_card_not_in_hand_is_refused_with_a_400():
    engine = engine_in_card_window(["police_report"])
    with pytest.raises(ActionError) as error:
        engine.play_cards(["lab_result"])
    assert (error.value.status, error.value.code) == (400, "CARD_NOT_IN_HAND")
    assert error.value.message == "Lab result is not in your hand."


def test_an_unaffordable_card_is_refused_and_nothing_is_played():
    engine = engine_in_card_window(["police_report", "bombshell_document"])
    engine.state.pp = 13
    with pytest.raises(ActionError) as error:
        engine.play_cards(["police_report", "bombshell_document"])
    assert (error.value.status, error.value.code) == (409, "NOT_ENOUGH_PP")
    assert error.value.message == "Bombshell document costs 12 PP; you have 11."
    assert engine.state.hand == ["police_report", "bombshell_document"]
    assert engine.state.pp == 13


def test_a_card_outside_its_phase_is_refused_with_a_409():
    engine = engine_in_card_window(["closing_flourish"])
    with pytest.raises(ActionError) as error:
        engine.play_cards(["closing_flourish"])
    assert (error.value.status, error.value.code) == (409, "CARD_NOT_ALLOWED_IN_PHASE")
    assert error.value.message == "Closing flourish cannot be played during Prosecution's case."


def test_an_objection_outside_the_objection_window_is_refused():
    engine = engine_in_card_window([])
    with pytest.raises(ActionError) as error:
        engine.play_cards(["obj_hearsay"])
    assert error.value.code == "CARD_NOT_ALLOWED_NOW"


def test_at_most_three_cards_a_turn():
    engine = engine_in_card_window(["police_report", "timeline", "receipt", "rapport"])
    engine.play_cards(["police_report", "timeline"])
    engine.play_cards(["receipt"])
    with pytest.raises(ActionError) as error:
        engine.play_cards(["rapport"])
    assert error.value.code == "TOO_MANY_CARDS"


def test_two_forensic_cards_in_one_turn_make_a_combo():
    engine = engine_in_card_window(["lab_result", "fingerprint_report"])
    out = engine.play_cards(["lab_result", "fingerprint_report"])
    combos = [e for e in out.court_events if e.source == "combo"]
    assert [(e.description, e.base_impact) for e in combos] == [("Combo: Forensic corroboration", 3)]


def test_a_combo_counts_cards_across_requests_in_the_same_turn_but_fires_once():
    engine = engine_in_card_window(["police_report", "timeline", "receipt"])
    first = engine.play_cards(["police_report", "timeline"])
    second = engine.play_cards(["receipt"])
    assert not [e for e in first.court_events if e.source == "combo"]
    assert [e.description for e in second.court_events if e.source == "combo"] == ["Combo: Paper trail"]


def test_impeachment_evidence_exposes_the_witness_lie_and_drains_composure():
    engine = engine_in_card_window(["case_phone_log"])
    witness = engine.state.current_witness
    before = witness.composure
    out = engine.play_cards(["case_phone_log"])
    assert witness.exposed == ["saw_pocket"]
    assert witness.composure == before - 20 - 15
    assert any(n["type"] == "impeachment" for n in out.notices)


def test_the_catalogue_prices_case_evidence_from_the_case():
    card = C.Catalogue.for_case([{"id": "x", "name": "X", "impact": 9, "tags": ["forensic"]}]).get("case_x")
    assert (card.cost_pp, card.impact, card.tags, card.type) == (9, 9.0, ("forensic",), C.EVIDENCE)


def _on_the_stand(engine, witness_id: str) -> None:
    """Play on (first question, no cards, questions allowed) until the player may play cards
    while `witness_id` is on the stand."""
    outcomes = []
    for _ in range(300):
        resolve_pending(engine, outcomes)
        witness, window = engine.state.current_witness, engine.state.window
        if window == "turn" and witness and witness.id == witness_id:
            return
        if window == "objection":
            engine.allow()
        elif window == "question":
            engine.ask_question(question_id=engine.state.suggested[0]["id"])
        elif window == "statement":
            engine.make_statement(engine.state.themes[0])
        elif window == "turn":
            engine.continue_turn()
    raise AssertionError(f"{witness_id} never took the stand")


@pytest.mark.parametrize("hostile", [True, False])
def test_a_hostile_witness_may_be_impeached_by_the_side_that_called_them(hostile):
    # given the defense's own witness with a lie the defense's evidence contradicts
    case = copy.deepcopy(CASE)
    friend = case["witnesses"][1]
    friend["hostile"] = hostile
    friend["lies"] = [{"id": "paid", "claim": "Sam paid at the other till", "impeached_by": ["receipt_copy"]}]
    engine = opened_trial(case=case)
    _on_the_stand(engine, "friend")
    engine.state.hand, engine.state.cp, engine.state.pp = ["case_receipt_copy"], 50, 20
    witness = engine.state.current_witness
    before = witness.composure
    # when the defense confronts them with it
    engine.play_cards(["case_receipt_copy"])
    # then a hostile witness's lie is exposed (FRE 607), a friendly witness's never is
    assert witness.exposed == (["paid"] if hostile else [])
    assert witness.composure == (before - 15 if hostile else before)
