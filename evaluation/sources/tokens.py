"""Counting tokens to fit text into a model's context.

No tokenizer's vocabulary ships with this project (they are downloaded at run time, which
this server may not do), so the count is an upper estimate that never undercounts by
much for BPE tokenizers: the larger of the pre-tokenizer pieces (words, numbers,
punctuation runs, line breaks: each is at least one token) and the UTF-8 bytes / 3.
"""

from __future__ import annotations

import re

_PIECES = re.compile(r"[A-Za-z]+|\d{1,3}|[^\sA-Za-z\d]+|\n")


def count_tokens(text: str) -> int:
    if not text:
        return 0
    return max(len(_PIECES.findall(text)), -(-len(text.encode("utf-8", "surrogatepass")) // 3))
