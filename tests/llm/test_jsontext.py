"""Finding the one JSON answer in a model's text, or saying why there is none (pure)."""

import pytest

from juryrigged.llm.jsontext import extract_json, json_objects


@pytest.mark.parametrize("text", [
    '{"score": 4}',
    'Here is my opinion:\n```json\n{"score": 4}\n```',
    'My opinion: {"score": 4} — final.',
    '```json\n{"score": 4}\n```\nThat is {"score": 4} as requested.',  # the same object twice is one answer
    '<think>Maybe {"score": 2}? No.</think>\n{"score": 4}',
])
def test_it_reads_the_one_json_answer(text):
    assert extract_json(text) == {"score": 4}


def test_an_example_and_an_answer_are_two_objects_and_nothing_is_guessed():
    # given: a judge that shows the format with an example, then answers
    text = ('The format is ```json\n{"judge": "Prosecutor", "score": 5}\n```\n'
            'My opinion:\n```json\n{"judge": "Prosecutor", "score": 2}\n```')
    # when / then
    with pytest.raises(ValueError, match="2 different JSON objects; send exactly one"):
        extract_json(text)


def test_no_json_is_named():
    with pytest.raises(ValueError, match="no valid JSON object"):
        extract_json("I think the objection is sustained.")


def test_json_objects_lists_each_object_once_in_order():
    text = 'a {"x": 1} b ```json\n{"y": 2}\n``` c ```json\n[1, 2]\n```'
    assert json_objects(text) == [{"x": 1}, {"y": 2}]


def test_near_json_is_read_when_the_answer_has_no_strict_json():
    # single quotes, an unquoted key and a trailing comma: what a model writes when it forgets JSON's rules
    assert extract_json("My ruling: {'ruling': 'sustained', reason: 'leading the witness',}") == {
        "ruling": "sustained", "reason": "leading the witness"}


def test_a_repaired_example_beside_a_strict_answer_is_not_a_second_answer():
    text = "The shape is {ruling: <sustained|overruled>}. My answer: {\"ruling\": \"overruled\"}"
    assert extract_json(text) == {"ruling": "overruled"}
