"""Benchmark: what the house's input checks cost on a request body.

    python -m pytest tests/bench/bench_input_checks.py -s

Parses the same bodies with DRF's stock JSON parser and with the house's
(`juryrigged.core.inputs.JSONParser`: NUL, lone surrogates, depth, non-finite
numbers), and prints the time per body and the difference. Bodies: a jury request
with 20 KB and 200 KB of content, and a dialectic request of 40 documents.
"""

from __future__ import annotations

import io
import json
import os
import statistics
import time

from rest_framework.parsers import JSONParser as StockParser

from juryrigged.core.inputs import JSONParser as HouseParser

ROUNDS = int(os.environ.get("INPUT_BENCH_ROUNDS", "200"))


def _bodies() -> dict[str, bytes]:
    paragraph = "The endpoint returns a paginated list of users, newest first. " * 8 + "\n\n"
    jury = lambda size: {"question": "Evaluate this documentation", "mode": "jury",  # noqa: E731
                         "modeConfig": {"content": (paragraph * (size // len(paragraph) + 1))[:size],
                                        "jurorModels": ["a/one", "b/two", "c/three"], "foremanModel": "d/four"}}
    documents = [{"name": f"src/module_{i}.py", "text": "def f(x):\n    return x * 2\n" * 60} for i in range(40)]
    return {"jury 20 KB": json.dumps(jury(20_000)).encode(), "jury 200 KB": json.dumps(jury(200_000)).encode(),
            "dialectic 40 docs": json.dumps({"mode": "dialectic", "modeConfig": {"documents": documents}}).encode()}


def _per_body_us(parser, raw: bytes) -> float:
    samples = []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        parser.parse(io.BytesIO(raw), "application/json", {"encoding": "utf-8"})
        samples.append(time.perf_counter() - started)
    return statistics.median(samples) * 1e6


def test_the_house_parser_costs_little_over_drfs():
    print(f"\nload average: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    print(f"{'body':<20}{'size':>10}{'DRF µs':>10}{'house µs':>10}{'extra':>8}")
    for name, raw in _bodies().items():
        stock, house = _per_body_us(StockParser(), raw), _per_body_us(HouseParser(), raw)
        print(f"{name:<20}{len(raw):>10,}{stock:>10.0f}{house:>10.0f}{house / stock - 1:>8.0%}")
        context = {"encoding": "utf-8"}
        assert (HouseParser().parse(io.BytesIO(raw), None, context)
                == StockParser().parse(io.BytesIO(raw), None, context))
