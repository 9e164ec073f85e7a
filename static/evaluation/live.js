/* What the live result pages share (jury, compare, tournament, audit): building elements, the stage steps,
 * the usage line, and following a run's stream once its stored state is drawn. Loaded before each page's
 * own script; stream.js (JuryStream) loads at the end of the body, so `follow` is called from `ready`. */
window.EvalLive = (function () {
  "use strict";

  // An element with attributes (`text`: its text; `html`: server-sanitized HTML only; `class`) and children.
  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([key, value]) => {
      if (value === null || value === undefined || value === false) return;
      if (key === "text") node.textContent = value;
      else if (key === "html") node.innerHTML = value;
      else if (key === "class") node.className = value;
      else node.setAttribute(key, value === true ? "" : value);
    });
    (children || []).forEach((child) => {
      if (child === null || child === undefined || child === false || child === "") return;
      node.appendChild(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : child);
    });
    return node;
  }

  // setStep(step, status) over the page's `.jury-steps`: a stage that starts or ends means every earlier one
  // has ended (events before the page loaded are not replayed).
  function steps(names) {
    return function setStep(step, status) {
      names.slice(0, names.indexOf(step)).forEach((earlier) => {
        const li = document.querySelector('.jury-steps [data-step="' + earlier + '"]');
        if (li) li.dataset.status = "done";
      });
      const li = document.querySelector('.jury-steps [data-step="' + step + '"]');
      if (li) li.dataset.status = status;
    };
  }

  function failSteps() {
    document.querySelectorAll('.jury-steps li:not([data-status="done"])').forEach((li) => { li.dataset.status = "failed"; });
  }

  function dollars(value) {
    return value === null || value === undefined ? "cost unknown" : "$" + Number(value).toFixed(4);
  }

  // "12 model calls · 3,400 tokens · $0.0123 total cost" (null before any call).
  function usageText(usage) {
    if (!usage || !usage.calls) return null;
    const tokens = (usage.promptTokens || 0) + (usage.completionTokens || 0);
    return usage.calls + " model calls · " + tokens.toLocaleString() + " tokens · " +
      (usage.costUsd === null || usage.costUsd === undefined ? "cost unknown" : dollars(usage.costUsd) + " total cost");
  }

  // After the stored state is drawn: an ended run says so; a running one is followed on its stream from
  // where the stored state stopped. `words`: {done, failed, pending, running}; returns the subscription or null.
  function follow(state, words, handlers) {
    if (state.status === "complete") { handlers.setStatus(words.done); return null; }
    if (state.status === "failed") { handlers.renderError(state.error || words.failed); return null; }
    handlers.setStatus(state.status === "pending" ? words.pending : words.running);
    return JuryStream.connect(state.stream, {
      after: state.lastSeq,
      onEvent: handlers.onEvent,
      onStatus: JuryStream.statusInto(document.getElementById("connection-status"), "● Live"),
    });
  }

  function ready(start) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  }

  return { el, steps, failSteps, dollars, usageText, follow, ready };
})();
