"""Development samples for the second set of shapes (scales in words and signs, verdicts anywhere, hedges,
labels in other languages). NOT the frozen held-out set (`data/frozen_shapes_v2.json`): other phrasings,
other names, drawn with any seed. The reader was developed on these; the frozen figure is measured apart.
"""

from __future__ import annotations

import json
import random
from decimal import ROUND_HALF_UP, Decimal

DIMENSIONS = ("accuracy", "completeness", "clarity", "relevance", "actionability")
NAMES = {"accuracy": ("Accuracy", "Correctness", "Factual accuracy"), "completeness": ("Completeness", "Coverage"),
         "clarity": ("Clarity", "Readability"), "relevance": ("Relevance",),
         "actionability": ("Actionability", "Usefulness")}
# Other translations than the frozen set's, where a language has them.
FOREIGN = {
    "it": ({"accuracy": "Accuratezza", "completeness": "Completezza", "clarity": "Chiarezza",
            "relevance": "Rilevanza", "actionability": "Applicabilità"}, "Verdetto",
           {"APPROVE": "APPROVARE", "REVISE": "RIVEDERE", "REJECT": "RESPINGERE"}),
    "es": ({"accuracy": "Exactitud", "completeness": "Integridad", "clarity": "Claridad",
            "relevance": "Pertinencia", "actionability": "Utilidad práctica"}, "Decisión",
           {"APPROVE": "Aprobado", "REVISE": "Necesita revisión", "REJECT": "Rechazado"}),
    "fr": ({"accuracy": "Précision", "completeness": "Exhaustivité", "clarity": "Lisibilité",
            "relevance": "Pertinence", "actionability": "Utilité"}, "Verdict",
           {"APPROVE": "Approuvé", "REVISE": "Réviser", "REJECT": "Rejeté"}),
    "de": ({"accuracy": "Korrektheit", "completeness": "Vollständigkeit", "clarity": "Verständlichkeit",
            "relevance": "Relevanz", "actionability": "Umsetzbarkeit"}, "Entscheidung",
           {"APPROVE": "Angenommen", "REVISE": "Überarbeiten", "REJECT": "Abgelehnt"}),
    "pt": ({"accuracy": "Exatidão", "completeness": "Abrangência", "clarity": "Clareza",
            "relevance": "Pertinência", "actionability": "Utilidade"}, "Decisão",
           {"APPROVE": "Aprovado", "REVISE": "Revisar", "REJECT": "Rejeitado"}),
}
LETTERS = {"A+": 4.0, "A": 4.0, "A-": 3.7, "A−": 3.7, "B+": 3.3, "B": 3.0, "B-": 2.7, "C+": 2.3, "C": 2.0,
           "C-": 1.7, "D+": 1.3, "D": 1.0, "F": 0.0}
WORDS = {"excellent": 5, "very good": 4.5, "good": 4, "solid": 4, "fair": 3, "acceptable": 3, "satisfactory": 3,
         "poor": 2, "weak": 2, "very poor": 1, "terrible": 1, "exceptional": 5}
SAY = {"APPROVE": ("APPROVE", "approve", "Approved", "LGTM", "Accept"), "REVISE": ("REVISE", "Needs work", "Revise"),
       "REJECT": ("REJECT", "Rejected", "Decline")}
CONDITIONAL = ("Approve, subject to fixing the chart labels", "Accept after minor edits", "Approve with some revisions",
               "Approve if the sources are added", "Reject, unless the data are corrected",
               "Approve — with minor fixes", "Conditionally approve: once section 3 is rewritten")
OPEN = ("I don't approve this.", "Verdict: not approving", "Decision: do not approve")


def _hu(x) -> int:
    return int(Decimal(str(x)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _scale(rng: random.Random):
    """(how a score is written, its truth on 1-10) for one of the scales."""
    kind = rng.choice(("percent", "stars", "star_text", "letter", "word", "number"))
    if kind == "percent":
        p = rng.randint(15, 100)
        return rng.choice((f"{p}%", f"{p} %", f"{p} percent")), _hu(Decimal(p) / 10)
    if kind == "stars":
        k = rng.randint(1, 5)
        return rng.choice(("★" * k + "☆" * (5 - k), "⭐" * k, "★" * k + "☆" * (5 - k) + f" {k}/5")), 2 * k
    if kind == "star_text":
        k = rng.randint(1, 5)
        counted = "1 star" if k == 1 else f"{k} stars"
        return rng.choice((counted, f"{k} out of 5 stars", f"{k}/5 ★")), 2 * k
    if kind == "letter":
        g = rng.choice(list(LETTERS))
        return g, _hu(Decimal(1) + Decimal(str(LETTERS[g])) / 4 * 9)
    if kind == "word":
        w = rng.choice(list(WORDS))
        return rng.choice((w, w.title(), w.upper())), _hu(Decimal(str(WORDS[w])) * 2)
    v = rng.randint(1, 10)
    return rng.choice((f"{v}/10", str(v), f"{v} out of 10")), v


def _verdict(rng: random.Random):
    """(the verdict sentence, truth verdict or None)."""
    kind = rng.choice(("plain", "plain", "midline", "conditional", "open", "negated_then"))
    v = rng.choice(("APPROVE", "REVISE", "REJECT"))
    said = rng.choice(SAY[v])
    if kind == "plain":
        return rng.choice((f"Verdict: {said}", f"**Final verdict:** {said}", f"## Verdict\n{said}")), v
    if kind == "midline":
        return rng.choice((f"Taking all of this together — final decision: {said}.",
                           f"That is why, overall verdict = {said}", f"So, to sum up; Verdict — {said}!")), v
    if kind == "conditional":
        return f"Verdict: {rng.choice(CONDITIONAL)}.", "REVISE"
    if kind == "open":
        return rng.choice(OPEN), None
    if v == "APPROVE":
        v, said = "REJECT", rng.choice(SAY["REJECT"])
    return rng.choice((f"Verdict: I can't approve this; {said}.", f"Decision: not approved, {said}")), v


def answer(rng: random.Random) -> dict:
    scores, written = {}, {}
    lang = rng.choice((None, None, "it", "es", "fr", "de", "pt"))
    for d in DIMENSIONS:
        written[d], scores[d] = _scale(rng)
    if lang:
        names, label, words = FOREIGN[lang]
        v = rng.choice(("APPROVE", "REVISE", "REJECT"))
        verdict_line, truth_v = f"{label}: {rng.choice((words[v], v))}", v
    else:
        names = {d: rng.choice(NAMES[d]) for d in DIMENSIONS}
        verdict_line, truth_v = _verdict(rng)
    layout = rng.choice(("bullets", "table", "json", "bold"))
    if layout == "bullets":
        body = "\n".join(f"- {names[d]}: {written[d]}" for d in DIMENSIONS)
    elif layout == "table":
        header = rng.choice(("| Criterion | Rating | Why |", "| Area | Result | Why |"))
        body = header + "\n|---|---|---|\n" + "\n".join(f"| {names[d]} | {written[d]} | fine |" for d in DIMENSIONS)
    elif layout == "json":
        if lang:
            verdict_line = ""
        obj = {names[d]: written[d] for d in DIMENSIONS}
        if lang:
            obj[FOREIGN[lang][1]] = FOREIGN[lang][2][truth_v]
        body = json.dumps(obj, ensure_ascii=False)
    else:
        body = "\n".join(f"**{names[d]}** — {written[d]}" for d in DIMENSIONS)
    text = f"Review follows.\n\n{body}\n\n{verdict_line}\n".strip()
    return {"shape": layout, "text": text, "truth": {"scores": scores, "verdict": truth_v}}


def answers(seed: int, count: int = 200) -> list[dict]:
    rng = random.Random(seed)
    return [answer(rng) for _ in range(count)]
