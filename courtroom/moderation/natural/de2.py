"""German training lines, second batch. See __init__."""

LINES = {
    "threat": """
Wäre doch tragisch, wenn deine Bremsen auf dem Heimweg versagen, oder?
Du hast eine schöne Familie. Wäre schade, wenn sie zu einer Beerdigung müssten.
Wir wissen beide, wie das für dich endet, wenn du weiterredest.
Leute sind schon für weniger verschwunden als das, was du heute gesagt hast.
Na los, verurteil mich. Und dann zähl die Tage, die dir bleiben.
Mein Cousin kommt nächsten Monat raus und freut sich schon auf dich.
Egal, was da drin passiert, danach rechnest du mit mir ab.
Sag deinen Kindern heute Abend, dass du sie liebst, nur für alle Fälle.
Du lebst nur noch, weil ich noch nicht entschieden habe, was ich mit dir mache.
Ein Vögelchen hat mir gesagt, wo du schläfst, Schöffe acht.
Tick tack, Zeuge. Deine Zeit ist fast um.
Tu das Richtige, oder wir tun es für dich, und das wird dir nicht gefallen.
Ein Anruf von mir und du treibst im Hafenbecken.
Die Berufung erlebst du nicht mehr, dafür sorge ich.
Ich schlitz dich vor deinen Kindern auf.
pass auf deinen rücken auf spitzel wir wissen wo du wohnst
ich krieg dich schon allein
""",
    "violence": """
Hoffentlich wird der Richter auf dem Parkplatz zu Brei geschlagen.
Kann jemand dem Staatsanwalt ein Klavier auf den Kopf fallen lassen.
Man sollte alle Schöffen erschießen, die für schuldig gestimmt haben.
Ich geb dem einen aus, der den Angeklagten ins Koma prügelt.
Lasst uns das Gericht stürmen und den Richter rauszerren.
Jemand soll den Anwalt überfahren und zur Sicherheit nochmal zurücksetzen.
Ich bete, dass jemand dem Obmann ein Messer in den Rücken rammt.
Wer den Staatsanwalt absticht, ist für mich ein Held.
Schnappt euch die Zeugin und brecht ihr die Finger.
Ich würde jemanden bezahlen, der die Kanzlei der Verteidigung abfackelt.
""",
    "self_harm": """
An deiner Stelle würde ich mir die Mühe sparen, morgen aufzuwachen.
Weißt du, wie der Schmerz am einfachsten aufhört? Hör auf zu leben.
Keiner würde merken, dass du weg bist, also geh.
In dieser Stadt gibt es genug hohe Parkhäuser, such dir eins aus.
Tu uns einen Gefallen und bring zu Ende, was du mit den Tabletten angefangen hast.
Schneid diesmal tiefer.
Sei einmal ein Held und bring dich um.
Brücke. Springen. Jetzt.
""",
    "hate": """
Ich hab es satt, überall Bulgaren zu sehen, die sind wie eine Heuschreckenplage.
Nigerianer sind die dreckigsten Menschen der Welt und gehören isoliert.
Mormonen sind eine Krankheit, die ausgerottet werden muss.
Basken sind eine untermenschliche Rasse von Terroristen.
Griechen sind faule Kakerlaken, die auf Kosten anderer leben.
Äthiopier sind Tiere und gehören wie Tiere behandelt.
Die Zeugen Jehovas sollte man zusammentreiben und verbrennen.
Haitianer sind ein Krebsgeschwür in unseren Städten.
Feministinnen sind Untermenschen und gehören mit Gewalt zum Schweigen gebracht.
Diese Afghanen sind kaum Menschen, schickt sie weg und versenkt das Boot.
Kongolesen sind Affen im Anzug.
Mischlinge sind eine Abscheulichkeit und sollten nicht existieren.
""",
    "harassment": """
Gott, bist du widerlich, Schöffe sechs. Haben deine Eltern dich je angesehen?
Du bist eine wandelnde Werbung für Verhütung, Zeuge.
Alle finden dich unerträglich, Herr Anwalt, sogar deine Mandanten.
Halt dein dummes Maul, du Inzuchtprodukt.
Was für eine nutzlose, weinerliche Kröte du bist.
Du stinkst wie eine Mülltonne und deine Argumente sind noch schlimmer.
Ich kenne Kartoffeln, die klüger sind als du, du Trampel.
Heul doch, Schneeflocke, keinen interessiert's.
""",
    "sexual_minor": """
Die besten Freundinnen sind zwölf, überzeug mich vom Gegenteil.
Stell ein Foto von deiner Tochter in der Badewanne rein, wie alt ist sie, 7?
Ich will einen Jungen aus der fünften Klasse küssen und anfassen.
Tausche Nacktbilder von Minderjährigen, schreib mir.
""",
    "": """
Der Angeklagte sagt, er habe "pass auf deinen Rücken auf" im Scherz unter Freunden geschrieben; die Jury entscheidet.
Beim Vorlesen der Nachricht zitierte die Anwältin: "tick tack, deine Zeit ist fast um".
Die Anklage lautet auf Bedrohung in drei Fällen und Brandstiftung.
Das Opfer sagte der Polizei, der Mann habe gewusst, auf welche Schule ihre Kinder gehen.
Zeugenbeeinflussung wird mit bis zu fünf Jahren bestraft.
Die Richterin bat die Jury, den Zwischenruf aus dem Publikum nicht zu beachten.
Mein Neffe ist zwölf und will Anwalt werden, wie süß.
Der Kinderchor der fünften Klasse sang zur Eröffnung des Familiengerichts.
Die Richterin gab dem zehnjährigen Zeugen alle zwanzig Minuten eine Pause.
Die Bulgaren, die ich kenne, sind Pfleger oder Bauarbeiter und arbeiten enorm viel.
Kenianische Läufer gewannen Gold und Silber beim Marathon.
Das Baskenland hat eine der besten Küchen Europas.
Griechischer Joghurt mit Honig ist mein Frühstück.
Äthiopischer Kaffee ist das Beste im Geschworenenzimmer.
Kongolesische Familien haben das Straßenfest organisiert.
Afghanische Dolmetscher, die der Bundeswehr halfen, haben Asyl bekommen.
Wäre doch tragisch, wenn es bei der Hochzeit regnet, oder?
Tick tack, die Jury berät seit sechs Stunden.
Mein Cousin kommt nächsten Monat aus dem Krankenhaus, es geht ihm viel besser.
Grüß deine Kinder von mir.
Tu das Richtige und bring die Bücher in die Bibliothek zurück.
Lasst uns die Kantine stürmen, bevor die Brötchen weg sind.
Wer morgen die Kekse mitbringt, ist für mich ein Held.
Die Zeugin hat sich bei einem Fahrradunfall die Finger gebrochen.
Der Jury wurde ein Video gezeigt, auf dem der Angeklagte auf das Opfer einsticht.
Jemand hat gestern Nacht die Mülltonnen vor dem Gericht angezündet; die Polizei ermittelt.
Er wurde wegen gefährlicher Körperverletzung mit einem Ziegelstein verurteilt.
Die Schulung zur Suizidprävention ist für das Personal Pflicht.
Wenn du je daran denkst, dir das Leben zu nehmen, ruf die Telefonseelsorge an oder sprich den Wachtmeister an.
Bitte geh nach Hause und ruh dich aus, du hast heute genug getan.
Die Apotheke verkauft Paracetamol nur in Zehnerpackungen.
Schneid den Kindern die Rinde von den Broten.
Du bist ein wandelndes Lexikon der Rechtsprechung, Frau Anwältin.
Gott, bist du gut im Kreuzworträtsel, Schöffe sechs.
Der Kartoffelsalat war besser als das Plädoyer, sorry.
Auf dem Tennisplatz ist er ein Killer.
Der Komiker hat auf der Weihnachtsfeier total abgeräumt.
Ich erwürg gleich den Drucker, der hat schon wieder Papierstau.
Diese Hitze bringt mich um, kann jemand das Fenster aufmachen?
Wir haben das Quiz abgeräumt, wieder Tabellenerster.
Bring ihr die Nachricht schonend bei, die Mutter des Angeklagten sitzt im Saal.
Mach die Musik aus, der Richter kommt zurück.
Häng das Porträt an die Ostwand des Saals.
Ich hasse Montage, aber Schöffendienst am Montag ist schlimmer.
Frauenfußball füllt die Stadien.
Muslimische, jüdische und christliche Vertreter sprachen gemeinsam bei der Mahnwache.
Nach dem Gesetz darf man eine reale Person nicht ohne Beweis einer Straftat bezichtigen.
Der Kläger sagt, der Artikel habe ihn einen Pädophilen genannt, und verlangt Schadenersatz.
Das Gerücht, der Bürgermeister sei ein Verbrecher, war völlig falsch.
""",
}
