"""The game's admin pages: a game's stored JSON is read-only and readable; a case's authored JSON is edited
indented (juryrigged/core/admin_json.py)."""

import re

import pytest

pytestmark = pytest.mark.django_db


def test_a_record_s_json_cannot_be_changed_from_its_page(admin_client, cases, player):
    from game.models import Game
    from tests.game.jury_support import in_selection

    # given a game whose verdict is stored JSON
    game = in_selection(player, cases["hard"])
    Game.objects.filter(pk=game.pk).update(verdict={"result": "guilty"})
    page = admin_client.get(f"/admin/game/game/{game.pk}/change/").content.decode()
    # then its page shows it, read-only, not as a form field
    assert 'name="verdict"' not in page and "&quot;result&quot;: &quot;guilty&quot;" in page
    assert "Jury instructions" in page or "jury instructions" in page  # the label is the field's own


def test_authored_json_stays_editable_and_indented(admin_client, cases):
    from game.models import Case

    # given a shipped case, whose witnesses staff author
    case = Case.objects.get(slug="people-v-marsh")
    page = admin_client.get(f"/admin/game/case/{case.pk}/change/").content.decode()
    # then the witnesses are an indented textarea, not a read-only display
    textarea = re.search(r'<textarea name="witnesses"[^>]*>(.*?)</textarea>', page, re.S).group(1)
    assert textarea.lstrip("\n").startswith("[\n  {")
    assert "witnesses_readable" not in page
