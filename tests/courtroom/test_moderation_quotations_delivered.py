"""A quotation is reported — evidence, not abuse — when the sentence tells it as said, heard, read or received by
someone; a quotation the speaker hands to the one addressed (or to a person) is the speaker's own saying (lane 51:
"Brief message for you: 'I will kill you'" had passed, because a message noun anywhere reported any quote). Reporting
verbs are read in the tenses a narration uses ("criait", "rapporté", "gritaba"), and a single quotation mark opening
a quote no longer glues itself to the first word ("'I will…"). Layer 1's story frame is the structural layer's
FICTION word class (one list for both layers). Each pair: a benign line and its harmful twin, per language."""

import pytest

from courtroom.moderation import screen_rules
from courtroom.moderation.structure import screen_structure
from tests.courtroom.moderation_twins import RULES, held

DELIVERED = [  # (reported: benign, delivered: harmful)
    ("The voicemail police played in court: 'I will kill you, Dana.'",
     "A short message for you, juror two: 'I will kill you, Dana.'"),
    ("En el sumario consta un mensaje: «te voy a romper las piernas».",
     "Un mensaje para ti, testigo: «te voy a romper las piernas»."),
    ("Le greffier a lu la lettre anonyme : « je vais te tuer ».",
     "Une petite lettre pour toi, témoin : « je vais te tuer »."),
    ("Im Beweisstück steht die Nachricht: „Ich bringe dich um.“",
     "Hier ist eine Nachricht für dich, Zeuge: „Ich bringe dich um.“"),
    ("A promotora leu o bilhete: \"vou te esfaquear\".",
     "Um bilhete pra você, jurado: \"vou te esfaquear\"."),
]


@pytest.mark.parametrize(("reported", "delivered"), DELIVERED, ids=["en", "es", "fr", "de", "pt"])
def test_a_quotation_handed_to_someone_is_the_speakers_own_and_a_received_one_is_reported(reported, delivered):
    assert not held(reported)
    assert held(delivered)


NARRATED = [  # (reported in a narrative tense: benign, the same threat said: harmful)
    ("The bailiff reported that the man screamed 'I'm going to stab you' at the usher.",
     "I'm going to stab you, usher, I swear it."),
    ("La testigo contó que el acusado gritaba «te voy a matar» cada noche.",
     "Te voy a matar cada noche, testigo."),
    ("Le témoin a rapporté que l'accusé criait « je vais te crever ».",
     "Je vais te crever, témoin."),
    ("Die Zeugin erzählte, dass er „ich bringe dich um“ schrie.",
     "Ich bringe dich um, Zeugin."),
    ("A vítima relatou que o réu gritava \"vou te matar\" no corredor.",
     "Vou te matar no corredor, testemunha."),
]


@pytest.mark.parametrize(("reported", "said"), NARRATED, ids=["en", "es", "fr", "de", "pt"])
def test_a_threat_told_with_a_narrative_reporting_verb_is_evidence(reported, said):
    assert not held(reported)
    assert held(said)


@pytest.mark.parametrize("text", ["Message for the witness: 'I will shoot you tomorrow.'",
                                  "A note for you, juror: 'you're dead meat after the verdict.'"])
def test_a_single_quotation_mark_does_not_hide_the_first_word(text):
    assert screen_structure(text).flagged


STORIES = [  # (a story told as one: benign to Layer 1's gore and violence rules, the wish: harmful)
    ("In the sitcom, the butler beheads the gardener with a shovel.", "I want to behead the gardener with a shovel."),
    ("Dans la série, le tueur se fait décapiter à la fin.", "I hope someone beheads the bailiff at the end."),
]


@pytest.mark.parametrize(("story", "wish"), STORIES, ids=["en", "fr"])
def test_layer_1_clears_graphic_violence_in_a_story_told_as_one(story, wish):
    assert not screen_rules(story, RULES).flagged
    assert screen_rules(wish, RULES).flagged
