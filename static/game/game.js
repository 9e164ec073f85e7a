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
      } else if (event.type === "deliberation.event") {
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

  const COLORS = ["#1f4e79", "#b03a2e", "#1e8449", "#b9770e", "#6c3483", "#117a65", "#a04000", "#2e4053",
                  "#c0392b", "#2874a6", "#7d6608", "#515a5a", "#884ea0", "#148f77", "#5d6d7e", "#d35400"];

  function opinionChart(canvasId, data) {
    const canvas = document.getElementById(canvasId);
    if (!canvas || !window.Chart) return;
    const words = caseWords();
    const datasets = data.labels.map(function (name, i) {
      return {
        label: name,
        data: data.series[i].map(function (point, step) { return { x: step, y: point[1] }; }),
        borderColor: COLORS[i % COLORS.length], backgroundColor: COLORS[i % COLORS.length],
        tension: 0.25, pointRadius: 1.5, borderWidth: 2,
      };
    });
    new window.Chart(canvas, {
      type: "line",
      data: { datasets: datasets },
      options: {
        maintainAspectRatio: false, parsing: true,
        scales: {
          x: { type: "linear", title: { display: true, text: "moments (court events, then deliberation rounds)" }, ticks: { precision: 0 } },
          y: { min: -100, max: 100, title: { display: true, text: words.against + "  ←  opinion  →  " + words.cleared } },
        },
        plugins: { legend: { position: "bottom", labels: { boxWidth: 12 } } },
      },
    });
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
