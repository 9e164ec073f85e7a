"""The three prompts, word for word, with and without the original-question blocks."""

from evaluation.jury.prompts import ForemanJuror, build_evaluation_prompt, build_foreman_prompt, build_title_prompt


def test_the_evaluation_prompt_includes_the_original_question_block_when_given():
    prompt = build_evaluation_prompt("THE CONTENT", "THE QUESTION")
    assert prompt.startswith(
        "You are a juror evaluating the quality of a response. Score it on 5 dimensions (1-10 each) and deliver a "
        "verdict.\n\nORIGINAL QUESTION:\nTHE QUESTION\n\nCONTENT UNDER EVALUATION:\nTHE CONTENT\n\n"
        "Score each dimension from 1 (terrible) to 10 (exceptional):\n\n1. **Accuracy** — Are the facts")
    assert "| **Average** | [avg] | |\n\n### Deliberation Notes\n" in prompt
    assert "### Recommendations\n[If REVISE or REJECT: numbered list of specific improvements needed]\n\n" in prompt
    assert prompt.endswith('"verdict": "<APPROVE|REVISE|REJECT>"}\n```')


def test_the_evaluation_prompt_omits_the_block_without_a_question():
    prompt = build_evaluation_prompt("THE CONTENT")
    assert "ORIGINAL QUESTION" not in prompt
    assert "and deliver a verdict.\n\nCONTENT UNDER EVALUATION:\nTHE CONTENT\n\nScore each" in prompt


def test_the_foreman_prompt_lists_jurors_and_the_tally():
    prompt = build_foreman_prompt("DOCS", None, [ForemanJuror("a/1", "TEXT ONE"), ForemanJuror("b/2", "TEXT TWO")],
                                  approve=1, revise=1, reject=0, majority="REVISE")
    assert prompt.startswith("You are the foreman of a jury that has evaluated the following content. Synthesize "
                             "all juror assessments into a final verdict report.\n\nCONTENT EVALUATED:\nDOCS\n\n"
                             "JUROR ASSESSMENTS:\n--- Juror 1 (a/1) ---\nTEXT ONE\n\n--- Juror 2 (b/2) ---\n"
                             "TEXT TWO\n\n\nVOTE TALLY:\n- APPROVE: 1\n- REVISE: 1\n- REJECT: 0\n"
                             "- Majority Verdict: REVISE\n\nProduce a formal verdict report:\n\n## Jury Verdict Report")
    assert 'If unanimous, state "The jury was unanimous."]\n\n' in prompt
    assert prompt.endswith('"dissentingOpinions": ["..."]}\n```')


def test_the_foreman_prompt_places_the_original_question_after_the_content():
    prompt = build_foreman_prompt("DOCS", "Q?", [], approve=0, revise=0, reject=0, majority="REVISE")
    assert "CONTENT EVALUATED:\nDOCS\n\nORIGINAL QUESTION:\nQ?\n\nJUROR ASSESSMENTS:\n" in prompt


def test_the_title_prompt_quotes_a_preview():
    prompt = build_title_prompt("x" * 500)
    assert prompt == ("Generate a brief title (3-5 words) for a jury evaluation session about this content:\n\n"
                      f"\"{'x' * 200}\"\n\nReply with ONLY the title. No quotes, no punctuation, no explanation.")
