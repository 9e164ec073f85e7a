/* The live jury result page: renders the stored state, then follows the run's stream.
 *
 * Every juror card, the summary and the report are rendered by the same functions
 * whether they come from the stored state (page load) or from a live event, so a
 * reload mid-run shows exactly what a viewer who watched from the start sees.
 * Model text arrives as HTML already sanitized by the server (markdown + nh3); all
 * other text is set with textContent.
 */
(function () {
  "use strict";

  const DIMS = ["accuracy", "completeness", "clarity", "relevance", "actionability"];
  const LABELS = ["Accuracy", "Completeness", "Clarity", "Relevance", "Actionability"];
  const VERDICT = {
    APPROVE: { cls: "badge-ok", color: "#1c7c47", icon: "✓", word: "Approve" },
    REVISE: { cls: "badge-warn", color: "#c98a00", icon: "↻", word: "Revise" },
    REJECT: { cls: "badge-bad", color: "#b42318", icon: "✗", word: "Reject" },
  };
  const reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (window.Chart) {
    Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
    Chart.defaults.color = "#4a5470";
    if (reduceMotion) Chart.defaults.animation = false;
  }

  const state = JSON.parse(document.getElementById("jury-state").textContent);
  const $ = (id) => document.getElementById(id);
  const charts = {};
  let arrived = 0;
  let sub = null;

  const el = EvalLive.el;
  const dollars = EvalLive.dollars;

  function badge(verdict, extra) {
    const v = VERDICT[verdict];
    if (!v) return el("span", { class: "badge badge-muted", text: extra || "No verdict" });
    return el("span", { class: "badge " + v.cls }, [el("span", { "aria-hidden": "true", text: v.icon }), verdict]);
  }

  function fmt(value, digits) {
    if (value === null || value === undefined) return "—";
    return digits === undefined ? String(value) : Number(value).toFixed(digits);
  }

  function seconds(ms) {
    return ms === null || ms === undefined ? "—" : (ms / 1000).toFixed(1) + " s";
  }

  // A price we do not know is shown as unknown, never as $0.
  function cost(usage) {
    if (!usage) return "";
    const tokens = (usage.promptTokens || 0) + (usage.completionTokens || 0);
    return tokens.toLocaleString() + " tokens · " + dollars(usage.costUsd);
  }

  function setStatus(text) {
    $("jury-status").textContent = text;
  }

  const setStep = EvalLive.steps(["present", "deliberate", "verdict"]);

  function updateCount() {
    const total = state.jurorModels.length;
    $("juror-count").textContent = "(" + arrived + " of " + total + ")";
  }

  /* ---- jurors ---------------------------------------------------------- */

  function radar(canvas, scores, verdict) {
    const color = (VERDICT[verdict] || { color: "#1f2a44" }).color;
    return new Chart(canvas, {
      type: "radar",
      data: {
        labels: LABELS,
        datasets: [{ label: "Score", data: DIMS.map((d) => scores[d]), fill: true, borderColor: color,
          backgroundColor: color + "2e", pointBackgroundColor: color, borderWidth: 2, spanGaps: true }],
      },
      options: {
        responsive: true, maintainAspectRatio: false,
        scales: { r: { min: 0, max: 10, ticks: { stepSize: 2, backdropColor: "transparent", font: { size: 10 } },
          pointLabels: { font: { size: 11 } } } },
        plugins: { legend: { display: false } },
      },
    });
  }

  function renderJuror(event) {
    const a = event.data;
    const meta = event.metadata || {};
    const position = meta.position;
    const card = $("juror-" + position);
    if (!card || card.dataset.done) return;
    card.dataset.done = "1";
    arrived += 1;
    updateCount();
    card.classList.remove("is-pending");
    const number = position + 1;
    const scores = a.scores || {};
    const scoreList = el("dl", { class: "juror-scores" }, DIMS.map((d, i) => el("div", {}, [
      el("dt", { text: LABELS[i] }),
      el("dd", { text: scores[d] === null || scores[d] === undefined ? "—" : String(scores[d]) }),
    ])));
    const canvas = el("canvas", { role: "img", "aria-label": "Juror " + number + " scores: " +
      DIMS.map((d, i) => LABELS[i] + " " + fmt(scores[d])).join(", ") });
    const recs = (a.recommendations || []).length
      ? el("div", { class: "juror-recs-box" }, [el("h4", { text: "Recommendations" }), el("ol", { class: "juror-recs" }, a.recommendations.map((r) => el("li", { text: r })))])
      : el("p", { class: "muted small juror-recs-box", text: a.verdict === "APPROVE"
        ? "No recommendations: content fit for use as it is." : "No recommendations given." });
    const children = [
      el("div", { class: "juror-head" }, [
        el("h3", { id: "juror-" + position + "-name" }, ["Juror " + number + " ", el("span", { class: "model", text: a.model })]),
        el("span", { class: "juror-verdict" }, [badge(a.verdict)]),
      ]),
      el("p", { class: "juror-meta small muted" }, [
        el("span", { text: "Average " }), el("strong", { class: "juror-average", text: fmt(a.average, 1) }),
        el("span", { text: " · answered in " + seconds(a.responseTimeMs) + (meta.usage ? " · " + cost(meta.usage) : "") }),
      ]),
      ...(meta.warnings || []).map((w) => el("p", { class: "juror-warning small", role: "note", text: w })),
      a.parseSuccess || (meta.warnings || []).length ? null : el("p", { class: "juror-warning small", role: "note",
        text: "Some of this juror's scores or its verdict could not be read; missing values are left out of the averages." }),
      el("div", { class: "chart-canvas radar" }, [canvas]),
      scoreList,
      recs,
      assessmentDetails(position),
    ];
    card.replaceChildren(...children.filter(Boolean));
    const tabMark = document.querySelector('[data-tab-verdict="' + position + '"]');
    if (tabMark) tabMark.textContent = a.verdict ? (VERDICT[a.verdict] || {}).icon || "" : "–";
    const tab = $("juror-tab-" + position);
    if (tab) tab.setAttribute("aria-label", "Juror " + number + ": " + (a.verdict || "no verdict"));
    if (window.Chart) charts["juror" + position] = radar(canvas, scores, a.verdict);
  }

  function assessmentDetails(position) {
    const body = el("div", { class: "markdown", "aria-live": "polite" }, [el("p", { class: "muted small", text: "Loading…" })]);
    const details = el("details", { class: "juror-details" }, [el("summary", { text: "Full assessment" }), body]);
    details.addEventListener("toggle", function () {
      if (!details.open || details.dataset.loaded) return;
      details.dataset.loaded = "1";
      // Sanitized server-side (markdown + nh3); fetched once, when the viewer opens it.
      fetch(window.location.pathname.replace(/\/$/, "") + "/jurors/" + position + "/", { credentials: "same-origin" })
        .then((response) => { if (!response.ok) throw new Error(response.status); return response.text(); })
        .then((html) => { body.innerHTML = html; })
        .catch(() => { delete details.dataset.loaded; body.replaceChildren(el("p", { class: "muted small", text: "Could not load the assessment. Close and open again to retry." })); });
    });
    return details;
  }

  function markFailed(failures) {
    (failures || []).forEach((f) => {
      const card = $("juror-" + f.position);
      if (!card || card.dataset.done) return;
      card.dataset.done = "failed";
      card.classList.remove("is-pending");
      card.classList.add("is-failed");
      card.replaceChildren(
        el("div", { class: "juror-head" }, [
          el("h3", { id: "juror-" + f.position + "-name" }, ["Juror " + (f.position + 1) + " ", el("span", { class: "model", text: f.model })]),
          el("span", { class: "badge badge-muted", text: f.timedOut ? "Timed out" : "Failed" }),
        ]),
        el("p", { class: "muted small", text: (f.timedOut ? "No answer in time: " : "No assessment: ") + f.error + ". Left out of the verdict." }),
      );
      const tabMark = document.querySelector('[data-tab-verdict="' + f.position + '"]');
      if (tabMark) tabMark.textContent = "–";
    });
  }

  /* ---- summary --------------------------------------------------------- */

  function consensus(range) {
    if (!range) return "No scores";
    const spread = range.max - range.min;
    return spread <= 1 ? "Strong agreement" : spread <= 3 ? "Mixed" : "Disagreement";
  }

  function renderSummary(event) {
    const s = event.data;
    const meta = event.metadata || {};
    $("jury-summary").hidden = false;
    const overall = meta.overallAverage;
    $("summary-overall").textContent = fmt(overall, 1);
    $("jury-overall").textContent = overall === null || overall === undefined ? "—" : fmt(overall, 1) + " / 10";
    const t = s.voteTally;
    $("summary-tally").textContent = t.approve + " approve · " + t.revise + " revise · " + t.reject + " reject";
    $("summary-alpha").textContent = fmt(meta.overallAlpha, 2);
    // The server says how to read alpha (`rules.alpha_reading`): with every dimension's scores
    // within a point, alpha compares almost nothing with chance and can fall below zero.
    const reading = meta.alphaReading || (meta.overallAlpha === null || meta.overallAlpha === undefined ? "none" : "usual");
    $("summary-alpha-note").textContent = {
      none: "not enough variation to compute",
      "little-variation": "the jurors' scores are within a point of each other on every dimension: too little variation for alpha to mean much here",
      usual: "1 = the jurors scored alike, 0 = no better than chance; agreement across many items is what a batch measures",
    }[reading];
    $("jury-verdict").replaceChildren(badge(s.majorityVerdict));
    const agreement = meta.agreement || {};
    $("summary-rows").replaceChildren(...DIMS.map((d, i) => {
      const range = s.dimensionRanges[d];
      return el("tr", {}, [
        el("th", { scope: "row", text: LABELS[i] }),
        el("td", { text: fmt(s.dimensionAverages[d], 1) }),
        el("td", { text: range ? range.min + "–" + range.max : "—" }),
        el("td", { text: consensus(range) }),
        el("td", { text: fmt(agreement[d], 2) }),
      ]);
    }));
    const warnings = (meta.warnings || []).map((w) => el("p", { class: "message message-warning", text: w }));
    $("jury-warnings").replaceChildren(...warnings);
    markFailed(meta.failedJurors);
    $("summary-usage").textContent = s.successfulJurors + " of " + s.jurorCount + " jurors answered." +
      (meta.verdictInferred ? " No verdict could be read, so it was inferred from the scores." : "");
    drawSummaryCharts(s);
    setStep("deliberate", "done");
  }

  function drawSummaryCharts(s) {
    if (!window.Chart) return;
    const avg = DIMS.map((d) => s.dimensionAverages[d]);
    const min = DIMS.map((d) => (s.dimensionRanges[d] || {}).min ?? null);
    const max = DIMS.map((d) => (s.dimensionRanges[d] || {}).max ?? null);
    $("chart-bars").setAttribute("aria-label", "Scores per dimension: " + DIMS.map((d, i) =>
      LABELS[i] + " average " + fmt(avg[i], 1) + ", range " + fmt(min[i]) + " to " + fmt(max[i])).join("; "));
    if (charts.bars) charts.bars.destroy();
    charts.bars = new Chart($("chart-bars"), {
      type: "bar",
      data: { labels: LABELS, datasets: [
        { label: "Lowest", data: min, backgroundColor: "#c9c3b4" },
        { label: "Average", data: avg, backgroundColor: "#1f2a44" },
        { label: "Highest", data: max, backgroundColor: "#b8860b" },
      ] },
      options: { responsive: true, maintainAspectRatio: false, scales: { y: { min: 0, max: 10, ticks: { stepSize: 2 } } },
        plugins: { legend: { position: "bottom" } } },
    });
    const t = s.voteTally;
    $("chart-pie").setAttribute("aria-label", "Verdicts: " + t.approve + " approve, " + t.revise + " revise, " + t.reject + " reject");
    if (charts.pie) charts.pie.destroy();
    charts.pie = new Chart($("chart-pie"), {
      type: "pie",
      data: { labels: ["Approve (" + t.approve + ")", "Revise (" + t.revise + ")", "Reject (" + t.reject + ")"],
        datasets: [{ data: [t.approve, t.revise, t.reject], backgroundColor: [VERDICT.APPROVE.color, VERDICT.REVISE.color, VERDICT.REJECT.color],
          borderColor: "#fff", borderWidth: 2 }] },
      options: { responsive: true, maintainAspectRatio: false, plugins: { legend: { position: "bottom", labels: { boxWidth: 12 } } } },
    });
  }

  /* ---- foreman, title, end --------------------------------------------- */

  function renderForeman(event) {
    const r = event.data;
    const meta = event.metadata || {};
    $("foreman-body").innerHTML = meta.reportHtml || ""; // sanitized server-side (markdown + nh3)
    $("foreman-meta").textContent = r.model + " · " + seconds(r.responseTimeMs) + (meta.usage ? " · " + cost(meta.usage) : "");
    $("jury-verdict").replaceChildren(badge(r.finalVerdict));
    (meta.warnings || []).forEach((w) => $("jury-warnings").appendChild(el("p", { class: "message message-warning", text: w })));
    setStep("verdict", "done");
  }

  function renderError(message) {
    const box = $("jury-error");
    box.textContent = message;
    box.hidden = false;
    document.querySelectorAll(".juror-card.is-pending").forEach((card) => {
      card.classList.remove("is-pending");
      const wait = card.querySelector(".juror-wait");
      if (wait) wait.textContent = "No assessment.";
      const v = card.querySelector(".juror-verdict");
      if (v) v.replaceChildren(el("span", { class: "badge badge-muted", text: "No answer" }));
    });
    EvalLive.failSteps();
    if ($("foreman-body").querySelector("p.muted")) $("foreman-body").replaceChildren(el("p", { class: "muted", text: "No report: the evaluation stopped." }));
    setStatus("The evaluation failed.");
  }

  function renderTitle(title) {
    if (!title) return;
    $("jury-title").textContent = title;
    document.title = title + " · JuryRigged";
    const crumb = document.querySelector('.eval-breadcrumb [aria-current="page"]');
    if (crumb) crumb.textContent = title;
    const rename = $("rename-title");
    if (rename && !rename.value) rename.value = title;
  }

  function renderUsage(usage) {
    const text = EvalLive.usageText(usage);
    if (text) $("jury-usage").textContent = text;
  }

  function finished(metadata) {
    renderUsage((metadata || {}).usage);
    setStatus("Complete. The jury has reported.");
    if (sub) sub.close();
    $("connection-status").textContent = "";
  }

  function onEvent(event) {
    const p = event.payload || {};
    switch (event.type) {
      case "jury_start": setStatus("The jury is convened."); break;
      case "present_start": setStep("present", "active"); break;
      case "present_complete": setStep("present", "done"); break;
      case "deliberation_start": setStep("deliberate", "active"); setStatus("The jurors are deliberating…"); break;
      case "juror_complete": setStep("deliberate", "active"); renderJuror(p); setStatus("Juror " + ((p.metadata || {}).position + 1) + " has voted."); break;
      case "all_jurors_complete": renderSummary(p); setStatus("Every juror has voted."); break;
      case "verdict_start": setStep("verdict", "active"); setStatus("The foreman is writing the report…"); break;
      case "verdict_complete": renderForeman(p); break;
      case "title_complete": renderTitle((p.data || {}).title); break;
      case "complete": finished(p.metadata); break;
      case "error": renderError(p.message || "The evaluation failed."); if (sub) sub.close(); break;
      default: break;
    }
  }

  /* ---- tabs on phones ---------------------------------------------------- */

  function selectTab(index, focus) {
    document.querySelectorAll("#juror-tabs [role=tab]").forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute("aria-selected", selected ? "true" : "false");
      tab.tabIndex = selected ? 0 : -1;
      if (selected && focus) tab.focus();
      const card = $("juror-" + i);
      if (card) card.classList.toggle("is-inactive", !selected);
    });
    Object.values(charts).forEach((chart) => chart.resize());
  }

  function setupTabs() {
    const tabs = Array.from(document.querySelectorAll("#juror-tabs [role=tab]"));
    const phone = window.matchMedia("(max-width: 640px)");
    function applyMode() {
      document.querySelectorAll(".juror-card").forEach((card) => {
        if (phone.matches) card.setAttribute("role", "tabpanel"); else card.removeAttribute("role");
        if (phone.matches) card.setAttribute("aria-labelledby", card.id.replace("juror-", "juror-tab-"));
        else card.setAttribute("aria-labelledby", card.id + "-name");
      });
    }
    tabs.forEach((tab, i) => {
      tab.addEventListener("click", () => selectTab(i, false));
      tab.addEventListener("keydown", (e) => {
        if (e.key === "ArrowRight") selectTab((i + 1) % tabs.length, true);
        if (e.key === "ArrowLeft") selectTab((i - 1 + tabs.length) % tabs.length, true);
      });
    });
    applyMode();
    phone.addEventListener("change", applyMode);
  }

  /* ---- start ------------------------------------------------------------- */

  function start() {
    setupTabs();
    updateCount();
    renderTitle(state.title);
    const running = state.status === "pending" || state.status === "running";
    if (state.jurors.length || state.summary || state.foreman || !running) {
      setStep("present", "done");
      setStep("deliberate", state.summary ? "done" : "active");
    }
    state.jurors.forEach(renderJuror);
    if (state.summary) renderSummary(state.summary);
    if (state.foreman) renderForeman(state.foreman);
    renderUsage(state.usage);
    sub = EvalLive.follow(state, {
      done: "Complete. The jury has reported.", failed: "The evaluation failed.",
      pending: "Waiting for a worker to pick the evaluation up…", running: "The jurors are deliberating…",
    }, { setStatus, renderError, onEvent });
  }

  EvalLive.ready(start);
})();
