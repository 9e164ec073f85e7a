"""Holdouts who hang a jury had companionship at the beginning (Kalven & Zeisel 1966): a holdout
whose side was a sizeable minority on the first ballot gives in less often, however few allies are
left; a juror alone or paired from the start does not (`deliberation.holdout_gives_in`)."""

import random
from dataclasses import replace

import pytest

from game.jury import deliberation
from game.jury.deliberation import DYNAMICS, Tally, deliberation_round, holdout_gives_in
from game.jury.types import JurorMind, Persona


def eleven_to_one(holdout_opinion: float = -10.0) -> dict:
    """A jury of eleven against one: the lone dissenter `h` (for conviction by default)."""
    return {"h": JurorMind("h", opinion=holdout_opinion),
            **{f"j{i}": JurorMind(f"j{i}", opinion=-holdout_opinion) for i in range(11)}}


def test_a_holdout_whose_side_began_as_a_sizeable_faction_gives_in_less_often():
    # given a lone holdout for conviction, and a jury whose holdouts give in 60 % of rounds when alone
    minds = eleven_to_one()
    dynamics = replace(DYNAMICS, holdout_caves=(0.6, 0.2), companions_at=4, commitment=0.75)
    # then one who was alone or paired on the first ballot (or began with three) gives in 60 % of rounds
    for began in (1, 2, 3):
        assert holdout_gives_in(minds, "h", dynamics=dynamics, began=began) == pytest.approx(0.6)
    # one whose side was a minority of four or five on the first ballot (companionship), a quarter as often
    for began in (4, 5):
        assert holdout_gives_in(minds, "h", dynamics=dynamics, began=began) == pytest.approx(0.15)
    # a side that began at six (a 6-6 tie) or as the majority was no minority: nothing changes
    for began in (6, 8):
        assert holdout_gives_in(minds, "h", dynamics=dynamics, began=began) == pytest.approx(0.6)
    # and the companionship compounds with the reasonable doubt a holdout for acquittal holds on to
    acquit = eleven_to_one(holdout_opinion=10.0)
    doubt = replace(dynamics, doubt_holds=0.5)
    assert holdout_gives_in(acquit, "h", dynamics=doubt, began=1) == pytest.approx(0.3)
    assert holdout_gives_in(acquit, "h", dynamics=doubt, began=4) == pytest.approx(0.075)


def test_the_shipped_jury_gives_its_committed_holdouts_companionship():
    # the fitted numbers: a first-ballot faction of four or more commits its holdout; alone or paired, nothing
    minds = eleven_to_one()
    assert DYNAMICS.commitment > 0
    assert holdout_gives_in(minds, "h", began=DYNAMICS.companions_at) < holdout_gives_in(minds, "h", began=2)
    assert holdout_gives_in(minds, "h", began=2) == holdout_gives_in(minds, "h", began=1)


def test_a_round_judges_the_holdout_by_the_first_ballot_not_the_current_one(monkeypatch):
    # given an 11-1 jury whose holdout may give in after this round, under numbers that move no one
    minds = eleven_to_one()
    personas = {k: Persona(k) for k in minds}
    still = replace(DYNAMICS, persuasion=0.0, majority_pressure=0.0, doubt_pull=0.0, stalemate_doubt=0.0,
                    confidence_erosion=0.0, holdout_caves=(0.6, 0.2), companions_at=4, commitment=0.75)
    monkeypatch.setattr(deliberation, "DYNAMICS", still)
    monkeypatch.setattr(deliberation, "roll_deliberation_events", lambda *a, **k: [])

    def survives(first: Tally | None) -> float:
        kept = 0
        for seed in range(400):
            result, _ = deliberation_round(dict(minds), personas, round_no=3, foreperson="j0",
                                           rng=random.Random(seed), holdout="h", first=first)
            kept += result.holdout == "h"
        return kept / 400
    # when the first ballot was 4-8 (the holdout's side, guilty, had four) or the jury was 1-11 from the start
    with_companions, alone = survives(Tally(4, 8)), survives(None)
    # then the holdout who had companions at the beginning holds on in ~85 % of rounds, the other in ~40 %
    assert with_companions == pytest.approx(0.85, abs=0.06)
    assert alone == pytest.approx(0.40, abs=0.06)
    # and one whose side began as a pair is judged as alone
    assert survives(Tally(2, 10)) == pytest.approx(alone, abs=0.06)


def test_a_whole_deliberation_gives_every_round_its_first_ballot(monkeypatch):
    # given a 7-5 jury, and the round recorded as the whole deliberation calls it
    minds = {f"g{i}": JurorMind(f"g{i}", opinion=-20.0, confidence=40.0) for i in range(7)}
    minds.update({f"n{i}": JurorMind(f"n{i}", opinion=20.0, confidence=40.0) for i in range(5)})
    personas = {k: Persona(k) for k in minds}
    seen, real = [], deliberation.deliberation_round

    def recorded(minds, personas, **kwargs):
        seen.append(kwargs.get("first"))
        return real(minds, personas, **kwargs)
    monkeypatch.setattr(deliberation, "deliberation_round", recorded)
    # when it deliberates
    verdict = deliberation.simulate_deliberation(minds, personas, rng=random.Random(3))
    # then round 1 takes its own ballot as the first, and every later round is told the first ballot
    assert len(seen) == verdict.rounds >= 2
    assert seen[0] is None and all(first == Tally(7, 5) for first in seen[1:])
