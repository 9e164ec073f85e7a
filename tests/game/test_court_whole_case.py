import pytest

from game.services import trial as court
from game.models import JudgeState, Trial
from game.models import Game, GameEvent
from juryrigged.llm.models import LLMCall
from tests.game.court_support import deliberate, play_trial, seat_jury, start_game

pytestmark = pytest.mark.django_db


def test_a_scripted_case_goes_from_pretrial_to_a_verdict():
    # given a new game of the tutorial case, with judge research and an investigation bought
    game = start_game()
    court.trial_research_judge(game=game, level=1)
    court.trial_investigate(game=game, investigation="cctv")
    game = seat_jury(game)
    # when the player tries the case and the jury deliberates
    actions = play_trial(game)
    game.refresh_from_db()
    assert game.phase == Game.Phase.DELIBERATION
    game = deliberate(game)
    # then a verdict is reached, and the trial left its record everywhere it should
    assert game.status == Game.Status.FINISHED
    assert game.outcome in (Game.Outcome.GUILTY, Game.Outcome.NOT_GUILTY, Game.Outcome.HUNG)
    assert game.experience_earned > 0
    assert game.jury_instructions["standard_of_proof"].startswith("Beyond a reasonable doubt")
    assert len(actions) >= 15
    kinds = set(GameEvent.objects.filter(game=game).values_list("kind", flat=True))
    assert {"trial.line", "trial.phase", "court_event", "trial.instructions", "deliberation.started",
            "game.finished"} <= kinds
    purposes = set(LLMCall.objects.filter(subject=f"game.game:{game.pk}").values_list("purpose", flat=True))
    assert {"game.witness", "game.opponent"} <= purposes
    trial = Trial.objects.get(game=game)
    assert trial.pending_kind == ""
    assert JudgeState.objects.get(game=game).research_level == 1


def test_jury_instructions_reach_every_jurors_deliberation_prompt(scripted_llm):
    # given a game whose trial reached deliberation (the mock answers the trial's steps)
    from juryrigged.llm import mock

    scripted_llm.default = lambda request: mock.respond(request)
    game = seat_jury(start_game())
    play_trial(game)
    seated = list(game.jurors.filter(status="seated").order_by("seat"))
    for index, juror in enumerate(seated):  # a split jury, so that jurors argue
        juror.opinion = 30.0 if index % 2 else -30.0
        juror.save(update_fields=["opinion"])
    # when the jury deliberates
    deliberate(game)
    # then every juror statement prompt carries the judge's instructions
    statements = [r for r in scripted_llm.requests if r.purpose == "game.juror_statement"]
    assert statements
    for request in statements:
        prompt = "\n".join(m["content"] for m in request.messages)
        assert "Beyond a reasonable doubt" in prompt
        assert "Statements and arguments of counsel are not evidence." in prompt


def test_objections_are_ruled_through_the_model_and_similar_ones_hit_the_cache():
    game = seat_jury(start_game())
    play_trial(game, object_to_everything=True)
    trial = Trial.objects.get(game=game)
    rulings = LLMCall.objects.filter(subject=f"game.game:{game.pk}", purpose="game.ruling").count()
    assert trial.state["judge_calls"] == rulings
    assert trial.state["cache_hits"] >= 1
    assert trial.state["cache_misses"] == trial.state["judge_calls"]
    assert JudgeState.objects.get(game=game).notable_rulings
