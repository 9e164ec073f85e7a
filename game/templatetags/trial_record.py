"""{% trial_record game %}: the trial's part of the post-case summary (the trial and the judge)."""

from django import template

from game.models import JudgeState, Trial

register = template.Library()


@register.inclusion_tag("game/_trial_record.html")
def trial_record(game):
    trial = Trial.objects.filter(game=game).first()
    judge = JudgeState.objects.filter(game=game).first()
    if trial is None or judge is None:
        return {"game": game, "record": None}
    state = trial.state
    mine = [r for r in judge.notable_rulings if r["objector"] == "player"]
    return {"game": game, "record": {
        "turns": state.get("turn", 0), "cp": round(state.get("cp", 0)), "pp": round(state.get("pp", 0)),
        "patience": round(judge.patience_remaining), "warnings": judge.warnings_issued,
        "sanctions": judge.sanctions_issued, "objections": len(state.get("player_objections", [])),
        "sustained": state.get("player_objections", []).count("sustained"),
        "judge_calls": state.get("judge_calls", 0), "cache_hits": state.get("cache_hits", 0),
        "evidence": list(dict.fromkeys(state.get("admitted_evidence", []))),
        "broken": [w["name"] for w in state.get("witnesses", []) if w.get("broken")],
        "impeached": [w["name"] for w in state.get("witnesses", []) if w.get("exposed") and not w.get("broken")],
        "last_rulings": mine[-3:],
    }}
