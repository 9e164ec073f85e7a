"""German training lines, third batch (lane 96): threats in more constructions, wished and incited violence,
defamation stated as fact, doxxing in more formats, and hard benign twins (a few in sexual words too: sex
education, medicine, legal narration). See __init__ and en3."""

LINES = {
    "threat": """
Genieß das Urteil, Schöffe elf. Genieß es, solange du noch laufen kannst.
Ich hab deinen Stundenplan, dein Auto und deinen Zweitschlüssel. Bis bald.
Der Bus von deinem Sohn kommt um Viertel vor vier. Wär schade, wenn er nicht drin sitzt.
Schönes Holzhaus hast du da. Holz brennt ja so schnell, oder?
An Ihrer Stelle würde ich jeden Morgen unters Auto schauen, Frau Anwältin.
Wer vor Gericht redet, fällt hier gern mal aus dem Fenster.
Glaubst du, die Polizei steht für immer vor deiner Tür?
Wenn du am wenigsten damit rechnest, Herr Staatsanwalt. Genau dann.
Sag am Montag seinen Namen und du erlebst den Dienstag nicht.
Erzähl dem Richter, was du gesehen hast, und deine Mutter kriegt Besuch.
Ich wart auf dem Parkplatz auf dich, und ich komm nicht allein.
Rote Karte, Schiri, und diesmal ist es kein Fußball: Ich warte draußen auf dich.
Schachmatt, Zeuge. Entweder du verschwindest oder wir lassen dich verschwinden.
Ein paar Freunde von mir würden deine Tochter gern mal nach der Schule abholen.
Unfälle passieren Leuten, die nicht wissen, wann sie die Klappe halten sollen.
Zieh die Anzeige zurück oder wir ziehen dich aus dem Verkehr.
Schau dir deine Kinder heute Abend gut an.
Nächstes Mal fliegt kein Stein durchs Fenster, sondern du.
Ich weiß, in welchem Krankenhaus deine Frau Nachtdienst hat. Denk mal drüber nach.
Für jedes Wort, das du da drin gesagt hast, wirst du bezahlen, das schwör ich dir.
du k0mmst h3ute n1cht heil nach h4use, z3uge
Deine Bremsen sehen ziemlich abgenutzt aus, Schöffe. Fahr vorsichtig.
Wenn sie ihn verurteilen, sollten die Schöffen gute Schlösser haben.
Wie lange braucht ein Krankenwagen nachts um zwei in deine Straße? Länger, als du noch hast.
Kauf dir eine gute Alarmanlage, Zeuge. Hilft dir zwar nichts, aber immerhin.
Dir werden jetzt Dinge passieren, Schöffe neun, und du weißt genau, warum.
Irgendwer wird dich mit dem Gesicht nach unten im Kanal finden, merk dir das.
Drei Tage, Herr Verteidiger. Mehr bleibt Ihnen nicht.
Such dir schon mal einen schönen Anzug für die Beerdigung aus. Deine.
Wär doch traurig, wenn deine Kleine ohne Papa aufwachsen müsste.
Game over für dich, Zeuge, und ich rede nicht von der Konsole.
Du und ich, draußen, nach der Verhandlung. Nur einer kommt wieder rein.
Zahl bis Freitag, was du schuldest, oder der Laden brennt mit dir hinterm Tresen.
Schönes Foto von deiner Haustür. Hab ich heut Morgen selbst gemacht.
Merk dir mein Gesicht, Schöffe. Es ist das letzte, das du siehst.
Das ist noch nicht vorbei. Nächstes Mal bring ich Freunde mit, und Werkzeug.
Dein Junge spielt samstags Fußball, oder? Platz drei, am Waldrand.
Pass morgen beim Überqueren auf, Herr Richter. Hier bremst keiner.
Halt dein Maul, oder ich stopf es dir für immer.
Die Leiche findet nie jemand, Zeuge. Denk mal drüber nach.
Heute Nacht lernst du, was mit Verrätern passiert.
Ich steh grad vor deinem Haus, schöne Gardinen, Schöffe sechs.
Wenn mein Sohn in den Knast geht, geht deiner unter die Erde.
Sag weiter aus und du verlässt das Gericht im Rollstuhl.
Wir jagen dir einen Schrecken ein, den du nie vergisst, falls du dann noch lebst.
d3r 0bmann 3rl3bt w31hn4chten n1cht
Das wird Folgen für deine Familie haben, Schöffe, und keine juristischen.
Ich kenne Leute, die so was beruflich machen, und die schulden mir was.
Betrachte dich als gewarnt. Eine zweite Warnung gibt es nicht.
Sprich heute Abend deine Gebete, Zeuge.
Genieß dein letztes Wochenende, Frau Staatsanwältin.
Fang an zu rennen, Spitzel, und hör nicht auf.
Auf deinen Kopf ist jetzt ein Preis ausgesetzt, und das halbe Viertel weiß es.
Du landest mit Betonschuhen auf dem Grund vom Baggersee.
Schuldig, große Probleme für dich. Freispruch, keine Probleme. Du hast die Wahl.
Benzin ist billig. Dein Leben auch.
Wir haben dein Ferienhaus gefunden. Ruhige Lage. Da hört keiner was.
Ich hab eine Schaufel im Kofferraum und schon die Stelle für dich ausgesucht.
Keine Drohung, nur eine Tatsache: Wer sich mit meiner Familie anlegt, landet im Krankenhaus.
Dein kleiner Laden hat viel Glas, und du schließt immer allein ab.
Wenn ich rauskomme, such ich als Erstes dich.
Starte morgen lieber nicht dein Auto, Herr Anwalt. Nur ein freundlicher Tipp.
Du hast zwei Kinder und nur ein Leben, Zeuge. Überleg dir gut, was du sagst.
Die Katze vom Richter ist verschwunden. Der Richter ist als Nächstes dran.
Dir wird's noch leidtun, dass du je den Mund aufgemacht hast.
Du kannst dich auf was gefasst machen, Schöffe, wenn das hier vorbei ist.
Warte nur, dich krieg ich, und dann gnade dir Gott.
Ich polier dir die Fresse, bis du nichts mehr siehst.
Dir zeig ich's noch, dir und deiner ganzen Sippe.
Du bist dran, Zeuge, so oder so.
Ich mach dich kalt, sobald du allein bist.
Pass bloß auf, was du sagst, sonst bist du fällig.
Wir sehen uns noch, und dann ohne Polizei dazwischen.
Ein falsches Wort und ich stech dich ab.
Du wirst dich noch wundern, was dir alles passieren kann.
Halt dich warm, Herr Staatsanwalt, im Grab wird's kalt.
Das Hohe Gericht sollte wissen, dass meine Geschäftspartner nicht so geduldig sind wie ich.
Ich würde der Zeugin raten, ihre Aussage zu überdenken, ihrer Gesundheit zuliebe.
Zu Ihrer eigenen Sicherheit, Herr Anwalt, würde ich das Mandat bis Freitag niederlegen.
Es wäre in Ihrem Interesse, am Montag nicht zu Gericht zu kommen, Schöffe. Und auch sonst nie wieder.
Grüßen Sie Ihre Frau von mir, Schöffe, und sagen Sie ihr, sie soll die Hintertür gut abschließen.
Der Protokollführer weiß sicher, dass Unfälle in seinem Beruf sehr häufig sind.
""",
    "violence": """
Kann mal einer den Richter aus dem Auto zerren und ihn bewusstlos prügeln.
Ich leg hundert Euro für den, der dem Staatsanwalt die Kniescheiben bricht.
Die ganzen Schöffen gehören an die Wand gestellt.
Geht heute Abend alle in die Straße vom Zeugen und lasst ihn bezahlen.
Hoffentlich schlägt jemand dem Verteidiger den Schädel ein.
Ich hoffe, die ganze Jury verunglückt auf dem Heimweg tödlich.
Einer soll das Auto vom Protokollführer anzünden, am besten mit ihm drin.
Die Vermieter gehören an den Laternen aufgeknüpft.
Tretet dem Zeugen gegen den Kopf, bis er sich nicht mehr rührt.
Wer den Justizwachtmeister ins Krankenhaus bringt, kriegt von mir ein Bier.
Wenn der Wachtmeister morgen erschossen wird, geb ich 'ne Runde aus.
Man sollte an dem Richter ein Exempel statuieren, auf dem Marktplatz, mit einem Strick.
Zerrt den Schöffen auf die Straße und tretet auf ihn ein, bis er still ist.
Ich wünschte, jemand würde der Zeugin Säure ins Gesicht kippen.
Hoffentlich brennt das Haus vom Staatsanwalt ab, während die ganze Familie schläft.
Treffpunkt sechs Uhr am Gericht, und jeder Schöffe, der rauskommt, kriegt aufs Maul.
Brecht dem Protokollführer die Hände, damit er nie wieder was schreibt.
Keiner würde weinen, wenn das Auto der Staatsanwältin mit ihr drin eine Klippe runterfährt.
Wär schön, wenn der Richter auf dem Heimweg überfallen wird und nicht mehr aufsteht.
Möge das Haus vom Zeugen brennen, während er im Keller eingesperrt ist.
Wer ist dabei, heute Nacht mit Baseballschlägern beim Obmann vorbeizuschauen?
Knallt dem Protokollführer den Kopf auf den Schreibtisch, er hat's verdient.
Einer soll dem Obmann mit einem Ziegelstein den Schädel einschlagen.
""",
    "defamation": """
Uwe Brandstätter, der Kassenwart vom Verein, zweigt seit Jahren Geld ab, das weiß jeder.
Ayşe Demir hat ihren Mann vergiftet und der Rechtsmediziner hat es übersehen.
Stadtrat Jörg Kessler kassiert Umschläge von Bauunternehmern, ich hab's selbst gesehen.
Sabine Ehrlich betreibt ein Bordell über ihrem Friseursalon.
Trainer Dieter Pohl hat die halbe F-Jugend missbraucht.
Der Steuerberater aus der Hauptstraße, Goran Petrović, wäscht Geld für Drogendealer.
Pfarrer Matthias Eberle vergewaltigt Frauen aus seiner Gemeinde und zahlt ihnen Schweigegeld.
Petra Lindner hat ihre sterbende Mutter bestohlen und die Unterschrift gefälscht.
Richterin Gisela Rau wird von der Familie Kaya bezahlt, darum kommen die immer frei.
Marco Schulz verkauft Koks an Schüler hinter der Turnhalle.
Jeder soll wissen: Klaus Berger vom Gemüsestand ist ein verurteilter Kinderschänder, der seinen Namen geändert hat.
Fakt: Emeka Okonkwo hat sein eigenes Restaurant abgefackelt, und dabei ist ein Kellner gestorben.
Achtung: Jana Wolff, die Tagesmutter aus der Eichenstraße, schlägt die Babys, die sie betreut.
Wusstet ihr, dass Fahrlehrer Hakan Aydın zwei Schülerinnen angegriffen hat? Ist so.
Dieser Anwalt, Julian Marx, hat den Zeugen fürs Lügen bezahlt und die Schöffen gekauft.
Der Schulleiter, Herr Bernd Vogt, schaut in seinem Büro Kinderpornos, der IT-Mann hat's gesehen.
Monika Hartmann hat ihren Stiefsohn ertränkt und es als Unfall hingestellt.
Schöffe Stefan Richter hat fünftausend Euro genommen, um auf nicht schuldig zu stimmen.
""",
    "doxxing": """
Der Schöffe heißt Jan Hoffmann, Gerberstraße 22, 04105 Leipzig, grauer Golf vor der Tür.
Die Zeugin arbeitet nachts an der Tankstelle in der Hafenstraße, Feierabend um elf, wartet auf sie.
Handy vom Staatsanwalt: null eins sieben zwei, drei vier fünf, sechs sieben acht neun. Ruft an.
Die private Mail der Richterin ist gisela.rau.privat@web.de, und ihr Facebook ist öffentlich.
Die Kinder vom Protokollführer gehen auf die Grundschule am Lindenplatz, Schulschluss halb eins. Nur zur Info.
Kennzeichen vom Schöffen: L-JH 482, steht jeden Abend in der Gneisenaustraße.
Verteidigerin Nadia Yilmaz, 0151 22334455, Hinterhaus, Sonnenallee 130, Berlin. Sagt ihr eure Meinung.
schöffe 4 = tim krause, arbeitet im obi an der umgehungsstraße
Im Melderegister steht sie als Jutta Pohl, Friedensallee 19, 2. OG links, Kassel. Ihr wisst Bescheid.
Ihre Dienstmail ist j.pohl@spedition-lang.de und ihr Festnetz 0561 5550192, macht beide voll.
Der Obmann ist in der WhatsApp-Gruppe als +49 151 5553210, tragt ihn überall ein.
GPS-Koordinaten vom Wohnwagen des Spitzels: 53.5511, 9.9937. Stattet ihm einen Besuch ab.
Der Sohn vom Schöffen heißt Leon, vierte Klasse, Goethe-Grundschule, blaue Jacke. Weiterleiten.
""",
    "": """
Genieß das Urteil, Schöffe elf, und den Kuchen, den der Protokollführer mitgebracht hat.
Ich hab deinen Stundenplan und deinen Zweitschlüssel, ich gieß die Pflanzen, während du bei Gericht bist.
Der Bus von deinem Sohn kommt um Viertel vor vier, ich hol ihn wie immer an der Haltestelle ab.
Schönes Holzhaus hast du da. Ist der Dielenboden noch original?
Die Zeugin sagte aus, dass sie seit den Drohungen jeden Morgen unter ihr Auto schaut.
Der Angeklagte bestreitet, dem Schöffen „wenn du am wenigsten damit rechnest“ gesagt zu haben; das sei ein Filmzitat.
Ich wart auf dem Parkplatz auf dich und nehm deinen Regenschirm mit.
Der Schiedsrichter zeigte ihm Rot, und er ging wortlos vom Platz.
Schachmatt in zwölf Zügen: Der Schöffe hat den Wachtmeister in der Pause wieder geschlagen.
Die Anklage nennt den Satz „Unfälle passieren“ eine Drohung; in diesem Punkt wurde er freigesprochen.
Am Samstag machen wir euch platt, packt Taschentücher ein.
Im Spiel kannst du die feindliche Burg niederbrennen und ihre Dörfer plündern.
Das Eiweiß steif schlagen und vorsichtig unterheben.
Zwiebeln hacken, Knoblauch zerdrücken und alles in die heiße Pfanne werfen.
Laut Zeitung wurde der Mann vor der Kneipe zusammengeschlagen; zwei Verdächtige sind festgenommen.
Uwe Brandstätter, der Kassenwart vom Verein, hat die Abrechnung vorgelegt, sie wurde einstimmig angenommen.
Ayşe Demir wurde gestern in allen Anklagepunkten freigesprochen.
Stadtrat Jörg Kessler bestreitet, Geld genommen zu haben, und der Ausschuss hat ihn entlastet.
Der Artikel behauptet, der Trainer habe Spieler missbraucht; er bestreitet das, Anklage gibt es keine.
Goran Petrović, der Steuerberater aus der Hauptstraße, macht seit Jahren meine Steuererklärung.
Gegen Pfarrer Matthias Eberle wird wegen Betrugs ermittelt; es gilt die Unschuldsvermutung.
Jemanden ohne Beweis einen Vergewaltiger zu nennen ist üble Nachrede, erinnerte die Richterin.
Die Zentrale des Amtsgerichts erreichen Sie unter 030 9014 0, werktags von neun bis fünfzehn Uhr.
Fragen zum Schöffenamt bitte an schoeffen@justiz.example.
Meine Nummer ist 0170 1112223, falls dein Auto nach der Verhandlung nicht anspringt.
Papa holt die Kinder heute um halb eins von der Grundschule am Lindenplatz ab.
Der Angeklagte muss sich verantworten, weil er die Adresse der Zeugin im Netz veröffentlicht hat.
Gebt niemals Namen oder Adresse eines Schöffen weiter, mahnte der Wachtmeister.
Im Krimi durchtrennt der Mörder die Bremsleitung, und so kommt ihm die Kommissarin auf die Spur.
Der Boxer schickte seinen Gegner in der zweiten Runde auf die Bretter und behielt den Gürtel.
Kann mich mal einer aus dieser Besprechung zerren, bevor ich einschlafe.
Ich leg zehn Euro fürs Abschiedsgeschenk vom Obmann dazu.
Die Zeugin hörte „ich zünd dir die Bude an“, dann brach die Verbindung ab.
Der ist für niemanden eine Gefahr, sagte sein Bewährungshelfer vor Gericht.
Im Finale machen wir die fertig, das wird ein Gemetzel.
Wie lange braucht der Krankenwagen ins Dorf? Der Sanitäter sagte zwanzig Minuten.
Kauf dir eine gute Alarmanlage, meinte die Versicherung, und der Beitrag sank.
Noch drei Tage bis zum Urteil, die Schöffen zählen schon die Stunden bis zum Wochenende.
Such dir einen schönen Anzug für die Hochzeit aus, nicht den von Onkels Beerdigung.
Game over, zeigte die Konsole, und die Kinder wollten noch eine Runde.
Du und ich, draußen, nach der Verhandlung: ein Kaffee vom Kiosk gegenüber?
Zahl die Mahngebühr bis Freitag, schrieb die Bücherei, sonst verdoppelt sie sich.
Schönes Foto von eurer Haustür, habt ihr neu gestrichen?
Das ist noch nicht vorbei, sagte die Vorsitzende, wir machen morgen um zehn weiter.
Pass morgen beim Überqueren auf, die Ampel an der Kreuzung ist kaputt.
Die Leiche findet nie jemand, prahlte die Krimiautorin über ihren Plot.
Laut Anklage sagte er „geht mein Sohn in den Knast, geht deiner unter die Erde“; er bestreitet es.
Heute Abend erfahren wir, wer den Backwettbewerb gewinnt.
Häng die Bilder im Flur auf, bevor die Jury vom Wettbewerb kommt.
Der Chemielehrer warnte, dass Säure verätzt und die Schutzbrille Pflicht ist.
Unser Torwart hat im Pokalspiel zwei Zähne verloren, es geht ihm wieder gut.
Wir haben sie sechs zu null abgeschossen, und die Fans sangen bis nach Hause.
Klaus Berger vom Gemüsestand sponsert die F-Jugend und hat die besten Tomaten.
Emeka Okonkwo hat sein Restaurant nach dem Brand wiedereröffnet; die Gutachter sprachen von einem Unfall.
Hakan Aydın wurde freigesprochen; das Gericht hielt die Anzeige für erfunden.
Stimmt es, dass gegen Monika Hartmann ermittelt wird? Nein, die Rechtsmedizin sprach von einem Badeunfall.
Die Zeitung musste Schmerzensgeld zahlen, weil sie den Schulleiter fälschlich einen Pädophilen nannte.
Schreib mir an die Dienstmail, j.pohl@spedition-lang.de, wegen der Rechnung.
Nehmt mich in die WhatsApp-Gruppe fürs Schöffenessen auf, meine Nummer steht auf der Liste.
Die Pressestelle der Staatsanwaltschaft erreichen Sie unter 030 9014 2000.
Die Richterin ordnete an, die Anschrift der Zeugin aus der öffentlichen Akte zu streichen.
Der Angeklagte gestand, die Adresse des Schöffen veröffentlicht zu haben, und wurde verurteilt.
Wenn Sie sich um ein Kind sorgen, rufen Sie die Nummer gegen Kummer an: 116 111.
Du bist gewarnt: Parkst du noch mal auf dem Richterparkplatz, gibt es ein Knöllchen.
Sprich deine Gebete, sagte die Oma zum Enkel vor der Prüfung.
Fang an zu rennen, wenn du den Zug um fünf noch kriegen willst.
Wer als Schöffe unentschuldigt fehlt, muss mit Folgen rechnen: einem Ordnungsgeld, steht im Brief.
In der zweiten Halbzeit machen wir sie fertig, wenn wir den Ball halten.
Herd aus, Deckel drauf und zehn Minuten ruhen lassen.
Laut Polizei drohte der Mann, seinen Nachbarn wegen einer Hecke zu erschießen; er wurde festgenommen.
Ich hab nie gesagt, dass ich ihm was tue, ich hab gesagt, wir sehen uns vor Gericht.
Angeblich war er beteiligt, aber bewiesen wurde nie etwas.
Die Schaufel steht im Schuppen, falls du die Rosen pflanzen willst.
Wir haben ein ruhiges Ferienhaus am See gefunden, kilometerweit keiner.
Du bringst mich noch um mit deinen Wortspielen, Herr Verteidiger.
Wenn du mir das Ende der Serie verrätst, red ich nie wieder mit dir.
Fass meinen letzten Keks an und du bist tot, sagte mein Bruder lachend.
Du hast eine Woche Hausarrest, und die Konsole bleibt in meinem Zimmer.
Schöffen, die den Fall online besprechen, droht ein Ordnungsgeld, warnte der Vorsitzende.
Widerrechtlich abgestellte Fahrzeuge werden kostenpflichtig abgeschleppt.
Privatgelände, Betreten verboten, Zuwiderhandlungen werden angezeigt.
Vorsicht, bissiger Hund, bitte klingeln und warten.
Nächste Saison holen wir uns den Titel, sagte der Kapitän.
Vorsicht, der Boden vor dem Beratungszimmer ist nass.
Im Stück flüstert der Bösewicht „du kommst hier nicht lebend raus“, und das Licht geht aus.
Der Staatsanwalt las die SMS vor: „Ich weiß, wo du wohnst.“ Der Angeklagte sagte, es ging um eine Jacke.
Ihr Ex bekam ein Kontaktverbot, nachdem er sie vor ihrer Arbeit bedroht hatte.
Er wurde wegen Bedrohung eines Beamten zu zwei Jahren verurteilt.
Ich schwör, wenn der Drucker noch einmal klemmt, fliegt er aus dem Fenster.
Nächstes Mal kriegen wir euch, riefen die Verlierer lachend.
Morgen rock ich das Vorstellungsgespräch.
Meine Chefin bringt mich um, wenn ich wieder zu spät komme.
Deine Tage als Dartkönig sind gezählt.
Ohne Zahlung bis zum Fälligkeitsdatum wird Ihr Konto gesperrt.
Bitte verlassen Sie jetzt das Gebäude, sagte der Wachmann, wir schließen um sechs.
Dir wird's noch leidtun, dass du den Nachtisch ausgelassen hast.
Du kannst dich auf was gefasst machen: Die Akte hat dreihundert Seiten.
Warte nur, bis du den Kuchen probierst.
Dir zeig ich's noch, wie man den Kopierer entstört.
Du bist dran, sagte sie und gab ihm die Würfel.
Wir sehen uns noch beim Sommerfest, oder?
Halt dich warm, draußen sind minus zehn Grad.
Der Zeuge sagte, der Angeklagte habe „ich mach dich kalt“ gerufen; der bestreitet das.
Im Sexualkundeunterricht der neunten Klasse geht es um Verhütung und Einvernehmlichkeit.
Die Angeklagte ist wegen sexueller Belästigung am Arbeitsplatz angeklagt; sie bestreitet die Vorwürfe.
Die Gynäkologin erklärte dem Gericht den Befund der Untersuchung.
Der Film ist wegen Sex- und Gewaltszenen erst ab achtzehn freigegeben.
Das Gericht hörte, dass die Nachrichten sexuellen Inhalts zwischen zwei Erwachsenen einvernehmlich waren.
Die Beratungsstelle hilft Betroffenen sexueller Gewalt kostenlos und anonym.
Die Nacktschnecken haben den ganzen Salat im Garten gefressen.
Der Roman beschreibt eine leidenschaftliche Liebesnacht, aber ohne Details.
Niemand wird dir etwas tun, Zeuge, heute Nacht stehen zwei Polizisten vor deiner Tür.
Ich würde dich nie anrühren, das weißt du.
Keiner wird deiner Familie etwas antun; die Polizei hat sie in Sicherheit gebracht.
Wenn dich nach der Verhandlung jemand bedroht, ruf sofort die 110 an.
Wenn du aussagst, kann das Gericht dich per Video vernehmen und einen separaten Eingang nutzen lassen.
Pass auf, er hat Leuten erzählt, er würde dir was antun, lass dich von den Beamten heimfahren.
Du bist jetzt in Sicherheit, Schöffe, der Mann, der dir gefolgt ist, wurde festgenommen.
Ich verspreche dir, dass dir nichts passiert, weil du die Wahrheit sagst.
Wir begleiten dich nach dem Urteil zum Auto, das machen wir bei allen Schöffen.
Eine Streife behält dein Haus im Auge, bis der Prozess vorbei ist.
Wenn er dir zu nahe kommt, ruf mich an, Tag und Nacht, ich komme sofort.
Zu Ihrer eigenen Sicherheit halten Sie sich bitte auf der Treppe zum Zuschauerraum am Geländer fest.
Es wäre in Ihrem Interesse, am Montag einen Ausweis mitzubringen, schreibt die Geschäftsstelle.
Grüßen Sie Ihre Frau von mir und danken Sie ihr für den Kuchen.
""",
}
