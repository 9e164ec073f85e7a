"""The project's one token counter: OpenAI's o200k_base BPE through tiktoken, offline.

tiktoken downloads an encoding's vocabulary on first use, which this server cannot do,
so the vocabulary ships with the package (`data/o200k_base.tiktoken.gz`, 1.7 MB) and is
checked on load against the SHA-256 tiktoken itself pins for OpenAI's published file:
a changed or truncated file is an error, never a silently different count.

o200k_base is the tokenizer of OpenAI's current models, so counts are exact for them;
other providers' tokenizers differ by some percent (Claude's and Gemini's are not
published as files), which is why budgets keep headroom rather than fill to the token.
Everything that counts tokens (fitting sources to a context, evidence budgets, run and
batch forecasts, the mock provider's usage) calls `count_tokens` here.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import threading
from importlib import resources

ENCODING = "o200k_base"
# tiktoken_ext/openai_public.py pins this hash for https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken
EXPECTED_SHA256 = "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d"
# The encoding's pre-tokenizer and special tokens, as tiktoken_ext.openai_public.o200k_base defines them
# (tests/llm/test_token_counting.py checks they still match).
PAT_STR = "|".join([
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""\p{N}{1,3}""",
    r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
    r"""\s*[\r\n]+""",
    r"""\s+(?!\S)""",
    r"""\s+""",
])
SPECIAL_TOKENS = {"<|endoftext|>": 199999, "<|endofprompt|>": 200018}
# What a chat message costs beyond its text (role and separators), as OpenAI documents for its chat models.
PER_MESSAGE_TOKENS = 4

_lock = threading.Lock()
_encoding = None


class VocabularyError(RuntimeError):
    """The shipped vocabulary is missing or is not OpenAI's file (a broken install)."""


def load_ranks(raw: bytes) -> dict[bytes, int]:
    """A `.tiktoken` file's merge ranks, after checking it is the pinned file."""
    digest = hashlib.sha256(raw).hexdigest()
    if digest != EXPECTED_SHA256:
        raise VocabularyError(f"{ENCODING} vocabulary has SHA-256 {digest}, expected {EXPECTED_SHA256}")
    ranks = {}
    for line in raw.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


def encoding():
    """The tiktoken Encoding, built once per process (about 0.3 s) and shared by every thread."""
    global _encoding
    if _encoding is None:
        with _lock:
            if _encoding is None:
                import tiktoken  # with its vocabulary, about 0.3 s: built once, on first count

                packed = resources.files("juryrigged.llm").joinpath("data", f"{ENCODING}.tiktoken.gz").read_bytes()
                _encoding = tiktoken.Encoding(ENCODING, pat_str=PAT_STR, mergeable_ranks=load_ranks(
                    gzip.decompress(packed)), special_tokens=SPECIAL_TOKENS)
    return _encoding


def count_tokens(text: str) -> int:
    """How many tokens `text` is (special-token lookalikes in it count as the plain text they are)."""
    if not text:
        return 0
    return len(encoding().encode_ordinary(text))


def count_prompt_tokens(messages) -> int:
    """A prompt's tokens: a string, or chat messages (each its text plus the per-message overhead)."""
    if isinstance(messages, str):
        return count_tokens(messages)
    return sum(count_tokens(m["content"]) + PER_MESSAGE_TOKENS for m in messages)
