"""The judge's patience and what it leads to: warnings, sanctions, contempt.

A fair judge: contempt needs repeated misconduct after a warning and a sanction.

Decisions where the spec's sketch is loose (documented and tested):
- A pet peeve counsel could not know about (no research revealed it, the judge never
  frowned at it) costs little the first time (FIRST_PEEVE_COST) and the judge names it;
  from then on it is known and costs the full PET_PEEVE_COST. The courtroom marks the
  cards that would hit a known peeve before they are played.
- A warning is issued once, the first time patience is below 40.
- A sanction (10 CP) fires when patience is below 20 *and counsel offended during this
  action*: an offence committed while already on thin ice. A player who behaves is not
  sanctioned again on every later action for an old offence.
- The warning and the first sanction never come with the same action: counsel hears the
  warning, and only an offence after it is sanctioned (a single reckless action used to
  earn both at once, so one warning covered the whole path to contempt).
- Contempt: patience at zero *and* a new offence by counsel sanctioned CONTEMPT_AFTER_SANCTIONS
  times already — repeated misconduct after the warning, each time called out. (In the
  sketch the sanction branch (< 20) comes before the contempt branch (<= 0), so contempt
  could never fire.) Reaching zero before that earns another sanction instead, so the
  player always hears a warning and two sanctions before contempt ends the case; a third
  sanction is a mistrial (the trial engine's MISTRIAL_AFTER_SANCTIONS).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.judge.persona import JudgePersona, JudgeState

PET_PEEVE_COST = 15
FIRST_PEEVE_COST = 5
REPEATED_OVERRULED_COST = 10
REPEAT_WINDOW = 3
WARNING_BELOW = 40
SANCTION_BELOW = 20
SANCTION_CP = 10
CONTEMPT_AFTER_SANCTIONS = 2  # sanctioned offences after the warning before contempt may follow


@dataclass(frozen=True)
class PlayerAction:
    """What the player just did, as the judge sees it."""

    type: str                       # "objection", "question", "card", "statement", "sidebar", ...
    behaviours: tuple[str, ...] = ()  # pet-peeve names the action exhibits ("theatrics", ...)


@dataclass(frozen=True)
class JudgeResponse:
    type: str          # "warning" | "sanction" | "contempt"
    message: str
    cp_penalty: int = 0


def was_recently_overruled(player_objection_rulings: list[str], window: int = REPEAT_WINDOW) -> bool:
    """True when one of the player's last `window` objections was overruled."""
    return "overruled" in player_objection_rulings[-window:]


def adjust_patience(state: JudgeState, change: float) -> None:
    state.patience_remaining = max(0.0, min(100.0, state.patience_remaining + change))


def check_judge_behavior(state: JudgeState, persona: JudgePersona, action: PlayerAction,
                         player_objection_rulings: list[str], patience_before: float | None = None,
                         known_peeves: frozenset[str] | None = None) -> list[JudgeResponse]:
    """Apply the action's patience costs to `state`, then return what the judge does about it.

    `player_objection_rulings` are the rulings on the player's earlier objections, oldest
    first, not including one being ruled on now. `patience_before` is the patience at the
    start of the whole player action (a ruling's own patienceChange may already have
    been applied); it defaults to the value before this check. `known_peeves` are the pet
    peeves counsel knows of (research, an earlier frown); None: all of them.
    """
    start = state.patience_remaining if patience_before is None else patience_before
    peeves = set(persona.pet_peeves)
    known = peeves if known_peeves is None else set(known_peeves)
    cost = 0.0
    for behaviour in action.behaviours:
        if behaviour in peeves:
            cost += PET_PEEVE_COST if behaviour in known else FIRST_PEEVE_COST
    if action.type == "objection":
        if was_recently_overruled(player_objection_rulings):
            cost += REPEATED_OVERRULED_COST
        if "repetitive_objections" in peeves and len(player_objection_rulings) >= 2 and \
                player_objection_rulings[-1] == "overruled" and player_objection_rulings[-2] == "overruled":
            cost += PET_PEEVE_COST
    adjust_patience(state, -cost)
    return threshold_responses(state, persona, offended=cost > 0 or state.patience_remaining < start)


def threshold_responses(state: JudgeState, persona: JudgePersona, *, offended: bool) -> list[JudgeResponse]:
    """Warnings, sanctions and contempt for the judge's current patience (mutates counters):
    always a warning, then (for later offences) two sanctions, before contempt."""
    if state.patience_remaining <= 0 and offended and state.sanctions_issued >= CONTEMPT_AFTER_SANCTIONS:
        state.contempt = True
        return [JudgeResponse("contempt", contempt_message(persona))]
    responses = []
    if state.patience_remaining < WARNING_BELOW and state.warnings_issued == 0:
        state.warnings_issued += 1
        return [JudgeResponse("warning", warning_message(persona))]  # the sanction waits for an offence after it
    if state.patience_remaining < SANCTION_BELOW and offended:
        state.sanctions_issued += 1
        responses.append(JudgeResponse("sanction", sanction_message(persona), cp_penalty=SANCTION_CP))
    return responses


def spoken_words(message: str) -> str:
    """What the judge says aloud in a warning or sanction notice: the quoted words. The notice
    names the judge; a transcript line already has the judge as its speaker."""
    first, last = message.find('"'), message.rfind('"')
    return message[first + 1:last] if 0 <= first < last else message


def warning_message(persona: JudgePersona) -> str:
    if persona.gavel_style == "dramatic":
        return f"{persona.display_name} slams the gavel: \"Counselor, this is your one warning. Do not test me.\""
    if persona.gavel_style == "firm":
        return f"{persona.display_name}: \"Counselor, you are on notice. Conduct yourself accordingly.\""
    return f"{persona.display_name}: \"Counsel, I'd ask you to mind your conduct in my courtroom.\""


def sanction_message(persona: JudgePersona) -> str:
    return (f"{persona.display_name}: \"That is enough. Counsel is sanctioned; the jury will note my displeasure.\" "
            f"(−{SANCTION_CP} credibility)")


def contempt_message(persona: JudgePersona) -> str:
    return f"{persona.display_name}: \"You are held in contempt of court.\" The case is lost."
