"""Each structural rule of Layer 2 in each language it reads (en, es, fr, de, pt): a harmful line is held
with the rule's category, and a courtroom line with the same vocabulary but not the structure passes.

Pure: no database. The lines are written for these tests, not taken from either corpus.
"""

from __future__ import annotations

import pytest

from courtroom.moderation.structure import screen_structure

HELD = {
    "threat": [
        ("en", "I am going to stab you after the recess, clerk."),
        ("es", "Te voy a apuñalar en el pasillo, abogado."),
        ("fr", "Je vais te poignarder dans le couloir, avocat."),
        ("de", "Ich werde dich im Flur erstechen, Anwalt."),
        ("pt", "Vou te esfaquear no corredor, advogado."),
    ],
    "violence": [
        ("en", "Let's strangle the foreman with the microphone cable."),
        ("es", "Hay que estrangular al jurado con el cable."),
        ("fr", "Il faut étrangler le juré avec le câble."),
        ("de", "Lasst uns den Richter mit dem Kabel erwürgen."),
        ("pt", "Vamos estrangular o juiz com o cabo."),
    ],
    "self_harm": [
        ("en", "Nobody likes you, go hang yourself."),
        ("es", "Nadie te quiere, ahórcate."),
        ("fr", "Personne ne t'aime, va te pendre."),
        ("de", "Niemand mag dich, häng dich auf."),
        ("pt", "Ninguém gosta de você, vai se matar."),
    ],
    "sexual": [
        ("en", "Post nude pictures of the 9-year-old witness."),
        ("es", "Publica fotos desnudas del niño testigo."),
        ("fr", "Publie des photos nues de la fille de 9 ans."),
        ("de", "Zeig Nacktfotos von dem Kind im Zeugenstand."),
        ("pt", "Mostra fotos nuas da criança testemunha."),
    ],
    "hate": [
        ("en", "Albanians are parasites and should be deported."),
        ("es", "Los albaneses son parásitos y hay que expulsarlos."),
        ("fr", "Les Albanais sont des parasites, il faut les expulser."),
        ("de", "Albaner sind Parasiten und gehören abgeschoben."),
        ("pt", "Os albaneses são parasitas e devem ser expulsos."),
    ],
    "harassment": [
        ("en", "You are a worthless idiot, clerk."),
        ("es", "Eres un idiota inútil, secretario."),
        ("fr", "Tu es un connard minable, greffier."),
        ("de", "Du bist ein dummer Versager, Schreiber."),
        ("pt", "Você é um idiota inútil, escrivão."),
    ],
    "defamation": [
        ("en", "Nadia Petrova poisoned her business partner."),
        ("es", "Nadia Petrova es una pederasta."),
        ("fr", "Nadia Petrova est une pédophile."),
        ("de", "Nadia Petrova hat ihren Partner vergiftet."),
        ("pt", "Nadia Petrova envenenou o sócio."),
    ],
    "doxxing": [
        ("en", "Ring the usher on +44 7911 123456 tonight."),
        ("es", "Llamad al ujier al +34 622 111 333."),
        ("fr", "Appelez l'huissier au 06 22 11 13 33."),
        ("de", "Ruft den Gerichtsdiener an: +49 160 1234567."),
        ("pt", "Liguem para o oficial: +351 933 111 222."),
    ],
    # Explicit adult sexual content: an act done to a person, or a body part someone does something to.
    "sexual_explicit": [
        ("en", "The usher fucks the court reporter behind the filing cabinets."),
        ("es", "El ujier se folló a la secretaria en el archivo."),
        ("fr", "L'huissier veut te baiser dans les archives."),
        ("de", "Der Schreiber hat die Zeugin im Archiv gefickt."),
        ("pt", "O escrivão quer lamber a tua xoxota no arquivo."),
    ],
    # Defamation of one name: a single capitalised word, no article before it, as the one accused.
    "defamation_mononym": [
        ("en", "Mirabelle embezzled the orphanage's money."),
        ("es", "Mirabel es un violador."),
        ("fr", "Mirabelle a empoisonné son mari."),
        ("de", "Mirabell ist eine Betrügerin."),
        ("pt", "Mirabela roubou a igreja."),
    ],
    # Doom promised to the one addressed: a return home or an ability denied them.
    "threat_doom": [
        ("en", "Keep lying and you'll never testify again, clerk."),
        ("es", "Si declaras, no vuelves a casa, secretario."),
        ("fr", "Si tu parles, tu ne rentreras jamais, greffier."),
        ("de", "Wenn du aussagst, kommst du nie mehr nach Hause."),
        ("pt", "Se falar, você não volta para casa, escrivão."),
    ],
    # A harm hoped for, or left to "someone".
    "violence_wished": [
        ("en", "Somebody should stab the usher on his way out."),
        ("es", "Ojalá alguien apuñale al ujier a la salida."),
        ("fr", "Quelqu'un devrait poignarder l'huissier à la sortie."),
        ("de", "Hoffentlich ersticht jemand den Gerichtsdiener."),
        ("pt", "Tomara que alguém esfaqueie o oficial na saída."),
    ],
    "self_harm_urged": [
        ("en", "Just end your pointless life, usher."),
        ("es", "Deberías ahorcarte en el pasillo."),
        ("fr", "Tu ferais mieux de te tuer."),
        ("de", "Stürz dich von der Brücke."),
        ("pt", "Se joga do viaduto, ninguém liga."),
        ("es", "Cállate y ahórcate de una vez."),  # an imperative after "y" opens its own clause
    ],
    "threat_ditch": [
        ("en", "Keep it up and you'll end up in a river, usher."),
        ("es", "Vas a acabar en una cuneta, ujier."),
        ("fr", "Tu vas finir dans une tombe, huissier."),
        ("de", "Du landest im Sarg, Gerichtsdiener."),
        ("pt", "Vais acabar numa cova, oficial."),
    ],
    "violence_execution": [
        ("en", "Line the usher up against a wall."),
        ("es", "Habría que fusilar al ujier."),
        ("fr", "Je veux voir saigner l'huissier."),
        ("de", "Man sollte den Gerichtsdiener an die Wand stellen."),
        ("pt", "Deviam fuzilar o oficial."),
    ],
    "self_harm_instructions": [
        ("en", "Go play in the traffic, usher."),
        ("es", "Trágate todas tus pastillas, ujier."),
        ("fr", "Avale tous tes comprimés d'un coup."),
        ("de", "Schluck einfach alle deine Tabletten."),
        ("pt", "Toma todos os teus comprimidos de uma vez."),
    ],
    "hate_no_right_to_live": [
        ("en", "Albanians don't deserve to live."),
        ("es", "Los albaneses no merecen vivir."),
        ("fr", "Les Albanais ne méritent pas de vivre."),
        ("de", "Albaner verdienen es nicht zu leben."),
        ("pt", "Os albaneses não merecem viver."),
    ],
}
# Same vocabulary, not the structure: reported, legal, figurative, a group praised, an allegation.
PASSED = [
    ("en", "The clerk testified that the defendant was stabbed in 2019."),
    ("es", "El abogado dice que esta pregunta lo va a matar de risa."),
    ("fr", "Le juré dit que ce dossier va tuer sa soirée."),
    ("de", "Der Anwalt sagt, der Fall bringt ihn noch um den Schlaf."),
    ("pt", "O advogado diz que essa audiência vai matar a tarde dele."),
    ("en", "Albanians are excellent bakers, the witness said."),
    ("es", "La fiscalía alega que Nadia Petrova envenenó el pastel."),
    ("fr", "Selon l'accusation, Nadia Petrova aurait volé le gâteau."),
    ("de", "Nadia Petrova wird vorgeworfen, den Kuchen gestohlen zu haben."),
    ("pt", "A promotoria alega que Nadia Petrova roubou o bolo."),
    ("en", "The 9-year-old witness described the stolen bicycle."),
    ("en", "Exhibit 4 is invoice 2024-000-7781 for 44 euros."),
    ("en", "You are an excellent lawyer, counsel, and a kind one."),
    # A group statement attributed to someone else is reported speech (evidence), in each language.
    ("en", "Plumbers are parasites, the landlord wrote in his complaint."),
    ("es", "Los fontaneros son parásitos, escribió el casero."),
    ("fr", "Les plombiers sont des parasites, a écrit le propriétaire."),
    ("de", "Klempner sind Parasiten, schrieb der Vermieter."),
    ("pt", "Os encanadores são parasitas, escreveu o senhorio."),
    # A vocative ("…, Your Honour") is who is addressed, not the object of a harm verb.
    ("en", "Your Honour, we will shoot down every invoice they filed."),
    # An institution's own number is no one's.
    ("en", "The witness service helpline is 0113 496 0123."),
    ("fr", "Le standard du greffe : 04 72 00 11 22."),
    # One name, neutral, denied, cleared, hypothetical or in an idiom.
    ("en", "Mirabelle is a baker who won the county fair."),
    ("es", "Mirabel no es un violador, dice el juez."),
    ("fr", "Mirabelle a été relaxée par le tribunal."),
    ("de", "Mirabell ist keine Betrügerin."),
    ("pt", "Mirabela foi absolvida pelo tribunal."),
    ("de", "Mirabell wurde vom Vorwurf freigesprochen, eine Betrügerin zu sein."),
    ("en", "If Mirabelle embezzled anything, the audit will show it."),
    ("en", "Mirabelle killed it at the bake-off."),
    ("en", "Kill the lights and hang the banner, please."),
    # The same body words where they mean something else, and a doctor's words.
    ("de", "Der Hund wedelte mit dem Schwanz im Gerichtssaal."),
    ("fr", "La queue devant le greffe faisait le tour du bâtiment."),
    ("pt", "O pau da bandeira caiu no fórum."),
    ("es", "Un beso en la mejilla no es delito, dijo la jueza."),
    ("fr", "Le médecin a examiné le pénis du patient."),
    # A hope for something else, a record broken, an argument pursued, a group's right to live affirmed.
    ("en", "Somebody should fix the usher's microphone."),
    ("es", "Vamos a romper el récord de asistencia."),
    ("en", "I'm coming for your theory of the case, counsel."),
    ("pt", "Os albaneses merecem viver em paz."),
    ("fr", "Le témoin s'est jeté du pont en 2012, selon le rapport."),
    ("en", "Take all your pills with water, the nurse told him."),
    ("en", "The usher's car ended up in a river after the flood."),
    ("es", "Quiero ver bailar al ujier en la fiesta."),
    # Quotations in the languages' own marks, reported by saying or hearing; legal framing of a sexual crime.
    ("fr", "La voisine a entendu « je vais te crever » derrière la porte."),
    ("de", "Die Nachbarin hörte „ich stech dich ab“ durch die Wand."),
    ("pt", "O réu foi condenado por exploração sexual de uma menina de 12 anos."),
]
CATEGORY = {"doxxing": "threat", "sexual_explicit": "sexual", "defamation_mononym": "defamation",
            "threat_doom": "threat", "violence_wished": "violence", "self_harm_urged": "self_harm",
            "hate_no_right_to_live": "hate", "threat_ditch": "threat", "violence_execution": "violence",
            "self_harm_instructions": "self_harm"}


@pytest.mark.parametrize(("category", "lang", "line"),
                         [(c, lang, line) for c, lines in HELD.items() for lang, line in lines])
def test_each_structural_rule_holds_its_harm_in_each_language(category, lang, line):
    decision = screen_structure(line)
    assert decision.flagged, (lang, line)
    assert CATEGORY.get(category, category) in decision.categories, decision.reason


@pytest.mark.parametrize(("lang", "line"), PASSED)
def test_the_same_vocabulary_without_the_structure_passes(lang, line):
    decision = screen_structure(line)
    assert not decision.flagged, decision.reason


def test_the_reason_says_which_structure_held_the_line():
    reason = screen_structure("I am going to stab you after the recess, clerk.").reason
    assert reason.startswith("threat: a harm (“stab") and "aimed at the one addressed" in reason


def test_obfuscated_spellings_are_read_in_every_language():
    for line in ("T3 v0y a m4tar, juez.", "Je vais te t u e r, juge.", "Ich bringe d1ch um, Richter.",
                 "V0u te m@tar, juiz.", "I w1ll k i l l you, judge.",
                 # whole phrases spelled letter by letter, wider gaps between the words
                 "J e  v a i s  t e  t u e r, juge.", "T e  v o y  a  a p u ñ a l a r, juez."):
        assert screen_structure(line).categories == ("threat",), line
