/* Replay a case's timeline: reveal its events one by one (or all at once). */
(function () {
  "use strict";
  const list = document.getElementById("timeline");
  const controls = document.querySelector(".replay-controls");
  if (!list || !controls) return;
  const items = Array.from(list.children);
  const pos = document.getElementById("replay-pos");
  let shown = items.length;
  let timer = null;
  controls.hidden = false;

  function show(count) {
    shown = Math.max(0, Math.min(items.length, count));
    items.forEach((item, i) => { item.hidden = i >= shown; item.classList.toggle("current", i === shown - 1); });
    pos.textContent = `${shown} / ${items.length}`;
    const current = items[shown - 1];
    if (current) current.scrollIntoView({ block: "nearest" });
  }
  function stop() { window.clearInterval(timer); timer = null; controls.querySelector("[data-replay=play]").textContent = "Play"; }
  controls.addEventListener("click", (event) => {
    const action = event.target.dataset.replay;
    if (!action) return;
    if (action === "start") { stop(); show(1); }
    if (action === "prev") { stop(); show(shown - 1); }
    if (action === "next") { stop(); show(shown + 1); }
    if (action === "all") { stop(); show(items.length); }
    if (action === "play") {
      if (timer) { stop(); return; }
      if (shown >= items.length) show(0);
      event.target.textContent = "Pause";
      timer = window.setInterval(() => { if (shown >= items.length) stop(); else show(shown + 1); }, 900);
    }
  });
  show(items.length);
})();
