"""The courtroom stage in a browser: one whole session watched on the show page (laptop and
phone), the presenter screen at 1080p, the streaming overlay and a reduced-motion viewer."""

import json
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import login, screenshot

pytestmark = pytest.mark.browser

# Each time a line is added to the transcript, note who said it and whom the stage highlights
# (a mutation observer runs right after the event that added the line, before the next one).
WATCH_SPEAKERS = """
window.__stageLog = [];
document.addEventListener("DOMContentLoaded", function () {
  const list = document.getElementById("transcript");
  if (!list) return;
  new MutationObserver(function () {
    const items = list.querySelectorAll("li");
    const last = items[items.length - 1];
    window.__stageLog.push({speaker: last.querySelector(".speaker").textContent,
      highlighted: Array.from(document.querySelectorAll("#stage .figure.speaking")).map((g) => g.dataset.agent)});
  }).observe(list, {childList: true});
});
"""
# Read the last transcript line and the caption in one go (one JS turn).
SPEAKER_STATE = """() => {
  const items = document.querySelectorAll('#transcript li');
  const last = items[items.length - 1];
  const speaking = document.querySelectorAll('#stage .figure.speaking');
  return {count: items.length, lastSpeaker: last ? last.querySelector('.speaker').textContent : null,
          highlighted: Array.from(speaking).map((g) => g.dataset.agent),
          caption: document.getElementById('stage-caption-name').textContent,
          captionText: document.getElementById('stage-caption-text').textContent,
          lastText: last ? last.querySelector('.dialogue').textContent : null};
}"""


def context(browser, app_url, width, height, **kwargs):
    ctx = browser.new_context(base_url=app_url, viewport={"width": width, "height": height}, **kwargs)
    page = ctx.new_page()
    page.set_default_timeout(20000)
    return ctx, page


def test_the_stage_follows_a_whole_session_on_every_screen(browser, app_url):
    contexts = []
    try:
        # given a session started by a logged-in user on a laptop
        ctx, show = context(browser, app_url, 1280, 900)
        contexts.append(ctx)
        ctx.add_init_script(WATCH_SPEAKERS)
        login(show)
        show.goto("/court/")
        show.get_by_label("Topic").fill("The lighthouse keeper is accused of dimming the light for a bet")
        show.get_by_label("Sentence options").fill("Polish every lens in the harbour\nSing the shipping forecast")
        show.get_by_role("button", name="Open court").click()
        show.wait_for_url(re.compile(r"/court/\d+/$"))
        session_id = int(re.search(r"/court/(\d+)/", show.url).group(1))
        names = {name: agent for agent, name in
                 json.loads(show.locator("#court-data").text_content())["stage"]["agents"].items()}
        # and a presenter screen, an overlay, a phone and a reduced-motion viewer following it
        ctx, screen = context(browser, app_url, 1920, 1080)
        contexts.append(ctx)
        screen.goto(f"/court/{session_id}/screen/")
        ctx, overlay = context(browser, app_url, 1280, 720)
        contexts.append(ctx)
        overlay.goto(f"/court/{session_id}/overlay/")
        ctx, phone = context(browser, app_url, 390, 844, is_mobile=True, has_touch=True)
        contexts.append(ctx)
        phone.goto(f"/court/{session_id}/")
        ctx, calm = context(browser, app_url, 1280, 900, reduced_motion="reduce")
        contexts.append(ctx)
        calm.goto(f"/court/{session_id}/")

        # then the presenter screen shows the QR code and the short link
        expect(screen.locator("#join-qr svg")).to_be_visible()
        expect(screen.locator("#join-url")).to_have_text(re.compile(rf"/c/{session_id}$"))

        # and as the turns arrive the highlight moves to whoever speaks
        guilty = show.get_by_role("button", name="Guilty", exact=True)
        expect(guilty).to_be_enabled(timeout=60000)
        # (the laptop viewer votes guilty at once: the poll is open for a few seconds only)
        guilty.click()
        log = show.evaluate("window.__stageLog")
        assert len(log) >= 4, log
        for entry in log:
            assert entry["highlighted"] == [names[entry["speaker"]]], entry
        assert len({entry["speaker"] for entry in log}) >= 4, f"the highlight visited only {log}"
        state = show.evaluate(SPEAKER_STATE)
        assert state["caption"] == state["lastSpeaker"]
        screenshot(show, "stage-laptop-voting")
        screenshot(phone, "stage-phone-voting")
        screenshot(screen, "stage-screen-1080-voting")

        # when the laptop viewer has voted guilty, the presenter screen's tally updates live
        expect(screen.locator("#screen-tally")).to_contain_text("1 · 100%")

        # then the verdict is revealed on the stage with the tally and the rule behind it
        moment = show.locator("#stage-moment")
        expect(moment).to_have_attribute("data-kind", "reveal-verdict", timeout=30000)
        expect(moment.locator("#stage-moment-title")).to_have_text("Guilty")
        expect(moment).to_contain_text("The jury decided guilty")
        # the reduced-motion viewer gets the same information, with no animation
        calm_moment = calm.locator("#stage-moment")
        expect(calm_moment).to_have_attribute("data-kind", "reveal-verdict")
        expect(calm_moment.locator("#stage-moment-title")).to_have_text("Guilty")
        assert calm.evaluate("getComputedStyle(document.getElementById('stage-moment')).animationName") == "none"
        assert show.evaluate("getComputedStyle(document.getElementById('stage-moment')).animationName") != "none"
        screenshot(show, "stage-laptop-verdict")

        # when nobody votes a sentence, the tie rule gives the first option, and the final ruling
        # stays on every stage (no click to race the short poll on a busy machine)
        for viewer in (show, screen, overlay, phone, calm):
            ruling = viewer.locator("#stage-moment")
            expect(ruling).to_have_attribute("data-kind", "ruling", timeout=40000)
            expect(ruling.locator("#stage-moment-title")).to_have_text("Guilty")
            expect(ruling).to_contain_text("Sentence: Polish every lens in the harbour")
        # the phase track stays visible, and the stage is hidden from screen readers
        expect(show.get_by_role("navigation", name="Trial phases")).to_be_visible()
        assert show.locator("#stage").get_attribute("aria-hidden") == "true"
        state = calm.evaluate(SPEAKER_STATE)
        assert state["captionText"] == state["lastText"], "reduced motion shows the whole line at once"

        # the overlay's page is transparent for streaming software
        assert overlay.evaluate("getComputedStyle(document.body).backgroundColor") == "rgba(0, 0, 0, 0)"
        assert overlay.evaluate("getComputedStyle(document.documentElement).backgroundColor") == "rgba(0, 0, 0, 0)"
        screenshot(show, "stage-laptop-ruling")
        screenshot(phone, "stage-phone-ruling")
        screenshot(screen, "stage-screen-1080-ruling")
        overlay.screenshot(path=str(screenshot(overlay, "stage-overlay")), omit_background=True)
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"the stage scrolls sideways on a phone ({width}px)"
    finally:
        for ctx in contexts:
            ctx.close()
