"""The player can take either side: cards, opposing counsel, questions, objections, voir
dire and scoring are mirrored from the same case data."""

import pytest
from rest_framework.test import APIClient

from game import phases as P
from game.case_kinds import case_kind
from game.cases import shipped_cases
from game.casefile import case_problems
from game.judge.persona import JudgePersona
from game.judge.rulings import ObjectionContext, ruling_messages
from game.models import Case, Game, Trial
from game.selectors import case_public, trial_view
from game.services import games
from game.trial import cards as C
from game.trial import casedata
from game.trial import opponent as O
from game.trial import witness as W
from game.trial.autoplay import engine_for_case, play_whole_trial, resolve_pending
from game.trial.state import WitnessState
from tests.game.court_support import seat_jury, start_game

CASES = {data["slug"]: data for data in shipped_cases()}


# --- cards ------------------------------------------------------------------------------

def test_each_side_draws_its_own_cards_from_one_catalogue():
    catalogue = C.Catalogue.for_case([])
    defense, prosecution = C.player_deck(catalogue, [], "defense"), C.player_deck(catalogue, [], "prosecution")
    # the defense's character reference and reasonable doubt are the prosecution's impact
    # statement and connect-the-dots; every other card is in both decks, as often
    assert {"character_letter", "reasonable_doubt"} <= set(defense)
    assert not {"harm_statement", "connect_the_dots"} & set(defense)
    assert {"harm_statement", "connect_the_dots"} <= set(prosecution)
    assert not {"character_letter", "reasonable_doubt"} & set(prosecution)
    assert len(defense) == len(prosecution)
    mirrored = {"character_letter": "harm_statement", "reasonable_doubt": "connect_the_dots"}
    assert sorted(mirrored.get(k, k) for k in defense) == sorted(prosecution)


def test_opposing_counsel_holds_the_cards_of_the_side_it_takes():
    assert "harm_statement" in O.new_opponent(name="x", style="y", difficulty=1, side="prosecution").deck
    assert "character_letter" not in O.new_opponent(name="x", style="y", difficulty=1, side="prosecution").deck
    assert "character_letter" in O.new_opponent(name="x", style="y", difficulty=1, side="defense").deck


@pytest.mark.parametrize("slug", sorted(CASES))
def test_the_player_as_prosecution_holds_the_prosecutions_evidence(slug):
    data = CASES[slug]
    engine = engine_for_case(data, seed=3, side="prosecution")
    state = engine.state
    given = {f"case_{e['key']}": e["card"]["favors"] for e in data["evidence"] if e["given"]}
    mine = {k for k in state.hand + state.deck if k.startswith("case_")}
    assert mine == {k for k, side in given.items() if side == "prosecution"}
    theirs = {k for k in state.opponent.deck if k.startswith("case_")}
    assert theirs and all(given.get(k, "defense") == "defense" for k in theirs)
    # investigations find what favours the player's side, never the other side's evidence
    for item in state.investigations:
        evidence = next(e for e in data["evidence"] if e["key"] == item["evidence"])
        assert evidence["card"]["favors"] in ("prosecution", "neutral") and not evidence["given"]
    assert state.themes[0] in data["prosecution_theory"]
    assert state.themes[1] != "Reasonable doubt"


def test_strong_opposing_counsel_has_investigated_too():
    # Reyes' defense evidence found by investigation goes to a difficulty-3 defense opponent
    engine = engine_for_case(CASES["state-v-reyes"], seed=3, side="prosecution")
    assert {"case_lab-request", "case_tip-phone-record"} <= set(engine.state.opponent.deck)
    weak = engine_for_case(CASES["state-v-whitfield"], seed=3, side="prosecution")
    assert "case_cctv" not in weak.state.opponent.deck


# --- opposing counsel --------------------------------------------------------------------

def test_opposing_counsel_is_the_case_file_s_for_its_own_side_and_derived_for_the_other():
    args = {"slug": "state-v-reyes", "kind": "criminal", "difficulty": 3, "case_side": "defense",
            "opposing_counsel": {"name": "Denise Carver", "difficulty": 3}}
    assert casedata.opponent_counsel(player_side="defense", **args)["name"] == "Denise Carver"
    derived = casedata.opponent_counsel(player_side="prosecution", **args)
    assert derived["name"] != "Denise Carver" and derived["difficulty"] == 3
    assert derived["name"] in [n for n, _ in casedata.DERIVED_COUNSEL["defense"]]
    assert derived == casedata.opponent_counsel(player_side="prosecution", **args)  # stable
    given = casedata.opponent_counsel(player_side="prosecution", mirror_counsel={"name": "Ann Lee"}, **args)
    assert given == {"name": "Ann Lee", "difficulty": 3}
    civil = casedata.opponent_counsel(**{**args, "kind": "civil", "case_side": "prosecution"},
                                      player_side="defense")
    assert civil["name"] in [n for n, _ in casedata.DERIVED_COUNSEL["plaintiff"]]


def test_a_case_file_may_name_its_mirror_counsel_and_need_not():
    data = dict(CASES["state-v-whitfield"])
    assert case_problems(data) == []
    assert case_problems({**data, "mirror_counsel": {"name": "Ann Lee", "difficulty": 2}}) == []
    assert case_problems({**data, "mirror_counsel": {"name": "Ann Lee", "difficulty": 9}})


def test_side_names_follow_the_kind_of_case():
    assert case_kind("criminal").side_name("prosecution") == "prosecution"
    assert case_kind("civil").side_name("prosecution") == "plaintiff"
    assert case_kind("civil").side_name("defense") == "defense"


# --- questions and objections ------------------------------------------------------------

def test_suggested_questions_are_the_examining_sides():
    defense_witness = WitnessState(id="w", name="Friend", side="defense")
    prosecution_witness = WitnessState(id="v", name="Guard", side="prosecution")
    on_cross_by_prosecution = [q["text"] for q in W.suggested_questions(defense_witness, "cross")]
    on_cross_by_defense = [q["text"] for q in W.suggested_questions(prosecution_witness, "cross")]
    assert any("help the defendant" in q for q in on_cross_by_prosecution)
    assert not any("dislike the defendant" in q for q in on_cross_by_prosecution)
    assert any("dislike the defendant" in q for q in on_cross_by_defense)
    assert W.examiner_side(defense_witness, "cross") == "prosecution"
    assert W.examiner_side(defense_witness, "direct") == "defense"


def test_opposing_counsel_crosses_from_its_own_side():
    opponent = O.new_opponent(name="x", style="y", difficulty=3, side="defense")
    import random
    asked = {O.next_question(opponent, random.Random(i), exam_type="cross", scripted=[], asked=[], side="defense")
             for i in range(40)}
    assert asked == set(O.OPPONENT_CROSS["defense"])
    assert not asked & {"Isn't it true you've discussed your testimony with the defense?"}


def test_the_judge_is_told_which_side_objects():
    persona = JudgePersona.from_dict({"id": "j", "name": "Judge"})
    context = ObjectionContext("hearsay", "player", "What did he say?", "", "direct", "t",
                               objector_counsel="prosecution")
    assert "Raised by: prosecution counsel" in ruling_messages(persona, context)[1]["content"]


def test_as_prosecution_the_player_examines_in_the_prosecutions_case_and_objects_in_the_defenses():
    engine = engine_for_case(CASES["state-v-reyes"], seed=5, side="prosecution")
    seen = {}
    outcomes = []
    for _ in range(400):
        resolve_pending(engine, outcomes)
        state = engine.state
        if state.over or state.phase == P.DELIBERATION:
            break
        if state.exam:
            seen.setdefault((state.phase, state.exam.type), state.exam.examiner)
        if state.phase == P.PRE_TRIAL:
            outcomes.append(engine.finish_pretrial())
        elif state.phase == P.VOIR_DIRE:
            outcomes.append(engine.begin_trial())
        elif state.window == "statement":
            outcomes.append(engine.make_statement(state.themes[0]))
        elif state.window == "question":
            outcomes.append(engine.ask_question(question_id=state.suggested[0]["id"]))
        elif state.window == "turn":
            outcomes.append(engine.continue_turn())
        elif state.window == "objection":
            outcomes.append(engine.allow())
    assert seen[(P.PROSECUTION_CASE, "direct")] == "player"
    assert seen[(P.PROSECUTION_CASE, "cross")] == "opponent"
    assert seen[(P.DEFENSE_CASE, "direct")] == "opponent"
    assert seen[(P.DEFENSE_CASE, "cross")] == "player"
    # the prosecution speaks first: the player's opening comes before opposing counsel's
    speakers = [line["role"] for out in outcomes for line in out.lines if line["text"].startswith("(Opening")
                or line["role"] == "opponent"]
    assert speakers[0] == "player"
    assert engine.state.phase == P.DELIBERATION


@pytest.mark.parametrize("slug", sorted(CASES))
@pytest.mark.parametrize("side", ["defense", "prosecution"])
def test_the_scripted_player_takes_every_case_to_the_jury_on_either_side(slug, side):
    reached = 0
    for seed in (1, 2, 4):
        engine = engine_for_case(CASES[slug], seed, side)
        play_whole_trial(engine)
        assert engine.state.player_side == side
        reached += engine.state.phase == P.DELIBERATION
    assert reached >= 2


def test_the_player_as_prosecution_helps_the_prosecution_with_every_card():
    engine = engine_for_case(CASES["state-v-whitfield"], seed=1, side="prosecution")
    outcomes = play_whole_trial(engine)
    by_player = [e for out in outcomes for e in out.court_events if e.source in ("card", "statement", "combo")]
    assert by_player
    # statements are either side's; every card and combo the player played helps the prosecution
    assert all(e.favors == "prosecution" for e in by_player if e.source != "statement")
    assert any(e.favors == "prosecution" for e in by_player if e.source == "statement")
    opponent = [e for out in outcomes for e in out.court_events if e.source == "opponent_card"]
    assert all(e.favors == "defense" for e in opponent)


# --- voir dire goals ------------------------------------------------------------------------

def test_opposing_counsel_strikes_and_challenges_the_jurors_leaning_against_its_side():
    candidates = [(1, 30.0), (2, -30.0)]
    assert O.choose_strikes(candidates, opponent_side="defense", difficulty=5, remaining=3, seed=1) == [1]
    assert O.choose_strikes(candidates, opponent_side="prosecution", difficulty=5, remaining=3, seed=1) == [2]
    grounds = [(1, 30.0, ["bias"]), (2, -30.0, ["bias"])]
    assert O.choose_cause_challenges(grounds, opponent_side="defense", difficulty=3) == [(1, "bias")]
    assert O.choose_cause_challenges(grounds, opponent_side="prosecution", difficulty=3) == [(2, "bias")]


# --- through the services, the API and the page ------------------------------------------------

@pytest.mark.django_db
def test_a_game_started_as_prosecution_is_played_and_scored_from_that_side(eager):
    game = start_game(slug="state-v-reyes", seed=11, side="prosecution")
    assert game.player_side == "prosecution"
    view = trial_view(game=game)
    assert view["playerSideLabel"] == "prosecution" and view["opponentName"] != "Denise Carver"
    hand = {c["key"] for c in view["hand"]} | set(Trial.objects.get(game=game).state["deck"])
    assert "case_print" in hand and "case_work-order" not in hand
    game = seat_jury(game)
    assert game.phase == Game.Phase.OPENING
    assert games.player_won(game, Game.Outcome.GUILTY) and not games.player_won(game, Game.Outcome.NOT_GUILTY)
    finished = games.game_finish(game=game, outcome=Game.Outcome.GUILTY, reason="test")
    assert finished.verdict["experience"][0]["label"].startswith("Verdict: win")


@pytest.mark.django_db
def test_a_retrial_keeps_the_players_side(eager):
    game = start_game(slug="state-v-whitfield", seed=3, side="prosecution")
    game = games.game_finish(game=game, outcome=Game.Outcome.HUNG, reason="hung")
    assert games.game_retry(game=game).player_side == "prosecution"


@pytest.mark.django_db
def test_the_api_starts_a_game_on_the_chosen_side_and_refuses_a_side_that_is_not_one(player, cases):
    client = APIClient()
    client.force_authenticate(player)
    answer = client.post("/api/game/games", {"case": "state-v-reyes", "side": "prosecution"}, format="json")
    assert answer.status_code == 201, answer.content
    assert answer.json()["player_side"] == "prosecution"
    assert answer.json()["opposing_counsel"]["name"] != "Denise Carver"
    default = client.post("/api/game/games", {"case": "state-v-reyes"}, format="json")
    assert default.json()["player_side"] == "defense"
    bad = client.post("/api/game/games", {"case": "state-v-reyes", "side": "jury"}, format="json")
    assert bad.status_code == 400 and bad.json()["code"] == "INVALID_SIDE"
    assert Game.objects.filter(player=player).count() == 2


@pytest.mark.django_db
def test_the_case_list_offers_both_sides_with_their_opponents(cases):
    sides = case_public(Case.objects.get(slug="state-v-reyes"))["sides"]
    assert [s["side"] for s in sides] == ["defense", "prosecution"]
    assert sides[0]["default"] and sides[0]["opposing_counsel"]["name"] == "Denise Carver"
    assert sides[1]["opposing_counsel"]["name"] != "Denise Carver"


@pytest.mark.django_db
def test_the_page_starts_a_game_on_the_chosen_side(client, player, cases):
    client.force_login(player)
    page = client.get("/game/")
    assert b'name="side" value="prosecution"' in page.content
    answer = client.post("/game/cases/state-v-reyes/start/", {"side": "prosecution"})
    game = Game.objects.get(player=player)
    assert answer.status_code == 302 and game.player_side == "prosecution"
    court_page = client.get(f"/game/{game.pk}/court/")
    assert b"you are counsel for the <strong>prosecution</strong>" in court_page.content
    refused = client.post("/game/cases/state-v-reyes/start/", {"side": "bailiff"}, follow=True)
    assert refused.status_code == 200 and Game.objects.filter(player=player).count() == 1
    assert b"Choose the side to take" in refused.content


@pytest.mark.django_db
def test_the_prosecution_player_plays_a_whole_case_through_the_services(eager):
    from tests.game.court_support import deliberate, play_trial

    game = seat_jury(start_game(slug="state-v-whitfield", seed=5, side="prosecution"))
    play_trial(game)
    game = deliberate(game)
    assert game.status == Game.Status.FINISHED
    trial = Trial.objects.get(game=game).state
    assert trial["player_side"] == "prosecution"
    assert game.verdict["experience"][0]["label"].startswith(
        "Verdict: " + ("win" if game.outcome == "guilty" else game.outcome if game.outcome == "hung" else "loss"))
