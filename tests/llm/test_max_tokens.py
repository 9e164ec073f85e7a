"""Every call sends max_tokens from its purpose; settings override the table."""

import pytest

from juryrigged import llm
from juryrigged.env import as_int_map
from juryrigged.llm.budgets import max_tokens_for

pytestmark = pytest.mark.django_db


def test_the_most_specific_entry_of_the_table_wins(settings):
    settings.LLM_MAX_TOKENS = {"*": 1000, "court.turn": 350, "court.turn.answer": 200, "eval.juror": 3000}
    assert max_tokens_for("court.turn.answer") == 200
    assert max_tokens_for("court.turn.ruling") == 350
    assert max_tokens_for("eval.juror") == 3000
    assert max_tokens_for("something.else") == 1000


def test_a_call_sends_its_purposes_max_tokens_unless_it_names_one(scripted_llm, settings):
    settings.LLM_MAX_TOKENS = {"*": 1000, "eval.juror": 2500}
    llm.complete("assess", purpose="eval.juror")
    llm.complete("assess", purpose="eval.juror", max_tokens=99)
    assert [r.max_tokens for r in scripted_llm.requests] == [2500, 99]


def test_the_environment_overrides_entries_and_refuses_nonsense():
    assert as_int_map("eval.juror=3000, court.turn=500") == {"eval.juror": 3000, "court.turn": 500}
    with pytest.raises(ValueError, match="eval.juror=lots"):
        as_int_map("eval.juror=lots")
