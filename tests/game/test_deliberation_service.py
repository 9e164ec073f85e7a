"""Deliberation in a game: rounds run as tasks, statements go through the LLM door and
stream, the jury instructions reach every prompt, and the verdict ends the game."""

import pytest

from game.services import jury
from game.jury.types import CourtEvent
from game.services.deliberation import deliberation_start, deliberation_step
from game.models import Game, GameEvent
from juryrigged import llm
from game.errors import ActionError
from juryrigged.realtime.models import StreamEvent
from tests.game.jury_support import run_on_commit, seated, sworn

pytestmark = pytest.mark.django_db


def split_jury(game, guilty: int):
    """Set the first `guilty` seats firmly guilty and the rest mildly not guilty."""
    for index, state in enumerate(seated(game)):
        state.opinion = -70.0 if index < guilty else 12.0
        state.confidence = 80.0 if index < guilty else 30.0
        state.save()


def stream_types(game):
    return list(StreamEvent.objects.filter(stream=game.stream).order_by("seq").values_list("type", flat=True))


def test_a_split_jury_deliberates_in_streamed_rounds_to_a_verdict(cases, player, eager):
    # given a sworn jury split 9-3
    game = sworn(player, cases["mid"])
    split_jury(game, 9)
    # when the jury is sent out (tasks run eagerly)
    with run_on_commit():
        deliberation_start(game=game)
    game.refresh_from_db()
    # then it reached a verdict and the game is over
    assert (game.status, game.outcome) == (Game.Status.FINISHED, Game.Outcome.GUILTY)
    assert game.verdict["tallies"][0] == {"guilty": 9, "not_guilty": 3}
    assert game.verdict["tallies"][-1] == {"guilty": 12, "not_guilty": 0}
    types = stream_types(game)
    assert types[types.index("deliberation.started"):][:3] == ["deliberation.started", "deliberation.ballot",
                                                                "deliberation.statement"]
    assert types[-2:] == ["deliberation.verdict", "game.finished"]
    statements = StreamEvent.objects.filter(stream=game.stream, type="deliberation.statement")
    assert statements.count() == 4 * (len(game.verdict["tallies"]) - 1)
    first = statements.first().payload
    assert first["foreperson"] is True and first["juror"] == game.verdict["foreperson"]
    assert first["text"]


def test_the_judges_instructions_and_the_jurors_memories_reach_every_statement_prompt(cases, player, eager,
                                                                                     scripted_llm):
    scripted_llm.default = "I have my doubts."
    game = sworn(player, cases["mid"])
    jury.court_event_apply(game=game, event=CourtEvent("The lab knew the suspect's name", "analytical", 9,
                                                           "defense", ("forensic",)))
    split_jury(game, 8)
    Game.objects.filter(pk=game.pk).update(jury_instructions={
        "standardOfProof": "Beyond a reasonable doubt, members of the jury.",
        "specialInstructions": ["Disregard the anonymous tip."]})
    with run_on_commit():
        deliberation_start(game=game)
    prompts = [r for r in scripted_llm.requests if r.purpose == "game.juror_statement"]
    assert prompts
    for request in prompts:
        text = request.messages[-1]["content"]
        assert "Beyond a reasonable doubt, members of the jury." in text
        assert "Special: Disregard the anonymous tip." in text
        assert "TALLY: " in text and "STANCE: " in text
    assert any("MEMORY: The lab knew the suspect's name (toward not guilty)" in r.messages[-1]["content"]
               for r in prompts)
    assert StreamEvent.objects.filter(stream=game.stream, type="deliberation.statement").first().payload["text"] == \
        "I have my doubts."


def test_a_failing_model_does_not_stop_deliberation(cases, player, eager, scripted_llm):
    scripted_llm.default = lambda request: (_ for _ in ()).throw(llm.ProviderError("down"))
    game = sworn(player, cases["mid"])
    split_jury(game, 9)
    with run_on_commit():
        deliberation_start(game=game)
    game.refresh_from_db()
    assert game.outcome == Game.Outcome.GUILTY
    texts = StreamEvent.objects.filter(stream=game.stream, type="deliberation.statement").values_list("payload__text",
                                                                                                     flat=True)
    # every speaker said their scripted line: the chair's, a position, or reasonable doubt
    assert texts and all(t.startswith(("Let's go around", "I still", "I'm sorry, but the prosecution")) for t in texts)


def test_a_duplicate_step_does_nothing(cases, player):
    game = sworn(player, cases["mid"])
    split_jury(game, 9)
    deliberation_start(game=game)  # round 1 not yet run (no on_commit)
    deliberation_step(game_id=game.pk, round_no=1)
    ballots = GameEvent.objects.filter(game=game, kind="deliberation.ballot").count()
    deliberation_step(game_id=game.pk, round_no=1)
    deliberation_step(game_id=game.pk, round_no=5)
    assert GameEvent.objects.filter(game=game, kind="deliberation.ballot").count() == ballots == 1


def test_the_same_seed_and_jury_give_the_same_deliberation(cases, player, eager):
    outcomes = []
    for _ in range(2):
        game = sworn(player, cases["hard"], seed=99)
        split_jury(game, 7)
        with run_on_commit():
            deliberation_start(game=game)
        game.refresh_from_db()
        outcomes.append((game.outcome, game.verdict["tallies"],
                         [round(s.opinion, 6) for s in game.jurors.order_by("pool_order")]))
    assert outcomes[0] == outcomes[1]


def test_deliberation_needs_a_sworn_jury(cases, player):
    from tests.game.jury_support import in_selection
    game = in_selection(player, cases["tutorial"])
    with pytest.raises(ActionError) as refused:
        deliberation_start(game=game)
    assert refused.value.code == "WRONG_PHASE"


def test_the_offline_jurors_argue_from_the_moments_that_moved_them_their_way():
    from game.mock import juror_statement
    from juryrigged.llm import Request

    import random
    prompt = ("TALLY: 8 guilty, 4 not guilty\nSTANCE: not_guilty\nCONFIDENCE: firm\nROLE: juror\n"
              "MEMORY: The print report (toward guilty)\nMEMORY: The phone log (toward not guilty)")
    request = Request(messages=({"role": "user", "content": prompt},), model="m", purpose="game.juror_statement",
                      timeout=5)
    text = juror_statement(request, random.Random(1))
    assert "Remember the phone log." in text and "print" not in text


def test_every_round_is_given_the_first_ballot_for_its_holdouts_companionship(cases, player, eager, monkeypatch):
    # given a sworn jury split 7-5, and the pure round recorded as the service calls it
    from game.jury import deliberation as rules
    from game.services import deliberation as service

    seen = []

    def recorded(minds, personas, **kwargs):
        seen.append((kwargs["round_no"], kwargs.get("first")))
        return rules.deliberation_round(minds, personas, **kwargs)
    monkeypatch.setattr(service, "deliberation_round", recorded)
    game = sworn(player, cases["hard"], seed=99)
    split_jury(game, 7)
    # when the jury deliberates to its end
    with run_on_commit():
        deliberation_start(game=game)
    game.refresh_from_db()
    # then round 1 is its own first ballot and every later round is told the first ballot, 7-5
    assert len(seen) == len(game.verdict["tallies"]) >= 2
    assert seen[0] == (1, None)
    assert all(first == rules.Tally(7, 5) for _, first in seen[1:])
