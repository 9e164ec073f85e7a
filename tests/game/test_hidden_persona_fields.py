"""Hidden persona fields and the case's truth never reach the browser: every page,
partial, API answer and stream event of a whole game is searched for them."""

import json

import pytest

from game.models import Case, Game, JurorPersona, PlayerProfile
from juryrigged.realtime.models import StreamEvent
from game.selectors import trial_view
from tests.game.court_support import play_trial
from tests.game.jury_support import run_on_commit

pytestmark = pytest.mark.django_db

MARKERS = ("zzhiddentrigger", "zzhiddentopic", "zzhiddenfact", "zzhiddentruth")
HIDDEN_KEYS = ("prosecution_bias", "topic_biases", "trigger_direction", "triggers", "cause_grounds", "truth")


def plant_secrets(case: Case) -> None:
    case.truth = "zzhiddentruth"
    case.save()
    for persona in JurorPersona.objects.filter(case=case):
        persona.triggers = ["zzhiddentrigger"]
        persona.trigger_direction = {"zzhiddentrigger": "hostile"}
        persona.topic_biases = {"zzhiddentopic": 17}
        persona.cause_grounds = [{"reason": "bias", "fact": "zzhiddenfact"}]
        persona.save()


def assert_clean(label: str, body: str) -> None:
    for marker in MARKERS:
        assert marker not in body, f"{marker} leaked in {label}"
    for key in HIDDEN_KEYS:
        assert f'"{key}"' not in body and f"{key}=" not in body, f"{key} leaked in {label}"


def test_no_response_or_stream_event_of_a_whole_game_carries_hidden_fields(client, cases, player, eager):
    # given the most revealing player: Jury Reading 5 and a consultant
    PlayerProfile.objects.filter(user=player).update(jury_reading=5)
    case = cases["tutorial"]
    plant_secrets(case)
    client.force_login(player)
    bodies = {}

    def get(url):
        response = client.get(url, follow=True)
        assert response.status_code == 200, url
        bodies[url] = response.content.decode()
        return response

    def post(url, data=None, api=False):
        with run_on_commit():
            response = (client.post(url, data=json.dumps(data or {}), content_type="application/json") if api
                        else client.post(url, data or {}, follow=True))
        assert response.status_code < 400, (url, response.content[:300])
        bodies[f"POST {url} {data}"] = response.content.decode()
        return response

    # when the player plays the case through pages and API
    get("/game/")
    get("/api/game/cases")
    created = post("/api/game/games", {"case": case.slug}, api=True).json()
    gid = created["id"]
    get(f"/game/{gid}/")
    get(f"/game/{gid}/court/")
    post(f"/api/game/games/{gid}/trial/consultant", api=True)
    post(f"/api/game/games/{gid}/trial/finish-pretrial", api=True)
    get(f"/game/{gid}/voir-dire/")
    get(f"/api/game/games/{gid}/voir-dire")
    game = Game.objects.get(pk=gid)
    juror = game.jurors.filter(status="seated").first().persona_id
    post(f"/api/game/games/{gid}/voir-dire/challenge", {"juror": juror, "reason": "bias"}, api=True)
    juror = game.jurors.filter(status="seated").first().persona_id
    post(f"/api/game/games/{gid}/voir-dire/strike", {"juror": juror}, api=True)
    get(f"/game/{gid}/voir-dire/panel/")
    while not post(f"/api/game/games/{gid}/voir-dire/pass", api=True).json()["sworn"]:
        pass
    get(f"/game/{gid}/court/")
    get(f"/game/{gid}/jury/box/")
    post(f"/api/game/games/{gid}/trial/statement", {"theme": trial_view(game=game)["themes"][0], "cards": []},
         api=True)
    get(f"/api/game/games/{gid}/trial")
    with run_on_commit():
        play_trial(game)  # the rest of the trial, to the jury going out at its end
    get(f"/api/game/games/{gid}")
    get(f"/game/{gid}/deliberation/")
    get(f"/game/{gid}/summary/")
    get(f"/api/game/games/{gid}/summary")
    get(f"/api/game/games/{gid}")
    # then the game ended, the player saw personalities and numbers, and nothing hidden
    assert Game.objects.get(pk=gid).status == Game.Status.FINISHED
    assert "analytical_vs_emotional" in bodies[f"/api/game/games/{gid}/voir-dire"]
    for label, body in bodies.items():
        assert_clean(label, body)
    for event in StreamEvent.objects.filter(stream=f"game.{gid}"):
        assert_clean(f"stream event {event.type}", json.dumps(event.payload))
