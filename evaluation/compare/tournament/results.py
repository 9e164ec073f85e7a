"""A tournament's result from its stored stages, and its exports (CSV and JSONL of the judged pairs,
Markdown of the report)."""

from __future__ import annotations

import csv
import io
import json

from evaluation.compare.schedule import budget
from evaluation.models import Message
from evaluation.runs import usage_of_run

def load_result(message: Message) -> dict:
    config = message.config.get("modeConfig", {})
    stages = list(message.stages.all())
    matches = [s.parsed_data for s in sorted(stages, key=lambda s: s.position) if s.stage_type == "match"]
    planned = sum(len(s.parsed_data["pairs"]) for s in stages if s.stage_type == "tournament_block")
    stored = next((s.parsed_data for s in stages if s.stage_type == "tournament_report"), None)
    # While it runs: the ratings the worker stored after the last block (fitting them needs numpy and SciPy,
    # which a web process does not load, issue 28); none before the first block is judged.
    live = next((s.parsed_data for s in stages if s.stage_type == "tournament_live"), None)
    candidates = {item["id"]: list(item["candidates"]) for item in config.get("items", [])}
    report = stored or live
    return {
        "name": config.get("name"), "items": len(candidates),
        "candidates": sorted({n for names in candidates.values() for n in names}),
        "jurorModels": config.get("jurorModels", []), "dimensions": config.get("dimensions", []),
        "budgetPairs": budget(candidates) if candidates else 0,
        "allPairs": sum(len(n) * (len(n) - 1) // 2 for n in candidates.values()),
        "judged": len(matches), "planned": planned, "report": report, "final": stored is not None,
        "budgetUsd": str(message.budget_usd) if message.budget_usd is not None else None,
        "matches": matches, "title": message.conversation.title or None,
        "status": message.status, "error": message.error or None,
        "metadata": {"usage": usage_of_run(message.pk)},
    }


def match_rows(result: dict) -> list[dict]:
    rows = []
    for m in result["matches"]:
        row = {"item": m["item"], "a": m["a"], "b": m["b"], "winner": m["panel"], "agreement": m.get("agreement"),
               "people": m.get("human")}
        row.update({f"juror:{name}": v["outcome"] for name, v in m.get("jurors", {}).items()})
        row.update({f"flipped:{name}": v["flipped"] for name, v in m.get("jurors", {}).items()})
        for dimension, verdict in (m.get("dimensions") or {}).items():
            row[f"{dimension}:winner"] = verdict["panel"]
            row[f"{dimension}:agreement"] = verdict["agreement"]
        rows.append(row)
    return rows


def export_csv(result: dict) -> str:
    rows = match_rows(result)
    out = io.StringIO()
    if rows:
        writer = csv.DictWriter(out, fieldnames=list(rows[0]))
        writer.writeheader()
        for row in rows:
            writer.writerow({k: "" if v is None else v for k, v in row.items()})
    return out.getvalue()


def export_jsonl(result: dict) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in match_rows(result))


def export_markdown(message: Message) -> str:
    result = load_result(message)
    lines = [f"## Tournament: {result['name']}", "",
             f"{result['items']} items, {len(result['candidates'])} candidates, {result['judged']} pairs judged "
             f"(all pairs: {result['allPairs']}), jurors: {', '.join(result['jurorModels'])}.", ""]
    report = result["report"]
    if report:
        controlled = {r["candidate"]: r for r in report["lengthControlled"]["ratings"]}
        lines += ["| Rank | Candidate | Rating | 95 % interval | Length-controlled |", "|:-:|---|:-:|:-:|:-:|"]
        for r in report["ratings"]["ratings"]:
            ci = f"{r['ci'][0]:.0f}–{r['ci'][1]:.0f}" if r["ci"] else "—"
            lines.append(f"| {r['rank']} | {r['candidate']} | {r['rating']:.0f} | {ci} | "
                         f"{controlled[r['candidate']]['rating']:.0f} |")
        lines.append("")
        for dimension, shown in (report.get("dimensions") or {}).items():
            agreement = f", mean agreement {shown['agreement']:.0%}" if shown["agreement"] is not None else ""
            lines += [f"### {dimension.title()} ({shown['decided']} pairs decided{agreement})", "",
                      "| Rank | Candidate | Rating | 95 % interval | Win rate |", "|:-:|---|:-:|:-:|:-:|"]
            for r in shown["ratings"]["ratings"]:
                ci = f"{r['ci'][0]:.0f}–{r['ci'][1]:.0f}" if r["ci"] else "—"
                rate = shown["winRate"][r["candidate"]]["value"]
                lines.append(f"| {r['rank']} | {r['candidate']} | {r['rating']:.0f} | {ci} | "
                             f"{'—' if rate is None else f'{rate:.0%}'} |")
            lines.append("")
        terms = report["ratings"].get("jurors") or []
        if terms:
            lines += ["| Juror | Weight in the ratings | Length preference in the ratings |", "|---|:-:|:-:|"]
            for t in terms:
                lines.append(f"| {t['juror']} | {t['discrimination']:.2f}{_range(t['discriminationCi'])} | "
                             f"{t['lengthPreference']:.2f}{_range(t['lengthPreferenceCi'])} |")
            lines += ["", "> Each juror's verdicts count by its weight (1 = the most discriminating juror) and its "
                          "length preference is taken out of the ratings.", ""]
        for bias in report["positionBias"]:
            if bias["biased"]:
                lines += [f"> Position bias: {bias['juror']} favours the {bias['favours']} position "
                          f"(flip rate {bias['flipRate']['value']:.0%}).", ""]
        for bias in report["lengthBias"]["jurors"]:
            if bias["biased"]:
                lines += [f"> Length bias: {bias['juror']} favours {bias['favours']} answers.", ""]
    if result["status"] == Message.Status.FAILED:
        lines += [f"**This tournament stopped:** {result['error']}", ""]
    return "\n".join(lines).rstrip() + "\n"


def _range(ci) -> str:
    return f" ({ci[0]:.2f} to {ci[1]:.2f})" if ci else ""
