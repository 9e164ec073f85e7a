/* The "Sources" card of a result page: while the worker converts uploads, fetches and clones, show
 * its progress ("unpacking project.zip…", "reading 312 files…", "extracting evidence…") from the
 * run's stream. The card's details are the stored snapshot, rendered by the server: when the
 * sources are stored (`sources_complete`) the list is fetched again from this page and swapped in. */
(function () {
  "use strict";
  function init() {
    const card = document.getElementById("eval-sources");
    if (!card || card.getAttribute("data-active") !== "true" || !window.JuryStream) return;
    const line = document.getElementById("sources-progress");
    const sub = window.JuryStream.connect(card.getAttribute("data-stream"), {
      after: 0,
      onEvent: function (event) {
        const data = (event.payload || {}).data || {};
        if (event.type === "source_progress") {
          line.textContent = data.message;
        } else if (event.type === "sources_complete") {
          const files = (data.sources || []).reduce(function (n, s) { return n + (s.files || 0); }, 0);
          line.textContent = "Read " + files + " file" + (files === 1 ? "" : "s") + " from " + (data.sources || []).length + " source(s).";
          refreshList(card);
        } else if (event.type === "present_complete" || event.type === "evidence_complete") {
          line.textContent = "Everything is read; the judges are at work.";
        } else if (event.type === "complete" || event.type === "error") {
          line.textContent = event.type === "error" ? ((event.payload || {}).message || "The run failed.") : "";
          sub.close();
        }
      },
    });
  }
  function refreshList(card) {
    fetch(window.location.href, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then(function (response) { return response.ok ? response.text() : ""; })
      .then(function (html) {
        const fresh = new DOMParser().parseFromString(html, "text/html").querySelector("#eval-sources .eval-sources-list");
        const list = card.querySelector(".eval-sources-list");
        if (fresh && list) list.replaceWith(document.importNode(fresh, true));
      })
      .catch(function () { /* the stored list shows on the next visit */ });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
