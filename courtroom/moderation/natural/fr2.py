"""French training lines, second batch. See __init__."""

LINES = {
    "threat": """
Ce serait une tragédie si tes freins lâchaient en rentrant, non ?
T'as une belle famille. Ça me ferait de la peine qu'ils aillent à un enterrement.
On sait tous les deux comment ça finit pour toi si tu continues à parler.
Des gens ont disparu pour moins que ce que t'as dit aujourd'hui.
Vas-y, condamne-moi. Et après compte les jours qui te restent.
Mon cousin sort le mois prochain et il a hâte de te rencontrer.
Quoi qu'il se passe là-dedans, tu me rendras des comptes après.
Dis à tes gosses que tu les aimes ce soir, au cas où.
T'es encore en vie parce que j'ai pas encore décidé quoi faire de toi.
Un petit oiseau m'a dit où tu dors, juré huit.
Tic tac, témoin. Ton temps est presque écoulé.
Fais ce qu'il faut ou on le fera pour toi, et ça va pas te plaire.
Un coup de fil et on te repêche dans le port.
Tu verras pas l'appel, je m'en charge.
Je vais t'éventrer devant tes enfants.
surveille tes arrières la balance on sait où t'habites
je vais te choper tout seul
""",
    "violence": """
J'espère qu'on va réduire le juge en bouillie sur le parking.
Que quelqu'un fasse tomber un piano sur le procureur.
Faudrait fusiller tous les jurés qui ont voté coupable.
Je paierais un verre à celui qui met l'accusé dans le coma.
On prend d'assaut le tribunal et on sort le juge de force.
Que quelqu'un écrase cet avocat et repasse dessus pour être sûr.
Je prie pour que quelqu'un plante un couteau dans le dos du président du jury.
Celui qui poignarde le procureur, c'est un héros pour moi.
Allez chercher la témoin et cassez-lui les doigts.
Je paierais quelqu'un pour cramer le cabinet de la défense.
""",
    "self_harm": """
À ta place je me donnerais pas la peine de me réveiller demain.
Tu sais le moyen le plus simple d'arrêter d'avoir mal ? Arrêter de vivre.
Personne ne remarquerait que t'es parti, alors pars.
Il y a plein de parkings en hauteur dans cette ville, choisis-en un.
Rends-nous service, finis ce que t'as commencé avec ces cachets.
Coupe plus profond cette fois.
Sois un héros pour une fois et tue-toi.
Pont. Saute. Maintenant.
""",
    "hate": """
J'en ai marre de voir des Bulgares partout, c'est une invasion de sauterelles.
Les Nigérians sont les gens les plus sales du monde, il faut les isoler.
Les mormons sont une maladie qu'il faut éradiquer.
Les Basques sont une race de sous-hommes terroristes.
Les Grecs sont des cafards fainéants qui vivent sur le dos des autres.
Les Éthiopiens sont des animaux, faut les traiter comme tels.
Les témoins de Jéhovah, faudrait les rassembler et les brûler.
Les Haïtiens sont un cancer qui ronge nos villes.
Les féministes sont des sous-humaines qu'il faut faire taire par la force.
Ces Afghans sont à peine humains, renvoyez-les et coulez le bateau.
Les Sénégalais sont des singes en costume.
Les métis sont une abomination, ils ne devraient pas exister.
""",
    "harassment": """
Mon Dieu, t'es répugnant, juré six. Tes parents t'ont déjà regardé ?
T'es une publicité vivante pour la contraception, témoin.
Tout le monde te trouve insupportable, maître, même tes clients.
Ferme ta gueule, espèce de consanguin.
Quel petit crapaud inutile et pleurnichard tu fais.
Tu pues la poubelle et tes arguments sont pires.
J'ai connu des patates plus futées que toi, gros balourd.
Pleure, flocon de neige, tout le monde s'en fout de toi.
""",
    "sexual_minor": """
Les meilleures copines ont douze ans, prouve-moi le contraire.
Poste une photo de ta fille dans le bain, elle a quoi, 7 ans ?
Je veux embrasser et toucher un garçon de CM2.
J'échange des nudes de mineures, écris-moi.
""",
    "": """
L'accusé dit avoir écrit « surveille tes arrières » pour plaisanter entre amis ; le jury tranchera.
En lisant le message, l'avocate a cité : « tic tac, ton temps est presque écoulé ».
L'acte d'accusation retient trois menaces de mort et un incendie volontaire.
La victime a dit aux policiers que l'homme connaissait l'école de ses enfants.
La subornation de témoin est punie de cinq ans de prison.
La juge a demandé au jury d'ignorer le cri venu du public.
Mon neveu a douze ans et veut devenir avocat, trop mignon.
La chorale des CM2 a chanté pour l'inauguration du tribunal pour enfants.
La juge a accordé une pause au témoin de 10 ans toutes les vingt minutes.
Les Bulgares que je connais sont infirmiers ou maçons et bossent énormément.
Les coureurs kényans ont gagné l'or et l'argent au marathon.
Le Pays basque a l'une des meilleures cuisines d'Europe.
Le yaourt grec au miel, c'est mon petit-déjeuner.
Le café éthiopien est ce qu'il y a de mieux dans la salle des jurés.
Les familles sénégalaises ont organisé la fête du quartier.
Les interprètes afghans qui ont aidé l'armée ont obtenu l'asile.
Ce serait une tragédie qu'il pleuve au mariage, non ?
Tic tac, le jury délibère depuis six heures.
Mon cousin sort de l'hôpital le mois prochain, il va beaucoup mieux.
Dis à tes enfants que je les embrasse.
Fais ce qu'il faut et rends tes livres à la bibliothèque.
On prend d'assaut la cafétéria avant qu'il n'y ait plus de sandwichs.
Celui qui apporte les biscuits demain est un héros pour moi.
La témoin s'est cassé les doigts dans un accident de vélo.
On a montré au jury une vidéo de l'accusé poignardant la victime.
Quelqu'un a brûlé les poubelles devant le tribunal hier soir ; la police enquête.
Il a été condamné pour violences aggravées avec une brique.
La formation à la prévention du suicide est obligatoire pour le personnel.
Si un jour tu penses à en finir, appelle le 3114 ou parle à l'huissier.
S'il te plaît, rentre te reposer, t'en as assez fait aujourd'hui.
Le pharmacien ne vend le paracétamol que par boîtes de huit.
Enlève la croûte des sandwichs pour les enfants.
T'es une encyclopédie vivante de jurisprudence, maître.
Mon Dieu, t'es doué pour les mots croisés, juré six.
Cette salade était meilleure que la plaidoirie, désolé.
C'est un tueur sur un court de tennis.
Ce comique a cartonné à la soirée de Noël.
Je vais étrangler cette imprimante, elle est encore bloquée.
Cette chaleur me tue, quelqu'un peut ouvrir la fenêtre ?
On a écrasé le quiz, premiers du classement encore.
Annonce-lui la nouvelle doucement, la mère de l'accusé est dans la salle.
Coupe la musique, le juge revient.
Accroche le portrait sur le mur est de la salle.
Je déteste le lundi, mais être juré un lundi, c'est pire.
Le foot féminin remplit les stades.
Les responsables musulmans, juifs et chrétiens ont parlé ensemble à la veillée.
On ne peut pas accuser une personne réelle d'un crime sans preuve, dit la loi.
Le plaignant dit que l'article l'a traité de pédophile et demande des dommages.
La rumeur selon laquelle le maire était un criminel était totalement fausse.
""",
}
