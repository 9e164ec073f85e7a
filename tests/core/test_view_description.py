"""The browsable API's view descriptions: rendered from Markdown as DRF renders them, though a web process starts
without Markdown (juryrigged/core/descriptions.py, issue 28)."""

import pytest
from rest_framework import compat
from rest_framework.views import APIView, get_view_description

from juryrigged.core.descriptions import view_description


class Documented(APIView):
    """Casts a vote.

    # The rules
    One vote per voter per poll; a second *replaces* the first.

    - `choice`: one of the poll's options
    - [the spec](https://example.com/spec)
    """


class Undocumented(APIView):
    pass


@pytest.mark.parametrize("view", [Documented, Undocumented])
def test_a_view_is_described_as_drf_describes_it_with_markdown(view):
    # given DRF with Markdown loaded when it was imported (as in a test process and the worker)
    assert compat.apply_markdown is not None
    # when the view is described, as text and as HTML
    # then it reads exactly as DRF's own description, Markdown rendered alike (headers from <h2>)
    assert view_description(view(), html=False) == get_view_description(view(), html=False)
    assert view_description(view(), html=True) == get_view_description(view(), html=True)


def test_the_html_description_is_markdown_rendered():
    html = view_description(Documented(), html=True)
    assert '<h2 id="the-rules">The rules</h2>' in html and "<em>replaces</em>" in html
    assert '<a href="https://example.com/spec">the spec</a>' in html
