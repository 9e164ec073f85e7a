"""Staff edit cases and personas and inspect games in the admin."""

import pytest
from django.contrib.auth import get_user_model

from game.models import Case, JurorPersona
from tests.game.jury_support import in_selection

pytestmark = pytest.mark.django_db


def test_staff_can_open_every_game_admin_page(client, cases, player):
    game = in_selection(player, cases["hard"])
    staff = get_user_model().objects.create_superuser("boss", password="pw-123456")
    client.force_login(staff)
    case = Case.objects.get(slug="people-v-marsh")
    persona = JurorPersona.objects.filter(case=case).first()
    for url in ("/admin/game/case/", f"/admin/game/case/{case.pk}/change/", "/admin/game/jurorpersona/",
                f"/admin/game/jurorpersona/{persona.pk}/change/", "/admin/game/game/",
                f"/admin/game/game/{game.pk}/change/", "/admin/game/gameevent/", "/admin/game/playerprofile/"):
        assert client.get(url).status_code == 200, url
    body = client.get(f"/admin/game/case/{case.pk}/change/").content.decode()
    assert "Diane Castillo" in body  # the case's pool is edited inline


def test_a_staff_edit_to_a_case_survives_reinstalling_the_shipped_cases(cases):
    from game.cases import cases_install

    Case.objects.filter(slug="state-v-whitfield").update(budget=7777)
    cases_install()
    assert Case.objects.get(slug="state-v-whitfield").budget == 7777
    assert JurorPersona.objects.filter(case__slug="state-v-whitfield", game__isnull=True).count() == 16
