"""The summary's opinion chart, drawn by the page's own script (`GameUI.opinionChart`) in Chromium:
no two labels under its x axis are printed over each other, whatever moment the jury went out; the
y axis reaches as far as the jurors went, so twelve lines near "undecided" are not drawn on top of
each other."""

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


def spread(furthest: float) -> dict:
    points = [[step, furthest * (1 if step % 2 == 0 else -0.5) * step / 20] for step in range(21)]
    return {"series": [{"name": f"Juror {i}", "status": "seated", "vote": "not guilty",
                        "points": [[x, y * (12 - i) / 12] for x, y in points]} for i in range(12)], "juryOut": 15}


@pytest.mark.parametrize(("furthest", "reach"), [(18.0, 25), (20.0, 25), (26.0, 50), (74.0, 75), (97.0, 100)])
def test_the_opinion_axis_reaches_the_furthest_juror(page, furthest, reach):
    page.goto("/api/health")
    page.set_content(PAGE.format(width=1280))
    page.wait_for_function("() => window.Chart && window.GameUI")
    # given jurors whose opinions never went further than `furthest` from undecided
    page.evaluate("(data) => GameUI.opinionChart('opinion-chart', data)", spread(furthest))
    axis = page.evaluate("""() => { const y = Chart.getChart('opinion-chart').scales.y;
                                    return {min: y.min, max: y.max, labels: y.ticks.map(t => t.label)}; }""")
    # then the axis reaches the next 25 past it, centred on undecided, and says which way is which
    assert (axis["min"], axis["max"]) == (-reach, reach), axis
    assert "undecided" in axis["labels"], axis
    if reach == 100:
        assert {"certain guilty", "certain not guilty"} <= set(axis["labels"]), axis
    else:
        assert f"+{reach}" in axis["labels"] and f"−{reach}" in axis["labels"], axis
