"""Every answer of the juror corpus is read as a careful person would read it (pure, no database)."""

import pytest

from evaluation.jury.parsing import parse_juror
from tests.evaluation import juror_corpus

CASES = juror_corpus.load()


def test_the_corpus_holds_at_least_80_answers_from_at_least_8_models():
    assert len(CASES) >= 80
    assert len({case.model for case in CASES}) >= 8
    assert len({case.id for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_it_reads_each_answer_right(case):
    # when
    parsed = parse_juror(case.text)
    # then
    assert case.misreadings(parsed) == []
