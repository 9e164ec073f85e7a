"""Sign-up is throttled per address, and (a setting, off by default) confirmed by e-mail."""

import random
import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-passphrase-9"


@pytest.fixture
def address():
    """An address of its own per test (the throttle's counts live in the shared cache for their window)."""
    return f"198.51.{random.randint(0, 255)}.{random.randint(1, 254)}"


def sign_up(client, name, address, **extra):
    return client.post("/accounts/signup/", {"username": name, "password1": PASSWORD, "password2": PASSWORD,
                                             **extra.pop("fields", {})}, REMOTE_ADDR=address, **extra)


def test_accounts_from_one_address_are_throttled_saying_when_to_come_back(client, settings, address):
    settings.SIGNUP_RATE = "2/h"
    # given two accounts made from one address
    for name in ("first", "second"):
        assert sign_up(client, name, address).status_code == 302
        client.logout()
    # when a third is asked for, as a page and as JSON
    page = sign_up(client, "third", address)
    data = sign_up(client, "third", address, HTTP_ACCEPT="application/json")
    # then both are refused with the limit and the wait, and no account was made
    assert page.status_code == 429 and int(page["Retry-After"]) > 0
    assert "Too many accounts were created from your address (at most 2/h)" in page.content.decode()
    assert data.status_code == 429
    body = data.json()
    assert (body["code"], body["limit"]) == ("RATE_LIMITED", "signupPerAddress")
    assert 0 < body["retryAfterMs"] <= 3_600_000
    assert not get_user_model().objects.filter(username="third").exists()
    # while another address may still sign up
    assert sign_up(client, "third", address.replace("198.51.", "203.0.")).status_code == 302


def test_failed_attempts_do_not_use_up_the_addresss_allowance(client, settings, address):
    settings.SIGNUP_RATE = "1/h"
    for _ in range(3):
        response = client.post("/accounts/signup/", {"username": "x", "password1": PASSWORD, "password2": "other"},
                               REMOTE_ADDR=address)
        assert response.status_code == 400
    assert sign_up(client, "x", address).status_code == 302


def test_without_email_verification_the_account_works_at_once(client, settings, address):
    assert settings.ACCOUNT_EMAIL_VERIFICATION is False  # the embedded demo's default
    assert "email" not in client.get("/accounts/signup/").content.decode()
    assert sign_up(client, "newjuror", address).status_code == 302
    assert get_user_model().objects.get(username="newjuror").is_active
    assert mail.outbox == []


def test_with_email_verification_the_account_works_once_its_link_is_followed(client, settings, address):
    settings.ACCOUNT_EMAIL_VERIFICATION = True
    # an address is required
    assert sign_up(client, "newjuror", address).status_code == 400
    # given a sign-up with an address
    response = sign_up(client, "newjuror", address, fields={"email": "new@example.org"})
    assert response.status_code == 200 and "Check your e-mail" in response.content.decode()
    user = get_user_model().objects.get(username="newjuror")
    assert not user.is_active
    assert not client.login(username="newjuror", password=PASSWORD)
    # when the link in the mail is followed
    (message,) = mail.outbox
    assert message.to == ["new@example.org"]
    link = re.search(r"http://testserver(/accounts/verify/\S+/)", message.body).group(1)
    assert client.get(link).status_code == 302
    # then the account works, and the link does not work twice
    user.refresh_from_db()
    assert user.is_active
    client.logout()
    assert client.get(link).status_code == 400
    assert client.login(username="newjuror", password=PASSWORD)


def test_a_forged_verification_link_is_refused(client):
    get_user_model().objects.create_user("sleeper", is_active=False)
    assert client.get("/accounts/verify/MQ/not-a-token/").status_code == 400
    assert client.get("/accounts/verify/%FF%FE/x-y/").status_code == 400
