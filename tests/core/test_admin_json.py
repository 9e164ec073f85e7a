"""JSON fields on every admin detail page are readable: pretty-printed, read-only, the raw text folded below
(juryrigged/core/admin_json.py); the ones staff author stay editable, indented."""

import html as htmllib
import json
import re

import pytest
from django.contrib import admin

from juryrigged.core.admin_json import ReadableJSONMixin, json_fields
from juryrigged.realtime.models import StreamEvent

pytestmark = pytest.mark.django_db
PRODUCTS = ("courtroom", "evaluation", "game", "llm", "realtime")


def admins_with_json():
    for model, model_admin in admin.site._registry.items():
        if model._meta.app_label not in PRODUCTS:
            continue
        yield model, model_admin
        for inline in model_admin.inlines:
            yield inline.model, inline


def test_every_product_admin_and_inline_with_a_json_field_uses_the_mixin():
    # given every admin (and inline) of the products whose model has a JSONField
    found = [(model, each) for model, each in admins_with_json() if json_fields(model)]
    assert len(found) >= 15  # sessions, turns, messages, stages, batches, games, events, LLM calls...
    # then each shows them through the mixin, and the authored ones it names exist
    for model, each in found:
        assert isinstance(each, ReadableJSONMixin) or issubclass(each, ReadableJSONMixin), each
        assert set(each.editable_json) <= set(json_fields(model)), each


def test_a_json_field_is_shown_indented_escaped_and_read_only_with_the_raw_text_folded(admin_client):
    # given a stored event whose payload nests and carries markup
    payload = {"speaker": "<b>Mux</b>", "scores": {"accuracy": 4, "clarity": 5}, "tags": ["a", "b"]}
    event = StreamEvent.objects.create(stream="court.1", seq=1, type="turn", payload=payload)
    # when staff open its detail page
    html = admin_client.get(f"/admin/realtime/streamevent/{event.pk}/change/").content.decode()
    # then the payload is indented one key per line, escaped, under its own label
    pretty = re.search(r'<pre class="readable-json-pretty" tabindex="0">(.*?)</pre>', html, re.S).group(1)
    # (PostgreSQL's jsonb stores keys in its own order: the page shows them as stored)
    assert '\n  "scores": {\n' in htmllib.unescape(pretty) and '\n    "accuracy": 4' in htmllib.unescape(pretty)
    assert "&lt;b&gt;Mux&lt;/b&gt;" in pretty and "<b>Mux</b>" not in html
    # and the compact stored text is there, folded
    event.refresh_from_db()
    raw = htmllib.escape(json.dumps(event.payload, separators=(",", ":")), quote=True)
    assert re.search(r'<details class="readable-json-raw"><summary>Raw JSON \(\d+ characters\)</summary>', html)
    assert raw in html
    assert "<textarea" not in html
