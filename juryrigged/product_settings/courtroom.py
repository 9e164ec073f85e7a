"""Settings of the courtroom app, read from the environment (see docs/settings.md)."""

import os

_env = os.environ

# Pause after each line, per character of it, so a live audience can read along (0: no pause).
COURT_PACE_MS_PER_CHAR = int(_env.get("COURT_PACE_MS_PER_CHAR", "35"))
# The longest pause after one line, whatever its length.
COURT_PACE_MAX_MS = int(_env.get("COURT_PACE_MAX_MS", "12000"))
VERDICT_VOTE_WINDOW_MS = int(_env.get("VERDICT_VOTE_WINDOW_MS", "20000"))
SENTENCE_VOTE_WINDOW_MS = int(_env.get("SENTENCE_VOTE_WINDOW_MS", "20000"))
# Vote attempts per voter (logged-in user or voter cookie) per session per window.
VOTE_SPAM_MAX_VOTES_PER_WINDOW = int(_env.get("VOTE_SPAM_MAX_VOTES_PER_WINDOW", "10"))
# Vote attempts per client address per session per window: a venue's phones share one address.
VOTE_ADDRESS_MAX_PER_WINDOW = int(_env.get("VOTE_ADDRESS_MAX_PER_WINDOW", "1000"))
VOTE_SPAM_WINDOW_MS = int(_env.get("VOTE_SPAM_WINDOW_MS", "60000"))
# A voter or address a process already knows to be over its limit hears its 429 after this pause (at
# most until its window ends): answered at once, a spammer that retries on every answer would send
# thousands a second and take the CPU honest voters need.
COURT_VOTE_REFUSED_WAIT_MS = int(_env.get("COURT_VOTE_REFUSED_WAIT_MS", "1000"))
# A server process gathers the votes arriving in a burst into one group commit: a batch is cast once no vote has
# come for COURT_VOTE_BATCH_MS, or COURT_VOTE_BATCH_MAX_MS after its first vote while they keep coming (a steady
# crowd's batch grows to the longer window; a lone vote waits the shorter one).
COURT_VOTE_BATCH_MS = float(_env.get("COURT_VOTE_BATCH_MS", "2"))
COURT_VOTE_BATCH_MAX_MS = float(_env.get("COURT_VOTE_BATCH_MAX_MS", "10"))
# Live tallies are broadcast at most once per this interval per poll.
COURT_TALLY_BROADCAST_MS = int(_env.get("COURT_TALLY_BROADCAST_MS", "300"))
# Session creation per user (logged-in or token): at most N per window.
COURT_CREATE_MAX_PER_WINDOW = int(_env.get("COURT_CREATE_MAX_PER_WINDOW", "5"))
COURT_CREATE_WINDOW_S = int(_env.get("COURT_CREATE_WINDOW_S", "600"))
COURT_TOPIC_MIN_CHARS = 10
COURT_TOPIC_MAX_CHARS = int(_env.get("COURT_TOPIC_MAX_CHARS", "300"))
COURT_SENTENCE_OPTION_MAX_CHARS = int(_env.get("COURT_SENTENCE_OPTION_MAX_CHARS", "120"))
COURT_SENTENCE_OPTIONS_MAX = int(_env.get("COURT_SENTENCE_OPTIONS_MAX", "6"))
# A judge recap after every N spoken turns (0: none).
COURT_RECAP_EVERY_TURNS = int(_env.get("COURT_RECAP_EVERY_TURNS", "5"))
COURT_WITNESS_MAX_CHARS = int(_env.get("COURT_WITNESS_MAX_CHARS", "400"))
COURT_TURN_MAX_CHARS = int(_env.get("COURT_TURN_MAX_CHARS", "900"))
# Model calls per turn before the session is marked failed (with back-off between them).
COURT_TURN_ATTEMPTS = int(_env.get("COURT_TURN_ATTEMPTS", "3"))
# One turn's model call, retries included (a deadline: see juryrigged/llm/door.py).
COURT_TURN_TIMEOUT_S = float(_env.get("COURT_TURN_TIMEOUT_S", "45"))
COURT_MODEL = _env.get("COURT_MODEL", "")  # empty: LLM_DEFAULT_MODEL
# A running session whose next step is this late is resumed by the sweeper.
COURT_STEP_GRACE_MS = int(_env.get("COURT_STEP_GRACE_MS", "3000"))
# A session's budget (each session keeps its own copy; 0: no cap): the judge adjourns before a
# turn that could take the session past it.
COURT_BUDGET_TOKENS = int(_env.get("COURT_BUDGET_TOKENS", "200000"))
COURT_BUDGET_USD = float(_env.get("COURT_BUDGET_USD", "1.00"))
# A turn step's lease is its model call's deadline plus this, for reading the transcript before the
# call and screening and committing the line after it: the lease outlives the call by construction.
COURT_STEP_WRITE_S = float(_env.get("COURT_STEP_WRITE_S", "10"))
# Layer 3 of moderation, the model screen: "auto" (on when a real model is configured,
# i.e. LLM_PROVIDER is not "mock"), "on" or "off".
COURT_MODERATION_MODEL_SCREEN = _env.get("COURT_MODERATION_MODEL_SCREEN", "auto")
COURT_MODERATION_MODEL = _env.get("COURT_MODERATION_MODEL", "")  # empty: COURT_MODEL
# Layer 3 asks the provider's own moderation endpoint first (OpenAI-compatible POST /moderations) when
# "on"; a provider without one (404) is remembered for COURT_MODERATION_ENDPOINT_ABSENT_S and the
# structured model screen answers instead. "both": the model screen answers beside the endpoint (it sees
# defamation, which no provider category names; a second call). "off": always the model screen.
COURT_MODERATION_ENDPOINT = _env.get("COURT_MODERATION_ENDPOINT", "both")
COURT_MODERATION_ENDPOINT_MODEL = _env.get("COURT_MODERATION_ENDPOINT_MODEL", "omni-moderation-latest")
COURT_MODERATION_ENDPOINT_ABSENT_S = int(_env.get("COURT_MODERATION_ENDPOINT_ABSENT_S", "3600"))
# One screen call, no retry: a line waits at most this long for the model's verdict.
COURT_MODERATION_TIMEOUT_S = float(_env.get("COURT_MODERATION_TIMEOUT_S", "10"))
# The model's verdict on a text is cached this long (the same text is not paid for twice).
COURT_MODERATION_CACHE_S = int(_env.get("COURT_MODERATION_CACHE_S", "86400"))
# Fail safe: "hold" (default) keeps a line Layer 3 gave no decision on (timeout, error, unreadable
# answer) — or, without a model screen, a line in a language the offline layers cannot read — for
# staff, and refuses such a topic with "try again"; "publish" lets the offline decision stand.
COURT_MODERATION_FAIL = _env.get("COURT_MODERATION_FAIL", "hold")
