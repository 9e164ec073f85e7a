"""Each jury hears its trial once per test module: `realism.replay_trial` remembered.

The realism tests deliberate the same juries (the same seeds) once with the real model and once per broken
variant. The variants break deliberation only (its numbers, its rules, or a table in its place), never how a juror
hears the trial (the pure opinion rules of `game.jury.opinion`), so every run replays the same trials onto the same
jurors and gets the same minds: hearing them once and handing each later run a copy gives it the very minds it
would have computed (tests/game/test_replay_once.py checks that). A variant that changes how jurors hear a trial
must not use this, nor a test of the replay itself (its determinism).
"""

from __future__ import annotations

from game.jury import realism


def remember_replays(monkeypatch, kept: dict) -> None:
    """Within the test, `realism.replay_trial` answers from `kept` (the trial and the jurors, by value), computing
    and keeping what it has not heard yet. The minds are a new dict each time (deliberation replaces minds, it
    never changes one in place)."""
    replay = realism.replay_trial

    def replay_once(trial, personas):
        key = repr((trial, personas))
        if key not in kept:
            kept[key] = replay(trial, personas)
        return dict(kept[key])

    monkeypatch.setattr(realism, "replay_trial", replay_once)
