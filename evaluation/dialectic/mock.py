"""The offline mock's answers for `dialectic.opinion`: a JudicialOpinion in character.

It reads the prompt the way a model would: who am I (the ROLE line), which criterion,
which evidence ids were listed (and which are security violations or missing
references), and whether this is a re-evaluation round. Only `rng` is random, so the
same prompt always gets the same opinion.
"""

from __future__ import annotations

import json
import re

from juryrigged import llm

_ROLE = re.compile(r"^ROLE: (Prosecutor|Defense|TechLead)\.", re.MULTILINE)
_CRITERION = re.compile(r"^CRITERION (\S+): (.+)$", re.MULTILINE)
# `[id] (class, app.py lines 3–9 | app.py line 3 | report.pdf p. 4, found=true) content`
_EVIDENCE = re.compile(r"^\[([^\]]+)\] \((\S+), (.+?) (?:lines?|p\.) (\d+)(?:–\d+)?, found=(true|false)\) (.*)$",
                       re.MULTILINE)


def _read(request) -> dict:
    system = next((m["content"] for m in request.messages if m["role"] == "system"), "")
    user = "\n".join(m["content"] for m in request.messages if m["role"] == "user")
    role = _ROLE.search(system)
    criterion = _CRITERION.search(user)
    evidence = [{"id": m.group(1), "cls": m.group(2), "document": m.group(3), "line": m.group(4),
                 "found": m.group(5) == "true", "content": m.group(6)} for m in _EVIDENCE.finditer(user)]
    return {
        "judge": role.group(1) if role else "TechLead",
        "criterion_id": criterion.group(1) if criterion else "unknown",
        "criterion": criterion.group(2) if criterion else "this criterion",
        "evidence": evidence,
        "reevaluation": "RE-EVALUATION:" in user,
        "reminder": "could not be used" in user,
    }


def _quote(item: dict) -> str:
    text = item["content"]
    return f"“{text[:90]}{'…' if len(text) > 90 else ''}” ({item['id']})"


def _prosecutor(ctx, rng) -> dict:
    evidence = ctx["evidence"]
    unsafe = [e for e in evidence if e["cls"] == "SECURITY_VIOLATION"]
    missing = [e for e in evidence if not e["found"]]
    weak = [e for e in evidence if e["cls"] == "claim"]
    broken = [e for e in evidence if e["cls"] in ("swallowed_error", "syntax")]
    charges, cited = [], []
    for item in broken[:2]:
        charges.append(f"Negligent error handling: {item['content'][:120]}")
        cited.append(item["id"])
    for item in unsafe[:3]:
        charges.append(f"security: {item['content'][:120]}")
        cited.append(item["id"])
    for item in missing[:2]:
        charges.append(f"Dangling reference: {item['content'][:120]}")
    for item in rng.sample(weak, min(len(weak), 2)):
        charges.append(f"Unsupported assertion, no proof offered: {item['content'][:100]}")
        cited.append(item["id"])
    if not charges:
        charges.append(f"Nothing in the artifact demonstrates {ctx['criterion'].lower()}; absence of proof is "
                       f"not proof of quality.")
    score = 1 if unsafe else 2 if (missing or broken or not evidence) else rng.choice([2, 2, 3])
    argument = (f"On {ctx['criterion']}, the record is thin and the risks are real. "
                + (f"The worst of it: {_quote(unsafe[0])}. " if unsafe else "")
                + (f"The artifact points at something that does not exist: {missing[0]['content']} " if missing else "")
                + ("I find the author's confidence unearned." if evidence else
                   "No evidence at all was offered on this point."))
    return {"score": score, "argument": argument, "citedEvidence": cited or _any(evidence, rng), "charges": charges}


def _defense(ctx, rng) -> dict:
    evidence = ctx["evidence"]
    good = [e for e in evidence if e["found"] and e["cls"] != "SECURITY_VIOLATION"]
    cited = [e["id"] for e in rng.sample(good, min(len(good), 3))]
    mitigations = [f"The author clearly worked on this: {e['content'][:100]}" for e in
                   [x for x in good if x["id"] in cited][:2]]
    mitigations.append("Where the artifact is silent, it is a draft in progress rather than a failure of intent.")
    unsafe = [e for e in evidence if e["cls"] == "SECURITY_VIOLATION"]
    if unsafe:
        mitigations.append("The unsafe calls are few and local; the intent to keep the design simple is visible.")
    # Good faith has limits: verified unsafe code cannot be argued up to "good".
    score = 3 if unsafe else rng.choice([4, 4, 5]) if good else 3
    argument = (f"Read in good faith, the artifact makes a sincere attempt at {ctx['criterion'].lower()}. "
                + (f"Consider {_quote(good[0])}: it shows intent and real effort. " if good else
                   "The absence of material here is a gap in scope, not negligence. ")
                + "Shortcomings are the ordinary compromises of a first version.")
    return {"score": score, "argument": argument, "citedEvidence": cited or ["NO_EVIDENCE"],
            "mitigations": mitigations}


def _techlead(ctx, rng) -> dict:
    evidence = ctx["evidence"]
    unsafe = [e for e in evidence if e["cls"] == "SECURITY_VIOLATION"]
    missing = [e for e in evidence if not e["found"]]
    definitions = [e for e in evidence if e["cls"] in ("definition", "heading")]
    broken = [e for e in evidence if e["cls"] in ("swallowed_error", "syntax")]
    steps = []
    if broken:
        steps.append(f"Handle the specific exception and report it instead of passing "
                     f"({broken[0]['document']} line {broken[0]['line']}).")
    if unsafe:
        steps.append("Replace eval/exec and shell=True calls with explicit parsing and argument lists; move "
                     "secrets to environment configuration.")
    if missing:
        steps.append("Add the referenced files or fix the references: " +
                     ", ".join(m["content"].split(" ")[1].rstrip(",") for m in missing[:3]) + ".")
    steps.append(rng.choice([
        f"Add a test that fails when {ctx['criterion'].lower()} regresses.",
        f"Write down the decision behind {ctx['criterion'].lower()} in one short section with its trade-offs.",
        f"Split the work for {ctx['criterion'].lower()} into smaller, separately reviewable changes.",
    ]))
    score = 2 if unsafe else 3 if (missing or broken) else rng.choice([3, 4, 4]) if evidence else 2
    cited = [e["id"] for e in (unsafe[:1] + broken[:1] + missing[:1] + definitions[:2])] or _any(evidence, rng)
    argument = (f"Practically, does {ctx['criterion'].lower()} hold up in production? "
                + ("Not yet: unsafe calls would block a release. " if unsafe else
                   "Errors vanish silently, which makes failures impossible to diagnose. " if broken else
                   "Mostly, but references are broken. " if missing else
                   "It would work, with maintenance cost we can live with. " if evidence else
                   "There is nothing here I could operate or maintain. ")
                + "See the remediation for the concrete next steps.")
    return {"score": score, "argument": argument, "citedEvidence": cited,
            "remediation": "\n".join(f"{i}. {s}" for i, s in enumerate(steps, start=1))}


def _any(evidence: list[dict], rng) -> list[str]:
    return [rng.choice(evidence)["id"]] if evidence else ["NO_EVIDENCE"]


_WRITERS = {"Prosecutor": _prosecutor, "Defense": _defense, "TechLead": _techlead}


@llm.mock.responder("dialectic.opinion")
def opinion(request, rng) -> str:
    ctx = _read(request)
    body = _WRITERS[ctx["judge"]](ctx, rng)
    if ctx["reevaluation"]:
        # Having re-checked the other judges' citations, each judge moves toward the middle.
        body["score"] = min(4, max(2, body["score"]))
        body["argument"] = "Having re-checked the evidence the other judges cited: " + body["argument"]
    answer = {"judge": ctx["judge"], "criterionId": ctx["criterion_id"], **body}
    roll = rng.random()
    if roll < 0.08 and not ctx["reminder"]:
        # Real models wrap and reformat; the normalizer must cope.
        answer["score"] = f"{answer['score']}/5"
        return "Here is my opinion:\n```json\n" + json.dumps({"opinion": answer}, indent=2) + "\n```"
    return json.dumps(answer)
