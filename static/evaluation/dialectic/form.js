/* The audit form: add/remove documents, load an example, show the custom rubric editor when chosen. */
(function () {
  "use strict";
  const form = document.getElementById("audit-form");
  if (!form) return;
  const list = document.getElementById("documents");
  const presets = JSON.parse(document.getElementById("dlg-presets").textContent);
  const customField = document.getElementById("custom-rubric-field");
  const customText = document.getElementById("custom-rubric");

  function renumber() {
    const rows = list.querySelectorAll(".dlg-doc");
    rows.forEach(function (row, i) {
      const n = i + 1;
      row.querySelector(".dlg-doc-number").textContent = String(n);
      const name = row.querySelector("input[name=doc_name]");
      const text = row.querySelector("textarea[name=doc_text]");
      name.id = "doc-name-" + n; text.id = "doc-text-" + n;
      row.querySelector("label[for^=doc-name]").htmlFor = name.id;
      row.querySelector("label[for^=doc-text]").htmlFor = text.id;
      row.querySelector(".dlg-remove-doc").hidden = rows.length < 2;
    });
  }

  function addDocument(name, text) {
    const rows = list.querySelectorAll(".dlg-doc");
    const last = rows[rows.length - 1];
    const lastEmpty = last && !last.querySelector("input").value && !last.querySelector("textarea").value;
    const row = lastEmpty && (name || text) ? last : last.cloneNode(true);
    row.querySelector("input").value = name || "";
    row.querySelector("textarea").value = text || "";
    if (row !== last) list.appendChild(row);
    renumber();
    return row;
  }

  list.addEventListener("click", function (event) {
    const button = event.target.closest(".dlg-remove-doc");
    if (!button) return;
    button.closest(".dlg-doc").remove();
    renumber();
    list.querySelector("input[name=doc_name]").focus();
  });
  document.getElementById("add-document").addEventListener("click", function () {
    const row = addDocument("", "");
    row.querySelector("input").focus();
  });
  document.getElementById("load-example").addEventListener("click", function () {
    list.querySelectorAll(".dlg-doc").forEach(function (row, i) { if (i > 0) row.remove(); });
    const first = list.querySelector(".dlg-doc");
    first.querySelector("input").value = ""; first.querySelector("textarea").value = "";
    EXAMPLE.forEach(function (doc) { addDocument(doc.name, doc.text); });
    const codeReview = form.querySelector("input[name=rubric_choice][value=code-review]");
    if (codeReview) { codeReview.checked = true; syncRubric(); }
  });

  function selectedPreset() {
    const checked = form.querySelector("input[name=rubric_choice]:checked");
    return checked ? checked.value : "";
  }
  function syncRubric() { customField.hidden = selectedPreset() !== "custom"; }
  form.querySelectorAll("input[name=rubric_choice]").forEach(function (radio) { radio.addEventListener("change", syncRubric); });
  document.getElementById("copy-preset").addEventListener("click", function () {
    const current = presets.find(function (p) { return p.slug === selectedPreset(); }) || presets[0];
    if (current) customText.value = JSON.stringify(current.criteria, null, 2);
  });
  syncRubric();
  renumber();

  // Code given (an archive, source files or a repository): the code-review rubric, unless the user chose one.
  // A design document alone keeps the form's default (the first preset).
  const fileInput = document.getElementById("id_files");
  const repoInput = document.getElementById("id_repository_url");
  const rubricHint = document.getElementById("rubric-hint");
  const defaultRubric = selectedPreset();
  let rubricChosen = false;
  const CODE_FILE = /\.(zip|tar\.gz|tgz|py|js|mjs|jsx|ts|tsx|go|rs|java|c|h|cc|cpp|hpp|rb|php|cs|kt|swift|sh|sql)$/i;
  form.querySelectorAll("input[name=rubric_choice]").forEach(function (radio) {
    radio.addEventListener("change", function (event) { if (event.isTrusted) { rubricChosen = true; rubricHint.textContent = ""; } });
  });
  function givesCode() {
    const files = Array.from((fileInput && fileInput.files) || []);
    return files.some(function (f) { return CODE_FILE.test(f.name); }) || !!(repoInput && repoInput.value.trim());
  }
  function suggestRubric() {
    if (rubricChosen) return;
    const code = givesCode();
    const want = code ? "code-review" : defaultRubric;
    const radio = form.querySelector('input[name=rubric_choice][value="' + want + '"]');
    if (!radio || radio.checked) return;
    radio.checked = true;
    syncRubric();
    rubricHint.textContent = code ? "Code review is chosen for the code you gave; pick another rubric if you prefer." : "";
  }
  if (fileInput) fileInput.addEventListener("change", suggestRubric);
  if (repoInput) repoInput.addEventListener("input", suggestRubric);

  // The audit's cost before it starts: the form (files included) is read by the server exactly as a submit
  // reads it, and priced from the judges' list prices (evaluation/dialectic/estimate.py).
  const estimateBox = document.getElementById("cost-estimate");
  let pending = null;
  let asked = 0;
  const usd = window.JuryEstimate.usd;
  function say(text, muted) { window.JuryEstimate.say(estimateBox, text, muted); }
  function showEstimate(data) {
    const what = "Estimated cost of auditing " + data.documents + " document" + (data.documents === 1 ? "" : "s") +
      " on " + data.criteria + " criteria × 3 judges: ";
    let text;
    if (data.offlineMock) {
      text = what + "$0 — no model key is set, so the offline mock model answers.";
    } else if (data.aboutUsd === null) {
      text = what + "unknown — no price data for " + data.unpricedModels.join(", ") + ".";
    } else {
      text = what + "about " + usd(data.aboutUsd) + " (at most " + usd(data.upToUsd) +
        " if every criterion is argued twice; " + data.tokensUpTo.toLocaleString() +
        " tokens at most), from the judges' list prices.";
    }
    if (data.notCounted.length) text += " The web page or repository is fetched when the audit starts and is not counted.";
    say(text, false);
  }
  const firstProblem = window.JuryEstimate.firstProblem;
  // One request at a time: edits made while one is out are estimated once it is back (a large audit's
  // evidence takes the server seconds to read; a typist must not queue one request per pause).
  let inFlight = false;
  let dirty = false;
  function estimate() {
    if (inFlight) { dirty = true; return; }
    inFlight = true;
    const ticket = ++asked;
    fetch(estimateBox.dataset.url, {method: "POST", credentials: "same-origin", body: new FormData(form)})
      .then(function (r) { return r.json().then(function (data) { return {ok: r.ok, data: data}; }); })
      .then(function (answer) {
        if (ticket !== asked || dirty) return;
        if (answer.ok) showEstimate(answer.data);
        else say("Estimated cost: not yet — " + firstProblem(answer.data), true);
      })
      .catch(function () {})
      .finally(function () {
        inFlight = false;
        if (dirty) { dirty = false; estimate(); }
      });
  }
  function later() {
    clearTimeout(pending);
    pending = setTimeout(estimate, 500);
  }
  form.addEventListener("input", later);
  form.addEventListener("change", later);
  list.addEventListener("click", later);
  document.getElementById("load-example").addEventListener("click", later);
  estimate();

  const EXAMPLE = [
    { name: "docs/design.md", text: [
      "# Report export service", "",
      "## Problem", "Customers wait hours for monthly reports. The export service will produce them in under a minute.", "",
      "## Architecture",
      "The API enqueues an export job. A worker in `src/exporter.py` renders the report and stores it in S3.",
      "Configuration lives in `config/export.yaml`. The worker retries failed jobs three times.", "",
      "## Security", "All inputs are validated before use. Credentials are never stored in code.", "",
      "## Testing", "We will add tests later.", ""].join("\n") },
    { name: "src/exporter.py", text: [
      "import os", "import subprocess", "", "S3_SECRET_KEY = \"AKIAEXAMPLEKEY0000000\"", "", "",
      "class Exporter:", "    \"\"\"Renders one customer's monthly report.\"\"\"", "",
      "    def render(self, template, values):", "        return eval(template.format(**values))", "",
      "    def upload(self, path):", "        subprocess.run(f\"aws s3 cp {path} s3://reports/\", shell=True)", "",
      "", "def retry(job, times=3):", "    for _ in range(times):", "        try:", "            return job()",
      "        except Exception:", "            pass", ""].join("\n") },
  ];
})();
