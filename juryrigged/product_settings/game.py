"""Settings of the game app, read from the environment (see docs/settings.md)."""

import os

GAME_CONSULTANT_COST = int(os.environ.get("GAME_CONSULTANT_COST", "3000"))
# Pause between deliberation rounds, so a player can read the statements as they stream.
GAME_DELIBERATION_PAUSE_S = float(os.environ.get("GAME_DELIBERATION_PAUSE_S", "3"))
GAME_DELIBERATION_MAX_SPEAKERS = int(os.environ.get("GAME_DELIBERATION_MAX_SPEAKERS", "4"))
GAME_JUROR_MODEL = os.environ.get("GAME_JUROR_MODEL", "")  # empty: LLM_DEFAULT_MODEL
GAME_JUDGE_MODEL = os.environ.get("GAME_JUDGE_MODEL", "")  # for-cause rulings; empty: LLM_DEFAULT_MODEL
GAME_CALL_TIMEOUT_S = float(os.environ.get("GAME_CALL_TIMEOUT_S", "45"))
# A game's model budget (0: no cap); past it, calls are not made and scripted lines stand in.
GAME_BUDGET_TOKENS = int(os.environ.get("GAME_BUDGET_TOKENS", "300000"))
GAME_BUDGET_USD = float(os.environ.get("GAME_BUDGET_USD", "1.00"))
GAME_STATEMENT_MAX_CHARS = int(os.environ.get("GAME_STATEMENT_MAX_CHARS", "420"))
# The sweeper resumes a step this long overdue, and fails the game after this many tries.
GAME_STEP_GRACE_S = float(os.environ.get("GAME_STEP_GRACE_S", "30"))
GAME_STEP_MAX_ATTEMPTS = int(os.environ.get("GAME_STEP_MAX_ATTEMPTS", "5"))
# Every new game's seed (jury events, the opponent, the deal). Empty: a fresh random seed per
# game. Set it for reproducible runs (the browser tests do: a random seed sometimes loses a
# juror too many and ends the tutorial in a mistrial).
GAME_SEED = int(os.environ["GAME_SEED"]) if os.environ.get("GAME_SEED", "").strip() else None

# --- the judge and the trial -------------------------------------------------------------
GAME_RULING_MODEL = os.environ.get("GAME_RULING_MODEL", "openai/gpt-4o")  # the spec: rulings on GPT-4o, not mini
GAME_TRIAL_MODEL = os.environ.get("GAME_TRIAL_MODEL", "")  # witness answers, opposing counsel; empty: default
GAME_ANSWER_MAX_CHARS = int(os.environ.get("GAME_ANSWER_MAX_CHARS", "400"))
# What witnesses' answers and opposing counsel's speeches say, read against the case by the model
# (`game.assess`, a structured call counted in the game's budget): "on", "off", or "auto" (on when a
# real model is configured; the offline mock leaves it to the offline assessor).
GAME_ASSESS_WITH_MODEL = os.environ.get("GAME_ASSESS_WITH_MODEL", "auto").strip().lower()
