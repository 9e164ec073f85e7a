"""The views' OpenAPI annotations wait for the first schema (juryrigged/core/openapi.py); two schemas asked for at
once must both see every annotation applied, not one of them while the other is still applying the last."""

import threading
import time

import drf_spectacular.utils

from juryrigged.core import openapi


class View:  # a class view: annotate() applies drf-spectacular's decorator to it as it is
    pass


def test_a_second_caller_returns_only_once_the_last_annotation_is_applied(monkeypatch):
    # given one noted annotation whose application takes a while
    applied = []

    def slow_extend_schema(**_kwargs):
        def apply(view):
            time.sleep(0.5)
            applied.append(view)
            return view
        return apply

    monkeypatch.setattr(drf_spectacular.utils, "extend_schema", slow_extend_schema)
    monkeypatch.setattr(openapi, "_pending", [(View, {}, False)])
    # when one caller is applying it and another asks for the annotations meanwhile
    first = threading.Thread(target=openapi.annotate)
    first.start()
    time.sleep(0.1)
    openapi.annotate()
    # then the second returns only after the annotation is applied
    assert applied == [View]
    first.join()
    assert openapi.pending() == 0
