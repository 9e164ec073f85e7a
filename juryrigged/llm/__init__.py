"""The one door to language models.

    from juryrigged import llm
    llm.complete(messages, purpose="court.turn", subject="court.session:42")
    llm.structured(messages, schema=Ruling, purpose="game.ruling", fallback=Ruling(...))
    llm.moderate(text, purpose="court.moderation", model="omni-moderation-latest")   # a provider's /moderations
    for call, result in llm.as_completed([llm.Call(key=..., ...), ...], limit=6, timeout=120): ...

Products register offline answers for their purposes with `llm.mock.responder`.
"""

from juryrigged.llm import mock  # noqa: F401
from juryrigged.llm.door import (  # noqa: F401
    Call,
    Completion,
    LLMError,
    LLMTimeout,
    Moderation,
    StructuredResult,
    as_completed,
    complete,
    moderate,
    read_answer,
    run_all,
    structured,
)
from juryrigged.llm.exchange import ProviderError, ProviderTimeout, RawCompletion, Request  # noqa: F401
from juryrigged.llm.providers import use_provider  # noqa: F401
from juryrigged.llm.budgets import (  # noqa: F401
    Budget, CallsCheck, Forecast, calls_check, forecast, max_tokens_for, over_budget, reask_max_tokens,
)
from juryrigged.llm.recording import Offline, Usage, offline_for, usage_by_model, usage_for  # noqa: F401
from juryrigged.llm.spending import paid_by  # noqa: F401
from juryrigged.llm.sanitize import sanitize_spoken  # noqa: F401
from juryrigged.llm.reading.spoken import spoken_line  # noqa: F401
