"""A quotation is evidence only where the sentence reports it (someone said, read out, wrote it): the German past
"las … vor" (read out) is a reporting verb, the Spanish article "las" is not, so a threat the speaker sets in
quotes after "las cosas claras:" is still the speaker's.

Pure: no database. The lines are written for this test; none is taken from a corpus.
"""

from __future__ import annotations

import pytest

from courtroom.moderation import default_rules, screen_rules
from courtroom.moderation.structure import screen_structure

RULES = default_rules()


def held(text: str) -> bool:
    return screen_rules(text, RULES).flagged or screen_structure(text).flagged


@pytest.mark.parametrize("line", [
    'Las cosas claras, juez: "te voy a matar".',
    "Te lo digo con todas las letras: «te voy a apuñalar, fiscal».",
])
def test_a_threat_quoted_by_the_speaker_after_the_article_las_is_held(line):
    assert held(line)

