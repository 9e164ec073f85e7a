"""Hypothesis strategies that write a known truth into the shapes models answer in.

A juror's truth is five scores (1–10, the jury rubric's range), a verdict and a reason; a
moderation screen's truth is flagged, its categories and a reason. Each strategy renders
the truth into one shape (JSON of several layouts, Markdown tables in either orientation,
headings, inline scores, verdicts in words, mixtures) and adds noise models really write:
thinking blocks with other numbers, apologies, extra keys and columns, wrong case, string
scores, a 1–5 scale, trailing prose with numbers in it.

The generator knows nothing of any reader: it only writes answers whose meaning a careful
person can tell. `freeze()` draws the held-out samples (tests/llm/data/, fixed seed) that
the reading figures are taken on; development uses fresh draws (other seeds).
"""

from __future__ import annotations

import json
import textwrap

from hypothesis import strategies as st

# Restated, not imported from evaluation.jury.rubric, on purpose: the truths (and the frozen samples drawn
# from them) must not move when the reader's rubric does, so a dropped dimension or verdict there fails here.
DIMENSIONS = ("accuracy", "completeness", "clarity", "relevance", "actionability")
VERDICTS = ("APPROVE", "REVISE", "REJECT")

# Names a rubric could give each dimension besides its own (what a model may write instead).
DIMENSION_NAMES = {
    "accuracy": ("Accuracy", "Factual accuracy", "Correctness"),
    "completeness": ("Completeness", "Coverage", "Thoroughness"),
    "clarity": ("Clarity", "Readability"),
    "relevance": ("Relevance", "Pertinence"),
    "actionability": ("Actionability", "Usefulness", "Practicality"),
}
# How each verdict is said in words (a reviewer's, a code reviewer's, an editor's).
VERDICT_WORDS = {
    "APPROVE": ("APPROVE", "Approve", "Approved", "approve", "Accept", "LGTM"),
    "REVISE": ("REVISE", "Revise", "Needs revision", "needs revision", "Request changes", "Changes requested",
               "Revise and resubmit", "Major revisions needed"),
    "REJECT": ("REJECT", "Reject", "Rejected", "reject"),
}
REASONS = (
    "The central claim is supported but two figures are unsourced.",
    "It answers the question directly and the steps can be followed.",
    "Several statements contradict the cited report.",
    "Clear structure, though the conclusion overreaches the evidence.",
    "Missing the cost analysis the question asked for.",
    "Well argued; minor wording issues only.",
)

JUROR_SHAPES = (
    "json_flat", "json_nested", "json_per_dimension", "json_records", "json_positional",
    "table_rows", "table_wide", "table_score_last", "headings", "inline", "mixture",
)
NOISES = ("thinking", "apology", "extra_keys", "wrong_case", "string_scores", "scale_5", "extra_columns",
          "trailing_prose", "synonyms", "negation")


# ---------------------------------------------------------------- truths


@st.composite
def juror_truths(draw, scale: int = 10):
    """(scores on the rubric's 1–10 range, the same on the answer's scale, verdict, reason)."""
    on_scale = {d: draw(st.integers(1, scale)) for d in DIMENSIONS}
    factor = 10 // scale
    return {"scores": {d: v * factor for d, v in on_scale.items()}, "on_scale": on_scale,
            "verdict": draw(st.sampled_from(VERDICTS)), "reason": draw(st.sampled_from(REASONS))}


# ---------------------------------------------------------------- pieces


def _name(draw, dimension: str, noise: set[str]) -> str:
    name = draw(st.sampled_from(DIMENSION_NAMES[dimension])) if "synonyms" in noise else DIMENSION_NAMES[dimension][0]
    if "wrong_case" in noise:
        name = draw(st.sampled_from((name.upper(), name.lower(), name)))
    return name


def _key(draw, dimension: str, noise: set[str]) -> str:
    name = _name(draw, dimension, noise)
    style = draw(st.sampled_from(("snake", "camel", "plain")))
    if style == "snake":
        return name.replace(" ", "_") if "wrong_case" in noise else name.lower().replace(" ", "_")
    if style == "camel":
        parts = name.split()
        return parts[0].lower() + "".join(p.capitalize() for p in parts[1:])
    return name


def _json_score(draw, value: int, scale: int, noise: set[str], *, declared: bool):
    """A JSON score value: a number, or (string scores) a string, with its scale when not declared."""
    forms = [value] if declared or scale == 10 else []
    if "string_scores" in noise or not forms:
        forms = [f"{value}/{scale}", f"{value} out of {scale}"] + ([str(value)] if declared or scale == 10 else [])
    if scale == 10 and "string_scores" not in noise:
        forms.append(float(value))
    return draw(st.sampled_from(forms))


def _text_score(draw, value: int, scale: int, noise: set[str], *, declared: bool) -> str:
    forms = [f"{value}/{scale}", f"{value} / {scale}", f"{value} out of {scale}", f"**{value}/{scale}**"]
    if declared or scale == 10:
        forms += [str(value), f"**{value}**"]
    return draw(st.sampled_from(forms))


def _verdict_word(draw, verdict: str, noise: set[str]) -> str:
    word = draw(st.sampled_from(VERDICT_WORDS[verdict]))
    return word.upper() if "wrong_case" in noise and draw(st.booleans()) else word


def _verdict_text(draw, verdict: str, noise: set[str]) -> str:
    """The verdict as a person commits to it in a text answer."""
    word = _verdict_word(draw, verdict, noise)
    style = draw(st.sampled_from(("label", "bold_label", "decision", "heading", "final", "table")))
    committed = {
        "label": f"VERDICT: {word}",
        "bold_label": f"**Verdict:** {word}",
        "decision": f"**Decision:** {word}",
        "heading": f"## Verdict\n\n**{word}**",
        "final": f"Final verdict — {word}",
        "table": f"| Verdict | {word} |\n|---|---|",
    }[style]
    if "negation" in noise:
        hedge = {
            "APPROVE": "I see no reason to reject this; the issues are cosmetic.",
            "REVISE": "I cannot approve this in its current form, but it is not far off.",
            "REJECT": "This is not approved: the errors are fundamental, and revising would not save it.",
        }[verdict]
        committed = f"{hedge}\n\n{committed}"
    return committed


def _scale_note(scale: int) -> str:
    return "" if scale == 10 else "(All scores are on a 1–5 scale.)\n\n"


def _fence(draw, body: str) -> str:
    style = draw(st.sampled_from(("json_fence", "bare_fence", "bare", "prose")))
    if style == "json_fence":
        return f"```json\n{body}\n```"
    if style == "bare_fence":
        return f"```\n{body}\n```"
    if style == "prose":
        return f"Here is my assessment in the requested format: {body}"
    return body


def _dump(draw, data) -> str:
    return json.dumps(data, indent=draw(st.sampled_from((None, 2))))


# ---------------------------------------------------------------- shapes


def _json_answer(draw, shape: str, truth: dict, scale: int, noise: set[str]) -> str:
    verdict_in_json = draw(st.booleans())
    # A scale is declared by a "scale" key, which a bare list of records has nowhere to hold.
    declared = scale != 10 and (shape != "json_records" or verdict_in_json) and draw(st.booleans())
    scores = {_key(draw, d, noise): _json_score(draw, truth["on_scale"][d], scale, noise, declared=declared)
              for d in DIMENSIONS}
    verdict_key = draw(st.sampled_from(("verdict", "Verdict", "decision", "final_verdict")))
    if shape == "json_flat":
        data: object = dict(scores)
    elif shape == "json_nested":
        data = {draw(st.sampled_from(("scores", "Scores", "ratings"))): scores}
    elif shape == "json_per_dimension":
        data = {k: {"score": v, "reason": f"On {k.lower()}: see above."} for k, v in scores.items()}
    elif shape == "json_records":
        key = draw(st.sampled_from(("dimension", "criterion", "name")))
        data = [{key: k, "score": v, "comment": "ok"} for k, v in scores.items()]
        if verdict_in_json:
            data = {"scores": data}
    else:  # json_positional: the scores in the rubric's order, unnamed
        data = {"scores": list(scores.values()), "dimensions": [_name(draw, d, noise) for d in DIMENSIONS]}
        if draw(st.booleans()):
            data.pop("dimensions")
    if isinstance(data, dict):
        if declared:
            data["scale"] = draw(st.sampled_from(("1-5", "1–5", 5)))
        if verdict_in_json:
            data[verdict_key] = _verdict_word(draw, truth["verdict"], noise)
            data["reason"] = truth["reason"]
        if "extra_keys" in noise:
            data["confidence"] = 0.8
            data["model_notes"] = {"length": 412, "sections": 3}
        if draw(st.booleans()) and shape != "json_positional":
            data = {draw(st.sampled_from(("evaluation", "assessment", "result"))): data}
    body = _fence(draw, _dump(draw, data))
    note = _scale_note(scale) if scale != 10 and not declared else ""
    words = "" if verdict_in_json and isinstance(data, dict) else _verdict_text(draw, truth["verdict"], noise)
    reason = "" if verdict_in_json else f"Reason: {truth['reason']}\n\n"
    return f"{note}{reason}{body}\n\n{words}".strip()


def _table(rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(rows[0])]
    return "\n".join(lines + ["| " + " | ".join(r) + " |" for r in rows[1:]])


def _table_answer(draw, shape: str, truth: dict, scale: int, noise: set[str]) -> str:
    declared = scale != 10 and draw(st.booleans())
    in_header = declared and shape != "table_wide" and draw(st.booleans())
    score_head = draw(st.sampled_from(("Score", "Rating", "score"))) + (" (1-5)" if in_header else "")
    cells = {d: _text_score(draw, truth["on_scale"][d], scale, noise, declared=declared) for d in DIMENSIONS}
    comments = {d: draw(st.sampled_from(("Mostly sound", "Two gaps (sections 2 and 4)", "Clear", "—", "See notes")))
                for d in DIMENSIONS}
    if shape == "table_wide":
        head = [_name(draw, d, noise) for d in DIMENSIONS]
        row = [cells[d] for d in DIMENSIONS]
        if "extra_columns" in noise:
            head, row = ["Reviewer"] + head, ["Juror 2"] + row
        body = _table([head, row])
    else:
        first = draw(st.sampled_from(("Dimension", "Criterion", "Aspect")))
        columns = [first, score_head, "Comment"] if shape == "table_rows" else [first, "Comment", score_head]
        if "extra_columns" in noise:
            columns.insert(draw(st.integers(1, len(columns))), "Weight")
        if shape == "table_rows" and draw(st.booleans()):
            columns = [columns[0]] + draw(st.permutations(columns[1:]))
        rows = [columns]
        for d in DIMENSIONS:
            value = {first: _name(draw, d, noise), score_head: cells[d], "Comment": comments[d], "Weight": "20%"}
            rows.append([value[c] for c in columns])
        body = _table(rows)
    note = _scale_note(scale) if declared and not in_header else ""
    return f"{note}## Scores\n\n{body}\n\nReason: {truth['reason']}\n\n{_verdict_text(draw, truth['verdict'], noise)}"


def _headings_answer(draw, truth: dict, scale: int, noise: set[str]) -> str:
    declared = scale != 10 and draw(st.booleans())
    parts = [_scale_note(scale) if declared else ""]
    for d in DIMENSIONS:
        name, score = _name(draw, d, noise), _text_score(draw, truth["on_scale"][d], scale, noise, declared=declared)
        style = draw(st.sampled_from(("in_heading", "score_line", "paren")))
        if style == "in_heading":
            parts.append(f"### {name}: {score}\nThe text is {draw(st.sampled_from(('solid', 'uneven', 'thin')))}.")
        elif style == "paren":
            parts.append(f"### {name} ({score})\nSee the notes on section 3.")
        else:
            parts.append(f"### {name}\nTwo of the 4 claims need a source.\n\n**Score:** {score}")
    parts.append(f"### Summary\n{truth['reason']}")
    parts.append(_verdict_text(draw, truth["verdict"], noise))
    return "\n\n".join(p for p in parts if p)


def _inline_answer(draw, truth: dict, scale: int, noise: set[str]) -> str:
    declared = scale != 10 and draw(st.booleans())
    lines = []
    for d in DIMENSIONS:
        name, score = _name(draw, d, noise), _text_score(draw, truth["on_scale"][d], scale, noise, declared=declared)
        lines.append(draw(st.sampled_from((f"- {name}: {score}", f"**{name}**: {score}", f"{name} — {score}",
                                           f"- **{name}:** {score} — {draw(st.sampled_from(REASONS))}"))))
    head = _scale_note(scale) if declared else ""
    return (f"{head}My assessment:\n\n" + "\n".join(lines) + f"\n\nIn short: {truth['reason']}\n\n"
            + _verdict_text(draw, truth["verdict"], noise))


def _mixture_answer(draw, truth: dict, scale: int, noise: set[str]) -> str:
    """Some scores in a table, the rest inline; the verdict in a small JSON object or in words."""
    split = draw(st.integers(1, 4))
    in_table, inline = DIMENSIONS[:split], DIMENSIONS[split:]
    table = _table([["Dimension", "Score"]] + [[_name(draw, d, noise),
                                                 _text_score(draw, truth["on_scale"][d], scale, noise, declared=False)]
                                                for d in in_table])
    lines = "\n".join(f"- {_name(draw, d, noise)}: "
                      f"{_text_score(draw, truth['on_scale'][d], scale, noise, declared=False)}" for d in inline)
    if draw(st.booleans()):
        verdict = _fence(draw, json.dumps({"verdict": _verdict_word(draw, truth["verdict"], noise),
                                           "reason": truth["reason"]}))
    else:
        verdict = _verdict_text(draw, truth["verdict"], noise)
    return f"{table}\n\nThe remaining dimensions:\n\n{lines}\n\n{verdict}"


def _noisy(draw, text: str, noise: set[str]) -> str:
    if "apology" in noise:
        text = draw(st.sampled_from(("Apologies for the earlier confusion — here is my corrected assessment.",
                                     "Sorry, my previous answer was incomplete. Here it is again.",
                                     "I'm sorry, but I need to be candid about this one."))) + "\n\n" + text
    if "thinking" in noise:
        think = textwrap.dedent("""\
            <think>
            The user wants a review. Accuracy maybe 3/10 at first glance? Clarity: 2. I might reject it...
            VERDICT: REJECT? No, let me read again. Actually section 2 is fine.
            </think>
            """)
        text = think + "\n" + text
    if "trailing_prose" in noise:
        text += "\n\n" + draw(st.sampled_from((
            "Let me know if you want me to look at the 3 remaining sections.",
            "I read all 12 paragraphs and 2 tables; happy to review a second draft.",
            "Note: I weighed clarity at 20% and accuracy at 30% in my head, but scored each on its own.")))
    return text


@st.composite
def juror_answers(draw, shape: str | None = None):
    """A juror's answer in one shape with some noise, and the truth it was written from."""
    shape = shape or draw(st.sampled_from(JUROR_SHAPES))
    noise = set(draw(st.lists(st.sampled_from(NOISES), max_size=4, unique=True)))
    scale = 5 if "scale_5" in noise else 10
    truth = draw(juror_truths(scale))
    if shape.startswith("json"):
        text = _json_answer(draw, shape, truth, scale, noise)
    elif shape.startswith("table"):
        text = _table_answer(draw, shape, truth, scale, noise)
    elif shape == "headings":
        text = _headings_answer(draw, truth, scale, noise)
    elif shape == "inline":
        text = _inline_answer(draw, truth, scale, noise)
    else:
        text = _mixture_answer(draw, truth, scale, noise)
    return {"shape": shape, "noise": sorted(noise), "scale": scale,
            "truth": {"scores": truth["scores"], "verdict": truth["verdict"], "reason": truth["reason"]},
            "text": _noisy(draw, text, noise)}


# ---------------------------------------------------------------- the moderation screen

SCREEN_CODES = ("hate", "harassment", "self_harm", "sexual", "violence", "threat", "defamation")
# The prompt's own label for each code (courtroom.moderation.decision.CATEGORY_LABELS, as the model reads it).
SCREEN_LABELS = {
    "hate": "hate speech", "harassment": "harassment", "self_harm": "self-harm encouragement",
    "sexual": "sexual content", "violence": "graphic violence", "threat": "threats or doxxing",
    "defamation": "defamation of a real person",
}
SCREEN_CAPITALISED = {"hate": "Hate", "harassment": "Harassment", "self_harm": "Self-harm", "sexual": "Sexual",
                      "violence": "Violence", "threat": "Threat", "defamation": "Defamation"}
SCREEN_SNAKE = {"hate": "hate_speech", "harassment": "HARASSMENT", "self_harm": "self_harm_encouragement",
                "sexual": "sexual_content", "violence": "graphic_violence", "threat": "threats",
                "defamation": "defamation_of_a_real_person"}
SCREEN_STYLES = ("canonical", "prompt_labels", "capitalised", "snake_names", "long_reason", "no_category",
                 "prose_wrapped", "category_map")
_LONG = ("The line names a specific person, gives what looks like their street and the time they leave work, "
         "and then says that someone should 'pay them a visit' to settle the score from the trial; taken together "
         "this reads as an attempt to point the audience at a real individual, which is exactly the kind of "
         "doxxing and veiled threat the show cannot broadcast, even as a joke inside the mock courtroom setting.")


@st.composite
def screen_answers(draw, style: str | None = None):
    """A moderation screen's answer in one of eight styles, and the truth it was written from."""
    style = style or draw(st.sampled_from(SCREEN_STYLES))
    flagged = draw(st.booleans()) if style not in ("no_category", "long_reason") else True
    categories = sorted(draw(st.sets(st.sampled_from(SCREEN_CODES), min_size=1, max_size=2))) if flagged else []
    reason = _LONG if style == "long_reason" else draw(st.sampled_from(
        ("Urges the witness to hurt themselves.", "A slur aimed at the defendant.", "Quotes evidence; not a threat.",
         "Harmless courtroom banter.", "Gives a home address and a threat.")))
    names = {"prompt_labels": SCREEN_LABELS, "capitalised": SCREEN_CAPITALISED, "snake_names": SCREEN_SNAKE}.get(
        style, {c: c for c in SCREEN_CODES})
    shown = [names[c] for c in categories]
    data: dict = {"flagged": flagged, "categories": shown, "reason": reason}
    if style == "no_category":
        data.pop("categories")
    if style == "category_map":
        data["categories"] = {c: c in categories for c in SCREEN_CODES}
        data["flagged"] = draw(st.sampled_from(("yes", "true", "True"))) if flagged else draw(
            st.sampled_from(("no", "false")))
    body = json.dumps(data, indent=draw(st.sampled_from((None, 2))))
    if style == "prose_wrapped":
        body = f"Looking at the text carefully, here is my screening decision:\n\n```json\n{body}\n```\n\nLet me know!"
    truth = {"flagged": flagged, "categories": categories if style != "no_category" else ["unspecified"],
             "reason": reason}
    return {"style": style, "truth": truth, "text": body}


# ---------------------------------------------------------------- frozen samples


def _draw_kind(strategy, count: int, seed: int) -> list[dict]:
    """`count` distinct answers drawn by hypothesis from `strategy` with a fixed seed."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hseed

    found: list[dict] = []

    @hseed(seed)
    @settings(max_examples=count, phases=[Phase.generate], database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def collect(answer):
        if answer["text"] not in {a["text"] for a in found}:
            found.append(answer)

    collect()
    return found


def draw_sample(strategy_for, kinds, per_kind: int, seed: int) -> list[dict]:
    """`per_kind` answers of each kind, drawn by hypothesis with a fixed seed (reproducible).

    Hypothesis tries its simplest example first; drawing four times as many and sampling
    `per_kind` of them (with the same seed) keeps the sample from leaning to the simplest.
    """
    import random

    drawn: list[dict] = []
    for kind in kinds:
        found = _draw_kind(strategy_for(kind), per_kind * 4, seed)
        drawn += random.Random(f"{seed}:{kind}").sample(found, min(per_kind, len(found)))
    return drawn


def freeze() -> None:  # pragma: no cover - run once by hand: python -m tests.llm.answer_shapes
    from pathlib import Path

    folder = Path(__file__).parent / "data"
    folder.mkdir(exist_ok=True)
    jurors = draw_sample(lambda shape: juror_answers(shape), JUROR_SHAPES, 30, seed=20261127)
    screens = draw_sample(lambda style: screen_answers(style), SCREEN_STYLES, 25, seed=20261127)
    (folder / "frozen_juror_answers.json").write_text(json.dumps(jurors, indent=1, ensure_ascii=False) + "\n")
    (folder / "frozen_screen_answers.json").write_text(json.dumps(screens, indent=1, ensure_ascii=False) + "\n")
    print(f"froze {len(jurors)} juror answers and {len(screens)} screen answers")


if __name__ == "__main__":  # pragma: no cover
    freeze()
