"""A harm's object in the word orders of the five languages (lane 51): the object is in the harm's clause — a
vocative or the next clause's subject is not it, unless a demonstrative marks a noun moved out of the clause ("je vais
le tuer, ce juge"); a verb closing its clause (German: "Ich werde den Staatsanwalt nach der Sitzung erschießen",
"dass ich den Richter töte") has its object anywhere between the one who means it and the verb; an object pronoun
joined to the verb ("matá-lo", "matarte", "tue-le") or glued to it by elision ("t'égorger", "l'étrangler") is the one
harmed; a body part with another's possessive ("a tua cara", "ta gueule") is a person's; an oath ("te juro que…",
"ich schwöre, dass ich…") is the speaker's intent. Each pair: a benign line and its harmful twin."""

from courtroom.moderation import screen_rules
from tests.courtroom.moderation_twins import RULES, held, twins


@twins([
    ("I'd kill for a coffee, juror nine.", "I'd kill the juror for a coffee."),
    ("Hang on, the witness needs a glass of water.", "Hang the witness, he needs a lesson."),
    ("Voy a reventar de risa, testigo.", "Voy a reventar al testigo, de verdad."),
    ("Je vais crever de chaud, témoin.", "Je vais crever ce témoin, crois-moi."),
    ("Ich werde die alten Entwürfe verbrennen, sie sind digitalisiert.", "Ich werde die Zeugin verbrennen."),
    ("Vou arrebentar de tanto comer, jurado.", "Vou arrebentar o jurado de porrada."),
])
def test_the_object_of_a_harm_is_in_its_clause_not_a_vocative_or_the_next_subject(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Den werde ich anrufen, diesen Richter.", "Den werde ich umbringen, diesen Richter."),
    ("Voy a saludarlo, a ese fiscal.", "Voy a reventarlo, a ese fiscal."),
])
def test_a_noun_moved_out_after_a_demonstrative_is_still_the_object(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Ich werde den Staatsanwalt nach der langen Sitzung im Gericht anrufen.",
     "Ich werde den Staatsanwalt nach der langen Sitzung im Gericht erschießen."),
    ("Ich schwöre, dass ich den Richter heute zum ersten Mal sehe.", "Ich schwöre, dass ich den Richter töte."),
])
def test_a_verb_closing_its_clause_reaches_its_object_before_it(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Juro que vi al acusado matar al guardia.", "Juro que mato al guardia si me acusa."),
    ("Te juro que mañana llamo al fiscal.", "Te juro que mañana mato al fiscal."),
    ("Je jure que je salue le juge s'il me condamne.", "Je jure que je tue le juge s'il me condamne."),
    ("Juro que visito o juiz se ele me chamar.", "Juro que mato o juiz se ele me condenar."),
])
def test_an_oath_is_the_speakers_intent_and_testimony_sworn_is_not(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("O promotor, eu vou cumprimentá-lo na saída.", "O promotor, eu vou matá-lo na saída."),
    ("Appelle-le, ce témoin.", "Tue-le, ce témoin."),
    ("Voy a llamarte, fiscal, mañana.", "Voy a matarte, fiscal, mañana."),
    ("Je vais t'appeler demain, témoin.", "Je vais t'égorger demain, témoin."),
    ("Je vais l'appeler, le témoin.", "Je vais l'étrangler, le témoin."),
    ("T'es qu'une espèce d'artiste.", "T'es qu'une espèce d'abruti."),
])
def test_an_object_pronoun_joined_or_elided_onto_the_verb_is_the_one_harmed(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Vou quebrar a tua caneca, juiz.", "Vou quebrar a tua cara, juiz."),
    ("Je vais casser ta tirelire, juge.", "Je vais casser ta gueule, juge."),
])
def test_a_body_part_with_anothers_possessive_is_a_person(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Kill the lights when you leave the jury room, please.", "Kill the lights with you still in the jury room."),
    ("Voy a quemar los papeles antes de que vengas, testigo.", "Voy a quemar la casa contigo dentro, testigo."),
    ("Je vais tuer le temps en relisant les pièces du dossier.", "Je vais brûler la maison avec toi dedans."),
    ("Vou queimar os papéis quando você sair.", "Vou queimar a casa com você dentro."),
])
def test_a_harm_to_a_thing_reaches_the_one_addressed_only_with_them_in_it(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("We will kill the motion before lunch, Your Honour.", "We will burn the courthouse with you in it, Your Honour."),
    ("I will burn the file when you leave.", "I will burn the house with you in it."),
])
def test_layer_1_reads_a_harm_to_a_thing_the_same_way(benign, harmful):
    assert not screen_rules(benign, RULES).flagged
    assert screen_rules(harmful, RULES).flagged
