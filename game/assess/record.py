"""The case record the assessor reads words against: every fact the case file holds, each
with the side it helps, and what the trial has added (testimony given, exhibits admitted).

Which side a statement helps is read from the case file's structure, never from its words:
an exhibit says whom it favours; a witness's public story and their lies help the side
their testimony serves (the side that calls them; for a hostile witness, the other side),
and their secrets and the truth behind a lie help the side against it (what they would
rather not say is what the other side wants said); a sentence of the case's hidden truth
helps the side whose theory it is closer to. Theories themselves are argument, not fact:
they only label the truth.

Testimony enters the record clause by clause, each clause with its own polarity, and only the
clauses that were about the case (that match a fact of the case file): an answer is not one
fact, so a witness repeating "I don't know anymore. I told you what I remember" neither
contradicts nor supports the first time they said it — nervous words about nothing in the
case are not testimony a later answer can contradict.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from game.assess.text import Space, clauses, content, sentences

SIDES = ("prosecution", "defense")
MATCH_AT = 0.22  # cosine from which a clause is about a record statement
TRUTH_MARGIN = 0.03  # a truth sentence this much closer to one theory than the other helps that side


def other(side: str) -> str:
    return {"prosecution": "defense", "defense": "prosecution"}.get(side, "neutral")


@dataclass(frozen=True)
class Statement:
    """One fact of the record. `established`: the jury has it (an exhibit admitted, testimony
    given, a lie exposed); `witness`: whose story, secret, lie or testimony it is."""

    id: str
    text: str
    kind: str  # exhibit | story | secret | lie | lie_truth | truth | testimony | law | summary
    favors: str
    witness: str = ""
    name: str = ""  # an exhibit's name
    established: bool = False


@dataclass(frozen=True)
class WitnessFacts:
    id: str
    name: str
    side: str  # the side that calls them
    hostile: bool = False
    public_story: str = ""
    secrets: tuple = ()
    lies: tuple = ()  # ({"id", "claim", "truth"}, ...)
    exposed: tuple = ()

    @property
    def interest(self) -> str:
        """The side their testimony serves: their caller's, or for a hostile witness the other."""
        return other(self.side) if self.hostile else self.side


@dataclass
class CaseRecord:
    statements: list[Statement]
    witnesses: dict[str, WitnessFacts]
    space: Space = field(repr=False)

    def by_id(self, statement_id: str) -> Statement | None:
        return next((s for s in self.statements if s.id == statement_id), None)

    def public(self) -> CaseRecord:
        """The record as the jury knows it: only what is established (exhibits admitted, testimony
        given, lies exposed, the law they will be given); no secret, hidden truth, unadmitted exhibit
        or untold story. Read in the same space, so a text scores against a fact as it does in the whole."""
        return CaseRecord([s for s in self.statements if s.established], self.witnesses, self.space)

    def as_known_to_player(self, *, held: Iterable[str], summary: str = "") -> CaseRecord:
        """The record as the player knows it before the jury has heard any evidence (their
        opening): what is established (the law), the case summary they read (`summary`, fact
        they may argue, not evidence) and the exhibits they hold (`held`: their ids, the
        evidence cards they have seen), taken as in evidence: what their opening says the
        evidence will show. No secret, hidden truth, untold story or exhibit they have not
        seen. Read in the same space, as `public` is."""
        held = set(held)
        known = [s for s in self.statements if s.established]
        known += [replace(s, established=True) for s in self.statements
                  if s.kind == "exhibit" and not s.established and s.id.removeprefix("exhibit:") in held]
        known += [Statement(f"summary:{i}", text, "summary", "neutral") for i, text in enumerate(sentences(summary))]
        return CaseRecord(known, self.witnesses, self.space)


@functools.lru_cache(maxsize=32)
def _space(texts: tuple[str, ...]) -> Space:
    # The facts of a case change only when staff edit it: the space is fitted once per case text.
    return Space(list(texts))


def case_record(*, witnesses: list[WitnessFacts], exhibits: list[dict], truth: str = "",
                theories: dict[str, str] | None = None, testimony: list[dict] = (),
                admitted: set[str] = frozenset(), law: list[tuple[str, str]] = ()) -> CaseRecord:
    """The record: exhibits `{id, name, description, side}` (admitted: by id or name),
    witnesses' stories, secrets and lies, the truth, testimony `{witness, text, favors}`, and
    the law the jury will be given [(text, side it helps)] (the charge, the standard of proof:
    an argument about the burden is about the case, though not about its facts)."""
    theories = theories or {}
    static: list[Statement] = []
    for item in exhibits:
        static.append(Statement(f"exhibit:{item['id']}", item.get("description") or item.get("name", ""), "exhibit",
                                item.get("side", "neutral"), name=item.get("name", ""),
                                established=item["id"] in admitted or item.get("name", "") in admitted))
    for w in witnesses:
        for i, sentence in enumerate(sentences(w.public_story)):
            # (not `established`: the jury has the story once the witness tells it, as testimony)
            static.append(Statement(f"story:{w.id}:{i}", sentence, "story", w.interest, witness=w.id))
        for i, secret in enumerate(w.secrets):
            static.append(Statement(f"secret:{w.id}:{i}", secret, "secret", other(w.interest), witness=w.id))
        for lie in w.lies:
            exposed = lie["id"] in w.exposed
            static.append(Statement(f"lie:{w.id}:{lie['id']}", lie["claim"], "lie", w.interest, witness=w.id))
            if lie.get("truth"):
                static.append(Statement(f"lie_truth:{w.id}:{lie['id']}", lie["truth"], "lie_truth",
                                        other(w.interest), witness=w.id, established=exposed))
    for i, (text, side) in enumerate(law):
        static.append(Statement(f"law:{i}", text, "law", side, established=True))
    truths = sentences(truth)
    fitted = tuple(s.text for s in static) + tuple(truths) + tuple(theories.get(s, "") for s in SIDES)
    space = _space(fitted)
    sides = _truth_sides(fitted, tuple(truths), tuple(theories.get(s, "") for s in SIDES))
    for i, sentence in enumerate(truths):
        static.append(Statement(f"truth:{i}", sentence, "truth", sides[i]))
    said = [Statement(f"testimony:{i}:{j}", clause, "testimony", t.get("favors", "neutral"), witness=t["witness"],
                      established=True)
            for i, t in enumerate(testimony) for j, clause in enumerate(_clauses(t["text"]))]
    facts = tuple(s.text for s in static if s.kind != "law")
    said = [s for s in said if _about_the_case(fitted, facts, s.text)]
    return CaseRecord(static + said, {w.id: w for w in witnesses}, space)


@functools.lru_cache(maxsize=8192)
def _clauses(text: str) -> tuple[str, ...]:
    # (cached: all the testimony so far is cut again each time the record is rebuilt)
    return tuple(c for c in clauses(text) if content(c))


@functools.lru_cache(maxsize=8192)
def _about_the_case(fitted: tuple[str, ...], facts: tuple[str, ...], clause: str) -> bool:
    """Whether a clause of testimony says something about the case: it is as close to one of the
    case's facts (not the law read to the jury) as a claim must be to count as about it. (Cached:
    the record is rebuilt after every answer, and the same words are read again each time.)"""
    return bool(facts) and max(_space(fitted).similarities([clause], list(facts))[0]) >= MATCH_AT


@functools.lru_cache(maxsize=32)
def _truth_sides(fitted: tuple[str, ...], truths: tuple[str, ...], theories: tuple[str, str]) -> tuple[str, ...]:
    """The side each sentence of the hidden truth helps: the one whose theory it is closer to."""
    space = _space(fitted)
    sides = []
    for sentence in truths:
        close = {side: space.similarity(sentence, theory) for side, theory in zip(SIDES, theories, strict=True)}
        gap = close["defense"] - close["prosecution"]
        sides.append("neutral" if abs(gap) < TRUTH_MARGIN else "defense" if gap > 0 else "prosecution")
    return tuple(sides)
