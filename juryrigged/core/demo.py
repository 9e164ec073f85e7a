"""Demo data: the two demo users, then each product's own demo (its `demo.load()`).

Idempotent: every loader looks up before it creates, so a second run adds nothing.
"""

from importlib import import_module

from django.contrib.auth import get_user_model

DEMO_USERS = [
    {"username": "staff", "password": "staff-demo-pass", "label": "staff: admin and moderation", "is_staff": True},
    {"username": "demo", "password": "demo-pass-2026", "label": "a regular user", "is_staff": False},
]
PRODUCT_DEMOS = ["courtroom.demo", "evaluation.demo", "game.demo"]


def load_users() -> list:
    User = get_user_model()
    users = []
    for spec in DEMO_USERS:
        user, created = User.objects.get_or_create(
            username=spec["username"], defaults={"is_staff": spec["is_staff"], "is_superuser": spec["is_staff"]}
        )
        if created:
            user.set_password(spec["password"])
            user.save(update_fields=["password"])
        users.append(user)
    return users


def load_all() -> None:
    load_users()
    for path in PRODUCT_DEMOS:
        try:
            module = import_module(path)
        except ModuleNotFoundError as exc:
            if exc.name != path:
                raise
            continue
        module.load()
