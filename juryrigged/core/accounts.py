"""Sign-up: throttled per address, and (ACCOUNT_EMAIL_VERIFICATION) confirmed by e-mail before the account works.

The throttle is django-ratelimit's counter in the cache (Redis in production), keyed by the client's address
behind TRUSTED_PROXY_COUNT proxies; it counts accounts created, SIGNUP_RATE per address ("5/h").
"""

from __future__ import annotations

from dataclasses import dataclass

from django import forms
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.tokens import default_token_generator
from django.core.mail import send_mail
from django.urls import reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode
from django_ratelimit.core import get_usage

from juryrigged.core.addresses import request_client_ip

SIGNUP_GROUP = "accounts.signup"


class SignupForm(UserCreationForm):
    """Django's form, with an e-mail address when sign-up is confirmed by e-mail."""

    email = forms.EmailField(required=False, help_text="The confirmation link is sent here.")
    field_order = ["username", "email", "password1", "password2"]

    class Meta(UserCreationForm.Meta):
        fields = ("username",)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if settings.ACCOUNT_EMAIL_VERIFICATION:
            self.fields["email"].required = True
        else:
            del self.fields["email"]

    def clean_email(self):
        email = self.cleaned_data["email"].strip()
        if get_user_model().objects.filter(email__iexact=email).exists():
            raise forms.ValidationError("An account already uses this address.")
        return email


@dataclass(frozen=True)
class Throttled:
    message: str
    retry_after_s: int


def _usage(request, *, increment: bool) -> dict | None:
    return get_usage(request, group=SIGNUP_GROUP, key=lambda group, r: request_client_ip(r),
                     rate=settings.SIGNUP_RATE, method="POST", increment=increment)


def signup_throttled(request) -> Throttled | None:
    """Whether this address has created SIGNUP_RATE accounts already (checked before the form, counted after)."""
    usage = _usage(request, increment=False)
    if usage is None or usage["count"] < usage["limit"]:
        return None
    wait = max(1, int(usage["time_left"]))
    return Throttled(f"Too many accounts were created from your address (at most {settings.SIGNUP_RATE}). "
                     f"Try again in {wait // 60} min {wait % 60} s.", wait)


def signup_counted(request) -> None:
    _usage(request, increment=True)


def signup_create(request, form: SignupForm):
    """The new account: active at once, or (ACCOUNT_EMAIL_VERIFICATION) inactive until its link is followed."""
    user = form.save(commit=False)
    if settings.ACCOUNT_EMAIL_VERIFICATION:
        user.email = form.cleaned_data["email"]
        user.is_active = False
    user.save()
    signup_counted(request)
    if settings.ACCOUNT_EMAIL_VERIFICATION:
        link = request.build_absolute_uri(reverse("signup-verify", args=[
            urlsafe_base64_encode(force_bytes(user.pk)), default_token_generator.make_token(user)]))
        send_mail("Confirm your JuryRigged account",
                  f"Hello {user.username},\n\nFollow this link to confirm your account:\n{link}\n", None, [user.email])
    return user


def signup_verify(uidb64: str, token: str):
    """The account the link confirms (now active), or None if the link is wrong or used."""
    try:
        pk = urlsafe_base64_decode(uidb64).decode()
        user = get_user_model().objects.filter(pk=int(pk)).first()
    except (ValueError, TypeError, OverflowError, UnicodeDecodeError):
        return None
    if user is None or user.is_active or not default_token_generator.check_token(user, token):
        return None
    user.is_active = True
    user.save(update_fields=["is_active"])
    return user
