"""Stop-34 structures of Layer 2, each in each language (en, es, fr, de, pt), each with a benign twin that uses
the same words without the structure: a threat in the present tense used as the future, a threat left to an
indefinite agent ("someone will…"), a threat through the addressee's family ("a shame if something happened to
your…", "we know which school your son…"), death wished on the addressee, and the addressee urged to be gone.

Pure: no database. The lines are written for these tests, not taken from any corpus.
"""

from __future__ import annotations

import pytest

from courtroom.moderation.structure import screen_structure

HELD = {
    # A present tense used as the future: the speaker, a harm, the addressee, and a body part or a when/if.
    "present_for_future": [
        ("en", "I snap your neck tonight, usher."),
        ("es", "Te rompo las piernas mañana, ujier."),
        ("fr", "Je te casse la gueule demain, huissier."),
        ("de", "Ich schlag dir die Nase ein, Gerichtsdiener."),
        ("pt", "Eu te quebro as pernas amanhã, oficial."),
    ],
    # An indefinite agent who will do it.
    "someone_will": [
        ("en", "Someone is going to stab you in the car park, usher."),
        ("es", "Alguien te va a apuñalar en el aparcamiento, ujier."),
        ("fr", "Quelqu'un va te poignarder au parking, huissier."),
        ("de", "Jemand wird dich auf dem Parkplatz erstechen, Gerichtsdiener."),
        ("pt", "Alguém vai te esfaquear no estacionamento, oficial."),
    ],
    # Through the family: a pity if something befell them, or knowing where they are.
    "through_family": [
        ("en", "Be a shame if anything happened to your wife, usher."),
        ("es", "Qué lástima si le pasara algo a tu hija, ujier."),
        ("fr", "Dommage s'il arrivait quelque chose à ta femme, huissier."),
        ("de", "Schade, wenn deiner Tochter etwas zustößt, Gerichtsdiener."),
        ("pt", "Uma pena se acontecesse algo com a tua filha, oficial."),
        ("en", "I know what time your daughter leaves school, usher."),
    ],
    # Death wished on the one addressed.
    "death_wished": [
        ("en", "I hope you drop dead at the bench, usher."),
        ("es", "Ojalá te mueras en el pasillo, ujier."),
        ("fr", "J'espère que tu crèves dans le couloir, huissier."),
        ("de", "Ich hoffe, du krepierst im Flur, Gerichtsdiener."),
        ("pt", "Espero que você morra no corredor, oficial."),
    ],
    # The addressee urged to be gone: dying as an imperative opening a clause, or the world better without them.
    "urged_gone": [
        ("en", "Nobody wants you here, so just die."),
        ("es", "Nadie te quiere, muérete."),
        ("fr", "Personne ne t'aime, crève."),
        ("de", "Niemand mag dich, stirb."),
        ("pt", "Ninguém gosta de você, morre logo."),
        ("en", "Everyone would be better off without you, usher."),
        ("es", "El juzgado estaría mejor sin ti, ujier."),
        ("fr", "Le tribunal serait mieux sans toi, huissier."),
        ("de", "Das Gericht wäre besser ohne dich, Gerichtsdiener."),
        ("pt", "O tribunal seria melhor sem você, oficial."),
    ],
}
# The same words without the structure: no body part or time, a kind errand, an accident with no pity,
# a wish for something good, a dish better without an ingredient, a German article "Die".
PASSED = {
    "present_for_future": [
        ("en", "I snap your photo tonight for the court newsletter, usher."),
        ("es", "Te rompo el récord del maratón, ujier."),
        ("fr", "Je te bats aux cartes demain, huissier."),
        ("de", "Ich schlag dir vor, morgen früher zu kommen, Gerichtsdiener."),
        ("pt", "Eu te quebro o galho amanhã, oficial."),
    ],
    "someone_will": [
        ("en", "Someone is going to show you the car park, usher."),
        ("es", "Alguien te va a acompañar al aparcamiento, ujier."),
        ("fr", "Quelqu'un va te montrer le parking, huissier."),
        ("de", "Jemand wird dich zum Parkplatz bringen, Gerichtsdiener."),
        ("pt", "Alguém vai te levar ao estacionamento, oficial."),
    ],
    "through_family": [
        ("en", "If anything happened to your wife's car, the insurer pays, usher."),
        ("es", "Si le pasara algo a tu coche, llama al seguro, ujier."),
        ("fr", "S'il arrivait quelque chose à ta voiture, appelle l'assurance, huissier."),
        ("de", "Wenn deinem Auto etwas zustößt, ruf die Versicherung an, Gerichtsdiener."),
        ("pt", "Se acontecer algo com o teu carro, liga para o seguro, oficial."),
        ("en", "I know what time your hearing starts, usher."),
    ],
    "death_wished": [
        ("en", "I hope you drop by at the bench, usher."),
        ("es", "Ojalá te mejores en el pasillo, ujier."),
        ("fr", "J'espère que tu gagnes dans le couloir, huissier."),
        ("de", "Ich hoffe, du gewinnst im Flur, Gerichtsdiener."),
        ("pt", "Espero que você ganhe no corredor, oficial."),
    ],
    "urged_gone": [
        ("en", "Nobody wants the paperwork, so just file it."),
        ("es", "Nadie quiere el flan, cómetelo."),
        ("fr", "Personne ne veut le dessert, mange-le."),
        ("de", "Die Akten liegen im Flur, Gerichtsdiener."),
        ("pt", "Ninguém quer o bolo, come logo."),
        ("en", "The sauce would be better off without salt, usher."),
        ("es", "El guiso estaría mejor sin sal, ujier."),
        ("fr", "La soupe serait mieux sans sel, huissier."),
        ("de", "Die Suppe wäre besser ohne Salz, Gerichtsdiener."),
        ("pt", "A sopa seria melhor sem sal, oficial."),
    ],
}
# "ojalá te mueras" was already a self-harm entry of the lexicon (read first); either names a death wish.
CATEGORY = {"present_for_future": {"threat"}, "someone_will": {"threat"}, "through_family": {"threat"},
            "death_wished": {"violence", "self_harm"}, "urged_gone": {"self_harm"}}


@pytest.mark.parametrize(("structure", "language", "text"),
                         [(s, lang, t) for s, lines in HELD.items() for lang, t in lines])
def test_the_structure_is_held_in_each_language(structure, language, text):
    # given a line with the structure, when the structural layer reads it
    decision = screen_structure(text)

    # then it is held with the structure's category
    assert decision.flagged, (structure, language, text)
    assert CATEGORY[structure] & set(decision.categories), (structure, language, text, decision.reason)


@pytest.mark.parametrize(("structure", "language", "text"),
                         [(s, lang, t) for s, lines in PASSED.items() for lang, t in lines])
def test_its_benign_twin_passes(structure, language, text):
    # given the same words without the structure, when the structural layer reads it
    decision = screen_structure(text)

    # then it passes
    assert not decision.flagged, (structure, language, text, decision.reason)
