"""What a tournament will cost before it starts: the schedule's budget of pairs, each asked of every
juror in both orders, at the prompts' real sizes (the first two candidates of each item stand for its pairs)."""

from __future__ import annotations

from evaluation.compare import prompts
from evaluation.compare.schedule import budget
from evaluation.estimates import line, summary
from juryrigged.llm.tokens import count_prompt_tokens


def tournament_estimate(config: dict) -> dict:
    items = config["items"]
    candidates = {item["id"]: list(item["candidates"]) for item in items}
    pairs = budget(candidates)
    all_pairs = sum(len(n) * (len(n) - 1) // 2 for n in candidates.values())
    per_item = []
    for item in items:
        first, second = list(item["candidates"].values())[:2]
        per_item.append(count_prompt_tokens(prompts.build_juror_prompt(first, second, item["prompt"],
                                                                       config["dimensions"])))
    # the budget's pairs spread over the items as the schedule spreads them: evenly
    prompt_tokens = [per_item[i % len(per_item)] for i in range(pairs) for _ in range(2)]
    lines = [line("juror", model, "eval.compare.juror", prompt_tokens) for model in config["jurorModels"]]
    return summary(lines, pairs=pairs, allPairs=all_pairs)
