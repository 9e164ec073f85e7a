/* The live comparison page: renders the stored state, then follows the run's stream.
 *
 * Stored and live parts go through the same functions (an answer, a juror's verdicts, the
 * panel, the report), so a reload mid-run shows what a viewer who watched from the start sees.
 * The report arrives as HTML sanitized by the server; all other text is set with textContent.
 */
(function () {
  "use strict";

  const state = JSON.parse(document.getElementById("compare-state").textContent);
  const $ = (id) => document.getElementById(id);
  const labels = (state.candidates || []).map((c) => c.label);
  const COLORS = { A: "#1f4e9c", B: "#b0551c", tie: "#9aa1b1" };
  const answers = {}; // juror → {AB: positions, BA: positions}
  let chart = null;
  let sub = null;

  const el = EvalLive.el;

  function name(outcome) {
    if (outcome === "A") return "A · " + labels[0];
    if (outcome === "B") return "B · " + labels[1];
    if (outcome === "tie") return "Tie";
    return "—";
  }

  function badge(outcome, short) {
    const cls = outcome === "tie" ? "badge-warn" : outcome ? "badge-ok" : "badge-muted";
    const text = outcome === "tie" ? "Tie" : outcome ? (short ? outcome : outcome + " better") : "No verdict";
    return el("span", { class: "badge " + cls, text: text });
  }

  // An answer in positions ("first", "second strongly", "tie"), as the candidate it names in that order.
  function named(position, order) {
    if (!position) return "—";
    if (position === "tie") return "tie";
    const strongly = / strongly$/.test(position);
    const first = order === "AB" ? "A" : "B";
    const who = position.replace(/ strongly$/, "") === "first" ? first : (first === "A" ? "B" : "A");
    return who + (strongly ? " (much)" : "");
  }

  function setStatus(text) { $("compare-status").textContent = text; }

  const setStep = EvalLive.steps(["present", "compare", "verdict"]);

  function countAnswers() {
    const got = Object.values(answers).reduce((n, a) => n + Object.keys(a).length, 0);
    $("answer-count").textContent = "(" + got + " of " + state.jurorModels.length * 2 + " answers)";
  }

  function renderAnswer(answer) {
    answers[answer.juror] = answers[answer.juror] || {};
    answers[answer.juror][answer.order] = answer.positions || {};
    countAnswers();
    const card = $("juror-" + answer.juror);
    if (!card || card.dataset.done) return;
    const wait = card.querySelector(".juror-wait");
    const have = Object.keys(answers[answer.juror]).map((o) => (o === "AB" ? "A first" : "B first"));
    if (wait) wait.textContent = "Answered with " + have.join(" and ") + (have.length < 2 ? "; waiting for the other order…" : ".");
  }

  function renderJuror(verdict) {
    const card = $("juror-" + verdict.juror);
    if (!card) return;
    card.dataset.done = "1";
    card.classList.remove("is-pending");
    const mine = answers[verdict.juror] || {};
    const dims = Object.keys(verdict.verdicts);
    const rows = dims.map((d) => {
      const v = verdict.verdicts[d];
      const cell = v.flipped
        ? el("td", { class: "flip", text: "tie (flipped: followed the " + v.favoured + " position)" })
        : el("td", { text: (v.outcome || "—") + (v.strong === 2 ? " (much)" : v.strong === 1 ? " (much in one order)" : "") });
      return el("tr", {}, [el("th", { scope: "row", text: d }),
        el("td", { text: named((mine.AB || {})[d], "AB") }), el("td", { text: named((mine.BA || {})[d], "BA") }), cell]);
    });
    const flips = dims.filter((d) => verdict.verdicts[d].flipped).length;
    card.querySelector(".juror-verdict").replaceChildren(badge((verdict.verdicts.overall || {}).outcome));
    card.querySelector(".juror-body").replaceChildren(...[
      el("table", { class: "order-table" }, [
        el("caption", { class: "visually-hidden", text: "Juror " + (verdict.juror + 1) + ": answers in each order and verdict" }),
        el("thead", {}, [el("tr", {}, [el("th", { scope: "col", text: "Dimension" }), el("th", { scope: "col", text: "A first" }),
          el("th", { scope: "col", text: "B first" }), el("th", { scope: "col", text: "Verdict" })])]),
        el("tbody", {}, rows)]),
      flips ? el("p", { class: "position-note small", text: "Position bias: the verdict changed with the order on " + flips +
        " of " + dims.length + " dimensions (counted as ties)." }) : null].filter(Boolean));
  }

  function renderSummary(summary) {
    $("compare-panel").hidden = false;
    const overall = summary.panel.overall || {};
    $("compare-winner").replaceChildren(el("span", { text: name(overall.winner) }));
    $("compare-agreement").textContent = overall.voting ? overall.agreeing + " of " + overall.voting : "—";
    $("panel-rows").replaceChildren(...summary.dimensions.map((d) => {
      const p = summary.panel[d];
      return el("tr", {}, [el("th", { scope: "row", text: d }), el("td", {}, [badge(p.winner, true)]),
        el("td", { class: "votes", text: p.votes.A + " · " + p.votes.B + " · " + p.votes.tie }),
        el("td", { text: p.voting ? p.agreeing + " of " + p.voting : "—" })]);
    }));
    $("position-notes").replaceChildren(...Object.entries(summary.positionFlips || {}).map(([model, dims]) =>
      el("p", { class: "position-note small", text: model + " changed its verdict with the order on " + dims.join(", ") + " (counted as ties)." })));
    (summary.jurors || []).forEach(renderJuror);
    if (!window.Chart) return;
    const data = {
      labels: summary.dimensions,
      datasets: ["A", "B", "tie"].map((o) => ({ label: o === "tie" ? "Tie" : o + " · " + labels[o === "A" ? 0 : 1],
        data: summary.dimensions.map((d) => summary.panel[d].votes[o]), backgroundColor: COLORS[o] })),
    };
    if (chart) chart.destroy();
    chart = new Chart($("chart-votes"), {
      type: "bar", data: data,
      options: { indexAxis: "y", responsive: true, maintainAspectRatio: false,
        scales: { x: { stacked: true, ticks: { stepSize: 1 }, title: { display: true, text: "jurors" } }, y: { stacked: true } },
        plugins: { legend: { position: "bottom" } } },
    });
  }

  function renderForeman(event) {
    $("foreman-body").innerHTML = (event.metadata || {}).reportHtml || ""; // sanitized server-side (markdown + nh3)
    setStep("verdict", "done");
  }

  function renderUsage(usage) {
    const text = EvalLive.usageText(usage);
    if (text) $("compare-usage").textContent = text;
  }

  function renderError(message) {
    const box = $("compare-error");
    box.textContent = message;
    box.hidden = false;
    document.querySelectorAll(".juror-card.is-pending").forEach((card) => {
      card.classList.remove("is-pending");
      card.querySelector(".juror-body").replaceChildren(el("p", { class: "muted", text: "No verdict." }));
    });
    EvalLive.failSteps();
    setStatus("The comparison failed.");
  }

  function onEvent(event) {
    const p = event.payload || {};
    switch (event.type) {
      case "compare_start": setStep("present", "active"); setStatus("The panel is convened."); break;
      case "present_complete": setStep("present", "done"); break;
      case "deliberation_start": setStep("compare", "active"); setStatus("Each juror reads both, in both orders…"); break;
      case "juror_order_complete": renderAnswer(p.data); break;
      case "juror_complete": renderJuror(p.data); setStatus("Juror " + (p.data.juror + 1) + " has judged both orders."); break;
      case "all_jurors_complete": setStep("compare", "done"); renderSummary(p.data); break;
      case "verdict_start": setStep("verdict", "active"); setStatus("The foreman is writing the report…"); break;
      case "verdict_complete": renderForeman(p); break;
      case "title_complete": if ((p.data || {}).title) $("compare-title").textContent = p.data.title; break;
      case "complete": renderUsage((p.metadata || {}).usage); setStatus("Complete. The panel has reported.");
        if (sub) sub.close(); $("connection-status").textContent = ""; break;
      case "error": renderError(p.message || "The comparison failed."); if (sub) sub.close(); break;
      default: break;
    }
  }

  function start() {
    state.answers.forEach(renderAnswer);
    state.jurorVerdicts.forEach(renderJuror);
    countAnswers();
    const running = state.status === "pending" || state.status === "running";
    if (state.answers.length || !running) setStep("compare", state.summary ? "done" : "active");
    if (state.summary) renderSummary(state.summary);
    if (state.foreman) renderForeman(state.foreman);
    renderUsage(state.usage);
    sub = EvalLive.follow(state, {
      done: "Complete. The panel has reported.", failed: "The comparison failed.",
      pending: "Waiting for a worker to pick the comparison up…", running: "Each juror reads both, in both orders…",
    }, { setStatus, renderError, onEvent });
  }

  EvalLive.ready(start);
})();
