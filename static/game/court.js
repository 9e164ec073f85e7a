/* The courtroom screen: renders the trial snapshot, sends one request per action,
 * follows the game's stream (transcript lines, jury reactions, judge notices, new snapshots). */
(function () {
  "use strict";
  const root = document.querySelector(".court");
  if (!root) return;
  const api = root.dataset.api;
  const playUrl = root.dataset.playUrl;
  let data = JSON.parse(document.getElementById("court-data").textContent);
  let version = data.trial.version || 0;
  let busy = false;
  let pendingLabel = null;  // the label of the button whose request is on its way
  let leaving = false;
  let selected = [];
  const $ = (id) => document.getElementById(id);

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => {
      if (v === null || v === undefined || v === false) return;
      if (k === "text") node.textContent = v;
      else if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? "" : v);
    });
    (children || []).forEach((c) => c && node.appendChild(typeof c === "string" ? document.createTextNode(c) : c));
    return node;
  }

  /* ---- faces ------------------------------------------------------------ */
  const FACES = {
    neutral: { brow: [0, 0], mouth: "M34 68 Q50 70 66 68", eye: 4 },
    attentive: { brow: [-4, -4], mouth: "M36 67 Q50 72 64 67", eye: 5 },
    disapproving: { brow: [4, -2], mouth: "M36 71 Q50 65 64 71", eye: 3.5 },
    angry: { brow: [9, -5], mouth: "M34 73 Q50 62 66 73", eye: 3.5, flush: true },
    skeptical: { brow: [0, -6], mouth: "M38 69 L62 66", eye: 3.5 },
    sympathetic: { brow: [-5, 3], mouth: "M36 66 Q50 75 64 66", eye: 4 },
    confused: { brow: [-5, 4], mouth: "M36 69 Q43 65 50 69 Q57 73 64 69", eye: 4 },
    bored: { brow: [1, 1], mouth: "M38 69 L62 69", eye: 1.5 },
    shocked: { brow: [-8, -8], mouth: "M44 70 a6 7 0 1 0 12 0 a6 7 0 1 0 -12 0", eye: 5.5 },
  };
  function face(expression, robe) {
    const f = FACES[expression] || FACES.neutral;
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.setAttribute("aria-hidden", "true");
    const parts = [
      robe ? `<path d="M14 100 Q18 78 50 76 Q82 78 86 100 Z" fill="#1f2a44"/>` : `<path d="M18 100 Q22 80 50 78 Q78 80 82 100 Z" fill="#8c9ab5"/>`,
      `<circle cx="50" cy="50" r="30" fill="#f1d2b6" stroke="#5b4636" stroke-width="2"/>`,
      robe ? `<path d="M20 44 Q22 14 50 14 Q78 14 80 44 Q74 26 50 26 Q26 26 20 44 Z" fill="#e8e8e8" stroke="#9a9a9a"/>` : `<path d="M21 42 Q24 18 50 18 Q76 18 79 42 Q70 28 50 28 Q30 28 21 42 Z" fill="#6b4f3a"/>`,
      f.flush ? `<ellipse cx="34" cy="60" rx="6" ry="3" fill="#e58b7b" opacity=".7"/><ellipse cx="66" cy="60" rx="6" ry="3" fill="#e58b7b" opacity=".7"/>` : "",
      `<ellipse cx="39" cy="48" rx="4" ry="${f.eye}" fill="#2a2a2a"/><ellipse cx="61" cy="48" rx="4" ry="${f.eye}" fill="#2a2a2a"/>`,
      `<path d="M31 ${39 - f.brow[1]} L45 ${39 + f.brow[0] - f.brow[1]}" stroke="#3b2a1e" stroke-width="3" stroke-linecap="round"/>`,
      `<path d="M55 ${39 + f.brow[0] - f.brow[1]} L69 ${39 - f.brow[1]}" stroke="#3b2a1e" stroke-width="3" stroke-linecap="round"/>`,
      `<path d="${f.mouth}" stroke="#6b2e24" stroke-width="3" fill="${expression === "shocked" ? "#6b2e24" : "none"}" stroke-linecap="round"/>`,
    ];
    svg.innerHTML = parts.join("");
    return svg;
  }

  /* ---- rendering ---------------------------------------------------------- */
  function renderMeters(t) {
    $("m-phase").textContent = t.phaseLabel;
    $("m-turn").textContent = t.turn;
    $("m-cp").textContent = t.cp;
    $("m-pp").textContent = t.pp;
    $("m-budget").textContent = "$" + Number(t.budget).toLocaleString("en-US");
    $("m-budget-wrap").hidden = t.phase !== "pre_trial";
  }

  function renderJudge(j) {
    $("judge-face").replaceChildren(face(j.expression, true));
    $("judge-name").textContent = j.name;
    const badge = $("judge-expression");
    badge.textContent = j.expression;
    badge.className = "badge " + ({ neutral: "badge-muted", attentive: "badge-info", disapproving: "badge-warn", angry: "badge-bad" }[j.expression] || "badge-muted");
    const bar = $("patience-bar");
    bar.firstElementChild.style.width = j.patience + "%";
    bar.setAttribute("aria-valuenow", j.patience);
    bar.className = "progress patience" + (j.patience < 20 ? " critical" : j.patience < 40 ? " low" : "");
    $("patience-num").textContent = j.patience + " / 100" + (j.patience < 20 ? " (near contempt)" : j.patience < 40 ? " (thin)" : "");
    $("judge-record").textContent = `Warnings ${j.warnings} · sanctions ${j.sanctions}`;
    const info = $("judge-research").querySelector("div");
    const rows = [];
    if (j.level === 0) rows.push("Nothing yet: research the judge in pre-trial.");
    if (j.reputation) rows.push(`Reputation: ${j.reputation}`);
    if (j.strictness) rows.push(`General strictness: ${j.strictness}`);
    (j.rulingTendencies || []).forEach((r) => rows.push(r));
    if (j.petPeeves) rows.push(`Pet peeves: ${j.petPeeves.join(", ") || "none known"}`);
    const accuser = (data.trial.words || {}).accuser || "prosecution";
    if (j.prosecutionLean !== undefined) rows.push(`${accuser[0].toUpperCase() + accuser.slice(1)} lean ${j.prosecutionLean}/100 · hearsay strictness ${j.hearsayStrictness} · relevance threshold ${j.relevanceThreshold}`);
    info.replaceChildren(el("ul", {}, rows.map((r) => el("li", { text: r }))));
  }

  function renderWitness(t) {
    const box = $("witness-box");
    const w = t.witness;
    if (!w) { box.replaceChildren(el("p", { class: "small muted", text: "No witness on the stand." })); return; }
    const exam = t.examination;
    const children = [
      el("p", { class: "small muted", text: "On the stand" }),
      el("p", { class: "witness-name", text: `${w.name}` }),
      el("p", { class: "small", text: `${w.role} · called by the ${w.sideName || w.side}` + (exam ? ` · ${exam.type} by ${exam.examiner === "player" ? "you" : "opposing counsel"} (${exam.asked}/${exam.max})` : "") }),
      el("p", { class: "small meter-label", id: "composure-label", text: `Composure ${w.composure} / 100` + (w.broken ? " — broken" : "") }),
      el("div", { class: "progress composure", id: "composure-bar", role: "meter", "aria-labelledby": "composure-label", "aria-valuemin": "0", "aria-valuemax": "100", "aria-valuenow": w.composure }, [el("span", { style: `width:${w.composure}%` })]),
    ];
    if (w.broken) children.push(el("p", { class: "badge badge-bad", text: "Broke on the stand" }));
    w.exposed.forEach((x) => children.push(el("p", { class: "small", text: "Exposed: " + x })));
    if (w.confession) children.push(el("p", { class: "small", text: "Confessed: " + w.confession }));
    box.replaceChildren(...children);
  }

  function renderOpponent(o) {
    $("opponent-line").textContent = `Opposing counsel: ${o.name} (${o.style}) · mood: ${o.mood}`;
  }

  function renderSeats(box) {
    if (!box) return;
    const selecting = ["pre_trial", "jury_selection"].includes(data.trial.phase);
    $("jury-h").textContent = selecting ? "The jury panel" : "Jury box";
    $("jury-reading").textContent = selecting ? "Not yet selected: you question and strike them after pre-trial." : `Jury Reading ${box.level}: ` + (box.level >= 5 ? "reactions, trends and approximate opinions." : box.level >= 4 ? "every reaction and trend arrows." : box.level >= 3 ? "every juror's reactions." : box.level >= 2 ? "six jurors' reactions." : "three jurors' strong reactions.");
    $("seats").replaceChildren(...box.seats.map((s) => {
      const label = s.empty ? "empty" : s.readable ? s.expression : "can't read";
      const extra = [];
      const words = data.trial.words || { against: "guilty", cleared: "not guilty" };
      if (s.show_trend && s.trend) extra.push(el("span", { class: "trend-" + s.trend, text: s.trend === "up" ? ` ▲ toward ${words.cleared}` : s.trend === "down" ? ` ▼ toward ${words.against}` : " ◆ steady" }));
      if (s.show_number && s.approximate_opinion !== undefined) extra.push(el("span", { text: ` ≈${s.approximate_opinion}` }));
      return el("li", { class: "seat" + (s.readable ? "" : " unreadable"), "aria-label": `Seat ${s.seat}${s.name ? ", " + s.name : ""}: ${label}` }, [
        face(s.readable ? s.expression : "neutral", false),
        el("span", { class: "expr", text: label }),
        el("span", { class: "seat-name", title: s.name || null, text: s.name ? s.short || s.name : `Seat ${s.seat}` }),
        ...extra,
      ]);
    }));
  }

  function cardNode(card, selectable) {
    const cost = [card.costCp ? `${card.costCp} CP` : "", card.costPp ? `${card.costPp} PP` : ""].filter(Boolean).join(" + ") || "free";
    const isSel = selected.includes(card.key);
    const id = "card-" + card.key + "-" + Math.random().toString(36).slice(2, 7);
    const children = [
      el("span", { class: "card-name", text: card.name }),
      el("span", { class: "cost", text: `${card.type} · ${cost}` }),
      el("span", { class: "desc", text: card.description + (card.tags.length ? ` [${card.tags.join(", ")}]` : "") }),
    ];
    if (!card.playable && data.trial.phase !== "pre_trial") children.push(el("span", { class: "why", text: card.reason }));
    if (card.playable && card.peeveWarning) children.push(el("span", { class: "peeve", role: "note", text: "⚠ " + card.peeveWarning }));
    if (selectable) {
      children.push(el("label", { for: id }, [el("input", {
        type: "checkbox", id, checked: isSel, disabled: !card.playable && !isSel,
        onchange: (e) => { toggle(card.key, e.target.checked); },
      }), "Select", el("span", { class: "visually-hidden", text: " " + card.name })]));
    }
    return el("div", { class: `game-card type-${card.type}` + (isSel ? " selected" : "") + (card.playable ? "" : " disabled") }, children);
  }

  function toggle(key, on) {
    selected = on ? selected.concat([key]).slice(0, 3) : selected.filter((k) => k !== key);
    renderHand(data.trial);
    renderActions(data);
  }

  function renderHand(t) {
    document.querySelector(".hand-wrap").hidden = ["jury_selection", "jury_instructions", "deliberation"].includes(t.phase) || data.status !== "active";
    const selectable = !t.waiting && (t.window === "turn" || t.window === "statement");
    const hand = $("hand");
    hand.replaceChildren(...t.hand.map((c) => el("li", {}, [cardNode(c, selectable)])));
    if (!t.hand.length) hand.replaceChildren(el("li", { class: "muted", text: "Your hand is empty." }));
    $("hand-note").textContent = t.phase === "pre_trial" ? `${t.hand.length} cards, dealt for the trial: play them after a witness answers and in your statements.` : `${t.hand.length} cards · played this turn ${t.playedThisTurn}/${t.maxCardsPerTurn}` + (selectable ? "" : " · cards can be played after a witness answers and in statements");
    // Beside the hand too, so a phone player does not scroll back up to play what they picked.
    const quick = $("hand-play");
    quick.hidden = !(selectable && selected.length);
    quick.textContent = t.window === "statement" ? `Deliver with ${selected.length} card(s)` : `Play ${selected.length} selected`;
    quick.disabled = busy;
  }

  function playFromHand() {
    if (data.trial.window === "statement") {
      const chosen = document.querySelector("input[name=theme]:checked");
      const words = document.getElementById("own-statement");
      post("statement", { theme: chosen ? chosen.value : data.trial.themes[0], cards: selected, text: words ? words.value : "" }, true);
    } else {
      post("cards", { cards: selected }, true);
    }
  }

  function button(label, onclick, cls, attrs) {
    // The button that sent the request shows it is waiting (spinner, aria-busy) until the answer.
    const waiting = busy && pendingLabel === label;
    const children = waiting ? [el("span", { class: "spinner", "aria-hidden": "true" }), " " + label] : [label];
    const press = () => { pendingLabel = label; onclick(); };
    return el("button", Object.assign({ type: "button", class: "button " + (cls || "") + (waiting ? " is-pending" : ""),
      onclick: press, disabled: busy, "aria-busy": waiting ? "true" : "false" }, attrs || {}), children);
  }

  function renderActions(p) {
    const t = p.trial;
    const panel = $("actions");
    const parts = [];
    if (t.outcome) {
      parts.push(el("p", { class: "message message-error", text: t.outcomeReason || "The case is over." }));
      parts.push(el("a", { class: "button", href: playUrl, text: "See the result" }));
    } else if (p.status !== "active") {
      parts.push(el("p", { class: "message message-success", text: "The jury has returned its verdict." }));
      parts.push(el("div", { class: "form-row" }, [el("a", { class: "button", href: root.dataset.deliberationUrl, text: "Hear the verdict" }),
        el("a", { class: "button button-secondary", href: playUrl, text: "Post-case summary" })]));
    } else if (t.waiting) {
      parts.push(el("p", { class: "waiting" }, [el("span", { class: "spinner", "aria-hidden": "true" }), t.waiting]));
    } else if (t.phase === "pre_trial") {
      parts.push(...pretrial(t));
    } else if (t.phase === "jury_selection") {
      parts.push(el("p", { text: "The jury is being selected." }), el("a", { class: "button", href: playUrl, text: "Go to jury selection" }));
    } else if (t.phase === "deliberation" || p.phase === "deliberation") {
      parts.push(el("p", { text: "The jury has retired to deliberate." }), el("a", { class: "button", href: playUrl, text: "Follow the deliberation" }));
    } else if (t.window === "statement") {
      parts.push(...statement(t));
    } else if (t.window === "question") {
      parts.push(...questions(t));
    } else if (t.window === "turn") {
      parts.push(el("h3", { text: "Your move" }), el("p", { class: "small", text: selected.length ? `Selected: ${selected.length} card(s).` : "Select up to three cards in your hand below, or continue." }),
        el("div", { class: "form-row" }, [
          button(`Play ${selected.length || ""} selected`.replace("  ", " "), () => post("cards", { cards: selected }, true), "", { disabled: busy || !selected.length }),
          button("Continue", () => post("continue"), "button-secondary"),
          button("No further questions", () => post("end-examination"), "button-secondary"),
        ]));
    } else if (t.window === "objection") {
      const q = t.lastQuestion || {};
      parts.push(el("h3", { text: "Objection?" }),
        el("p", { class: "small", text: `Opposing counsel asked: “${q.text || ""}”` }),
        el("div", { class: "objections", role: "group", "aria-label": "Objections" }, t.objections.map((o) =>
          el("button", { type: "button", class: "button button-secondary", disabled: busy || !o.playable, title: o.reason || o.description, onclick: () => post("object", { card: o.key }) }, [
            el("span", { text: o.name }), el("span", { class: "small", text: `${o.rule} · ${o.costCp} CP` })]))),
        el("div", { class: "form-row" }, [button("No objection", () => post("allow"))]));
    }
    if (p.status === "active" && !t.outcome && !t.waiting && ["opening", "prosecution_case", "defense_case", "closing"].includes(t.phase) && t.recessesLeft > 0) {
      parts.push(el("p", { class: "small" }, [el("button", { type: "button", class: "link-button", disabled: busy, onclick: () => post("recess") }, [`Request a recess (${t.recessesLeft} left)`])]));
    }
    panel.replaceChildren(...parts);
  }

  // A pre-trial purchase's label: its price, or why it cannot be bought.
  function priced(name, price, done, budget, extra) {
    if (done) return `${name} ✓`;
    const cost = `$${price.toLocaleString("en-US")}${extra || ""}`;
    return price > budget ? `${name} (${cost}: over budget)` : `${name} (${cost})`;
  }

  function pretrial(t) {
    const pt = t.pretrial;
    const out = [el("h3", { text: "Pre-trial" }), el("p", { class: "small", text: `Spend your budget ($${t.budget.toLocaleString("en-US")} left) before the trial. Whatever is left converts to preparation ($5,000 = 1 PP).` })];
    out.push(el("h4", { text: "Research the judge" }), el("div", { class: "form-row" }, pt.research.map((r) =>
      button(priced(r.name, r.price, r.bought, t.budget), () => post("research", { level: r.level }), "button-secondary button-small", { disabled: busy || r.bought || r.price > t.budget }))));
    out.push(el("h4", { text: "Jury consultant" }), el("div", { class: "form-row" }, [
      button(pt.consultantHired ? "Consultant hired ✓" : priced("Hire a jury consultant", pt.consultantPrice, false, t.budget), () => post("consultant"), "button-secondary button-small", { disabled: busy || pt.consultantHired || pt.consultantPrice > t.budget })]));
    if (pt.investigations.length) {
      out.push(el("h4", { text: "Investigations" }), el("div", { class: "choices" }, pt.investigations.map((i) =>
        button(priced(i.name, i.cost, i.done, t.budget, `, +${i.pp} PP`), () => post("investigate", { investigation: i.id }), "button-secondary button-small", { disabled: busy || i.done || i.cost > t.budget }))));
    }
    out.push(el("div", { class: "form-row" }, [button("Finish pre-trial: select the jury", () => post("finish-pretrial", {}, false, true))]));
    return out;
  }

  function statement(t) {
    const name = t.phase === "opening" ? "opening statement" : "closing argument";
    const fieldset = el("fieldset", {}, [el("legend", { text: "Your theme" }), ...t.themes.map((theme, i) =>
      el("label", { class: "small" }, [el("input", { type: "radio", name: "theme", value: theme, checked: i === 0 }), " " + theme]))]);
    const words = el("textarea", { id: "own-statement", maxlength: "600", rows: "3" });
    return [el("h3", { text: `Your ${name}` }), fieldset,
      el("div", { class: "own-question" }, [el("label", { for: "own-statement", class: "small", text: "In your own words (optional): what the jury should take from the evidence. The jury weighs what you say against the facts of the case." }), words]),
      el("p", { class: "small", text: selected.length ? `With ${selected.length} card(s) from your hand.` : "You may add up to three cards from your hand below." }),
      el("div", { class: "form-row" }, [button(`Deliver your ${name}`, () => {
        const chosen = document.querySelector("input[name=theme]:checked");
        post("statement", { theme: chosen ? chosen.value : t.themes[0], cards: selected, text: words.value }, true);
      })])];
  }

  function questions(t) {
    const text = el("textarea", { id: "own-question", maxlength: "300", rows: "2" });
    return [el("h3", { text: "Ask the witness" }),
      el("div", { class: "choices" }, t.suggested.map((q) => button(q.text, () => post("question", { questionId: q.id }), "button-secondary"))),
      el("div", { class: "own-question" }, [el("label", { for: "own-question", class: "small", text: "Or write your own question" }), text,
        el("div", { class: "form-row" }, [button("Ask", () => post("question", { text: text.value })), button("No further questions", () => post("end-examination"), "button-secondary")])])];
  }

  function render(p) {
    if ((p.trial.version || 0) < version) return;
    version = p.trial.version || 0;
    data = p;
    if (!["turn", "statement"].includes(p.trial.window) || p.trial.waiting) selected = [];
    renderMeters(p.trial);
    renderJudge(p.trial.judge);
    renderWitness(p.trial);
    renderOpponent(p.trial.opponent);
    renderSeats(p.juryBox);
    renderHand(p.trial);
    renderActions(p);
  }

  /* ---- transcript and alerts ------------------------------------------------ */
  function appendLine(line) {
    const list = $("transcript");
    const empty = $("transcript-empty");
    if (empty) empty.remove();
    list.appendChild(el("li", { class: "line line-" + line.role + (line.tone ? " tone-" + line.tone : "") }, [el("span", { class: "speaker", text: line.speaker }), " ", el("span", { class: "said", text: line.text })]));
    list.scrollTop = list.scrollHeight;
  }

  const ALERTS = { jury: "message-warning", warning: "message-warning", sanction: "message-error", contempt: "message-error", mistrial: "message-error", move_on: "message-warning", pet_peeve: "message-warning", combo: "message-success", witness_broke: "message-success", impeachment: "message-success", error: "message-error", ruling: "", investigation: "message-success", research: "message-success", spending: "message-warning" };
  // An alert is news of the moment (a warning, a ruling, a juror dismissed): the same news twice
  // is shown once, and it stays while the court is on the same thing (the phase, the witness on
  // the stand). When the court moves on, the news of earlier moments goes: "The judge tells you to
  // move on" from the last witness once stayed above the next one's examination. News that came
  // with the move itself (stream seq after the last snapshot) stays until the next move.
  let scene = null;
  let sceneSeq = Number(root.dataset.after) || 0;  // the stream seq of the last snapshot
  function sceneOf(t) { return t.phase + "|" + (t.witness ? t.witness.name : ""); }
  function courtMoved(t, seq) {
    const now = sceneOf(t);
    if (scene !== null && now !== scene) {
      $("alerts").querySelectorAll(".message").forEach((node) => { if (Number(node.dataset.seq) <= sceneSeq) node.remove(); });
    }
    scene = now;
    sceneSeq = seq;
  }

  function alert(type, text, seq) {
    const box = $("alerts");
    const title = { warning: "Warning from the bench: ", sanction: "Sanction: ", contempt: "Contempt: ", mistrial: "Mistrial: ", error: "" }[type] || "";
    const said = title + text;
    box.querySelectorAll(".message").forEach((node) => { if (node.textContent === said) node.remove(); });
    box.prepend(el("p", { class: "message " + (ALERTS[type] || ""), "data-seq": String(seq || sceneSeq + 0.5), text: said }));
    while (box.children.length > 3) box.lastElementChild.remove();
  }

  /* ---- requests ------------------------------------------------------------ */
  function csrf() {
    const m = document.cookie.match(/csrftoken=([^;]+)/);
    return m ? decodeURIComponent(m[1]) : "";
  }

  async function post(action, body, clearSelection, thenNavigate) {
    if (busy) return;
    busy = true;
    renderActions(data);
    $("actions").appendChild(el("p", { class: "waiting sending" }, [el("span", { class: "spinner", "aria-hidden": "true" }), "Sending…"]));
    try {
      const response = await fetch(api + "/" + action, {
        method: "POST", credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-CSRFToken": csrf(), Accept: "application/json" },
        body: JSON.stringify(body || {}),
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) {
        alert("error", answer.error || "That did not work; try again.");
      } else {
        if (clearSelection) selected = [];
        if (thenNavigate) { leaving = true; window.location.href = playUrl; return; }
        render(answer);
      }
    } catch (err) {
      alert("error", "The court could not be reached; check your connection and try again.");
    } finally {
      if (leaving) return;  // keep the button waiting until the next page loads
      busy = false;
      pendingLabel = null;
      renderHand(data.trial);
      renderActions(data);
    }
  }

  // A juror dismissed during the trial leaves the box at once: the alternate who takes the
  // seat is shown there, by the short name the server gave them among the alternates (their
  // face unread until the next reaction brings it).
  function replaceJuror(p) {
    if (!p.seat || !data.juryBox || !data.juryBox.seats) return;
    const alternate = (data.juryBox.alternates || []).find((a) => a.name === p.replacement) || {};
    data.juryBox.seats = data.juryBox.seats.map((s) => s.seat !== p.seat ? s : (p.replacement
      ? { seat: s.seat, name: p.replacement, short: alternate.short, expression: "neutral", readable: false }
      : { seat: s.seat, empty: true, expression: "neutral", readable: false }));
    if (data.juryBox.alternates) data.juryBox.alternates = data.juryBox.alternates.filter((a) => a.name !== p.replacement);
    renderSeats(data.juryBox);
  }

  // The message the last request left on the page ("The jury is sworn in.") is news about that
  // request; once the court goes on live, it is stale.
  function dropStaleMessages() {
    document.querySelectorAll(".messages").forEach((node) => node.remove());
  }

  /* ---- the stream ------------------------------------------------------------ */
  JuryStream.connect(root.dataset.stream, {
    after: Number(root.dataset.after) || 0,
    onStatus: (s) => { $("conn").textContent = JuryStream.statusText(s); },
    onEvent: (event) => {
      const p = event.payload || {};
      dropStaleMessages();
      if (event.type === "trial.line") appendLine(p);
      else if (event.type === "trial.state") { render(Object.assign({}, data, { trial: p.trial })); courtMoved(p.trial, event.seq); }
      else if (event.type === "jury.reaction") { data.juryBox = Object.assign({}, data.juryBox, { seats: p.seats }); renderSeats(data.juryBox); }
      else if (event.type.startsWith("trial.") && ALERTS[event.type.slice(6)] !== undefined && event.type !== "trial.ruling") alert(event.type.slice(6), p.message || p.summary, event.seq);
      else if (event.type === "trial.ruling") alert("ruling", p.message, event.seq);
      // the game's model budget or the player's daily spending limit: scripted lines from here, said once
      else if (event.type === "spending.limit" || event.type === "budget.spent") alert("spending", p.summary, event.seq);
      else if (event.type === "jury.event") {
        alert("jury", p.summary, event.seq);
        replaceJuror(p);
      }
      else if (event.type === "game.finished" || event.type === "deliberation.started") {
        data.status = event.type === "game.finished" ? "finished" : data.status;
        data.phase = event.type === "deliberation.started" ? "deliberation" : data.phase;
        renderActions(data);
      }
    },
  });

  $("hand-play").addEventListener("click", playFromHand);
  render(data);
  scene = sceneOf(data.trial);
  $("transcript").scrollTop = $("transcript").scrollHeight;
})();
