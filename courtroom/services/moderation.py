"""Screening text through the moderator's layers: the database's rules, the structural layer
(five languages) and, when a real model is configured, Layer 3 through the LLM door: the
provider's own moderation endpoint where it has one (COURT_MODERATION_ENDPOINT), else
the structured model screen.

Fail safe (COURT_MODERATION_FAIL=hold, the default): a text Layer 3 gave no decision on is
held ("unscreened") rather than published on the offline decision alone; without a model
screen, a text in a language the offline layers cannot read is held ("unreadable")."""

from __future__ import annotations

import hashlib
import logging
import time
from decimal import Decimal

from django.conf import settings
from django.core.cache import cache

from courtroom.models import ModerationRule
from courtroom.moderation import (Decision, LayerDecision, Rule, contacts, endpoint, language, learned, model_screen,
                                  screen_rules)
from courtroom.moderation.structure import screen_structure
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


def offline_moderate(text: str, *, sentence: bool = False) -> Decision:
    """The offline layers: rules, structure and, on a line they pass, the learned layer; no network, well under
    2 ms of CPU a line (tests/bench/bench_moderation.py). `sentence`: the learned layer may ask its sentence
    encoder (numpy): only in the worker, for live lines; the web process (submitted topics) reads with the
    character model alone (courtroom/moderation/learned.py)."""
    decision = Decision((screen_rules(text, active_rules()), screen_structure(text)))
    if decision.flagged:
        return decision  # already held: the learned layer could only agree, so it is not asked
    return decision.with_layer(learned.screen_learned(text, sentence=sentence))


def warm() -> None:
    """Load what the offline layers read with (libphonenumber's metadata, the language detector), so
    no request pays for it; called from CourtroomConfig.ready. Nothing here imports numpy. The learned
    layer's character model is not among them: it loads in about 0.02 s CPU at its first line, and an idle
    process would otherwise hold its 5.5 MB.

    The language detector (about 0.3 s and 20 MB) is read only by `unreadable_hold`, that is only
    without a model screen: a process with one never loads it."""
    contacts.warm()
    screen_structure("warm up the structural layer: call me on +44 20 7946 0958")
    if not model_screen_enabled():
        language.warm()


def _hold_policy() -> bool:
    return settings.COURT_MODERATION_FAIL == "hold"


def unscreened_hold(decisions: tuple[LayerDecision, ...]) -> LayerDecision | None:
    """The fail-safe hold when Layer 3 was asked and none of its answers is a decision."""
    if not decisions or not all(d.undecided for d in decisions) or not _hold_policy():
        return None
    why = "; ".join(d.reason for d in decisions)
    return LayerDecision("failsafe", True, ("unscreened",),
                         f"held for staff: the model screen gave no decision ({why})"[:500])


def unreadable_hold(text: str) -> LayerDecision | None:
    """Without a model screen: hold a text in a language the offline layers cannot read."""
    code, readable = language.detect(text)
    if readable or not _hold_policy():
        return None
    return LayerDecision("language", True, ("unreadable",),
                         f"held for staff: written in “{code}”, which the offline layers cannot read (they read "
                         "en, es, fr, de, pt) and no model screen is configured")


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
                            subject=subject, normalize=model_screen.normalize)
    if result.is_fallback or result.value is None:
        logger.warning("model screen unavailable for %s: %s", subject, "; ".join(result.errors)[:300])
        return model_screen.unavailable((result.errors or ["no answer"])[-1], cost_usd=result.cost_usd)
    cache.set(key, result.value.model_dump(), settings.COURT_MODERATION_CACHE_S)
    return model_screen.decision_from(result.value, cost_usd=result.cost_usd)


# What this process learnt: the provider has no moderation endpoint (until the monotonic time given).
_ABSENT_UNTIL: dict[str, float] = {}
# This process asked the endpoint once and it answered: it exists.
_PRESENT: set[str] = set()


def endpoint_memory_clear() -> None:
    """Forget what this process learnt about the provider's moderation endpoint (tests, a provider change)."""
    _ABSENT_UNTIL.clear()
    _PRESENT.clear()


def _absent_key() -> str:
    digest = hashlib.sha256(f"{settings.LLM_BASE_URL}\n{settings.COURT_MODERATION_ENDPOINT_MODEL}".encode()).hexdigest()
    return f"court:moderation:endpoint-absent:v1:{digest}"


def _endpoint_absent() -> bool:
    key = _absent_key()
    if _ABSENT_UNTIL.get(key, 0) > time.monotonic():
        return True
    return bool(cache.get(key))


def _remember_absent() -> None:
    key = _absent_key()
    _ABSENT_UNTIL[key] = time.monotonic() + settings.COURT_MODERATION_ENDPOINT_ABSENT_S
    cache.set(key, True, settings.COURT_MODERATION_ENDPOINT_ABSENT_S)


def endpoint_enabled() -> bool:
    """Layer 3 asks the provider's moderation endpoint: on (or both), and not found missing here lately."""
    return settings.COURT_MODERATION_ENDPOINT in ("on", "both") and not _endpoint_absent()


def _endpoint_known() -> bool:
    return _absent_key() in _PRESENT


def _screen_too() -> bool:
    """"both": the model screen answers beside the endpoint (it sees what no provider category names,
    such as defamation of a real person), at the cost of a second call."""
    return settings.COURT_MODERATION_ENDPOINT == "both"


def endpoint_run(text: str, *, subject: str, timeout: float | None = None) -> LayerDecision | None:
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
                             timeout=timeout or settings.COURT_MODERATION_TIMEOUT_S)
    except llm.LLMError as error:
        if error.absent:
            logger.info("no moderation endpoint at %s: the model screen answers instead", settings.LLM_BASE_URL)
            _remember_absent()
            return None
        logger.warning("moderation endpoint unavailable for %s: %s", subject, error)
        return LayerDecision("model", False, (), f"moderation endpoint unavailable: {error}"[:300], Decimal(0),
                             undecided=True)
    _PRESENT.add(_absent_key())
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

    Within one COURT_MODERATION_TIMEOUT_S in all (the court step's lease counts on it). Cold start
    ("both", the default): while this process does not know whether the provider has the endpoint, the model screen is
    asked first, with the whole deadline, and the endpoint is probed only in the time left — a
    provider without it (or one that hangs) never costs the screen its time, and its absence is
    remembered (COURT_MODERATION_ENDPOINT_ABSENT_S) so it is not probed again.
    """
    if _screen_too() and endpoint_enabled() and not _endpoint_known():
        return _screen_then_probe(text, subject=subject)
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


def _screen_then_probe(text: str, *, subject: str) -> tuple[LayerDecision, ...]:
    started = time.monotonic()
    screened = model_screen_run(text, subject=subject)
    left = settings.COURT_MODERATION_TIMEOUT_S - (time.monotonic() - started)
    if left < MIN_SCREEN_S:
        return (screened,)
    probed = endpoint_run(text, subject=subject, timeout=left)
    return (screened,) if probed is None else (probed, screened)


def text_moderate(text: str, *, subject: str, sentence: bool = False) -> Decision:
    """Every layer's decision on `text`: the offline layers always, Layer 3 when enabled.
    Call it outside any transaction: Layer 3 waits on the network. `sentence`: see offline_moderate."""
    decision = offline_moderate(text, sentence=sentence)
    if model_screen_enabled():
        layers = layer3_run(text, subject=subject)
        for layer in layers:
            decision = decision.with_layer(layer)
        return decision.with_layer(unscreened_hold(layers))
    return decision.with_layer(unreadable_hold(text))
