"""court_event_apply, court_event_reverse and jury_recess: what the trial calls each turn."""

import pytest

from game.services import jury
from game.jury.types import CourtEvent
from game.models import JurorState
from juryrigged.realtime.models import StreamEvent
from tests.game.jury_support import make_player, sworn

pytestmark = pytest.mark.django_db


def test_every_seated_juror_and_alternate_absorbs_an_event_in_their_own_way(cases):
    user = make_player("reader", jury_reading=4)
    game = sworn(user, cases["hard"])
    listeners = game.jurors.filter(status__in=["seated", "alternate"])
    event = CourtEvent("A mother's account of her son's last hour", "emotional", 12, "prosecution",
                       ("children", "emotional"))
    # when
    deltas = jury.court_event_apply(game=game, event=event)
    # then each listener moved toward guilty, by different amounts
    assert set(deltas) == set(listeners.values_list("persona_id", flat=True))
    assert all(d < 0 for d in deltas.values())
    assert len(set(deltas.values())) > 5
    moved = JurorState.objects.get(game=game, persona__key="h14")  # emotional teacher with a children trigger
    assert moved.expression == "sympathetic"
    assert moved.memories[-1]["description"] == "A mother's account of her son's last hour"
    # and the page is told what the player may see (level 4: trends, no numbers)
    reaction = StreamEvent.objects.filter(stream=game.stream, type="jury.reaction").last().payload
    assert len(reaction["seats"]) == 12
    assert all("trend" in s and "approximate_opinion" not in s for s in reaction["seats"])


def test_a_disregard_instruction_undoes_part_of_the_shift(cases, player):
    game = sworn(player, cases["mid"])
    before = {s.persona_id: s.opinion for s in game.jurors.filter(status="seated")}
    deltas = jury.court_event_apply(game=game, event=CourtEvent("hearsay", "analytical", 10, "prosecution"))
    jury.court_event_reverse(game=game, deltas=deltas, fraction=0.5, reason="The jury will disregard that.")
    for state in game.jurors.filter(status="seated"):
        assert state.opinion == pytest.approx(before[state.persona_id] + deltas[state.persona_id] / 2, abs=0.02)


def test_a_recess_restores_engagement(cases, player):
    game = sworn(player, cases["mid"])
    game.jurors.filter(status="seated").update(engagement=30.0)
    jury.jury_recess(game=game, restore=20)
    assert set(game.jurors.filter(status="seated").values_list("engagement", flat=True)) == {50.0}
