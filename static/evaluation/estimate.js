/* The live cost estimate's words, shared by the jury form and the audit form. */
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
  };
})();
