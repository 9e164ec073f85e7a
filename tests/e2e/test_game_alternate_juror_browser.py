"""A juror is dismissed mid-trial and an alternate takes the seat (issue 27, "found by trying it
as a new user would"): the jury box then shows the alternate, told apart from everyone who sat in
it, live and after a reload. The served app's seed is fixed (GAME_SEED=7): in State v. Whitfield,
prosecution side, played as `game_flow` plays, Linh Tran falls ill and Naomi Fischer takes seat 7
beside Naomi Jensen in seat 2; the jury box once showed both as "Naomi", so a player reading
"Alternate Naomi Fischer takes seat 7" could not tell who had left and who had come."""

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot
from tests.e2e.game_flow import END_OF_TRIAL, take_the_case_until_sworn, court_step

pytestmark = pytest.mark.browser
TAKES_SEAT = re.compile(r"(?:Someone approached )?(?P<gone>[A-Z][\w'. -]+?) "
                        r"(?:has fallen ill|was caught|about the case).*"
                        r"Alternate (?P<alternate>[\w'. -]+) takes seat (?P<seat>\d+)\.")


def seats(page) -> list[dict]:
    """Each seat as shown: its number, the full name its label gives screen readers, the name printed."""
    return page.locator("#seats .seat").evaluate_all(
        """nodes => nodes.map(n => ({label: n.getAttribute('aria-label'),
                                      shown: n.querySelector('.seat-name').textContent.trim()}))""")


def who_could_it_be(shown: str, names: set[str]) -> set[str]:
    """The jurors a printed seat name could be: its first name, and a last name's initial if given."""
    first, _, rest = shown.partition(" ")
    initial = rest.rstrip(".")
    return {n for n in names if n.split()[0] == first and (not initial or n.split()[-1].startswith(initial))}


def check_the_box(page, gone: str, alternate: str, seat: int) -> None:
    shown = seats(page)
    assert len(shown) == 12
    full = [re.match(r"Seat (\d+), (.+): ", s["label"]).group(2) for s in shown]
    # the alternate sits in the seat the alert named, and the dismissed juror nowhere
    assert full[seat - 1] == alternate, shown
    assert gone not in full, shown
    # every printed name points at one juror of those who sat in the box (the dismissed one too)
    everyone = {*full, gone}
    for seat_shown, name in zip(shown, full, strict=True):
        assert who_could_it_be(seat_shown["shown"], everyone) == {name}, (seat_shown, sorted(everyone))


def test_the_jury_box_shows_the_alternate_who_takes_a_dismissed_jurors_seat(page):
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    login(page)
    take_the_case_until_sworn(page, "prosecution")
    # this jury seats two jurors of one first name (so a first name alone cannot tell them apart)
    first_names = [s["label"].split(", ")[1].split()[0] for s in seats(page)]
    assert len(set(first_names)) < 12, first_names

    shots: set = {"statement", "question", "objection", "cards"}
    news = None
    for _ in range(150):
        done = court_step(page, shots, prefix="game-alternate")
        news = next((m for m in map(TAKES_SEAT.search, page.locator("#alerts p").all_inner_texts()) if m), None)
        if news or done in END_OF_TRIAL:
            break
    assert news, "no juror was dismissed in this trial: the seed or the play no longer leads to one"
    gone, alternate, seat = news["gone"], news["alternate"], int(news["seat"])
    # live: the alert's news is in the box at once
    expect(page.locator("#seats .seat").nth(seat - 1)).to_have_attribute("aria-label", re.compile(alternate))
    check_the_box(page, gone, alternate, seat)
    screenshot(page, "game-alternate-seated")
    # and after a reload, from what is stored
    page.reload()
    expect(page.locator("#seats .seat")).to_have_count(12)
    check_the_box(page, gone, alternate, seat)
    assert not errors
