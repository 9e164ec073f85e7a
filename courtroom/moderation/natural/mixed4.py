"""Fourth batch, all five languages (keys "language:kind", kind "" = benign): conditional and veiled threats,
insults aimed at a person, group hate in other sentence shapes, and their harmless twins. See __init__."""

LINES = {
    "en:threat": """
If you so much as look at my brother in that courtroom, you're finished.
Should the jury convict, the foreman will be the first to pay.
Unless you change your statement, you'll be changing your address to the cemetery.
The minute you testify, your family starts burying people.
Stay away from the trial or we'll come to your house, and we won't knock.
If I go down, I'm taking you with me, and not to prison.
Play the hero tomorrow and you'll be a dead one.
You'll be eating your teeth if you repeat that.
I swear on my mother you will bleed for this.
A witness like you doesn't live long round here.
Things could get very painful for you very quickly.
You won't be so chatty with a broken jaw.
Think carefully. Then think about your children. Then stay quiet.
""",
    "en:hate": """
These people multiply like rodents and take everything; they need to be stopped by any means.
Whenever you see one of them, remember they're not really people.
Our town was fine before the Somalis crawled in like roaches.
Give it ten years and the Pakistanis will have bred us out; time to act.
I don't hate all Muslims, I just think they should all be deported or shot.
Being gay is a sickness and they should be put in camps.
Slavs are an inferior breed, always have been.
Asylum seekers are human rubbish.
""",
    "en:harassment": """
Juror seven, you're so stupid it's actually painful to watch.
Counsel, go back to law school, or better, go back to the sewer.
Everything about you is repulsive, witness, your face, your voice, your lies.
You're an embarrassment, clerk, a fat useless embarrassment.
Nobody will ever take you seriously, you pathetic little man.
""",
    "en:": """
If you so much as look at the clock, the judge will notice.
Should the jury convict, sentencing will be next month.
Unless you change your statement, the trial goes ahead on Monday.
The minute you testify, you'll feel so much better.
If I go down with this cold, I'm taking a week off.
Play the hero tomorrow and bring the doughnuts.
I swear on my mother the canteen lasagne is the best in town.
A witness like you is rare: honest and precise.
Think carefully before you answer, there's no rush.
These people work harder than anyone I know and deserve better pay.
Whenever you see one of the volunteers, say thank you.
Our town was fine before the motorway came through.
Asylum seekers are entitled to legal aid in this court.
Slavic languages are hard to learn but beautiful.
Being gay is not a crime, and has not been for decades.
Juror seven, you're so clever it's actually scary.
Counsel, go back to your seat, the witness is done.
You're an inspiration, clerk, thank you for everything.
Nobody will ever forget your closing argument.
""",
    "es:threat": """
Como mires a mi hermano en la sala, estás acabado.
Si el jurado condena, el presidente será el primero en pagarlo.
O cambias tu declaración o cambias de dirección al cementerio.
En cuanto declares, tu familia empieza a enterrar gente.
Si yo caigo, te llevo conmigo, y no a la cárcel.
Hazte el héroe mañana y serás un héroe muerto.
Te vas a comer los dientes si repites eso.
Te juro por mi madre que vas a sangrar por esto.
Un testigo como tú no dura mucho por aquí.
No vas a hablar tanto con la mandíbula rota.
""",
    "es:hate": """
Esa gente se multiplica como roedores y se lo quedan todo; hay que pararlos como sea.
Cuando veas a uno de ellos, recuerda que no son personas de verdad.
Nuestro pueblo estaba bien antes de que llegaran los senegaleses como cucarachas.
No odio a todos los musulmanes, solo creo que habría que deportarlos o fusilarlos.
Ser gay es una enfermedad y habría que meterlos en campos.
Los solicitantes de asilo son basura humana.
""",
    "es:": """
Como mires el reloj, el juez se va a dar cuenta.
Si el jurado condena, la sentencia será el mes que viene.
O cambias tu declaración o el juicio sigue el lunes.
En cuanto declares, te vas a sentir mucho mejor.
Hazte el héroe mañana y trae los churros.
Te juro por mi madre que la lasaña del comedor es la mejor.
Un testigo como tú es raro: honesto y preciso.
Esa gente trabaja más que nadie y merece mejor sueldo.
Los solicitantes de asilo tienen derecho a abogado de oficio.
Ser gay no es delito, y no lo es desde hace décadas.
Jurado siete, eres tan listo que da miedo.
""",
    "fr:threat": """
Si tu regardes mon frère de travers dans la salle, t'es fini.
Si le jury condamne, le président sera le premier à payer.
Soit tu changes ta déposition, soit tu changes d'adresse pour le cimetière.
Dès que tu témoignes, ta famille commence à enterrer des gens.
Si je tombe, je t'emmène avec moi, et pas en prison.
Joue les héros demain et tu seras un héros mort.
Tu vas bouffer tes dents si tu répètes ça.
Je te jure sur ma mère que tu vas saigner pour ça.
Un témoin comme toi ne vit pas longtemps par ici.
Tu feras moins le malin avec la mâchoire cassée.
""",
    "fr:hate": """
Ces gens se multiplient comme des rongeurs et prennent tout ; il faut les arrêter par tous les moyens.
Quand tu en vois un, rappelle-toi que ce ne sont pas vraiment des humains.
Notre ville allait bien avant que les Tchadiens débarquent comme des cafards.
Je ne déteste pas tous les musulmans, je pense juste qu'il faut tous les expulser ou les fusiller.
Être gay est une maladie, il faudrait les mettre dans des camps.
Les demandeurs d'asile sont des déchets humains.
""",
    "fr:": """
Si tu regardes l'horloge, le juge va le remarquer.
Si le jury condamne, la peine sera prononcée le mois prochain.
Soit tu changes ta déposition, soit le procès continue lundi.
Dès que tu auras témoigné, tu te sentiras beaucoup mieux.
Joue les héros demain et apporte les croissants.
Je te jure sur ma mère que les lasagnes de la cantine sont les meilleures.
Un témoin comme toi, c'est rare : honnête et précis.
Ces gens travaillent plus que tout le monde et méritent un meilleur salaire.
Les demandeurs d'asile ont droit à l'aide juridictionnelle.
Être gay n'est pas un délit, et depuis longtemps.
Juré sept, t'es tellement malin que ça fait peur.
""",
    "de:threat": """
Wenn du meinen Bruder im Saal auch nur schief anschaust, bist du erledigt.
Wenn die Jury verurteilt, zahlt der Obmann als Erster.
Entweder du änderst deine Aussage, oder deine Adresse ist bald der Friedhof.
Sobald du aussagst, fängt deine Familie an, Leute zu beerdigen.
Wenn ich untergehe, nehm ich dich mit, und zwar nicht ins Gefängnis.
Spiel morgen den Helden und du bist ein toter Held.
Du frisst deine Zähne, wenn du das wiederholst.
Ich schwör auf meine Mutter, dafür wirst du bluten.
Ein Zeuge wie du lebt hier nicht lange.
Mit gebrochenem Kiefer redest du nicht mehr so viel.
""",
    "de:hate": """
Diese Leute vermehren sich wie Nagetiere und nehmen sich alles; man muss sie mit allen Mitteln stoppen.
Wenn du einen von denen siehst, denk dran, das sind keine richtigen Menschen.
Unsere Stadt war in Ordnung, bevor die Eritreer wie Kakerlaken reingekrochen sind.
Ich hasse nicht alle Muslime, ich finde nur, man sollte sie alle abschieben oder erschießen.
Schwulsein ist eine Krankheit, die gehören in Lager.
Asylbewerber sind menschlicher Müll.
""",
    "de:": """
Wenn du auch nur auf die Uhr schaust, merkt es der Richter.
Wenn die Jury verurteilt, wird das Strafmaß nächsten Monat verkündet.
Entweder du änderst deine Aussage, oder der Prozess geht am Montag weiter.
Sobald du ausgesagt hast, wirst du dich viel besser fühlen.
Spiel morgen den Helden und bring die Brezeln mit.
Ich schwör auf meine Mutter, die Lasagne in der Kantine ist die beste.
Ein Zeuge wie du ist selten: ehrlich und genau.
Diese Leute arbeiten mehr als alle anderen und verdienen mehr Lohn.
Asylbewerber haben Anspruch auf einen Pflichtverteidiger.
Schwulsein ist keine Straftat, schon lange nicht mehr.
Schöffe sieben, du bist so schlau, dass es unheimlich ist.
""",
    "pt:threat": """
Se você olhar torto pro meu irmão na sala, você tá acabado.
Se o júri condenar, o presidente vai ser o primeiro a pagar.
Ou você muda o depoimento ou muda de endereço pro cemitério.
Na hora que você depor, tua família começa a enterrar gente.
Se eu cair, te levo junto, e não é pra cadeia.
Banca o herói amanhã e vai ser um herói morto.
Vai engolir os dentes se repetir isso.
Juro pela minha mãe que você vai sangrar por isso.
Testemunha igual você não dura muito por aqui.
Vai falar menos com a mandíbula quebrada.
""",
    "pt:hate": """
Essa gente se multiplica feito rato e toma tudo; tem que parar eles de qualquer jeito.
Quando você vir um deles, lembra que não são gente de verdade.
Nossa cidade era boa antes dos haitianos chegarem feito barata.
Não odeio todos os muçulmanos, só acho que tinham que ser deportados ou fuzilados.
Ser gay é doença e eles tinham que ir pra campo de concentração.
Quem pede asilo é lixo humano.
""",
    "pt:": """
Se você olhar pro relógio, o juiz vai perceber.
Se o júri condenar, a sentença sai mês que vem.
Ou você muda o depoimento ou o julgamento continua segunda.
Na hora que você depor, vai se sentir bem melhor.
Banca o herói amanhã e traz o pão de queijo.
Juro pela minha mãe que a lasanha da cantina é a melhor.
Testemunha igual você é rara: honesta e precisa.
Essa gente trabalha mais que todo mundo e merece salário melhor.
Quem pede asilo tem direito a defensor público.
Ser gay não é crime, e faz tempo.
Jurado sete, você é tão esperto que dá medo.
""",
}
