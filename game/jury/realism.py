"""Many juries hear trials and deliberate, to check that they behave like real juries
(Kalven & Zeisel 1966, by first-ballot split; hung juries about 6 %, NCSC 2002). Used by
the realism benchmark and by a smaller test.

Trials come in two kinds, both `PlayedTrial`s (what reached the jury, step by step):
played ones, recorded from whole cases played through the game's services by scripted
players (the benchmark records them on every run), and synthetic ones from
`synthetic_trial`, whose length and shape are fitted to played cases (28-57 events in
played cases, 7-71 allowed; mostly testimony of 1-5 points, a card or a witness breaking
now and then, opening statements first and closing arguments last, a rare disregard
order). Either is replayed onto a freshly drawn jury (`replay_trial`), which then hears
the instructions and deliberates with the pure rules, deterministically by seed."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import dataclass, field

from game.jury.deliberation import Verdict, simulate_deliberation
from game.jury.instructions import apply_instructions, standard_of
from game.jury.opinion import clamp, disregard, update_engagement, update_juror_opinion
from game.jury.pool import generate_pool
from game.jury.types import CourtEvent, JurorMind, Persona

TAGS = ("police", "forensic", "documentary", "testimony", "emotional", "scientific", "corporate",
        "victim", "theft", "violence", "children", "poverty", "impeachment")
PERSONA_FIELDS = tuple(Persona.__dataclass_fields__)


@dataclass
class PlayedTrial:
    """What reached the jury in one case played through the game: `steps` are
    {"event": CourtEvent dict} | {"disregard": index of the step undone, "fraction"} |
    {"recess": engagement restored}; `instructions` the judge's; `pool` the case's jurors."""

    case: str
    difficulty: int
    style: str
    seed: int
    steps: list
    instructions: dict
    pool: list


def persona_of(data: dict) -> Persona:
    values = {k: data[k] for k in PERSONA_FIELDS if k in data}
    values["triggers"] = tuple(values.get("triggers", ()))
    return Persona(**values)


# A seated juror's opinion before any evidence, in units of their bias. Re-fitted (issue 27) with
# `opinion.SETTLED_AFTER` on trials played on the pure engine with the assessor in, by the eight
# fitted scripted players on both sides of every case, scripted-play seeds 101-108 (713 trials):
# unanimous first ballots were 16 % at 0.85 / 20 (the game had changed under the old fit), 32 % at
# 0.4 / 60 (Kalven & Zeisel: about 31 %). On the held-out seeds 9001-9003 played again: 13 -> 28 %.
PRIOR_WEIGHT = 0.4


def initial_mind(persona: Persona) -> JurorMind:
    """A seated juror before any evidence: their bias as the prior, little confidence."""
    opinion = -persona.prosecution_bias * PRIOR_WEIGHT
    return JurorMind(persona.key, opinion=opinion, confidence=20.0, engagement=80.0,
                     opinion_history=[{"turn": 0, "opinion": opinion}])


def draw_jury(pool: list[dict], rng: random.Random, *, extra: int = 6) -> dict[str, Persona]:
    """Twelve jurors as voir dire might leave them: drawn from the case's pool and a few
    generated panel members (the same case is heard by many different juries)."""
    panel = [persona_of(p) for p in pool] + [persona_of(p) for p in generate_pool(rng, size=extra, key_prefix="x")]
    return {p.key: p for p in rng.sample(panel, 12)}


def replay_trial(trial: PlayedTrial, personas: dict[str, Persona]) -> dict[str, JurorMind]:
    """The jurors' minds after hearing `trial` (before the instructions): every event
    through the opinion formula, disregard orders undoing their share of the answer they
    name, recesses waking everyone up."""
    minds = {key: initial_mind(persona) for key, persona in personas.items()}
    shifts: dict[int, dict[str, float]] = {}
    for index, step in enumerate(trial.steps):
        if "event" in step:
            event = CourtEvent.from_dict(step["event"])
            shifts[index] = {}
            for key, persona in personas.items():
                update = update_juror_opinion(minds[key], persona, event, turn=step.get("turn", index),
                                              phase=step.get("phase", "trial"))
                shifts[index][key] = update.juror.opinion - minds[key].opinion
                minds[key] = update_engagement(update.juror, persona, event)
        elif "disregard" in step and step["disregard"] in shifts:
            target = trial.steps[step["disregard"]]["event"]["description"]
            for key in minds:
                minds[key] = disregard(minds[key], shifts[step["disregard"]][key], fraction=step["fraction"],
                                       description=target)
        elif "recess" in step:
            for key, mind in minds.items():
                minds[key] = JurorMind(**{**mind.__dict__,
                                          "engagement": clamp(mind.engagement + step["recess"], 0, 100)})
    return minds


def retire_jury(trial: PlayedTrial, rng: random.Random) -> tuple[dict[str, Persona], dict[str, JurorMind], str]:
    """A fresh jury for `trial` as it retires: (its jurors, their minds after the trial and the instructions, the
    standard of proof)."""
    personas = draw_jury(trial.pool, rng)
    return personas, apply_instructions(replay_trial(trial, personas), trial.instructions), \
        standard_of(trial.instructions)


def deliberate_trial(trial: PlayedTrial, rng: random.Random) -> Verdict:
    """A fresh jury for `trial`: it hears the trial and the instructions, then deliberates."""
    personas, minds, standard = retire_jury(trial, rng)
    return simulate_deliberation(minds, personas, rng=rng, standard=standard)


# --- synthetic trials of the played shape ----------------------------------------------

INSTRUCTIONS = {"standard_of_proof": "Beyond a reasonable doubt.",
                "evidence_instructions": ["Statements and arguments of counsel are not evidence."]}


def _event(rng: random.Random, favors: str, impact: float, kind: str = "analytical", tags=("testimony",),
           description: str = "") -> dict:
    return {"description": description or f"simulated {kind} event for the {favors}", "kind": kind,
            "base_impact": round(impact, 2), "favors": favors, "tags": list(tags)}


def synthetic_trial(rng: random.Random) -> PlayedTrial:
    """A trial with the length and shape of played ones: opening statements, a run of
    testimony (1-5 points each) with cards and now and then a witness breaking (6-15),
    closing arguments; the case's strength (how often the prosecution scores) is random."""
    length = int(clamp(round(rng.gauss(42, 11)), 7, 71))
    lean = rng.uniform(0.2, 0.8)
    steps = [{"event": _event(rng, "prosecution", rng.uniform(3, 6), "emotional", ("statement",), "opening p"),
              "turn": 0, "phase": "opening"},
             {"event": _event(rng, "defense", rng.uniform(3, 6), "emotional", ("statement",), "opening d"),
              "turn": 0, "phase": "opening"}]
    for index in range(max(0, length - 4)):
        favors = "prosecution" if rng.random() < lean else "defense"
        roll = rng.random()
        if roll < 0.72:
            event = _event(rng, favors, rng.uniform(1, 5), tags=("testimony", *rng.sample(TAGS, rng.randint(0, 1))),
                           description=f"witness {index // 5} testifies for the {favors}")
        elif roll < 0.93:
            event = _event(rng, favors, rng.uniform(2, 9), rng.choice(("analytical", "analytical", "emotional")),
                           tuple(rng.sample(TAGS, rng.randint(1, 2))), f"card {index}")
        else:
            event = _event(rng, favors, rng.choice((9, 12, 15)), "emotional", ("testimony", "impeachment"),
                           f"witness {index // 5} breaks down")
        steps.append({"event": event, "turn": 1 + index // 3, "phase": "trial"})
        if "testifies" in event["description"] and rng.random() < 0.04:
            steps.append({"disregard": len(steps) - 1, "fraction": 0.5})
    turn = 2 + length // 3
    steps += [{"event": _event(rng, side, rng.uniform(3, 8), "emotional", ("statement",), f"closing {side[0]}"),
               "turn": turn, "phase": "closing"} for side in ("prosecution", "defense")]
    instructions = dict(INSTRUCTIONS)
    if any("disregard" in step for step in steps):
        instructions["evidence_instructions"] = ["Disregard what you were told to disregard.",
                                                 *INSTRUCTIONS["evidence_instructions"]]
    return PlayedTrial("synthetic", 0, "synthetic", 0, steps, instructions, generate_pool(rng, size=16))


# --- the figures beside Kalven & Zeisel -------------------------------------------------

BINS = (("0", range(0, 1)), ("1-5", range(1, 6)), ("6", range(6, 7)), ("7-11", range(7, 12)), ("12", range(12, 13)))
# Kalven & Zeisel (1966), 225 juries, outcome by guilty votes on the first ballot: (convict, acquit, hung) %
KALVEN_ZEISEL = {"0": (0, 100, 0), "1-5": (2, 91, 7), "6": (50, 50, 0), "7-11": (86, 5, 9), "12": (100, 0, 0)}
KZ_OVERALL = {"majority prevails": 90, "unanimous first ballot": 31, "hung": 6}


@dataclass
class Figures:
    """Outcomes by first-ballot guilty votes (0-12), and the rounds each took."""

    outcomes: dict = field(default_factory=lambda: {g: Counter() for g in range(13)})
    rounds: dict = field(default_factory=lambda: {g: [] for g in range(13)})
    ballots: list = field(default_factory=list)  # per jury: (verdict, guilty votes on each ballot)

    def add(self, verdict: Verdict) -> None:
        guilty = verdict.first_ballot.guilty
        self.outcomes[guilty][verdict.type] += 1
        self.rounds[guilty].append(verdict.rounds)
        self.ballots.append((verdict.type, tuple(t.guilty for t in verdict.tallies)))

    @property
    def juries(self) -> int:
        return sum(sum(c.values()) for c in self.outcomes.values())

    def count(self, votes) -> Counter:
        total = Counter()
        for guilty in votes:
            total += self.outcomes[guilty]
        return total

    def row(self, votes) -> tuple[int, float, float, float, float]:
        """(juries, convict, acquit, hung, mean ballots) for first ballots with these guilty votes."""
        counts, n = self.count(votes), sum(self.count(votes).values())
        ballots = [r for g in votes for r in self.rounds[g]]
        if not n:
            return 0, 0.0, 0.0, 0.0, 0.0
        return (n, counts["guilty"] / n, counts["not_guilty"] / n, counts["hung"] / n, sum(ballots) / len(ballots))

    @property
    def majority_prevails(self) -> float:
        """Among split first ballots with a majority, how often the verdict is the majority's."""
        followed = sum(self.outcomes[g]["guilty"] for g in range(7, 12))
        followed += sum(self.outcomes[g]["not_guilty"] for g in range(1, 6))
        total = sum(sum(self.outcomes[g].values()) for g in (*range(1, 6), *range(7, 12)))
        return followed / total if total else 0.0

    @property
    def unanimous_first(self) -> float:
        return (sum(self.outcomes[0].values()) + sum(self.outcomes[12].values())) / self.juries

    @property
    def hung(self) -> float:
        return self.count(range(13))["hung"] / self.juries

    def _row_line(self, label: str, votes) -> str:
        counts = self.count(votes)
        n, *_, ballots = self.row(votes)
        shares = " / ".join(_share(counts[kind], n) for kind in ("guilty", "not_guilty", "hung"))
        return f"{label:>20}   {n:6d}   {shares}   {ballots:7.2f}"

    def table(self) -> str:
        """The table beside Kalven & Zeisel, one row per bin, then the overall figures; each
        share with its 95 % interval (Wilson), so a reader can tell a bin's noise from a miss."""
        lines = ["first ballot (guilty)   juries   " + "convict [95 %]    / acquit [95 %]     / hung [95 %]".ljust(58)
                 + "   ballots   Kalven & Zeisel",
                 "--------------------   ------   " + "-" * 58 + "   -------   ---------------"]
        for label, votes in BINS:
            lines.append(self._row_line(label, votes) + "   {} / {} / {} %".format(*KALVEN_ZEISEL[label]))
        for guilty in (5, 6, 7):
            lines.append(self._row_line(f"{guilty}-{12 - guilty}", [guilty]))
        split = sum(sum(self.outcomes[g].values()) for g in (*range(1, 6), *range(7, 12)))
        unanimous = sum(self.outcomes[0].values()) + sum(self.outcomes[12].values())
        hung = self.count(range(13))["hung"]
        lines += [f"first-ballot majority prevails: {_share(round(self.majority_prevails * split), split)} "
                  f"of {split}   (K&Z about 90 %)",
                  f"unanimous first ballot: {_share(unanimous, self.juries)} of {self.juries}   (K&Z 31 %)",
                  f"hung overall: {_share(hung, self.juries)} of {self.juries}   (about 6 %)"]
        return "\n".join(lines)


def _share(k: int, n: int) -> str:
    """k of n as a percentage with its 95 % Wilson interval, e.g. '39.5% [32.8-46.6]'."""
    if not n:
        return f"{'-':>5}  [{'-':>9}]"
    # SciPy (with numpy) only for the realism figures, never in the web process, which imports this module for
    # `initial_mind` (issue 28).
    from scipy.stats import binomtest  # why here: see the comment above

    low, high = binomtest(k, n).proportion_ci(confidence_level=0.95, method="wilson")
    return f"{k / n:5.1%} [{low * 100:4.1f}-{high * 100:4.1f}]"


def realism_figures(trials: int, *, seed: int = 2026, played: list[PlayedTrial] = ()) -> Figures:
    """`trials` juries: on the played trials in turn when given, else on synthetic ones."""
    figures = Figures()
    for index in range(trials):
        rng = random.Random(f"{seed}:{index}")
        trial = played[index % len(played)] if played else synthetic_trial(rng)
        figures.add(deliberate_trial(trial, rng))
    return figures


# --- the dynamics of deliberation, ballot by ballot ------------------------------------

def minority(guilty: int, jurors: int = 12) -> int:
    """The size of the smaller faction on a ballot with `guilty` votes for guilty (0 when unanimous)."""
    return min(guilty, jurors - guilty)


@dataclass
class DynamicsFigures:
    """How deliberations unfold, from every jury's ballots (`Figures.ballots`): who hangs, how
    long it takes, how votes move from one ballot to the next, how long dissenters hold out.
    Each figure has a published counterpart that `tests/game/test_jury_dynamics_realism.py`
    names; this class only counts."""

    juries: list  # (verdict, guilty votes on each ballot)

    def _first_minority(self, sizes) -> list:
        return [(verdict, ballots) for verdict, ballots in self.juries if minority(ballots[0]) in sizes]

    def hung_given_minority(self, sizes) -> float:
        """How often a jury hangs whose first ballot had a minority of one of these `sizes`."""
        chosen = self._first_minority(sizes)
        return sum(verdict == "hung" for verdict, _ in chosen) / len(chosen) if chosen else 0.0

    def ballots_given_minority(self, sizes) -> float:
        """The mean number of ballots of juries whose first ballot had a minority of these `sizes`."""
        chosen = self._first_minority(sizes)
        return sum(len(ballots) for _, ballots in chosen) / len(chosen) if chosen else 0.0

    def count_given_minority(self, sizes) -> int:
        return len(self._first_minority(sizes))

    @property
    def hung(self) -> float:
        return sum(verdict == "hung" for verdict, _ in self.juries) / len(self.juries)

    def _share_won_by(self, side: str) -> float:
        """Among first ballots split with a majority (not 6-6), how often the verdict is that `side`'s
        ("majority" or "minority") of the first ballot."""
        split = [(v, b[0]) for v, b in self.juries if minority(b[0]) and b[0] != 6]
        return sum(v == ("guilty" if (first > 6) == (side == "majority") else "not_guilty")
                   for v, first in split) / len(split)

    @property
    def majority_prevails(self) -> float:
        return self._share_won_by("majority")

    @property
    def minority_wins(self) -> float:
        return self._share_won_by("minority")

    def _steps(self) -> list:
        """Every pair of successive ballots that starts split: (guilty before, guilty after)."""
        return [(a, b) for _, ballots in self.juries for a, b in itertools.pairwise(ballots) if minority(a)]

    @property
    def moving_share(self) -> float:
        """Of the rounds discussed while split, the share after which the next ballot differs."""
        steps = self._steps()
        return sum(a != b for a, b in steps) / len(steps)

    @property
    def large_moves(self) -> float:
        """Of the rounds after which the tally moved, the share in which it moved 3 votes or more."""
        moves = [abs(b - a) for a, b in self._steps() if a != b]
        return sum(m >= 3 for m in moves) / len(moves)

    @property
    def toward_majority(self) -> float:
        """Of the net moves from a ballot with a majority, the share toward that majority."""
        moves = [(a, b) for a, b in self._steps() if a != b and a != 6]
        return sum((b > a) == (a > 6) for a, b in moves) / len(moves)

    def survival(self, sizes) -> float:
        """Per round, how often a minority of one of these `sizes` is still there (no smaller) at
        the next ballot: a lone holdout's survival, or a faction's."""
        held = [minority(b) >= minority(a) and (b > 6) == (a > 6) for a, b in self._steps() if minority(a) in sizes]
        return sum(held) / len(held) if held else 0.0

    @property
    def hung_with_companions(self) -> float:
        """Of hung juries, the share whose first ballot had a minority of three or more."""
        hung = [b for v, b in self.juries if v == "hung"]
        return sum(minority(b[0]) >= 3 for b in hung) / len(hung) if hung else 0.0


# --- how far a row of the table moves between sets of trials ----------------------------

@dataclass
class RowSpread:
    """One row of the table (first ballots with `votes` guilty) on disjoint sets of trials, and
    the same trials' row re-drawn with other juries: whether the row's swing between sets of
    trials is more than the juries' own sampling noise."""

    votes: tuple
    set_size: int
    juries_per_trial: int
    by_set: list  # per disjoint set of trials: (juries in the row, convict, acquit, hung)
    by_draw: list  # one set of trials, each time with fresh juries: the same tuple

    @staticmethod
    def _spread(rows: list, column: int) -> tuple[float, float, float]:
        """(mean, standard deviation, largest difference between two) of a column over rows."""
        values = [row[column] for row in rows if row[0]]
        if len(values) < 2:
            return (values[0] if values else 0.0), 0.0, 0.0
        mean = sum(values) / len(values)
        sd = (sum((v - mean) ** 2 for v in values) / (len(values) - 1)) ** 0.5
        return mean, sd, max(values) - min(values)

    def between_sets(self, column: int = 1) -> tuple[float, float, float]:
        """The convict (1), acquit (2) or hung (3) share over the disjoint sets of trials."""
        return self._spread(self.by_set, column)

    def between_draws(self, column: int = 1) -> tuple[float, float, float]:
        """The same share over fresh juries on one set of trials (the juries' noise alone)."""
        return self._spread(self.by_draw, column)

    def table(self) -> str:
        lines = [f"first ballot {'/'.join(map(str, self.votes))} guilty; sets of {self.set_size} trials, "
                 f"{self.juries_per_trial} juries a trial",
                 "                          juries   convict / acquit / hung %"]
        for label, rows in (("set", self.by_set), ("draw", self.by_draw)):
            for index, (n, convict, acquit, hung) in enumerate(rows):
                lines.append(f"  {label} {index + 1:2d}   {n:22d}   {convict:5.1%} / {acquit:5.1%} / {hung:5.1%}")
        for label, spread in (("between disjoint sets of trials", self.between_sets),
                              ("between jury draws on one set", self.between_draws)):
            mean, sd, widest = spread(1)
            lines.append(f"  convict share {label}: mean {mean:.1%}, sd {sd * 100:.1f} points, "
                         f"widest gap {widest * 100:.1f} points")
        return "\n".join(lines)


def row_spread(trials: list[PlayedTrial], *, votes=(6,), set_size: int = 100, juries_per_trial: int = 10,
               draws: int | None = None, seed: str = "row-spread") -> RowSpread:
    """A row of the table on disjoint sets of `set_size` trials (shuffled by `seed`, the rest
    dropped), each trial heard by `juries_per_trial` fresh juries; then the first set again with
    `draws` (as many as sets) fresh sets of juries. If the sets swing no more than the draws, the
    row's swing between sets of trials is the juries' sampling noise, not the trials'."""
    order = sorted(range(len(trials)), key=lambda i: random.Random(f"{seed}:order:{i}").random())
    sets = [[trials[i] for i in order[start:start + set_size]]
            for start in range(0, len(order) - set_size + 1, set_size)]
    if not sets:
        raise ValueError(f"{len(trials)} trials make no set of {set_size}")

    def row_of(chosen: list[PlayedTrial], tag: str) -> tuple:
        figures = realism_figures(juries_per_trial * len(chosen), seed=f"{seed}:{tag}", played=chosen)
        return figures.row(votes)[:4]

    by_set = [row_of(chosen, f"set{index}") for index, chosen in enumerate(sets)]
    by_draw = [row_of(sets[0], f"draw{index}") for index in range(draws or len(sets))]
    return RowSpread(tuple(votes), set_size, juries_per_trial, by_set, by_draw)
