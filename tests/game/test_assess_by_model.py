"""With a model configured for it, what a witness says is read by a structured call (purpose
`game.assess`, counted in the game's budget), and that reading sets the court event; without
one, the offline assessor reads it and no call is made."""

import pytest

from juryrigged.llm.models import LLMCall

from game.models import Game, GameEvent
from game.services import trial as court
from game.selectors import trial_view
from tests.game.court_support import drain, seat_jury, start_game

pytestmark = pytest.mark.django_db


def first_answer(game: Game) -> dict:
    """Play on (the first suggested question, no cards) until a witness has answered; the
    court event that answer made."""
    for _ in range(40):
        drain(game)
        game.refresh_from_db()
        for payload in GameEvent.objects.filter(game=game, kind="court_event").values_list("payload", flat=True):
            if payload["event"].get("source") == "answer":
                return payload["event"]
        view = trial_view(game=game)
        if view["window"] == "statement":
            court.trial_make_statement(game=game, theme=view["themes"][0], cards=[])
        elif view["window"] == "question":
            court.trial_ask_question(game=game, question_id=view["suggested"][0]["id"])
        elif view["window"] == "turn":
            court.trial_continue(game=game)
        elif view["window"] == "objection":
            court.trial_allow(game=game)
    raise AssertionError("no witness answered")


def test_with_a_model_the_answer_is_read_by_a_structured_call_and_its_reading_sets_the_event(cases, settings):
    settings.GAME_ASSESS_WITH_MODEL = "on"
    game = seat_jury(start_game(username="assess-on", slug="state-v-whitfield", seed=7))
    event = first_answer(game)
    calls = LLMCall.objects.filter(subject=f"game.game:{game.pk}", purpose="game.assess")
    assert calls.exists()
    # the offline mock's reading (tests/../game/trial/mock.py) is what the jury heard
    assert event["description"] in ("The witness stands by their account.", "Counsel argues the case.")


def test_without_one_the_offline_assessor_reads_it_and_no_call_is_made(cases, settings):
    settings.GAME_ASSESS_WITH_MODEL = "auto"  # with the offline mock configured: no model reading
    game = seat_jury(start_game(username="assess-auto", slug="state-v-whitfield", seed=7))
    event = first_answer(game)
    assert not LLMCall.objects.filter(subject=f"game.game:{game.pk}", purpose="game.assess").exists()
    assert event["description"] not in ("The witness stands by their account.",)
    assert event["why"]
