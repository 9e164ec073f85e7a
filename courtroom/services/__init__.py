"""The only writers of the courtroom. See each module's docstring for its guarantees."""

from courtroom.services.control import session_control  # noqa: F401
from courtroom.services.moderation import active_rules, offline_moderate, text_moderate  # noqa: F401
from courtroom.services.redaction import turn_redact, turn_restore  # noqa: F401
from courtroom.services.sessions import SessionInputError, session_create  # noqa: F401
from courtroom.services.steps import session_step, sessions_sweep  # noqa: F401
from courtroom.services.votes import VoteError, tally_broadcast, vote_cast, votes_cast  # noqa: F401
