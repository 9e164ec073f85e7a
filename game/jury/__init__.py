"""The jury's mind: pure rules (no ORM, no I/O), seeded, unit-tested.

The services (`game.services.jury`, `deliberation`) call these with dataclasses made
from the rows by `game.rows`; the trial engine builds the court events:

- `types.CourtEvent(description, kind, base_impact, favors, tags, source)` — the game's one
  court event: what a card, an answer or a ruling becomes. `base_impact` is a magnitude toward `favors`
  (prosecution pushes opinions toward guilty = negative).
- `opinion.update_juror_opinion(mind, persona, event, turn=, phase=) -> OpinionUpdate`
  — the spec's formula for one juror (see the module docstring for the sign decision);
  `opinion.update_engagement(...)` tires or wakes a juror.
- `expression.calculate_expression(mind, persona)` and `trigger_expression(...)`.
- `visibility.get_visible_seats(level, seed)`, `get_visible_juror_info(mind, level,
  seat_index, visible_seats)`, `visible_candidate(persona, background=, level=, consultant=)`.
- `events.roll_trial_events(seated_keys, turn=, rng=)` (illness, misconduct, tampering),
  `events.roll_deliberation_events(...)` (conflict, holdout), `events.next_alternate(...)`.
- `deliberation.select_foreperson`, `deliberation_round(..., previous=)` (the last ballot, for
  momentum), `simulate_deliberation`, `tally`; `types.vote_of(opinion, standard)`.
- `pool.generate_pool(rng, size=, archetypes=)` — seeded personas from archetypes.
- `rng.restore(state, seed) / rng.dump(rng)` — the game's generator, persisted as JSON
  (`game.rows.rng_of(game)` / `rng_keep(game, rng)` under the game's lock).
"""
