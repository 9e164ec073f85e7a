/* /court/: the session list, kept live from the public index stream (courtindex.all).
 * Each event carries a session's whole summary: its row is created or replaced in
 * place, and moves from "Live now" to "Recent sessions" when the session ends. */
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("court-index-data").textContent);
  const $ = (id) => document.getElementById(id);
  const LIVE = ["pending", "running"];
  const BADGES = { running: "badge-info", completed: "badge-ok", failed: "badge-bad" };

  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }

  function fill(row, s) {
    const field = (name) => row.querySelector('[data-field="' + name + '"]');
    const link = field("topic");
    link.textContent = s.topic;
    link.href = s.url;
    const badge = field("status");
    const ended = s.status === "completed" && s.endedByStaff;
    badge.textContent = s.statusLabel || s.status;
    badge.className = "badge " + (ended ? "badge-warn" : BADGES[s.status] || "badge-muted");
    field("caseType").textContent = s.caseTypeLabel;
    field("phase").textContent = s.phaseLabel;
    field("turns").textContent = plural(s.turnCount, "line");
    field("votes").textContent = plural(s.votes, "vote");
    const verdict = field("verdict");
    verdict.textContent = "";
    if (s.verdictLabel) {
      const strong = document.createElement("strong");
      strong.textContent = s.verdictLabel;
      verdict.append(" · verdict: ", strong);
    }
    row.dataset.status = s.status;
  }

  function newRow(s) {
    const row = $("session-row").content.firstElementChild.cloneNode(true);
    row.dataset.sessionId = String(s.sessionId);
    return row;
  }

  function refreshEmpty() {
    for (const name of ["live", "recent"]) {
      const list = $(name + "-list");
      while (list.childElementCount > data.limit) list.lastElementChild.remove();
      list.hidden = list.childElementCount === 0;
      $(name + "-empty").hidden = !list.hidden;
    }
  }

  function announce(type, s) {
    let words = {
      session_created: "New session: ", session_completed: "Session finished: ", session_failed: "Session stopped: ",
    }[type];
    if (type === "session_completed" && s.endedByStaff) words = "Session ended by the court: ";
    if (words) $("index-announce").textContent = words + s.topic;
  }

  function apply(event) {
    const s = event.payload;
    let row = document.querySelector('.session-item[data-session-id="' + s.sessionId + '"]');
    const target = $(LIVE.indexOf(s.status) >= 0 ? "live-list" : "recent-list");
    if (!row) row = newRow(s);
    fill(row, s);
    if (row.parentElement !== target) target.prepend(row);  // newest first in either list
    refreshEmpty();
    announce(event.type, s);
  }

  JuryStream.connect(data.stream, { after: data.after, onEvent: apply });
})();
