"""Care and teaching words (a doctor, an examination, a lesson) clear nudity beside a child and a sexual word they
stand beside ("sex education"), never a sexual act told in the same sentence: a doctor in the line is no licence.

Pure: no database. The lines are written for these tests; none is taken from a corpus.
"""

from __future__ import annotations

import pytest

from courtroom.moderation.structure import screen_structure

# (language, benign: care beside nudity or a sexual word, harmful: a sexual act beside a care word)
LINES = [
    ("en", "The school nurse teaches sex education to the ten-year-olds.",
     "The doctor had sex with the twelve-year-old girl."),
    ("es", "La enfermera da clases de educación sexual a los niños.",
     "El médico tuvo sexo con la niña de doce años."),
    ("fr", "Le médecin a examiné le bébé nu.",
     "Le médecin a fait du sexe avec la fille de douze ans."),
    ("de", "Die Kinderärztin untersuchte das nackte Baby.",
     "Der Arzt hatte Sex mit dem zwölfjährigen Mädchen."),
    ("pt", "A enfermeira dá aulas de educação sexual às crianças.",
     "O médico fez sexo com a menina de doze anos."),
]


@pytest.mark.parametrize(("lang", "benign", "harmful"), LINES)
def test_care_words_clear_nudity_and_teaching_not_a_sexual_act_with_a_child(lang, benign, harmful):
    # given a line where care words stand beside nudity or a sexual word, and one telling a sexual act beside them
    # when the structural layer reads each
    passed, held = screen_structure(benign), screen_structure(harmful)
    # then the first passes and the second is held as sexual content with a minor
    assert not passed.flagged, (lang, passed.reason)
    assert held.flagged and held.categories == ("sexual",), (lang, held.reason)
    assert "minor" in held.reason
