"""Voir dire: peremptory limits, replacement in pool order, the opponent's strikes, swearing in."""

import pytest

from game.models import Game, JurorPersona, JurorState
from game.trial.opponent import choose_strikes
from game.services.voir_dire import voir_dire_strike
from game.errors import ActionError
from tests.game.jury_support import accept_panel, in_selection, seated

pytestmark = pytest.mark.django_db


def test_the_panel_is_twelve_seats_then_alternates_in_pool_order(cases, player):
    game = in_selection(player, cases["mid"])
    states = list(game.jurors.order_by("pool_order"))
    assert [(s.status, s.seat) for s in states[:12]] == [("seated", n) for n in range(1, 13)]
    assert [(s.status, s.alternate_order) for s in states[12:15]] == [("alternate", 1), ("alternate", 2),
                                                                      ("alternate", 3)]
    assert [s.status for s in states[15:]] == ["pool", "pool"]


def test_a_struck_juror_is_replaced_by_the_next_in_the_pool_in_the_same_seat(cases, player):
    game = in_selection(player, cases["mid"])
    target = seated(game)[4]
    waiting = game.jurors.filter(status="pool").order_by("pool_order").first()
    # when
    replacement = voir_dire_strike(game=game, juror_id=target.persona_id)
    # then
    assert replacement.persona_id == waiting.persona_id
    assert replacement.seat == 5
    target.refresh_from_db()
    assert ((target.status, target.struck_by, target.strike_kind, target.seat)
            == ("struck", "player", "peremptory", None))
    game.refresh_from_db()
    assert game.peremptory_player == 2


def test_striking_an_alternate_gives_the_place_to_the_next_in_the_pool(cases, player):
    game = in_selection(player, cases["mid"])
    alternate = game.jurors.get(status="alternate", alternate_order=2)
    replacement = voir_dire_strike(game=game, juror_id=alternate.persona_id)
    assert (replacement.status, replacement.alternate_order) == ("alternate", 2)


def test_a_fourth_peremptory_strike_is_refused(cases, player):
    game = in_selection(player, cases["tutorial"])
    for state in seated(game)[:3]:
        voir_dire_strike(game=game, juror_id=state.persona_id)
    with pytest.raises(ActionError) as refused:
        voir_dire_strike(game=game, juror_id=seated(game)[5].persona_id)
    assert (refused.value.status, refused.value.code) == (409, "NO_STRIKES_LEFT")


def test_when_nobody_waits_the_court_summons_another_panel_member(cases, player):
    # given the tutorial's 16: 12 seats, 2 alternates, 2 waiting
    game = in_selection(player, cases["tutorial"])
    for state in seated(game)[:3]:
        voir_dire_strike(game=game, juror_id=state.persona_id)
    # then the third replacement was summoned for this game only
    summoned = JurorPersona.objects.filter(game=game)
    assert summoned.count() == 1
    assert game.jurors.get(persona=summoned.get()).seat == 3
    assert game.jurors.filter(status="seated").count() == 12


def test_only_panel_members_can_be_struck_and_only_in_jury_selection(cases, player):
    game = in_selection(player, cases["mid"])
    waiting = game.jurors.filter(status="pool").first()
    with pytest.raises(ActionError) as not_on_panel:
        voir_dire_strike(game=game, juror_id=waiting.persona_id)
    assert not_on_panel.value.code == "JUROR_NOT_ON_PANEL"
    Game.objects.filter(pk=game.pk).update(phase=Game.Phase.OPENING)
    with pytest.raises(ActionError) as wrong_phase:
        voir_dire_strike(game=game, juror_id=seated(game)[0].persona_id)
    assert wrong_phase.value.code == "WRONG_PHASE"


def test_the_opponent_strikes_the_jurors_leaning_against_it_most_threatening_first():
    # (juror id, prosecution_bias): the prosecution fears defense-leaning jurors
    panel = [(1, 30), (2, -32), (3, 0), (4, -5), (5, -20), (6, 5), (7, -45)]
    struck = choose_strikes(panel, opponent_side="prosecution", difficulty=5, remaining=3, seed=1)
    assert struck == [7, 2, 5]
    # a defense opponent fears the prosecution leaners; it never exceeds its strikes
    assert choose_strikes(panel, opponent_side="defense", difficulty=5, remaining=1, seed=1) == [1]
    # nobody over the threshold: no strike
    assert choose_strikes([(1, 0), (2, 3)], opponent_side="prosecution", difficulty=5, remaining=3, seed=1) == []


def test_a_weak_opponent_misjudges_more_than_a_strong_one():
    panel = [(i, b) for i, b in enumerate([-30, -25, -20, -15, 0, 0, 0, 5, 10, 20, 25, 30], start=1)]
    best = {2, 1, 3}  # ids of -25, -30, -20 ... the three most defense-leaning
    hits = {d: sum(len(best & set(choose_strikes(panel, opponent_side="prosecution", difficulty=d,
                                                  remaining=3, seed=s))) for s in range(60))
            for d in (1, 5)}
    assert hits[5] > hits[1]


def test_passing_lets_the_opponent_strike_then_a_second_pass_swears_the_jury(cases, player):
    game = in_selection(player, cases["mid"], seed=11)
    # when the player accepts the panel (after opposing counsel's challenges for cause are ruled)
    first = accept_panel(game)
    while first["opponent_challenged"]:
        first = accept_panel(game)
    game.refresh_from_db()
    # then the opponent struck defense-leaning jurors and selection goes on
    assert first["opponent_struck"] and not first["sworn"]
    struck = game.jurors.filter(status="struck", struck_by="opponent").select_related("persona")
    assert all(s.persona.prosecution_bias < 12 for s in struck)
    assert game.peremptory_opponent == 3 - len(first["opponent_struck"])
    assert game.phase == Game.Phase.VOIR_DIRE
    # when the player accepts again and the opponent has nothing more to strike
    results = [accept_panel(game) for _ in range(3) if Game.objects.get(pk=game.pk).phase != "opening"]
    game.refresh_from_db()
    assert results[-1]["sworn"]
    assert game.phase == Game.Phase.OPENING
    assert game.jurors.filter(status=JurorState.Status.SEATED).count() == 12
    assert game.jurors.filter(status=JurorState.Status.ALTERNATE).count() == 3
