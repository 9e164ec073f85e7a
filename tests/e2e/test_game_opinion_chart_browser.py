"""The summary's opinion chart, drawn by the page's own script (`GameUI.opinionChart`) in Chromium:
no two labels under its x axis are printed over each other, whatever moment the jury went out."""

import pytest

pytestmark = pytest.mark.browser

PAGE = """<!doctype html><html><body>
<div style="position: relative; width: {width}px; height: 560px"><canvas id="opinion-chart"></canvas></div>
<script src="/static/vendor/chartjs-4.4.7/chart.umd.min.js"></script>
<script src="/static/game/game.js"></script>
</body></html>"""

# Each x label's left and right edge in pixels, as Chart.js laid the axis out.
LABEL_EDGES = """() => {
  const scale = Chart.getChart('opinion-chart').scales.x;
  const ctx = scale.ctx;
  ctx.save();
  ctx.font = Chart.helpers.toFont(scale.options.ticks.font).string;
  const edges = scale.ticks.map((t) => {
    const label = String(t.label), half = ctx.measureText(label).width / 2, x = scale.getPixelForValue(t.value);
    return [label, x - half, x + half];
  });
  ctx.restore();
  return edges;
}"""


def series(length: int, jury_out: int) -> dict:
    points = [[step, 40 - step] for step in range(length)]
    return {"series": [{"name": f"Juror {i}", "status": "seated", "vote": "guilty", "points": points}
                       for i in range(12)], "juryOut": jury_out}


@pytest.mark.parametrize("width", [1280, 390])
def test_the_jury_out_tick_never_prints_over_a_number(page, width):
    page.goto("/api/health")
    page.set_content(PAGE.format(width=width))
    page.wait_for_function("() => window.Chart && window.GameUI")
    for length in (19, 31, 41, 48, 60):
        for jury_out in range(length // 2, length - 1):
            # given a chart whose jury went out at `jury_out` of `length` moments
            page.evaluate("""(data) => { const old = Chart.getChart('opinion-chart'); if (old) old.destroy();
                                         GameUI.opinionChart('opinion-chart', data); }""", series(length, jury_out))
            edges = page.evaluate(LABEL_EDGES)
            labels = [label for label, _, _ in edges]
            # then the moment has its label, and each label ends before the next begins
            assert "jury out" in labels, (length, jury_out, labels)
            overlaps = [(a[0], b[0]) for a, b in zip(edges, edges[1:], strict=False) if a[2] > b[1]]
            assert not overlaps, (width, length, jury_out, labels)
