"""A harm's verb in the forms the five languages give it (lane 51): Spanish and Portuguese stems respelled as their
inflections spell them (c→qu, g→gu, z→c before e; the stressed vowel broken: "espanquem", "ahorque", "reviente"),
German verbs behind a prefix ("aufhängen", "totschlagen", "durchschneiden"), shooting said with a noun ("pegarle un
tiro", "dar um tiro", "tirer dessus"), a French conditional wish ("il faudrait") and an opening "qu'on…"; jumping from a
height urged; no one caring if the addressee died; a group called what the other languages call it ("terroristes",
"Kriminelle", "a burden"). Each pair: a benign line and its harmful twin, in the same shape."""

from courtroom.moderation import lexicon
from tests.courtroom.moderation_twins import held, twins


def test_respelled_gives_the_spellings_an_inflection_takes():
    assert {"ahorqu", "espanqu", "descuartic", "revient", "deguell", "quiebr"} <= set(
        lexicon.respelled("ahorc", "espanc", "descuartiz", "revent", "degoll", "quebr"))


@twins([
    ("Ojalá alguien le lave la cara al juez.", "Ojalá alguien le reviente la cara al juez."),
    ("Que alguien aplauda al fiscal.", "Que alguien ahorque al fiscal."),
    ("Tomara que elogiem o promotor.", "Tomara que espanquem o promotor."),
])
def test_a_spanish_or_portuguese_harm_is_read_in_its_respelled_inflections(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Man sollte den Richter anrufen.", "Man sollte den Richter aufhängen."),
    ("Ich werde die Zeit totschlagen, bis der Richter kommt.", "Ich werde den Richter totschlagen, bis er still ist."),
    ("Man sollte dem Staatsanwalt die Hand schütteln.", "Man sollte dem Staatsanwalt die Kehle durchschneiden."),
])
def test_a_german_harm_is_read_behind_its_prefix(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Que alguien le pegue un grito al testigo.", "Que alguien le pegue un tiro al testigo."),
    ("Alguém devia dar um abraço nesse juiz.", "Alguém devia dar um tiro nesse juiz."),
    ("Ce juge mérite qu'on lui tire son chapeau.", "Ce juge mérite qu'on lui tire dessus."),
    ("Il faudrait féliciter ce juge sur la place publique.", "Il faudrait pendre ce juge sur la place publique."),
    ("Qu'on lui serve un café, au témoin.", "Qu'on lui fracasse le crâne, au témoin."),
    ("Somebody should string the fairy lights up.", "Somebody should string the defence lawyer up."),
])
def test_shooting_said_with_a_noun_and_wishes_in_their_other_forms_are_read(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Go jump in the pool, it's lovely.", "Go jump off the roof, it's lovely."),
    ("Tírate del trampolín, ¡es divertido!", "Tírate del puente, ¡es divertido!"),
    ("Saute dans la piscine, elle est chaude.", "Saute par la fenêtre, elle est ouverte."),
    ("Spring vom Sprungbrett, das macht Spaß!", "Spring vom Dach, das macht Spaß!"),
    ("Pula na piscina, tá quente.", "Pula da ponte, tá quente."),
])
def test_jumping_from_a_height_is_urged_self_harm_and_into_a_pool_is_not(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Nobody in this court would care if you wore jeans.", "Nobody in this court would care if you died."),
    ("Personne ne remarquerait si tu partais plus tôt.", "Personne ne remarquerait si tu disparaissais."),
    ("Ninguém ia ligar se você chegasse atrasado.", "Ninguém ia ligar se você se matasse."),
])
def test_no_one_caring_if_the_addressee_died_urges_it(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Deaf people are a delight to work with.", "Deaf people are a burden."),
    ("Tous les musulmans sont des voisins.", "Tous les musulmans sont des terroristes."),
    ("Los colombianos son simpáticos.", "Los colombianos son terroristas."),
    ("Alle Ausländer sind Nachbarn.", "Alle Ausländer sind Kriminelle."),
    ("Os nordestinos são trabalhadores.", "Os nordestinos são criminosos."),
])
def test_a_group_called_criminal_or_a_burden_in_any_of_the_languages_is_hate(benign, harmful):
    assert not held(benign)
    assert held(harmful)
