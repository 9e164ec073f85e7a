"""Screening text through the moderator's layers: the database's rules, the offline
classifier and, when a real model is configured, Layer 3 through the LLM door: the
provider's own moderation endpoint where it has one (COURT_MODERATION_ENDPOINT), else
the structured model screen."""

from __future__ import annotations

import hashlib
import logging
import time
from decimal import Decimal

from django.conf import settings
from django.core.cache import cache

from courtroom.models import ModerationRule
from courtroom.moderation import Decision, LayerDecision, Rule, classifier, endpoint, model_screen, screen_rules
from courtroom.moderation.normalize import canonical
from juryrigged import llm
from juryrigged.llm.pricing import MOCK, PRICE_DATA, PROVIDER

logger = logging.getLogger(__name__)
_RULES_KEY = "court:moderation:rules:v2"
_RULES_TTL_S = 30
# A model screen is not started with less time than this left of Layer 3's deadline.
MIN_SCREEN_S = 0.5


def active_rules() -> list[Rule]:
    """The active rules, cached briefly; an edit in the admin clears the cache."""
    rules = cache.get(_RULES_KEY)
    if rules is None:
        rules = [Rule(r.code, r.pattern, r.unless, r.description, r.pk)
                 for r in ModerationRule.objects.filter(active=True)]
        cache.set(_RULES_KEY, rules, _RULES_TTL_S)
    return rules


def rules_changed() -> None:
    cache.delete(_RULES_KEY)


def offline_moderate(text: str) -> Decision:
    """Layers 1 and 2: no network, well under a millisecond a line."""
    return Decision((screen_rules(text, active_rules()),
                     classifier.screen_classifier(text, threshold=settings.COURT_MODERATION_CLASSIFIER_THRESHOLD)))


def model_screen_enabled() -> bool:
    mode = settings.COURT_MODERATION_MODEL_SCREEN
    return mode == "on" or (mode == "auto" and settings.LLM_PROVIDER != "mock")


def _screen_model() -> str:
    return settings.COURT_MODERATION_MODEL or settings.COURT_MODEL or settings.LLM_DEFAULT_MODEL


def _cache_key(text: str, model: str) -> str:
    digest = hashlib.sha256(f"{model}\n{canonical(text)}".encode("utf-8", "surrogatepass")).hexdigest()
    return f"court:moderation:screen:v1:{digest}"


def model_screen_run(text: str, *, subject: str, timeout: float | None = None) -> LayerDecision:
    """Layer 3: one structured call through the LLM door, recorded against `subject` (so a
    session's screens count in its usage and budget); its verdict is cached per text.

    Never raises for the model's failures: an unavailable screen is a decision that says
    so, and the offline layers' decision stands. Failures are not cached.
    """
    model = _screen_model()
    key = _cache_key(text, model)
    cached = cache.get(key)
    if cached is not None:
        return model_screen.decision_from(model_screen.ScreenVerdict(**cached), cached=True)
    result = llm.structured(model_screen.messages_for(text), schema=model_screen.ScreenVerdict,
                            purpose=model_screen.PURPOSE, fallback=None, model=model, retries=0,
                            max_tokens=model_screen.MAX_TOKENS, timeout=timeout or settings.COURT_MODERATION_TIMEOUT_S,
                            subject=subject)
    if result.is_fallback or result.value is None:
        logger.warning("model screen unavailable for %s: %s", subject, "; ".join(result.errors)[:300])
        return model_screen.unavailable((result.errors or ["no answer"])[-1], cost_usd=result.cost_usd)
    cache.set(key, result.value.model_dump(), settings.COURT_MODERATION_CACHE_S)
    return model_screen.decision_from(result.value, cost_usd=result.cost_usd)


def _absent_key() -> str:
    digest = hashlib.sha256(f"{settings.LLM_BASE_URL}\n{settings.COURT_MODERATION_ENDPOINT_MODEL}".encode()).hexdigest()
    return f"court:moderation:endpoint-absent:v1:{digest}"


def endpoint_enabled() -> bool:
    """Layer 3 asks the provider's moderation endpoint: on (or both), and not found missing here lately."""
    return settings.COURT_MODERATION_ENDPOINT in ("on", "both") and not cache.get(_absent_key())


def _screen_too() -> bool:
    """"both": the model screen answers beside the endpoint (it sees what no provider category names,
    such as defamation of a real person), at the cost of a second call."""
    return settings.COURT_MODERATION_ENDPOINT == "both"


def endpoint_run(text: str, *, subject: str) -> LayerDecision | None:
    """Layer 3 through the provider's `POST /moderations`, recorded against `subject` (its cost, zero when
    the provider or the price data says it is free, counts in the session's budget); cached per text.

    None when the provider has no such endpoint (remembered for COURT_MODERATION_ENDPOINT_ABSENT_S, so
    the model screen answers instead without asking again); an unavailable decision on other failures.
    """
    model = settings.COURT_MODERATION_ENDPOINT_MODEL
    key = _cache_key(text, f"endpoint:{model}")
    cached = cache.get(key)
    if cached is not None:
        return endpoint.from_cached(cached)
    try:
        found = llm.moderate(text, purpose=endpoint.PURPOSE, model=model, subject=subject,
                             timeout=settings.COURT_MODERATION_TIMEOUT_S)
    except llm.LLMError as error:
        if error.absent:
            logger.info("no moderation endpoint at %s: the model screen answers instead", settings.LLM_BASE_URL)
            cache.set(_absent_key(), True, settings.COURT_MODERATION_ENDPOINT_ABSENT_S)
            return None
        logger.warning("moderation endpoint unavailable for %s: %s", subject, error)
        return LayerDecision("model", False, (), f"moderation endpoint unavailable: {error}"[:300], Decimal(0))
    free = found.cost_usd == 0 and found.cost_source in (PROVIDER, PRICE_DATA, MOCK)
    decision = endpoint.decision_from(model=found.model, flags=found.categories, scores=found.scores,
                                      cost_usd=found.cost_usd, free=free)
    cache.set(key, endpoint.as_cached(decision), settings.COURT_MODERATION_CACHE_S)
    return decision


def model_screen_calls(*, max_chars: int, subject: str) -> list[llm.Call]:
    """The Layer 3 calls a text of up to `max_chars` will cost (none when Layer 3 is off), for budget
    forecasts made before the text exists: the moderation endpoint's, the model screen's, or both."""
    if not model_screen_enabled():
        return []
    calls = []
    if endpoint_enabled():
        calls.append(llm.Call(key="endpoint", messages="x" * max_chars, purpose=endpoint.PURPOSE,
                              model=settings.COURT_MODERATION_ENDPOINT_MODEL, max_tokens=1, subject=subject))
    if not calls or _screen_too():
        calls.append(llm.Call(key="screen", messages=model_screen.messages_for("x" * max_chars),
                              purpose=model_screen.PURPOSE, model=_screen_model(), max_tokens=model_screen.MAX_TOKENS,
                              subject=subject))
    return calls


def layer3_run(text: str, *, subject: str) -> tuple[LayerDecision, ...]:
    """Layer 3: the provider's moderation endpoint where it has one, else (or, with "both", also) the
    structured model screen.

    Within one COURT_MODERATION_TIMEOUT_S in all (the court step's lease counts on it): a screen
    after the endpoint gets only the time left.
    """
    started = time.monotonic()
    decisions: tuple[LayerDecision, ...] = ()
    if endpoint_enabled():
        found = endpoint_run(text, subject=subject)
        if found is not None:
            decisions = (found,)
            if not _screen_too():
                return decisions
    left = settings.COURT_MODERATION_TIMEOUT_S - (time.monotonic() - started)
    if left < MIN_SCREEN_S:
        return (*decisions, model_screen.unavailable("no time left after the moderation endpoint"))
    return (*decisions, model_screen_run(text, subject=subject, timeout=left))


def text_moderate(text: str, *, subject: str) -> Decision:
    """Every layer's decision on `text`: the offline layers always, Layer 3 when enabled.
    Call it outside any transaction: Layer 3 waits on the network."""
    decision = offline_moderate(text)
    if model_screen_enabled():
        for layer in layer3_run(text, subject=subject):
            decision = decision.with_layer(layer)
    return decision
