"""Voir dire questioning: counsel asks prospective jurors a few questions and their answers
reveal how they lean, in words, only as far as a strong leaning shows."""

import pytest
from rest_framework.test import APIClient

from game.errors import ActionError
from game.jury.questioning import QUESTIONS_PER_VOIR_DIRE, answer, noted
from game.jury.types import Persona
from game.models import GameEvent
from game.selectors import voir_dire_panel
from game.services.voir_dire_questions import voir_dire_question
from tests.game.jury_support import in_selection, seated

WORDS = {"accuser": "prosecution", "civil": False, "case_tags": {"police", "theft"}}


def test_a_strong_leaning_shows_in_the_answer_and_a_mild_one_does_not():
    strong = Persona("a", prosecution_bias=30, topic_biases={"police": 25}, triggers=("theft",))
    mild = Persona("b", prosecution_bias=8, topic_biases={"police": 5}, triggers=("arson",))
    wary = Persona("c", prosecution_bias=-30, topic_biases={"police": -20})
    said = {key: answer(strong, key, cause_grounds=[], **WORDS)[0] for key in ("standard", "police", "personal")}
    plain = {key: answer(mild, key, cause_grounds=[], **WORDS)[0] for key in ("standard", "police", "personal")}
    assert "don't end up in court for nothing" in said["standard"]
    assert said["police"].startswith("I trust them")
    assert "theft" in said["personal"]
    assert plain == {"standard": "Yes. That's only fair.", "police": "No strong feelings either way. They're people "
                     "like anyone.", "personal": "Not really, no."}
    assert "convict anyone" in answer(wary, "standard", cause_grounds=[], **WORDS)[0]
    assert answer(wary, "police", cause_grounds=[], **WORDS)[0].startswith("I've seen them get things wrong")
    # words, never the numbers behind them
    assert not any(ch.isdigit() for text in said.values() for ch in text)


def test_asked_whether_they_can_be_fair_a_juror_states_the_facts_that_ground_a_challenge():
    grounds = [{"reason": "relationship", "fact": "Buys parts from the defendant's garage every week."}]
    said, established = answer(Persona("a"), "fair", cause_grounds=grounds, **WORDS)
    # the juror's own words, and the fact as the court notes it (the case file's third person
    # once read as the juror's quoted answer: "For the record: Buys parts from...")
    assert said == "Yes. There is something the court should know."
    assert noted(grounds) == "Buys parts from the defendant's garage every week."
    assert established == ["relationship"]
    assert answer(Persona("a"), "fair", cause_grounds=[], **WORDS) == ("No. I think I can judge it on what I hear.",
                                                                       [])


@pytest.mark.django_db
def test_the_answer_is_heard_once_shown_on_the_card_and_the_court_allows_only_a_few(cases, player):
    game = in_selection(player, cases["mid"])
    jurors = seated(game)
    # when counsel asks the first juror whether they can be fair
    event = voir_dire_question(game=game, juror_id=jurors[0].persona_id, question="fair")
    # then the answer is on the timeline and on that candidate's card, that question no longer offered
    assert event.kind == "voir_dire.answer"
    card = next(c for c in voir_dire_panel(game=game)["seated"] if c["juror"] == jurors[0].persona_id)
    assert card["answers"] == [{"question": "fair", "asked": event.payload["asked"], "answer": event.payload["answer"],
                                "noted": event.payload["noted"]}]
    assert "fair" not in {q["key"] for q in card["unasked"]}
    # and asking it again, or a question not offered, is refused
    with pytest.raises(ActionError) as again:
        voir_dire_question(game=game, juror_id=jurors[0].persona_id, question="fair")
    assert again.value.code == "ALREADY_ASKED"
    with pytest.raises(ActionError) as unknown:
        voir_dire_question(game=game, juror_id=jurors[0].persona_id, question="favourite colour")
    assert (unknown.value.code, unknown.value.status) == ("UNKNOWN_QUESTION", 400)
    # and past the court's allowance the judge stops it
    for juror in jurors[1:QUESTIONS_PER_VOIR_DIRE]:
        voir_dire_question(game=game, juror_id=juror.persona_id, question="standard")
    assert voir_dire_panel(game=game)["questions_left"] == 0
    with pytest.raises(ActionError) as enough:
        voir_dire_question(game=game, juror_id=jurors[-1].persona_id, question="police")
    assert enough.value.code == "NO_QUESTIONS_LEFT"
    assert GameEvent.objects.filter(game=game, kind="voir_dire.answer").count() == QUESTIONS_PER_VOIR_DIRE


@pytest.mark.django_db
def test_the_api_answers_a_question_and_refuses_a_bad_one_with_a_clear_error(cases, player):
    game = in_selection(player, cases["mid"])
    client = APIClient()
    client.force_authenticate(player)
    juror = seated(game)[0].persona_id
    url = f"/api/game/games/{game.pk}/voir-dire/question"
    ok = client.post(url, {"juror": juror, "question": "police"}, format="json")
    assert ok.status_code == 200 and ok.json()["answer"]
    assert client.post(url, {"juror": juror, "question": "nope"}, format="json").json()["code"] == "UNKNOWN_QUESTION"
    missing = client.post(url, {"juror": 999999, "question": "fair"}, format="json")
    assert (missing.status_code, missing.json()["code"]) == (404, "JUROR_NOT_ON_PANEL")
