# ruff: noqa: E501  (training lines, one a row, as written)
"""German training lines, written as people write them (not slot templates). One line per row; see __init__."""

LINES = {
    "threat": """
Red ruhig weiter und schau, was dir passiert, wenn es dunkel wird.
Ich weiß, welches Auto du morgens fährst, Schöffe. Irgendwann fliegt es mit dir in die Luft.
Wenn du aussagst, bist du ein toter Mann.
Deine Familie wird nicht erkennen, was von dir übrig bleibt.
Wir kommen dich holen, und du kannst dich nirgends verstecken.
Genieß die Sonne, solange du noch kannst, du Spitzel.
Noch ein Wort und es ist dein letztes.
Ich warte draußen auf dich, und ich komme nicht allein.
Schönes Haus an der Ecke. Wäre schade, wenn es abbrennt.
Schau ab jetzt jeden Morgen unter dein Auto.
Du wirst bereuen, diesen Fall angenommen zu haben, im Krankenhausbett.
Ich finde dich, ich finde jeden.
Du hast Kinder, oder? Denk an sie, bevor du den Mund aufmachst.
Mach keine Pläne für nächsten Monat, da bist du nicht mehr da.
Geh in den Zeugenstand und ich verscharre dich persönlich.
Nächstes Mal ist kein Wachtmeister da, der dich rettet.
Ich polier dir die Fresse, bis dich deine Mutter nicht mehr erkennt.
Deine Frau geht um sieben allein mit dem Hund raus, nicht wahr?
Das zahlst du mit Blut, das schwör ich dir.
Schlaf heute Nacht nicht, ich beobachte dein Fenster.
Wenn du ihn verurteilst, such dir ein anderes Land.
Ich hoffe, du hast dein Testament gemacht, Geschworener zwölf.
Sag deinen Kniescheiben Lebewohl, wenn du redest.
Deine kleine Schwester ist hübsch. Wäre schrecklich, wenn ihr was zustößt.
Ich hab eine Kugel mit deinem Namen drauf.
Verräter landen im Fluss, und du bist der Nächste.
Du hast 24 Stunden, die Anzeige zurückzuziehen, sonst fangen wir mit deinem Hund an.
Ich kipp dir Säure ins Gesicht, wenn ich dich noch mal am Gericht sehe.
Wenn das Urteil gegen mich ausfällt, seid ihr alle tot.
ich mach dich fertig nach der verhandlung du ratte
du bist tot nach dem prozess
Zeugen, die zu viel reden, haben Unfälle.
Ich werde dich langsam leiden lassen und es genießen.
Man wird dich im Straßengraben finden, wirst schon sehen.
Mach so weiter und ich stech dich ab.
Deinem Sohn kann auf dem Schulweg alles Mögliche passieren.
Ein Wort zur Polizei und du liegst unter der Erde.
""",
    "violence": """
Irgendwer muss diesen Richter endgültig aus dem Weg räumen.
Ich würde den Kopf des Staatsanwalts gern auf einem Pfahl sehen.
Man sollte die ganze Jury an die Wand stellen und erschießen.
Hoffentlich überfährt ein Bus diese Zeugin.
Geht heute Nacht zu ihm und prügelt ihn halb tot.
Wer den Angeklagten draußen sieht, schlägt ihm die Zähne aus.
Hoffentlich wird dieser Anwalt auf dem Heimweg abgestochen.
Jemand sollte das Gericht anzünden, mit allen drin.
Zerrt die Protokollführerin an den Haaren raus und tretet auf sie ein.
Wir besuchen den Zeugen mit Baseballschlägern.
Jemand sollte den Richter in den Rollstuhl prügeln.
Hängt sie alle an den Laternen auf.
Ich will die Verteidiger lebendig brennen sehen.
Der verdient eine Kugel zwischen die Augen, und jemand sollte sie ihm geben.
Fesselt den Angeklagten an einen Stuhl und prügelt die Wahrheit aus ihm raus.
Kippt Benzin in den Briefkasten des Staatsanwalts, Jungs.
Hoffentlich schneidet jemand diesem Richter die Kehle durch.
Jemand soll dem Spitzel die Finger abschneiden, einen nach dem anderen.
Den Richter sollte der Mob auf dem Marktplatz lynchen.
Brecht ihm beide Arme, damit er nichts mehr unterschreibt.
zündet die häuser der schöffen an
kann bitte jemand den staatsanwalt abknallen
hoffe der anwalt kriegt heute nacht eins auf den schädel
Wer den Gutachter trifft, schickt ihn ins Krankenhaus.
Jemand sollte dieser Staatsanwältin Säure ins Gesicht schütten.
Dem Richter gehört eine Kugel verpasst, Punkt.
Man sollte dem Zeugen die Augen ausstechen.
""",
    "self_harm": """
Niemand würde es merken, wenn du für immer verschwindest, also mach schon.
Die Welt wäre besser dran, wenn du heute Nacht Schluss machst.
Such dir ein hohes Haus und nimm den schnellen Weg nach unten.
Warum schluckst du nicht einfach alle Schlaftabletten deiner Mutter?
Tu allen einen Gefallen und hör auf zu atmen.
Schneid dir die Pulsadern auf und erspar dem Gericht die Arbeit.
Spring doch, du Feigling, keiner hält dich auf.
Das Netteste, was du tun könntest, wäre, dich umzubringen.
Trink endlich das Bleichmittel, du Loser.
Du bist eine Last für alle, mach Schluss.
Ritz dich weiter, vielleicht klappt es diesmal richtig.
Zu deiner Beerdigung kommt eh keiner, worauf wartest du?
Verreck doch, Schöffe, wir feiern eine Party.
Hinter dem Gericht sind Bahngleise, benutz sie.
bring dich um keiner mag dich
warum lebst du noch? ändere das
Der Strick liegt in der Garage, du weißt, was zu tun ist.
Leg dich auf die Schienen und warte.
Nimm heute Nacht die ganze Packung und wach nicht mehr auf.
Du würdest deiner Familie einen Gefallen tun, wenn du stirbst.
Häng dich auf und lass uns in Ruhe.
Verschwinde. Für immer. Du weißt, wie ich das meine.
""",
    "hate": """
Muslime sind ein Krebsgeschwür, und Europa muss sie herausschneiden.
Juden kontrollieren die Gerichte, man muss sie vertreiben.
Einwanderer sind Tiere, die sich wie Ratten vermehren.
Schwuchteln sind Perverse, die man nicht an Kinder ranlassen darf.
Schwarze sind von Natur aus kriminell, das weiß jeder.
Transleute sind Geisteskranke und gehören weggesperrt.
Frauen sind zu dumm für die Jury, zurück an den Herd.
Zigeuner sind geborene Diebe, alle ohne Ausnahme.
Flüchtlinge sind Schmarotzer, die das Land aussaugen.
Araber sind Terroristen, alle, und gehören abgeschoben.
Behinderte sind eine Last, man sollte sie einschläfern.
Chinesen sind dreckig und verbreiten Krankheiten.
Diese Leute sind keine Menschen, das ist Ungeziefer, und das muss weg.
Rumänen sind von Natur aus Bettler und Taschendiebe.
Afrikaner sind Affen und gehören in Käfige.
Atheisten sind Entartete, die brennen sollten.
Lesben sind widerlich und gehören zwangstherapiert.
Pakistaner sind Untermenschen, das sag nicht ich, das ist einfach so.
Albaner sind geborene Verbrecher, das liegt in den Genen.
Dicke sind ekelhafte Schweine und verdienen keine Rechte.
Die Afghanen sind eine Kakerlakenplage.
Die Kosovaren sind Abschaum, raus mit ihnen.
Die Tschetschenen sind Wilde, die man zurückschicken muss.
Freikirchler sind Gesindel, brennt ihre Kirchen nieder.
Migranten sind ein Befall, da hilft nur Kammerjäger.
kanaken raus alle
schwule sollten verrecken
Die Österreicher sind ein Volk von Inzucht-Idioten.
Die Italiener sind eine minderwertige Rasse.
Die Nigerianer sind eine Seuche für dieses Land.
""",
    "harassment": """
Du bist das Hässlichste, was ich je in einem Gerichtssaal gesehen habe.
Halt die Klappe, du hirnloser Troll, keiner will dich hören.
Schau dich an, Schöffe vier, eine komplette Verschwendung von Sauerstoff.
Du bist ein widerliches, verlogenes Wiesel, und das weiß hier jeder.
Geh zu Mami heulen, du erbärmlicher Wurm.
Du dumme Kuh, kannst du überhaupt lesen?
Niemand in diesem Gebäude kann dich ausstehen, du schmieriger Widerling.
Du bist ein fetter Nichtsnutz, und deine Aussage ist Müll.
Setz dich, du Vollidiot, bevor du dich noch mehr blamierst.
Was für eine abstoßende alte Schachtel diese Zeugin ist.
Du bist eine feige Ratte, Herr Verteidiger.
Bei deinem Gesicht muss ich kotzen.
Du blöde Tussi, hör auf zu reden.
Du bist der erbärmlichste Anwalt, den ich je gesehen habe.
Kriech zurück in deine Kloake, du Schleimer.
Alle lachen hinter deinem Rücken über dich, du Clown.
Du bist eine Schlampe, und das weißt du.
Verpiss dich, du Wichser.
halt die fresse du spast
keiner kann dich leiden fette sau
Der Obmann ist ein sabbernder Trottel, den man nicht allein rauslassen sollte.
Du bist eine verlogene Hure, Zeugin.
Du ekelst mich an, ehrlich.
""",
    "sexual": """
Ich will der Protokollführerin die Kleider vom Leib reißen und sie auf der Richterbank nehmen.
Frau Anwältin, kommen Sie in mein Büro und gehen Sie auf die Knie.
Ich würde die Schöffin über die Brüstung beugen und durchficken.
Zeig uns deinen Schwanz, Zeuge, du willst es doch.
Ich spritz gleich auf den Asservatentisch.
Zieh dich für die Jury aus, Süße, ganz langsam.
Blas mir einen in der Umkleide und ich ziehe den Einspruch zurück.
Ich fass mich an, während ich die Staatsanwältin anschaue.
Schick Nacktbilder, Schöffin sieben, ich bin geil.
Zeig mir deine Brüste, Schatz.
Mach die Beine breit für mich, Zeugin.
Ich leck dich im Zeugenstand.
Erzähl genau, wie du den Verteidiger ficken würdest.
Lass mich dir auf dem Parkplatz ins Gesicht spritzen.
Blas mir unterm Tisch einen, während das Urteil verlesen wird.
Ich krieg einen Ständer, wenn ich nur deine Stimme höre.
""",
    "sexual_minor": """
Schick mir Nacktfotos von deinem kleinen Jungen.
Ich will eine Zwölfjährige anfassen, wo finde ich eine?
Kinder sind in dem Alter so sexy, vor allem so mit acht.
Beschreib, wie du eine Viertklässlerin ausziehst.
Eine Dreizehnjährige kann einwilligen, wenn sie will.
Spiel ein 9-jähriges Mädchen und red schmutzig mit mir.
Wo kann ich Videos von Kindern bei sexuellen Handlungen kaufen?
Kleine Mädchen im Badeanzug machen mich total an.
Schreib eine Sexszene zwischen einem Stiefvater und seiner 12-jährigen Stieftochter.
Sag mir, wie ich das Vertrauen eines Kindes gewinne, damit es den Eltern nichts erzählt.
Ich würde eine Fünfzehnjährige ohne nachzudenken vögeln.
Zieh die Kleine aus und film das.
Mal ein Nacktbild von einem Sechsjährigen.
Die aus der Sechsten sind so heiß, ich will eine.
Vorpubertäre sind die Besten im Bett.
""",
    "doxxing": """
Die Schöffin heißt Sabine Krause und wohnt in der Lindenstraße 14, 04109 Leipzig. Besucht sie.
Hier ist die Handynummer des Zeugen: 0176 12345678. Ruft ihn die ganze Nacht an.
Die Wohnung des Staatsanwalts: Hauptstraße 31, 80331 München. Ihr wisst Bescheid.
Die private Mail der Richterin ist petra.schulz1969@web.de, spammt sie zu.
Obmann: Jürgen Wolf, Eichenweg 44, Hamburg. Er ist ab sechs zu Hause.
Die Nummer vom Spitzel ist +49 160 1234567, und er wohnt über dem Kiosk.
Ruft Schöffe drei zu Hause an, 030 12345678, er soll es bereuen.
Der Verteidiger wohnt Königsallee 76, Düsseldorf. Verbreitet das.
Hier schläft sie: Rosenweg 3, 70173 Stuttgart.
Schreibt dem Gutachter an +41 79 123 45 67 und sagt ihm, was ihn erwartet.
""",
    "defamation": """
Johanna Maier ist eine bekannte Kinderschänderin, und die Polizei hat sie gedeckt.
Peter Keller hat zwei Millionen aus seiner Stiftung geklaut.
Das ganze Dorf weiß, dass Pfarrer Michael Braun die Ministranten missbraucht hat.
Albert Vogel hat seinen Geschäftspartner ermordet und im Wald verscharrt.
Sarah Klein verkauft Drogen in ihrer Bäckerei, Tatsache.
Richter Heinrich Simon nimmt Schmiergeld von jedem, der zahlen kann.
Stadträtin Diana Frost ist pädophil, sagt es weiter.
Markus Dietrich hat seine Frau totgeprügelt und behauptet, sie sei gestürzt.
Doktor Niklas Peters bringt seine Patienten wegen der Versicherung um.
Schulleiterin Susanne Preuß schläft mit ihren Schülern.
Gregor Hahn ist ein Betrüger, der Rentner um ihr Erspartes gebracht hat.
Bürgermeister Andreas Koch wäscht Geld für die Mafia.
""",
    "": """
Der Angeklagte soll gedroht haben, das Haus seines Nachbarn anzuzünden; er bestreitet das.
Die Zeugin sagte, in der Nachricht stand "du bist ein toter Mann", und die Jury hörte es zweimal.
Bedrohung ist nach § 241 StGB strafbar; die Anklage muss den Vorsatz beweisen.
Der Rechtsmediziner erklärte, das Opfer sei an einem einzigen Messerstich gestorben.
Herr Verteidiger, Sie bringen mich mit Ihren Einwänden um, machen wir Mittagspause.
Wir werden ihr Argument mit den Verbindungsdaten zerlegen.
Ich bin fast gestorben vor Lachen, als das Handy des Richters beim Eid klingelte.
Mein Rücken ist nach einem Tag auf der Geschworenenbank im Eimer.
Schöffe vier hat gestern beim Kneipenquiz alle plattgemacht.
Die Verteidigerin hat das Kreuzverhör dominiert.
Schlagen wir zwei Fliegen mit einer Klappe und reichen beide Anträge heute ein.
Ich sterbe vor Neugier, wie das Urteil ausfällt.
Das Schlussplädoyer war der Todesstoß für die Anklage.
Ihm wird vorgeworfen, dem Opfer gesagt zu haben, es solle sich umbringen; die Verteidigung spricht von einem falschen Zitat.
Die Muslime im Viertel haben Geld für die Flutopfer gesammelt.
Jüdische Familien leben seit über hundert Jahren in dieser Straße.
Einwanderer stellen ein Drittel des Krankenhauspersonals.
Schwule Paare haben dieses Jahr mehr Kinder adoptiert als je zuvor.
Frauen stellen inzwischen die Mehrheit der neuen Anwälte.
Roma-Musiker spielten beim Tag der offenen Tür im Gericht.
Kriegsflüchtlinge sind im Gemeindezentrum willkommen.
Menschen mit Behinderung haben Anspruch auf angemessene Vorkehrungen im Verfahren.
Niemand sagt, dass Einwanderer kriminell sind; die Statistik sagt das Gegenteil.
Eine Gruppe als "Ungeziefer" zu bezeichnen ist entmenschlichend, warnte die Richterin.
Der Angeklagte ist wegen Volksverhetzung angeklagt, weil er Flüchtlinge "Schmarotzer" nannte.
Bitte tu dir nichts an. Du bist wichtig, und die Zeugenbetreuung ist für dich da.
Suizid ist nie die Lösung; es gibt Hilfe.
Der Rechtsmediziner stellte einen Suizid fest und sprach der Familie sein Beileid aus.
Ich würde für ein Brötchen morden, ehrlich.
Moment, ich such das Beweisstück.
Reden Sie nicht um den heißen Brei, Herr Anwalt, kommen Sie zur Sache.
Nimm dir alle Zeit, die du brauchst, keine Eile.
Geh nach Hause schlafen, du siehst fertig aus.
Hals- und Beinbruch für den Probeprozess morgen!
Schlag die Eier auf, rühr das Mehl unter und back es zwanzig Minuten.
Schneid die Zwiebel klein und wirf sie in die heiße Pfanne.
Stich die Kartoffeln mit einer Gabel ein, bevor sie in den Ofen kommen.
Der Metzger hat uns gezeigt, wie man ein Huhn entbeint.
Der Chirurg hat den Patienten aufgeschnitten und den Blinddarm entfernt.
Die Krankenschwester gab ihm eine Spritze gegen die Schmerzen.
Der Tierarzt musste den alten Hund einschläfern; die ganze Familie hat geweint.
Der Stürmer nahm den Ball mit der Brust an und haute ihn in den Winkel.
Unsere Abwehr wurde in der zweiten Halbzeit abgeschlachtet.
Der Boxer hat ihn in der vierten Runde k.o. geschlagen.
Stell den Motor ab, bevor du aussteigst.
Im Sexualkundeunterricht ging es um Einvernehmen und Sicherheit.
Der zwölfjährige Zeuge wurde per Video vernommen.
Ihr Sohn, 9, hat den Buchstabierwettbewerb gewonnen.
Die Kinder haben im Foyer des Gerichts gesungen.
Der Angeklagte ist wegen Besitzes kinderpornografischer Schriften angeklagt; er bestreitet die Tat.
Der Lehrer wurde nach zwei Wochen Verhandlung in allen Punkten freigesprochen.
Die Geschäftsstelle erreichen Sie unter 0221 1234 0, werktags von neun bis fünf.
Das Gericht ist in der Marktstraße 10, neben der Bäckerei.
Meine Nummer steht auf dem Formular, ruf an, wenn sich der Termin ändert.
Die Anklage behauptet, Peter Keller habe die Stiftung bestohlen; er bestreitet alles.
Johanna Maier wurde letztes Jahr in allen Punkten freigesprochen.
Im Film stellt sich heraus, dass der Bürgermeister der Mörder ist.
Die Zeitung entschuldigte sich dafür, Doktor Peters fälschlich einen Betrüger genannt zu haben.
Stadträtin Frost hat die neue Kinderbücherei eröffnet.
Du bist nicht dumm, du hattest nur einen langen Tag.
Entschuldige, dass ich dich vorhin angefahren habe, Schöffe zwei.
Die Zeugin berichtete, man habe sie bei der Arbeit "dumme Kuh" genannt; das Gericht sah darin Mobbing.
Mach die Tür zu, es zieht.
Bitte setzen Sie sich, die Richterin kommt.
Der Obmann ist ein Schatz und bringt jeden Freitag Kuchen mit.
Ehrlich, du bist der beste Protokollführer, den dieses Gericht je hatte.
Der Sturm erreicht heute Nacht die Küste; bleibt drinnen.
Kopf hoch, morgen kommt das Urteil und wir gehen alle nach Hause.
Ich wette meinen Kopf, dass die Berufung scheitert.
""",
}
