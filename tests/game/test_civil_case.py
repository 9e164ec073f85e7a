"""A civil case: brought by the plaintiff, proven by a preponderance of the evidence,
decided liable / not liable — in the engine's words, the jury's instructions, the ballots,
the stored outcome and every page the player reads."""

import re

import pytest

from game.case_kinds import case_kind
from game.judge.instructions import TrialRecordForInstructions, build_jury_instructions
from game.judge.persona import JudgePersona
from game.jury.deliberation import tally
from game.jury.instructions import PREPONDERANCE_STANDARD, REASONABLE_DOUBT_STANDARD, instructed_mind, standard_of
from game.jury.types import GUILTY, NOT_GUILTY, JurorMind
from game.models import Game, GameEvent
from game.services.games import player_won
from game.trial.cards import Catalogue
from tests.game.court_support import deliberate, play_trial, seat_jury, start_game

CIVIL = "adebayo-v-copper-kettle"
# What a criminal court says and a civil court never does.
CRIMINAL_WORDS = re.compile(r"guilt|prosecution|prosecutor|reasonable doubt|beyond a", re.IGNORECASE)


def test_the_words_of_each_kind():
    civil, criminal = case_kind("civil"), case_kind("criminal")
    assert (civil.outcome_of(GUILTY), civil.outcome_of(NOT_GUILTY), civil.outcome_of("hung")) == \
        ("liable", "not_liable", "hung")
    assert (criminal.outcome_of(GUILTY), criminal.outcome_of(NOT_GUILTY)) == ("guilty", "not_guilty")
    assert civil.tally({"guilty": 7, "not_guilty": 5}) == "7 liable, 5 not liable"
    assert criminal.tally({"guilty": 7, "not_guilty": 5}) == "7 guilty, 5 not guilty"
    assert (civil.side_name("prosecution"), civil.side_name("defense")) == ("plaintiff", "defense")
    assert civil.phase_label("prosecution_case") == "Plaintiff's case"
    assert criminal.phase_label("prosecution_case") == "Prosecution's case"
    assert (civil.label("not_liable"), civil.label("hung")) == ("Not liable", "Hung jury")
    assert case_kind(None) == criminal


def test_a_civil_jury_is_instructed_on_the_preponderance_of_the_evidence():
    judge = JudgePersona.from_dict({"id": "j", "name": "Judge"})
    civil = build_jury_instructions(judge, TrialRecordForInstructions(case_type="civil", charge="Negligence"))
    criminal = build_jury_instructions(judge, TrialRecordForInstructions(case_type="criminal", charge="Theft"))
    assert "more likely true than not" in civil.standard_of_proof and "not liable" in civil.standard_of_proof
    assert standard_of(civil.as_dict()) == PREPONDERANCE_STANDARD
    assert standard_of(criminal.as_dict()) == REASONABLE_DOUBT_STANDARD
    # instructions stored before the standard was named are still read from their wording
    assert standard_of({"standard_of_proof": civil.standard_of_proof}) == PREPONDERANCE_STANDARD


def test_an_evenly_balanced_civil_juror_finds_the_defendant_not_liable():
    # given jurors instructed on each burden, sure of themselves (so reasonable doubt moves no one),
    # whose opinion is exactly 0: the evidence evenly balanced
    judge = JudgePersona.from_dict({"id": "j", "name": "Judge"})
    civil = build_jury_instructions(judge, TrialRecordForInstructions(case_type="civil", charge="Negligence"))
    criminal = build_jury_instructions(judge, TrialRecordForInstructions(case_type="criminal", charge="Theft"))
    balanced = JurorMind("j", opinion=0.0, confidence=100.0)
    # when they are instructed
    on_civil, on_criminal = instructed_mind(balanced, civil.as_dict()), instructed_mind(balanced, criminal.as_dict())
    # then the civil juror votes not liable, as the instruction says; the criminal one keeps the
    # spec's rule (only a positive opinion votes not guilty)
    assert (on_civil.opinion, on_civil.vote) == (0.0, NOT_GUILTY)
    assert (on_criminal.opinion, on_criminal.vote) == (0.0, GUILTY)
    # and a civil ballot counts them for the defendant; a hair toward the plaintiff is liable
    leaning = instructed_mind(JurorMind("k", opinion=-0.01, confidence=100.0), civil.as_dict())
    assert tally({"j": on_civil, "k": leaning}).as_dict() == {"guilty": 1, "not_guilty": 1}


def test_a_civil_deck_argues_the_burden_of_proof_not_reasonable_doubt():
    assert Catalogue.for_case([], "civil").get("reasonable_doubt").name == "Burden of proof"
    assert Catalogue.for_case([], "criminal").get("reasonable_doubt").name == "Reasonable doubt"


@pytest.mark.django_db
def test_a_civil_case_played_through_reads_liable_or_not_liable_everywhere(client, settings):
    settings.GAME_DELIBERATION_PAUSE_S = 0
    # given the civil case, played to its verdict by the scripted player
    game = start_game(username="civil", slug=CIVIL, seed=7)
    game = seat_jury(game)
    play_trial(game)
    game = deliberate(game)
    # then the verdict is a civil one, and the player's win is judged by it
    assert game.status == Game.Status.FINISHED
    assert game.outcome in (Game.Outcome.LIABLE, Game.Outcome.NOT_LIABLE, Game.Outcome.HUNG)
    assert player_won(game, Game.Outcome.NOT_LIABLE) and not player_won(game, Game.Outcome.LIABLE)
    assert not player_won(game, Game.Outcome.NOT_GUILTY)
    game.player_side = "prosecution"  # the plaintiff's counsel wins on liable
    assert player_won(game, Game.Outcome.LIABLE) and not player_won(game, Game.Outcome.NOT_LIABLE)
    game.player_side = "defense"
    # and the jury was instructed on the civil standard
    assert standard_of(game.jury_instructions) == PREPONDERANCE_STANDARD
    # and nothing the player reads speaks of guilt, the prosecution or reasonable doubt
    summaries = list(GameEvent.objects.filter(game=game).values_list("summary", flat=True))
    assert [s for s in summaries if CRIMINAL_WORDS.search(s)] == []
    ballots = [s for s in summaries if s.startswith("Ballot ")]
    assert ballots and all(re.fullmatch(r"Ballot \d+: \d+ liable, \d+ not liable\.", s) for s in ballots)
    assert any("The plaintiff may call" in s for s in summaries)
    # and the pages say it too
    client.force_login(game.player)
    for url in (f"/game/{game.pk}/summary/", f"/game/{game.pk}/deliberation/", f"/game/{game.pk}/timeline/"):
        body = client.get(url).content.decode()
        visible = re.sub(r"<script.*?</script>|<[^>]+>", " ", body, flags=re.DOTALL)
        assert not CRIMINAL_WORDS.search(visible), (url, CRIMINAL_WORDS.search(visible))
    summary = client.get(f"/game/{game.pk}/summary/").content.decode()
    assert "(liable–not liable)" in summary
    deliberation = client.get(f"/game/{game.pk}/deliberation/").content.decode()
    assert '<th scope="col">Liable</th><th scope="col">Not liable</th>' in deliberation
    assert "Plaintiff&#x27;s case" in deliberation  # the phase steps


@pytest.mark.django_db
def test_the_case_chooser_shows_a_civil_claim(client, cases):
    body = client.get("/game/").content.decode()
    card = body[body.index("Adebayo v. Copper Kettle Bistro") - 700:body.index("Take the case", body.index(
        "Adebayo v. Copper Kettle Bistro")) if "Take the case" in body else None]
    assert '<span class="badge badge-info">civil</span>' in card
    assert "<strong>Claim:</strong> Negligence" in card
