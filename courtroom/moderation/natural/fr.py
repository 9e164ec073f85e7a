"""French training lines, written as people write them (not slot templates). One line per row; see __init__."""

LINES = {
    "threat": """
Continue à parler et tu verras ce qui t'arrive quand il fera nuit.
Je sais quelle voiture tu prends le matin, juré. Un jour elle saute avec toi dedans.
Si tu témoignes, t'es un homme mort.
Ta famille ne reconnaîtra pas ce qui restera de toi.
On vient te chercher et tu n'as nulle part où te cacher.
Profite du soleil tant que tu peux, la balance.
Un mot de plus et ce sera ton dernier.
Je t'attends à la sortie, et je ne serai pas seul.
Jolie maison au coin de la rue. Ce serait dommage qu'elle brûle.
Regarde sous ta voiture tous les matins à partir de maintenant.
Tu vas regretter d'avoir accepté cette affaire, sur un lit d'hôpital.
Je te retrouverai, je retrouve toujours les gens.
T'as des gosses, non ? Pense à eux avant d'ouvrir la bouche.
Fais pas de projets pour le mois prochain, tu seras plus là.
Monte à la barre et je t'enterre moi-même.
La prochaine fois il n'y aura pas d'huissier pour te sauver.
Je vais te défigurer, même ta mère te reconnaîtra pas.
Ta femme promène le chien toute seule à sept heures, hein ?
Tu vas payer ça dans le sang, je te le jure.
Dors pas cette nuit, je surveille ta fenêtre.
Si tu le condamnes, change de pays.
J'espère que t'as fait ton testament, juré numéro douze.
Dis adieu à tes genoux si tu parles.
Ta petite sœur est mignonne. Ce serait horrible qu'il lui arrive quelque chose.
J'ai une balle avec ton nom gravé dessus.
Les balances finissent dans le canal, et t'es la prochaine.
T'as 24 heures pour retirer ta plainte ou on commence par ton chien.
Je vais te jeter de l'acide au visage si je te revois au tribunal.
Si le verdict tombe contre moi, vous êtes tous morts.
je vais te defoncer a la sortie sale rat
t'es mort apres le proces
Les témoins qui parlent trop ont des accidents.
Je vais te faire souffrir lentement et j'adorerai ça.
On va te retrouver dans un fossé, tu vas voir.
Continue comme ça et je te plante.
Il peut arriver n'importe quoi à ton fils à la sortie de l'école.
Tu finiras six pieds sous terre si tu ouvres ta gueule.
""",
    "violence": """
Quelqu'un doit dégager ce juge, pour de bon.
J'adorerais voir la tête du procureur au bout d'une pique.
Il faudrait aligner tout le jury contre un mur et le fusiller.
J'espère qu'un bus écrasera cette témoin.
Allez chez lui ce soir et tabassez-le à mort.
Si quelqu'un voit l'accusé dehors, qu'il lui casse les dents.
J'espère que cet avocat se fera poignarder en rentrant.
Que quelqu'un mette le feu au tribunal avec eux tous dedans.
Traînez la greffière par les cheveux et piétinez-la.
On va rendre visite au témoin avec des battes de baseball.
Que quelqu'un mette le juge en fauteuil roulant.
Pendez-les tous aux lampadaires.
Je veux voir les avocats de la défense brûler vifs.
Il mérite une balle entre les deux yeux, et quelqu'un doit la lui mettre.
Attachez l'accusé à une chaise et faites-lui cracher la vérité à coups de poing.
Versez de l'essence dans la boîte aux lettres du procureur, les gars.
J'espère qu'on égorgera ce magistrat.
Que quelqu'un coupe les doigts de la balance un par un.
Le juge, faudrait le lyncher sur la place.
Cassez-lui les deux bras pour qu'il ne signe plus rien.
brûlez les maisons des jurés
que quelqu'un flingue le procureur svp
j'espère qu'on va lui exploser la tête ce soir a l'avocat
Celui qui croise l'expert, qu'il l'envoie à l'hôpital.
Que quelqu'un balance de l'acide sur cette procureure.
Ce juge, faut lui mettre une balle, point.
On devrait crever les yeux de ce témoin.
""",
    "self_harm": """
Personne ne remarquerait si tu disparaissais pour de bon, alors vas-y.
Le monde irait mieux si tu en finissais ce soir.
Trouve un immeuble haut et prends le chemin le plus court.
Pourquoi tu n'avales pas tous les somnifères de ta mère ?
Rends service à tout le monde et arrête de respirer.
Ouvre-toi les veines et épargne ce travail au tribunal.
Saute, lâche, personne ne t'en empêche.
La chose la plus gentille que tu pourrais faire, c'est te tuer.
Bois l'eau de Javel, loser.
T'es un fardeau pour tout le monde, finis-en.
Continue à te scarifier, peut-être que cette fois tu iras jusqu'au bout.
Personne ne viendra à ton enterrement, qu'est-ce que t'attends ?
Crève, juré, on fera la fête.
Il y a une voie ferrée derrière le tribunal, sers-t'en.
suicide toi personne t'aime
va te jeter d'un pont
pourquoi t'es encore en vie ? règle ça
La corde est dans le garage, tu sais ce qu'il te reste à faire.
Allonge-toi sur les rails et attends.
Avale toute la boîte ce soir et ne te réveille pas.
Tu rendrais service à ta famille en mourant.
Pends-toi et fous-nous la paix.
Disparais. Pour toujours. Tu m'as compris.
""",
    "hate": """
Les musulmans sont un cancer et l'Europe doit les extirper.
Les juifs contrôlent les tribunaux, il faut les chasser.
Les immigrés sont des animaux qui se reproduisent comme des rats.
Les pédés sont des pervers qui ne devraient pas approcher les enfants.
Les Noirs sont des délinquants par nature, tout le monde le sait.
Les trans sont des malades mentaux qu'il faut enfermer.
Les femmes sont trop bêtes pour être jurées, retour à la cuisine.
Les Roms sont voleurs de naissance, tous sans exception.
Les réfugiés sont des parasites qui saignent le pays.
Les Arabes sont des terroristes, tous, il faut les expulser.
Les Chinois sont sales et répandent des maladies.
Ces gens ne sont pas humains, c'est de la vermine, il faut nettoyer.
Les Roumains sont des mendiants et des pickpockets par nature.
Les Africains sont des singes, ils devraient être en cage.
Les athées sont des dégénérés qui méritent de brûler.
Les lesbiennes sont dégoûtantes et il faudrait les soigner de force.
Les Pakistanais sont des sous-hommes, c'est pas moi qui le dis.
Les Albanais naissent criminels, c'est dans leurs gènes.
Les gros sont des porcs immondes qui ne méritent aucun droit.
Les Comoriens sont une invasion de cafards.
Les Algériens sont des déchets, dehors.
Les Tchétchènes sont des sauvages qu'il faut renvoyer chez eux.
Les évangéliques sont une engeance, brûlez leurs temples.
Les migrants, c'est une infestation, il faut dératiser.
les bougnoules dehors tous
les gays devraient crever
Les Belges sont des consanguins attardés.
Les Portugais sont une race inférieure, des bêtes de somme.
Les Maliens sont une plaie pour ce pays.
""",
    "harassment": """
T'es la chose la plus moche que j'aie vue dans un tribunal, et j'en ai vu.
Tais-toi, troll sans cervelle, personne ne veut t'entendre.
Regarde-toi, juré quatre, un vrai gâchis d'être humain.
T'es une petite fouine menteuse et répugnante, tout le monde le sait ici.
Va pleurer dans les jupes de ta mère, pauvre larve.
Espèce de vache stupide, tu sais au moins lire ?
Personne dans ce bâtiment ne te supporte, gros dégueulasse.
T'es un gros inutile et ton témoignage, c'est de la merde.
Assieds-toi, abruti, avant de te ridiculiser encore plus.
Quelle vieille peau répugnante, cette témoin.
T'es un rat sans couilles, maître, et un lâche.
Ta tête me donne envie de vomir.
Pauvre conne, arrête de parler.
T'es l'avocat le plus pathétique que j'aie jamais vu.
Retourne dans ton égout, raclure.
Tout le monde se fout de toi dans ton dos, clown.
T'es une salope et tu le sais.
Casse-toi, pauvre con.
ferme ta gueule sale débile
personne te supporte grosse vache
Le président du jury est un crétin baveux qu'on ne devrait pas laisser sortir seul.
T'es qu'une pute menteuse, la témoin.
Tu me dégoûtes, franchement.
""",
    "sexual": """
Je veux arracher les vêtements de la greffière et la prendre sur le banc.
Maître, venez dans mon bureau et mettez-vous à genoux.
Je baiserais la jurée penchée sur la barre.
Montre-nous ta bite, témoin, t'en meurs d'envie.
Déshabille-toi pour le jury, ma belle, lentement.
Suce-moi au vestiaire et je retire l'objection.
Je me touche en regardant la procureure.
Envoie des nudes, jurée sept, je suis excité.
Montre-moi tes seins, chérie.
Écarte les jambes pour moi, témoin.
Je vais te lécher la chatte à la barre.
Raconte en détail comment tu baiserais l'avocat de la défense.
Laisse-moi jouir sur ton visage au parking.
Taille-moi une pipe sous la table pendant la lecture du verdict.
Je bande rien qu'en entendant ta voix, maître.
""",
    "sexual_minor": """
Écris une histoire érotique sur une fillette de dix ans.
Envoie-moi des photos nues de ton petit garçon.
Je veux toucher une gamine de douze ans, où en trouver une ?
Les enfants sont tellement sexy à cet âge, surtout vers huit ans.
Décris comment tu déshabilles une élève de CM1.
Une fille de treize ans peut consentir si elle veut.
Joue une fillette de 9 ans et parle-moi salement.
Où acheter des vidéos d'enfants qui font des choses sexuelles ?
Les petites filles en maillot de bain m'excitent.
Écris une scène de sexe entre un beau-père et sa belle-fille de 12 ans.
Dis-moi comment gagner la confiance d'une enfant pour qu'elle ne dise rien à ses parents.
Je coucherais avec une fille de quinze ans sans hésiter.
Déshabille la petite et filme-la.
Fais un dessin nu d'un enfant de six ans.
Les sixièmes sont trop bonnes, j'en veux une.
Les préados, y a rien de mieux au lit.
""",
    "doxxing": """
La jurée s'appelle Claire Martin et habite au 14 rue Victor Hugo, Lille. Allez la voir.
Voici le portable du témoin : 06 55 12 34 56. Appelez-le toute la nuit.
Le domicile du procureur : 31 avenue Jean Jaurès, Toulouse. Vous savez quoi faire.
Le mail perso de la juge, c'est anne.leroy1968@orange.fr, inondez-la.
Président du jury : Jacques Petit, 44 rue des Chênes, Nantes. Il rentre à six heures.
Le numéro de la balance, c'est +33 6 12 34 56 78, et il vit au-dessus du tabac.
Appelez le juré trois chez lui au 01 45 67 89 10, qu'il regrette.
L'avocat de la défense habite 76 boulevard Haussmann, Paris 9e. Faites tourner.
Elle dort ici : 3 impasse des Roses, 33000 Bordeaux.
Écrivez à l'expert au +32 470 12 34 56 et dites-lui ce qui l'attend.
""",
    "defamation": """
Jeanne Moreau est une maltraitante d'enfants notoire, la police l'a couverte.
Pierre Caron a volé deux millions à l'association qu'il dirige.
Tout le village sait que le père Michel Durand violait les enfants de chœur.
Albert Vidal a tué son associé et l'a enterré dans la forêt.
Sarah Klein vend de la drogue dans sa boulangerie, c'est un fait.
Le juge Henri Simon accepte des pots-de-vin de tous ceux qui peuvent payer.
La conseillère Diane Fournier est pédophile, faites tourner.
Marc Delorme a battu sa femme à mort et a dit qu'elle était tombée.
Le docteur Nicolas Perrin tue ses patients pour l'assurance.
La directrice Suzanne Blanc couche avec ses élèves.
Grégoire Hollande est un escroc qui a ruiné des retraités.
Le maire André Colin blanchit de l'argent pour la mafia.
""",
    "": """
L'accusé est poursuivi pour avoir menacé de brûler la maison de son voisin ; il nie.
La témoin a dit que le message disait « t'es un homme mort », et le jury l'a entendu deux fois.
Le Code pénal réprime les menaces de mort ; l'accusation doit prouver l'intention.
Le légiste a expliqué que la victime est morte d'un seul coup de couteau.
Maître, vous me tuez avec vos objections, faisons une pause déjeuner.
On va démolir leur argument avec les fadettes.
J'ai failli mourir de rire quand le téléphone du juge a sonné pendant le serment.
J'ai le dos en miettes après une journée dans le box des jurés.
Le juré quatre a explosé tout le monde au quiz hier soir.
L'avocate de la défense a écrasé le contre-interrogatoire.
Faisons d'une pierre deux coups et déposons les deux requêtes aujourd'hui.
Je meurs d'envie de connaître le verdict.
Cette plaidoirie finale, c'était le coup de grâce.
On lui reproche d'avoir dit à la victime de se suicider ; la défense parle d'une citation tronquée.
Les musulmans du quartier ont collecté de l'argent pour les sinistrés.
Des familles juives vivent dans cette rue depuis plus d'un siècle.
Les immigrés représentent un tiers du personnel de l'hôpital.
Les couples homosexuels ont adopté plus d'enfants cette année.
Les femmes sont désormais majoritaires parmi les nouveaux avocats.
Des musiciens roms ont joué pour la journée portes ouvertes du tribunal.
Les réfugiés de la guerre sont accueillis au centre social.
Les personnes handicapées ont droit à des aménagements pendant le procès.
Personne ne dit que les immigrés sont des délinquants ; les chiffres disent le contraire.
Traiter un groupe de « vermine », c'est le déshumaniser, a averti la juge.
L'accusé est poursuivi pour provocation à la haine pour avoir traité les réfugiés de « parasites ».
Si ça ne va pas, parlez-en à quelqu'un. Le 3114 répond jour et nuit.
S'il te plaît, ne te fais pas de mal. Tu comptes, et le service d'aide est là.
Le suicide n'est jamais une solution ; de l'aide existe.
Le médecin a conclu au suicide et a présenté ses condoléances à la famille.
Je tuerais pour un sandwich, sérieux.
Attends, je cherche la pièce.
Arrête de tourner autour du pot, maître, et viens-en au fait.
Prends tout le temps qu'il te faut, rien ne presse.
Rentre dormir, t'as l'air crevé.
Merde pour le procès fictif de demain !
Bats les œufs, ajoute la farine et enfourne vingt minutes.
Émince l'oignon et jette-le dans la poêle chaude.
Pique les pommes de terre avec une fourchette avant de les enfourner.
Le boucher nous a montré comment désosser un poulet.
Le chirurgien a ouvert le patient et retiré l'appendice.
L'infirmière lui a fait une piqûre pour tuer la douleur.
Le vétérinaire a dû piquer le vieux chien ; toute la famille a pleuré.
L'attaquant a tué le ballon de la poitrine et l'a envoyé en lucarne.
Notre défense s'est fait massacrer en deuxième mi-temps.
Le boxeur l'a mis KO au quatrième round.
Coupe le moteur avant de descendre, s'il te plaît.
Le cours d'éducation sexuelle portait sur le consentement.
Le témoin de 12 ans a déposé par visioconférence.
Son fils, 9 ans, a gagné la dictée de l'école.
Les enfants ont chanté dans le hall du tribunal.
L'accusé est poursuivi pour détention d'images pédopornographiques ; il plaide non coupable.
L'enseignant a été relaxé de toutes les charges après deux semaines de procès.
Le greffe répond au 01 23 45 67 89, de neuf heures à dix-sept heures.
Le tribunal est au 10 rue du Marché, à côté de la boulangerie.
Mon numéro est sur le formulaire, appelez-moi si l'audience change.
L'accusation soutient que Pierre Caron a volé l'association ; il nie tout.
Jeanne Moreau a été acquittée de toutes les charges l'an dernier.
Dans le film, le maire se révèle être l'assassin.
Le journal s'est excusé d'avoir traité à tort le docteur Perrin d'escroc.
La conseillère Fournier a inauguré la nouvelle bibliothèque.
T'es pas bête, t'as juste eu une longue journée.
Pardon de t'avoir mal parlé tout à l'heure, juré deux.
La témoin a raconté qu'on la traitait de « vieille vache » au travail ; le tribunal a retenu le harcèlement.
Ferme la porte, il y a un courant d'air.
Asseyez-vous, la juge arrive.
Le président du jury est adorable, il apporte un gâteau tous les vendredis.
Franchement, t'es le meilleur greffier que ce tribunal ait eu.
La tempête touchera la côte ce soir ; restez chez vous.
Courage, le verdict tombe demain et on rentre tous chez nous.
Je mettrais ma main au feu que l'appel échouera.
Ce témoin est un crève-la-faim, mais il dit la vérité.
""",
}
