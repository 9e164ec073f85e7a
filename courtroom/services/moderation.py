"""Screening text through the moderator's layers: the database's rules, the offline
classifier and, when a real model is configured, the model screen through the LLM door."""

from __future__ import annotations

import hashlib
import logging

from django.conf import settings
from django.core.cache import cache

from courtroom.models import ModerationRule
from courtroom.moderation import Decision, LayerDecision, Rule, classifier, model_screen, screen_rules
from courtroom.moderation.normalize import canonical
from juryrigged import llm

logger = logging.getLogger(__name__)
_RULES_KEY = "court:moderation:rules:v2"
_RULES_TTL_S = 30


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


def model_screen_run(text: str, *, subject: str) -> LayerDecision:
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
                            max_tokens=model_screen.MAX_TOKENS, timeout=settings.COURT_MODERATION_TIMEOUT_S,
                            subject=subject)
    if result.is_fallback or result.value is None:
        logger.warning("model screen unavailable for %s: %s", subject, "; ".join(result.errors)[:300])
        return model_screen.unavailable((result.errors or ["no answer"])[-1], cost_usd=result.cost_usd)
    cache.set(key, result.value.model_dump(), settings.COURT_MODERATION_CACHE_S)
    return model_screen.decision_from(result.value, cost_usd=result.cost_usd)


def model_screen_calls(*, max_chars: int, subject: str) -> list[llm.Call]:
    """The screen call a text of up to `max_chars` will cost (none when the screen is off),
    for budget forecasts made before the text exists."""
    if not model_screen_enabled():
        return []
    return [llm.Call(key="screen", messages=model_screen.messages_for("x" * max_chars), purpose=model_screen.PURPOSE,
                     model=_screen_model(), max_tokens=model_screen.MAX_TOKENS, subject=subject)]


def text_moderate(text: str, *, subject: str) -> Decision:
    """Every layer's decision on `text`: the offline layers always, the model screen when
    enabled. Call it outside any transaction: the model screen waits on the network."""
    decision = offline_moderate(text)
    if model_screen_enabled():
        decision = decision.with_layer(model_screen_run(text, subject=subject))
    return decision
