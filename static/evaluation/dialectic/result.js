/* A dialectic audit's page: render the stored state, then follow the run's stream.
 *
 * The server embeds the stored result (json_script "dlg-state", with lastSeq); each event
 * updates that state and re-renders only what it touched. Model text is only ever
 * inserted as text (textContent), never as HTML.
 */
(function () {
  "use strict";
  const JUDGES = ["Prosecutor", "Defense", "TechLead"];
  const WORDS = { 1: "fails", 2: "weak", 3: "partial", 4: "good", 5: "meets" };
  const RULES = { fact_supremacy: "Fact supremacy", weighted_mean: "Weighted mean", security_cap: "Security cap",
                  round_half_up: "Round half up", clamp: "Clamp 1–5", dissent: "Dissent" };

  const el = EvalLive.el;

  function chip(score, extra) {
    return el("span", { class: "dlg-chip dlg-s" + score + (extra ? " " + extra : "") },
      [el("strong", { text: score + "/5" }), " ", el("span", { class: "dlg-chip-word", text: WORDS[score] || "" })]);
  }

  function init() {
    const root = document.getElementById("dlg-app");
    if (!root) return;
    const state = JSON.parse(document.getElementById("dlg-state").textContent);
    const evidenceById = {};
    const docsByName = {};
    state.documents.forEach(function (d) { docsByName[d.name] = d; });
    const tbody = root.querySelector("#dlg-matrix tbody");
    const rulingsBox = root.querySelector("#dlg-rulings");
    const rows = {};
    const cards = {};

    // Evidence is read once its stage is stored (it carries the coverage), even when it found nothing.
    function evidenceRead() {
      return state.evidenceStored || state.evidence.length > 0 || !!state.coverage || state.status === "complete"
        || state.status === "failed";
    }

    function indexEvidence() {
      state.evidence.forEach(function (e) { evidenceById[e.id.toLowerCase()] = e; });
    }

    // --- evidence -------------------------------------------------------------
    function evidenceLink(id) {
      const known = evidenceById[String(id).toLowerCase()];
      if (String(id).toUpperCase() === "NO_EVIDENCE") return el("span", { class: "badge badge-muted", text: "NO_EVIDENCE" });
      const button = el("button", { type: "button", class: "link-button dlg-ev" + (known ? "" : " dlg-ev-missing"),
        "data-ev": id, title: known ? known.content : "This id does not exist in the evidence" },
        [el("code", { text: id })]);
      if (!known) button.appendChild(el("span", { class: "visually-hidden", text: " (does not exist)" }));
      else if (!known.found) button.appendChild(el("span", { class: "small", text: " (not found)" }));
      return button;
    }

    // The documents evidence is on, in evidence order (a repository's files are named by the evidence).
    function evidenceDocuments() {
      const names = [];
      state.evidence.forEach(function (e) { if (names.indexOf(e.document) < 0) names.push(e.document); });
      return names;
    }

    // The counts agree with the coverage line, the progress and the estimate: every item found (not only the
    // ones listed), from how many of the documents read, and how many of those the judges cited.
    function evidenceTotal() { return state.coverage ? state.coverage.evidence : state.evidence.length; }
    function fromDocuments() {
      const c = state.coverage;
      const withEvidence = c && c.documentsWithEvidence !== undefined ? c.documentsWithEvidence : evidenceDocuments().length;
      const cited = citedDocuments();
      const read = c ? c.documents : null;
      const from = read === null ? "from " + withEvidence + " document(s)"
        : read === withEvidence ? "from all " + read.toLocaleString() + " document(s) read"
        : "from " + withEvidence.toLocaleString() + " of the " + read.toLocaleString() + " document(s) read";
      return from + (cited ? "; the judges cited " + cited + " of them" : "");
    }
    function citedDocuments() {
      const names = {};
      state.opinions.forEach(function (o) {
        (o.citedEvidence || []).forEach(function (id) {
          const item = state.evidence.find(function (e) { return e.id.toLowerCase() === String(id).toLowerCase(); });
          if (item) names[item.document] = true;
        });
      });
      return Object.keys(names).length;
    }

    function renderEvidence() {
      const box = root.querySelector("#dlg-evidence");
      if (!evidenceRead()) return;
      box.textContent = "";
      const count = function (fn) { return state.evidence.filter(fn).length; };
      const security = count(function (e) { return e.class === "SECURITY_VIOLATION"; });
      const missing = count(function (e) { return !e.found; });
      box.appendChild(el("p", { id: "dlg-evidence-count" }, [
        el("strong", { text: evidenceTotal().toLocaleString() }), " evidence items " + fromDocuments() + ". ",
        el("span", { class: "badge " + (security ? "badge-bad" : "badge-ok"), text: security + " security violation" + (security === 1 ? "" : "s") }), " ",
        el("span", { class: "badge " + (missing ? "badge-warn" : "badge-ok"), text: missing + " missing reference" + (missing === 1 ? "" : "s") }),
      ]));
      if (state.coverage) box.appendChild(coverageLine(state.coverage));
      const details = el("details", {}, [el("summary", { text: "Show all evidence" })]);
      evidenceDocuments().forEach(function (name) {
        const items = state.evidence.filter(function (e) { return e.document === name; });
        details.appendChild(el("h3", { text: name + " (" + items.length + ")" }));
        const list = el("ul", { class: "dlg-evidence-list" });
        items.forEach(function (e) {
          list.appendChild(el("li", {}, [evidenceLink(e.id), " ",
            el("span", { class: "badge " + (e.class === "SECURITY_VIOLATION" ? "badge-bad" : e.found ? "badge-muted" : "badge-warn"), text: e.found ? e.class : e.class + " · not found" }),
            " ", el("span", { text: e.content })]));
        });
        details.appendChild(list);
      });
      box.appendChild(details);
    }

    function coverageLine(c) {
      const per = Object.values(c.criteria || {});
      const shown = per.map(function (x) { return x.shown; });
      const pool = Math.max.apply(null, [0].concat(per.map(function (x) { return x.candidates; })));
      const tokens = Math.max.apply(null, [0].concat(per.map(function (x) { return x.tokens; })));
      const range = shown.length ? (Math.min.apply(null, shown) === Math.max.apply(null, shown) ? String(shown[0]) : Math.min.apply(null, shown) + "–" + Math.max.apply(null, shown)) : "0";
      return el("p", { class: "small muted", id: "dlg-coverage" }, ["Read " + c.documents.toLocaleString() + " document(s). Each criterion's judges saw the " + range +
        " most relevant of up to " + pool.toLocaleString() + " item(s), about " + tokens.toLocaleString() + " tokens" +
        (c.tokenBudget ? " (budget " + c.tokenBudget.toLocaleString() + ")" : "") + "."]);
    }

    // --- the matrix -----------------------------------------------------------
    function latestOpinion(criterionId, judge) {
      let found = null;
      state.opinions.forEach(function (o) {
        if (o.criterionId === criterionId && o.judge === judge && (!found || o.round > found.round)) found = o;
      });
      return found;
    }
    function firstRound(criterionId, judge) {
      return state.opinions.find(function (o) { return o.criterionId === criterionId && o.judge === judge && o.round === 0; });
    }
    function ruling(criterionId) {
      return state.criteria.find(function (c) { return c.criterion_id === criterionId; });
    }
    function reevaluation(criterionId) {
      return state.reevaluations.find(function (c) { return c.criterion_id === criterionId; });
    }

    function list(title, items, cls) {
      if (!items || !items.length) return null;
      return el("div", { class: cls }, [el("p", { class: "dlg-list-title", text: title }),
        el("ul", {}, items.map(function (item) { return el("li", { text: item }); }))]);
    }

    function opinionBody(o) {
      const cited = el("p", { class: "small" }, ["Cited: "]);
      (o.citedEvidence && o.citedEvidence.length ? o.citedEvidence : ["none"]).forEach(function (id, i) {
        if (i) cited.appendChild(document.createTextNode(", "));
        cited.appendChild(id === "none" ? document.createTextNode("nothing") : evidenceLink(id));
      });
      return [
        el("p", { class: "dlg-argument", text: o.argument }),
        cited,
        list("Charges", o.charges, "dlg-charges"),
        list("Mitigations", o.mitigations, "dlg-mitigations"),
        o.remediation ? el("div", { class: "dlg-remediation" }, [el("p", { class: "dlg-list-title", text: "Remediation" }),
          el("p", { class: "dlg-pre", text: o.remediation })]) : null,
        el("p", { class: "small muted", text: (o.model || "") + " · " + o.attempts + " attempt" + (o.attempts === 1 ? "" : "s") +
          (o.latencyMs ? " · " + (o.latencyMs / 1000).toFixed(1) + " s" : "") }),
      ];
    }

    function judgeCell(c, judge) {
      const cell = rows[c.id].cells[judge];
      cell.textContent = "";
      const o = latestOpinion(c.id, judge);
      const reargued = reevaluation(c.id) && !ruling(c.id);
      if (!o || (reargued && o.round === 0)) {
        if (o) cell.appendChild(el("span", { class: "small muted" }, ["first said ", chip(o.score, "dlg-chip-small")]));
        cell.appendChild(el("p", { class: "muted small dlg-waiting" }, [el("span", { class: "spinner", "aria-hidden": "true" }),
          reargued ? " re-arguing…" : " deliberating…"]));
        return;
      }
      const head = el("div", { class: "row dlg-cell-head" }, [chip(o.score)]);
      if (o.isFallback) head.appendChild(el("span", { class: "badge badge-warn", text: "fallback" }));
      const first = o.round > 0 ? firstRound(c.id, judge) : null;
      if (first) head.appendChild(el("span", { class: "small muted", text: "was " + first.score }));
      cell.appendChild(head);
      const details = el("details", { class: "dlg-details", "data-key": c.id + ":" + judge }, [
        el("summary", { text: "Argument" }), el("div", {}, opinionBody(o))]);
      if (first) {
        details.appendChild(el("details", { class: "dlg-first" }, [el("summary", { text: "First-round opinion" }),
          el("div", {}, opinionBody(first))]));
      }
      cell.appendChild(details);
    }

    function flags(r) {
      const out = [];
      if (r.security_capped) out.push(el("span", { class: "badge badge-bad", text: "security cap" }));
      if (r.dissent) out.push(el("span", { class: "badge badge-warn", text: "dissent" }));
      if (r.round > 0) out.push(el("span", { class: "badge badge-info", text: "re-evaluated" }));
      if (r.fallback_judges && r.fallback_judges.length) out.push(el("span", { class: "badge badge-muted", text: "fallback" }));
      Object.keys(r.adjusted_scores).forEach(function (j) {
        if (r.adjusted_scores[j] !== r.raw_scores[j]) out.push(el("span", { class: "badge badge-warn", text: j + " −2 (facts)" }));
      });
      return out;
    }

    function chiefCell(c) {
      const cell = rows[c.id].cells.chief;
      cell.textContent = "";
      const r = ruling(c.id);
      if (r) {
        cell.appendChild(el("div", { class: "row" }, [chip(r.score, "dlg-chip-final")].concat(flags(r))));
        cell.appendChild(el("a", { href: "#ruling-" + c.id, class: "small", text: "Ruling and applied rules" }));
      } else if (reevaluation(c.id)) {
        cell.appendChild(el("p", { class: "small" }, [el("span", { class: "badge badge-warn", text: "dissent" }), " re-evaluation ordered"]));
      } else {
        cell.appendChild(el("p", { class: "muted small", text: "awaiting the three opinions" }));
      }
    }

    function buildRows() {
      state.rubric.forEach(function (c) {
        const name = el("th", { scope: "row" }, [el("span", { class: "dlg-crit-name", text: c.name }),
          el("span", { class: "small muted dlg-crit-desc", text: c.description })]);
        const cells = {};
        const tr = el("tr", { id: "row-" + c.id }, [name]);
        JUDGES.forEach(function (j) { cells[j] = el("td", { "data-label": j }); tr.appendChild(cells[j]); });
        cells.chief = el("td", { "data-label": "Chief justice", class: "dlg-chief" });
        tr.appendChild(cells.chief);
        tbody.appendChild(tr);
        rows[c.id] = { tr: tr, cells: cells };
        cards[c.id] = el("article", { class: "card dlg-ruling", id: "ruling-" + c.id, "aria-labelledby": "ruling-h-" + c.id });
        rulingsBox.appendChild(cards[c.id]);
      });
    }

    function renderCriterion(c) {
      JUDGES.forEach(function (j) { judgeCell(c, j); });
      chiefCell(c);
      renderRuling(c);
    }

    function renderRuling(c) {
      const card = cards[c.id];
      card.textContent = "";
      const r = ruling(c.id);
      const head = el("div", { class: "spread" }, [el("h3", { id: "ruling-h-" + c.id, text: c.name, style: "margin:0" })]);
      card.appendChild(head);
      if (!r) {
        card.classList.add("dlg-pending");
        card.appendChild(el("p", { class: "muted small", text: reevaluation(c.id) ? "The judges disagreed; they are arguing once more." : "Waiting for the judges." }));
        return;
      }
      card.classList.remove("dlg-pending");
      head.appendChild(el("div", { class: "row" }, [chip(r.score, "dlg-chip-final")].concat(flags(r))));
      card.appendChild(el("p", { class: "small muted", text: "Raw scores: " + JUDGES.map(function (j) { return j + " " + r.raw_scores[j]; }).join(", ") +
        " · weighted mean " + r.weighted_mean + " · spread " + r.spread }));
      const steps = el("ol", { class: "dlg-log" });
      r.log.forEach(function (step) {
        steps.appendChild(el("li", {}, [el("span", { class: "dlg-rule", text: RULES[step.rule] || step.rule }), " ", el("span", { text: step.message })]));
      });
      card.appendChild(el("p", { class: "dlg-list-title", text: "Applied rules, in order" }));
      card.appendChild(steps);
      if (r.dissent) card.appendChild(el("div", { class: "callout dlg-dissent" }, [el("strong", { text: "Dissent. " }), r.dissent]));
      const first = reevaluation(c.id);
      if (first) {
        card.appendChild(el("p", { class: "small", text: "First round: " + JUDGES.map(function (j) { return j + " " + first.raw_scores[j]; }).join(", ") +
          " → " + first.score + "; spread " + first.spread + " ordered one re-evaluation round." }));
      }
      if (r.remediation) card.appendChild(el("div", {}, [el("p", { class: "dlg-list-title", text: "TechLead's remediation" }), el("p", { class: "dlg-pre", text: r.remediation })]));
    }

    // --- report ---------------------------------------------------------------
    function renderPlan() {
      const box = root.querySelector("#dlg-plan");
      if (!state.report) return;
      box.textContent = "";
      const plan = state.report.remediationPlan;
      if (!plan.length) { box.appendChild(el("p", { text: "Nothing to remediate: every criterion meets the rubric." })); return; }
      const ol = el("ol", { class: "dlg-plan" });
      plan.forEach(function (item) {
        const li = el("li", {}, [el("div", { class: "row" }, [el("a", { href: "#ruling-" + item.criterionId }, [el("strong", { text: item.criterionName })]), chip(item.score, "dlg-chip-small")])]);
        if (item.remediation) li.appendChild(el("p", { class: "dlg-pre", text: item.remediation }));
        const charges = list("Charges to answer", item.charges, "dlg-charges small");
        if (charges) li.appendChild(charges);
        ol.appendChild(li);
      });
      box.appendChild(ol);
      root.querySelector("#dlg-export").hidden = false;
    }

    function renderGlobal() {
      const score = state.report ? state.report.globalScore : null;
      root.querySelector("#dlg-global-score").textContent = score === null || score === undefined ? (state.status === "failed" ? "—" : "…") : score.toFixed(1);
      const verdict = root.querySelector("#dlg-verdict");
      verdict.textContent = "";
      if (score !== null && score !== undefined) {
        const word = score >= 4 ? ["APPROVE", "badge-ok"] : score >= 2.5 ? ["REVISE", "badge-warn"] : ["REJECT", "badge-bad"];
        verdict.appendChild(el("span", { class: "badge " + word[1], text: word[0] }));
      }
      if (state.report && state.report.title) {
        root.querySelector("#dlg-title").textContent = state.report.title;
        const rename = document.getElementById("rename-title");  // the shared page's rename box: never left empty
        if (rename && !rename.value) rename.value = state.report.title;
      }
    }

    function renderStatus() {
      const expected = state.rubric.length * 3 + state.reevaluations.length * 3;
      const got = state.opinions.length;
      const bar = root.querySelector("#dlg-progress");
      const done = state.status === "complete";
      const pct = done ? 100 : Math.round((got / Math.max(1, expected)) * 90 + (state.evidence.length ? 5 : 0));
      bar.firstElementChild.style.width = pct + "%";
      bar.setAttribute("aria-valuemax", String(expected));
      bar.setAttribute("aria-valuenow", String(got));
      const text = root.querySelector("#dlg-status-text");
      const ruled = state.criteria.length;
      if (state.status === "failed") text.textContent = "The audit failed.";
      else if (done) text.textContent = "Complete: " + ruled + " criteria ruled from " + got + " opinions.";
      else if (!evidenceRead()) text.textContent = "Gathering evidence…";
      else text.textContent = "The judges are deliberating: " + got + " of " + expected + " opinions, " + ruled + " of " + state.rubric.length + " criteria ruled.";
      const error = root.querySelector("#dlg-error");
      error.hidden = !state.error;
      error.textContent = state.error || "";
    }

    // --- the passage dialog ---------------------------------------------------
    const dialog = root.querySelector("#dlg-passage");
    function openPassage(id) {
      const e = evidenceById[String(id).toLowerCase()];
      const body = root.querySelector("#dlg-passage-body");
      body.textContent = "";
      root.querySelector("#dlg-passage-title").textContent = id;
      if (!e) {
        body.appendChild(el("p", { class: "message message-error", text: "No evidence has this id: a judge cited something that does not exist. The chief justice deducted 2 points (fact supremacy)." }));
      } else {
        body.appendChild(el("p", {}, [el("span", { class: "badge " + (e.class === "SECURITY_VIOLATION" ? "badge-bad" : "badge-muted"), text: e.class }), " ",
          el("span", { text: e.document + ", line" + (e.line_start === e.line_end ? " " + e.line_start : "s " + e.line_start + "–" + e.line_end) })]));
        body.appendChild(el("p", { class: "callout", text: e.content }));
        if (!e.found) body.appendChild(el("p", { class: "message message-warning", text: "found = false: the referenced file is not among the submitted documents." }));
        const doc = docsByName[e.document];
        if (!doc) {
          // A source file not sent with the page: load it (redacted) and open the passage then.
          const url = root.getAttribute("data-document-url") + "?name=" + encodeURIComponent(e.document);
          fetch(url, { credentials: "same-origin" }).then(function (r) { return r.ok ? r.json() : null; })
            .then(function (loaded) {
              if (loaded) { docsByName[loaded.name] = loaded; openPassage(id); }
              else dialog.showModal();
            });
          return;
        }
        if (doc) {
          const pre = el("pre", { class: "dlg-source", tabindex: "0", "aria-label": "Source of " + doc.name });
          let target = null;
          doc.text.split("\n").forEach(function (line, i) {
            const n = i + 1;
            const hit = n >= e.line_start && n <= e.line_end;
            const row = el("span", { class: "dlg-line" + (hit ? " dlg-hit" : "") }, [el("span", { class: "dlg-ln", "aria-hidden": "true", text: String(n) }), line + "\n"]);
            if (hit && !target) target = row;
            pre.appendChild(row);
          });
          body.appendChild(pre);
          dialog.showModal();
          if (target) target.scrollIntoView({ block: "center" });
          return;
        }
      }
      dialog.showModal();
    }
    root.addEventListener("click", function (event) {
      const link = event.target.closest(".dlg-ev");
      if (link) { event.preventDefault(); openPassage(link.getAttribute("data-ev")); }
    });
    root.querySelector("#dlg-passage-close").addEventListener("click", function () { dialog.close(); });
    dialog.addEventListener("click", function (event) { if (event.target === dialog) dialog.close(); });

    // --- events ---------------------------------------------------------------
    function criterionOf(id) { return state.rubric.find(function (c) { return c.id === id; }); }
    function apply(event) {
      const data = (event.payload || {}).data;
      switch (event.type) {
        case "evidence_complete":
          state.evidence = data.evidence; state.shown = data.shown; state.coverage = data.coverage; state.evidenceStored = true; indexEvidence(); renderEvidence();
          state.rubric.forEach(renderCriterion);
          break;
        case "opinion_complete":
          state.opinions = state.opinions.filter(function (o) { return !(o.criterionId === data.criterionId && o.judge === data.judge && o.round === data.round); });
          state.opinions.push(data);
          if (criterionOf(data.criterionId)) { judgeCell(criterionOf(data.criterionId), data.judge); }
          break;
        case "reevaluation_start":
          if (!reevaluation(data.criterionId)) state.reevaluations.push(data.firstRound);
          if (criterionOf(data.criterionId)) renderCriterion(criterionOf(data.criterionId));
          break;
        case "criterion_complete":
          state.criteria = state.criteria.filter(function (c) { return c.criterion_id !== data.criterion_id; });
          state.criteria.push(data);
          if (criterionOf(data.criterion_id)) renderCriterion(criterionOf(data.criterion_id));
          break;
        case "report_complete":
          state.report = data; renderPlan(); renderGlobal();
          break;
        case "complete":
          state.status = "complete"; renderEvidence();
          break;
        case "error":
          state.status = "failed"; state.error = (event.payload || {}).message || "The audit failed.";
          break;
        default:
          return;
      }
      renderStatus();
    }

    indexEvidence();
    buildRows();
    renderEvidence();
    state.rubric.forEach(renderCriterion);
    renderPlan();
    renderGlobal();
    renderStatus();
    root.setAttribute("data-ready", "true");
    if (state.status === "pending" || state.status === "running") {
      const statusLabel = root.querySelector("#dlg-connection");
      const sub = window.JuryStream.connect("eval." + state.messageId, {
        after: state.lastSeq,
        onEvent: function (event) {
          apply(event);
          if (event.type === "complete" || event.type === "error") sub.close();
        },
        onStatus: function (status) {
          statusLabel.textContent = status === "live" ? "● live" : status === "closed" ? "" : status;
        },
      });
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
