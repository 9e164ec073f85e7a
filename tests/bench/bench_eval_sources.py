"""Benchmark: reading a repository and extracting its evidence (time and peak memory).

    python -m pytest tests/bench/bench_eval_sources.py -s [--base-tree PATH]

Two inputs: this project's own repository (its work tree, read like a clone: `.gitignore`
honoured, `.git` left out) and a generated repository of 5,000 source files in 8 languages
(Python, JavaScript, TypeScript, Go, Rust, Java, C, Ruby; plus vendored, binary and ignored
files that must be skipped). Stages, each timed on its own and then measured for peak Python
memory (tracemalloc, a second pass, since tracing slows the code it traces):

    clone+read  `clone_repository` end to end over file:// (generated repository only)
    clone     `git clone --depth 1` alone
    read      walk, filters, .gitignore, conversion to text (`read_folder`)
    evidence  `extract` over every file (tree-sitter for the 8 languages)
    rank      each of 10 criteria's evidence ranked and fitted (14 items, 6,000 tokens)
    fit       jury mode's combined text: every file's tokens counted, fitted to 100,000 tokens
              (the report prints how many tokens the repository is and how many were read)

With BENCH_BASE_TREE set to a checkout of the code before this change, `evidence` is also
timed there on the same files (its extractor read only Python definitions; other languages
got line patterns), for a before/after figure on one machine in one run.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import pytest

from evaluation.dialectic.audit import documents_from_config
from evaluation.dialectic.evidence import extract
from evaluation.dialectic.relevance import evidence_words, rank_for_criterion
from evaluation.dialectic.rubric import criteria_from_dicts
from evaluation.sources.compose import fit_for_jury
from evaluation.sources.limits import Limits
from evaluation.sources.repositories import clone_repository, read_folder
from tests.bench.bench_eval_dialectic import CRITERIA
from tests.evaluation.sources.fixtures import git_repository

ROOT = Path(__file__).resolve().parents[2]
LIMITS = Limits(max_files=20_000, max_repo_bytes=2_000_000_000, allow_file_urls=True, clone_timeout_s=600)

TEMPLATES = {
    "py": ("import os\nimport json\n\n",
           "# TODO: cache {n}\ndef handler_{n}(request):\n    \"\"\"Handle request {n} and return its JSON.\"\"\"\n"
           "    data = json.loads(request)\n    return data.get('k{n}')\n\n\nclass Model{n}:\n    def save(self):\n"
           "        return os.getcwd()\n\n"),
    "js": ("import fs from 'fs';\nconst path = require('path');\n\n",
           "// FIXME: validate {n}\nexport function handler{n}(req) {{\n"
           "  try {{ return JSON.parse(req); }} catch (e) {{}}\n}}\n"
           "class Store{n} {{ save(x) {{ this.x = x; }} }}\n\n"),
    "ts": ("import {{ Db }} from './db';\n\n",
           "/** Loads record {n} from the database by its id. */\nexport function load{n}(id: number): number {{\n"
           "  return id + {n};\n}}\ninterface Rec{n} {{ id: number }}\n\n"),
    "go": ("package svc\n\nimport (\n  \"fmt\"\n  \"os\"\n)\n\n",
           "// Handler{n} serves request number {n} of the service.\nfunc Handler{n}(name string) error {{\n"
           "  fmt.Println(name, os.Args)\n  return nil\n}}\n\ntype Server{n} struct{{ Port int }}\n\n"),
    "rs": ("use std::fs;\nuse std::io;\n\n",
           "/// Reads file {n} and returns its length in bytes.\npub fn read_{n}(p: &str) -> io::Result<usize> {{\n"
           "    Ok(fs::read(p)?.len())\n}}\n\nstruct Point{n} {{ x: i32 }}\n\n"),
    "java": ("import java.util.List;\nimport java.io.*;\n\npublic class C{{file}} {{\n",
             "  // TODO: paginate {n}\n  public int count{n}(List<String> xs) {{\n"
             "    try {{ return xs.size(); }} catch (Exception e) {{ }}\n    return 0;\n  }}\n"),
    "c": ("#include <stdio.h>\n#include \"util.h\"\n\n",
          "/* XXX: fixed buffer {n} */\nint copy_{n}(char *src) {{\n"
          "  char b[16];\n  strcpy(b, src);\n  return 0;\n}}\n\n"),
    "rb": ("require 'json'\n\n",
           "# Parses payload {n} and stores the result.\n"
           "class Job{n}\n  def run(text)\n    JSON.parse(text)\n  end\nend\n\n"),
}


def generate(folder: Path, files: int = 5000, functions: int = 6) -> None:
    rng = random.Random(7)
    languages = sorted(TEMPLATES)
    for index in range(files):
        ext = languages[index % len(languages)]
        head, body = TEMPLATES[ext]
        parts = [head.replace("{file}", str(index)).replace("{{", "{").replace("}}", "}")]
        parts += [body.format(n=f"{index}_{k}") for k in range(functions)]
        if ext == "java":
            parts.append("}\n")
        if rng.random() < 0.02:
            parts.append({"py": "API_KEY = 'sk-abcdefghijklmnopqrstuv'\n",
                          "js": "el.innerHTML = input;\n"}.get(ext, ""))
        path = folder / f"pkg{index % 50}" / f"mod{index}.{ext}"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(parts))
    (folder / ".gitignore").write_text("*.log\nbuild/\n")
    for extra in ("node_modules/x/index.js", "vendor/lib.go", "build/out.js", "logs/a.log", "assets/logo.png"):
        (folder / extra).parent.mkdir(parents=True, exist_ok=True)
        (folder / extra).write_bytes(b"\x89PNG\x00" if extra.endswith("png") else b"x = 1\n")
    (folder / "README.md").write_text("# Generated\n\nA service that stores records and validates every request.\n")


def _timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def _peak(fn) -> float:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 1024 / 1024
    finally:
        tracemalloc.stop()


def _rank_all(evidence, documents, criteria):
    words = evidence_words(evidence)
    return [rank_for_criterion(evidence, documents, c, limit=14, token_budget=6000, words=words) for c in criteria]


def _stages(folder: str, origin: str):
    """Times and peaks of read → evidence → rank for one repository's work tree."""
    criteria = criteria_from_dicts(CRITERIA)

    def read():
        return read_folder(folder, kind="repository", origin=origin, limits=LIMITS)

    snapshot, read_s = _timed(read)
    documents = documents_from_config({}, [snapshot])
    evidence, evidence_s = _timed(lambda: extract(documents))
    _, rank_s = _timed(lambda: _rank_all(evidence, documents, criteria))
    fitted, fit_s = _timed(lambda: fit_for_jury("", [snapshot], budget_tokens=100_000))
    peaks = {"read": _peak(read), "evidence": _peak(lambda: extract(documents)),
             "rank": _peak(lambda: _rank_all(evidence, documents, criteria)),
             "fit": _peak(lambda: fit_for_jury("", [snapshot], budget_tokens=100_000))}
    times = {"read": read_s, "evidence": evidence_s, "rank": rank_s, "fit": fit_s, "fitted": fitted}
    return snapshot, documents, evidence, times, peaks


def _base_evidence_seconds(documents) -> float | None:
    """The extractor before this change, on the same documents, in a child process of the base tree."""
    base = os.environ.get("BENCH_BASE_TREE")
    if not base:
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump([[d.name, d.text] for d in documents], handle)
    script = ("import json, sys, time\nfrom evaluation.dialectic.evidence import Document, extract\n"
              f"docs = [Document(n, t) for n, t in json.load(open({handle.name!r}))]\n"
              "start = time.perf_counter(); items = extract(docs)\n"
              "print(time.perf_counter() - start, len(items))\n")
    out = subprocess.run([sys.executable, "-c", script], cwd=base, capture_output=True, text=True, check=True,
                         env={**os.environ, "DJANGO_SETTINGS_MODULE": "juryrigged.settings", "PYTHONPATH": base})
    os.unlink(handle.name)
    seconds, items = out.stdout.split()
    return float(seconds), int(items)


def _report(name, snapshot, evidence, times, peaks, extra="") -> None:
    load = os.getloadavg()
    print(f"\n{name}: {len(snapshot.files):,} files read, {len(snapshot.skipped):,} skipped, "
          f"{sum(f.size for f in snapshot.files) / 1024 / 1024:.1f} MB, {len(evidence):,} evidence items{extra}")
    fitted = times.pop("fitted")
    print(f"  tokens: {fitted.total_tokens:,} in all; jury mode read {fitted.tokens:,} "
          f"({len(fitted.included):,} files, {len(fitted.cut):,} cut to fit 100,000)")
    for stage in ("clone+read", "clone", "read", "evidence", "rank", "fit"):
        if stage in times:
            peak = f"{peaks[stage]:7.1f} MB" if stage in peaks else "      —   "
            print(f"  {stage:<9} {times[stage]:7.2f} s   peak {peak}")
    print(f"  load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


@pytest.mark.timeout(3600)
@pytest.mark.parametrize("repository", ["this project", "generated 5,000 files"])
def test_bench_reading_and_evidence(repository, tmp_path, settings):
    if repository == "this project":
        snapshot, documents, evidence, times, peaks = _stages(str(ROOT), "juryrigged")
    else:
        source = tmp_path / "gen"
        source.mkdir()
        generate(source)
        url = git_repository(str(tmp_path / "git"), {str(p.relative_to(source)): p.read_bytes()
                                                    for p in source.rglob("*") if p.is_file()})
        # The product's path end to end (clone, read, temporary folder removed), then its parts.
        _, times_end_to_end = _timed(lambda: clone_repository(url, LIMITS))
        work = tmp_path / "clone"
        _, clone_s = _timed(lambda: subprocess.run(["git", "clone", "-q", "--depth", "1", url, str(work)],
                                                   check=True, capture_output=True))
        snapshot, documents, evidence, times, peaks = _stages(str(work), url)
        times["clone"] = clone_s
        times["clone+read"] = times_end_to_end
    before = _base_evidence_seconds(documents)
    extra = f"; before this change the extractor took {before[0]:.2f} s for {before[1]:,} items" if before else ""
    _report(repository, snapshot, evidence, times, peaks, extra)
    assert snapshot.files and evidence
