/* The live courtroom page: transcript, phases, polls with countdown and tallies,
 * the verdict reveal, and replay of a finished session from its stored events.
 * State comes from the server-rendered page; live changes from JuryStream. */
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("court-data").textContent);
  const $ = (id) => document.getElementById(id);
  const clockSkew = data.serverNow - Date.now();
  const now = () => Date.now() + clockSkew;
  const meta = data.session.metadata;

  let status = data.session.status;
  let phase = data.session.phase;
  let myVotes = Object.assign({}, data.myVotes);
  let replaying = false;
  let timer = null;
  let lastAnnounced = null;
  const polls = {};
  // The drawn stage follows the same events as the transcript (static/courtroom/stage.js).
  const sound = window.CourtSound ? CourtSound.create(data.stage.soundBase, false) : null;
  const stage = window.CourtStage ? CourtStage.create($("stage"), Object.assign({}, data.stage, { sound: sound })) : null;

  function label(choice) { return data.choiceLabels[choice] || choice; }
  function speakerName(id) { return data.agents[id] || id; }

  // --- polls -------------------------------------------------------------------
  function initialPolls() {
    const verdictChoices = Object.keys(meta.verdictVotes).length ? Object.keys(meta.verdictVotes) : data.verdictChoices;
    const sentenceChoices = Object.keys(meta.sentenceVotes).length ? Object.keys(meta.sentenceVotes) : meta.sentenceOptions;
    for (const [kind, votes, choices] of [["verdict", meta.verdictVotes, verdictChoices], ["sentence", meta.sentenceVotes, sentenceChoices]]) {
      const snap = (meta.voteSnapshots || {})[kind];
      const exists = Object.keys(votes).length > 0 || !!snap;
      polls[kind] = { choices: choices, votes: snap ? snap.votes : votes, exists: exists, open: exists && !snap,
        closesAt: null, result: snap || null };
      if (polls[kind].open && meta.pollClosesAt && data.votePhases[phase] === kind) {
        polls[kind].closesAt = Date.parse(meta.pollClosesAt);
      } else if (polls[kind].open) {
        polls[kind].open = false;
      }
    }
  }

  function renderPoll(kind) {
    const poll = polls[kind];
    const box = $("poll-" + kind);
    box.hidden = !poll.exists;
    if (!poll.exists) return;
    const buttons = box.querySelector(".vote-buttons");
    buttons.hidden = !poll.open || replaying;
    const mine = box.querySelector(".my-vote");
    mine.textContent = myVotes[kind] && !replaying ? "Your vote: " + label(myVotes[kind]) : "";
    mine.hidden = !mine.textContent || poll.open;
    if (buttons.childElementCount !== poll.choices.length) {
      buttons.innerHTML = "";
      poll.choices.forEach(function (choice) {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "button button-big vote-button";
        button.dataset.choice = choice;
        button.textContent = label(choice);
        button.addEventListener("click", function () { castVote(kind, choice); });
        buttons.appendChild(button);
      });
    }
    buttons.querySelectorAll("button").forEach(function (button) {
      const mine = myVotes[kind] === button.dataset.choice;
      button.setAttribute("aria-pressed", mine ? "true" : "false");
      button.classList.toggle("chosen", mine);
      button.disabled = !poll.open || replaying;
      button.textContent = (mine ? "✓ " : "") + label(button.dataset.choice);
    });
    // A sentence only applies when the verdict goes against the defendant.
    const moot = kind === "sentence" && polls.verdict.result &&
      ["not_guilty", "not_liable"].indexOf(polls.verdict.result.result) >= 0;
    const total = poll.choices.reduce((sum, c) => sum + (poll.votes[c] || 0), 0);
    const tally = box.querySelector(".tally");
    tally.innerHTML = "";
    poll.choices.forEach(function (choice) {
      const count = poll.votes[choice] || 0;
      const pct = total ? Math.round((100 * count) / total) : 0;
      const item = document.createElement("li");
      const winner = poll.result && poll.result.result === choice && !moot;
      item.className = "tally-row" + (winner ? " winner" : "");
      item.innerHTML = '<div class="spread small"><span class="tally-label"></span><span class="tally-count"></span></div>' +
        '<div class="progress" role="img"><span></span></div>';
      item.querySelector(".tally-label").textContent = (winner ? "★ " : "") + label(choice);
      item.querySelector(".tally-count").textContent = count + " vote" + (count === 1 ? "" : "s") + " · " + pct + "%";
      item.querySelector(".progress").setAttribute("aria-label", label(choice) + ": " + count + " votes, " + pct + " percent");
      item.querySelector(".progress span").style.width = pct + "%";
      tally.appendChild(item);
    });
    // How many have voted: the total the tally events already carry (no one is named).
    box.querySelector(".poll-voted").textContent = total === 1 ? "1 person has voted" : total + " people have voted";
    const result = box.querySelector(".poll-result");
    result.textContent = moot ? "The verdict went to the defendant, so no sentence will be imposed."
      : poll.result ? poll.result.explanation || "" : "";
  }

  function renderPolls() {
    renderPoll("verdict");
    renderPoll("sentence");
    const any = polls.verdict.exists || polls.sentence.exists;
    $("vote-idle").hidden = any;
    if (status === "completed" || status === "failed") {
      $("vote-idle").textContent = any ? "" : "This session ended before the jury voted.";
      $("vote-idle").hidden = any;
    }
    tickCountdown();
  }

  function openPoll() {
    return ["verdict", "sentence"].map((k) => polls[k]).find((p) => p.open && p.closesAt);
  }

  function tickCountdown() {
    const poll = openPoll();
    const box = $("countdown-box");
    if (!poll || replaying) {
      box.hidden = true;
      updateVoteBar(0);
      if (timer) { window.clearInterval(timer); timer = null; }
      return;
    }
    box.hidden = false;
    const left = Math.max(0, Math.ceil((poll.closesAt - now()) / 1000));
    updateVoteBar(left);
    // The number and its words are one line, updated together every tick: the timer a
    // screen reader finds when it looks (a timer is not read out on its own). At a few
    // moments (open, 10 and 5 seconds, closing) the same words are announced politely, and
    // the announcement is cleared soon after, so no stale number is left to be found.
    const words = left === 0 ? "Voting is closing…" : (left === 1 ? "second" : "seconds") + " left to vote";
    $("countdown-number").textContent = left === 0 ? "" : left;
    $("countdown-unit").textContent = words;
    box.classList.toggle("urgent", left <= 5);
    const moment = left === 0 ? "closing" : left <= 5 ? "5" : left <= 10 ? "10" : "open";
    if (moment !== lastAnnounced) {
      lastAnnounced = moment;
      const announcer = $("countdown");
      announcer.textContent = left === 0 ? words : left + " " + words;
      window.clearTimeout(announcer.clearing);
      announcer.clearing = window.setTimeout(function () { announcer.textContent = ""; }, 1500);
    }
    if (!timer) timer = window.setInterval(tickCountdown, 250);
  }

  function ballot(kind, choice) {
    const body = { type: kind, choice: choice };
    const code = $("join-code");
    if (code && code.value.trim()) body.joinCode = code.value.trim();
    return body;
  }

  function castVote(kind, choice) {
    const statusEl = $("vote-status");
    const previous = myVotes[kind];
    myVotes[kind] = choice;
    renderPoll(kind);
    statusEl.textContent = "Sending your vote…";
    fetch(data.voteUrl, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify(ballot(kind, choice)),
    }).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (result) {
      if (!result.ok) {
        myVotes[kind] = previous;
        let message = result.body.error || "Your vote was not counted.";
        if (result.body.retryAfterMs) message += " Try again in " + Math.ceil(result.body.retryAfterMs / 1000) + " s.";
        statusEl.textContent = message;
        statusEl.className = "vote-status vote-error";
      } else {
        polls.verdict.votes = Object.keys(result.body.verdictVotes).length ? result.body.verdictVotes : polls.verdict.votes;
        polls.sentence.votes = Object.keys(result.body.sentenceVotes).length ? result.body.sentenceVotes : polls.sentence.votes;
        statusEl.textContent = "Vote received: " + label(choice) + ". You can change it until the poll closes.";
        statusEl.className = "vote-status vote-ok";
      }
      renderPoll(kind);
    }).catch(function () {
      myVotes[kind] = previous;
      statusEl.textContent = "Your vote could not be sent. Check your connection and try again.";
      statusEl.className = "vote-status vote-error";
      renderPoll(kind);
    });
  }

  // --- transcript and phases -------------------------------------------------------
  function turnElement(turn) {
    const item = document.createElement("li");
    item.className = "turn fresh role-" + turn.role;
    item.dataset.turn = turn.turnNumber;
    item.dataset.turnId = turn.id;
    item.innerHTML = '<div class="turn-head"><strong class="speaker"></strong> <span class="role-tag"></span></div><p class="dialogue"></p>';
    item.querySelector(".speaker").textContent = speakerName(turn.speaker);
    item.querySelector(".role-tag").textContent = data.roleLabels[turn.role] || turn.role;
    setDialogue(item, turn.dialogue, turn.redacted);
    return item;
  }

  function setDialogue(item, text, redacted) {
    item.querySelector(".dialogue").textContent = text;
    item.classList.toggle("redacted", !!redacted);
  }

  function addTurn(turn) {
    const list = $("transcript");
    const existing = list.querySelector('[data-turn="' + turn.turnNumber + '"]');
    if (existing) { setDialogue(existing, turn.dialogue, turn.redacted); return; }
    list.appendChild(turnElement(turn));
    $("transcript-empty").hidden = true;
    const rect = list.lastElementChild.getBoundingClientRect();
    // Follow the newest line only while it is near the bottom of the screen, and never while an
    // open poll's buttons are on screen: on a phone they sit above the transcript, and following
    // the transcript would push them away at the moment they are needed.
    if (rect.top < window.innerHeight + 200 && !pollOnScreen() && !reducedMotion()) {
      list.lastElementChild.scrollIntoView({ block: "nearest", behavior: "smooth" });
    }
  }

  function reducedMotion() { return window.matchMedia("(prefers-reduced-motion: reduce)").matches; }

  // --- the "Vote now" bar: an open poll is never out of reach -------------------------
  function openKind() {
    return ["verdict", "sentence"].find((k) => polls[k].open && polls[k].closesAt);
  }

  function pollOnScreen() {
    const kind = openKind();
    if (!kind) return false;
    const box = $("poll-" + kind).querySelector(".vote-buttons");
    const rect = box.getBoundingClientRect();
    return rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
  }

  function updateVoteBar(left) {
    const bar = $("vote-now-bar");
    const kind = openKind();
    const show = !!kind && !replaying && !pollOnScreen();
    bar.hidden = !show;
    document.body.classList.toggle("has-vote-bar", show);
    if (!show) return;
    $("vote-now-text").textContent = myVotes[kind] ? "Your vote: " + label(myVotes[kind]) + " — change it"
      : "Vote now";
    $("vote-now-left").textContent = left > 0 ? "— " + left + " s" : "— closing";
  }

  // "The results are in": when a poll closes live, every screen says so for a few seconds (a phone
  // also buzzes) above whatever comes next (the sentence poll opens at once), and a tap shows the tally.
  function resultsAreIn(kind, result) {
    const moot = kind === "sentence" && polls.verdict.result &&
      ["not_guilty", "not_liable"].indexOf(polls.verdict.result.result) >= 0;
    if (moot || !result) return;
    const box = $("poll-" + kind);
    box.classList.remove("just-decided");
    void box.offsetWidth;  // restart the highlight
    box.classList.add("just-decided");
    const moment = $("results-in");
    moment.dataset.kind = kind;
    $("results-in-text").textContent = (kind === "verdict" ? "The verdict is in: " : "The sentence is in: ") + label(result);
    moment.hidden = false;
    if (navigator.vibrate && !reducedMotion()) navigator.vibrate([80, 60, 80]);
    window.clearTimeout(resultsAreIn.timer);
    resultsAreIn.timer = window.setTimeout(function () { moment.hidden = true; }, 12000);
  }

  function showResult() {
    const moment = $("results-in");
    moment.hidden = true;
    const box = $("poll-" + moment.dataset.kind);
    box.querySelector(".tally").scrollIntoView({ block: "center", behavior: reducedMotion() ? "auto" : "smooth" });
  }

  function showOpenPoll() {
    const kind = openKind();
    if (!kind) return;
    const box = $("poll-" + kind);
    box.scrollIntoView({ block: "center", behavior: reducedMotion() ? "auto" : "smooth" });
    const first = box.querySelector(".vote-button:not([disabled])");
    if (first) first.focus({ preventScroll: true });
  }

  function setPhase(next) {
    phase = next;
    const index = data.phases.indexOf(next);
    document.querySelectorAll("#phase-list li").forEach(function (li, i) {
      li.classList.toggle("done", i < index);
      li.classList.toggle("current", i === index);
      if (i === index) li.setAttribute("aria-current", "step"); else li.removeAttribute("aria-current");
    });
    const current = document.querySelector("#phase-list li.current");
    if (current) current.parentElement.parentElement.scrollLeft = current.offsetLeft - 16;
  }

  function setStatus(next, endedByCourt) {
    status = next;
    const badge = $("status-badge");
    badge.textContent = endedByCourt ? "ended by the court" : next;
    badge.className = "badge " + (endedByCourt ? "badge-warn" :
      { running: "badge-info", completed: "badge-ok", failed: "badge-bad" }[next] || "badge-muted");
    updateTyping();
  }

  function updateTyping() {
    const busy = status === "running" || status === "pending";
    $("typing").hidden = !busy || replaying || !!openPoll();
  }

  function notice(text, kind) {
    const box = $("session-notice");
    box.innerHTML = "";
    if (!text) return;
    const p = document.createElement("p");
    p.className = "message message-" + kind;
    p.textContent = text;
    box.appendChild(p);
  }

  function showRuling(ruling) {
    if (!ruling) return;
    $("ruling").hidden = false;
    $("ruling-verdict").textContent = label(ruling.verdict);
    $("ruling-sentence-line").hidden = !ruling.sentence;
    $("ruling-sentence").textContent = ruling.sentence || "";
    $("ruling-explanation").textContent = ruling.explanation || "";
  }

  function apply(event) {
    const p = event.payload || {};
    if (stage) stage.apply(event, { instant: false });
    switch (event.type) {
      case "session_started": setStatus("running"); break;
      case "session_resumed": setStatus("running"); notice(""); break;
      case "phase_changed":
        setPhase(p.phase);
        if (p.skipped) {
          if (!replaying) $("vote-status").textContent = p.skipReason;
        }
        if (p.poll) {
          polls[p.poll.type] = { choices: p.poll.choices, votes: {}, exists: true, open: true,
            closesAt: Date.parse(p.poll.closesAt), result: null };
          lastAnnounced = null;
          if (!replaying) $("vote-status").textContent = "Voting is open: tap your choice.";
        }
        renderPolls();
        break;
      case "turn": addTurn(p.turn); break;
      case "poll_extended":
        if (polls[p.type] && polls[p.type].open) {
          polls[p.type].closesAt = Date.parse(p.closesAt);
          lastAnnounced = null;
          if (!replaying) $("vote-status").textContent = "The host gave the room " + p.extendedBy + " more seconds.";
          renderPolls();
        }
        break;
      case "vote_updated":
        if (polls[p.type] && polls[p.type].open) { polls[p.type].votes = p.votes; renderPoll(p.type); }
        break;
      case "vote_closed":
        if (polls[p.type]) {
          Object.assign(polls[p.type], { open: false, exists: true, votes: p.votes, result: p });
          const moot = p.type === "sentence" && polls.verdict.result &&
            ["not_guilty", "not_liable"].indexOf(polls.verdict.result.result) >= 0;
          if (!replaying) $("vote-status").textContent = "The " + p.type + " poll is closed. " +
            (moot ? "No sentence will be imposed." : (p.explanation || ""));
        }
        renderPolls();
        if (!replaying && polls[p.type]) resultsAreIn(p.type, p.result);
        break;
      case "turn_redacted":
      case "turn_restored": {
        const item = $("transcript").querySelector('[data-turn="' + p.turnNumber + '"]');
        if (item) setDialogue(item, p.dialogue, event.type === "turn_redacted");
        break;
      }
      case "session_completed":
        setStatus("completed", !!p.endedByStaff);
        Object.values(polls).forEach((poll) => { poll.open = false; });
        renderPolls();
        showRuling(p.finalRuling);
        if (!replaying) $("connection").textContent = p.endedByStaff ? "Ended by the court" : "Session over";
        if (p.endedByStaff) notice("This session was ended by the court.", "warning");
        else if (p.adjourned) notice("The court adjourned early. " + p.adjourned.reason, "warning");
        break;
      case "session_failed":
        setStatus("failed");
        notice("This session stopped: " + (p.reason || "an error occurred") + ". Staff can resume it.", "error");
        break;
      default: break;
    }
    updateTyping();
  }

  // --- replay ----------------------------------------------------------------------
  function replay() {
    replaying = true;
    if (stage) stage.reset();
    $("transcript").innerHTML = "";
    $("ruling").hidden = true;
    notice("");
    $("vote-status").textContent = "Replaying the session…";
    setPhase(null);
    for (const kind of ["verdict", "sentence"]) polls[kind] = { choices: [], votes: {}, exists: false, open: false, closesAt: null, result: null };
    renderPolls();
    const speed = Number($("replay-speed").value) || 2;
    const button = $("replay-button");
    button.disabled = true;
    let index = 0;
    function next() {
      if (index >= data.replay.length) {
        replaying = false; button.disabled = false;
        $("vote-status").textContent = "Replay finished.";
        renderPolls();
        return;
      }
      const event = data.replay[index++];
      apply(event);
      const pause = event.type === "turn" ? 1400 : event.type === "vote_closed" ? 1200 : 250;
      window.setTimeout(next, pause / speed);
    }
    next();
  }

  function soundToggle() {
    const button = $("sound-toggle");
    if (!button || !sound) return;
    const show = function () {
      button.setAttribute("aria-pressed", sound.enabled ? "true" : "false");
      button.textContent = "Sound: " + (sound.enabled ? "on" : "off");
    };
    sound.set(window.localStorage.getItem("court-sound") === "on");
    show();
    button.addEventListener("click", function () {
      sound.set(!sound.enabled);
      window.localStorage.setItem("court-sound", sound.enabled ? "on" : "off");
      show();
      if (sound.enabled) sound.play("gavel");
    });
  }

  // --- start -----------------------------------------------------------------------
  if (stage) stage.restore(data.session);
  soundToggle();
  initialPolls();
  setPhase(phase);
  renderPolls();
  updateTyping();
  if ($("replay-button")) $("replay-button").addEventListener("click", replay);
  $("vote-now-bar").addEventListener("click", showOpenPoll);
  $("results-in-show").addEventListener("click", showResult);
  if (status !== "completed") {
    JuryStream.connect(data.stream, {
      after: data.after,
      onEvent: apply,
      onStatus: function (s) { $("connection").textContent = JuryStream.statusText(s); },
      onPresence: JuryStream.headcountInto($("room-count")),
    });
  }
})();
