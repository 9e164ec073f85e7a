"""Cards: the starter deck, what each costs, when it may be played, and same-turn combos.

Objection cards are a standing set: the player always holds the eight objections (they
are knowledge of the Rules of Evidence, not something drawn) and pays CP each time one
is raised. Evidence and tactic cards are drawn: a hand of 5, 2 more each turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game import phases as P
from game.errors import ActionError
from game.judge.rulings import OBJECTIONS

EVIDENCE, OBJECTION, TACTIC = "evidence", "objection", "tactic"
MAX_CARDS_PER_TURN = 3
HAND_SIZE = 5
DRAW_PER_TURN = 2
HAND_LIMIT = 7

# When, inside a phase, a card may be played.
WINDOW_TURN = "turn"           # after a witness answers, on the player's card window
WINDOW_OBJECTION = "objection"  # when opposing counsel has just asked a question
WINDOW_STATEMENT = "statement"  # while the player makes an opening or closing statement


@dataclass(frozen=True)
class Card:
    key: str
    name: str
    type: str
    cost_cp: int = 0
    cost_pp: int = 0
    phases: tuple[str, ...] = ()
    windows: tuple[str, ...] = (WINDOW_TURN,)
    tags: tuple[str, ...] = ()
    impact: float = 0
    kind: str = "analytical"          # emotional | analytical | procedural (the court event's kind)
    description: str = ""
    objection: str = ""               # objection cards: the ground
    rule: str = ""
    behaviours: tuple[str, ...] = ()  # what the judge may see in it ("theatrics", ...)
    composure_damage: int = 0         # against the witness on the stand
    engagement: int = 0               # jurors' engagement restored
    cross_only: bool = False          # only against an adverse witness
    impeaches: tuple[str, ...] = ()   # lie ids this card exposes
    sides: tuple[str, ...] = ()       # the sides whose decks hold it (empty: both)

    def as_dict(self) -> dict:
        return {"key": self.key, "name": self.name, "type": self.type, "costCp": self.cost_cp, "costPp": self.cost_pp,
                "phases": list(self.phases), "windows": list(self.windows), "tags": list(self.tags),
                "impact": self.impact, "kind": self.kind, "description": self.description, "rule": self.rule}


EXAM = P.EXAMINATION_PHASES
SPEECH = (P.OPENING, P.CLOSING)


def _evidence(key, name, pp, impact, tags, description, kind="analytical", **extra) -> Card:
    return Card(key, name, EVIDENCE, cost_pp=pp, phases=EXAM, tags=tags, impact=impact, kind=kind,
                description=description, **extra)


STARTER_EVIDENCE = [
    _evidence("police_report", "Police report", 2, 2, ("police", "documentary"), "The responding officer's report."),
    _evidence("timeline", "Timeline chart", 3, 3, ("documentary",), "A clean timeline of the day in question."),
    _evidence("character_letter", "Character reference", 3, 3, ("testimony", "emotional"),
              "A neighbour vouches for the defendant.", kind="emotional", sides=("defense",)),
    _evidence("harm_statement", "Impact statement", 3, 3, ("testimony", "emotional"),
              "A neighbour describes what the harm has cost.", kind="emotional", sides=("prosecution",)),
    _evidence("receipt", "Store receipt", 4, 4, ("documentary",), "A time-stamped receipt."),
    _evidence("phone_records", "Phone records", 5, 5, ("documentary", "corporate"), "Call logs from the carrier."),
    _evidence("lab_result", "Lab result", 6, 6, ("forensic", "scientific"), "An independent lab's analysis."),
    _evidence("fingerprint_report", "Fingerprint analysis", 6, 6, ("forensic", "scientific", "police"),
              "Prints lifted at the scene, compared."),
    _evidence("cctv_still", "CCTV still", 7, 7, ("forensic", "documentary"), "A frame from a nearby camera."),
    _evidence("expert_opinion", "Expert opinion", 8, 8, ("scientific",), "A qualified expert's written opinion."),
    _evidence("bombshell_document", "Bombshell document", 12, 12, ("documentary", "impeachment"),
              "A document nobody expected to surface.", composure_damage=20),
]

STANDING_OBJECTIONS = [
    Card(f"obj_{ground}", label, OBJECTION, cost_cp=cost, phases=EXAM, windows=(WINDOW_OBJECTION,),
         kind="procedural", objection=ground, rule=rule, description=f"Object: {label.lower()} ({rule}).",
         behaviours=("speaking_objections",) if ground in ("prejudicial",) else ())
    for (ground, (label, rule)), cost in zip(OBJECTIONS.items(), (2, 1, 1, 2, 2, 3, 3, 4), strict=False)
]

TACTICS = [
    Card("dramatic_pause", "Dramatic pause", TACTIC, cost_cp=2, phases=EXAM + SPEECH,
         windows=(WINDOW_TURN, WINDOW_STATEMENT), tags=("emotional",), impact=2, kind="emotional",
         description="Let the answer hang in the air.", behaviours=("theatrics",)),
    Card("emotional_appeal", "Emotional appeal", TACTIC, cost_cp=4, phases=EXAM + SPEECH,
         windows=(WINDOW_TURN, WINDOW_STATEMENT), tags=("emotional",), impact=5, kind="emotional",
         description="Speak to the jury's hearts.", behaviours=("grandstanding",)),
    Card("impeach_witness", "Impeach witness", TACTIC, cost_cp=5, phases=EXAM, tags=("impeachment",), impact=4,
         description="Confront the witness with their inconsistencies.", composure_damage=25, cross_only=True),
    Card("sidebar_request", "Sidebar request", TACTIC, cost_cp=2, phases=EXAM, kind="procedural",
         description="Approach the bench, out of the jury's hearing.", behaviours=("sidebar_abuse",)),
    Card("closing_flourish", "Closing flourish", TACTIC, cost_cp=6, phases=(P.CLOSING,), windows=(WINDOW_STATEMENT,),
         tags=("emotional",), impact=8, kind="emotional", description="The line they will remember in the jury room.",
         behaviours=("grandstanding",)),
    Card("reasonable_doubt", "Reasonable doubt", TACTIC, cost_cp=5, phases=SPEECH, windows=(WINDOW_STATEMENT,),
         tags=("analytical",), impact=6, description="Walk the jury through every gap in the case.",
         sides=("defense",)),
    Card("connect_the_dots", "Connect the dots", TACTIC, cost_cp=5, phases=SPEECH, windows=(WINDOW_STATEMENT,),
         tags=("analytical",), impact=6, description="Walk the jury through how every piece of evidence fits.",
         sides=("prosecution",)),
    Card("rapport", "Build rapport", TACTIC, cost_cp=1, phases=EXAM + SPEECH, windows=(WINDOW_TURN, WINDOW_STATEMENT),
         impact=1, kind="emotional", description="A warm word for the jury; eyes open again.", engagement=15),
    Card("pointed_question", "Pointed follow-up", TACTIC, cost_cp=3, phases=EXAM, tags=("impeachment",), impact=3,
         description="Press on the weak spot in that answer.", composure_damage=12, cross_only=True,
         behaviours=("badgering",)),
]

# A civil case keeps the same cards (a saved deck names them by key) in a civil court's
# words: there is no reasonable doubt to argue, only whether the scales have tipped.
CIVIL_WORDING = {
    "reasonable_doubt": ("Burden of proof", "Show the jury the scales have not tipped: more likely than not is "
                                            "the plaintiff's to prove."),
    "police_report": ("Incident report", "The report written up on the day."),
}

COMBOS = (
    # (tag, count, name, extra impact, kind, extra composure damage)
    ("forensic", 2, "Forensic corroboration", 3, "analytical", 0),
    ("documentary", 3, "Paper trail", 5, "analytical", 0),
    ("emotional", 2, "Heartstrings", 3, "emotional", 0),
    ("impeachment", 2, "Cornered", 3, "analytical", 15),
)


@dataclass
class Catalogue:
    """Every card a game knows: the starter cards plus the case's evidence cards."""

    cards: dict[str, Card] = field(default_factory=dict)

    @classmethod
    def for_case(cls, case_evidence: list[dict], case_type: str = "criminal") -> Catalogue:
        cards = {c.key: c for c in STARTER_EVIDENCE + STANDING_OBJECTIONS + TACTICS}
        if case_type == "civil":
            for key, (name, description) in CIVIL_WORDING.items():
                cards[key] = replace(cards[key], name=name, description=description)
        for item in case_evidence:
            card = evidence_card(item)
            cards[card.key] = card
        return cls(cards)

    def get(self, key: str) -> Card | None:
        return self.cards.get(key)


def evidence_card(item: dict) -> Card:
    """A case's evidence item as a card (pp cost defaults to its impact)."""
    impact = float(item.get("impact", item.get("base_impact", 4)))
    tags = tuple(item.get("tags", ()))
    return Card(
        key=f"case_{item['id']}", name=item.get("name", item["id"]), type=EVIDENCE,
        cost_pp=int(item.get("cost_pp", item.get("costPp", max(1, round(impact))))), phases=EXAM,
        tags=tags, impact=impact, kind=item.get("kind", "analytical"), description=item.get("description", ""),
        composure_damage=int(item.get("composure_damage", 20 if "impeachment" in tags else 0)),
        impeaches=tuple(item.get("impeaches", ())),
    )


def for_side(cards: list[Card], side: str) -> list[Card]:
    """The cards a side's counsel would use: a character reference is the defense's, an
    impact statement the prosecution's (or plaintiff's); most cards serve either side."""
    return [c for c in cards if not c.sides or side in c.sides]


def player_deck(catalogue: Catalogue, given_evidence_keys: list[str], side: str = "defense") -> list[str]:
    """The cards shuffled into the player's draw pile (objections are held, not drawn)."""
    tactics = for_side(TACTICS, side)
    keys = [c.key for c in for_side(STARTER_EVIDENCE, side)] + [c.key for c in tactics] + [c.key for c in tactics[:3]]
    return keys + list(given_evidence_keys)


def with_cost(card: Card, cp_discount: int = 0) -> Card:
    return replace(card, cost_cp=max(0, card.cost_cp - cp_discount)) if cp_discount else card


class CardError(ActionError):
    """A card that cannot be played now."""


def check_playable(card: Card | None, *, key: str, hand: list[str], phase: str, window: str | None,
                   cp: float, pp: float, played_this_turn: int, adverse_witness: bool, phase_label: str = "") -> Card:
    """The card if it may be played now, else a CardError saying why, in the player's words."""
    if card is None:
        raise CardError("UNKNOWN_CARD", f"There is no card called {key!r}.", status=400)
    if card.type != OBJECTION and key not in hand:
        raise CardError("CARD_NOT_IN_HAND", f"{card.name} is not in your hand.", status=400)
    if phase not in card.phases:
        raise CardError("CARD_NOT_ALLOWED_IN_PHASE",
                        f"{card.name} cannot be played during {phase_label or P.LABELS.get(phase, phase)}.")
    if window not in card.windows:
        when = {WINDOW_OBJECTION: "when opposing counsel asks a question", WINDOW_TURN: "after a witness answers",
                WINDOW_STATEMENT: "during your statement"}
        raise CardError("CARD_NOT_ALLOWED_NOW", f"{card.name} can only be played {when[card.windows[0]]}.")
    if card.cross_only and not adverse_witness:
        raise CardError("CARD_NOT_ALLOWED_NOW", f"{card.name} can only be used on the other side's witness.")
    if card.type != OBJECTION and played_this_turn >= MAX_CARDS_PER_TURN:
        raise CardError("TOO_MANY_CARDS", f"You may play at most {MAX_CARDS_PER_TURN} cards a turn.")
    if card.cost_cp > cp:
        raise CardError("NOT_ENOUGH_CP", f"{card.name} costs {card.cost_cp} CP; you have {int(cp)}.")
    if card.cost_pp > pp:
        raise CardError("NOT_ENOUGH_PP", f"{card.name} costs {card.cost_pp} PP; you have {int(pp)}.")
    return card


def combos_completed(tags_before: list[str], tags_after: list[str]) -> list[tuple]:
    """Combos whose tag count reached its threshold with the cards just played."""
    done = []
    for combo in COMBOS:
        tag, count = combo[0], combo[1]
        if tags_before.count(tag) < count <= tags_after.count(tag):
            done.append(combo)
    return done
