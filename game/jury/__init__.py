"""The jury's mind: pure rules (no ORM, no I/O), seeded, unit-tested.

Part two (the judge and the trial) calls these through `game.services` (which loads
and saves the rows), or directly for pure computations:

- `types.CourtEvent(description, kind, base_impact, favors, tags)` — what a card, an
  answer or a ruling becomes. `base_impact` is a magnitude toward `favors`
  (prosecution pushes opinions toward guilty = negative).
- `opinion.update_juror_opinion(mind, persona, event, turn=, phase=) -> OpinionUpdate`
  — the spec's formula for one juror (see the module docstring for the sign decision);
  `opinion.update_engagement(...)` tires or wakes a juror.
- `expression.calculate_expression(mind, persona)` and `trigger_expression(...)`.
- `visibility.get_visible_seats(level, seed)`, `get_visible_juror_info(mind, level,
  seat_index, visible_seats)`, `visible_candidate(persona, background=, level=, consultant=)`.
- `events.roll_trial_events(seated_keys, turn=, rng=)` (illness, misconduct, tampering),
  `events.roll_deliberation_events(...)` (conflict, holdout), `events.next_alternate(...)`.
- `deliberation.select_foreperson`, `deliberation_round`, `simulate_deliberation`, `tally`.
- `pool.generate_pool(rng, size=, archetypes=)` — seeded personas from archetypes.
- `rng.restore(state, seed) / rng.dump(rng)` — the game's generator, persisted as JSON
  (`services.rng_of(game)` / `services.rng_keep(game, rng)` under the game's lock).

The services part two should call (keyword-only; `game.services` unless named):

- `court_event_apply(game=, event=CourtEvent, turn=None) -> dict[juror_id, signed delta]`
  every seated juror and alternate absorbs the event; expressions, memories and
  history are saved and a `jury.reaction` event is published (visible info only).
- `court_event_reverse(game=, deltas=, fraction=0.5, reason=)` — a jury instruction to
  disregard partially undoes a shift.
- `jury_events_roll(game=)` — the trial turn's jury events (alternates take seats,
  detected tampering may end in a mistrial).
- `jury_recess(game=, restore=20)` — engagement back up.
- `game_event_record(game=, kind=, summary=, payload=, public=)` — the timeline and the
  stream in one call (`payload` stored only, `public` published).
- `jury_room.deliberation_start(game=)` — after jury instructions (`game.jury_instructions`
  dict, fed to every juror's statement prompt): rounds run in Celery tasks and stream.
- `game_declare_mistrial(game=, reason=)`, `game_finish(game=, outcome=, reason=)`.
- `voir_dire.voir_dire_strike / voir_dire_challenge / voir_dire_pass(game=, ...)`.
- `selectors.jury_box(game=)` — the twelve seats as the player (its owner) may see them.
"""
