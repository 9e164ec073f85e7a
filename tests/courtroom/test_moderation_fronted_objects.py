"""A harm's object fronted and set off by a comma is still its object (lane 56 review of issue 26).

Lane 51's clause rule (a person in another clause is not the harm's object: "I'd kill for a coffee, juror nine")
let a threat whose object opens the sentence pass every layer: "You, I will kill." was held before it. A vocative
has the harm's own object after it; a fronted object leaves the harm closing its clause.
"""

import pytest

from courtroom.moderation.structure import findings


@pytest.mark.parametrize("line", ["You, I will kill.", "The judge, I am going to kill.",
                                  "Prosecutor, you, I will strangle.", "You, I'm going to hurt."])
def test_a_fronted_object_of_a_meant_harm_is_held(line):
    assert [finding.category for finding in findings(line)][:1] in (["threat"], ["violence"])


@pytest.mark.parametrize("line", ["Juror nine, I'd kill for a coffee.", "Judge, I will kill the lights when I leave.",
                                  "Your Honour, I want to kill time.", "Judge, they are going to kill.",
                                  "The witness said she was going to kill."])
def test_a_vocative_before_a_harm_with_its_own_object_or_no_driver_is_not(line):
    assert findings(line) == []
