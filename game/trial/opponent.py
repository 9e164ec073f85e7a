"""Opposing counsel: resources by difficulty, strikes, objections, card play and mood.

Every choice takes a generator from the trial's seeded stream, so a game replays
exactly (voir dire strikes draw from the game's seed, per juror). Difficulty 1-5 sets the
deck size, the starting CP/PP, how often they object (0.1 at 1 up to 0.9 at 5) and how
well they read jurors when striking.
"""

from __future__ import annotations

import random

from game.judge.rulings import context_features
from game.trial.cards import STARTER_EVIDENCE, for_side
from game.trial.state import OpponentState

# Which ground a sensible lawyer raises against each feature of a question.
GROUNDS = {
    "leading_form": "leading",
    "reported_speech": "hearsay",
    "guessing": "speculation",
    "pressure": "badgering",
    "character": "prejudicial",
    "off_topic": "relevance",
    "document": "foundation",
}
WEAK_GROUNDS = ("relevance", "speculation", "foundation")
MOODS = ("desperate", "worried", "composed", "confident")


def objection_rate(difficulty: int, mood: str = "composed") -> float:
    rate = 0.1 + 0.2 * (max(1, min(5, difficulty)) - 1)
    if mood == "desperate":
        rate += 0.1
    return min(0.95, rate)


def new_opponent(*, name: str, style: str, difficulty: int, side: str = "prosecution") -> OpponentState:
    """Opposing counsel for `side` (the side the player did not take): its starter deck
    holds the cards that side would use."""
    difficulty = max(1, min(5, int(difficulty)))
    size = 4 + 2 * difficulty
    deck = [c.key for c in sorted(for_side(STARTER_EVIDENCE, side), key=lambda c: c.impact)][:size]
    return OpponentState(name=name, style=style, difficulty=difficulty, cp=40 + 10 * difficulty,
                         pp=10 + 6 * difficulty, deck=deck)


def decide_objection(opponent: OpponentState, rng: random.Random, *, question: str, exam_type: str) -> str | None:
    """The ground opposing counsel raises against the player's question, or None.

    Real grounds first (a leading question on direct, reported speech, ...). With no
    real ground, a weak opponent sometimes objects anyway; a strong one does not.
    """
    features = context_features(question)
    grounds = [GROUNDS[f] for f in features if f in GROUNDS]
    if exam_type == "cross":
        grounds = [g for g in grounds if g != "leading"]  # leading is allowed on cross
    roll = rng.random()
    if grounds:
        if roll < objection_rate(opponent.difficulty, opponent.mood):
            return grounds[0]
        return None
    # no real ground: frivolous objections come from weaker counsel
    if roll < 0.15 * (5 - opponent.difficulty) / 4:
        return rng.choice(WEAK_GROUNDS)
    return None


def choose_card(opponent: OpponentState, rng: random.Random, catalogue) -> str | None:
    """An evidence card opposing counsel plays after an answer, or None."""
    affordable = [k for k in opponent.deck if catalogue.get(k) and catalogue.get(k).cost_pp <= opponent.pp]
    if not affordable or rng.random() >= 0.15 + 0.1 * opponent.difficulty:
        return None
    # stronger counsel saves the best card for when it matters: they play the strongest affordable
    affordable.sort(key=lambda k: catalogue.get(k).impact)
    return affordable[-1] if opponent.difficulty >= 3 else rng.choice(affordable)


def mood_for(win_estimate: float) -> str:
    if win_estimate >= 0.65:
        return "confident"
    if win_estimate >= 0.45:
        return "composed"
    if win_estimate >= 0.25:
        return "worried"
    return "desperate"


def win_estimate(mean_opinion_for_player: float) -> float:
    """Opposing counsel's estimate of its chance, from the jury's mean opinion (player's sign)."""
    return max(0.0, min(1.0, 0.5 - mean_opinion_for_player / 100))


OPPONENT_NOISE = {1: 22.0, 2: 17.0, 3: 12.0, 4: 8.0, 5: 4.0}  # how badly counsel misjudges a juror's lean
STRIKE_THRESHOLD = 8.0  # counsel strikes only jurors it reads as leaning against it by more than this


def threat(prosecution_bias: float, opponent_side: str) -> float:
    """How much a juror leans against the opponent: the prosecution fears defense leaners."""
    return -prosecution_bias if opponent_side == "prosecution" else prosecution_bias


CHALLENGE_FROM_DIFFICULTY = 2  # counsel at difficulty 1 does not challenge for cause


def choose_cause_challenges(candidates: list[tuple[int, float, list[str]]], *, opponent_side: str,
                            difficulty: int) -> list[tuple[int, str]]:
    """The challenges for cause opposing counsel makes: of `candidates` [(juror id,
    prosecution_bias, the grounds questioning established)], each juror leaning against it
    whose answers gave a ground, with that ground. Ruled by the judge like the player's."""
    if difficulty < CHALLENGE_FROM_DIFFICULTY:
        return []
    return [(juror, grounds[0]) for juror, bias, grounds in candidates
            if grounds and threat(bias, opponent_side) > 0]


def juror_read(juror: int, bias: float, *, opponent_side: str, difficulty: int, seed: int) -> float:
    """Counsel's read of a juror: the true lean plus a misjudgement that shrinks with
    difficulty. Fixed per juror and game (its own seeded draw), so counsel does not change
    its mind about someone between passes of voir dire."""
    noise = random.Random(f"opponent:{seed}:{juror}").gauss(0, OPPONENT_NOISE.get(difficulty, 12.0))
    return threat(bias, opponent_side) + noise


def choose_strikes(candidates: list[tuple[int, float]], *, opponent_side: str, difficulty: int, remaining: int,
                   seed: int) -> list[int]:
    """The jurors opposing counsel strikes (the game's one strike policy): of `candidates`
    [(juror id, prosecution_bias)], those it reads as leaning against it beyond a
    threshold, the most threatening first, at most `remaining`."""
    reads = [(juror_read(juror, bias, opponent_side=opponent_side, difficulty=difficulty, seed=seed), juror)
             for juror, bias in sorted(candidates)]
    chosen = sorted((r for r in reads if r[0] > STRIKE_THRESHOLD), key=lambda r: (-r[0], r[1]))
    return [juror for _, juror in chosen[:remaining]]


# Cross-examination by opposing counsel, by the side it takes: the prosecution crosses the
# defense's witnesses (friends of the defendant), the defense crosses the prosecution's.
OPPONENT_CROSS = {
    "prosecution": [
        "Isn't it true you've discussed your testimony with the defense?",
        "You can't be certain of the time, can you?",
        "You're a friend of the defendant. Correct?",
        "Would you agree you only heard about this from someone else?",
        "You didn't tell the police any of this at the time, right?",
    ],
    "defense": [
        "Isn't it true you went over your testimony with the prosecutor?",
        "You can't be certain of the time, can you?",
        "You never liked the defendant. Correct?",
        "Would you agree you only heard about this from someone else?",
        "You didn't write any of this down at the time, right?",
    ],
}
OPPONENT_DIRECT_FALLBACK = [
    "Please tell the jury what you saw.",
    "What happened next?",
    "Did the defendant say anything to you?",
]


def next_question(opponent: OpponentState, rng: random.Random, *, exam_type: str, scripted: list[str],
                  asked: list[str], side: str = "prosecution") -> str:
    pool = scripted + OPPONENT_DIRECT_FALLBACK if exam_type == "direct" else OPPONENT_CROSS[side]
    fresh = [q for q in pool if q not in asked] or pool
    return fresh[0] if exam_type == "direct" else rng.choice(fresh)


def statement_messages(opponent: OpponentState, *, kind: str, case_title: str, charge: str, side: str,
                       theory: str) -> list[dict]:
    system = (f"You are {opponent.name}, {side} counsel, {opponent.style} in style, in the case {case_title} "
              f"({charge}). Speak to the jury in two to four sentences, spoken words only.")
    user = f"Give your {kind} statement. Your theory of the case: {theory}"
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]
