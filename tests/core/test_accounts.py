from urllib.parse import urlencode

import pytest
from django.contrib.auth import get_user_model

from juryrigged.core.demo import DEMO_USERS, load_all

pytestmark = pytest.mark.django_db


def test_sign_up_creates_the_user_and_logs_them_in(client):
    response = client.post("/accounts/signup/", {"username": "newjuror", "password1": "a-long-passphrase-9",
                                                 "password2": "a-long-passphrase-9"}, follow=True)
    assert response.status_code == 200
    assert response.context["user"].username == "newjuror"
    assert get_user_model().objects.filter(username="newjuror").exists()


@pytest.mark.parametrize("next_url, lands_on", [
    ("//evil.example/phish", "/"), ("https://evil.example/", "/"), ("/game/", "/game/"), ("javascript:alert(1)", "/"),
])
def test_sign_up_follows_next_only_to_this_site(client, next_url, lands_on):
    # given a sign-up link carrying ?next=, when the new user signs up
    response = client.post("/accounts/signup/?" + urlencode({"next": next_url}), {
        "username": "newjuror", "password1": "a-long-passphrase-9", "password2": "a-long-passphrase-9"})
    # then it redirects there only when it is a path on this site (an open redirect otherwise)
    assert response.status_code == 302 and response["Location"] == lands_on


def test_sign_up_with_mismatched_passwords_is_refused_with_a_message(client):
    response = client.post("/accounts/signup/", {"username": "x", "password1": "a-long-passphrase-9",
                                                 "password2": "another-passphrase-9"})
    assert response.status_code == 400
    assert "didn’t match" in response.content.decode() or "didn't match" in response.content.decode()
    assert not get_user_model().objects.filter(username="x").exists()


def test_log_in_and_out(client):
    get_user_model().objects.create_user("judge", password="gavel-gavel-9")
    response = client.post("/accounts/login/", {"username": "judge", "password": "gavel-gavel-9"})
    assert response.status_code == 302
    assert client.get("/").context["user"].is_authenticated
    client.post("/accounts/logout/")
    assert not client.get("/").context["user"].is_authenticated


def test_demo_data_creates_a_staff_and_a_regular_user_once():
    load_all()
    load_all()
    User = get_user_model()
    assert User.objects.filter(username__in=[u["username"] for u in DEMO_USERS]).count() == 2
    assert User.objects.get(username="staff").is_staff is True
    assert User.objects.get(username="demo").is_staff is False
    assert User.objects.get(username="demo").check_password("demo-pass-2026")


def test_an_unknown_api_path_answers_json_404(client):
    response = client.get("/api/no-such-thing")
    assert response.status_code == 404
    assert response.json()["code"] == "NOT_FOUND"
