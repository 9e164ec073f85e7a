"""The name a seat of the jury box prints (game.jury.visibility.short_names): short, and never
one that could be read as another juror who sat in the box, waits as an alternate or was dismissed."""

from game.jury.visibility import short_names


def test_a_first_name_no_other_juror_has_is_enough():
    assert short_names(["Gloria Mendes", "Harold Finch"]) == {"Gloria Mendes": "Gloria", "Harold Finch": "Harold"}


def test_an_alternate_who_replaces_a_juror_of_the_same_first_name_reads_differently():
    # given Naomi Jensen dismissed from seat 11 and Alternate Naomi Fischer seated there
    names = ["Naomi Jensen", "Naomi Fischer", "Peter Walsh"]
    # then seat 11 reads "Naomi F.", never the "Naomi" it read before
    assert short_names(names) == {"Naomi Jensen": "Naomi J.", "Naomi Fischer": "Naomi F.", "Peter Walsh": "Peter"}


def test_a_shared_first_name_and_initial_gives_the_full_name():
    names = ["Samuel Chen", "Samuel Chu", "Samuel Osei"]
    assert short_names(names) == {"Samuel Chen": "Samuel Chen", "Samuel Chu": "Samuel Chu", "Samuel Osei": "Samuel O."}
