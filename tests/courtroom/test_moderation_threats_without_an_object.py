"""Threats whose harm has no person for its object in the words the structural layer read before lane 63: a place or a
vehicle harmed with the one addressed (or another) inside it, said without "with" ("…while you sleep", "mientras
duermes", "pendant que tu dors", "während du schläfst", "enquanto você dorme"); a harm with no object, the one
addressed named right after it ("…and I'll shoot, bailiff"), or brought by an ultimatum ("un paso más y disparo");
a present tense used as the future with a time phrase before it or, in German, the speaker after a fronted time
("Morgen früh bringe ich dich um"); not leaving a place alive; a harm that will befall the one addressed, the agent
left out or "they" ("you're going to get knifed", "te van a matar", "tu vas te faire planter", "du wirst erschossen",
"você vai levar uma facada"); a dead man, a body never found, vanishing for good ("Eres hombre muerto", "Niemand wird
deine Leiche finden", "Du wirst spurlos verschwinden"). Each pair: a benign line and its harmful twin."""

from tests.courtroom.moderation_twins import held, twins


@twins([
    ("I'll burn the receipts while you sleep, juror.", "I'll burn the flat down while you sleep, juror."),
    ("We'll blow up the balloons while you're inside.", "We'll blow up the building while you're inside."),
    ("Vamos a quemar los papeles mientras estás dentro.", "Vamos a quemar la casa mientras estás dentro."),
    ("Je vais brûler les factures pendant que tu dors.", "Je vais brûler la maison pendant que tu dors."),
    ("Ich werde die Briefe verbrennen, während du schläfst.", "Ich werde das Haus verbrennen, während du schläfst."),
    ("Vou queimar os papéis enquanto você dorme.", "Vou queimar a casa enquanto você dorme."),
    ("I'll kill the engine while you're in the shop.", "I'll torch the van while you're still in it."),
])
def test_a_place_harmed_with_someone_inside_it_is_a_harm_to_them(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("One more word and I'll scream, bailiff.", "One more word and I'll shoot, bailiff."),
    ("Un paso más y grito, fiscal.", "Un paso más y disparo, fiscal."),
    ("Encore un mot et je pars, monsieur le juge.", "Encore un mot et je tire, monsieur le juge."),
    ("Noch ein Wort und ich gehe, Herr Staatsanwalt.", "Noch ein Wort und ich schieße, Herr Staatsanwalt."),
    ("Mais um passo e eu grito, promotor.", "Mais um passo e eu atiro, promotor."),
    ("Ich werde das Foto schießen, Herr Richter.", "Ich werde schießen, Herr Richter."),
    ("I'd kill for a coffee, juror nine.", "I'm going to stab, juror nine."),
])
def test_a_harm_with_no_object_is_aimed_at_the_one_named_after_it(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Morgen früh bringe ich dich zum Zug, Zeuge.", "Morgen früh bringe ich dich um, Zeuge."),
    ("Nach der Sitzung rufe ich dich an.", "Nach der Sitzung stech ich dich ab."),
    ("Te juro que después del juicio te llamo.", "Te juro que después del juicio te mato."),
    ("Je te jure qu'après l'audience je t'appelle.", "Je te jure qu'après l'audience je te tue."),
    ("Juro que depois da audiência eu te ligo.", "Juro que depois da audiência eu te mato."),
    ("I swear, after the hearing I'm going to call you.", "I swear, after the hearing I'm going to break your jaw."),
])
def test_a_time_phrase_or_a_fronted_time_before_the_harm_keeps_it_a_threat(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("You won't leave this courthouse without your coat.", "You won't leave this courthouse alive."),
    ("No vas a salir de aquí sin firmar.", "No vas a salir de aquí vivo."),
    ("Tu ne sortiras pas d'ici sans signer.", "Tu ne sortiras pas d'ici vivant."),
    ("Du kommst hier nicht ohne Ausweis raus.", "Du kommst hier nicht lebend raus."),
    ("Você não sai daqui sem assinar.", "Você não sai daqui vivo."),
])
def test_not_leaving_a_place_alive_is_a_threat(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("Después del juicio te llamo, testigo.", "Después del juicio te apuñalo, testigo."),
    ("Nach dem Urteil ruf ich dich an, Zeuge.", "Nach dem Urteil stech ich dich ab, Zeuge."),
    ("Depois do julgamento eu te ligo, testemunha.", "Depois do julgamento eu te esfaqueio, testemunha."),
    ("Heute Abend ruf ich dich an, Zeugin.", "Heute Abend erwürge ich dich, Zeugin."),
])
def test_a_time_phrase_makes_a_present_tense_harm_a_promise(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("You're going to get soaked on the way home, juror.", "You're going to get knifed on the way home, juror."),
    ("Te van a llamar antes del juicio, testigo.", "Te van a matar antes del juicio, testigo."),
    ("Tu vas te faire gronder à la sortie, balance.", "Tu vas te faire planter à la sortie, balance."),
    ("Du wirst abgeholt, wenn du aussagst.", "Du wirst erschossen, wenn du aussagst."),
    ("Você vai levar um susto se depor, testemunha.", "Você vai levar uma facada se depor, testemunha."),
    ("They'll call you after the verdict, juror.", "They'll shoot you after the verdict, juror."),
])
def test_a_harm_that_will_befall_the_one_addressed_is_a_threat(benign, harmful):
    assert not held(benign)
    assert held(harmful)


@twins([
    ("The dead man in the photo was the witness's uncle.", "You're a dead man, witness."),
    ("El hombre muerto del expediente era su tío.", "Eres hombre muerto, testigo."),
    ("Nobody will ever find your keys in that bag, juror.", "Nobody will ever find your body, juror."),
    ("Personne ne retrouvera ton dossier dans ce bazar.", "Personne ne retrouvera ton corps."),
    ("Niemand wird deine Akte finden, Zeuge.", "Niemand wird deine Leiche finden, Zeuge."),
    ("Du wirst in der Menge verschwinden, Zeuge.", "Du wirst spurlos verschwinden, Zeuge."),
    ("Você vai sumir na multidão, jurado.", "Você vai sumir do mapa, jurado."),
])
def test_a_dead_man_a_body_never_found_or_vanishing_for_good_is_a_threat(benign, harmful):
    assert not held(benign)
    assert held(harmful)
