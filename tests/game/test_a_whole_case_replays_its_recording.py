"""The same seed and the same scripted play give the recorded case, event for event."""

import os

import pytest

from game.cases import shipped_cases
from game.services import trial as court
from tests.game import whole_case_record
from tests.game.court_support import deliberate, play_trial, seat_jury, start_game

pytestmark = pytest.mark.django_db


# Every shipped case has its recording on its own side (a new case is recorded once, with
# GAME_RECORD_UPDATE=1), and one case is recorded from the other side too.
@pytest.mark.parametrize(("slug", "side"), [(case["slug"], None) for case in shipped_cases()]
                         + [("state-v-reyes", "prosecution")])
def test_a_scripted_case_replays_its_recorded_timeline(slug, side, settings):
    settings.GAME_DELIBERATION_PAUSE_S = 0
    # given a new game of the case at a fixed seed (on the case's side, or the one given),
    # judge research bought
    game = start_game(username=f"rec-{slug}", slug=slug, seed=2026, side=side)
    court.trial_research_judge(game=game, level=1)
    # when the scripted player plays it to the verdict
    game = seat_jury(game)
    play_trial(game)
    game = deliberate(game)
    record = whole_case_record.record_of(game)
    name = f"{slug}-seed-2026" if side is None else f"{slug}-{side}-seed-2026"
    if os.environ.get("GAME_RECORD_UPDATE"):
        whole_case_record.save(name, record)
    # then every event, every juror's path and the verdict are as recorded
    recorded = whole_case_record.load(name)
    assert record["events"] == recorded["events"]
    assert record["jurors"] == recorded["jurors"]
    assert record == recorded
