"""The one token counter: a real BPE tokenizer (o200k_base), offline, checked against tiktoken's own definition."""

import gzip
from importlib import resources
from unittest import mock

import pytest

from juryrigged.llm import tokens


def test_it_gives_the_token_ids_openai_documents_for_o200k_base():
    # given / when / then: the ids OpenAI's cookbook shows for these strings under o200k_base
    assert tokens.encoding().encode_ordinary("hello world") == [24912, 2375]
    assert tokens.encoding().encode_ordinary("tiktoken is great!") == [83, 8251, 2488, 382, 2212, 0]
    assert tokens.count_tokens("tiktoken is great!") == 6


def test_it_counts_what_a_characters_rule_gets_wrong():
    # 900 words of one token each are 900 tokens (a 4-characters rule says 1125);
    # 40 CJK characters are far more than 10 tokens; a run of one letter is far fewer than len/4.
    assert tokens.count_tokens(" word" * 900) == 900
    assert tokens.count_tokens("日本語の文章を数える。" * 4) > 10
    assert tokens.count_tokens("x" * 4000) < 1000
    assert tokens.count_tokens("") == 0


def test_special_token_lookalikes_in_a_document_are_plain_text():
    # a file that mentions <|endoftext|> must be counted, not refused
    assert tokens.count_tokens("before <|endoftext|> after") > 3


def test_a_prompt_counts_each_message_and_its_overhead():
    messages = [{"role": "system", "content": "hello world"}, {"role": "user", "content": "tiktoken is great!"}]
    assert tokens.count_prompt_tokens(messages) == 2 + 6 + 2 * tokens.PER_MESSAGE_TOKENS
    assert tokens.count_prompt_tokens("hello world") == 2


def test_the_shipped_encoding_is_the_one_tiktoken_defines():
    # given tiktoken's own constructor for o200k_base, with its download replaced by our shipped file
    import tiktoken_ext.openai_public as public

    raw = gzip.decompress(resources.files("juryrigged.llm").joinpath("data", "o200k_base.tiktoken.gz").read_bytes())

    def load(url, expected_hash=None):
        assert expected_hash == tokens.EXPECTED_SHA256
        return tokens.load_ranks(raw)

    with mock.patch.object(public, "load_tiktoken_bpe", load):
        definition = public.o200k_base()
    # then the pre-tokenizer, the special tokens and the ranks are the same
    assert definition["pat_str"] == tokens.PAT_STR
    assert definition["special_tokens"] == tokens.SPECIAL_TOKENS
    assert definition["mergeable_ranks"] == tokens.encoding()._mergeable_ranks


def test_a_vocabulary_that_is_not_openais_file_is_refused():
    raw = gzip.decompress(resources.files("juryrigged.llm").joinpath("data", "o200k_base.tiktoken.gz").read_bytes())
    tampered = raw.replace(b" 0\n", b" 1\n", 1)
    with pytest.raises(tokens.VocabularyError):
        tokens.load_ranks(tampered)
