"""Tournaments through the evaluation API: scheduled pairs, ratings, the jurors judged, cancel, exports."""

import io
import json
import re
from decimal import Decimal

import pytest
from sklearn.metrics import cohen_kappa_score

from evaluation.batch.models import Batch
from evaluation.compare.schedule import budget
from evaluation.compare.tournament.report import comparisons_of
from evaluation.models import Message
from evaluation.runs import run_dispatch
from tests.evaluation.compare.support import FOREMAN, JURORS, answer

pytestmark = pytest.mark.django_db

STRENGTH = {"model-d": 6, "model-b": 5, "model-f": 4, "model-a": 3, "model-e": 2, "model-c": 1}  # the known order


def _items(count=12):
    items = []
    for i in range(count):
        candidates = {name: f"Answer {i} by {name} (quality {q})" for name, q in STRENGTH.items()}
        # people prefer the stronger of a few pairs, and once the weaker one
        preferences = [{"a": "model-d", "b": "model-c", "winner": "a"}, {"a": "model-b", "b": "model-f", "winner": "a"},
                       {"a": "model-a", "b": "model-e", "winner": "b" if i == 0 else "a"}]
        items.append({"prompt": f"Question {i}?", "candidates": candidates, "preferences": preferences})
    return items


def _body(**config):
    return {"mode": "tournament", "question": "Six models",
            "modeConfig": {"items": _items(), "jurorModels": list(JURORS), **config}}


def _quality(prompt, n):
    return int(re.search(rf"RESPONSE {n}:\n<<<\n.*?\(quality (\d)\)", prompt, re.DOTALL).group(1))


class Judges:
    """Fair jurors pick the higher quality in any order; `positional` always says "first"."""

    def __init__(self, provider, positional=None):
        self.positional = positional
        provider.default = self.reply

    def reply(self, request):
        prompt = request.messages[-1]["content"]
        if request.model == self.positional:
            return answer([("overall", "first")])
        return answer([("overall", "first" if _quality(prompt, 1) > _quality(prompt, 2) else "second")])


def _start(api, body):
    response = api.post("/api/evaluations", body, format="json")
    assert response.status_code == 202, response.json()
    return Message.objects.get(pk=response.json()["messageId"])


def test_a_tournament_started_through_the_evaluation_api_is_a_batch_in_the_one_list(api, user, client):
    # given a tournament asked of the evaluation API
    response = api.post("/api/evaluations", _body(budgetUsd="3"), format="json")
    # then it started the same tournament batch the batch API starts, with its run, in the user's one list
    assert response.status_code == 202, response.json()
    started = response.json()
    batch = Batch.objects.get(pk=started["batch"]["batchId"])
    run = Message.objects.get(pk=started["messageId"])
    assert (batch.mode, batch.name, batch.total, batch.budget_usd) == ("tournament", "Six models", 1, Decimal(3))
    assert batch.items.get().message_id == run.pk and run.config["batch"] == str(batch.pk)
    assert run.mode == "tournament" and Decimal(run.config["modeConfig"]["budgetUsd"]) == 3
    assert [b["id"] for b in api.get("/api/batches").json()["results"]] == [str(batch.pk)]
    client.force_login(user)
    assert started["batch"]["page"] in client.get("/evaluate/batches/").content.decode()


def test_a_tournament_ranks_the_known_order_with_under_a_third_of_the_pairs(api, scripted_llm):
    # given
    Judges(scripted_llm, positional=JURORS[2])
    run = _start(api, _body())
    # when
    run_dispatch(message_id=run.pk)
    # then
    run.refresh_from_db()
    assert run.status == "complete", run.error
    result = api.get(f"/api/evaluations/{run.pk}").json()
    order = [r["candidate"] for r in result["report"]["ratings"]["ratings"]]
    assert order == sorted(STRENGTH, key=lambda n: -STRENGTH[n])
    assert run.verdict == "model-d"
    candidates = {i["id"]: list(i["candidates"]) for i in run.config["modeConfig"]["items"]}
    assert result["judged"] <= budget(candidates) <= result["allPairs"] * 0.3
    assert len(scripted_llm.requests) == result["judged"] * 2 * len(JURORS)
    # every pair judged once per item
    keys = [(m["item"], frozenset((m["a"], m["b"]))) for m in result["matches"]]
    assert len(keys) == len(set(keys))
    # the positional juror is named, the fair ones are not
    named = {b["juror"]: b["biased"] for b in result["report"]["positionBias"]}
    assert named == {JURORS[0]: False, JURORS[1]: False, JURORS[2]: True}


def test_agreement_with_people_matches_an_independent_computation(api, scripted_llm):
    Judges(scripted_llm, positional=JURORS[2])
    run = _start(api, _body())
    run_dispatch(message_id=run.pk)
    result = api.get(f"/api/evaluations/{run.pk}").json()
    people = result["report"]["people"]
    labelled = [m for m in result["matches"] if m["human"]]
    assert people["labelled"] == len(labelled) > 0
    # people's preference is stored as the letter of the candidate they preferred, whichever was shown first
    for m in labelled:
        preferred = m["a"] if m["human"] == "A" else m["b"]
        weaker_won = m["item"] == "item-1" and {m["a"], m["b"]} == {"model-a", "model-e"}
        assert preferred == (min if weaker_won else max)((m["a"], m["b"]), key=STRENGTH.get)
    pairs = [(m["human"], m["panel"]) for m in labelled]
    assert people["panel"]["accuracy"]["value"] == pytest.approx(sum(t == g for t, g in pairs) / len(pairs), abs=1e-4)
    for row in people["jurors"]:
        votes = [(m["human"], m["jurors"][row["juror"]]["outcome"]) for m in labelled]
        truth, guess = zip(*votes, strict=True)
        if len(set(truth) | set(guess)) > 1:
            assert row["kappa"]["value"] == pytest.approx(cohen_kappa_score(truth, guess), abs=1e-4)


def test_a_csv_file_starts_a_tournament_batch_and_a_bad_one_is_refused_by_line(
        client, user, django_capture_on_commit_callbacks):
    client.force_login(user)
    good = "prompt,model-a,model-b,model-c\nQ1?,one,two,three\nQ2?,uno,dos,tres\n"
    with django_capture_on_commit_callbacks(execute=False):
        started = client.post("/evaluate/batches/", {"mode": "tournament", "name": "Three", "jurorModels": JURORS,
                                                      "dimensions": ["accuracy"], "file": _upload("t.csv", good)})
    assert started.status_code == 302
    batch = Batch.objects.get(mode="tournament")
    assert started["Location"] == f"/evaluate/batches/{batch.pk}/"
    assert batch.config["dimensions"] == ["accuracy"] and batch.total == 1
    assert [len(i["candidates"]) for i in batch.items.get().metadata["items"]] == [3, 3]
    bad = "prompt,model-a,model-b\nQ1?,one,\n"
    refused = client.post("/evaluate/batches/", {"mode": "tournament", "jurorModels": JURORS,
                                                 "file": _upload("t.csv", bad)})
    assert refused.status_code == 400
    assert "line 2: at least two candidates with an answer" in refused.content.decode()
    # the old form's address leads to the batch page, tournament chosen
    moved = client.get("/evaluate/tournaments/new/")
    assert moved.status_code == 302 and moved["Location"] == "/evaluate/batches/?mode=tournament"
    assert 'value="tournament" checked' in client.get(moved["Location"]).content.decode()


def _upload(name, text):
    data = io.BytesIO(text.encode())
    data.name = name
    return data


def test_the_estimate_prices_the_schedules_pairs(api):
    response = api.post("/api/evaluations/estimate", _body(), format="json")
    assert response.status_code == 200
    body = response.json()
    assert body["allPairs"] == 12 * 15
    assert body["pairs"] == 54  # 30 % of 180
    assert body["calls"] == 54 * 2 * 3


def test_cancelling_stops_the_tournament_and_keeps_what_it_judged(api, scripted_llm):
    Judges(scripted_llm)
    run = _start(api, _body(budgetUsd=2))
    response = api.post(f"/api/evaluations/{run.pk}/cancel")
    assert response.status_code == 200
    run.refresh_from_db()
    assert run.status == "failed" and run.error.startswith("Cancelled by its owner")
    run_dispatch(message_id=run.pk)  # a worker that picks it up afterwards does nothing
    assert scripted_llm.requests == []
    assert api.post(f"/api/evaluations/{run.pk}/cancel").status_code == 400


def test_the_budget_and_the_exports(api, scripted_llm):
    Judges(scripted_llm)
    run = _start(api, _body(budgetUsd="2.50"))
    run_dispatch(message_id=run.pk)
    run.refresh_from_db()
    assert str(run.budget_usd) == "2.50"
    lines = api.get(f"/api/evaluations/{run.pk}/export?as=csv").content.decode().strip().splitlines()
    assert lines[0].startswith("item,a,b,winner,agreement,people,juror:")
    assert len(lines) == 1 + run.stages.filter(stage_type="match").count()
    rows = [json.loads(x) for x in api.get(f"/api/evaluations/{run.pk}/export?as=jsonl").content.decode().splitlines()]
    assert {r["winner"] for r in rows} <= {"A", "B", "tie"}
    markdown = api.get(f"/api/evaluations/{run.pk}/export?as=md").content.decode()
    assert "| 1 | model-d |" in markdown


def test_it_answers_400_with_every_field_error(api):
    body = {"mode": "tournament", "modeConfig": {"items": [{"prompt": "x", "candidates": {"a": "1"}}],
                                                 "jurorModels": ["m"], "budgetUsd": -1}}
    response = api.post("/api/evaluations", body, format="json")
    assert response.status_code == 400
    assert set(response.json()["fields"]) == {"modeConfig.items", "modeConfig.jurorModels", "modeConfig.budgetUsd"}


def test_the_page_shows_ratings_matrix_and_jurors(client, user, api, scripted_llm):
    Judges(scripted_llm, positional=JURORS[2])
    run = _start(api, _body())
    run_dispatch(message_id=run.pk)
    client.force_login(user)
    html = client.get(f"/evaluate/{run.pk}/").content.decode()
    assert "chart-ratings" in html and "win-matrix" in html and "tournament-state" in html
    assert FOREMAN  # (the foreman is not used by tournaments)


def test_a_tournament_cancelled_while_it_runs_stops_after_the_pair_in_hand(api, scripted_llm, monkeypatch):
    # given: the owner cancels once three pairs are judged
    from evaluation.compare.tournament import services

    Judges(scripted_llm)
    run = _start(api, _body())
    store = services._match_store

    def store_then_cancel(message, *args):
        stage = store(message, *args)
        if message.stages.filter(stage_type="match").count() == 3:
            api.post(f"/api/evaluations/{message.pk}/cancel")
        return stage

    monkeypatch.setattr(services, "_match_store", store_then_cancel)
    # when
    run_dispatch(message_id=run.pk)
    # then: no pair is stored after the cancel, and what was judged is kept and readable
    run.refresh_from_db()
    assert run.status == "failed" and run.error.startswith("Cancelled by its owner")
    assert run.stages.filter(stage_type="match").count() == 3
    result = api.get(f"/api/evaluations/{run.pk}").json()
    assert result["judged"] == 3 and result["report"]["decided"] == 3


class DimensionJudges:
    """Accuracy follows the known quality; clarity the reverse (so the two rankings differ); the third juror
    says "tie" on clarity, so the panel's clarity agreement is 2 of 3."""

    def __init__(self, provider):
        provider.default = self.reply

    def reply(self, request):
        prompt = request.messages[-1]["content"]
        better = _quality(prompt, 1) > _quality(prompt, 2)
        clarity = "tie" if request.model == JURORS[2] else ("second" if better else "first")
        return answer([("accuracy", "first" if better else "second"), ("clarity", clarity),
                       ("overall", "first" if better else "second")])


def test_each_dimension_is_kept_per_pair_and_rated_on_its_own(client, user, api, scripted_llm):
    # given: jurors for whom accuracy and clarity rank the candidates in opposite orders
    DimensionJudges(scripted_llm)
    run = _start(api, _body(dimensions=["accuracy", "clarity"]))
    # when
    run_dispatch(message_id=run.pk)
    # then: every pair keeps the panel's winner per dimension with its agreement
    result = api.get(f"/api/evaluations/{run.pk}").json()
    for m in result["matches"]:
        stronger = "A" if STRENGTH[m["a"]] > STRENGTH[m["b"]] else "B"
        assert m["dimensions"]["accuracy"] == {"panel": stronger, "agreement": 1.0, "jurors": m["dimensions"][
            "accuracy"]["jurors"]}
        assert m["dimensions"]["clarity"]["panel"] == ("B" if stronger == "A" else "A")
        assert m["dimensions"]["clarity"]["agreement"] == pytest.approx(2 / 3)
        assert m["dimensions"]["clarity"]["jurors"][JURORS[2]]["outcome"] == "tie"
    dimensions = result["report"]["dimensions"]
    known = sorted(STRENGTH, key=lambda n: -STRENGTH[n])
    assert [r["candidate"] for r in dimensions["accuracy"]["ratings"]["ratings"]] == known
    assert [r["candidate"] for r in dimensions["clarity"]["ratings"]["ratings"]] == known[::-1]
    assert dimensions["clarity"]["agreement"] == pytest.approx(2 / 3, abs=1e-4)
    # win rate: the strongest wins every accuracy pair it had, and loses every clarity pair
    assert dimensions["accuracy"]["winRate"]["model-d"]["value"] == 1.0
    assert dimensions["clarity"]["winRate"]["model-d"]["value"] == 0.0
    assert dimensions["accuracy"]["winRate"]["model-d"]["n"] > 0
    # the exports carry them
    header = api.get(f"/api/evaluations/{run.pk}/export?as=csv").content.decode().splitlines()[0].split(",")
    assert {"accuracy:winner", "accuracy:agreement", "clarity:winner", "clarity:agreement"} <= set(header)
    markdown = api.get(f"/api/evaluations/{run.pk}/export?as=md").content.decode()
    assert "### Clarity" in markdown and "| 1 | model-c |" in markdown.split("### Clarity")[1]
    # and the page shows a table per dimension
    client.force_login(user)
    html = client.get(f"/evaluate/{run.pk}/").content.decode()
    assert 'data-dimension="accuracy"' in html and 'data-dimension="clarity"' in html


class GradingJudges:
    """Fair jurors that grade as Arena-Hard-Auto's judges write it: "[[1>>2]]" when the gap in quality is 3 or
    more, "[[1>2]]" otherwise (and the second response the same way)."""

    def __init__(self, provider):
        provider.default = self.reply

    def reply(self, request):
        prompt = request.messages[-1]["content"]
        first, second = _quality(prompt, 1), _quality(prompt, 2)
        sign = ">>" if abs(first - second) >= 3 else ">"
        better = f"[[1{sign}2]]" if first > second else f"[[2{sign}1]]"
        return json.dumps({"verdicts": [{"dimension": "overall", "better": better, "reason": "because"}],
                           "summary": "A summary."})


def test_a_graded_preference_is_stored_per_juror_and_counted_more_by_the_ratings(api, scripted_llm):
    # given jurors that say "much better" when the qualities are 3 or more apart
    GradingJudges(scripted_llm)
    run = _start(api, _body())
    # when
    run_dispatch(message_id=run.pk)
    # then each juror's verdict keeps how many of its orders said much better, as its answers did
    result = api.get(f"/api/evaluations/{run.pk}").json()
    assert result["status"] == "complete"
    for m in result["matches"]:
        far = abs(STRENGTH[m["a"]] - STRENGTH[m["b"]]) >= 3
        assert {v["strong"] for v in m["jurors"].values()} == {2 if far else 0}, m
    assert any(abs(STRENGTH[m["a"]] - STRENGTH[m["b"]]) >= 3 for m in result["matches"])
    # and the ratings count a strong win three times a slight one (Arena-Hard's weighting)
    rows = comparisons_of(result["matches"])
    assert sorted({c.weight for c in rows}) in ([3.0, 9.0], [9.0])
    order = [r["candidate"] for r in result["report"]["ratings"]["ratings"]]
    assert order == sorted(STRENGTH, key=lambda n: -STRENGTH[n])


class WordyJudges:
    """Two fair jurors pick the higher quality; `JURORS[2]` picks the longer response whatever it says."""

    def __init__(self, provider):
        provider.default = self.reply

    def reply(self, request):
        prompt = request.messages[-1]["content"]
        if request.model == JURORS[2]:
            first, second = (len(re.search(rf"RESPONSE {n}:\n<<<\n(.*?)\n>>>", prompt, re.DOTALL).group(1))
                             for n in (1, 2))
            return answer([("overall", "first" if first > second else "second")])
        return answer([("overall", "first" if _quality(prompt, 1) > _quality(prompt, 2) else "second")])


def _wordy_items():
    """The weaker half writes longer answers, by how much varying from item to item."""
    items = _items()
    for i, item in enumerate(items):
        for name, quality in STRENGTH.items():
            if quality <= 3:
                item["candidates"][name] += " And more." * (5 + 7 * ((i + quality) % 4))
    return items


def test_a_juror_that_picks_the_longer_answer_weighs_little_and_is_reported_on_the_page_and_export(
        api, client, user, scripted_llm):
    # given: a juror that always prefers the longer answer, and the weaker candidates write longer ones
    WordyJudges(scripted_llm)
    run = _start(api, {**_body(), "modeConfig": {"items": _wordy_items(), "jurorModels": list(JURORS)}})
    # when
    run_dispatch(message_id=run.pk)
    # then: the known order, and the report's juror terms give it the least weight and a length preference
    result = api.get(f"/api/evaluations/{run.pk}").json()
    assert result["status"] == "complete", result["error"]
    ratings = result["report"]["ratings"]
    assert [r["candidate"] for r in ratings["ratings"]] == sorted(STRENGTH, key=lambda n: -STRENGTH[n])
    terms = {t["juror"]: t for t in ratings["jurors"]}
    fair = min(terms[JURORS[0]]["discrimination"], terms[JURORS[1]]["discrimination"])
    assert terms[JURORS[2]]["discrimination"] < fair / 2
    assert terms[JURORS[2]]["lengthPreferenceCi"][0] > 0
    assert terms[JURORS[2]]["lengthPreference"] > max(terms[JURORS[0]]["lengthPreference"],
                                                      terms[JURORS[1]]["lengthPreference"])
    # the page has the columns (its script fills them from the same report) and the Markdown export the figures
    client.force_login(user)
    html = client.get(f"/evaluate/{run.pk}/").content.decode()
    assert "Weight in the ratings" in html and '"discrimination"' in html
    markdown = api.get(f"/api/evaluations/{run.pk}/export?as=md").content.decode()
    assert f"| {JURORS[2]} | {terms[JURORS[2]]['discrimination']:.2f}" in markdown


def test_the_schedule_plans_on_the_same_fit_as_the_ratings(api, scripted_llm, monkeypatch):
    # given: a field large enough to be scheduled, and the juror-terms fit watched
    from evaluation.compare import juror_model

    seen = []
    kept = juror_model.estimate

    def watched(verdicts, names):
        seen.append({v.juror for v in verdicts})
        return kept(verdicts, names)

    monkeypatch.setattr(juror_model, "estimate", watched)
    WordyJudges(scripted_llm)
    run = _start(api, {**_body(), "modeConfig": {"items": _wordy_items(), "jurorModels": list(JURORS)}})
    # when
    run_dispatch(message_id=run.pk)
    # then: every block after the first was planned on every juror's verdicts under the juror-terms fit
    blocks = run.stages.filter(stage_type="tournament_block").count()
    assert blocks > 1 and len(seen) == blocks - 1
    assert all(jurors == set(JURORS) for jurors in seen)
