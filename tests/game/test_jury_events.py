"""Jury events during the trial under a fixed seed: illness, misconduct, tampering,
alternates taking seats, and a mistrial when none remain or tampering is detected."""

import random

import pytest

from game.services import jury
from game.jury.events import JuryEventRule, roll_deliberation_events, roll_trial_events
from game.jury.types import JurorMind, Persona
from game.models import Game, GameEvent
from tests.game.jury_support import seated, sworn

CERTAIN = (JuryEventRule("illness", 1.0, 3, "trial"), JuryEventRule("misconduct", 1.0, 4, "trial"),
           JuryEventRule("tampering", 1.0, 6, "trial"))


def test_events_wait_for_their_earliest_turn():
    seated_keys = [str(i) for i in range(12)]
    assert roll_trial_events(seated_keys, turn=2, rng=random.Random(2), rules=CERTAIN) == []
    assert [e.type for e in roll_trial_events(seated_keys, turn=4, rng=random.Random(2), rules=CERTAIN)] == [
        "illness", "misconduct"]
    assert [e.type for e in roll_trial_events(seated_keys, turn=6, rng=random.Random(2), rules=CERTAIN)] == [
        "illness", "misconduct", "tampering"]


def test_the_same_seed_draws_the_same_events_and_targets():
    seated_keys = [str(i) for i in range(12)]
    runs = [[(e.type, e.juror, e.detected, round(e.shift, 6)) for turn in range(1, 60)
             for e in roll_trial_events(seated_keys, turn=turn, rng=rng)]
            for rng in (random.Random(77), random.Random(77))]
    assert runs[0] == runs[1]
    assert runs[0]  # over 60 turns something happens with this seed


def test_default_probabilities_are_rare_per_turn():
    rng = random.Random(5)
    count = sum(len(roll_trial_events([str(i) for i in range(12)], turn=10, rng=rng)) for _ in range(5000))
    assert 150 < count < 300  # 0.02 + 0.015 + 0.01 = 4.5% per turn → ~225


def test_a_holdout_is_the_most_confident_minority_juror():
    minds = {k: JurorMind(k, opinion=o, confidence=c) for k, o, c in
             [("a", -50, 90), ("b", -40, 60), ("c", 30, 70), ("d", 60, 95), ("e", 20, 50)]}
    personas = {k: Persona(k) for k in minds}
    rules = (JuryEventRule("holdout", 1.0, 1, "deliberation"),)
    events = roll_deliberation_events(minds, personas, round_no=2, rng=random.Random(1), holdout=None, rules=rules)
    assert [(e.type, e.juror) for e in events] == [("holdout", "a")]


def test_a_conflict_sways_fence_sitters_toward_the_stronger_leader():
    minds = {k: JurorMind(k, opinion=o) for k, o in [("hawk", -80), ("dove", 70), ("fence", 5), ("firm", 50)]}
    personas = {"hawk": Persona("hawk", leader_follower=10), "dove": Persona("dove", leader_follower=60),
                "fence": Persona("fence"), "firm": Persona("firm")}
    rules = (JuryEventRule("conflict", 1.0, 1, "deliberation"),)
    [event] = roll_deliberation_events(minds, personas, round_no=1, rng=random.Random(2), holdout=None, rules=rules)
    assert (event.juror, event.other, event.data["winner"]) == ("hawk", "dove", "hawk")
    assert list(event.data["sway"]) == ["fence"]
    assert event.data["sway"]["fence"] < 0


@pytest.fixture
def certain_events(monkeypatch):
    def roll(seated_keys, *, turn, rng, kinds=("illness",)):
        return roll_trial_events(seated_keys, turn=max(turn, 6), rng=rng,
                                 rules=tuple(r for r in CERTAIN if r.type in kinds))

    def use(*kinds):
        monkeypatch.setattr(jury, "roll_trial_events", lambda keys, *, turn, rng: roll(keys, turn=turn, rng=rng,
                                                                                           kinds=kinds))
    return use


@pytest.mark.django_db
def test_an_ill_juror_is_replaced_by_the_first_alternate(cases, player, certain_events):
    certain_events("illness")
    game = sworn(player, cases["mid"])
    first_alternate = game.jurors.get(status="alternate", alternate_order=1)
    # when
    happened = jury.jury_events_roll(game=game)
    # then
    [event] = happened
    removed = game.jurors.get(status="removed")
    first_alternate.refresh_from_db()
    assert event["type"] == "illness" and event["replacement"] == first_alternate.persona.name
    assert first_alternate.status == "seated" and first_alternate.alternate_order is None
    assert removed.removal_reason.endswith("has fallen ill and is excused.")
    assert len(seated(game)) == 12
    assert GameEvent.objects.filter(game=game, kind="jury.event").count() == 1


@pytest.mark.django_db
def test_with_no_alternate_left_a_lost_juror_means_a_mistrial(cases, player, certain_events):
    certain_events("misconduct")
    game = sworn(player, cases["tutorial"])
    game.jurors.filter(status="alternate").update(status="struck")
    jury.jury_events_roll(game=game)
    game.refresh_from_db()
    assert (game.status, game.outcome) == (Game.Status.FINISHED, Game.Outcome.MISTRIAL)
    assert game.outcome_reason == "A juror was lost and no alternate remains."


@pytest.mark.django_db
def test_tampering_either_shifts_a_juror_silently_or_is_detected(cases, player, certain_events):
    certain_events("tampering")
    outcomes = set()
    for seed in range(1, 12):
        game = sworn(player, cases["mid"], seed=seed)
        before = {s.persona_id: s.opinion for s in seated(game)}
        jury.jury_events_roll(game=game)
        game.refresh_from_db()
        if GameEvent.objects.filter(game=game, kind="jury.tampering_undetected").exists():
            shifted = [s for s in seated(game) if s.opinion != before[s.persona_id]]
            assert len(shifted) == 1 and 15 <= abs(shifted[0].opinion - before[shifted[0].persona_id]) <= 30
            outcomes.add("undetected")
        elif game.outcome == Game.Outcome.MISTRIAL:
            outcomes.add("mistrial")
        else:
            assert game.jurors.filter(status="removed").count() == 1
            outcomes.add("detected")
    assert outcomes == {"undetected", "mistrial", "detected"}


def test_one_juror_is_struck_by_at_most_one_event_a_turn():
    # given two certain events and a small jury, so the second rule often draws the first's juror
    both = CERTAIN[:2]
    collided = 0
    for seed in range(200):
        rng, twin = random.Random(seed), random.Random(seed)
        events = roll_trial_events(["a", "b"], turn=6, rng=rng, rules=both)
        # then every juror is named once, and the draws are those of the unchanged rule order
        assert len({e.juror for e in events}) == len(events)
        collided += len(events) == 1
        for _ in both:
            twin.random(), twin.choice(["a", "b"])
        assert rng.random() == twin.random()
    assert collided > 50


@pytest.mark.django_db
def test_a_juror_hit_by_two_events_in_one_turn_leaves_twelve_seated(cases, player, monkeypatch):
    # given illness and misconduct that both land on the juror in seat 1
    game = sworn(player, cases["mid"])
    target = seated(game)[0].persona.key
    monkeypatch.setattr(jury, "roll_trial_events", lambda keys, *, turn, rng: roll_trial_events(
        [target], turn=6, rng=rng, rules=CERTAIN[:2]))
    # when the turn's events are applied
    happened = jury.jury_events_roll(game=game)
    # then one juror left, one alternate took the seat, and twelve sit with a seat each
    assert len(happened) == 1
    assert game.jurors.filter(status="removed").count() == 1
    assert sorted(s.seat for s in seated(game)) == list(range(1, 13))


def conflict_sway(winner_side: int) -> float:
    """A conflict won by the strong-leader hawk (for conviction), whose side has `winner_side` votes of twelve;
    the fence-sitter's sway (the same draw whatever the split)."""
    minds = {"hawk": JurorMind("hawk", opinion=-80), "dove": JurorMind("dove", opinion=70),
             "fence": JurorMind("fence", opinion=5)}
    minds.update({f"g{i}": JurorMind(f"g{i}", opinion=-60) for i in range(winner_side - 1)})
    minds.update({f"n{i}": JurorMind(f"n{i}", opinion=60) for i in range(12 - winner_side - 2)})
    personas = {k: Persona(k, leader_follower=10 if k == "hawk" else 60) for k in minds}
    rules = (JuryEventRule("conflict", 1.0, 1, "deliberation"),)
    [event] = roll_deliberation_events(minds, personas, round_no=1, rng=random.Random(2), holdout=None, rules=rules)
    assert event.data["winner"] == "hawk"
    return -event.data["sway"]["fence"]


def test_a_conflict_won_for_a_small_minority_sways_the_undecided_less():
    # given the same conflict, won by a juror whose side is alone, three, five, six or nine of twelve
    sways = {votes: conflict_sway(votes) for votes in (1, 3, 5, 6, 9)}
    # then onlookers follow a minority's winner less the smaller the minority (Tanford & Penrod 1984; K&Z 1966) ...
    assert sways[1] < sways[3] < sways[5] < sways[6]
    assert sways[1] == pytest.approx(sways[6] / 36, abs=0.01) and sways[3] == pytest.approx(sways[6] / 4, abs=0.01)
    # ... and a majority's winner as far as a half's (its numbers already weigh in its arguments and pressure)
    assert sways[9] == sways[6] > 0
