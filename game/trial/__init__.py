"""The trial around the jury and the judge: cards, witnesses, the opponent, the phase flow.

Pure modules: plain dataclasses in and out, a seeded generator for every random
choice, no ORM. `engine.py` applies one player action to a `TrialState` and says
what happened (transcript lines, court events for the jurors, judge responses) and
which model-backed step, if any, is now awaited.
"""
