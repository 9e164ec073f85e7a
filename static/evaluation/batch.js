/* Batches: the cost estimate before a batch starts, and a batch page that follows its stream. */
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);

  // --- the form: estimate the cost as soon as a file and a panel are chosen ------------
  const form = $("batch-form");
  if (form) {
    let pending = null;
    // The chosen mode's fields show (and are sent); the other mode's are hidden and disabled.
    const showMode = function () {
      const chosen = form.querySelector("[name=mode]:checked");
      const mode = chosen ? chosen.value : "jury";
      form.querySelectorAll("[data-mode]").forEach(function (block) {
        const on = block.getAttribute("data-mode").split(" ").includes(mode);
        block.hidden = !on;
        block.querySelectorAll("input, select").forEach(function (field) { field.disabled = !on; });
      });
    };
    form.querySelectorAll("[name=mode]").forEach(function (radio) { radio.addEventListener("change", showMode); });
    showMode();
    const estimate = function () {
      const box = $("estimate");
      if (!$("file").files.length) { box.textContent = "Choose a file to see the estimated cost."; return; }
      box.textContent = "Estimating…";
      const body = new FormData(form);
      const token = form.querySelector("[name=csrfmiddlewaretoken]").value;
      if (pending) pending.abort();
      pending = new AbortController();
      fetch("/api/batches/estimate", { method: "POST", body: body, credentials: "same-origin",
        headers: { "X-CSRFToken": token, "Accept": "application/json" }, signal: pending.signal })
        .then((r) => r.json().then((b) => ({ ok: r.ok, body: b })))
        .then(function (result) {
          if (!result.ok) {
            const fields = result.body.fields || {};
            const first = Object.values(fields)[0];
            box.textContent = "Cannot estimate yet: " + (first ? first[0] : result.body.error);
            return;
          }
          const e = result.body;
          if (e.pairs !== undefined) {
            const money = e.usd === null ? "an unknown cost (a chosen model has no known price)" : "about $" + e.usd.toFixed(4);
            box.textContent = "At most " + e.pairs + " of " + e.allPairs + " pairs, each asked of every juror in both orders: " +
              e.callsPerItem + " model calls, ~" + e.tokens.toLocaleString() + " tokens, " + money +
              (e.usd !== null && !e.withinBudget ? " — more than the budget: the tournament will stop at it, keeping what it judged." : ".");
            return;
          }
          const cost = e.usd === null ? "an unknown cost (a chosen model has no known price)" : "about $" + e.usd.toFixed(4);
          const calls = e.callsPerItemUpTo > e.callsPerItem
            ? e.callsPerItem + " model calls (up to " + e.callsPerItemUpTo + " if judges disagree)"
            : e.callsPerItem + " model calls";
          box.textContent = e.items + " judgements × " + calls + ", ~" + e.tokens.toLocaleString() +
            " tokens, " + cost + (e.usd !== null && !e.withinBudget ? " — more than the budget: the batch will stop at it." : ".");
        }).catch(function (err) { if (err.name !== "AbortError") box.textContent = "Could not estimate the cost."; });
    };
    form.addEventListener("change", estimate);
    form.addEventListener("submit", function () {
      const button = $("start-batch");
      button.disabled = true;
      button.textContent = "Reading the file…";
    });
  }

  // --- the batch page: live progress; the table and the report refresh as items finish ---
  const dataEl = $("batch-data");
  if (!dataEl) return;
  const data = JSON.parse(dataEl.textContent);
  if (!data.active) return;
  let refreshTimer = null;

  function setProgress(p) {
    if (!$("batch-bar")) return;  // a tournament's progress is in pairs, on its run's stream
    const finished = p.done + p.failed;
    const bar = $("batch-bar");
    bar.setAttribute("aria-valuenow", finished);
    bar.querySelector("span").style.width = (p.total ? Math.round(100 * finished / p.total) : 0) + "%";
    $("fig-done").textContent = p.done;
    $("fig-failed").textContent = p.failed;
    $("fig-spent").textContent = (p.costUnknown ? "unknown ($" + p.spentUsd.toFixed(4) + " known)" : "$" + p.spentUsd.toFixed(4));
    if (p.secondsLeft !== null && p.secondsLeft !== undefined) {
      const s = p.secondsLeft;
      $("fig-left").textContent = s < 60 ? s + " s" : Math.round(s / 60) + " min";
    }
  }

  // Re-read the page's results and report (the server renders them), at most once a second.
  function refresh() {
    if (refreshTimer) return;
    refreshTimer = window.setTimeout(function () {
      refreshTimer = null;
      fetch(window.location.href, { credentials: "same-origin" }).then((r) => r.text()).then(function (html) {
        const doc = new DOMParser().parseFromString(html, "text/html");
        for (const id of ["results", "report"]) {
          const fresh = doc.getElementById(id);
          if (fresh && !document.getElementById(id).contains(document.activeElement)) {
            document.getElementById(id).replaceWith(fresh);
          }
        }
      });
    }, 1000);
  }

  JuryStream.connect(data.stream, {
    after: data.after,
    onEvent: function (event) {
      const p = event.payload || {};
      if (event.type === "batch_progress") { setProgress(p); refresh(); }
      if (event.type === "batch_end") {
        setProgress(p);
        $("batch-live").textContent = "The batch has ended (" + p.status + "). Reloading the results…";
        window.setTimeout(function () { window.location.reload(); }, 600);
      }
    },
  });
})();
