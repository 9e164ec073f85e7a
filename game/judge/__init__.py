"""The judge: persona and per-game state, patience, rulings, research, jury instructions.

Pure modules (dataclasses, pydantic schema, stdlib): no ORM, no I/O. The services
persist `JudgeState` and call the LLM door with the prompts built here.
"""
