/* JuryStream: follow one event stream over a websocket, in order, exactly once.
 *
 *   const sub = JuryStream.connect("court.42", {
 *     after: 0,                          // the last seq this page already rendered
 *     onEvent: (event) => {...},         // {stream, seq, type, payload, at}
 *     onStatus: (status) => {...},       // "connecting" | "live" | "reconnecting" | "forbidden" | "closed"
 *     onPresence: (count) => {...},      // optional: how many are following the stream (streams that count)
 *   });
 *   sub.close();
 *
 * Reconnects with exponential back-off and resumes after the last seq it saw; an
 * event with a seq it has already delivered is dropped, so nothing shows twice.
 * `JuryStream.statusInto(element, "● Live")` is an onStatus that shows the status in an element;
 * `JuryStream.headcountInto(element)` is an onPresence that shows "N people here" in one.
 */
(function () {
  "use strict";

  function connect(stream, options) {
    const opts = Object.assign({ after: 0, onEvent: function () {}, onStatus: function () {}, maxDelayMs: 10000 }, options || {});
    let lastSeq = Number(opts.after) || 0;
    let socket = null;
    let attempts = 0;
    let closed = false;
    let retryTimer = null;
    let pingTimer = null;

    function url() {
      const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
      return scheme + "//" + window.location.host + "/ws/streams/" + encodeURIComponent(stream) + "/?after=" + lastSeq +
        (opts.onPresence ? "&presence=1" : "");
    }

    function deliver(event) {
      if (typeof event.seq !== "number" || event.seq <= lastSeq) return;
      lastSeq = event.seq;
      try { opts.onEvent(event); } catch (err) { console.error("JuryStream handler failed", err); }
    }

    function open() {
      if (closed) return;
      opts.onStatus(attempts ? "reconnecting" : "connecting");
      socket = new WebSocket(url());
      socket.onopen = function () {
        attempts = 0;
        opts.onStatus("live");
        pingTimer = window.setInterval(function () {
          if (socket && socket.readyState === WebSocket.OPEN) socket.send("ping");
        }, 25000);
      };
      socket.onmessage = function (message) {
        let event;
        try { event = JSON.parse(message.data); } catch (err) { return; }
        if (event.type === "pong") return;
        if (event.type === "presence") {  // outside the sequence: no seq, nothing to replay
          if (opts.onPresence) { try { opts.onPresence(event.count); } catch (err) { console.error("JuryStream presence handler failed", err); } }
          return;
        }
        deliver(event);
      };
      socket.onclose = function (closeEvent) {
        window.clearInterval(pingTimer);
        socket = null;
        if (closed) return;
        if (closeEvent.code === 4403) { opts.onStatus("forbidden"); return; }
        attempts += 1;
        const delay = Math.min(opts.maxDelayMs, 500 * Math.pow(2, attempts - 1)) * (0.75 + Math.random() / 2);
        opts.onStatus("reconnecting");
        retryTimer = window.setTimeout(open, delay);
      };
    }

    open();
    return {
      get lastSeq() { return lastSeq; },
      close: function () {
        closed = true;
        window.clearTimeout(retryTimer);
        window.clearInterval(pingTimer);
        if (socket) socket.close(1000);
        opts.onStatus("closed");
      },
    };
  }

  /* Renders a connection status into an element with words, not just colour. */
  function statusText(status) {
    return { connecting: "Connecting…", live: "Live", reconnecting: "Reconnecting…", forbidden: "Not allowed to follow this stream", closed: "Disconnected" }[status] || status;
  }

  /* An onStatus handler writing the status into `element`; `live`, if given, is shown for "live" (e.g. "● Live"). */
  function statusInto(element, live) {
    return function (status) { element.textContent = status === "live" && live ? live : statusText(status); };
  }

  /* "1 person here" / "12 people here": a headcount in words. */
  function headcount(count) { return count === 1 ? "1 person here" : count + " people here"; }

  /* An onPresence handler showing the headcount in `element` (hidden until the first count; none on the page: no-op). */
  function headcountInto(element) {
    return function (count) {
      if (!element) return;
      element.hidden = false;
      element.textContent = headcount(count);
    };
  }

  window.JuryStream = {
    connect: connect, statusText: statusText, statusInto: statusInto, headcount: headcount, headcountInto: headcountInto,
  };
})();
