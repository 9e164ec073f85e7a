"""A whole case played by the scripted players, written down as its timeline.

Used to prove that a change meant to be behaviour-neutral (a restructure) is: the same
seed and the same scripted play must give the same record. A deliberate change of the
game's rules or numbers updates the recording (`GAME_RECORD_UPDATE=1 python3 -m pytest
tests/game/test_a_whole_case_replays_its_recording.py`) and says so in its commit.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.models import Game, GameEvent
from juryrigged.llm.models import LLMCall

RECORDINGS = Path(__file__).parent / "recorded"


def record_of(game: Game) -> dict:
    """Everything a replay must reproduce, with database ids left out (they differ per run)."""
    game.refresh_from_db()
    events = [[e.turn, e.phase, e.kind, e.summary]
              for e in GameEvent.objects.filter(game=game).order_by("id")]
    jurors = [{"name": s.persona.name, "status": s.status, "seat": s.seat, "alternate": s.alternate_order,
               "struck_by": s.struck_by, "opinion": round(s.opinion, 6), "confidence": round(s.confidence, 6),
               "engagement": round(s.engagement, 6), "expression": s.expression,
               "history": [[h.get("turn"), round(h["opinion"], 6), h.get("round")] for h in s.opinion_history],
               "memories": [m["description"] for m in s.memories]}
              for s in game.jurors.select_related("persona").order_by("pool_order")]
    calls = list(LLMCall.objects.filter(subject=f"game.game:{game.pk}").order_by("id")
                 .values_list("purpose", flat=True))
    return {"outcome": game.outcome, "reason": game.outcome_reason, "status": game.status,
            "experience": game.experience_earned, "tallies": game.verdict.get("tallies"),
            "budget": game.budget, "credibility": game.credibility, "preparation": game.preparation,
            "turn": game.turn, "events": events, "jurors": jurors, "model_calls": sorted(calls)}


def load(name: str) -> dict:
    return json.loads((RECORDINGS / f"{name}.json").read_text())


def save(name: str, record: dict) -> None:
    RECORDINGS.mkdir(exist_ok=True)
    (RECORDINGS / f"{name}.json").write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n")
