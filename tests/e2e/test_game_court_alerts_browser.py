"""The courtroom's alerts are news of the moment (issue 27: "old messages linger"): the same news
is never shown twice at once, and once the court moves on to another witness or phase, the news of
earlier moments is gone. Played as `game_flow` plays State v. Whitfield for the prosecution (the
served app's seed is fixed): "The judge tells you to move on: this examination is over." from
earlier examinations once stood twice above the defendant's cross-examination."""


import pytest

from tests.e2e.conftest import login, screenshot
from tests.e2e.game_flow import END_OF_TRIAL, take_the_case_until_sworn, court_step

pytestmark = pytest.mark.browser

NOW = """() => ({phase: document.getElementById('m-phase').textContent,
  witness: (document.querySelector('#witness-box .witness-name') || {}).textContent || '',
  alerts: [...document.querySelectorAll('#alerts .message')].map(n => n.textContent)})"""


def test_an_alert_is_shown_once_and_goes_when_the_court_moves_on(page):
    login(page)
    take_the_case_until_sworn(page, "prosecution")

    shots: set = {"statement", "question", "objection", "cards"}
    scenes: list[tuple[str, str]] = []  # each step's (phase, witness on the stand)
    first_seen: dict[str, int] = {}  # an alert's text -> the step it appeared at
    seen_alerts = 0
    for step in range(150):
        done = court_step(page, shots, prefix="game-alerts")
        now = page.evaluate(NOW)
        scenes.append((now["phase"], now["witness"]))
        alerts = now["alerts"]
        # never the same news twice at once
        assert len(alerts) == len(set(alerts)), (step, scenes[-1], alerts)
        for text in alerts:
            first_seen.setdefault(text, step)
        # a news item still shown came in the present scene, or with the step that brought it
        began = next(i for i in range(step, -1, -1) if i == 0 or scenes[i - 1] != scenes[step])
        stale = [text for text in alerts if first_seen[text] < began - 1]
        if stale:
            screenshot(page, "game-alerts-stale")
        assert not stale, (step, scenes[began - 1:step + 1], stale)
        for text in [t for t in first_seen if t not in alerts]:
            del first_seen[text]  # gone: shown again later, it is news again
        seen_alerts += len(alerts)
        if done in END_OF_TRIAL:
            break
    assert done in END_OF_TRIAL, done
    assert seen_alerts, "no alert was shown in the whole trial: this test checks nothing"
