"""Part two's web layer: the trial's tables, services, tasks, API and pages.

The rules live in `game.judge` and `game.trial` (pure); this package loads a game's
trial, applies one player action through the engine, and sends what happened to the
jury (part one's `court_event_apply`), the timeline and the game's stream.
"""
