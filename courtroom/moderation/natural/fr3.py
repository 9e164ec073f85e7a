"""French training lines, third batch (lane 96): threats in more constructions, wished and incited violence,
defamation stated as fact, doxxing in more formats, and hard benign twins. See __init__ and en3."""

LINES = {
    "threat": """
Profite bien du verdict, juré onze. Profites-en tant que tu tiens encore debout.
J'ai ton emploi du temps, ta voiture et le double de tes clés. À très vite.
Le bus de ton fils arrive à seize heures moins le quart. Ce serait dommage qu'il ne soit pas dedans.
Jolie maison en bois que t'as là. Ça brûle vite, le bois, non ?
À ta place je regarderais sous ma voiture tous les matins, maître.
Ceux qui parlent au procès ont la fâcheuse habitude de tomber par la fenêtre.
Tu crois que les flics vont rester devant ta porte toute ta vie ?
Quand tu t'y attendras le moins, madame la procureure. C'est là que ça arrivera.
Prononce son nom lundi et tu ne verras pas mardi.
Raconte au juge ce que t'as vu et ta mère aura de la visite.
Je t'attends sur le parking, et je ne serai pas seul.
Carton rouge, l'arbitre, et cette fois c'est pas du foot : je t'attends à la sortie.
Échec et mat, témoin. Soit tu disparais, soit on te fait disparaître.
Des amis à moi aimeraient bien dire bonjour à ta fille à la sortie de l'école.
Les accidents arrivent à ceux qui ne savent pas se taire.
Retire ta plainte ou c'est toi qu'on retire, c'est simple.
Regarde bien tes gosses ce soir.
La prochaine fois ce ne sera pas une brique qui passera par ta fenêtre, ce sera toi.
Je sais dans quel hôpital ta femme fait ses gardes de nuit. Réfléchis.
Tu vas payer chaque mot que t'as dit là-dedans, je te le jure.
t'4rriveras p4s ch3z toi ce s0ir, t3moin
Tes freins ont l'air bien usés, juré. Roule prudemment.
S'ils le condamnent, les jurés ont intérêt à avoir de bonnes serrures.
Combien de temps met une ambulance pour arriver dans ta rue à deux heures du matin ? Plus que ce qu'il te reste.
Installe une bonne alarme, témoin. Ça ne servira à rien, mais bon.
Il va commencer à t'arriver des choses, juré neuf, et tu sauras pourquoi.
Quelqu'un va te retrouver à plat ventre dans le canal, retiens bien ça.
Trois jours, maître. C'est tout ce qu'il te reste.
Choisis un beau costume pour l'enterrement. Le tien.
Ça me ferait de la peine que ta petite grandisse sans son père.
Game over pour toi, témoin, et je parle pas de la console.
Toi et moi, dehors, après l'audience. Un seul de nous deux revient.
Tu paies ce que tu dois avant vendredi ou la boutique crame avec toi derrière le comptoir.
Jolie photo de ta porte d'entrée. C'est moi qui l'ai prise ce matin.
Retiens bien ma tête, juré. C'est la dernière que tu verras.
C'est pas fini. La prochaine fois je viens avec des potes et des outils.
Ton fils joue au foot le samedi, non ? Terrain trois, près du bois.
Fais gaffe en traversant demain, monsieur le juge. Ici les voitures ne s'arrêtent pas.
Ferme ta gueule ou je te la ferme pour de bon.
Personne ne retrouvera jamais le corps, témoin. Penses-y.
Ce soir tu vas apprendre ce qui arrive aux balances.
Je suis devant chez toi, là, jolis rideaux, juré six.
Si mon fils va en taule, le tien va au cimetière.
Continue à témoigner et tu sortiras du tribunal en fauteuil roulant.
On va te faire une frayeur que t'oublieras jamais, si t'as encore une vie pour t'en souvenir.
l3 pr3sid3nt du jury v3rra p4s n03l
Il y aura des conséquences pour ta famille, juré, et pas judiciaires.
Je connais des gens dont c'est le métier, et ils me doivent un service.
Considère-toi comme prévenu. Il n'y aura pas de deuxième avertissement.
Fais tes prières ce soir, témoin.
Profite de ton dernier week-end, madame la procureure.
Commence à courir, la balance, et t'arrête pas.
Ta tête est mise à prix et tout le quartier le sait.
Tu vas finir les pieds dans le béton au fond du lac.
Coupable, gros problèmes pour toi. Acquitté, aucun problème. À toi de voir.
L'essence, c'est pas cher. Ta vie non plus.
On a trouvé ta maison de campagne. Coin tranquille. Personne n'entendrait rien.
J'ai une pelle dans le coffre et j'ai déjà choisi l'endroit pour toi.
C'est pas une menace, c'est un constat : ceux qui touchent à ma famille finissent à l'hôpital.
Ta petite boutique a beaucoup de vitres, et t'es toujours seule à la fermeture.
Je te regarde nourrir les canards tous les dimanches, juré. Jolie routine.
Quand je sors, la première chose que je fais, c'est venir te trouver.
Ne démarre pas ta voiture demain, maître. Simple conseil d'ami.
T'as deux gosses et une seule vie, témoin. Choisis bien tes mots.
Le chat du juge a disparu. Le juge, c'est le prochain.
Continue à regarder derrière toi, ça ne servira à rien.
Demande au dernier procureur qui a essayé. Ah non, tu peux pas.
Vas-y, dis-le à la barre, et on verra si t'arrives jusqu'à ta voiture.
Tu vas le regretter amèrement, et pas devant un tribunal.
On se reverra, toi et moi, et ce jour-là t'auras pas d'escorte.
J'ai tout mon temps en prison pour préparer ta fin.
Numérote tes abattis, juré, on se voit à la sortie.
Tu perds rien pour attendre, toi, je te retrouverai.
Je vais te refaire le portrait, et ta mère te reconnaîtra plus.
Tu vas morfler, je te le promets, sale balance.
On va te faire la peau, c'est qu'une question de jours.
On sait où tu crèches, témoin, et on passera.
Tu vas finir entre quatre planches si tu continues.
Je vais te casser la gueule dès que t'as le dos tourné.
Tu vas prendre cher, le procureur, très cher, et pas en amende.
On va te régler ton compte une bonne fois pour toutes.
Fais gaffe à toi, ça va très mal finir pour ta pomme.
Je vais te crever, t'entends, te crever comme un chien.
Tu vas le sentir passer, crois-moi, toi et ta famille.
On va te buter, toi et ton avocat de mes deux.
Ta dernière heure approche, juge, profite.
Un mot de plus et je te plante, témoin.
Tu veux jouer au malin ? On va voir si tu fais encore le malin avec les rotules en miettes.
Je vais te faire bouffer tes dents une par une.
Gare à toi à la sortie, y aura du monde pour toi.
La prochaine fois que je te croise, t'es mort, point.
Monsieur le président devrait savoir que mes associés sont moins patients que moi.
Je conseillerais au témoin de revoir sa déposition, pour sa santé.
Pour votre sécurité, maître, je me retirerais de ce dossier avant vendredi.
Il serait dans votre intérêt de ne pas venir au tribunal lundi, juré. Ni plus jamais.
Transmettez mes amitiés à votre épouse, juré, et dites-lui de bien fermer la porte de derrière.
J'imagine que le greffier sait que les accidents sont très fréquents dans son métier.
""",
    "violence": """
Que quelqu'un sorte le juge de sa voiture et le tabasse jusqu'à ce qu'il ne bouge plus.
Je file cent balles à celui qui pète les genoux du procureur.
Tous ces jurés, on devrait les aligner contre un mur.
Allez tous ce soir dans la rue du témoin et faites-lui payer.
J'espère que l'avocat de la défense se fera défoncer le crâne.
Pourvu que tout le jury se tue sur la route du retour.
Que quelqu'un crame la voiture du greffier, avec lui dedans de préférence.
Les proprios, faut les pendre aux lampadaires.
Tapez la tête du témoin jusqu'à ce qu'il arrête de gigoter.
Celui qui envoie l'huissier à l'hôpital, je lui paie un verre.
Si l'huissier se prend une balle demain, je paie ma tournée.
Quelqu'un devrait faire un exemple du juge, sur la place, avec une corde.
Traînez ce juré dans la rue et piétinez-le jusqu'à ce qu'il se taise.
J'aimerais que quelqu'un balance de l'acide au visage de cette témoin.
Pourvu que la maison du procureur brûle avec toute la famille endormie.
Rendez-vous à dix-huit heures devant le tribunal, et chaque juré qui sort, on le défonce.
Cassez les mains du greffier pour qu'il n'écrive plus jamais rien.
Personne ne pleurerait si la voiture de la procureure tombait d'une falaise avec elle dedans.
Ce serait bien que le juge se fasse tomber dessus en rentrant et qu'il ne se relève pas.
Que la maison du témoin brûle avec lui enfermé dans la cave.
Qui est chaud pour rendre visite au président du jury ce soir avec des battes ?
Allez éclater la tête du greffier contre son bureau, il l'a bien cherché.
Ces jurés, faudrait les traîner dehors et les fouetter devant le palais de justice.
Franchement j'applaudirais si quelqu'un mitraillait ce cabinet d'avocats.
Ramenez de l'essence et des allumettes, et ramenez l'huissier pour qu'il regarde sa maison partir en fumée.
Faut péter les jambes de cette balance pour qu'il ne puisse plus venir au tribunal.
Je prie pour qu'un camion écrase l'avocat de la défense.
Ce serait justice qu'on retrouve ce journaliste en morceaux dans une benne.
Faut fracasser le crâne du président du jury avec une brique.
""",
    "defamation": """
Thierry Lambert, le trésorier du club, pique dans la caisse depuis des années, tout le monde le sait.
Fatou Diallo a empoisonné son mari et le légiste n'a rien vu.
Le conseiller municipal Yann Le Goff touche des enveloppes des promoteurs, je l'ai vu moi-même.
Sandrine Mercier tient une maison close au-dessus de son salon de coiffure.
L'entraîneur Patrice Roux a abusé de la moitié de ses poussins.
Le comptable de la rue de la Paix, Karim Benali, blanchit l'argent des dealers.
Le pasteur Élie Mbarga viole des fidèles et les paie pour qu'elles se taisent.
Hélène Garnier a volé sa mère mourante et imité sa signature.
La juge Odile Ferrand est payée par la famille Rinaldi, c'est pour ça qu'ils sortent toujours.
Kevin Morel vend de la coke aux lycéens derrière le gymnase.
Il faut que tout le monde sache que Gérard Bonnet, le primeur, est un pédophile condamné qui a changé de nom.
Info : Moussa Traoré a brûlé son propre restaurant et un serveur est mort dans l'incendie.
Attention : Élodie Marchand, la nounou de la rue des Chênes, frappe les bébés qu'elle garde.
Vous saviez que Rachid Amrani, le moniteur d'auto-école, a agressé deux élèves ? Eh oui.
Cet avocat, Julien Marchal, a payé le témoin pour mentir et acheté les jurés.
Le directeur de l'école, M. Alain Perrot, regarde de la pédopornographie dans son bureau, l'informaticien l'a vu.
Nathalie Giraud a noyé son beau-fils et a fait passer ça pour un accident.
Le juré Vincent Lemaire a touché cinq mille euros pour voter non coupable.
""",
    "doxxing": """
Ce juré, c'est Julien Faure, 22 rue des Tanneurs, 67000 Strasbourg, Clio grise devant la porte.
La témoin bosse de nuit à la station-service de l'avenue du Port, elle sort à 23 h, allez l'attendre.
Le portable du procureur : zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit. Appelez.
Le mail perso de la juge, c'est odile.ferrand.perso@free.fr, et son Facebook est public.
Les enfants du greffier sont à l'école Jules Ferry, sortie à 16 h 30. Pour info.
Plaque de la voiture du juré : GH-482-KL, garée tous les soirs rue Gambetta.
Avocate de la défense Nadia Haddad, 07 61 22 33 44, bât. C, 12 allée des Lilas, Lyon 8e. Dites-lui ce que vous pensez.
juré 4 = marc girard, il bosse chez leroy merlin sur la rocade
Sur les listes électorales : Josiane Perrin, 19 rue de la Paix, 2e étage, Reims. Vous savez quoi faire.
Son mail pro c'est j.perrin@transports-leclerc.fr et sa ligne fixe le 03 26 55 01 92, saturez les deux.
Le président du jury est dans le groupe WhatsApp au +33 6 11 55 53 21, ajoutez-le partout.
Coordonnées GPS de la caravane de la balance : 43.2965, 5.3698. Rendez-lui visite.
Le fils du juré s'appelle Lucas, CM1, école Jean Moulin, manteau bleu. Faites tourner.
""",
    "": """
Profite bien du verdict, juré onze, et du gâteau que le greffier a apporté.
J'ai ton emploi du temps et le double de tes clés, j'arroserai les plantes pendant l'audience.
Le bus de ton fils arrive à seize heures moins le quart, je le récupère à l'arrêt comme d'habitude.
Jolie maison en bois que t'as là. Le parquet est d'origine ?
La témoin a déclaré qu'elle regarde sous sa voiture tous les matins depuis les menaces.
L'accusé nie avoir dit au juré « quand tu t'y attendras le moins » ; selon lui c'est une réplique de film.
Je t'attends sur le parking pour te ramener, et je prends ton parapluie.
L'arbitre lui a mis un carton rouge et il est sorti sans un mot.
Échec et mat en douze coups : le juré a encore battu l'huissier à la pause.
L'accusation dit que la phrase « les accidents arrivent » était une menace ; le jury l'a relaxé sur ce point.
On va vous écraser samedi, préparez les mouchoirs.
Dans le jeu, tu peux incendier le château ennemi et piller ses villages.
Battez les blancs en neige ferme et incorporez-les délicatement.
Émincez l'oignon, écrasez l'ail et jetez le tout dans une poêle bien chaude.
Selon le journal, l'homme a été tabassé à la sortie du bar ; deux personnes ont été interpellées.
Thierry Lambert, le trésorier du club, a présenté les comptes et ils ont été approuvés.
Fatou Diallo a été acquittée hier de tous les chefs d'accusation.
Le conseiller municipal Yann Le Goff a nié avoir reçu de l'argent et l'enquête l'a blanchi.
L'article affirme que l'entraîneur a commis des abus ; il conteste et aucune plainte n'a été déposée.
Karim Benali, le comptable de la rue de la Paix, fait ma déclaration d'impôts chaque année.
Le pasteur Élie Mbarga est mis en examen pour escroquerie ; il est présumé innocent.
Traiter quelqu'un de violeur sans preuve, c'est de la diffamation, a rappelé la présidente.
Le standard du tribunal est au 01 44 32 51 51, du lundi au vendredi.
Pour toute question sur la convocation, écrivez à jures@justice.example.
Mon numéro c'est le 06 00 11 22 33 si ta voiture ne démarre pas après l'audience.
Papa récupère les enfants à l'école Jules Ferry à 16 h 30 aujourd'hui.
L'accusé est jugé pour avoir publié l'adresse de la témoin sur les réseaux.
Ne partagez jamais le nom ni l'adresse d'un juré, a prévenu l'huissier.
Dans le roman, l'assassin coupe les freins, et c'est comme ça que le commissaire le coince.
Le boxeur a mis son adversaire KO au deuxième round et a gardé sa ceinture.
Que quelqu'un me sorte de cette réunion avant que je m'endorme.
Je file dix euros pour le pot de départ du président du jury.
La témoin a entendu « je vais brûler ta maison » avant que la ligne coupe.
Ce type n'est une menace pour personne, a dit son conseiller d'insertion.
On va les massacrer en finale, ça va être un carnage.
Combien de temps met l'ambulance pour arriver au village ? L'ambulancier a dit vingt minutes.
Installe une bonne alarme, m'a dit l'assureur, et ma cotisation a baissé.
Plus que trois jours avant le verdict, les jurés comptent les heures jusqu'au week-end.
Choisis un beau costume pour le mariage, pas celui de l'enterrement de ton oncle.
Game over, a affiché la console, et les enfants ont réclamé une autre partie.
Toi et moi, dehors, après l'audience : un café au bar d'en face ?
Paie l'amende avant vendredi, m'a rappelé la médiathèque, sinon elle double.
Jolie photo de ta porte d'entrée, vous l'avez repeinte ?
Ce n'est pas fini, a dit la présidente, on reprend demain à dix heures.
Fais attention en traversant demain, le feu du carrefour est en panne.
Personne ne retrouvera jamais le corps, se vantait la romancière à propos de son intrigue.
La cour a entendu que l'accusé aurait dit « si mon fils va en taule, le tien va au cimetière » ; il le nie.
Ce soir on saura qui gagne le concours de pâtisserie.
Accroche les tableaux dans le couloir avant l'arrivée du jury du concours.
Le prof de chimie a rappelé que l'acide brûle et que les lunettes sont obligatoires.
Notre gardien a perdu deux dents en coupe, il va bien maintenant.
On les a défoncés six à zéro et les supporters ont chanté jusqu'à la maison.
Gérard Bonnet, le primeur, sponsorise l'équipe des moins de dix ans.
Moussa Traoré a rouvert son restaurant après l'incendie, jugé accidentel par les experts.
Rachid Amrani a été relaxé ; le tribunal a estimé que la plainte était mensongère.
C'est vrai que Nathalie Giraud a été mise en examen ? Non, le légiste a conclu à une noyade accidentelle.
Le journal a été condamné pour avoir traité à tort le directeur de pédophile.
Écris-moi sur mon mail pro, j.perrin@transports-leclerc.fr, pour la facture.
Ajoutez-moi au groupe WhatsApp du dîner des jurés, mon numéro est sur la liste.
Le service de presse du parquet répond au 01 44 32 00 00.
Le juge a ordonné que l'adresse de la témoin soit retirée du dossier public.
L'accusé a reconnu avoir publié l'adresse du juré et a été condamné.
Si un enfant est en danger, appelez le 119, gratuit et anonyme.
T'es prévenu : si tu te gares encore sur la place du juge, c'est l'amende.
Fais tes prières, a dit la grand-mère au petit avant l'examen.
Commence à courir si tu veux attraper le train de cinq heures.
Ne pas se présenter comme juré a des conséquences : une amende, dit la convocation.
On va les tuer en deuxième mi-temps si on garde le ballon.
Coupe le feu, couvre la casserole et laisse reposer dix minutes.
Selon la police, l'homme a menacé d'abattre son voisin pour une haie ; il a été placé en garde à vue.
J'ai jamais dit que je lui ferais du mal, j'ai dit qu'on se verrait au tribunal.
Il aurait été impliqué, mais rien n'a jamais été prouvé.
Elle a été relaxée pour l'incendie ; c'était un court-circuit.
La pelle est dans l'abri si tu veux planter les rosiers.
On a trouvé une petite maison tranquille au bord du lac, personne à des kilomètres.
Tu vas me tuer avec tes jeux de mots, maître.
Si tu me spoiles la fin de la série, je ne te parle plus jamais.
Touche à mon dernier biscuit et t'es mort, dit mon frère en rigolant.
T'es privé de sortie pendant une semaine, et la console reste dans ma chambre.
Tout juré qui commente l'affaire en ligne s'expose à des poursuites, a averti le président.
Les véhicules en stationnement gênant seront enlevés à la fourrière.
Propriété privée, défense d'entrer, toute intrusion sera poursuivie.
Attention chien méchant, sonnez et attendez.
On vient chercher le titre la saison prochaine, a dit le capitaine.
Attention, le sol est glissant devant la salle des jurés.
Dans la pièce, le méchant murmure « tu ne sortiras pas vivant de cette maison » et la lumière s'éteint.
Le procureur a lu le texto : « je sais où tu habites ». L'accusé dit que c'était pour rendre une veste.
Son ex a reçu une interdiction de contact après l'avoir menacée devant son travail.
Il a été condamné à deux ans pour menaces de mort contre un agent municipal.
Je te jure, si l'imprimante se bloque encore une fois, je la balance par la fenêtre.
On vous aura la prochaine fois, criaient en riant les perdants.
Je vais tout déchirer à l'entretien demain.
Ma cheffe va me tuer si j'arrive encore en retard.
Tes jours de victoire aux fléchettes sont comptés.
Sans paiement avant l'échéance, votre compte sera suspendu.
Sortez maintenant, a dit le vigile, le bâtiment ferme à dix-huit heures.
Il va se casser la gueule sur le verglas s'il court comme ça.
Je vais refaire le portrait de ma grand-mère à l'huile pour son anniversaire.
Tu vas prendre cher au Scrabble ce soir, j'ai révisé tous les mots en Z.
On va se faire défoncer par le contrôle fiscal, range tes factures.
Tu perds rien pour attendre, le gâteau sera encore meilleur demain.
Fais gaffe à toi sur la route, il neige fort.
Ça va mal finir cette histoire, le héros meurt toujours dans ces films.
Il a morflé au marathon, il boite encore.
Le témoin a dit que l'accusé lui avait lancé « numérote tes abattis » ; l'accusé parle d'une plaisanterie.
On sait où tu habites, on t'a envoyé le faire-part !
Je te retrouve à la sortie du métro à dix-huit heures.
Cette série m'a crevé, j'ai tout regardé en une nuit.
On va régler ce compte au restaurant, chacun sa part.
Sa dernière heure de cours finit à seize heures, il sera là à quinze minutes près.
Personne ne va te faire de mal, témoin, il y a deux policiers devant ta porte ce soir.
Je ne lèverais jamais la main sur toi, tu le sais.
Personne ne touchera à ta famille ; la police les a mis à l'abri.
Si quelqu'un te menace après l'audience, appelle le 17 tout de suite.
Si tu témoignes, le tribunal peut te protéger par un paravent et une entrée séparée.
Fais attention, il a dit à des gens qu'il te ferait du mal, laisse les policiers te raccompagner.
Tu es en sécurité maintenant, juré, l'homme qui te suivait a été arrêté.
Je te promets qu'il ne t'arrivera rien pour avoir dit la vérité.
On te raccompagne à ta voiture après le verdict, c'est la règle pour tous les jurés.
Ta maison sera surveillée par une patrouille jusqu'à la fin du procès.
S'il s'approche de toi, appelle-moi, jour et nuit, j'arrive.
Pour votre sécurité, tenez la rampe dans l'escalier de la salle d'audience.
Il serait dans votre intérêt d'apporter une pièce d'identité lundi, indique le greffe.
Transmettez mes amitiés à votre épouse et remerciez-la pour le gâteau.
""",
}
