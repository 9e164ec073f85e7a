"""Pages and API: each phase's page, the player's own games only, clear errors."""

import pytest
from django.contrib.auth.models import AnonymousUser

from game.selectors import can_access_game_stream
from game.models import Game
from tests.game.jury_support import in_selection, make_player, seated, sworn

pytestmark = pytest.mark.django_db


def test_case_selection_lists_the_three_cases_for_anyone(client, cases):
    body = client.get("/game/").content.decode()
    for title in ("State v. Whitfield", "State v. Reyes", "People v. Marsh"):
        assert title in body
    assert "Log in to play" in body


def test_a_saved_game_resumes_on_the_page_of_its_phase(client, cases, player):
    client.force_login(player)
    game = in_selection(player, cases["tutorial"])
    assert client.get(f"/game/{game.pk}/").url == f"/game/{game.pk}/voir-dire/"
    body = client.get("/game/").content.decode()
    assert "Your saved games" in body and "Resume" in body
    Game.objects.filter(pk=game.pk).update(phase=Game.Phase.DELIBERATION)
    assert client.get(f"/game/{game.pk}/").url == f"/game/{game.pk}/deliberation/"
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED, phase=Game.Phase.VERDICT)
    assert client.get(f"/game/{game.pk}/").url == f"/game/{game.pk}/summary/"


def test_the_voir_dire_page_shows_strikes_left_reasons_and_each_seat(client, cases, player):
    client.force_login(player)
    game = in_selection(player, cases["tutorial"])
    body = client.get(f"/game/{game.pk}/voir-dire/").content.decode()
    assert 'data-testid="strikes-left">3<' in body
    assert "Conflict of interest" in body and "Prior knowledge of the case" in body
    assert body.count('class="card candidate"') == 14
    assert "Gloria Mendes" in body


def test_the_jury_box_draws_twelve_faces_by_jury_reading(client, cases):
    user = make_player("reader", jury_reading=5)
    client.force_login(user)
    game = sworn(user, cases["mid"])
    body = client.get(f"/game/{game.pk}/jury/box/").content.decode()
    assert body.count('<svg class="juror-face') == 12
    assert body.count('class="approx"') == 12 and "toward" in body or "steady" in body


def test_another_players_game_is_not_found(client, cases, player):
    game = in_selection(player, cases["tutorial"])
    client.force_login(make_player("other"))
    assert client.get(f"/game/{game.pk}/voir-dire/").status_code == 404
    response = client.get(f"/api/game/games/{game.pk}")
    assert response.status_code == 404 and response.json()["code"] == "NOT_FOUND"
    assert client.post(f"/api/game/games/{game.pk}/voir-dire/strike", {"juror": 1}).status_code == 404


def test_anonymous_players_are_sent_to_log_in(client, cases):
    assert client.post("/game/cases/state-v-whitfield/start/").url.startswith("/accounts/login/")
    assert client.get("/api/game/games").status_code in (401, 403)


def test_only_the_player_may_follow_the_game_stream(cases, player):
    game = in_selection(player, cases["tutorial"])
    assert can_access_game_stream(player, game.stream)
    assert not can_access_game_stream(make_player("other"), game.stream)
    assert not can_access_game_stream(AnonymousUser(), game.stream)


def test_api_errors_are_clear_and_never_500(client, cases, player):
    client.force_login(player)
    assert client.post("/api/game/games", {"case": "no-such-case"}).json()["code"] == "CASE_NOT_FOUND"
    assert client.post("/api/game/games", {}).json()["code"] == "VALIDATION_ERROR"
    game = in_selection(player, cases["tutorial"])
    for juror in [s.persona_id for s in seated(game)[:3]]:
        assert client.post(f"/api/game/games/{game.pk}/voir-dire/strike", {"juror": juror}).status_code == 200
    response = client.post(f"/api/game/games/{game.pk}/voir-dire/strike", {"juror": seated(game)[4].persona_id})
    assert (response.status_code, response.json()["code"]) == (409, "NO_STRIKES_LEFT")
    response = client.post(f"/api/game/games/{game.pk}/voir-dire/challenge", {"juror": "x", "reason": "bias"})
    assert response.status_code == 400
    assert client.get(f"/api/game/games/{game.pk}/summary").json()["code"] == "GAME_NOT_OVER"


def test_a_page_form_error_becomes_a_message_not_an_error_page(client, cases, player):
    client.force_login(player)
    game = in_selection(player, cases["tutorial"])
    response = client.post(f"/game/{game.pk}/voir-dire/challenge/", {"juror": seated(game)[0].persona_id,
                                                                     "reason": ""}, follow=True)
    assert response.status_code == 200
    assert "Choose a legal reason for the challenge." in response.content.decode()


def test_the_jury_goes_out_only_at_the_end_of_the_trial(client, cases, player):
    # given a sworn jury, before any evidence is heard
    client.force_login(player)
    game = sworn(player, cases["tutorial"])
    # then no page or API skips the trial: no quick trial, no "send the jury out", no second pre-trial
    for url in (f"/game/{game.pk}/jury/", f"/game/{game.pk}/jury/present/", f"/game/{game.pk}/deliberate/",
                f"/game/{game.pk}/pretrial/", f"/api/game/games/{game.pk}/deliberation",
                f"/api/game/games/{game.pk}/begin-selection", f"/api/game/games/{game.pk}/consultant"):
        assert client.post(url).status_code == 404, url
    # and the sworn game resumes in the courtroom
    assert client.get(f"/game/{game.pk}/").url == f"/game/{game.pk}/court/"
    game.refresh_from_db()
    assert game.phase == Game.Phase.OPENING
