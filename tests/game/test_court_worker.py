import pytest

from game.models import Trial
from juryrigged import realtime
from tests.game.court_support import seat_jury, start_game
from tests.support.waiting import wait_until


@pytest.mark.django_db(transaction=True)
def test_the_worker_finishes_a_pending_step_and_it_arrives_over_the_stream(celery_worker):
    # given a game whose trial opens with opposing counsel's statement (a model step)
    game = seat_jury(start_game())
    # when the jury is sworn (the court opens in that request)
    # then Celery tasks give the judge's opening words and speak for opposing counsel, and the
    # player's turn comes, all on the stream
    assert wait_until(lambda: Trial.objects.get(game=game).state["window"] == "statement", seconds=30)
    events = realtime.events_after(game.stream, 0)
    lines = [e.payload for e in events if e.type == "trial.line"]
    assert [line["role"] for line in lines][:3] == ["judge", "judge", "opponent"]
    states = [e.payload["trial"] for e in events if e.type == "trial.state"]
    assert states[-1]["window"] == "statement" and states[-1]["waiting"] == ""
    assert Trial.objects.get(game=game).pending_kind == ""
