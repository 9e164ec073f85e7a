"""What the reader took from an answer's JSON block is on the card; it is not shown again as prose
(issue 29: a juror's recommendations held a fenced {"scores": …} block, the foreman's report ended
with {"finalVerdict": "REJECT"})."""

import pytest

from evaluation.jury.page_state import jury_state
from evaluation.jury.parsing import parse_foreman, parse_juror, prose
from evaluation.jury.results import load_result
from evaluation.runs import run_dispatch
from tests.evaluation.conftest import SPEC_MODELS, start

JUROR = """## Juror Assessment

The documentation is concise and mostly correct.

### Recommendations

Document the error responses, and add an example request with its response body.

```json
{"scores": {"accuracy": 8, "completeness": 6, "clarity": 9, "relevance": 8, "actionability": 7}, "verdict": "REVISE"}
```
"""

FOREMAN = """## Jury Verdict Report

### Key Strengths
- Concise and correct

### Dissenting Opinions
One juror would approve it as it stands.

{"finalVerdict": "REJECT"}
"""


def test_a_jurors_recommendations_do_not_include_its_json_block():
    # when
    parsed = parse_juror(JUROR)
    # then the block was read, and it is not a recommendation
    assert parsed.scores == {"accuracy": 8, "completeness": 6, "clarity": 9, "relevance": 8, "actionability": 7}
    assert parsed.verdict == "REVISE"
    assert parsed.recommendations == [
        "Document the error responses, and add an example request with its response body."]
    assert "{" not in prose(JUROR)


def test_the_foremans_sections_and_report_do_not_include_its_json_block():
    parsed = parse_foreman(FOREMAN)
    assert parsed.stated_verdict == "REJECT"
    assert parsed.dissenting_opinions == ["One juror would approve it as it stands."]
    assert "finalVerdict" not in prose(FOREMAN)
    assert prose(FOREMAN).endswith("One juror would approve it as it stands.")


@pytest.mark.django_db
def test_the_result_page_shows_neither_block(client, user, jury):
    # given a run whose jurors and foreman end with their JSON blocks
    for model in SPEC_MODELS:
        jury.jurors[model] = JUROR
    jury.foreman = FOREMAN
    run = start(user)
    run_dispatch(message_id=run.pk)
    client.force_login(user)
    # when the page's state is built and a juror's full text is opened
    state = jury_state(run, load_result(run), 0)
    juror_html = client.get(f"/evaluate/{run.pk}/jurors/0/").content.decode()
    # then
    assert "finalVerdict" not in state["foreman"]["metadata"]["reportHtml"]
    assert "One juror would approve it" in state["foreman"]["metadata"]["reportHtml"]
    assert '"scores"' not in juror_html and "&quot;scores&quot;" not in juror_html
    assert "Document the error responses" in juror_html
    assert state["jurors"][0]["data"]["recommendations"] == [
        "Document the error responses, and add an example request with its response body."]
