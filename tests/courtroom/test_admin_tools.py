"""The staff's tools in the admin: pages render, actions go through the services and are logged."""

import pytest
from django.test import Client

from courtroom.models import CourtSession, StaffAction, Turn
from tests.courtroom.conftest import in_phase, run_until, step

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(staff):
    staff.is_superuser = True
    staff.save()
    client = Client()
    client.force_login(staff)
    return client


def test_the_session_pages_show_transcript_votes_and_blocked_counts(admin_client, new_session):
    session = run_until(new_session(), in_phase("verdict_vote"))
    CourtSession.objects.filter(pk=session.pk).update(blocked_vote_attempts=7)
    listing = admin_client.get("/admin/courtroom/courtsession/?status__exact=running&q=goose")
    assert listing.status_code == 200 and "mayor" in listing.content.decode()
    page = admin_client.get(f"/admin/courtroom/courtsession/{session.pk}/change/").content.decode()
    assert "guilty: 0, not_guilty: 0" in page
    assert ">7<" in page
    assert Turn.objects.filter(session=session).first().dialogue[:30].replace("'", "&#x27;") in page


def test_the_advance_and_end_actions_move_the_session_and_are_logged(admin_client, new_session, staff):
    session = run_until(new_session(), in_phase("openings"))
    admin_client.post("/admin/courtroom/courtsession/", {"action": "advance_phase", "_selected_action": [session.pk]})
    session.refresh_from_db()
    assert session.phase == "witness_exam"
    admin_client.post("/admin/courtroom/courtsession/", {"action": "end_session", "_selected_action": [session.pk]})
    session.refresh_from_db()
    assert (session.status, session.ended_by_staff) == ("completed", True)
    assert list(StaffAction.objects.order_by("at").values_list("action", "actor")) == [
        ("session_advance", staff.pk), ("session_end", staff.pk)]


def test_the_moderation_queue_restores_a_flagged_line(admin_client, new_session, scripted_llm):
    scripted_llm.answers = ["Order! I will kill you when this trial is over."]
    session = new_session()
    step(session)
    step(session)
    turn = Turn.objects.get(session=session, turn_number=1)
    queue = admin_client.get("/admin/courtroom/flaggedturn/").content.decode()  # opens on the flagged lines
    assert "threats or doxxing" in queue and "I will kill you" in queue
    admin_client.post("/admin/courtroom/flaggedturn/?moderation=flagged",
                      {"action": "restore_turns", "_selected_action": [turn.pk]})
    turn.refresh_from_db()
    assert turn.moderation == "restored" and not turn.is_redacted and turn.dialogue == turn.original_dialogue


def test_prompt_bank_and_rules_are_editable(admin_client):
    assert admin_client.get("/admin/courtroom/caseprompt/").status_code == 200
    assert admin_client.get("/admin/courtroom/sentenceoption/").status_code == 200
    response = admin_client.post("/admin/courtroom/moderationrule/add/", {
        "code": "harassment", "pattern": r"\bnincompoop\b", "unless": "", "description": "test", "active": "on"})
    assert response.status_code == 302
    assert StaffAction.objects.get().action == "rule_added"
    from courtroom.models import ModerationRule
    from courtroom.services import offline_moderate
    assert offline_moderate("Counsel, you nincompoop!").categories == ("harassment",)
    assert ModerationRule.objects.get(pattern=r"\bnincompoop\b").source == "staff"
    assert admin_client.get("/admin/courtroom/staffaction/").status_code == 200


def test_the_moderation_queue_all_filter_and_clear_all_really_show_every_line(admin_client, new_session,
                                                                               scripted_llm):
    # given one flagged line and one clean line
    scripted_llm.answers = ["Order! I will kill you when this trial is over.", "My client is a fine goose."]
    session = new_session()
    for _ in range(4):
        step(session)
    assert sorted(set(Turn.objects.values_list("moderation", flat=True))) == ["clean", "flagged"]
    lines = Turn.objects.count()
    url = "/admin/courtroom/flaggedturn/"
    # when staff open the queue, then pick "All", then clear all filters from a filtered view
    opened = admin_client.get(url).content.decode()
    everything = admin_client.get(url + "?moderation=all").content.decode()
    filtered = admin_client.get(url + "?moderation=restored&role__exact=judge").content.decode()
    # then the queue opens on flagged lines only, and "All" and "Clear all filters" show both
    assert "I will kill you" in opened and "fine goose" not in opened
    assert "I will kill you" in everything and "fine goose" in everything
    assert '<a href="?moderation=all">' in filtered  # "Clear all filters"
    assert 'href="?moderation=all"' in opened and opened.count('name="_selected_action"') == 1
    assert everything.count('name="_selected_action"') == lines
    # and clearing the filters of a search keeps the search (as Django's own does), showing all its lines
    searched = admin_client.get(url + "?q=goose&role__exact=defense&moderation=flagged").content.decode()
    assert '<a href="?moderation=all&amp;q=goose">' in searched
    assert "fine goose" in admin_client.get(url + "?moderation=all&q=goose").content.decode()


def test_the_queue_reads_as_cards_on_a_phone(admin_client):
    # the list's stylesheet stacks each line's columns, labelled, when the list is narrow (see the browser test)
    page = admin_client.get("/admin/courtroom/flaggedturn/").content.decode()
    assert "courtroom/moderation_queue.css" in page
