"""The general mechanisms that keep the rule and structure layers from holding benign courtroom talk (issue 26,
development round 8), each in each language it reads: the benign line passes both offline layers, and its harmful
twin — the same frame with the harm restored — is still held, so a mechanism cannot pass by clearing everything.

Pure: no database. The lines are written for these tests; none is taken from a corpus.
"""

from __future__ import annotations

import pytest

from courtroom.moderation import Decision, default_rules, screen_rules
from courtroom.moderation.structure import screen_structure

RULES = default_rules()


def offline(text: str) -> Decision:
    return Decision((screen_rules(text, RULES), screen_structure(text)))


# (language, benign, harmful twin, the twin's category)
MECHANISMS = {
    # A harm's object: a noun phrase that names no person is a thing ("kill the lights"), unless a clitic before the
    # verb says whose it is.
    "harm aimed at a thing": [
        ("en", "We'll kill the lights for the video, clerk.", "We'll kill the clerk after the video.", "violence"),
        ("es", "Vamos a matar la sed con una limonada, jurado.", "Vamos a matar al fiscal con una soga.", "violence"),
        ("fr", "Je vais casser la routine avec un quiz, juré.", "Je vais casser la gueule du greffier.", "threat"),
        ("de", "Verbrennt die Akten des Richters!", "Verbrennt den Richter!", "violence"),
        ("pt", "Vou matar a saudade com um café, jurado.", "Vou matar o juiz com um café envenenado.", "violence"),
    ],
    # A harm verb is never read inside a person's name ("Hunter", "Beatriz"). The stems are English ("hunt",
    # "beat"); a Spanish or Portuguese name opening a sentence is read as a name too.
    "a harm stem inside a name": [
        ("en", "Hunter Burns thanked the jury.", "Hunt the juror down.", "violence"),
        ("en", "Beatrice Hale thanked the judge.", "Beat the judge until he cries.", "violence"),
        ("es", "Beatriz Ortega saludó al juez.", "Beat the juez until he cries.", "violence"),
        ("pt", "Beatriz Souza cumprimentou o juiz.", "Beat the juiz until he cries.", "violence"),
    ],
    # Contact details of an organisation by their form: a toll-free number (libphonenumber's kind), a mailbox at an
    # organisation's own domain; a possessive elsewhere in the sentence does not make them a person's.
    "an organisation's contact details": [
        ("en", "Complaints go to complaints@juryrigged.tv, the producer reads them.",
         "Her email is kate.moss@gmail.com, spam her.", "threat"),
        ("en", "Call the registry on 020 7946 0111 to change your date.",
         "Call him on 020 7946 0111, he lives alone.", "threat"),
        ("es", "Llama gratis al 900 123 456 si necesitas hablar con alguien.",
         "Su móvil es 612 345 678, llamadla.", "threat"),
        ("fr", "Appelez le 0 800 123 456, numéro vert gratuit, si vous allez mal.",
         "Son portable : 06 12 34 56 78, harcelez-le.", "threat"),
        ("de", "Ruf die kostenlose Hotline 0800 123 4567 an, wenn du reden willst.",
         "Seine Handynummer ist 0151 23456789, ruft ihn an.", "threat"),
        ("pt", "Ligue grátis para 0800 123 4567 se você precisar conversar.",
         "O celular dela é (11) 98765-4321, liguem pra ela.", "threat"),
    ],
    # Suicide as a word (prevention, a helpline) is not urging it; dying said of oneself is not an imperative.
    "suicide named, not urged; the speaker's own dying": [
        ("en", "Suicide prevention training is on Friday, you should come.", "You should commit suicide, usher.",
         "self_harm"),
        ("es", "La prevención del suicidio nos importa, llámanos si lo necesitas.", "Deberías suicidarte, ujier.",
         "self_harm"),
        ("fr", "La prévention du suicide vous concerne tous, jurés.", "Tu devrais te suicider, juré.", "self_harm"),
        ("fr", "Je crève de faim, on mange ?", "Crève, sale balance.", "self_harm"),
        ("de", "Ich krepiere vor Lachen über dich.", "Krepier endlich, du Versager.", "self_harm"),
        ("pt", "A prevenção do suicídio é importante para você.", "Você devia se suicidar, jurado.", "self_harm"),
    ],
    # Nudity beside a child is sexual where it is pictured, shown or wanted; a doctor's examination is care.
    "nudity in care, not pictured": [
        ("en", "The doctor examined the naked baby for a rash.", "Send me pictures of the naked baby.", "sexual"),
        ("es", "La pediatra revisó al bebé desnudo.", "Mándame fotos del bebé desnudo.", "sexual"),
        ("fr", "Le médecin a examiné le bébé nu.", "Montre-moi des photos du bébé nu.", "sexual"),
        ("de", "Die Ärztin untersuchte das nackte Baby.", "Schick mir Fotos von dem nackten Baby.", "sexual"),
        ("pt", "O médico examinou o bebê nu.", "Manda fotos do bebê nu.", "sexual"),
    ],
    # An accusation the speaker denies having made is taken back.
    "a denied saying": [
        ("en", "I never said Paul Archer was a thief.", "Paul Archer is a thief.", "defamation"),
        ("es", "Nunca dije que Paul Archer fuera un ladrón.", "Paul Archer es un ladrón.", "defamation"),
        ("fr", "Je n'ai jamais dit que Paul Archer était un voleur.", "Paul Archer est un voleur.", "defamation"),
        ("de", "Ich habe nie behauptet, dass Paul Archer ein Dieb ist.", "Paul Archer ist ein Dieb.", "defamation"),
        ("pt", "Eu nunca disse que o Paul Archer é ladrão.", "Paul Archer é um ladrão.", "defamation"),
    ],
    # A court's act told as the court's (a verb: "was convicted", "condenó a"); "a convicted fraudster" is the
    # speaker's own word.
    "a court's finding, attributed": [
        ("en", "Paul Archer was convicted of fraud in 2015.", "Paul Archer is a convicted fraudster.", "defamation"),
        ("es", "El tribunal condenó a Paul Archer por estafa.", "Paul Archer estafó a sus clientes.", "defamation"),
        ("fr", "Le tribunal a condamné Paul Archer pour escroquerie.", "Paul Archer est un escroc.", "defamation"),
        ("de", "Das Gericht verurteilte Paul Archer wegen Betrugs.", "Paul Archer ist ein Betrüger.", "defamation"),
        ("pt", "O tribunal condenou Paul Archer por fraude.", "Paul Archer roubou a empresa.", "defamation"),
    ],
    # A quotation read out ("las … vor", "leyó la carta") is reported like one said.
    "a quotation read out": [
        ("en", "The prosecutor read the note aloud: 'I will kill you.'", "I will kill you.", "threat"),
        ("es", "El fiscal leyó la carta: «Te voy a matar».", "Te voy a matar.", "threat"),
        ("fr", "Le procureur a lu la lettre : « je vais te tuer ».", "Je vais te tuer.", "threat"),
        ("de", "Der Richter las den Brief vor: „Wir wissen, wo du wohnst.“", "Wir wissen, wo du wohnst.", "threat"),
        ("pt", "O promotor leu o bilhete: «vou te matar».", "Vou te matar.", "threat"),
    ],
    # A self-harm inside an opening "if…," clause is a condition; after the comma it is the main clause's.
    "a condition, not an urging": [
        ("en", "If you're thinking about hurting yourself, please call the helpline.",
         "If you had any shame, you'd kill yourself.", "self_harm"),
        ("es", "Si piensas en suicidarte, llama al 024.", "Si tuvieras vergüenza, te suicidarías.", "self_harm"),
        ("fr", "Si tu penses à te suicider, appelle le 3114.", "Si tu avais honte, tu te suiciderais.", "self_harm"),
        ("de", "Wenn du daran denkst, dich umzubringen, ruf die Seelsorge an.",
         "Wenn du Anstand hättest, bring dich um.", "self_harm"),
        ("pt", "Se você pensa em se matar, ligue para o 188.", "Se tivesse vergonha, você ia se matar.", "self_harm"),
    ],
    # Names in a story told as one are characters.
    "fiction": [
        ("en", "In the novel, Inspector Grey turns out to be a murderer.", "Inspector Grey is a murderer.",
         "defamation"),
        ("es", "En la novela, el inspector Gris resulta ser un asesino.", "Inspector Gris es un asesino.",
         "defamation"),
        ("fr", "Dans le roman, l'inspecteur Gris est un assassin.", "Inspecteur Gris est un assassin.", "defamation"),
        ("de", "Im Roman ist Inspektor Grau ein Mörder.", "Inspektor Klaus Grau ist ein Mörder.", "defamation"),
        ("pt", "No romance, o inspetor Cinza é um assassino.", "O inspetor Paulo Cinza é um assassino.",
         "defamation"),
    ],
    # An insulting adjective is a person's attribute only beside a word for one, said of one through a copula, or
    # standing alone as a name; a thing's ("a stupid rule", "the printer was useless") is no insult.
    "an insulting adjective about a thing": [
        ("en", "That's a stupid rule, counsel.", "You're so stupid, counsel.", "harassment"),
        ("en", "The judge said the printer was useless.", "The judge is completely useless.", "harassment"),
        ("es", "Es una regla estúpida, abogado.", "Eres tonta, abogada.", "harassment"),
        ("fr", "C'est une règle débile, avocat.", "T'es débile, avocat.", "harassment"),
        ("de", "Das ist eine dumme Regel, Anwalt.", "Du bist so dumm, Anwalt.", "harassment"),
        ("pt", "É uma regra burra, advogado.", "Você é burra, advogada.", "harassment"),
        ("es", "Qué café tan asqueroso, jurado.", "Mira quién llega tarde otra vez al juicio, asquerosa.",
         "harassment"),
    ],
}
CASES = [pytest.param(lang, benign, twin, category, id=f"{name}/{lang}/{n}")
         for name, rows in MECHANISMS.items() for n, (lang, benign, twin, category) in enumerate(rows)]


@pytest.mark.parametrize(("lang", "benign", "twin", "category"), CASES)
def test_the_benign_line_passes_and_its_harmful_twin_is_held(lang, benign, twin, category):
    passed = offline(benign)
    held = offline(twin)
    assert not passed.flagged, [layer.reason for layer in passed.layers if layer.flagged]
    assert held.flagged and category in held.categories, (lang, twin, held.categories)


def test_the_threat_rule_reads_its_object():
    # Layer 1's "threats to harm" rule ends on "the …": a thing there is no one threatened, a person is.
    assert not screen_rules("I'm going to murder the crossword before the verdict.", RULES).flagged
    assert not screen_rules("We will kill the motion before lunch.", RULES).flagged
    assert screen_rules("I'm going to murder the juror before the verdict.", RULES).categories == ("threat",)
    assert screen_rules("We will kill the guy before lunch.", RULES).categories == ("threat",)


def test_an_insult_reported_of_someone_else_is_evidence():
    # Layer 1's insult rules: a saying told of another, with no one addressed, is evidence; said to you, abuse.
    assert not screen_rules("The clerk testified that the defendant called her a worthless whore.", RULES).flagged
    assert screen_rules("The clerk testified that you are a worthless whore.", RULES).flagged
    assert screen_rules("You're a worthless whore.", RULES).flagged


def test_a_name_is_not_read_as_two_words_of_german_nouns():
    # "Im Film": a preposition fused with an article, then a noun — no name, so no one is defamed.
    assert not screen_structure("Im Film ermordet der Gärtner den Baron.").flagged
    assert "defamation" in screen_structure("Gerd Baron hat seinen Gärtner ermordet.").categories


@pytest.mark.parametrize(("benign", "twin"), [
    ("The kids ran naked through the sprinkler.", "Show me the kids naked in the sprinkler."),
    ("Los niños corrían desnudos por la playa.", "Quiero ver a los niños desnudos en la playa."),
    ("Les enfants couraient nus sur la plage.", "Je veux voir les enfants nus sur la plage."),
    ("Die Kinder liefen nackt über den Strand.", "Ich will die Kinder nackt am Strand sehen."),
    ("As crianças corriam nuas na praia.", "Quero ver as crianças nuas na praia."),
])
def test_nudity_beside_a_child_is_sexual_where_it_is_pictured_shown_or_wanted(benign, twin):
    # The structural layer alone: Layer 1's default "explicit sexual terms" rule still holds English "naked".
    assert not screen_structure(benign).flagged
    assert screen_structure(twin).categories == ("sexual",)


@pytest.mark.parametrize("line", [
    "Naked kids turn me on.", "Me gustan los niños desnudos.", "J'aime les enfants nus.", "Ich mag nackte Kinder.",
    "Eu gosto de crianças nuas.",
])
def test_nudity_beside_a_child_the_speaker_desires_is_sexual(line):
    assert screen_structure(line).categories == ("sexual",)


@pytest.mark.parametrize("line", ["Se mata de uma vez, dedo-duro.", "Se enforca logo, testemunha."])
def test_portuguese_se_opening_a_self_harm_is_the_reflexive_not_if(line):
    assert screen_structure(line).categories == ("self_harm",)


def test_graphic_violence_in_dated_history_or_told_fiction_is_narration():
    # Layer 1's violence rules yield to a past year or a story told as one, unless the sentence wishes the harm.
    assert not screen_rules("In 1793 the revolutionaries beheaded the queen.", RULES).flagged
    assert not screen_rules("In the film, the knight beheaded the dragon and burned it alive.", RULES).flagged
    assert screen_rules("Behead the queen, I say.", RULES).categories == ("violence",)
    assert screen_rules("In 1793 they beheaded the queen, and she deserves to be beheaded again.", RULES).flagged
