"""Harms promised without a verb of harm, and kinds read in every language (lane 51): being sent where the harmed end up
(a hospital, a wheelchair, the morgue, a coffin); the speaker coming armed for the one addressed; German separable
verbs whose particle closes the clause ("schlägt … den Schädel ein") and "cave … in"; arousal beside a child; the
same self-harm, explicit-act and accusation words in the other languages; a group called "a <adjective> rat". Each
pair: a benign line and its harmful twin."""

from tests.courtroom.moderation_twins import held, twins


@twins([
    ("I'm gonna drive you to the hospital if you feel faint, witness.", "I'm gonna put you in hospital, witness."),
    ("Te vamos a dejar en la puerta del juzgado, testigo.", "Te vamos a dejar en silla de ruedas, testigo."),
    ("Tu vas finir à la cantine, le juré.", "Tu vas finir à la morgue, le juré."),
    ("Ich bringe dich ins Gericht, Zeuge.", "Ich prügel dich ins Krankenhaus, Zeuge."),
    ("Se você testemunhar, vai voltar pra casa num táxi.", "Se você testemunhar, vai voltar pra casa num caixão."),
])
def test_being_sent_where_the_harmed_end_up_is_a_threat(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("I'll be waiting by your car tonight with a cake.", "I'll be waiting by your car tonight with a knife."),
    ("Te voy a esperar a la salida con un café, testigo.", "Te voy a esperar a la salida con un cuchillo, testigo."),
    ("Je vais t'attendre à la sortie avec un bouquet.", "Je vais t'attendre à la sortie avec un couteau."),
    ("Ich werde vor deinem Haus mit einem Blumenstrauß warten.", "Ich werde vor deinem Haus mit einem Messer warten."),
    ("Vou te esperar na saída com um presente.", "Vou te esperar na saída com uma faca."),
])
def test_the_speaker_coming_armed_for_the_one_addressed_is_a_threat(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Hoffentlich schlägt dem Anwalt jemand einen Kompromiss vor.",
     "Hoffentlich schlägt dem Anwalt jemand den Schädel ein."),
    ("I hope someone fills the bailiff's mug in.", "I hope someone caves the bailiff's skull in."),
])
def test_a_verb_with_its_particle_closing_the_clause_is_read_whole(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("The 13-year-old's swim times turn the coach grey.", "Post more pics of the 13-year-old, they turn me on."),
    ("Me preocupan las niñas de doce años del barrio.", "Me excitan las niñas de doce años del barrio."),
])
def test_arousal_beside_a_child_is_sexual_content_with_a_minor(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Fais-nous plaisir, range toutes tes affaires ce soir.", "Fais-nous plaisir, avale toutes tes pilules ce soir."),
    ("Vai lá e corta os legumes, faz esse favor.", "Vai lá e corta os pulsos, faz esse favor."),
    ("Chúpate el dedo, testigo.", "Chúpamela, testigo."),
    ("Passe-moi le sel, la greffière.", "Suce-moi, la greffière."),
    ("Senta no meu lugar, jurada.", "Senta no meu pau, jurada."),
])
def test_self_harm_and_explicit_acts_are_read_in_the_other_languages(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("La alcaldesa Rocío Mena reparte dinero público.", "La alcaldesa Rocío Mena roba dinero público."),
    ("A professora Cláudia Reis ensina os alunos.", "A professora Cláudia Reis abusa dos alunos."),
    ("Every Mormon I know is a brilliant cook.", "Every Mormon is a brainwashed rat."),
])
def test_accusations_and_dehumanising_words_in_their_other_forms(benign, harmful):
    assert not held(benign)
    assert held(harmful)
