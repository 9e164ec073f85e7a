/* A tournament's page: the progress bar follows the run's stream; the ratings chart, win matrix and
 * jurors' table are drawn from the state (the page reloads when the final report is in). */
(function () {
  "use strict";
  const state = JSON.parse(document.getElementById("tournament-state").textContent);
  const $ = (id) => document.getElementById(id);
  let sub = null;

  const el = EvalLive.el;
  const pct = (v) => (v === null || v === undefined ? "—" : Math.round(100 * v) + "%");

  function progress(judged, planned) {
    $("tournament-progress").value = judged;
    $("tournament-counts").textContent = judged + " of at most " + state.budgetPairs + " pairs judged (" + planned +
      " planned; all pairs would be " + state.allPairs + ")";
  }

  function ratings(report) {
    const rows = report.ratings.ratings;
    const controlled = Object.fromEntries(report.lengthControlled.ratings.map((r) => [r.candidate, r.rating]));
    $("ratings-rows").replaceChildren(...rows.map((r) => el("tr", {}, [
      el("td", { text: String(r.rank) }), el("th", { scope: "row", text: r.candidate }),
      el("td", { text: r.rating.toFixed(0) }), el("td", { text: r.ci ? r.ci[0].toFixed(0) + "–" + r.ci[1].toFixed(0) : "—" }),
      el("td", { text: controlled[r.candidate].toFixed(0) })])));
    const length = report.lengthControlled.lengthCoefficient;
    if (length) $("length-note").textContent = "Length effect: " + length.value.toFixed(2) + " (95 % interval " +
      length.ci[0].toFixed(2) + " to " + length.ci[1].toFixed(2) + "); above 0, longer answers won more than their quality explains.";
    if (!window.Chart) return;
    new Chart($("chart-ratings"), {
      type: "bar",
      data: { labels: rows.map((r) => r.candidate), datasets: [
        { type: "bar", label: "95 % interval", data: rows.map((r) => (r.ci ? [r.ci[0], r.ci[1]] : null)), backgroundColor: "#1f4e9c55", borderColor: "#1f4e9c", borderWidth: 1, barPercentage: 0.5 },
        { type: "line", label: "Rating", data: rows.map((r) => r.rating), showLine: false, pointRadius: 5, pointBackgroundColor: "#1f2a44", borderColor: "#1f2a44", backgroundColor: "#1f2a44" },
        { type: "line", label: "Length-controlled", data: rows.map((r) => controlled[r.candidate]), showLine: false, pointRadius: 5, pointStyle: "triangle", pointBackgroundColor: "#b0551c", borderColor: "#b0551c", backgroundColor: "#b0551c" },
      ] },
      options: { indexAxis: "y", responsive: true, maintainAspectRatio: false, plugins: { legend: { position: "bottom" } },
        scales: { x: { beginAtZero: false, title: { display: true, text: "rating" } } } },
    });
  }

  function matrix(report) {
    const m = report.winMatrix;
    const head = el("thead", {}, [el("tr", {}, [el("th", { scope: "col", text: "" }), ...m.candidates.map((c) => el("th", { scope: "col", text: c }))])]);
    const body = el("tbody", {}, m.candidates.map((row, i) => el("tr", {}, [el("th", { scope: "row", text: row }),
      ...m.winRate[i].map((v, j) => {
        const cell = el("td", { text: v === null ? "" : pct(v), title: m.n[i][j] + " judged" });
        if (v !== null) cell.style.background = "rgba(" + (v >= 0.5 ? "28,124,71," : "180,35,24,") + (Math.abs(v - 0.5) * 1.2).toFixed(2) + ")";
        return cell;
      })])));
    $("win-matrix").append(head, body);
  }

  function judges(report) {
    const length = Object.fromEntries(report.lengthBias.jurors.map((j) => [j.juror, j]));
    const people = Object.fromEntries(((report.people || {}).jurors || []).map((j) => [j.juror, j]));
    const terms = Object.fromEntries((report.ratings.jurors || []).map((j) => [j.juror, j]));
    const range = (ci) => (ci ? " (" + ci[0].toFixed(2) + " to " + ci[1].toFixed(2) + ")" : "");
    $("judges-rows").replaceChildren(...report.positionBias.map((p) => {
      const l = length[p.juror] || {};
      const h = people[p.juror];
      const t = terms[p.juror];
      return el("tr", {}, [el("th", { scope: "row", text: p.juror }), el("td", { text: pct(p.flipRate.value) }),
        el("td", { text: p.biased ? "yes, favours the " + p.favours : "no" }),
        el("td", { text: l.biased ? "yes, favours " + l.favours : "no" }),
        el("td", { text: t ? t.discrimination.toFixed(2) + range(t.discriminationCi) : "—" }),
        el("td", { text: t ? t.lengthPreference.toFixed(2) + range(t.lengthPreferenceCi) : "—" }),
        el("td", { text: h ? pct(h.accuracy.value) + " · κ " + (h.kappa.value === null ? "—" : h.kappa.value.toFixed(2)) : "—" })]);
    }));
    const panel = (report.people || {}).panel;
    if (panel) $("people-note").textContent = "The panel against people's preferences (" + panel.n + " pairs): " +
      pct(panel.accuracy.value) + " agreement, κ " + (panel.kappa.value === null ? "—" : panel.kappa.value.toFixed(2)) +
      (panel.kappa.ci ? " (95 % interval " + panel.kappa.ci[0].toFixed(2) + " to " + panel.kappa.ci[1].toFixed(2) + ")" : "") + ".";
  }

  function statusText() {
    if (state.status === "complete") return "Complete: " + state.judged + " pairs judged.";
    if (state.status === "failed") return "Stopped.";
    return state.status === "pending" ? "Waiting for a worker…" : "Judging pairs…";
  }

  function start() {
    progress(state.judged, state.planned);
    $("tournament-status").textContent = statusText();
    if (state.usage && state.usage.calls) $("tournament-usage").textContent = state.usage.calls + " model calls" +
      (state.usage.costUsd === null || state.usage.costUsd === undefined ? "" : " · $" + Number(state.usage.costUsd).toFixed(4));
    if (state.report) { ratings(state.report); matrix(state.report); judges(state.report); }
    const cancel = $("tournament-cancel");
    if (cancel) cancel.addEventListener("click", () => {
      if (!window.confirm("Stop the tournament? The pairs judged so far are kept.")) return;
      const csrf = (document.cookie.match(/csrftoken=([^;]+)/) || [])[1] || "";
      fetch(cancel.dataset.url, { method: "POST", headers: { "X-CSRFToken": csrf } }).then(() => window.location.reload());
    });
    if (state.status !== "pending" && state.status !== "running") return;
    let planned = state.planned;
    sub = JuryStream.connect(state.stream, {
      after: state.lastSeq,
      onEvent: (event) => {
        const data = (event.payload || {}).data || {};
        if (event.type === "tournament_block") planned += data.pairs;
        if (event.type === "tournament_progress") progress(data.judged, data.planned);
        if (event.type === "complete" || event.type === "error") { if (sub) sub.close(); window.location.reload(); }
      },
      onStatus: JuryStream.statusInto($("connection-status"), "● Live"),
    });
  }
  EvalLive.ready(start);
})();
