/* The moderation queue follows itself: every few seconds it asks the staff-only state URL whether a
 * line was held or reviewed, and if so redraws the list in place (same filters, search and page).
 * While a moderator has lines selected or is choosing an action, nothing moves under them: a notice
 * offers the update instead. */
function followModerationQueue() {
  "use strict";
  const live = document.getElementById("moderation-live");
  if (!live || !document.getElementById("changelist-form")) return;  // the list page only
  const stateUrl = live.dataset.stateUrl;
  const pollMs = 5000;
  let version = live.dataset.version || null;
  let busy = false;

  function waitingText(waiting) {
    return (waiting === 1 ? "1 held line waits" : waiting + " held lines wait") + " for review.";
  }

  function moderatorIsBusy() {
    const form = document.getElementById("changelist-form");
    return !!form.querySelector("input.action-select:checked") || form.contains(document.activeElement);
  }

  function redraw(waiting) {
    return fetch(window.location.href, { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (response) { if (!response.ok) throw new Error(response.status); return response.text(); })
      .then(function (html) {
        const fresh = new DOMParser().parseFromString(html, "text/html");
        // The search bar's counts, the list with its actions and pagination, and the filters' counts.
        ["toolbar", "changelist-form", "changelist-filter"].forEach(function (id) {
          const now = document.getElementById(id), next = fresh.getElementById(id);
          if (now && next) now.replaceWith(document.importNode(next, true));
        });
        const boxes = document.querySelectorAll("tr input.action-select");
        if (boxes.length && window.Actions) window.Actions(boxes);  // Django's select-all and counter, rebound
        live.textContent = "List updated at " + new Date().toLocaleTimeString() + ". " + waitingText(waiting);
      });
  }

  function offer(waiting) {
    live.textContent = "The queue changed: " + waitingText(waiting) + " ";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button";
    button.textContent = "Show the changes";
    button.addEventListener("click", function () { redraw(waiting); });
    live.appendChild(button);
  }

  function poll() {
    if (busy || document.hidden) return;
    busy = true;
    fetch(stateUrl, { credentials: "same-origin", headers: { "Accept": "application/json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (state) {
        if (!state) return null;
        if (version === null) { version = state.version; return null; }
        if (state.version === version) return null;
        version = state.version;
        if (moderatorIsBusy()) { offer(state.waiting); return null; }
        return redraw(state.waiting);
      })
      .catch(function () { /* a missed poll: the next one catches up */ })
      .finally(function () { busy = false; });
  }

  if (version === null) poll();
  window.setInterval(poll, pollMs);
}
// The admin puts its media in <head>: start once the list is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", followModerationQueue);
else followModerationQueue();
