"""Role assignment: preferred agents first, witnesses from the rest (pure)."""

import pytest

from courtroom.phases import Cast
from courtroom.roles import ParticipantsError, assign_roles


def test_all_six_agents_take_their_preferred_roles():
    cast = assign_roles(["primus", "mux", "subrosa", "chora", "thaum", "praxis"])
    assert cast == Cast(judge="primus", prosecutor="subrosa", defense="chora", witnesses=("thaum", "praxis"),
                        bailiff="mux")


def test_order_of_participants_does_not_change_preferred_roles():
    cast = assign_roles(["praxis", "thaum", "chora", "subrosa", "mux", "primus"])
    assert (cast.judge, cast.prosecutor, cast.defense, cast.bailiff) == ("primus", "subrosa", "chora", "mux")
    assert cast.witnesses == ("praxis", "thaum")


def test_missing_preferred_agents_are_replaced_by_the_first_remaining_participants():
    cast = assign_roles(["thaum", "praxis", "chora", "mux", "subrosa"])
    assert cast.judge == "thaum"
    assert (cast.prosecutor, cast.defense, cast.bailiff) == ("subrosa", "chora", "mux")
    assert cast.witnesses == ("praxis",)


def test_with_four_including_the_bailiff_the_bailiff_testifies_so_there_is_a_witness():
    cast = assign_roles(["primus", "mux", "subrosa", "chora"])
    assert cast.witnesses == ("mux",)
    assert cast.bailiff == ""


def test_a_bailiff_is_drawn_from_the_rest_only_if_a_witness_remains():
    cast = assign_roles(["primus", "subrosa", "chora", "thaum", "praxis"])
    assert cast.bailiff == "thaum"
    assert cast.witnesses == ("praxis",)
    cast = assign_roles(["primus", "subrosa", "chora", "thaum"])
    assert (cast.bailiff, cast.witnesses) == ("", ("thaum",))


@pytest.mark.parametrize("participants,message", [
    (["primus", "mux", "subrosa"], "at least 4"),
    (["primus", "mux", "subrosa", "ghost"], "Unknown agents: ghost"),
    (["primus", "mux", "subrosa", "mux"], "only once"),
    ("primus,mux", "must be a list"),
    ([1, 2, 3, 4], "must be a list"),
])
def test_bad_participant_lists_are_refused(participants, message):
    with pytest.raises(ParticipantsError, match=message):
        assign_roles(participants)
