"""Realistic answers to the game's model calls, as different models write them, each with its expected reading.

`FLAGGED` means the answer cannot be read without guessing: the LLM door asks again with a
reminder and finally uses the caller's scripted fallback (a structured call), or the scripted
line is spoken (a plain-text line). Styles: bare JSON (GPT-4o-mini, Gemini Flash), JSON in a
```json fence with a sentence before (Claude Haiku, Mistral), prose around JSON (Llama 3),
<think> blocks (DeepSeek R1, QwQ), trailing commas and wrong-case keys (small open models),
Markdown instead of JSON, refusals, two objects (a draft and a correction).
"""

FLAGGED = "flagged"

# --- the judge's objection ruling (game.ruling → JudgeRuling) ---------------------------------------------------
# expected: (ruling, patienceChange, juryInstruction or None) or FLAGGED
RULINGS = [
    ('{"ruling": "sustained", "statement": "Sustained. Counsel, rephrase.", "juryInstruction": null, '
     '"patienceChange": -2}', ("sustained", -2, None)),
    ('{"ruling":"overruled","statement":"Overruled. The witness may answer.","patienceChange":0}',
     ("overruled", 0, None)),
    ('```json\n{\n  "ruling": "allowed_with_warning",\n  "statement": "I\'ll allow it, but tread carefully.",\n'
     '  "juryInstruction": null,\n  "patienceChange": -3\n}\n```', ("allowed_with_warning", -3, None)),
    ('Here is my ruling as the judge:\n\n```json\n{"ruling": "sustained", "statement": "Sustained. That is '
     'hearsay.", "juryInstruction": "The jury will disregard the last answer.", "patienceChange": -1}\n```\n\n'
     'I sustained because the witness repeated what a neighbour said.',
     ("sustained", -1, "The jury will disregard the last answer.")),
    ('<think>The question asks what the neighbour told her. That is an out-of-court statement offered for its '
     'truth, so hearsay. {"ruling": "overruled"} would be wrong here.</think>\n{"ruling": "sustained", '
     '"statement": "Sustained.", "patienceChange": 0}', ("sustained", 0, None)),
    ('{"ruling": "sustained", "statement": "Sustained. Move on, counsel.", "patienceChange": -2,}',
     ("sustained", -2, None)),  # trailing comma (small open models)
    ('```json\n{\n  "ruling": "overruled",\n  "statement": "Overruled.",\n  "patienceChange": 1,\n}\n```',
     ("overruled", 1, None)),
    ('{"Ruling": "Sustained", "Statement": "Sustained. The question assumes facts.", "JuryInstruction": null, '
     '"PatienceChange": -1}', ("sustained", -1, None)),  # wrong-case keys (Mistral small)
    ('{"ruling": "SUSTAINED", "statement": "Sustained!", "jury_instruction": "", "patience_change": -2}',
     ("sustained", -2, None)),
    ('{"ruling": "Allowed with warning", "statement": "I will allow it. Once.", "patienceChange": -4}',
     ("allowed_with_warning", -4, None)),
    ('{"ruling": "allowed-with-warning", "statement": "Careful, counsel. Go on.", "patienceChange": "-2"}',
     ("allowed_with_warning", -2, None)),
    ('{"decision": "overruled", "reasoning": "Overruled. It goes to credibility.", "patienceChange": 0}',
     ("overruled", 0, None)),
    ('{"judgeRuling": {"ruling": "sustained", "statement": "Sustained.", "patienceChange": -1}}',
     ("sustained", -1, None)),  # wrapped (Gemini with a schema name)
    ('{"ruling": "sustained.", "statement": "Sustained. Leading.", "patienceChange": "\u22123"}',
     ("sustained", -3, None)),  # a typographic minus
    ('{"ruling": "overruled", "statement": "Overruled. You may answer.", "juryInstruction": "None", '
     '"patienceChange": 0.0}', ("overruled", 0, None)),
    ('```\n{"ruling": "sustained", "statement": "Sustained.", "patienceChange": -5}\n```', ("sustained", -5, None)),
    ("Sure! {\"ruling\": \"overruled\", \"statement\": \"Overruled. Relevance is plain.\", \"patienceChange\": 0} "
     "Let me know if you need anything else.", ("overruled", 0, None)),
    # --- flagged: nothing to read without guessing
    ('{"ruling": "sustained", "statement": "Overruled. The witness may answer.", "patienceChange": 0}', FLAGGED),
    ('{"ruling": "overruled", "statement": "Sustained. Rephrase, counsel.", "patienceChange": -1}', FLAGGED),
    ('{"ruling": "allowed_with_warning", "statement": "Sustained, and that is your last warning.", '
     '"patienceChange": -5}', FLAGGED),
    ('{"ruling": "sustained", "statement": "Sustained."}', FLAGGED),  # patienceChange missing
    ('{"statement": "Sustained. Move along.", "patienceChange": -1}', FLAGGED),  # ruling missing
    ('{"ruling": "sustained", "statement": "Sustained.", "patienceChange": -35}', FLAGGED),  # out of range
    ('{"ruling": "overruled", "statement": "Overruled.", "patienceChange": 12}', FLAGGED),
    ('{"ruling": "denied", "statement": "Objection denied.", "patienceChange": 0}', FLAGGED),  # not a ruling
    ('{"ruling": "sustained in part", "statement": "Partly.", "patienceChange": -1}', FLAGGED),
    ('{"ruling": "sustained", "statement": "", "patienceChange": -1}', FLAGGED),  # nothing said
    ('{"ruling": "sustained", "statement": "Sustained.", "patienceChange": "a little"}', FLAGGED),
    ("**Ruling:** Sustained\n\n**Statement:** Sustained. The question calls for speculation.\n\n"
     "**Patience change:** -2", FLAGGED),  # Markdown, no JSON
    ("Sustained. The witness cannot speculate about what the defendant was thinking.", FLAGGED),
    ("I'm sorry, but I can't role-play as a judge making legal rulings.", FLAGGED),
    ('First draft: {"ruling": "overruled", "statement": "Overruled.", "patienceChange": 0}\n'
     'Actually, on reflection: {"ruling": "sustained", "statement": "Sustained.", "patienceChange": -1}', FLAGGED),
    # Python quotes, not JSON, but with one meaning: the reader's near-JSON repair reads it (issue 25)
    ("{'ruling': 'sustained', 'statement': 'Sustained.', 'patienceChange': -1}", ("sustained", -1.0, None)),
    ('{"ruling": "sustained", "Ruling": "overruled", "statement": "Noted.", "patienceChange": 0}', FLAGGED),
    ('<think>Hearsay, clearly. I will sustain and warn the jury. The JSON should be {"ruling": "sustained", '
     '"statement": "Sustained."', FLAGGED),  # thinking that never ended: no answer
]

# --- the judge's ruling on a challenge for cause (game.for_cause → ForCauseRuling) -------------------------------
FOR_CAUSE = [
    ('{"ruling": "granted", "reason": "Her answers show she cannot be impartial. She is excused."}', "granted"),
    ('{"ruling": "denied", "reason": "Knowing the victim\'s cousin is not enough. She stays."}', "denied"),
    ('```json\n{"ruling": "Granted", "reason": "The record shows bias against the police."}\n```', "granted"),
    ('{"Ruling": "DENIED", "Reason": "Nothing in the record supports it."}', "denied"),
    ('{"ruling": "denied.", "reasoning": "An opinion formed from headlines, readily set aside.",}', "denied"),
    ('Ruling below.\n{"decision": "granted", "explanation": "The juror admitted he already decided guilt."}',
     "granted"),
    ('<think>The ground is prior knowledge. She read one article. Not enough.</think>{"ruling": "denied", '
     '"reason": "One article does not disqualify a juror."}', "denied"),
    ('{"ruling": "granted", "reason": "The challenge is denied; the juror may serve."}', FLAGGED),
    ('{"ruling": "denied", "reason": "Challenge granted. Juror 4 is excused."}', FLAGGED),
    ('{"ruling": "granted in part", "reason": "I will think about it."}', FLAGGED),
    ('{"ruling": "granted"}', FLAGGED),
    ('{"reason": "She cannot be fair."}', FLAGGED),
    ("The challenge for cause is granted. The juror is excused.", FLAGGED),
    ("I'm sorry, but I can't help with decisions about real jury selection.", FLAGGED),
    ('{"ruling": "granted", "reason": "Excused."} {"ruling": "denied", "reason": "On reflection, denied."}',
     FLAGGED),
]

# --- spoken lines (game.juror_statement, game.witness, game.opponent: plain text) --------------------------------
# expected: the line spoken, or FLAGGED (the scripted line is spoken instead)
SPOKEN = [
    ("I keep coming back to the receipt. It puts him across town at nine.",
     "I keep coming back to the receipt. It puts him across town at nine."),
    ("**I'm not convinced.** The timeline has a hole in it, and nobody filled it.",
     "I'm not convinced. The timeline has a hole in it, and nobody filled it."),
    ("<think>Juror 7 is a retired accountant, skeptical, leans guilty. She would mention the ledger.</think>\n"
     "That ledger does not lie. Somebody moved that money.", "That ledger does not lie. Somebody moved that money."),
    ('{"statement": "I need more than a hunch to send a man to prison."}',
     "I need more than a hunch to send a man to prison."),
    ('```json\n{"text": "The witness changed her story twice. I noticed."}\n```',
     "The witness changed her story twice. I noticed."),
    ("I'm sorry, but I can't convict him on this evidence. Not with that alibi.",
     "I'm sorry, but I can't convict him on this evidence. Not with that alibi."),  # a juror, not a refusal
    ('"Objection noted, but the evidence speaks for itself," I said.',
     '"Objection noted, but the evidence speaks for itself," I said.'),
    ("I'm sorry, but I can't help with writing dialogue for a criminal trial.", FLAGGED),
    ("As an AI language model, I don't have personal opinions about the defendant's guilt.", FLAGGED),
    ('{"statement": "Guilty.", "text": "Not guilty."}', FLAGGED),  # two lines: which one?
    ('{"vote": "guilty", "confidence": 0.8}', FLAGGED),  # JSON, but no line
    ("<think>I should say something about the alibi, maybe", FLAGGED),  # thinking only
    ("", FLAGGED),
]

# --- the judge's own interventions (game.intervention: plain text, at most 200 characters) -----------------------
# expected: the line the judge says, or FLAGGED (the fixed line of the intervention's kind is said instead)
INTERVENTIONS = [
    ("Members of the jury, you will hear evidence from both sides. Keep an open mind until you have heard it all.",
     "Members of the jury, you will hear evidence from both sides. Keep an open mind until you have heard it all."),
    ("Counsel, I have told you before: I will not have you badgering the witness in my courtroom.",
     "Counsel, I have told you before: I will not have you badgering the witness in my courtroom."),
    ('```json\n{"statement": "The witness will answer the question that was asked, and only that question."}\n```',
     "The witness will answer the question that was asked, and only that question."),
    ('{"Statement": "Order. Order in this court. We will take a moment."}',
     "Order. Order in this court. We will take a moment."),  # wrong-case key
    ("<think>A strict judge, the question was argumentative and nobody objected. Tell the jury to disregard."
     "</think>\nThe jury will disregard counsel's characterisation of the witness.",
     "The jury will disregard counsel's characterisation of the witness."),
    ("**Members of the jury**, what the lawyers say in closing is not evidence.",
     "Members of the jury, what the lawyers say in closing is not evidence."),
    ("I'm sorry, counsel, but I can't allow that tone to continue. Move on.",
     "I'm sorry, counsel, but I can't allow that tone to continue. Move on."),  # the judge, not a refusal
    ("I'm sorry, but I can't role-play as a judge addressing a jury.", FLAGGED),
    ("As an AI language model, I cannot act as a judge in a real trial.", FLAGGED),
    ('{"statement": "Order in the court.", "line": "Counsel, approach the bench.",}', FLAGGED),  # two lines, and
    # a trailing comma
    ('{"statement": "Counsel, that is your last informal caution.",}', "Counsel, that is your last informal caution."),
    ('{"statement": "Order in the court. Counsel, approach', FLAGGED),  # cut off mid-JSON: not a line to say
    ('{"kind": "caution", "severity": 2}', FLAGGED),  # JSON, but nothing said
    ('{"statement": "Members of the jury, keep an open mind.", "text": "Counsel, sit down."}', FLAGGED),
    ("<think>The judge should caution counsel about leading questions. Something like", FLAGGED),
    ("", FLAGGED),
]
