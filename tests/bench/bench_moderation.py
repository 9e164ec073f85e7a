"""Benchmark: the moderator's offline layers, CPU per line, on the frozen held-out corpus and the others.

    python -m pytest tests/bench/bench_moderation.py -s

Prints the one-time load of what the offline layers read with (libphonenumber's metadata, the language
detector: done at process start by CourtroomConfig.ready), then CPU milliseconds per line (mean, and
p50/p95 of wall time) for Layer 1 (rules on normalised text), Layer 2 (the structural layer), both, and
the language check used when no model screen is configured, with the load average beside them (the
machine is shared). The model screen is a network call and is not measured here; its verdicts are
cached per text (COURT_MODERATION_CACHE_S).
"""

from __future__ import annotations

import os
import statistics
import time

from courtroom.moderation import default_rules, language, learned, screen_rules
from courtroom.moderation.structure import screen_structure
from tests.courtroom.moderation_corpus import BENIGN, HARMFUL
from tests.courtroom.moderation_dev import CORPUS as DEV
from tests.courtroom.moderation_heldout import CORPUS as HELD_OUT
from tests.courtroom.moderation_heldout_v2 import CORPUS as HELD_OUT_V2

LINES = [*(text for text, *_ in HELD_OUT), *(text for text, *_ in HELD_OUT_V2), *(text for text, *_ in DEV), *BENIGN,
         *(text for text, _ in HARMFUL)]
ROUNDS = 3


def _per_line(screen) -> tuple[float, list[float]]:
    """(mean CPU ms per line, wall ms of each line)."""
    timings = []
    cpu_started = time.process_time()
    for _ in range(ROUNDS):
        for line in LINES:
            started = time.perf_counter()
            screen(line)
            timings.append((time.perf_counter() - started) * 1000)
    return (time.process_time() - cpu_started) * 1000 / (ROUNDS * len(LINES)), timings


def _row(name: str, measured: tuple[float, list[float]]) -> str:
    cpu, timings = measured
    p95 = statistics.quantiles(timings, n=20)[-1]
    return (f"  {name:<30} CPU {cpu:5.2f} ms/line   wall p50 {statistics.median(timings):5.2f} ms"
            f"   p95 {p95:5.2f} ms")


COLD_LOAD = """
import sys, time
started, cpu = time.perf_counter(), time.process_time()
from courtroom.moderation import contacts, language, learned
from courtroom.moderation.structure import screen_structure
contacts.warm(); language.warm(); learned.warm(); screen_structure("warm up: call me on +44 20 7946 0958")
print(time.perf_counter() - started, time.process_time() - cpu)
"""


def _cold_load() -> tuple[float, float]:
    """What a new process pays once for the offline layers (in CourtroomConfig.ready): wall and CPU seconds."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", COLD_LOAD], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.getcwd()})
    wall, cpu = map(float, out.stdout.split())
    return wall, cpu


def _offline(rules, *, sentence: bool):
    """Layers 1+2 and, on a line they pass, the learned layer: as services.moderation.offline_moderate runs them."""
    def screen(line: str) -> None:
        if not (screen_rules(line, rules).flagged or screen_structure(line).flagged):
            learned.screen_learned(line, sentence=sentence)

    return screen


def test_offline_layers_cpu_per_line():
    rules = default_rules()
    load_s, load_cpu_s = _cold_load()
    started = time.process_time()
    learned.warm_sentence()
    sentence_s = time.process_time() - started
    rows = [
        _row("Layer 1 (rules)", _per_line(lambda line: screen_rules(line, rules))),
        _row("Layer 2 (structure)", _per_line(screen_structure)),
        _row("Layers 1+2", _per_line(lambda line: (screen_rules(line, rules), screen_structure(line)))),
        _row("learned, character model", _per_line(lambda line: learned.screen_learned(line, sentence=False))),
        _row("learned, with sentence model", _per_line(lambda line: learned.screen_learned(line, sentence=True))),
        _row("1+2+learned (web process)", _per_line(_offline(rules, sentence=False))),
        _row("1+2+learned (worker)", _per_line(_offline(rules, sentence=True))),
        _row("language check (no model)", _per_line(language.detect)),
    ]
    print(f"\nmoderation, {len(LINES)} lines x {ROUNDS}, load average {os.getloadavg()[0]:.2f}; "
          f"loaded at process start in {load_s:.2f} s ({load_cpu_s:.2f} s CPU)")
    print(f"  the learned layer's sentence encoder (worker only) loaded in {sentence_s:.2f} s CPU; its character "
          "model loads at process start with the above")
    print("\n".join(rows))
    assert len(LINES) >= 500


# --- precision and recall per category and per layer: offline, with a scripted model screen, with the endpoint ---

# A scripted moderation endpoint answers each line with its labels in OpenAI's names (an upper bound for the
# plumbing and the mapping, not a real model): defamation has no provider category, so it is never flagged.
OURS_TO_OPENAI = {"hate": "hate", "harassment": "harassment", "self_harm": "self-harm/intent", "sexual": "sexual",
                  "violence": "violence/graphic", "threat": "harassment/threatening"}


def test_precision_and_recall_per_category_and_layer(scripted_llm, settings, db):
    from juryrigged import llm
    from courtroom.moderation import Decision
    from courtroom.services.moderation import endpoint_run, model_screen_run
    from tests.courtroom.moderation_corpus import HELD_OUT_TOPICS
    from tests.courtroom.test_moderation_corpus_figures import (
        CORPUS, measure, offline, rules_layer, scripted_screen, table)
    from tests.support.fake_openai import FakeOpenAIServer, Flags

    labels = {text: set(c) for text, c in [*HARMFUL, *HELD_OUT_TOPICS]}
    held_out = [(t, set(c)) for t, c in HELD_OUT_TOPICS]
    print(f"\nmoderation corpus: {len(BENIGN)} benign / {len(HARMFUL)} harmful lines, {len(HELD_OUT_TOPICS)} held-out "
          f"harmful topics; load average {os.getloadavg()[0]:.2f}")
    results = {}

    def report(title, decide):
        scores, held = measure(decide), measure(decide, held_out)
        results[title] = scores
        print(table(f"{title}: on the corpus", scores))
        print(f"  held-out topics held: {held['held'].tp} of {len(held_out)}")

    report("Layer 1 (rules)", rules_layer)
    report("Layer 2 (structure)", screen_structure)
    report("Layers 1+2 (offline)", offline)

    # the scripted model screen, through the door (structured call, cache, recording)
    settings.COURT_MODERATION_MODEL_SCREEN, settings.COURT_MODERATION_ENDPOINT = "on", "off"
    scripted_llm.default = scripted_screen(labels)
    report("Layer 3 alone (scripted model screen)",
           lambda text: Decision((model_screen_run(text, subject="court.bench"),)))
    report("Layers 1+2+3 (scripted model screen)",
           lambda text: offline(text).with_layer(model_screen_run(text, subject="court.bench")))

    # the provider's moderation endpoint, scripted, on the local fake server through the SDK and the door
    def flags(body):
        found = labels.get(body["input"], set())
        return Flags(tuple(OURS_TO_OPENAI[c] for c in sorted(found) if c in OURS_TO_OPENAI))

    with FakeOpenAIServer(lambda body: ("{}", 0), moderations=flags) as base_url, llm.use_provider(None):
        settings.LLM_PROVIDER, settings.LLM_API_KEY, settings.LLM_BASE_URL = "openai", "bench", base_url
        settings.COURT_MODERATION_ENDPOINT, settings.LLM_PRICE_PROVIDER = "on", "openai"
        report("Layer 3 alone (scripted moderation endpoint)",
               lambda text: Decision((endpoint_run(text, subject="court.bench"),)))
        report("Layers 1+2+3 (scripted moderation endpoint)",
               lambda text: offline(text).with_layer(endpoint_run(text, subject="court.bench")))
        from juryrigged.llm.models import LLMCall
        from juryrigged.llm.recording import usage_totals

        for purpose in ("court.screen", "court.moderation"):
            paid = usage_totals(LLMCall.objects.filter(subject="court.bench", purpose=purpose))
            print(f"  {purpose} calls recorded: {paid.describe()}")
    assert len(CORPUS) >= 200 and results["Layers 1+2 (offline)"]["held"].recall >= 0.9
