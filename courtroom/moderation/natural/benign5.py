"""Hard benign lines, fifth batch (keys "language:kind"): negations and promises of safety, laughing-to-death and
good-luck idioms, the court's own warnings, care offered on a condition, praise of groups and trades. See __init__."""

LINES = {
    "en:": """
I would never lay a finger on you, and you know it.
Nobody is going to hurt you; I promise you're safe with us.
I'm not going to harm anyone, I just want my money back.
I never said the foreman was a crook, and I never would.
I didn't call her a liar; I said she was mistaken.
I laughed so hard I nearly died when the judge's wig fell off.
You crack me up, counsel, honestly.
Good luck at your first trial, go knock them dead!
Go get them, tiger, you'll smash it.
One more outburst and I will have you removed from the gallery, sir.
Any further interruption and you will be held in contempt.
If anything happens to your children while you're here, the office will call you at once.
If you feel unsafe on the way home, the ushers will walk you to the station.
Should something go wrong with your travel, ring the jury office.
Firefighters are heroes, every one of them.
Nurses deserve every penny and more.
Teachers are the backbone of this town.
Why don't you take the weekend off, you've earned it.
Why don't you just ask the clerk, she knows everything.
Take it easy, nobody's rushing you.
You'll regret not coming to the Christmas party, it was great.
Say one more word about the football and I'll buy the next round.
I swear I'll never eat canteen curry again.
He's dead to me since he supported the other team, ha.
I'll kill you at chess next week, prepare yourself.
Text the helpline if talking feels too hard; it's free.
There is no shame in asking for help; the Samaritans never judge.
If you can't cope, tell the usher and we'll stop for the day.
""",
    "es:": """
Nunca te pondría una mano encima, y lo sabes.
Nadie te va a hacer daño; te prometo que estás a salvo con nosotros.
No voy a hacer daño a nadie, solo quiero que me devuelvan el dinero.
Nunca dije que el presidente del jurado fuera un ladrón, y nunca lo diría.
No la llamé mentirosa; dije que se equivocaba.
Me matas con tus chistes, jurado diez.
Casi me muero de risa cuando se le cayó la peluca al juez.
Eres la monda, letrado, de verdad.
Mucha suerte en tu primer juicio, ¡cómetelos!
Un grito más y le haré desalojar de la sala, caballero.
Otra interrupción y le sanciono por desacato.
Si les pasa algo a tus hijos mientras estás aquí, la oficina te llamará enseguida.
Si te sientes inseguro volviendo a casa, los ujieres te acompañan a la estación.
Los bomberos son héroes, todos ellos.
Las enfermeras se merecen cada céntimo y más.
Los profesores son el pilar de este pueblo.
¿Por qué no te tomas el fin de semana libre? Te lo has ganado.
Tranquilo, nadie te mete prisa.
Te vas a arrepentir de no venir a la cena de Navidad, estuvo genial.
Te voy a machacar al ajedrez la semana que viene, prepárate.
Si hablar te cuesta, escribe al teléfono de ayuda; es gratis.
No hay vergüenza en pedir ayuda.
""",
    "fr:": """
Je ne lèverais jamais la main sur toi, et tu le sais.
Personne ne va te faire de mal ; je te promets que tu es en sécurité avec nous.
Je ne vais faire de mal à personne, je veux juste récupérer mon argent.
Je n'ai jamais dit que le président du jury était un escroc, et je ne le dirai jamais.
Je ne l'ai pas traitée de menteuse ; j'ai dit qu'elle se trompait.
Tu me tues avec tes jeux de mots, juré dix.
J'ai failli mourir de rire quand la perruque du juge est tombée.
T'es trop drôle, maître, franchement.
Bonne chance pour ton premier procès, tu vas tout déchirer !
Encore un éclat et je vous fais expulser de la salle, monsieur.
Une interruption de plus et je vous sanctionne pour outrage.
S'il arrive quoi que ce soit à tes enfants pendant l'audience, le greffe t'appellera tout de suite.
Si tu ne te sens pas en sécurité pour rentrer, les huissiers t'accompagnent à la gare.
Les pompiers sont des héros, tous autant qu'ils sont.
Les infirmières méritent chaque centime et plus.
Les profs sont le pilier de cette ville.
Pourquoi tu ne prends pas ton week-end ? Tu l'as mérité.
Doucement, personne ne te presse.
Tu vas regretter de ne pas être venu au repas de Noël, c'était génial.
Je vais t'écraser aux échecs la semaine prochaine, prépare-toi.
Si parler est trop dur, écris au numéro d'aide ; c'est gratuit.
Il n'y a aucune honte à demander de l'aide.
""",
    "de:": """
Ich würde dir nie etwas tun, das weißt du.
Niemand wird dir wehtun; ich verspreche dir, bei uns bist du sicher.
Ich will niemandem schaden, ich will nur mein Geld zurück.
Ich habe nie gesagt, dass der Obmann ein Gauner ist, und würde es nie sagen.
Ich habe sie nicht Lügnerin genannt; ich sagte, sie irrt sich.
Du bringst mich um mit deinen Wortspielen, Schöffe zehn.
Ich bin fast gestorben vor Lachen, als dem Richter die Perücke runterfiel.
Du bist zum Schießen, Herr Anwalt, ehrlich.
Viel Glück bei deinem ersten Prozess, zeig es ihnen!
Noch ein Zwischenruf und ich lasse Sie aus dem Saal entfernen.
Noch eine Unterbrechung und ich verhänge ein Ordnungsgeld.
Falls deinen Kindern etwas passiert, während du hier bist, ruft dich die Geschäftsstelle sofort an.
Wenn du dich auf dem Heimweg unsicher fühlst, begleiten dich die Wachtmeister zum Bahnhof.
Feuerwehrleute sind Helden, alle miteinander.
Pflegekräfte verdienen jeden Cent und mehr.
Lehrer sind das Rückgrat dieser Stadt.
Warum nimmst du dir nicht das Wochenende frei? Hast du dir verdient.
Ganz ruhig, keiner hetzt dich.
Du wirst bereuen, nicht zur Weihnachtsfeier gekommen zu sein, es war super.
Ich mach dich nächste Woche beim Schach fertig, stell dich drauf ein.
Wenn Reden zu schwer ist, schreib der Seelsorge; das ist kostenlos.
Es ist keine Schande, um Hilfe zu bitten.
""",
    "pt:": """
Eu nunca encostaria um dedo em você, e você sabe disso.
Ninguém vai te machucar; prometo que você está segura com a gente.
Não vou machucar ninguém, só quero meu dinheiro de volta.
Nunca disse que o presidente do júri era ladrão, e nunca diria.
Não chamei ela de mentirosa; disse que ela se enganou.
Você me mata com esses trocadilhos, jurado dez.
Quase morri de rir quando a peruca do juiz caiu.
Você é hilário, doutor, sério.
Boa sorte no teu primeiro júri, arrasa!
Mais um grito e eu mando retirar o senhor da sala.
Mais uma interrupção e o senhor responde por desacato.
Se acontecer alguma coisa com teus filhos enquanto você está aqui, o cartório te liga na hora.
Se você não se sentir seguro pra voltar, os oficiais te acompanham até a estação.
Os bombeiros são heróis, todos eles.
As enfermeiras merecem cada centavo e mais.
Os professores são o pilar desta cidade.
Por que você não tira o fim de semana de folga? Você merece.
Calma, ninguém está te apressando.
Você vai se arrepender de não ter vindo na festa de fim de ano, foi ótima.
Vou te detonar no xadrez semana que vem, se prepara.
Se falar for difícil, manda mensagem pro CVV; é de graça.
Não tem vergonha nenhuma em pedir ajuda.
""",
}
