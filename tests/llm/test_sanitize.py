from juryrigged.llm import sanitize_spoken


def test_it_strips_tags_markdown_and_urls_and_a_reasoning_models_thinking():
    # a reasoning model's thinking is not the line: it is dropped with its tags, not spoken
    text = "**Order!** <think>plan</think> See [the record](http://x.y) at https://court.example/a?b=1 now."
    assert sanitize_spoken(text) == "Order! See the record at now."
    assert sanitize_spoken("<b>Order!</b> in <i>my</i> court") == "Order! in my court"


def test_it_strips_headings_lists_and_code_marks():
    assert sanitize_spoken("## Ruling\n- `guilty` on *all* counts") == "Ruling\nguilty on all counts"


def test_it_caps_length_at_a_word_boundary():
    assert sanitize_spoken("one two three four five", max_chars=12) == "one two…"


def test_plain_text_is_unchanged():
    assert sanitize_spoken("The witness may step down.") == "The witness may step down."
