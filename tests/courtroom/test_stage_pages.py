"""The stage's pages for a room: the presenter view, the streaming overlay and the short join link."""

import re

import pytest
from django.test import Client

from courtroom.screens import join_qr_svg
from tests.courtroom.conftest import in_phase, run_until

pytestmark = pytest.mark.django_db


def test_the_presenter_view_shows_a_qr_code_and_the_short_url_of_the_show(new_session):
    # given a session on its way
    session = run_until(new_session(), in_phase("openings"))
    # when the presenter view is opened
    response = Client().get(f"/court/{session.pk}/screen/")
    # then it has the stage, the QR code and the short link, and no controls
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="stage"' in html and "<svg" in html
    assert f"http://testserver/c/{session.pk}" in html
    assert "QR code: scan to join and vote" in html
    assert "<button" not in html and "<form" not in html


def test_the_qr_code_encodes_the_url_it_is_drawn_for():
    # a QR code of a longer URL needs more modules: the drawing depends on its text
    short = join_qr_svg("http://a.example/c/1")
    longer = join_qr_svg("http://a.example/c/1" + "?x=" + "y" * 80)
    size = lambda svg: int(re.search(r'viewBox="0 0 (\d+) \d+"', svg).group(1))  # noqa: E731
    assert size(longer) > size(short)


def test_the_overlay_may_be_embedded_by_streaming_software(new_session):
    session = new_session()
    response = Client().get(f"/court/{session.pk}/overlay/")
    assert response.status_code == 200
    assert "X-Frame-Options" not in response.headers
    assert 'class="court-overlay"' in response.content.decode()


def test_the_short_link_leads_to_the_phones_vote_first_view(new_session):
    session = new_session()
    response = Client().get(f"/c/{session.pk}")
    assert response.status_code == 302
    assert response.headers["Location"] == f"/court/{session.pk}/vote/"


def test_the_vote_first_view_is_the_show_page_with_the_jury_first(new_session):
    # given a session
    session = new_session()
    # then the QR code's target is the show page marked vote-first (the phone layout puts the jury
    # panel on top and leaves the stage out), and the plain show page is not
    vote_first = Client().get(f"/court/{session.pk}/vote/").content.decode()
    assert 'class="court-layout vote-first"' in vote_first and 'id="vote-now-bar"' in vote_first
    assert "vote-first" not in Client().get(f"/court/{session.pk}/").content.decode().split("<main")[1]
    assert Client().get("/court/999999/vote/").status_code == 404


@pytest.mark.parametrize("path", ["/court/999999/screen/", "/court/999999/overlay/"])
def test_a_missing_session_has_no_screen(path):
    assert Client().get(path).status_code == 404


def test_the_show_page_carries_the_stage_and_its_pace(new_session, settings):
    settings.COURT_PACE_MS_PER_CHAR = 35
    session = run_until(new_session(), in_phase("openings"))
    html = Client().get(f"/court/{session.pk}/").content.decode()
    assert 'id="stage"' in html and 'aria-hidden="true"' in html
    assert '"paceMsPerChar": 35' in html


def test_the_join_code_shows_only_on_a_staff_members_screen(new_session, staff):
    # given a session whose vote is kept to the room
    session = new_session()
    session.join_code = "OWL42"
    session.save(update_fields=["join_code"])
    # then the public screen does not give it away, and the host's (staff) screen shows it
    assert "OWL42" not in Client().get(f"/court/{session.pk}/screen/").content.decode()
    host = Client()
    host.force_login(staff)
    assert 'id="join-code">OWL42<' in host.get(f"/court/{session.pk}/screen/").content.decode()


def test_the_poll_controls_are_on_the_hosts_own_screen_only(new_session, user):
    # given a session its host opened
    session = new_session(created_by=user)
    host = Client()
    host.force_login(user)
    # then the host's presenter screen has the controls and the poll API's address
    screen = host.get(f"/court/{session.pk}/screen/").content.decode()
    assert 'id="host-controls"' in screen and f"/api/court/sessions/{session.pk}/poll" in screen
    # and neither the host's overlay (embedded in streaming software) nor anyone else's screen has them
    overlay = host.get(f"/court/{session.pk}/overlay/").content.decode()
    public = Client().get(f"/court/{session.pk}/screen/").content.decode()
    for page in (overlay, public):
        assert 'id="host-controls"' not in page and "/poll" not in page and "csrfToken" not in page
