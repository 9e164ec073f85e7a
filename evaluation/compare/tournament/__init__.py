"""Tournaments: many items, each with two or more candidates, ranked by the panel with few comparisons.

One tournament is one evaluation run (mode "tournament"): its life (claim, heartbeat, budget,
resume, fail) is `evaluation.runs`, like every mode's; it stores each planned block of pairs and
each judged pair as stages, so a resumed run judges nothing twice."""
