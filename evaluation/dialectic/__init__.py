"""Dialectical mode of the evaluation app: Prosecutor, Defense and TechLead argue every rubric
criterion over deterministic evidence; a pure-Python chief justice rules.

    evidence.py, relevance.py   Layer 1: evidence extraction and per-criterion selection (pure)
    personas.py, schemas.py     Layer 2: prompts and the JudicialOpinion schema (pure)
    chief_justice.py, report.py Layer 3: the rules, the report and its Markdown (pure)
    audit.py                    the engine: bounded fan-out through the LLM door, one re-evaluation round
    services.py, results.py     stored stages and events; a run's result rebuilt from them
    mode.py                     registration with evaluation.modes (imported from AppConfig.ready)
"""
