"""Staff see every conversation and run in the admin, with read-only stages and the run's model calls and cost."""

import pytest

from evaluation.runs import run_dispatch
from tests.evaluation.conftest import start

pytestmark = pytest.mark.django_db


def test_staff_see_a_run_with_its_stages_calls_and_cost(admin_client, user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    html = admin_client.get(f"/admin/evaluation/message/{run.pk}/change/").content.decode()
    assert "5 calls" in html  # 3 jurors + title + foreman
    assert "eval.juror" in html and "eval.foreman" in html and "eval.title" in html
    assert "juror_summary" in html
    assert f"/evaluate/{run.pk}/" in html
    listing = admin_client.get("/admin/evaluation/conversation/").content.decode()
    assert "Users Endpoint Docs Review" in listing


def test_stages_cannot_be_edited_in_the_admin(admin_client, user, jury):
    run = start(user)
    run_dispatch(message_id=run.pk)
    stage = run.stages.first()
    response = admin_client.post(f"/admin/evaluation/deliberationstage/{stage.pk}/change/", {"content": "tampered"})
    assert response.status_code == 403
    stage.refresh_from_db()
    assert stage.content != "tampered"
