/* The live cost estimate's words, shared by the jury, audit, compare and tournament forms. */
(function () {
  "use strict";
  window.JuryEstimate = {
    usd: function (value) {
      return value === null ? "unknown" : "$" + (value < 0.01 ? value.toFixed(4) : value.toFixed(2));
    },
    // Replace the box's text with one line (muted: no figure, only why not).
    say: function (box, text, muted) {
      const line = document.createElement("span");
      line.className = muted ? "muted small" : "small";
      line.textContent = text;
      box.replaceChildren(line);
    },
    // The first thing the server refused in an error answer ({error, fields}), as the end of a sentence.
    firstProblem: function (data) {
      const fields = data.fields ? Object.values(data.fields) : [];
      const text = (fields.length && fields[0].length) ? fields[0][0] : (data.error || "the form is not complete.");
      return text.charAt(0).toLowerCase() + text.slice(1);
    },
    // POST `init` (headers, body) to the estimate endpoint and show its answer in `box`: a figure in the words
    // `describe(data)` gives it, a refusal as its first problem, a failed request as "not available".
    ask: function (box, url, init, describe) {
      const say = window.JuryEstimate.say;
      return fetch(url, Object.assign({ method: "POST" }, init))
        .then((r) => r.json().then((data) => ({ ok: r.ok, data: data })))
        .then(({ ok, data }) => {
          if (!ok) { say(box, "Estimated cost: " + window.JuryEstimate.firstProblem(data), true); return; }
          say(box, "Estimated cost: " + describe(data), false);
        })
        .catch(() => say(box, "Estimated cost: not available right now.", true));
    },
  };
})();
