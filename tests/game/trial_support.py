"""A small case, a judge persona and a scripted player for the pure trial tests."""

from game.judge.persona import JudgePersona
from game.trial.cards import Catalogue
from game.trial.autoplay import play_whole_trial, resolve_pending  # noqa: F401  (the scripted player)
from game.trial.engine import CaseMeta, Engine, new_trial

JUDGE = JudgePersona(
    id="judge-okafor", name="Okafor", title="The Honorable Ruth Okafor", background="twenty years on the bench",
    reputation="Fair but impatient with theatrics.", strictness=70, patience=60, prosecution_lean=55,
    pet_peeves=("theatrics", "repetitive_objections"), hearsay_strictness=80, relevance_threshold=40,
    contempt_threshold=10, gavel_style="firm",
)

CASE = {
    "title": "The People v. Sam Reyes", "side": "defense", "case_type": "criminal", "charge": "Petty theft",
    "charge_definitions": ["Petty theft is taking property worth under $950 with intent to keep it."],
    "budget": 15000, "difficulty": 2,
    "opposing_counsel": {"name": "ADA Park", "style": "methodical", "difficulty": 2},
    "themes": ["A simple misunderstanding", "Reasonable doubt"],
    "witnesses": [
        {"id": "clerk", "name": "Dana Whitfield", "side": "prosecution", "role": "store clerk",
         "public_story": "I saw the defendant put a watch in his pocket. He walked out without paying.",
         "secrets": ["I was on my phone and only looked up when the alarm rang"],
         "lies": [{"id": "saw_pocket", "claim": "you watched him pocket the watch", "truth": "she was on her phone",
                   "impeached_by": ["phone_log"]}],
         "questions": ["What did you see at the jewellery counter?", "What did the defendant do next?"]},
        {"id": "friend", "name": "Lee Tran", "side": "defense", "role": "the defendant's friend",
         "public_story": "Sam paid for the watch at the other till. I was with him.",
         "questions": ["Where were you that afternoon?", "Did Sam pay for the watch?"]},
    ],
    "evidence": [
        {"id": "phone_log", "name": "Clerk's phone log", "impact": 6, "cost_pp": 5,
         "tags": ["documentary", "impeachment"], "description": "The clerk was on a call at 3:02 pm.",
         "found_by_investigation": True},
        {"id": "receipt_copy", "name": "Second till receipt", "impact": 5, "cost_pp": 4, "tags": ["documentary"],
         "description": "A receipt for a watch at 3:01 pm."},
    ],
    "investigations": [{"id": "phone", "name": "Subpoena the clerk's phone records", "cost": 2000, "pp": 5,
                        "evidence": "phone_log"}],
}


def make_engine(seed: int = 7, case: dict | None = None, persona: JudgePersona = JUDGE, skills=None) -> Engine:
    case = case or CASE
    state = new_trial(seed=seed, case=case, persona=persona, skills=skills or {})
    return Engine(state, persona=persona, catalogue=Catalogue.for_case(case.get("evidence", [])),
                  meta=CaseMeta(title=case["title"]))


def opened_trial(seed: int = 7, **kwargs) -> Engine:
    """An engine past pre-trial and jury selection: the opening statements are under way."""
    engine = make_engine(seed=seed, **kwargs)
    engine.finish_pretrial()
    engine.begin_trial()
    return engine


def advance_to(engine: Engine, window: str, *, question_id: str | None = None, outcomes: list | None = None) -> list:
    """Play on until the engine offers `window`: model steps answered, statements made from
    the first theme, opposing counsel's questions allowed, the player asking `question_id`
    (default: the first suggestion). Returns the outcomes."""
    outcomes = [] if outcomes is None else outcomes
    while engine.state.window != window:
        resolve_pending(engine, outcomes)
        if engine.state.window == window:
            break
        if engine.state.window == "objection":
            engine.allow()
        elif engine.state.window == "question":
            engine.ask_question(question_id=question_id or engine.state.suggested[0]["id"])
        elif engine.state.window == "statement":
            engine.make_statement(engine.state.themes[0])
    return outcomes
