"""The post-case experience counts the trial: sustained objections, broken or impeached
witnesses and sanctions, itemised beside the verdict's share."""

import pytest

from game.models import JudgeState, Trial
from game.models import Game, PlayerProfile
from tests.game.court_support import deliberate, play_trial, seat_jury, start_game

pytestmark = pytest.mark.django_db


def played_to_deliberation():
    game = seat_jury(start_game())
    play_trial(game)
    game.refresh_from_db()
    assert game.phase == Game.Phase.DELIBERATION
    # the trial's record, whatever the play left on it: two objections sustained, the first prosecution
    # witness broke (and no other witness broke or was impeached), one sanction
    trial = Trial.objects.get(game=game)
    state = trial.state
    state["player_objections"] = ["overruled", "sustained", "sustained"]
    for witness in state["witnesses"]:
        witness["broken"], witness["exposed"] = False, []
    opposing = [w for w in state["witnesses"] if w["side"] != state["player_side"]]
    opposing[0]["broken"] = True
    Trial.objects.filter(pk=trial.pk).update(state=state)
    JudgeState.objects.filter(game=game).update(sanctions_issued=1)
    return game


def test_a_finished_case_itemises_experience_for_the_verdict_and_the_trial():
    # given a trial with feats and a sanction on record
    game = played_to_deliberation()
    # when the jury returns
    game = deliberate(game)
    # then the award has the verdict's line and one per kind of trial feat, summing to what was earned
    lines = game.verdict["experience"]
    assert lines[0]["label"].startswith("Verdict: ")
    assert lines[1:] == [{"label": "2 × objection sustained (+10)", "points": 20},
                         {"label": "1 × witness broken (+25)", "points": 25},
                         {"label": "1 × sanction (-10)", "points": -10}]
    assert game.experience_earned == lines[0]["points"] + 35
    assert PlayerProfile.objects.get(user=game.player).experience == game.experience_earned


def test_the_summary_page_shows_how_the_experience_was_earned(client):
    game = deliberate(played_to_deliberation())
    client.force_login(game.player)
    body = client.get(f"/game/{game.pk}/summary/").content.decode()
    assert f"<strong>{game.experience_earned} XP</strong>" in body
    assert "objection sustained" in body and "Verdict: " in body
