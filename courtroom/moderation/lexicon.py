"""The word classes the structural layer is built from, per language (en, es, fr, de, pt). Pure data.

These are not lists of bad lines or of targets: each class names a *role in a sentence* — a
person a harm can be aimed at, a verb of bodily harm, a speaker's intent, a word for a child,
an accusation, a hedge — and the structural layer (structure/) matches how the roles combine ("a harm verb, aimed
at a person, that the speaker intends"). Groups, names and contact details are found by form
(a generic plural subject, capitalised words, phonenumbers), never listed.

Every entry is a regular-expression fragment over normalised text (lower case, no accents,
leetspeak read, spaced letters joined: normalize.variants), matched at word starts.
"""

from __future__ import annotations

LANGUAGES = ("en", "es", "fr", "de", "pt")


def alt(*parts: str) -> str:
    return "(?:" + "|".join(parts) + ")"


def respelled(*stems: str) -> tuple[str, ...]:
    """Spanish and Portuguese verb stems with the spellings their inflections take: c→qu, g→gu and z→c before e
    ("ahorque", "espanquem", "descuartice"), and the stressed vowel broken, e→ie, o→ue ("reviente", "degüella",
    "quiebra"). A variant that spells no word is harmless: it never matches."""
    out = []
    for stem in stems:
        out.append(stem)
        for end, before_e in (("c", "qu"), ("g", "gu"), ("z", "c")):
            if stem.endswith(end):
                out.append(stem[: -len(end)] + before_e)
        for vowel, broken in (("e", "ie"), ("o", "ue")):
            at = stem.rfind(vowel)
            if at > 0:
                out.append(stem[:at] + broken + stem[at + 1:])
    return tuple(dict.fromkeys(out))


# A person a harm or an insult can be aimed at: the one addressed, a third person, a role in court.
SECOND_PERSON = alt(
    r"you", r"your", r"youre", r"you'?re", r"you'?ll", r"u", r"ur", r"yourself",  # en
    r"te", r"ti", r"tu", r"eres", r"vives", r"usted",  # es (+ pt "te", "tu")
    r"toi", r"t'?es", r"t'", r"vous", r"habites",  # fr
    r"du", r"dich", r"dir", r"wohnst", r"euch",  # de
    r"voce", r"vc", r"sua", r"seu", r"mora",  # pt
    r"contigo",  # es, pt: "with you" ("acabar contigo")
)
THIRD_PERSON = alt(
    r"him", r"her", r"them", r"his", r"he", r"she",
    r"lo", r"la", r"le", r"les", r"al", r"su",
    r"lui", r"l'", r"leur",
    r"ihn", r"ihm", r"sie", r"ihr", r"ihnen",
    r"ele", r"ela", r"dele", r"dela", r"seine?r?", r"son", r"sa",
)
ROLE = alt(
    r"jurors?", r"judge", r"witness\w*", r"prosecutors?", r"bailiff", r"clerk", r"foreman", r"counsel", r"lawyers?",
    r"attorneys?", r"defendants?", r"plaintiffs?", r"(?:your|his|her) honou?r", r"ushers?", r"stenographers?",
    r"ujier\w*", r"huissiers?", r"gerichtsdiener\w*", r"oficial\w*", r"escriva\w*", r"secretari[oa]s?", r"greffiers?",
    r"juez\w*", r"testigos?", r"fiscal", r"abogad[oa]s?", r"jurad[oa]s?", r"acusad[oa]s?",
    r"juges?", r"temoins?", r"procureure?", r"avocate?s?", r"jures?", r"greffiere?",
    r"richter\w*", r"zeug(?:e|en|in)", r"staatsanwalt\w*", r"anwalt\w*", r"geschworene\w*", r"schoffe\w*",
    r"juiz\w*", r"testemunhas?", r"promotora?", r"advogad[oa]s?", r"reu", r"re",
)
PERSON = alt(SECOND_PERSON, THIRD_PERSON, ROLE)
# Common nouns for a person, besides pronouns and court roles: what a harm's object must be for the harm to be aimed at
# someone ("kill the guy" — not "kill the motion", "matar el tiempo", "casser la baraque").
PERSON_NOUN = alt(
    r"m[ae]n", r"wom[ae]n", r"guys?", r"girls?", r"boys?", r"bloke", r"lady", r"ladies", r"people", r"persons?",
    r"snitch\w*", r"grass", r"rats?", r"cops?", r"neighbou?rs?", r"victims?", r"mayor", r"owner", r"landlord",
    r"hombres?", r"mujer(?:es)?", r"tipos?", r"chic[oa]s?", r"vecin[oa]s?", r"gente", r"personas?", r"chivat[oa]s?",
    r"policias?", r"alcalde\w*", r"duen[oa]",
    r"hommes?", r"femmes?", r"mecs?", r"gars", r"types?", r"voisine?s?", r"gens", r"personnes?", r"flics?",
    r"balances?", r"maire", r"proprio",
    r"mann", r"manner", r"frau(?:en)?", r"typ(?:en)?", r"kerl\w*", r"nachbar\w*", r"leute", r"mensch\w*", r"bullen?",
    r"verrater\w*", r"burgermeister\w*", r"vermieter\w*",
    r"homem", r"homens", r"mulher(?:es)?", r"caras?", r"vizinh[oa]s?", r"pessoas?", r"dedo-duro", r"prefeit[oa]",
)

# A noun formed to name someone by what they do (an agent or occupation suffix): a harm aimed at one is aimed at a
# person even when the noun is in no list ("kill the president", "shoot the senator", "tuer le professeur", "matar al
# cartero"). Words ending in -ment/-mento are actions, not agents; the stem must be at least three letters long.
AGENT_NOUN = r"(?!\w*ment[eo]?s?$)(?:" + alt(
    r"\w{3,}(?:er|or|ist|ian|eer|ier|ster|ee|ess|man|woman|men|women|ent|ant)s?",
    r"\w{3,}(?:ero|era|ista|ante|ente|ario|aria|ora|ador|adora|dor|dora|ores|oras|eiro|eira)s?",
    r"\w{3,}(?:eur|euse|rice|iste|ien|ienne)s?",
    r"\w{3,}(?:erin|erinnen|isten|enten|anten|innen)",
) + ")"

# The speaker means to do it, wants it done, or urges it.
INTENT = alt(
    r"i'?ll", r"i will", r"i'?m (?:gonna|going to)", r"im (?:gonna|going to)", r"i am going to", r"gonna",
    r"we'?ll", r"we will", r"we'?re going to", r"we are going to", r"i'?d", r"i want to", r"we want to",
    r"voy a", r"vamos a", r"te voy", r"quiero", r"te (?:mato|matare|reviento)",
    # an indefinite agent who will do it ("someone will…", "alguien te va a…"): the speaker does not own it
    r"(?:someone|somebody) (?:will|is going to|'s going to|is gonna|'s gonna)", r"alguien (?:te |le |lo |la )?va a",
    r"quelqu'un (?:va|vas)", r"jemand wird", r"alguem (?:vai|te vai)",
    r"je vais", r"on va", r"je veux", r"nous allons", r"je te",
    r"ich werde", r"ich will", r"wir werden", r"ich bringe", r"wir bringen", r"ich mach",
    # German puts the verb second: "Den werde ich…", "Morgen werden wir…"
    r"werde ich", r"werden wir", r"will ich", r"wollen wir",
    r"vou", r"vamos", r"quero", r"eu vou",
    # "they" will do it to the one addressed ("they'll kill you", "te van a matar", "ils vont te tuer", "sie werden
    # dich umbringen", "vão te matar"); not to another ("Judge, they are going to kill.": a warning)
    r"(?:they'?ll|they will|they'?re (?:going to|gonna)|they are going to)(?= \w+ (?:you|u)\b)", r"te van a",
    r"ils vont te", r"sie werden dich", r"man wird dich", r"(?:eles )?vao te", r"te vao",
)
# An oath that the speaker will do it, the harm right after it ("te juro que te mato", "je jure que je le tue",
# "juro que mato o juiz") or closing its clause ("ich schwöre, dass ich den Richter töte"); not testimony ("I swear I
# saw…", "juro que vi…").
OATH = alt(
    r"(?:eu )?(?:te |os |le |les )?juro,? que", r"(?:je|on) (?:te |vous )?(?:le )?jure,? (?:que|qu')",
    r"(?:ich|wir) schwore\w*,? (?:dass|ich|wir)",
)
WISH = alt(
    r"let'?s", r"should", r"must", r"ought to", r"i'?d love to", r"i want to", r"i wish", r"deserves? to",
    r"someone (?:should|needs to)", r"we should", r"need to", r"needs to", r"i hope", r"go(?: and)?",
    r"hay que", r"habria que", r"ojala", r"deberi\w+", r"merece\w*", r"quiero", r"vamos a",
    r"il faut", r"faut", r"(?:il )?faudrait", r"on devrait", r"devraient", r"je veux", r"qu'on",
    r"lasst uns", r"man sollte", r"sollte\w*", r"ich will", r"gehor\w*",
    r"vamos", r"quero", r"devi\w+", r"tem que", r"bora",
    # hopes, and someone who should do it
    r"somebody (?:should|needs to|ought to)", r"deserves? to have", r"espero que", r"alguien (?:deberia|tendria)",
    r"j'espere", r"quelqu'un (?:devrait|doit)", r"devrait", r"hoffentlich", r"jemand (?:sollte|muss)", r"tomara",
    r"alguem (?:devia|deveria|tem que)",
    r"ich hoffe", r"espero",
)

# A place or a vehicle someone can be inside: a harm done to one reaches whoever is in it ("burn the house down while
# you sleep", "quemar el coche con él dentro", "pendant que tu es dedans", "während du drin bist").
PLACE = alt(
    r"house", r"home", r"flat", r"apartment", r"building", r"courthouse", r"office", r"shop", r"cottage", r"cabin",
    r"room", r"car", r"van", r"truck", r"caravan", r"garage", r"church", r"school", r"hotel",
    r"casa", r"piso", r"edificio", r"coche", r"carro", r"auto", r"oficina", r"juzgado", r"tribunal", r"tienda",
    r"habitacion", r"despacho", r"chabola",
    r"maison", r"appart\w*", r"immeuble", r"voiture", r"bagnole", r"bureau", r"palais", r"chambre", r"baraque",
    r"haus", r"hutte", r"wohnung", r"gebaude", r"wagen", r"buro", r"gericht\w*", r"zimmer", r"laden",
    r"apartamento", r"predio", r"escritorio", r"forum", r"quarto", r"loja", r"barraco",
)
# What separates a sentence's clauses, for every layer: a comma, a semicolon, a colon, a dash, or a full stop, "!" or
# "?" that no letter follows (not the dots of "l.e", "a.m.": a sentence is already split at ". ", "! ", "? ").
CLAUSE_MARK = r"[,;:—–]|[.!?](?!\w)"
# Body parts a present-tense threat names ("Ich schlag dir die Zähne aus", "te rompo la cara").
BODY = alt(
    r"teeth", r"legs?", r"arms?", r"face", r"neck", r"knees?", r"nose", r"jaw", r"fingers?", r"ribs", r"hands?",
    r"feet", r"ears?", r"tongue",
    r"dientes", r"piernas?", r"brazos?", r"cara", r"cuello", r"rodillas?", r"nariz", r"boca", r"costillas",
    r"manos?", r"dedos", r"orejas?", r"lengua",
    r"dents", r"jambes?", r"bras", r"gueule", r"visage", r"nez", r"cou", r"genoux", r"machoire", r"peau", r"cotes",
    r"mains?", r"doigts", r"oreilles?", r"langue",
    r"zahne", r"beine?", r"arme?", r"gesicht", r"fresse", r"nase", r"genick", r"knie", r"rippen", r"kiefer",
    r"hande?", r"finger", r"ohren", r"zunge",
    r"dentes", r"pernas?", r"bracos?", r"pescoco", r"joelhos?", r"costelas", r"fuca", r"maos?", r"orelhas?",
    r"lingua",
)
# Bodily harm, as verbs (any inflection: stems).
HARM = alt(
    r"kill", r"murder", r"shoot", r"shot", r"sh00t", r"stab", r"hurt", r"strangl", r"chok", r"behead", r"decapitat",
    r"dismember", r"butcher", r"skin (?:him|her|them|\w+) alive", r"burn", r"hang", r"torture", r"beat",
    r"smash", rf"break\w* (?:your|his|her|their|every|all|both) (?:\w+ )?(?:{BODY}|bones?|skull)", r"slit",
    r"cut (?:off|out|your|his|her)",
    r"gouge", r"rip (?:out|off|his|her|your)", r"tear (?:out|his|her|your)", r"chop", r"poison", r"drown", r"hunt",
    r"find (?:you|him|her) and", r"end (?:you|him|her)\b",
    r"bleed", r"put a (?:knife|bullet)", r"blow \w+ up",
    r"mat(?:ar|o|a|are|ara|aria|arte|arle|arlo|arla|ou|arei|ame)(?!\w)",
    *respelled("asesin", "dispar", "apunal", "degoll", "romp", "revent", "golpe", "ahorc", "estrangul",
               "descuartiz", "arranc", "desangr", "esfaque", "esquartej", "queim", "degol", "enforc", "espanc", "quebr",
               "arrebent", "apale", "acuchill", "linch", "surr"),
    r"quem(?:a|e|o|ad)\w*",  # "quemar", "queme", "quemo"; not Portuguese "quem"
    r"cort\w* (?:la|el|le|los|a|o|as|os)",
    r"tu(?:er|e|erai|ez|ons)(?!\w)", r"buter", r"crever", r"egorg", r"etrangl", r"brul", r"frapp", r"poignard",
    r"massacr",
    r"arrach", r"pendre", r"coup\w* (?:la|les|sa|ta)",
    r"tot(?:en|e|et)(?!\w)", r"umbring", r"bringe \w+ um", r"erschie", r"ersteche", r"erstich", r"abstech", r"erwurg",
    r"verbrenn",
    r"aufschlitz", r"zusammenschlag", r"schlag\w* (?:ihm|ihr|dir|dich|euch)(?! vor)", r"ausstech", r"brennen",
    r"furar",
    r"snap", r"kick\w* (?:in|his|her|your|their)", r"(?:kick|cave|smash|bash)\w* (?:[\w']+ ){1,4}in\b", r"caved in",
    # German separable verbs, the particle closing the clause ("schlägt dem Anwalt den Schädel ein", "bringt ihn um")
    r"(?:schlag|schlug)\w* (?:[\w']+ ){1,5}(?:ein|tot|kaputt|zusammen|nieder)(?=\s*(?:[.,;:!?]|$))",
    r"(?:bring|brach)\w* (?:[\w']+ ){1,4}um(?=\s*(?:[.,;:!?]|$))", r"knall\w* (?:[\w']+ ){1,4}ab(?=\s*(?:[.,;:!?]|$))",
    r"set (?:\w+ ){0,2}on fire", r"put (?:\w+ )?(?:\w+ )?in the ground",
    r"acabar contigo", r"casse[rz]?", r"bris\w+", r"schlag\w* (?:\w+ ){0,3}aus", r"mach\w* (?:dich|ihn|sie) kalt",
    r"brich\w*",
    # executions, and seeing someone bleed
    r"fusil\w*", r"fuzil\w*", r"an die wand (?:ge)?stell\w*", r"(?:put|stand|line) (?:\w+ ){1,3}against a wall",
    r"sangrar", r"saigner", r"bluten",
    r"faire la peau", r"stech\w* (?:[\w']+ ){1,3}ab(?=\s*(?:[.,;:!?]|$))",
    # German verbs of harm behind a prefix ("aufhängen", "totschlagen", "erschlagen", "verprügeln", "abknallen", "die
    # Kehle durchschneiden") and their participles ("aufgehängt", "umgebracht", "abgestochen")
    r"(?:auf|er)(?:ge|zu)?hang\w*", r"tot(?:ge|zu)?(?:schlag|schlug|prugel|tret|trat|stech|stach|schie|schoss)\w*",
    r"erschl[au]g\w*", r"(?:ver)?(?:ge)?prugel\w*", r"ab(?:ge|zu)?knall\w*", r"durch(?:ge|zu)?schn[ei]\w*",
    r"umgebracht", r"abgestochen", r"lynch\w*",
    # shooting said with a noun ("pegarle un tiro", "dar um tiro", "meter uma bala", "tirer dessus"), smashing and
    # beating verbs of French, a face or a head split ("partirle la cara"), stringing up, caving in, finishing off
    r"(?:peg|met|d)\w* (?:un|um|uma|dos|dois|unos) (?:tiros?|balazos?|balas?)(?!\w)", r"meter bala", r"tir\w* dessus",
    r"fracass\w*", r"defonc\w*", r"tabass\w*", r"flingu\w*",
    rf"part\w* (?:la|las|el|los|tu|tus|su|sus|a|as|o|os) (?:{BODY}|crisma|cabeza)",
    rf"brech\w* (?:[\w']+ ){{0,3}}(?:{BODY}|knochen)",
    r"string (?:\w+ ){1,3}up", r"cav\w* (?:\w+ ){1,4}in\b", r"finish (?:him|her|them|you|u) off",
    r"dar (?:um )?fim (?:em|no|na|nesse|nessa|nele|nela)",
    # fire and explosives, in the five languages (a place harmed is a thing, unless someone is in it: see PLACE)
    r"torch(?:es|ed|ing)?(?= (?:the|your|his|her|their|this|that|my|our|it|him|them)\b)", r"blow(?:s|ing|n)? up",
    r"set fire to", r"firebomb\w*", r"petrol[- ]bomb\w*",
    r"incendi(?:ar|are|aremos|amos|e|en|o|a|ou|ei|er|erai|erons|es|ez)(?!\w)", r"(?:prend|peg|met)\w* fuego",
    rf"vol(?:ar|are|aremos|amos|ad|emos)\w* (?:por los aires|(?:el|la|tu|su) (?:\w+ )?{PLACE})",
    r"(?:fou|mett|met|fout)\w* le feu", r"(?:fai|fer|fon)\w* sauter",
    r"an(?:ge|zu)?zund\w*", r"zund\w* (?:[\w']+ ){1,5}an(?=\s*(?:[.,;:!?]|$))", r"abfackel\w*",
    r"in die luft (?:zu )?(?:jag|spreng)\w*", r"(?:jag|spreng)\w* (?:[\w']+ ){1,4}in die luft",
    r"(?:tac|bot|por|ate)\w* fogo",
    r"explod(?:ir|o|e|imos|irei|iu)(?= (?:o|a|os|as|seu|sua|teu|tua|esse|essa|este|esta)\b)",
    # shooting with no object, the verb closing its clause ("…and I'll shoot, bailiff", "et je tire", "ich schieße")
    r"(?<!a )(?<!the )(?<!on )fire(?=\s*(?:[.,;:!?]|$))", r"open fire",
    r"tir(?:e|es|er|erai|erons|ons)(?=\s*(?:[.,;:!?]|$))", r"schiess\w*(?=\s*(?:[.,;:!?]|$))",
    r"schiess\w* auf (?:dich|ihn|sie|euch|den|die)", r"atir(?:ar|o|a|e|ei|amos|aria|ou)(?=\s*(?:[.,;:!?]|$))",
    r"atir(?:ar|o|a|e|ei|amos|aria|ou) (?:em|n[oa]s?)(?!\w)",
)
# Gore: what relished violence dwells on.
GORE = alt(
    r"blood\w*", r"bleed\w*", r"guts", r"intestines", r"brains?", r"skull", r"eyes? out", r"throat", r"alive",
    r"pulp", r"pieces", r"spike", r"scream\w*", r"bones?", r"fingers", r"head", r"heart out",
    r"sangre", r"desangr\w*", r"ojos", r"cabeza", r"huesos", r"pedazos", r"cuerpo", r"garganta",
    r"sang", r"yeux", r"gorge", r"morceaux", r"tete", r"crane", r"craneo", r"cranio",
    r"blut\w*", r"verblut\w*", r"kehle", r"augen", r"schadel", r"hirn", r"knochen", r"kopf",
    r"sangue", r"sangr\w*", r"olhos", r"pedacos", r"ossos", r"cabeca",
)
# Gone for good: the clause ends, or "without a trace", "forever", "off the map" ("del mapa", "sans laisser de trace",
# "spurlos", "do mapa").
_GONE_FOR_GOOD = (r"\s*(?:[.,;:!?]|$)| (?:without a trace|for good|forever|off the map|sin dejar rastro|del mapa"
                  r"|para siempre|sans laisser de traces?|pour toujours|de la carte|spurlos|fur immer|do mapa"
                  r"|sem deixar rastro|para sempre)")
# The one addressed will come to harm (a threat without a verb of harm).
DOOM = alt(
    r"(?:you'?re|youre|you are|you'?ll be|you will be) (?:so )?dead(?! tired)", r"you'?re dead(?! tired)",
    r"dead meat", r"body bag",
    r"count your days", r"watch your back",
    r"won'?t make it home", r"you'?ll (?:regret|pay)", r"know where (?:you|u) live", r"where you live",
    r"se donde vives", r"lo va a pagar", r"vas a pagar", r"van a pagar",
    r"sait ou tu habites", r"vas le payer", r"tu es mort", r"t'?es mort",
    r"du bist tot", r"wo du wohnst", r"wirst (?:es )?bereuen",
    r"onde (?:voce|tu) mora", r"vai pagar", r"esta morto", r"ta morto",
    r"(?:put|plant|place|set|leave)\w* a bomb", r"bomb (?:the|this|your|their)", r"shoot up",
    r"sleep with one eye open", r"your days are numbered",
    r"you'?ll never (?:walk|see|talk|leave|work|testify)(?: \w+){0,2} again",
    r"make sure (?:you|u) (?:never|don'?t|won'?t|can'?t)", r"i'?m coming for you(?!r)",
    r"no (?:vuelves|volveras) a casa", r"ne rentreras (?:pas|jamais)",
    r"kommst (?:du )?(?:nicht|nie) (?:mehr )?nach hause",
    r"nao (?:volta|voltas|voltara)s? (?:pra|para) casa",
    # ending up in a ditch or a grave; one's family unsafe
    r"(?:you'?ll|you will|you'?re going to|gonna) (?:end up|wind up) in a (?:ditch|grave|river|coffin)",
    r"(?:vas a|vais a) acabar en una (?:zanja|tumba|cuneta)",
    r"(?:tu vas|vous allez) finir dans (?:un|une) (?:fosse|cercueil|tombe)",
    r"(?:du )?landest (?:du )?im (?:graben|grab|sarg)",
    r"(?:vais|vai|vas) acabar (?:numa|em uma|na) (?:vala|cova|valeta)",
    r"(?:your|ur) (?:family|kids|children|wife|husband) (?:won'?t|will not) be safe",
    # a harm that will befall the one addressed, the agent left out ("you're going to get stabbed", "vas a acabar
    # apuñalado", "tu vas te faire buter", "du wirst abgestochen", "você vai levar um tiro")
    r"(?:you'?ll|you will|you'?re going to|you are going to|you'?re gonna|you gonna|ur gonna) (?:get|be) (?:\w+ )?"
    r"(?:killed(?! with kindness)|stabbed|shot(?! down| at a| for)|murdered|strangled|hanged|butchered|slaughtered"
    r"|tortured|kneecapped|beaten (?:up|to death)|whacked|lynched|knifed|gunned down|executed)",
    r"(?:vas a|vais a) (?:ser|acabar|terminar|aparecer) (?:asesinad|apunalad|acuchillad|degollad|ahorcad|descuartizad"
    r"|muert|balead)\w*",
    r"(?:vas a|vais a) (?:recibir|llevarte) (?:un (?:balazo|tiro|navajazo)|una (?:paliza|punalada))",
    r"(?:tu vas|vous allez) te faire (?:tuer|buter|descendre|egorger|planter|defoncer|flinguer|massacrer|dessouder"
    r"|saigner|lyncher)", r"(?:tu vas|vous allez) (?:etre|finir) (?:tue|egorge|poignarde|abattu|pendu|assassine"
    r"|massacre)e?s?",
    r"(?:du wirst|ihr werdet) (?:\w+ ){0,3}(?:umgebracht|abgestochen|erschossen|erstochen|aufgehangt|erwurgt"
    r"|kaltgemacht|zusammengeschlagen|abgeknallt|gelyncht|hingerichtet)",
    r"(?:voce|tu|vc) (?:vai|vais) (?:ser|acabar|aparecer) (?:morto|morta|esfaquead\w*|assassinad\w*|balead[oa]"
    r"|enforcad\w*|linchad\w*)", r"(?:vai|vais) levar (?:um tiro|uma facada|bala|chumbo|uma surra)",
    # a dead man, a body never found, disappearing ("eres hombre muerto", "Niemand wird deine Leiche finden", "você
    # vai sumir do mapa")
    r"(?:you'?re|you are|youre|ur) (?:a )?dead (?:man|woman)", r"eres (?:un )?(?:hombre|mujer) muert[oa]",
    r"(?:t'es|tu es|vous etes) (?:un homme mort|une femme morte)", r"du bist ein (?:toter mann|tote frau)",
    r"(?:voce e|tu es|vc e) (?:um )?(?:homem morto|mulher morta)",
    r"(?:nobody|no one|they'?ll never|never) (?:\w+ ){0,2}find (?:your|ur) (?:body|corpse)",
    r"nadie (?:\w+ ){0,2}(?:encontrar|hallar)\w* tu (?:cuerpo|cadaver)",
    r"personne ne (?:\w+ ){0,2}(?:retrouv|trouv)\w* ton (?:corps|cadavre)",
    r"niemand wird (?:\w+ ){0,2}deine leiche finden",
    r"ninguem (?:\w+ ){0,2}(?:achar|encontrar)\w* (?:o )?(?:teu|seu) (?:corpo|cadaver)",
    # (disappearing closes its clause, or for good: not "you'll disappear into the jury room for hours")
    rf"(?:(?:you'?ll|you will|you'?re going to|you are going to) (?:just )?(?:disappear|vanish)"
    rf"|(?:vas a|vais a) desaparecer|(?:tu vas|vous allez) disparaitre"
    rf"|(?:du wirst|ihr werdet) (?:\w+ ){{0,2}}verschwinden"
    rf"|(?:voce|tu|vc) (?:vai|vais) (?:sumir|desaparecer))(?={_GONE_FOR_GOOD})",
    # last prayers, a last night, not living to see a day
    r"say your (?:last )?prayers", r"reza (?:lo que sepas|tus (?:ultimas )?oraciones)",
    r"fais tes (?:dernieres )?prieres",
    r"sprich dein (?:letztes )?gebet", r"(?:reze|reza) (?:enquanto pode|suas (?:ultimas )?oracoes)",
    r"(?:won'?t|will not|never) live to see", r"no (?:viviras|vas a vivir) para ver",
    r"tu ne vivras pas (?:assez|jusqu)",
    r"wirst (?:\w+ ){0,2}nicht mehr erleben", r"nao (?:vai|vais) viver (?:para|pra) ver",
    r"(?:it'?s|is|this is|tonight is) your last (?:night|day)", r"tu ultima noche", r"ta derniere nuit",
    r"deine letzte nacht", r"(?:tua|sua) ultima noite",
    # not leaving a place alive ("you won't leave this courthouse alive", "no vas a salir vivo", "du kommst hier nicht
    # lebend raus")
    r"(?:won'?t|will not|never|not going to|aren'?t going to) (?:leave|get out of|walk out of|make it out of)"
    r" (?:[\w']+ ){0,3}alive",
    r"no (?:vas a salir|sales|saldras|vais a salir) (?:[\w']+ ){0,3}viv[oa]s?",
    r"ne (?:sortiras|sors|sortirez|vas pas sortir) (?:pas|jamais) (?:[\w']+ ){0,3}vivante?s?",
    r"(?:kommst|gehst|kommt|geht) (?:[\w']+ ){0,3}nicht lebend", r"nicht lebend (?:raus|hier raus|heraus)",
    r"nao (?:sai|sais|vai sair|vais sair|saira|sairas) (?:[\w']+ ){0,3}viv[oa]s?",
    # sent where the harmed end up: a hospital, a wheelchair, the morgue, a grave, a coffin
    r"(?:put|send|land)\w* (?:you|u) (?:in|into|to) (?:the |a )?(?:hospital|morgue|grave|coffin|wheelchair|icu"
    r"|cemetery)",
    r"(?:you'?ll|you will|you'?re going to|gonna) (?:end up|wind up|be|go home|leave) (?:in|into) (?:the |a )?"
    r"(?:morgue|grave|coffin|wheelchair|body bag)",
    r"(?:mandar|dejar|meter)te (?:en|al|a la) (?:el |la |una? )?(?:hospital|morgue|tumba|ataud|silla de ruedas"
    r"|cementerio)",
    r"te (?:voy|vamos|van) a (?:mandar|dejar|meter) (?:en|al|a la) (?:el |la |una? )?(?:hospital|morgue|tumba|ataud"
    r"|silla de ruedas|cementerio)",
    r"(?:vas a|vais a) (?:acabar|terminar) en (?:el |la |una? )?(?:morgue|tumba|ataud|silla de ruedas|cementerio)",
    r"(?:tu vas|vous allez|tu finiras|vous finirez) (?:finir )?(?:a la morgue|au cimetiere|dans un cercueil"
    r"|en fauteuil roulant)",
    r"t'envoyer (?:a l'hopital|a la morgue|au cimetiere)",
    r"(?:bring|schick|prugel)\w* dich (?:ins krankenhaus|ins grab|in den rollstuhl|auf den friedhof)",
    r"(?:du )?(?:landest|endest) (?:du )?(?:im krankenhaus|im rollstuhl|auf dem friedhof|in der leichenhalle)",
    r"te (?:mandar|deixar|colocar|por) (?:no|na|numa|num) (?:hospital|cadeira de rodas|caixao|cemiterio|necroterio)",
    r"(?:voltar|volta|voltas|vai voltar) (?:pra|para) casa (?:num|em um|dentro de um) caixao",
    r"(?:vai|vais) (?:acabar|parar) (?:no|na|num|numa) (?:cemiterio|necroterio|caixao|cadeira de rodas)",
)
# A weapon the speaker means to bring ("I'll be waiting by your car with a knife").
WEAPON = alt(
    r"knife", r"knives", r"gun", r"crowbar", r"bat", r"baseball bat", r"machete", r"axe", r"hammer", r"blade", r"acid",
    r"cuchillo", r"navaja", r"pistola", r"bate", r"machete", r"hacha", r"martillo", r"acido",
    r"couteau", r"flingue", r"pistolet", r"batte", r"hache", r"marteau", r"barre de fer",
    r"messer", r"pistole", r"knuppel", r"baseballschlager", r"axt", r"hammer", r"brecheisen", r"saure",
    r"faca", r"arma", r"revolver", r"taco", r"machado", r"martelo", r"pe de cabra",
)
# Whom a threat may reach through: the addressee's family (with a second-person possessive before it).
KIN = alt(
    r"family", r"kids?", r"children", r"sons?", r"daughters?", r"wife", r"husband", r"mother", r"mum", r"mom",
    r"familia", r"hij[oa]s?", r"esposa", r"marido", r"madre",
    r"famille", r"enfants?", r"fils", r"fille", r"femme", r"mari", r"mere",
    r"familie", r"kinder?", r"sohn", r"tochter", r"frau", r"mann", r"mutter",
    r"filh[oa]s?", r"mae",
    # and friends, partners
    r"friends?", r"mates?", r"boyfriend", r"girlfriend", r"partner", r"amig[oa]s?", r"novi[oa]", r"amie?s?",
    r"copains?", r"copines?", r"freund\w*", r"namorad[oa]", r"companheir[oa]",
)
# Knowing where someone is ("we know which school…", "sé dónde…"): with the addressee's kin, a threat.
WHEREABOUTS = alt(
    r"(?:i|we) know (?:where|which \w+|what time)", r"(?:se|sabemos) (?:donde|a que \w+|a que hora)",
    r"(?:je sais|on sait|nous savons) (?:ou|dans quelle \w+|a quelle heure)",
    r"(?:ich weiss|wir wissen) (?:wo|welche \w+|wann)", r"(?:eu sei|sabemos) (?:onde|em que \w+|a que horas)",
)
# Something befalling someone, and it being a pity: "a shame if something happened to your…".
BEFALL = alt(
    r"(?:something|anything) (?:happened|happens|were to happen|should happen)", r"(?:pasara|pase|ocurriera) algo",
    r"algo le (?:pasara|pase)", r"arrive quelque chose", r"arrivait quelque chose", r"etwas (?:passiert|zustosst)",
    r"(?:acontecesse|aconteca|acontecer) algo", r"algo (?:acontecesse|aconteca|acontecer)",
)
# The addressee's own (a possessive): what a threat reaches them through.
YOURS = alt(r"your", r"ur", r"tu", r"tus", r"ton", r"ta", r"tes", r"dein\w*", r"teu", r"tua", r"sua", r"seu", r"ti",
            r"toi")
PITY = alt(r"shame", r"pity", r"pena", r"lastima", r"dommage", r"schade", r"uma pena")
# When or on what condition (a present tense used as the future: "I break your legs tonight if you…").
WHEN = alt(
    r"tonight", r"tomorrow", r"after (?:the|this|court|the hearing)", r"if (?:you|u)", r"when (?:you|u)",
    r"esta noche", r"manana", r"a la salida", r"si (?:declaras|hablas|testificas|vienes)", r"cuando",
    r"ce soir", r"demain", r"a la sortie", r"si tu", r"quand tu",
    r"heute nacht", r"morgen", r"wenn du", r"falls du", r"nach der",
    r"hoje", r"amanha", r"na saida", r"se (?:voce|tu)", r"quando",
    # a time phrase ("después del juicio", "après l'audience", "nach dem Urteil", "depois da audiência")
    r"despues de\w*", r"al salir", r"apres", r"nach (?:der|dem|den)", r"heute (?:abend|nacht)", r"depois d[aoe]s?",
)
# An ultimatum: the next step, word or move brings the harm ("one more word and I…", "un paso más y…", "encore un
# mot et…", "noch ein Wort und…", "mais um passo e…").
ULTIMATUM = alt(
    r"one more (?:\w+ )?(?:word|step|move|sound|time)s? (?:and|&)",
    r"(?:un|una) (?:\w+ )?(?:paso|palabra|vez|movimiento) mas,? y",
    r"encore un\w* (?:\w+ )?(?:mot|pas|geste|fois),? et", r"un\w* (?:mot|pas|geste) de plus,? et",
    r"noch ein\w* (?:\w+ )?(?:wort|schritt|mal|ton),? und", r"mais (?:um|uma) (?:\w+ )?(?:passo|palavra|vez),? e",
)
# Whoever a place is harmed with is inside it, or asleep in it (after WHILE: "while you're still in it", "mientras
# duermes", "pendant que t'y es", "während du drin bist", "enquanto você estiver lá dentro").
WHILE = alt(r"while", r"whilst", r"when", r"as", r"mientras", r"cuando", r"pendant que?", r"quand", r"lorsque?",
            r"wahrend", r"wenn", r"als", r"enquanto", r"quando")
INSIDE = alt(
    r"inside", r"in (?:it|there|bed)", r"asleep", r"sleep\w*",
    r"dentro", r"adentro", r"duerm\w*", r"dormid[oa]s?",
    r"dedans", r"a l'interieur", r"t'y es", r"(?:il|elle|on) y est", r"dor[ts]", r"dorm\w*", r"endormi\w*",
    r"drin\w*", r"darin", r"schlaf\w*", r"im bett",
)
# A game or contest: a harm "at chess" is a win ("I'll beat you at chess", "te reviento al pádel", "je vais te massacrer
# aux échecs", "ich schlag dich beim Tischtennis", "vou te massacrar no truco").
GAME = alt(
    r"chess", r"poker", r"cards", r"darts", r"snooker", r"billiards", r"tennis", r"squash", r"golf",
    r"scrabble", r"monopoly", r"quiz", r"trivia", r"football", r"soccer", r"bowling", r"ping[- ]?pong",
    r"table tennis", r"arm[- ]wrestling", r"dominoes", r"checkers", r"draughts", r"backgammon", r"video games?",
    r"fifa", r"mario kart", r"sudoku", r"crossword", r"pub quiz", r"karaoke",
    r"ajedrez", r"cartas", r"dardos", r"billar", r"tenis", r"padel", r"futbol", r"domino", r"mus", r"parchis",
    r"damas", r"mario kart", r"trivial",
    r"echecs", r"cartes", r"flechettes", r"billard", r"belote", r"petanque", r"tarot",
    r"schach", r"karten", r"tischtennis", r"fussball", r"skat", r"kegeln", r"billard", r"mensch argere dich nicht",
    r"xadrez", r"poquer", r"sinuca", r"bilhar", r"tenis", r"futebol", r"truco", r"domino", r"baralho", r"dardos",
)
# A game named after a harm: "at chess", "al pádel", "aux échecs", "beim Tischtennis", "no truco".
CONTEST = (rf"(?:at|in|al|en|a|aux|au|beim|bei|im|no|na|em|ao)(?: (?:the|a|el|la|le|les|der|die|das|dem|o|os))?"
           rf" {GAME}")
# Animals spoken of as a group are no group of people ("Pigeons are a plague", "Ratten sind Ungeziefer").
ANIMAL = alt(
    r"pigeons", r"seagulls", r"gulls", r"rats", r"mice", r"wasps", r"mosquito(?:e)?s", r"flies", r"cockroaches",
    r"ants", r"foxes", r"squirrels", r"slugs", r"snails", r"pests", r"rabbits", r"crows", r"magpies", r"moths",
    r"termites", r"bedbugs", r"fleas", r"ticks", r"lice", r"weeds", r"dogs?", r"cats?", r"horses?",
    r"perros?", r"gatos?", r"chiens?", r"chats?", r"hunde?", r"katzen?", r"cachorros?", r"caes", r"cao",
    r"palomas", r"gaviotas", r"ratas", r"ratones", r"avispas", r"mosquitos", r"moscas", r"cucarachas", r"hormigas",
    r"zorros", r"plagas", r"termitas", r"chinches", r"pulgas", r"piojos", r"conejos",
    r"mouettes", r"goelands", r"souris", r"guepes", r"moustiques", r"mouches", r"cafards", r"fourmis", r"renards",
    r"punaises", r"puces", r"poux", r"lapins", r"corbeaux", r"limaces",
    r"tauben", r"moewen", r"mowen", r"ratten", r"mause", r"wespen", r"mucken", r"fliegen", r"kakerlaken", r"ameisen",
    r"fuchse", r"wanzen", r"flohe", r"lause", r"kaninchen", r"krahen", r"schnecken",
    r"pombos", r"gaivotas", r"ratos", r"vespas", r"moscas", r"baratas", r"formigas", r"raposas", r"cupins",
    r"percevejos", r"pulgas", r"piolhos", r"coelhos", r"lesmas",
)
# Dying, wished on the addressee or urged on them ("I hope you die", "muérete", "crève", "stirb").
PERISH = alt(
    r"(?:just|and|go|please|you|u|to|should|gonna|will|'ll) (?:just )?die", r"drop dead", r"rot in hell", r"rot",
    r"get (?:hit|run over) by a (?:bus|car|train|truck)", r"disappear (?:forever|for good)",
    r"muer(?:ete|as|a)", r"te mueras", r"revientes", r"desaparece(?:s)? para siempre",
    r"creve[sz]?", r"meurs", r"disparai[st] pour (?:de bon|toujours)", r"disparais",
    r"stirb", r"stirbst", r"verreck\w*", r"krepier\w*", r"verschwinde fur immer",
    r"morr(?:a|as|e|am)", r"morre logo", r"some (?:para sempre|de vez)",
)
# The world better off without the addressee, or no one missing them: urging them to be gone.
ABSENCE = alt(
    r"better (?:off )?without (?:you|u)(?!r)", r"nobody (?:would|will|'d) miss (?:you|u)(?!r)",
    r"no one (?:would|will|'d) miss (?:you|u)(?!r)",
    r"mejor sin ti", r"nadie te (?:echaria|echara) de menos",
    r"mieux sans (?:toi|vous)", r"personne ne te (?:regretterait|manquerait)",
    r"besser ohne dich", r"niemand (?:wurde|wird) dich vermissen",
    r"melhor sem (?:voce|ti)", r"ninguem (?:sentiria|sentira|ia sentir|vai sentir) (?:a )?(?:sua|tua) falta",
    # no one caring, noticing or crying if the addressee died, jumped or were gone
    r"(?:nobody|no one)(?: \w+){0,4} (?:would|will|'d) (?:care|notice|cry|mind) if (?:you|u) (?:died|disappeared"
    r"|vanished|jumped|were gone|were dead|killed|hanged|drowned|overdosed)",
    r"a nadie le (?:importaria|importara) si (?:te )?(?:murieras|mataras|tiraras|desaparecieras|ahorcaras)",
    r"personne ne (?:pleurerait|remarquerait) si tu (?:mourais|disparaissais|sautais|te tuais|crevais|te pendais)",
    r"niemand (?:wurde|wird) (?:es )?(?:merken|weinen|trauern),? wenn du (?:stirbst|sterben|springst|weg|dich)",
    r"ninguem (?:ia|iria|vai) (?:ligar|notar|chorar|se importar) se (?:voce|tu) (?:morresse|sumisse|se matasse"
    r"|se jogasse|pulasse|se enforcasse)",
)

# Encouraging someone to harm themselves.
SELF_HARM = alt(
    r"(?:kill|hang|cut|hurt|starve|off|end)\w* (?:yo)?urself",
    r"(?:kill|hang|cut|hurt|starve) (?:himself|herself|themselves)",
    r"end (?:your|his|her) (?:own |\w+ )?life", r"overdose", r"go (?:and )?die", r"die in a (?:hole|fire|ditch)",
    r"kys", r"(?:slit|cut|open) (?:your|his|her) wrists",
    r"jump (?:off|from) (?:a|the) (?:bridge|roof|building|cliff)",
    r"end it all", r"drink (?:some )?bleach",
    r"(?:take|swallow) (?:the whole|all (?:the|your|those)) (?:bottle|pills)",
    r"neck yourself", r"unalive yourself",
    # suicide as something to do, not the word ("suicide prevention", "la prévention du suicide")
    r"(?:commit|commits|committing) suicide", r"suicide (?:yo)?urself", r"suicid(?:ate|arte|e[- ]toi|a[- ]te)",
    r"(?:te|se) suicid\w*", r"matate", r"(?:deberias|debes|vete a) matarte", r"matese", r"ahorcate",
    r"cortes las venas",
    r"cortate las venas",
    r"tirate (?:de|por|a)",
    r"ojala te mueras", r"(?:deberias|debes|tienes que|vete a) (?:tirarte|ahorcarte|cortarte)",
    r"cortate (?:el|la|las|los) (?:cuello|venas|garganta)",
    r"tue[- ]toi", r"pends[- ]toi", r"(?:va|vas|tu devrais|tu dois|devrais|dois) te (?:tuer|pendre|jeter)",
    r"jette[- ]toi", r"tu devrais mourir", r"(?:mieux de|faut) te (?:tuer|pendre|jeter|suicider)",
    r"bring dich (?:\w+ )*um", r"tote dich", r"hang dich auf", r"erhang dich", r"spring (?:von|vor|aus)",
    r"(?:wirf|sturz) dich (?:von|vor|aus)", r"dich umbringen",
    # instructions: every pill taken, playing in traffic
    r"(?:tomate|tragate) todas (?:las|tus) (?:pastillas|pildoras)",
    r"avale (?:toute la boite|tou(?:s|tes) (?:tes|les)) (?:de )?(?:cachets|comprimes|pilules)",
    # cutting one's wrists, in the other languages
    r"cort\w* (?:os|as|tus|las) (?:pulsos|veias|venas|munecas)", r"(?:ouvre|taillade|coupe)[- ]toi les veines",
    r"(?:schneid|ritz)\w* dir die pulsadern", r"pulsadern aufschneiden",
    r"schluck (?:\w+ ){0,2}alle (?:deine )?tabletten",
    r"toma todos os (?:teus |seus )?comprimidos", r"play in (?:the )?traffic", r"(?:jugar|juega) en la autopista",
    r"(?:jouer|joue) sur l'autoroute", r"auf der autobahn spielen", r"brincar na (?:estrada|rodovia)",
    r"se mat(?:ar|a|e|asse|em|ou)", r"mate[- ]se", r"se enforca",
    r"se jogar", r"se jog(?:a|ue) (?:da|de|do|pela|no|na)",
    # jumping from a height, urged ("saute par la fenêtre", "spring vom Dach", "pula da ponte", "tírate por la ventana")
    r"(?:jump|saute[zs]?|tirate|spring|pula|pule)\s+(?:\w+\s+){0,3}(?:bridges?|roofs?|windows?|cliffs?|balcon(?:y|ies)"
    r"|puente|tejado|azotea|ventana|balcon|pont|toit|fenetre|falaise|brucke|dach|fenster|klippe|balkon|ponte|telhado"
    r"|janela|viaduto|penhasco|predio)\b",
)

# Sexual terms and minors (a word for a child, or an age under 18 written out).
SEXUAL = alt(
    r"sex\w*", r"s3x\w*", r"nudes", r"nude (?:pic|photo|image|video|selfie)\w*", r"porn\w*", r"erotic\w*",
    r"steamy", r"seduc\w*", r"hot(?:test)?",
    r"horny", r"sleep(?:ing)? with", r"sleeps with", r"lewd", r"molest\w*", r"fuck\w*",
    r"porno\w*", r"cachond\w*", r"follar",
    r"baiser",
    r"nackt(?:bild|foto|video|aufnahme)\w*", r"geil",
    r"transar",
    # undressing someone is an act, not a state
    r"undress\w*", r"desnud(?:ar|ari|are|ara|and|ame|es|as)\w*", r"deshabill\w*", r"despir\w*",
)
# Nudity: sexual beside a child only when it is pictured, shown or wanted ("fotos desnudas del niño"), not in a bath,
# a doctor's room or on a beach ("the doctor examined the naked baby").
NUDITY = alt(r"nude", r"naked", r"desnud[oa]s?", r"nue?s?", r"nackte?[nrms]?", r"nu[ao]s?", r"pelad[ao]s?")
DEPICT = alt(
    r"pics?", r"pictures?", r"photos?", r"images?", r"videos?", r"selfies?", r"send", r"show", r"post", r"see",
    r"watch", r"dm", r"fotos?", r"imagen(?:es)?", r"mand\w+", r"envi\w+", r"muestra\w*", r"publica\w*", r"ver",
    r"montre\w*", r"publie\w*", r"voir", r"bilder?", r"aufnahmen?", r"zeig\w*", r"schick\w*", r"sehen",
    r"mostra\w*", r"posta\w*",
)
# The speaker's own desire or arousal ("ich steh auf…", "me gustan…", "turns me on"): nudity wanted.
DESIRE = alt(
    r"(?:i|je|ich|eu|yo) (?:\w+ )?(?:like|love|adore|fancy|aime|adore|mag|liebe|gosto|adoro|curto)",
    r"j'(?:aime|adore)",
    r"i'?m into", r"turns? me on", r"ich steh\w* auf", r"me (?:gusta|gustan|encanta|encantan|pone|ponen|excita\w*)",
    r"m'excite\w*", r"macht mich (?:an|geil)", r"me (?:excita\w*|da tesao)",
)
# Arousal (not liking): with a child, sexual content whatever else the sentence says.
AROUSAL = alt(r"turns? me on", r"turn me on", r"(?:make|makes|get|gets) me (?:hard|horny|wet)", r"me excita\w*",
              r"m'excite\w*", r"(?:macht|machen) mich (?:an|geil|heiss)", r"me da(?:o)? tesao",
              r"(?:me )?ponen cachondo")
# Care and teaching: a doctor's or a school's words about a child's body are not sexual content.
CARE = alt(
    r"doctors?", r"nurses?", r"p(?:a)?ediatrician", r"midwife", r"examin\w*", r"checked", r"education", r"lessons?",
    r"medic[oa]s?", r"pediatra", r"enfermer[oa]s?", r"revis\w*", r"educacion", r"clases?",
    r"medecin", r"infirmi\w+", r"pediatre", r"cours",
    r"arzt", r"arztin", r"kinderarzt\w*", r"hebamme", r"untersuch\w*", r"aufklarung", r"sexualkunde", r"unterricht",
    r"enfermeir[oa]s?", r"educacao", r"aulas?",
)
MINOR = alt(
    r"child\w*", r"kids?", r"little (?:boy|girl)s?", r"schoolgirls?", r"schoolboys?", r"toddlers?", r"pre-?teens?",
    r"minors?", r"underage", r"teen(?:age)? (?:girl|boy)s?", r"teenage", r"babies", r"baby",
    r"nin[oa]s?", r"menores?", r"nene", r"chic[oa]s? de", r"bebes?",
    r"enfants?", r"gamin\w*", r"fillettes?", r"mineur\w*", r"fille de", r"garcon de",
    r"kind\w*", r"minderjahrig\w*", r"madchen", r"jungen?",
    r"criancas?", r"menin[oa]s?", r"garot[oa]s?", r"menor\w*",
)
NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
    "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15, "dieciseis": 16, "diecisiete": 17,
    "un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
    "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
    "ein": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
    "elf": 11, "zwolf": 12, "dreizehn": 13, "vierzehn": 14, "funfzehn": 15, "sechzehn": 16, "siebzehn": 17,
    "um": 1, "dois": 2, "quatro": 4, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "doze": 12, "treze": 13,
    "quatorze_pt": 14, "catorze": 14, "dezesseis": 16, "dezessete": 17,
}
# "12-year-old", "de 11 anos", "13 ans", "zwolfjahrigen", "girls of 15".
AGE_UNIT = alt(r"-?\s?years?[- ]old", r"-?\s?y(?:ea)?r?s?[- ]?o(?:ld)?\b", r"anos", r"anos?", r"ans", r"-?\s?jahrig\w*",
               r"-?\s?jahre?")

# Insults and abuse aimed at a person.
INSULT = alt(
    r"idiot\w*", r"moron\w*", r"imbecil\w*", r"loser", r"l0ser", r"bitch\w*", r"whore", r"slut", r"cunt", r"creep",
    r"retard\w*", r"cow", r"worm", r"trash", r"scum", r"piece of (?:shit|trash|garbage|crap)",
    r"waste of (?:oxygen|space)",
    r"stupid", r"dumb", r"ugly", r"fat", r"pathetic", r"worthless", r"useless", r"disgusting", r"brainless",
    r"asshole", r"bastard", r"dickhead", r"f\W?u?c?king", r"freak", r"pig", r"m[o0]th[ae]rf\w*",
    r"estupid\w*", r"gilipollas", r"pendej\w*", r"inutil\w*", r"asqueros\w*", r"gord[oa]", r"mierda", r"puta",
    r"zorra", r"cabron\w*", r"subnormal", r"basura", r"escoria", r"tont[oa]",
    r"conne", r"connard", r"connasse", r"salope", r"pute", r"debile", r"abruti\w*", r"ordure", r"merde", r"minable",
    r"grosse", r"naze",
    r"dumm\w*", r"hasslich\w*", r"fotze", r"schlampe", r"hure", r"arschloch", r"wichser", r"versager",
    r"scheisse", r"missgeburt", r"penner", r"erbarmlich\w*", r"drecks\w*",
    r"vadia", r"vagabunda", r"nojent[oa]", r"burr[oa]", r"otari[oa]", r"lixo", r"merda", r"desgracad[oa]",
)
# The insults that are adjectives: aimed at a person only as a person's attribute ("you're stupid", "the stupid
# judge", "un inútil"), not a thing's ("a stupid rule", "fat chance", "the printer was useless", "una regla estúpida").
INSULT_ADJECTIVE = alt(
    r"stupid", r"dumb", r"ugly", r"fat", r"pathetic", r"worthless", r"useless", r"disgusting", r"brainless",
    r"f\W?u?c?king", r"estupid\w*", r"inutil\w*", r"asqueros\w*", r"gord[oa]", r"tont[oa]", r"debile", r"minable",
    r"grosse", r"naze", r"dumm\w*", r"hasslich\w*", r"erbarmlich\w*", r"nojent[oa]", r"burr[oa]",
)
COPULA = alt(r"is", r"are", r"was", r"were", r"be", r"es", r"era", r"eres", r"est", r"etait", r"ist", r"war",
             r"bist", r"sind", r"e", r"sao", r"foi", r"look", r"looks", r"seems?", r"parece\w*", r"wirkt")
INTENSIFIER = alt(r"so", r"very", r"really", r"such", r"too", r"tan", r"muy", r"si", r"tres", r"trop", r"ganz", r"sehr",
                  r"zu", r"muito", r"tao", r"a", r"an", r"un", r"une", r"una", r"ein\w*", r"um", r"uma", r"completely")
# Abuse that needs no insult word: silencing, "everyone hates you".
ABUSE = alt(
    r"shut (?:up|your mouth)", r"fuck (?:you|off)", r"nobody (?:will ever )?(?:loves?|likes?|wants) you",
    r"everyone (?:here )?(?:hates|despises)",
    r"nobody asked", r"should have aborted",
    r"callate", r"te odian", r"das asco",
    r"ferme ta gueule", r"ta gueule", r"personne ne veut de toi",
    r"halt die (?:fresse|klappe)", r"hasst dich", r"schäm dich", r"scham dich",
    r"cala a boca", r"te despreza", r"te odeia",
)

# A group of people spoken of as a whole: dehumanising or eliminationist predicates.
DEHUMANISE = alt(
    r"vermin", r"plagues?", r"parasites?", r"animals", r"beasts", r"savages", r"sub-?humans?", r"rats", r"r@ts",
    r"cockroach\w*", r"insects", r"a disease", r"diseased", r"a cancer", r"filth\w*", r"scum", r"trash", r"garbage",
    r"an abomination", r"abominations", r"inferior", r"freaks", r"apes", r"monkeys", r"perverts", r"criminals",
    r"scammers", r"rapists", r"terrorists", r"dirty", r"disgusting", r"mentally ill", r"too stupid", r"enemy",
    r"a burden", r"an? (?:\w+ )?(?:rat|parasite|animal|cockroach|plague)",
    # the same words in the other languages
    r"terroristes?", r"terroristas", r"terroristen", r"criminels", r"criminales", r"kriminelle", r"criminosos",
    r"violeurs", r"violadores", r"vergewaltiger", r"estupradores", r"una carga", r"un fardeau", r"eine last",
    r"um fardo",
    r"plaga", r"parasitos", r"ratas", r"animales", r"basura", r"escoria", r"inferiores", r"enfermedad", r"cucarachas",
    r"maldit\w*", r"subhumanos", r"raza",
    r"vermine", r"animaux", r"maladie", r"cafards", r"ordures", r"sous-hommes", r"inferieurs",
    r"ungeziefer", r"parasiten", r"tiere", r"pest", r"krankheit", r"abschaum", r"minderwertig\w*", r"ratten",
    r"untermenschen",
    r"praga", r"parasitas", r"ratos", r"animais", r"lixo", r"doenca",
)
ELIMINATE = alt(
    r"exterminat\w*", r"eradicat\w*", r"gassed", r"deported", r"expelled", r"removed", r"wiped out", r"driven out",
    r"locked (?:away|up)", r"banned", r"sterili[sz]ed", r"purged", r"cleansed", r"thrown out", r"burn", r"die",
    r"hanged", r"shot", r"killed", r"allowed to (?:breed|vote|live|exist)", r"better off (?:if|without)",
    r"disappear",
    r"kept in the kitchen", r"don'?t deserve", r"deport\w*", r"wipe\w*", r"get rid of", r"round\w* up",
    r"cleans\w*",
    r"eliminar", r"exterminad\w*", r"exterminar", r"echar\w*", r"expulsa\w*", r"erradicar", r"desaparecer",
    r"chasser", r"expulser", r"exterminer", r"eliminer", r"disparaitre",
    r"vergast", r"ausrott\w*", r"abgeschoben", r"gejagt", r"vernichtet", r"raus",
    r"expulsos", r"eliminad\w*", r"nao merecem",
    r"(?:don'?t|do not|no|ne) (?:deserve|merecen|meritent) (?:to |pas de )?(?:live|exist|vivir|existir|vivre|exister)",
    r"verdienen es nicht(?: zu leben)?",
)
# A statement about people as a whole: "X are", "X people", "every/all X".
# Plural: a group is many ("the defendant is…" is about one person).
GROUP_COPULA = alt(r"are", r"son", r"sont", r"sind", r"sao", r"deserve", r"merecen", r"merecem",
                  r"meritent", r"verdienen",
                   r"should", r"need", r"control", r"must", r"gehoren")
GROUP_NOUN = alt(r"people", r"persons", r"men", r"women", r"folks?", r"gente", r"personas", r"gens", r"leute",
                 r"menschen", r"pessoas", r"homens", r"mulheres", r"race", r"raza")
GROUP_DETERMINER = alt(r"all", r"every", r"those", r"these", r"the", r"los", r"las", r"todos los", r"les", r"des",
                       r"tous les", r"die", r"alle", r"os", r"as", r"todos os")

# A criminal or sexual accusation, and the hedges that make it an allegation, not a statement of fact.
ACCUSATION = alt(
    r"pa?edophile?\w*", r"pedo\b", r"rapist", r"raped?", r"rapes", r"molest\w*",
    r"abus\w* (?:kids|children|boys|girls|"
    r"students|minors|patients)", r"murder\w*", r"killed", r"poisoned", r"embezzl\w*", r"launder\w*", r"brib\w*",
    r"sells? verdicts", r"traffick\w*", r"deals? (?:drugs|crack|cocaine|heroin)", r"drug dealer", r"fraudster",
    r"child (?:abuser|molester)", r"grooms?\b", r"groomer", r"sex offender", r"corrupt", r"crook", r"thief",
    r"criminal", r"killer", r"sells? drugs", r"robb(?:ed|er|ery|s)", r"shoplift\w*", r"stole", r"steals", r"fraud\w*",
    r"swindl\w*", r"scam\w*", r"extort\w*", r"blackmail\w*",
    r"traffics? (?:children|kids|drugs|women|people)",
    r"pederasta", r"pedofil\w*", r"violadora?", r"viol[oa]\b", r"abusa de", r"asesin[oa]", r"soborn\w*", r"corrupt[oa]",
    r"trafica", r"lava dinero", r"narco", r"ladron\w*", r"robo el", r"roba", r"robaba", r"robaron", r"estaf\w*",
    r"violeur", r"a viole", r"viole\b", r"assassin", r"meurtrier", r"empoisonn\w*", r"detourn\w*", r"corrompu",
    r"pots-de-vin", r"voleur", r"voleuse", r"meurtriere", r"violeuse", r"escroc", r"blanchi\w*",
    r"kinderschander", r"padophil\w*", r"vergewaltig\w*", r"missbrauch\w*", r"morder", r"ermordet", r"vergiftet",
    r"bestechlich", r"korrupt", r"schmiergeld", r"betruger\w*", r"unterschlag\w*", r"diebi?n?", r"morderin",
    r"estuprador", r"estupr\w*", r"violou", r"abus[ao]u? (?:de |dos |das |a |de los |de las )?"
    r"(?:criancas|menores|alunos|alunas|ninos|ninas|alumnos|alumnas"
    r"|meninos|meninas)", r"assassin[oa]", r"matou",
    r"envenenou", r"roub(?:a|ou)", r"ladrao", r"propina",
    r"lava dinheiro",
)
HEDGE = alt(
    # a court's act told as such: the finding is the court's, not the speaker's
    # (as a verb: "was convicted", "condenó a…"; "a convicted fraudster" is the speaker's own word)
    r"(?:was|were|been) (?:convicted|arrested|found guilty)", r"sentenced", r"condeno",
    r"(?:fue|fueron|ha sido|han sido) (?:condenad|detenid)\w*", r"(?:a|ont) (?:ete )?condamne\w*",
    r"(?:a|ont) ete (?:arrete|interpelle)\w*", r"(?:wurde|wurden|ist) (?:\w+ )?verurteilt", r"verurteilte",
    r"(?:wurde|wurden) festgenommen", r"(?:foi|foram) (?:condenad|pres)\w*", r"condenou",
    r"alleg\w*", r"accus\w*", r"charged", r"charges?", r"claims?", r"denies", r"deny", r"according to", r"not guilty",
    r"acquitted", r"suspected", r"suspect", r"rumou?r\w*", r"indict\w*", r"on trial", r"testif\w*", r"prosecution",
    r"did \w+ really", r"if convicted", r"jury",
    r"presunt\w*", r"acusa\w*", r"alega\w*", r"imputad\w*", r"segun", r"niega",
    r"aurait", r"presum\w*", r"affirme", r"selon", r"poursuivi\w*", r"nie",
    r"soll", r"angeblich", r"vorgeworfen", r"wirft", r"angeklagt", r"laut", r"bestreitet",
    r"acusad\w*", r"supost\w*", r"segundo", r"nega", r"teria", r"promotoria",
)
# Legal or reported framing: vocabulary of harm in it is evidence, not abuse (unless the speaker wishes it).
FRAME = alt(
    r"charged", r"charges?", r"accused", r"alleg\w*", r"convicted", r"acquitted", r"pleaded", r"indict\w*",
    r"testif\w*", r"coroner", r"autopsy", r"medical examiner", r"forensic", r"police", r"detective", r"according to",
    r"reports?", r"reported", r"reporting", r"transcript", r"complaint", r"statute", r"training", r"policy",
    r"case",
    r"imputad\w*", r"acusad\w*", r"forense", r"declar\w*", r"informe", r"segun", r"policial",
    r"poursuivi\w*", r"accuse\w*", r"legiste", r"temoign\w*", r"selon", r"rapport",
    r"angeklagt\w*", r"gerichtsmedizin\w*", r"sagte aus", r"laut", r"polizeibericht",
    r"acusad[oa]", r"legista", r"segundo", r"boletim", r"ocorrencia",
    r"condenad[oa]s?", r"condamne\w*", r"verurteilt\w*", r"processad[oa]s?", r"julgad[oa]s?", r"vor gericht",
)
# Titles before a name (a name is found by form; a title only makes a single capitalised word one).
TITLE = alt(
    r"mr", r"mrs", r"ms", r"miss", r"dr", r"doctor", r"judge", r"mayor", r"senator", r"councillor", r"councilman",
    r"councilwoman", r"governor", r"father", r"pastor", r"reverend", r"coach", r"professor", r"officer", r"sheriff",
    r"minister", r"president", r"sr", r"sra", r"don", r"dona", r"alcalde", r"alcaldesa", r"juez", r"jueza",
    r"doctora?", r"maire", r"docteur", r"depute", r"ministre", r"monsieur", r"madame", r"mme", r"m",
    r"herr", r"frau", r"burgermeister\w*", r"richter\w*", r"pfarrer", r"prefeit[oa]", r"vereador[a]?", r"deputad[oa]",
    r"senador[a]?", r"juiz[a]?", r"padre",
)

# Explicit adult sexual content (stop 33): the act, the body, and who it is done to or asked of.
# An act verb that names a sexual act and nothing else; it needs a person (or a body part) beside it.
SEX_ACT = alt(
    r"fuck(?:s|ed|ing)? (?:me|her|him|them|the \w+|a \w+|my \w+|his \w+)", r"blow ?jobs?",
    r"jerk\w* (?:him|me|you) off", r"(?:came|cum(?:s|ming)?) (?:all over|inside)", r"screw(?:s|ed)? (?:her|him|me)",
    r"foll(?:ar|arte|arla|arlo|arme|o|a|an|aba|ando|ada|ado|amos|e|en)", r"mamadas?", r"se corri\w+",
    r"(?:me|te|se) la (?:meto|mete|meti\w*|chup\w+|mam\w+)",
    r"(?:te|me|la|le|l'|les|vous|nous|l'a|t'a|m'a) baise\w*", r"baise[- ]moi", r"suce[- ]moi", r"chupamel[ao]",
    r"senta no meu (?:pau|colo)", r"sit on my face", r"follar\w*", r"nique\w*", r"en levrette",
    r"sodomis\w*",
    r"fick\w*", r"gefickt", r"bumst", r"bumsen", r"gebumst", r"vogeln", r"vogelt", r"gevogelt",
    r"blast (?:ihm|ihr|mir|dir) einen",
    r"fod(?:e|er|eu|endo|o|i|ia)", r"foder\w*", r"transar\w*", r"transou", r"punheta\w*",
)
# Explicit words for genitals and breasts (not anatomy: "penis", "Brust" are a doctor's words).
GENITAL = alt(
    r"cocks?", r"dicks?", r"puss(?:y|ies)", r"cunts?", r"tits", r"titties", r"boobs", r"clit\w*",
    r"pollas?", r"vergas?", r"cono", r"chocho", r"tetas",
    r"bites?", r"chattes?", r"queues?", r"nichons", r"teub",
    r"schwanz\w*", r"fotzen?", r"muschi", r"titten", r"pimmel",
    r"pau", r"pica", r"b[ou]cetas?", r"rola", r"piroca", r"xoxota", r"caralho",
)
# Doing something to a body part: suck, lick, ride, show, touch.
ORAL = alt(
    r"suck\w*", r"lick\w*", r"rode", r"ride", r"riding", r"touch\w*", r"show me",
    r"chup\w+", r"mam\w+", r"lam[eb]\w*", r"toca\w*", r"ensena\w*", r"muestra\w*",
    r"suce\w*", r"lech\w*", r"montre\w*", r"touche\w*",
    r"leck\w*", r"lutsch\w*", r"blas\w*", r"zeig\w*", r"beruhr\w*", r"anfass\w*",
    r"lamb\w+", r"mostra\w*", r"pega\w*",
)
# Whose the body part is: a possessive before it, or the one it is done to ("suce-moi", "o pau dele").
OWNER = alt(
    r"my", r"your", r"his", r"her", r"mi", r"tu", r"su", r"ma", r"ta", r"sa", r"mon", r"ton", r"son", r"moi", r"me",
    r"mein\w*", r"dein\w*", r"sein\w*", r"ihre?\w*", r"mir", r"dir", r"meu", r"teu", r"seu", r"minha", r"tua", r"sua",
    r"dele", r"dela",
)
# Saying: a sentence that attributes what it says to someone else reports it ("X are vermin, the witness said").
REPORT = alt(
    r"said", r"says", r"shouted", r"yelled", r"wrote", r"writes", r"told", r"tells", r"argued", r"argues", r"claimed",
    r"complained", r"posted", r"tweeted", r"testified", r"insisted", r"according to", r"in (?:his|her|their) statement",
    r"dijo", r"dice", r"escribio", r"escribe", r"grito", r"declaro", r"afirmo", r"segun", r"en su declaracion",
    r"a dit", r"dit", r"a ecrit", r"ecrit", r"a crie", r"a declare", r"affirme", r"selon", r"dans sa deposition",
    r"sagte", r"sagt", r"schrieb", r"schreibt", r"rief", r"behauptet\w*", r"laut", r"in seiner aussage",
    r"in ihrer aussage",
    r"disse", r"diz", r"escreveu", r"gritou", r"afirmou", r"declarou", r"segundo", r"no depoimento",
)
# The speaker as the one who says it ("I say…", "je dis…"): not a report.
FIRST_PERSON = alt(r"i", r"we", r"yo", r"je", r"nous", r"ich", r"wir", r"eu", r"nos")
# A denial right before an accusation ("is not a thief", "n'est pas", "ist kein", "nao e").
NEGATION = alt(
    r"not", r"never", r"no", r"isn'?t", r"wasn'?t", r"didn'?t", r"doesn'?t", r"nunca", r"jamas", r"jamais", r"pas",
    r"nicht", r"nie", r"kein\w*", r"nao", r"nem",
)
# Saying, claiming, meaning: denied ("I never said…", "nunca he dicho que…", "je n'ai jamais dit…", "ich habe nie
# behauptet…"), it takes back what follows.
SAYING = alt(
    r"said", r"say\w*", r"claim\w*", r"mean\w*", r"suggest\w*", r"dicho", r"dije", r"digo", r"decir",
    r"diciendo", r"insinu\w*", r"dit", r"dis", r"dire", r"pretend\w*", r"gesagt", r"sage", r"sagen", r"behaupt\w*",
    r"disse", r"dizer", r"afirm\w*",
)
# A story told as one: names in it are characters ("In the novel, Inspector Grey…", "Im Film…", "Dans le roman…").
FICTION = alt(
    r"(?:in|en|dans|im|no|na|num|numa) (?:the |this |that |a |my |la |el |le |ce |cette |une |un |der |dem |einem |o "
    r"|a |esse |essa )?(?:novel|film|movie|book|series|episode|play|game|story|sketch|cartoon|sitcom|pelicula|novela"
    r"|serie|libro|cuento|juego|obra|roman|livre|jeu|piece|buch|spiel|folge|krimi|filme|livro|jogo|conto"
    r"|romance|historia|histoire|geschichte)",
)
# Cleared by a court: the accusation is history, not a claim.
CLEARED = alt(
    r"cleared", r"exonerated", r"acquitted", r"absuelt[oa]", r"exculpad[oa]", r"acquitte\w*", r"relaxe\w*",
    r"blanchie?s? par",
    r"freigesprochen", r"entlastet", r"absolvid[oa]", r"inocentad[oa]",
)
# An institution's own number or address is not a person's ("the clerk's office line", "le standard du tribunal").
INSTITUTION = alt(
    r"office", r"switchboard", r"reception", r"helpline", r"hotline", r"enquiries", r"inquiries", r"registry",
    r"court'?s", r"courthouse", r"oficina", r"centralita", r"juzgado", r"secretaria", r"standard", r"accueil",
    r"greffe", r"tribunal", r"geschaftsstelle", r"zentrale", r"gerichts?", r"\w+gerichts?", r"forum", r"cartorio",
    r"central",
)
# Words that open a sentence and are not names (closed classes: pronouns, articles, conjunctions, question words).
NOT_A_NAME = alt(
    r"i", r"we", r"you", r"he", r"she", r"it", r"they", r"there", r"here", r"this", r"that", r"these", r"those",
    r"what", r"who", r"why", r"how", r"when", r"where", r"if", r"so", r"and", r"but", r"or", r"yes", r"no", r"oh",
    r"well", r"everyone", r"everybody", r"someone", r"somebody", r"nobody", r"people", r"let'?s", r"please", r"order",
    r"yo", r"tu", r"usted", r"nosotros", r"ella", r"ellos", r"eso", r"esto", r"este", r"esta", r"aqui", r"si", r"pero",
    r"nadie", r"todos", r"hay", r"je", r"il", r"elle", r"on", r"nous", r"vous", r"ils", r"elles", r"ce", r"cette",
    r"cet", r"ici", r"mais", r"personne", r"tout", r"tous", r"ich", r"er", r"sie", r"es", r"wir", r"ihr", r"dies\w*",
    r"hier", r"aber", r"und", r"niemand", r"jeder", r"alle", r"man", r"eu", r"ele", r"ela", r"eles", r"isso", r"isto",
    r"mas", r"ninguem", r"todo", r"voce", r"nos", r"se", r"que", r"qui", r"sim", r"nao",
)
# What comes before a common noun (a name has none): articles, possessives, prepositions fused with articles.
DETERMINER = alt(
    r"the", r"a", r"an", r"this", r"that", r"my", r"your", r"his", r"her", r"our", r"their", r"every", r"some",
    r"el", r"la", r"los", r"las", r"un", r"una", r"del", r"al", r"mi", r"tu", r"su", r"le", r"les", r"une", r"des",
    r"du", r"au", r"aux", r"ce", r"cette", r"mon", r"ton", r"son", r"ma", r"ta", r"sa",
    r"der", r"die", r"das", r"den", r"dem", r"ein\w*", r"mein\w*", r"dein\w*", r"sein\w*", r"ihr\w*",
    r"im", r"am", r"zum", r"zur", r"vom", r"beim", r"mit", r"von", r"fur", r"auf", r"in", r"aus",
    r"o", r"os", r"as", r"um", r"uma", r"do", r"da", r"dos", r"no", r"na", r"meu", r"teu", r"seu", r"minha",
)
