/* The game's live pages: voir dire, deliberation, and the summary chart.
 * Each page renders what is stored and follows the game's stream after the last seq. */
(function () {
  "use strict";

  function status(el) {
    return function (s) { if (el) el.textContent = JuryStream.statusText(s); };
  }

  // Two events close together start two fetches whose answers may come back in either order:
  // only the latest request's answer is shown (an older one would put back a panel that still
  // waits for a ruling the page has already heard).
  function swap(container, url, onPhase) {
    const ticket = (container.swapTicket = (container.swapTicket || 0) + 1);
    fetch(url, { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } })
      .then(function (r) {
        if (ticket !== container.swapTicket) return null;
        if (onPhase) onPhase(r.headers.get("X-Game-Phase"));
        return r.text();
      })
      .then(function (html) { if (html !== null && ticket === container.swapTicket) container.innerHTML = html; })
      .catch(function () {});
  }

  function followVoirDire(stream, after) {
    const panel = document.getElementById("panel");
    JuryStream.connect(stream, {
      after: after,
      onStatus: status(document.getElementById("live-status")),
      onEvent: function (event) {
        if (event.type.indexOf("voir_dire.") === 0 || event.type === "phase.changed") {
          // The page now shows the news itself (a ruling, a strike): the message the last
          // request left above it ("The judge is ruling…") is stale.
          document.querySelectorAll(".messages").forEach(function (node) { node.remove(); });
          swap(panel, panel.dataset.panelUrl);
        }
      },
    });
  }

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The verdict words of the case's kind (guilty / not guilty, or liable / not liable).
  function caseWords() {
    const node = document.getElementById("case-words");
    return node ? JSON.parse(node.textContent) : { against: "guilty", cleared: "not guilty" };
  }

  function followDeliberation(stream, after, summaryUrl) {
    const words = caseWords();
    const room = document.getElementById("room");
    const tallies = document.getElementById("tallies");
    const verdict = document.getElementById("verdict");
    const box = document.getElementById("jury-box");
    let live = false;

    function speaking(seat) {
      if (!box) return;
      box.querySelectorAll(".seat.speaking").forEach(function (node) { node.classList.remove("speaking"); });
      const node = box.querySelector('.seat[data-seat="' + seat + '"]');
      if (node) node.classList.add("speaking");
    }

    function render(event) {
      const p = event.payload || {};
      if (event.type === "deliberation.started") {
        room.appendChild(el("li", "room-note", p.summary));
      } else if (event.type === "deliberation.ballot") {
        const row = el("tr");
        row.appendChild(el("td", "", String(p.round)));
        row.appendChild(el("td", "", String(p.guilty)));
        row.appendChild(el("td", "", String(p.not_guilty)));
        tallies.appendChild(row);
        room.appendChild(el("li", "room-ballot", "Ballot " + p.round + ": " + p.guilty + " " + words.against + ", " + p.not_guilty + " " + words.cleared));
        if (live && box) swap(box, box.dataset.boxUrl);
      } else if (event.type === "deliberation.statement") {
        const item = el("li", "statement stance-" + p.stance);
        const who = el("p", "speaker");
        who.appendChild(el("strong", "", p.juror));
        who.appendChild(document.createTextNode(" · seat " + p.seat + (p.foreperson ? " · foreperson" : "")));
        // green for a juror arguing the player's way: a vote against the defendant is the prosecution's
        const layout = document.querySelector("[data-player-side]");
        const forPlayer = (p.stance === "guilty") === (layout && layout.dataset.playerSide === "prosecution");
        who.appendChild(el("span", "badge " + (forPlayer ? "badge-ok" : "badge-bad"), "argues " + (p.stance === "guilty" ? words.against : words.cleared)));
        item.appendChild(who);
        item.appendChild(el("p", "words", p.text));
        room.appendChild(item);
        if (live) speaking(p.seat);
      } else if (event.type === "deliberation.event" || event.type === "spending.limit" || event.type === "budget.spent") {
        room.appendChild(el("li", "room-note room-event", p.summary));
      } else if (event.type === "deliberation.verdict" || ((event.type === "game.finished" || event.type === "game.failed") && verdict.hidden)) {
        verdict.hidden = false;
        verdict.textContent = "";
        verdict.appendChild(el("p", "verdict-text", p.summary));
        const link = el("a", "button", "See the post-case summary");
        link.href = summaryUrl;
        verdict.appendChild(link);
      }
      room.scrollTop = room.scrollHeight;
    }

    JSON.parse(document.getElementById("stored-events").textContent).forEach(render);
    live = true;
    JuryStream.connect(stream, {
      after: after,
      onStatus: status(document.getElementById("live-status")),
      onEvent: render,
    });
  }

  // Twelve colours told apart by colour-blind readers too (Paul Tol's "muted" and "bright"
  // schemes), and after the sixth a dashed line with other point shapes.
  const COLORS = ["#332288", "#117733", "#CC6677", "#DDAA33", "#88CCEE", "#AA4499",
                  "#44AA99", "#882255", "#999933", "#4477AA", "#EE6677", "#555555"];
  const DASHES = [[], [6, 3]];
  const POINTS = ["circle", "triangle", "rect", "rectRot", "star", "crossRot"];

  function opinionChart(canvasId, data) {
    const canvas = document.getElementById(canvasId);
    if (!canvas || !window.Chart) return;
    const words = caseWords();
    const longest = Math.max.apply(null, data.series.map(function (s) { return s.points.length; }).concat([1]));
    // The y axis reaches the furthest opinion (in steps of 25, up to the scale's ±100), centred on
    // "undecided": twelve lines within ±20 drawn on ±100 lay on top of each other.
    const furthest = Math.max.apply(null, data.series.map(function (s) {
      return Math.max.apply(null, s.points.map(function (point) { return Math.abs(point[1]); }).concat([0]));
    }).concat([0]));
    const reach = Math.min(100, Math.max(25, Math.ceil(furthest / 25) * 25));
    let deciders = 0;
    const datasets = data.series.map(function (s) {
      const decided = s.status === "seated";
      const i = decided ? deciders++ : deciders + 2;
      const colour = decided ? COLORS[i % COLORS.length] : "#8a8a8a";
      const suffix = s.status === "alternate" ? " (alternate)" : s.status === "removed" ? " (removed)" : "";
      return {
        label: s.name + suffix + (decided && s.vote ? ": " + s.vote : ""),
        data: s.points.map(function (point, step) { return { x: step, y: point[1] }; }),
        borderColor: colour, backgroundColor: colour,
        borderDash: decided ? DASHES[Math.floor(i / 6) % 2] : [2, 4],
        pointStyle: POINTS[i % POINTS.length],
        // Every point small, the last one (where they stood at the verdict) large.
        pointRadius: s.points.map(function (_, step) { return step === s.points.length - 1 ? 5 : 1; }),
        tension: 0.25, borderWidth: 2,
        hidden: !decided,  // alternates and removed jurors did not decide: shown on request (legend)
      };
    });
    const chart = new window.Chart(canvas, {
      type: "line",
      data: { datasets: datasets },
      options: {
        maintainAspectRatio: false, parsing: true,
        interaction: { mode: "nearest", intersect: false },
        // Pointing at a line (or its legend entry) brings it forward and fades the others.
        onHover: function (event, active) { highlight(active.length ? active[0].datasetIndex : null); },
        scales: {
          x: {
            type: "linear", min: 0, max: longest - 1,
            title: { display: true, text: "moments: court events" + (data.juryOut !== null ? ", then deliberation" : "") },
            ticks: {
              precision: 0,
              callback: function (value) { return value === data.juryOut ? "jury out" : value; },
            },
            // The moment the jury went out gets a tick of its own, whatever the step between ticks;
            // a regular tick less than three quarters of a step from it gives way, or its number
            // would be printed over "jury out" (a jury out at 29 beside the tick 30).
            afterBuildTicks: function (axis) {
              if (data.juryOut === null) return;
              const values = axis.ticks.map(function (t) { return t.value; });
              const step = values.length > 1 ? values[1] - values[0] : 1;
              axis.ticks = axis.ticks.filter(function (t) { return Math.abs(t.value - data.juryOut) >= 0.75 * step; });
              axis.ticks.push({ value: data.juryOut });
              axis.ticks.sort(function (a, b) { return a.value - b.value; });
            },
          },
          y: {
            min: -reach, max: reach,
            title: { display: true, text: "opinion: down " + words.against + ", up " + words.cleared },
            ticks: {
              stepSize: reach === 100 ? 50 : 25,
              callback: function (value) {
                return value === -100 ? "certain " + words.against : value === 100 ? "certain " + words.cleared
                  : value === 0 ? "undecided" : value > 0 ? "+" + value : "−" + Math.abs(value);
              },
            },
          },
        },
        plugins: {
          legend: {
            position: "bottom", labels: { boxWidth: 12, usePointStyle: true },
            onHover: function (event, item) { highlight(item.datasetIndex); },
            onLeave: function () { highlight(null); },
          },
          tooltip: { callbacks: { label: function (ctx) { return ctx.dataset.label + " · " + Math.round(ctx.parsed.y); } } },
        },
      },
    });

    let current = null;
    function highlight(index) {
      if (index === current) return;
      current = index;
      chart.data.datasets.forEach(function (set, i) {
        const base = set.backgroundColor;
        set.borderColor = index === null || i === index ? base : base + "33";
        set.borderWidth = i === index ? 4 : 2;
      });
      chart.update("none");
    }
  }

  // A form that waits on the server says so on its button: disabled, busy, a spinner and
  // "Working…", so a second press cannot send it twice (the panel's forms are swapped in live,
  // hence one listener on the document).
  document.addEventListener("submit", function (event) {
    const form = event.target;
    if (!form.matches || !form.matches("form[method=post]")) return;
    const button = event.submitter || form.querySelector("button[type=submit]");
    if (!button || button.disabled) return;
    window.setTimeout(function () {  // after the browser has taken the button's value
      button.disabled = true;
      button.setAttribute("aria-busy", "true");
      button.classList.add("is-pending");
      button.insertBefore(el("span", "spinner"), button.firstChild).setAttribute("aria-hidden", "true");
      const label = button.querySelector(".pending-label") || el("span", "pending-label");
      label.textContent = " Working…";
      button.appendChild(label);
    }, 0);
  });

  window.GameUI = { followVoirDire: followVoirDire, followDeliberation: followDeliberation, opinionChart: opinionChart };
})();
