"""Case balance: how often each side wins a case, by scripted player style.

Each trial is played on the pure engine by a scripted player (`game.trial.recording`, about
60 ms a trial), then heard by a freshly drawn jury that deliberates with the pure jury rules
(`game.jury.realism.deliberate_trial`), both deterministic by seed. The player wins when the
verdict goes its way (guilty / liable for the prosecution or plaintiff, not guilty / not
liable for the defence); a hung jury, a mistrial or contempt is a win for neither side.

`COMPETENT_STYLES` are the styles the balance check holds a case to: every style of
`game.trial.players` except the three that play badly on purpose — `hasty` (asks nothing,
plays nothing), `passive` (the weakest question on offer, never a card) and `random` (a
random mix of legal moves). `aggressive` is kept: it is a real, if reckless, way to play.

Development seeds are `DEV_SEEDS`; 9001-9003 are the frozen held-out seeds (tests/game/frozen)
and are never used to tune a case.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass, field

from game.jury.realism import deliberate_trial
from game.trial.players import STYLES
from game.trial.recording import play_recorded

SIDES = ("prosecution", "defense")
BAD_STYLES = ("hasty", "passive", "random")
COMPETENT_STYLES = tuple(s for s in STYLES if s not in BAD_STYLES)
DEV_SEEDS = tuple(range(101, 111))
FROZEN_SEEDS = (9001, 9002, 9003)
JURIES_PER_TRIAL = 2
BAND = (0.20, 0.80)


def verdict_winner(verdict_type: str) -> str | None:
    """The side a verdict goes to (None for a hung jury)."""
    return {"guilty": "prosecution", "not_guilty": "defense"}.get(verdict_type)


@dataclass
class Tally:
    trials: int = 0
    wins: int = 0
    hung: int = 0
    ended: int = 0  # contempt or mistrial before the jury went out

    @property
    def rate(self) -> float:
        return self.wins / self.trials if self.trials else 0.0


@dataclass
class Balance:
    """Win counts keyed by (case slug, side, style)."""

    cells: dict = field(default_factory=lambda: defaultdict(Tally))

    def pooled(self, case: str, side: str, styles=COMPETENT_STYLES) -> Tally:
        total = Tally()
        for style in styles:
            cell = self.cells.get((case, side, style))
            if cell:
                total.trials += cell.trials
                total.wins += cell.wins
                total.hung += cell.hung
                total.ended += cell.ended
        return total

    def cases(self) -> list[str]:
        return list(dict.fromkeys(k[0] for k in self.cells))

    def styles(self) -> list[str]:
        return list(dict.fromkeys(k[2] for k in self.cells))

    def table(self) -> str:
        styles = self.styles()
        lines = ["case                          side        " + " ".join(f"{s[:9]:>9}" for s in styles)
                 + "  competent"]
        for case in self.cases():
            for side in SIDES:
                cells = [self.cells.get((case, side, s)) for s in styles]
                pooled = self.pooled(case, side)
                lines.append(f"{case[:29]:29} {side:11} "
                             + " ".join(f"{c.rate:9.0%}" if c else f"{'-':>9}" for c in cells)
                             + f"  {pooled.rate:9.0%} (n={pooled.trials}, hung {pooled.hung}, ended {pooled.ended})")
        return "\n".join(lines)

    def problems(self, band=BAND) -> list[str]:
        """Each case and side whose competent players' win rate lies outside `band`."""
        low, high = band
        out = []
        for case in self.cases():
            for side in SIDES:
                pooled = self.pooled(case, side)
                if pooled.trials and not low <= pooled.rate <= high:
                    out.append(f"balance: the {side} wins {pooled.rate:.0%} of {pooled.trials} trials with competent "
                               f"scripted players ({', '.join(COMPETENT_STYLES)}); the band is "
                               f"{low:.0%}-{high:.0%}")
        return out


def measure(cases: list[dict], *, seeds=DEV_SEEDS, styles=STYLES, sides=SIDES,
            juries: int = JURIES_PER_TRIAL, balance: Balance | None = None) -> Balance:
    """Play every case × side × style × seed on the engine; `juries` fresh juries hear each trial."""
    balance = balance or Balance()
    for data in cases:
        for side in sides:
            for style in styles:
                for seed in seeds:
                    record = play_recorded(data, seed=seed, side=side, style=style)
                    cell = balance.cells[(data["slug"], side, style)]
                    for jury in range(juries):
                        cell.trials += 1
                        if record.trial is None:
                            cell.ended += 1
                            continue
                        verdict = deliberate_trial(record.trial, random.Random(f"balance:{seed}:{jury}"))
                        winner = verdict_winner(verdict.type)
                        cell.wins += winner == side
                        cell.hung += winner is None
    return balance
