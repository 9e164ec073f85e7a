/* The presenter view and the streaming overlay: the stage, the live tally and the countdown,
 * following the session's stream. No controls: a host puts it on a screen and leaves it. */
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("court-data").textContent);
  const $ = (id) => document.getElementById(id);
  const options = data.stage;
  const skew = data.serverNow - Date.now();
  const meta = data.session.metadata;
  const sound = CourtSound.create(options.soundBase, data.sound);
  const stage = CourtStage.create($("stage"), Object.assign({}, options, { sound: sound }));
  let poll = null;  // {type, choices, votes, closesAt, result}
  let timer = null;

  function label(choice) { return options.choiceLabels[choice] || choice; }

  function initialPoll() {
    const kinds = ["sentence", "verdict"];
    for (const kind of kinds) {
      const votes = meta[kind + "Votes"] || {};
      const snap = (meta.voteSnapshots || {})[kind];
      if (!snap && !Object.keys(votes).length && data.votePhases[data.session.phase] !== kind) continue;
      const choices = kind === "verdict" ? data.verdictChoices : meta.sentenceOptions;
      return { type: kind, choices: choices, votes: snap ? snap.votes : votes, result: snap ? snap.result : null,
        closesAt: !snap && meta.pollClosesAt ? Date.parse(meta.pollClosesAt) : null };
    }
    return null;
  }

  function renderTally() {
    const list = $("screen-tally");
    list.innerHTML = "";
    $("screen-idle").hidden = !!poll;
    if (!poll) return;
    const total = poll.choices.reduce((sum, c) => sum + (poll.votes[c] || 0), 0);
    poll.choices.forEach(function (choice) {
      const count = poll.votes[choice] || 0;
      const pct = total ? Math.round((100 * count) / total) : 0;
      const item = document.createElement("li");
      item.className = poll.result === choice ? "winner" : "";
      item.innerHTML = '<span class="name"></span><span class="count"></span><span class="bar"><span></span></span>';
      item.querySelector(".name").textContent = (poll.result === choice ? "★ " : "") + label(choice);
      item.querySelector(".count").textContent = count + " · " + pct + "%";
      item.querySelector(".bar span").style.width = pct + "%";
      list.appendChild(item);
    });
    // How many have voted: the total the tally events already carry (no one is named).
    $("screen-voted").hidden = false;
    $("screen-voted").textContent = total === 1 ? "1 person has voted" : total + " people have voted";
    tick();
  }

  function tick() {
    const box = $("screen-countdown");
    const open = poll && poll.closesAt && !poll.result;
    if ($("host-controls")) $("host-controls").hidden = !open;
    if (!open) {
      box.hidden = !poll;
      if (poll) box.textContent = (poll.type === "verdict" ? "Verdict" : "Sentence") + (poll.result ? " decided" : " vote");
      if (timer) { window.clearInterval(timer); timer = null; }
      return;
    }
    const left = Math.max(0, Math.ceil((poll.closesAt - (Date.now() + skew)) / 1000));
    box.hidden = false;
    box.textContent = left > 0 ? "Vote now: " + left + " s left" : "Voting is closing…";
    if (!timer) timer = window.setInterval(tick, 250);
  }

  function apply(event) {
    const p = event.payload || {};
    stage.apply(event, { instant: false });
    switch (event.type) {
      case "phase_changed":
        if (p.poll) {
          poll = { type: p.poll.type, choices: p.poll.choices, votes: {}, result: null, closesAt: Date.parse(p.poll.closesAt) };
          renderTally();
        }
        break;
      case "vote_updated":
        if (poll && poll.type === p.type && !poll.result) { poll.votes = p.votes; renderTally(); }
        break;
      case "poll_extended":
        if (poll && poll.type === p.type && !poll.result) { poll.closesAt = Date.parse(p.closesAt); renderTally(); }
        break;
      case "vote_closed":
        if (poll && poll.type === p.type) { poll.votes = p.votes; poll.result = p.result; renderTally(); }
        break;
      case "turn":
        $("screen-live").textContent = (options.agents[p.turn.speaker] || p.turn.speaker) + ": " + p.turn.dialogue;
        break;
      default: break;
    }
  }

  // The host's controls (their own screen only): one request each; the stream shows the outcome.
  function hostAction(button) {
    const body = { action: button.dataset.action };
    if (button.dataset.seconds) body.seconds = Number(button.dataset.seconds);
    const status = $("host-status");
    button.disabled = true;
    fetch(data.pollUrl, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Accept": "application/json", "X-CSRFToken": data.csrfToken },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (answer) {
        status.textContent = response.ok ? (body.action === "close" ? "Vote closed." : "Extended by " + body.seconds + " s.")
          : answer.error || "That did not work.";
      });
    }).catch(function () { status.textContent = "Not sent: check the connection."; })
      .finally(function () { button.disabled = false; });
  }
  document.querySelectorAll(".screen-host-button").forEach(function (button) {
    button.addEventListener("click", function () { hostAction(button); });
  });

  stage.restore(data.session);
  poll = initialPoll();
  renderTally();
  if (data.session.status !== "completed") {
    JuryStream.connect(data.stream, {
      after: data.after, onEvent: apply, onPresence: JuryStream.headcountInto($("screen-room")),
    });
  }
})();
