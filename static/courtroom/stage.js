/* CourtStage: the drawn courtroom, driven by the events the session's stream already carries.
 *
 *   const stage = CourtStage.create(document.getElementById("stage"), {
 *     agents: {primus: "Primus", ...}, roles: {primus: "judge", ...}, roleLabels, phaseLabels,
 *     choiceLabels, paceMsPerChar: 35, paceMaxMs: 12000, sound: CourtSound.create(...) | null,
 *   });
 *   stage.apply(event, {replaying: false});   // the same {type, payload} events court.js applies
 *
 * Nothing here talks to the server: the stage costs the fan-out nothing. It is hidden from
 * assistive technology; the transcript (or the screen's live caption) carries the words.
 */
(function () {
  "use strict";
  const SVG = "http://www.w3.org/2000/svg";
  // Each agent has its own colour and skin tone; unknown agents take one from the palette.
  const LOOKS = {
    primus: { colour: "#1d1d24", trim: "#c9a227", skin: "#e9c7a4", hair: "#d9d9d9" },
    mux: { colour: "#24407a", trim: "#f2c94c", skin: "#8d5a3b", hair: "#2b1a10" },
    subrosa: { colour: "#9b1c2c", trim: "#f3d9dd", skin: "#f1d2b6", hair: "#5a2d0c" },
    chora: { colour: "#0f6e6a", trim: "#d7f2ef", skin: "#c58c62", hair: "#1a1a1a" },
    thaum: { colour: "#c75b12", trim: "#ffe0b8", skin: "#f3d3b8", hair: "#b5651d" },
    praxis: { colour: "#5b3f9a", trim: "#e4dcf7", skin: "#a8714a", hair: "#3b3b3b" },
  };
  const PALETTE = ["#2f6f3e", "#8a3d7a", "#3d5a8a", "#7a5a1f"];
  // Where each role stands (head centre) and how far below the head its name plate sits.
  const PLACES = {
    judge: { x: 400, y: 112, plate: 78, layer: "back", scale: 1.05 },
    bailiff: { x: 258, y: 176, plate: 100, layer: "front", scale: 1 },
    prosecutor: { x: 195, y: 306, plate: 50, layer: "front", scale: 1 },
    defense: { x: 605, y: 306, plate: 50, layer: "front", scale: 1 },
    stand: { x: 620, y: 156, plate: 80, layer: "back", scale: .95 },
    waiting: [{ x: 55, y: 232, plate: 60, layer: "back", scale: .8 }, { x: 115, y: 232, plate: 60, layer: "back", scale: .8 }],
  };
  const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function el(name, attrs, parent) {
    const node = document.createElementNS(SVG, name);
    Object.keys(attrs || {}).forEach((key) => node.setAttribute(key, attrs[key]));
    if (parent) parent.appendChild(node);
    return node;
  }

  function drawFigure(agentId, role, name, roleLabel, look) {
    const g = el("g", { class: "figure role-" + role, "data-agent": agentId, "data-role": role });
    const body = el("g", { class: "figure-body" }, g);
    const standing = role === "bailiff";
    const low = standing ? 100 : 72;
    // body: robe for the judge, uniform for the bailiff, suit for counsel, sweater for witnesses
    el("path", { d: `M-32 ${low} Q-33 24 0 20 Q33 24 32 ${low} Z`, fill: look.colour, stroke: "#0d0d0d", "stroke-width": 1.5 }, body);
    if (role === "judge") {
      el("path", { d: "M-7 21 L0 38 L7 21 Z", fill: "#ffffff" }, body);
      el("path", { d: "M-30 40 Q0 52 30 40", stroke: look.trim, "stroke-width": 4, fill: "none" }, body);
    } else if (role === "bailiff") {
      el("path", { d: "M-4 40 l4 -8 l4 8 l-4 8 z", fill: look.trim, stroke: "#6b5410" }, body);
      el("rect", { x: -32, y: 62, width: 64, height: 6, fill: "#111" }, body);
    } else if (role === "prosecutor" || role === "defense") {
      el("path", { d: "M-10 21 L0 44 L10 21 Z", fill: "#ffffff" }, body);
      if (role === "prosecutor") el("path", { d: "M-3 24 L0 44 L3 24 Z", fill: look.trim === "#ffffff" ? "#333" : "#3b0a12" }, body);
      else el("path", { d: "M-8 22 L0 27 L8 22 L8 30 L0 27 L-8 30 Z", fill: "#082f2d" }, body);
    } else {
      el("path", { d: "M-14 22 Q0 34 14 22", stroke: look.trim, "stroke-width": 4, fill: "none" }, body);
    }
    // head, hair or hat, face
    const head = el("g", { class: "figure-head" }, g);
    el("circle", { cx: 0, cy: 0, r: 17, fill: look.skin, stroke: "#3a2a1c", "stroke-width": 1.2 }, head);
    if (role === "judge") {
      [-17, -11, 11, 17].forEach((x) => el("circle", { cx: x, cy: 4, r: 6, fill: look.hair }, head));
      el("path", { d: "M-16 -6 Q0 -24 16 -6 Q0 -13 -16 -6 Z", fill: look.hair }, head);
    } else if (role === "bailiff") {
      el("rect", { x: -18, y: -22, width: 36, height: 11, rx: 3, fill: look.colour, stroke: "#0d0d0d" }, head);
      el("rect", { x: -22, y: -13, width: 26, height: 4, rx: 2, fill: "#0d0d0d" }, head);
    } else {
      el("path", { d: "M-17 -2 Q-16 -20 0 -19 Q16 -20 17 -2 Q8 -12 -17 -2 Z", fill: look.hair }, head);
    }
    el("circle", { cx: -6, cy: -1, r: 1.8, fill: "#1b1b1b" }, head);
    el("circle", { cx: 6, cy: -1, r: 1.8, fill: "#1b1b1b" }, head);
    el("path", { class: "mouth", d: "M-5 8 Q0 11 5 8", stroke: "#5a2a1a", "stroke-width": 1.8, fill: "none" }, head);
    // a ring that shows who speaks
    el("circle", { class: "speaking-ring", cx: 0, cy: 0, r: 22, fill: "none", stroke: "#ffd75e", "stroke-width": 3.5 }, g);
    // the name plate is drawn on the furniture (its own layer) and moves with the figure
    const plate = el("g", { class: "name-plate", "data-agent": agentId });
    const width = Math.max(58, name.length * 8.4 + 16);
    el("rect", { x: -width / 2, y: 0, width: width, height: 22, rx: 4, fill: "#f4e7c1", stroke: "#8a6d12", "stroke-width": 1.5 }, plate);
    const text = el("text", { x: 0, y: 15, "text-anchor": "middle", class: "plate-name" }, plate);
    text.textContent = name;
    const sub = el("text", { x: 0, y: 32, "text-anchor": "middle", class: "plate-role" }, plate);
    sub.textContent = roleLabel;
    return { figure: g, plate: plate };
  }

  function create(root, options) {
    const opts = Object.assign({ agents: {}, roles: {}, roleLabels: {}, phaseLabels: {}, choiceLabels: {},
      paceMsPerChar: 35, paceMaxMs: 12000, sound: null }, options || {});
    const $ = (id) => root.querySelector("#" + id);
    const figures = {};
    const plates = {};
    const looks = {};
    let standWitness = null;
    let typing = null;
    let momentTimer = null;
    let palette = 0;

    function look(agentId) {
      if (!looks[agentId]) {
        looks[agentId] = LOOKS[agentId] || { colour: PALETTE[palette++ % PALETTE.length], trim: "#f1f1f1", skin: "#d9a77c", hair: "#333" };
      }
      return looks[agentId];
    }

    function place(agentId) {
      const role = opts.roles[agentId];
      if (role !== "witness") return PLACES[role];
      if (agentId === standWitness) return PLACES.stand;
      const waiting = Object.keys(opts.roles).filter((id) => opts.roles[id] === "witness" && id !== standWitness);
      return PLACES.waiting[Math.max(0, waiting.indexOf(agentId)) % PLACES.waiting.length];
    }

    function position(agentId) {
      const g = figures[agentId];
      const spot = place(agentId);
      if (!g || !spot) return;
      const layer = $("stage-figures-" + spot.layer);
      if (g.parentNode !== layer) layer.appendChild(g);
      g.setAttribute("transform", `translate(${spot.x} ${spot.y}) scale(${spot.scale})`);
      plates[agentId].setAttribute("transform", `translate(${spot.x} ${spot.y + spot.plate * spot.scale}) scale(${spot.scale})`);
    }

    function drawCast() {
      Object.keys(opts.roles).forEach(function (agentId) {
        const role = opts.roles[agentId];
        if (role !== "witness" && !PLACES[role]) return;
        const drawn = drawFigure(agentId, role, opts.agents[agentId] || agentId, opts.roleLabels[role] || role, look(agentId));
        figures[agentId] = drawn.figure;
        plates[agentId] = drawn.plate;
        $("stage-plates").appendChild(drawn.plate);
        position(agentId);
      });
    }

    function highlight(agentId) {
      Object.keys(figures).forEach((id) => figures[id].classList.toggle("speaking", id === agentId));
      root.classList.toggle("has-speaker", !!agentId);
      const spot = agentId && place(agentId);
      const light = $("stage-spot");
      if (spot) {
        light.setAttribute("cx", spot.x);
        light.setAttribute("cy", spot.y + 62 * spot.scale);
        light.setAttribute("opacity", "1");
      } else {
        light.setAttribute("opacity", "0");
      }
    }

    function stopTyping(showAll) {
      if (!typing) return;
      window.clearInterval(typing.timer);
      if (showAll) $("stage-caption-text").textContent = typing.text;
      const figure = figures[typing.agentId];
      if (figure) figure.classList.remove("talking");
      typing = null;
    }

    // The line appears at the pace the session is set to (COURT_PACE_MS_PER_CHAR, capped).
    function say(turn, instant) {
      stopTyping(true);
      if (turn.role === "witness" && turn.speaker !== standWitness) {
        standWitness = turn.speaker;
        Object.keys(figures).forEach(position);
      }
      highlight(turn.speaker);
      const caption = $("stage-caption");
      caption.dataset.role = turn.role;
      caption.dataset.speaker = turn.speaker;
      $("stage-caption-dot").style.background = look(turn.speaker).colour;
      $("stage-caption-name").textContent = opts.agents[turn.speaker] || turn.speaker;
      $("stage-caption-role").textContent = opts.roleLabels[turn.role] || turn.role;
      const text = turn.dialogue || "";
      const total = Math.min(opts.paceMaxMs, text.length * opts.paceMsPerChar);
      const box = $("stage-caption-text");
      if (instant || reducedMotion() || total < 120) {
        box.textContent = text;
        return;
      }
      const started = Date.now();
      box.textContent = "";
      typing = { text: text, agentId: turn.speaker, timer: 0 };
      const figure = figures[turn.speaker];
      if (figure) figure.classList.add("talking");
      typing.timer = window.setInterval(function () {
        const shown = Math.min(text.length, Math.ceil(text.length * (Date.now() - started) / total));
        box.textContent = text.slice(0, shown);
        if (shown >= text.length) stopTyping(true);
      }, 40);
      if (/\bobjection\b/i.test(text)) {
        moment({ kind: "objection", kicker: opts.agents[turn.speaker] || "Counsel", title: "Objection!", ms: 2200 });
        cue("objection");
      }
    }

    function cue(name) {
      if (opts.sound) opts.sound.play(name);
    }

    // A staged moment: a card over the stage. A more important moment is never cut short by a
    // lesser one (the sentence poll opening right after the verdict waits for the reveal);
    // sticky moments (the final ruling) stay.
    const PRIORITY = { ruling: 3, ended: 3, "reveal-verdict": 2, "reveal-sentence": 2 };
    let current = null;
    let waiting = [];

    function moment(spec) {
      const rank = PRIORITY[spec.kind] || 1;
      if (current && (current.sticky || (PRIORITY[current.kind] || 1) > rank) && !spec.sticky) {
        if (!current.sticky) waiting.push(spec);
        return;
      }
      show(spec);
    }

    function show(spec) {
      window.clearTimeout(momentTimer);
      current = spec;
      const box = $("stage-moment");
      box.dataset.kind = spec.kind;
      $("stage-moment-kicker").textContent = spec.kicker || "";
      $("stage-moment-title").textContent = spec.title || "";
      const body = $("stage-moment-body");
      body.innerHTML = "";
      if (spec.body) body.appendChild(spec.body);
      box.hidden = false;
      box.classList.remove("enter");
      void box.offsetWidth; // restart the entrance animation
      box.classList.add("enter");
      if (spec.sticky) { waiting = []; return; }
      momentTimer = window.setTimeout(function () {
        current = null;
        box.hidden = true;
        const next = waiting.shift();
        if (next) show(next);
      }, spec.ms || 3000);
    }

    function label(choice) { return opts.choiceLabels[choice] || choice; }

    // The reveal: bars grow from nothing to the final tally, counting up, then the rule is said.
    function tallyBody(votes, choices, winner, explanation) {
      const wrap = document.createElement("div");
      const list = document.createElement("ul");
      list.className = "stage-tally";
      const total = choices.reduce((sum, c) => sum + (votes[c] || 0), 0);
      const rows = choices.map(function (choice) {
        const count = votes[choice] || 0;
        const pct = total ? Math.round((100 * count) / total) : 0;
        const item = document.createElement("li");
        item.className = choice === winner ? "winner" : "";
        item.innerHTML = '<span class="stage-tally-label"></span><span class="stage-tally-bar"><span></span></span><span class="stage-tally-count"></span>';
        item.querySelector(".stage-tally-label").textContent = label(choice);
        list.appendChild(item);
        return { item: item, count: count, pct: pct };
      });
      wrap.appendChild(list);
      const rule = document.createElement("p");
      rule.className = "stage-tally-rule";
      rule.textContent = explanation || "";
      wrap.appendChild(rule);
      const finish = function (fraction) {
        rows.forEach(function (row) {
          row.item.querySelector(".stage-tally-bar span").style.width = (row.pct * fraction) + "%";
          row.item.querySelector(".stage-tally-count").textContent = Math.round(row.count * fraction) + " · " + Math.round(row.pct * fraction) + "%";
        });
      };
      if (reducedMotion()) {
        finish(1);
      } else {
        finish(0);
        const started = Date.now();
        const step = function () {
          const fraction = Math.min(1, (Date.now() - started) / 1400);
          finish(fraction);
          if (fraction < 1) window.requestAnimationFrame(step);
        };
        window.requestAnimationFrame(step);
      }
      return wrap;
    }

    function revealPoll(p) {
      const choices = Object.keys(p.votes || {}).length ? Object.keys(p.votes) : [p.result];
      const verdict = p.type === "verdict";
      moment({ kind: "reveal-" + p.type, kicker: verdict ? "The jury's verdict" : "The jury's sentence",
        title: label(p.result), body: tallyBody(p.votes || {}, choices, p.result, p.explanation), ms: 7000 });
      cue("verdict");
    }

    function setPhase(phase) {
      $("stage-phase").textContent = phase ? (opts.phaseLabels[phase] || phase) : "";
      root.dataset.phase = phase || "";
    }

    function finalRuling(ruling) {
      if (!ruling) return;
      const body = document.createElement("div");
      if (ruling.sentence) {
        const sentence = document.createElement("p");
        sentence.className = "stage-ruling-sentence";
        sentence.textContent = "Sentence: " + ruling.sentence;
        body.appendChild(sentence);
      }
      const why = document.createElement("p");
      why.className = "stage-tally-rule";
      why.textContent = ruling.explanation || "";
      body.appendChild(why);
      moment({ kind: "ruling", kicker: "Final ruling", title: label(ruling.verdict), body: body, sticky: true });
      cue("gavel");
    }

    function apply(event, context) {
      const p = event.payload || {};
      const instant = !!(context && context.instant);
      switch (event.type) {
        case "phase_changed":
          setPhase(p.phase);
          if (p.phase === "case_prompt" && !instant) {
            moment({ kind: "all-rise", kicker: opts.agents[bailiff()] || "The bailiff", title: "All rise!", ms: 2600 });
            cue("gavel");
          } else if (p.phase === "evidence_reveal" && !instant) {
            moment({ kind: "evidence", kicker: "Exhibit A", title: "New evidence", ms: 3000 });
          } else if (p.poll && !instant) {
            moment({ kind: "poll", kicker: "The jury is out", title: p.poll.type === "verdict" ? "Vote the verdict" : "Vote the sentence", ms: 2600 });
          }
          break;
        case "turn": say(p.turn, instant); break;
        case "turn_redacted":
        case "turn_restored":
          if ($("stage-caption").dataset.turn === String(p.turnNumber)) $("stage-caption-text").textContent = p.dialogue;
          break;
        case "vote_closed":
          if (!instant) revealPoll(p);
          break;
        case "session_completed":
          stopTyping(true);
          highlight(null);
          if (p.finalRuling) finalRuling(p.finalRuling);
          else moment({ kind: "ended", kicker: "The court", title: p.endedByStaff ? "Ended by the court" : "Court adjourned", sticky: true });
          break;
        case "session_failed":
          stopTyping(true);
          moment({ kind: "failed", kicker: "The court", title: "In recess", ms: 4000 });
          break;
        default: break;
      }
      if (event.type === "turn") $("stage-caption").dataset.turn = String(p.turn.turnNumber);
    }

    function bailiff() {
      return Object.keys(opts.roles).find((id) => opts.roles[id] === "bailiff");
    }

    /* Show the state of a page that loaded mid-session: the phase, the last line, a ruling. */
    function restore(session) {
      setPhase(session.phase);
      const turns = session.turns || [];
      const witness = turns.slice().reverse().find((t) => t.role === "witness");
      if (witness) { standWitness = witness.speaker; Object.keys(figures).forEach(position); }
      if (turns.length) apply({ type: "turn", payload: { turn: turns[turns.length - 1] } }, { instant: true });
      const ruling = session.metadata && session.metadata.finalRuling;
      if (ruling) finalRuling(ruling);
    }

    /* Back to an empty court (a replay starts from the beginning). */
    function reset() {
      stopTyping(false);
      window.clearTimeout(momentTimer);
      current = null;
      waiting = [];
      $("stage-moment").hidden = true;
      $("stage-caption-name").textContent = "";
      $("stage-caption-role").textContent = "";
      $("stage-caption-text").textContent = "";
      standWitness = null;
      Object.keys(figures).forEach(position);
      highlight(null);
      setPhase(null);
    }

    drawCast();
    return { apply: apply, restore: restore, reset: reset, setPhase: setPhase, highlight: highlight };
  }

  /* Short sound cues (gavel, objection, verdict) from small vendored files; off by default. */
  function createSound(base, enabled) {
    const cache = {};
    let on = !!enabled;
    return {
      get enabled() { return on; },
      set: function (value) { on = !!value; },
      play: function (name) {
        if (!on) return;
        if (!cache[name]) cache[name] = new Audio(base + name + ".wav");
        const audio = cache[name];
        audio.currentTime = 0;
        const done = audio.play();
        if (done && done.catch) done.catch(function () {});
      },
    };
  }

  window.CourtStage = { create: create };
  window.CourtSound = { create: createSound };
})();
