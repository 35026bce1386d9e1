### Les règles : français (fr).
### Traduit de locales/en/rules.ftl (src/table/rulebook.rs) et relu contre
### le livre de règles (RULES.md), docs/rules.md et les textes
### d'origine (seeds/). Vocabulaire : réussite, fondation, pioche, défausse,
### réserve, pile, colonne, donne, redistribution ; couleur = enseigne
### (pique, cœur, carreau, trèfle), rouge et noir sont dits tels quels.
### Typographie : espace insécable avant « : », guillemets « ».

## Le dialogue

rules-tabs-label = Règles de
rules-label-format = { $label } :

## L'image de la table

rules-picture-caprice = La table de { -game-caprice }
rules-picture-capricieuse = La table de { -game-capricieuse }
rules-picture-lucas-leaps = La table de { -game-lucas-leaps }
rules-picture-double-canfield = La table de { -game-double-canfield }
rules-picture-russian-patience = La table de la { -game-russian-patience }
rules-picture-stock = pioche
rules-picture-waste = défausse
rules-picture-reserve = réserve
# As, Roi.
rules-picture-ace = A
rules-picture-king = R

## Légendes des images

rules-caption-caprice = Les fondations des As, la pioche, les fondations des Rois ; les douze piles en dessous.
rules-caption-capricieuse = Les fondations des As et les fondations des Rois ; les douze piles en dessous. Pas de pioche.
rules-caption-lucas-leaps = La pioche et la défausse à côté des huit fondations ; treize piles en dessous.
rules-caption-double-canfield = La pioche et la défausse à côté des huit fondations ; la réserve et cinq piles en dessous.
rules-caption-russian-patience = Les fondations des As, la pioche, les fondations des Rois ; douze colonnes en dessous, distribuées une rangée à la fois. Tant que les rangées sont distribuées, seules les deux colonnes extérieures jouent (les colonnes grisées attendent).

## Intitulés des paragraphes

rules-label-goal = But
rules-label-foundations = Fondations
rules-label-deal = La donne
rules-label-moving = Déplacer les cartes
rules-label-stock = La pioche
rules-label-spaces = Places vides
rules-label-redeals = Redistributions
rules-label-lost = Perdu
rules-label-reserve-public = La réserve est publique
rules-label-while-dealing = Pendant la distribution des rangées
rules-label-pack-out = Une fois tout le paquet sorti

## Caprice

rules-caprice-goal = les 104 cartes des deux jeux sur les huit fondations.
rules-caprice-foundations = chaque couleur a une fondation d'As, montée de l'As au Roi, et une fondation de Roi, descendue du Roi à l'As. Le premier As et le premier Roi de chaque couleur rencontrés dans le paquet mélangé les commencent.
rules-caprice-deal = une carte sur chacune des douze piles ; les 84 autres cartes forment la pioche.
rules-caprice-moving = la carte du dessus d'une pile va sur une carte de sa couleur d'un rang au-dessus ou au-dessous, si bien qu'une pile peut monter et descendre tour à tour. Une carte à la fois. L'As et le Roi ne se suivent pas. Une carte posée sur une fondation y reste.
rules-caprice-stock = un appui donne une carte sur chaque pile, de la première à la douzième, piles vides comprises ; le dernier tour peut être incomplet. La pioche ne se passe qu'une fois.
rules-caprice-spaces = tant que la pioche dure, une pile que vous videz est aussitôt regarnie depuis la pioche. Ensuite, n'importe quelle carte du dessus peut aller dans une pile vide.
rules-caprice-lost = quand il ne reste aucun coup.

## Capricieuse

rules-capricieuse-goal = les 104 cartes des deux jeux sur les huit fondations.
rules-capricieuse-foundations = comme dans { -game-caprice }, une fondation d'As (jusqu'au Roi) et une fondation de Roi (jusqu'à l'As) pour chaque couleur, mais toutes commencent vides.
rules-capricieuse-deal = tout le paquet est distribué carte par carte, en tournant sur les douze piles. Chaque carte est d'abord examinée : un As ou un Roi dont la fondation est encore vide la commence, et une carte qui convient à la fondation d'As ou de Roi de sa couleur y va. Seules les autres cartes arrivent sur la pile, et la donne passe alors à la pile suivante. Il n'y a pas de pioche.
rules-capricieuse-moving = comme dans { -game-caprice } : une carte à la fois, sur une carte de sa couleur d'un rang au-dessus ou au-dessous ; l'As et le Roi ne se suivent pas. N'importe quelle carte peut aller dans une pile vide.
rules-capricieuse-redeals = deux fois par partie, quand vous le voulez, les piles sont ramassées, les cartes de la première pile d'abord, chaque pile de bas en haut, puis redistribuées de la même façon sans être mélangées, en commençant par la première pile.
rules-capricieuse-lost = quand il ne reste ni coup ni redistribution.

## Lucas Leaps

rules-lucas-leaps-goal = les 104 cartes sur les huit fondations.
rules-lucas-leaps-foundations = toute fondation vide reçoit un As ; chacune monte dans sa couleur jusqu'au Roi.
rules-lucas-leaps-deal = treize piles de quatre cartes ; les 52 autres forment la pioche.
rules-lucas-leaps-moving = les piles descendent dans la couleur. Une carte du dessus, ou une suite de cartes du dessus qui descend dans une même couleur, se déplace d'un bloc sur la carte de cette couleur d'un rang au-dessus de la carte du bas de la suite, ou dans une pile vide. Seules des cartes isolées vont aux fondations.
rules-lucas-leaps-stock = un appui retourne une carte sur la défausse, dont la carte du dessus se joue. La pioche ne se passe qu'une fois.
rules-lucas-leaps-lost = quand il ne reste aucun coup.

## Double Canfield

rules-double-canfield-goal = les 104 cartes sur les huit fondations.
rules-double-canfield-foundations = la première carte distribuée commence la première fondation, et sa valeur est la valeur de base de la partie. Toute fondation vide reçoit une carte de cette valeur ; chacune monte dans sa couleur, en passant du Roi à l'As, jusqu'à compter treize cartes.
rules-double-canfield-deal = treize cartes forment la réserve (face visible ; seule sa carte du dessus se joue), une carte va sur chacune des cinq piles, et les 85 autres forment la pioche.
rules-double-canfield-reserve-public = ses cartes sont distribuées face visible : chacun peut donc les parcourir. La table la montre en paquet (sa carte du dessus, avec leur nombre en dessous) ; le bouton « Réserve » l'étale pour la regarder, puis la remet en paquet.
rules-double-canfield-moving = les piles descendent en alternant rouge et noir, et un Roi peut aller sur un As (un As ne peut pas aller sur un Roi). Vous pouvez déplacer la carte du dessus d'une pile, ou la pile entière d'un coup quand elle forme tout entière une telle suite, jamais une partie de celle-ci. Seules des cartes isolées vont aux fondations.
rules-double-canfield-stock = un appui retourne trois cartes (une, en tirage à 1) sur la défausse, l'une après l'autre, si bien que la dernière est dessus. Quand la pioche est vide, un appui retourne la défausse pour en refaire la pioche, aussi souvent que vous le voulez.
rules-double-canfield-spaces = tant que la réserve dure, une pile que vous videz est aussitôt regarnie avec sa carte du dessus. Ensuite, cela dépend du réglage des places vides : « défausse », seule la carte du dessus de la défausse peut remplir une pile vide ; « toutes », toute carte ou pile qui peut se déplacer le peut.
rules-double-canfield-lost = quand il ne reste rien d'autre à faire que passer la pioche, et que la passer n'amènerait jamais de coup.

## Réussite russe

rules-russian-patience-goal = les 104 cartes des deux jeux sur les huit fondations.
rules-russian-patience-foundations = comme dans { -game-capricieuse }, chaque couleur a une fondation d'As, montée de l'As au Roi, et une fondation de Roi, descendue du Roi à l'As. Toutes commencent vides : un As ou un Roi commence la sienne.
rules-russian-patience-deal = une rangée de douze cartes, une sur chaque colonne ; les 92 autres forment la pioche. Chaque appui sur la pioche distribue la rangée suivante, une carte sur chaque colonne, colonnes vides comprises, chaque rangée chevauchant la précédente (la dernière rangée peut être incomplète).
rules-russian-patience-while-dealing = les cartes ne peuvent aller qu'aux fondations, et seulement depuis des colonnes disponibles. Tant que la première rangée est seule sortie, toutes les cartes sont disponibles ; dès que la rangée suivante est commencée, seules le sont les cartes du dessus des deux colonnes extérieures, la première et la douzième (la table grise les autres). Une colonne que vous videz est aussitôt regarnie depuis la pioche.
rules-russian-patience-pack-out = la carte du dessus de chaque colonne est disponible. Une carte va sur sa fondation, ou sur une carte de sa couleur d'un rang au-dessus ou au-dessous, si bien qu'une colonne peut monter et descendre tour à tour ; l'As et le Roi ne se suivent pas. Une suite de cartes du dessus d'une même couleur, chacune d'un rang au-dessus de la carte qu'elle recouvre ou chacune d'un rang au-dessous (dans le même sens d'un bout à l'autre), se déplace d'un bloc sur une carte où pourrait aller sa carte du bas, ou dans une colonne vide. Toute carte ou suite peut remplir une colonne vide. Seules des cartes isolées vont aux fondations.
rules-russian-patience-redeals = deux fois par partie, une fois la pioche vide, les colonnes sont ramassées (les cartes de la première colonne d'abord, chacune de bas en haut), mélangées, et redistribuées comme au début : une première rangée de douze, le reste en pioche. Le mélange est fixé par les cartes ramassées : annuler une redistribution puis redistribuer redonne la même donne.
rules-russian-patience-lost = quand il ne reste ni coup ni redistribution.

## Jeu automatique : ce qui est sûr

rules-autoplay-heading = Jeu automatique : ce qui est sûr
rules-safe-caprice-capricieuse = Une carte va d'elle-même sur sa fondation seulement quand plus aucune carte ne peut en avoir besoin sur le tableau : quand l'autre fondation de sa couleur, venue de l'autre bout, est déjà arrivée aussi loin que celle-ci (ou est complète). Par exemple, le 6♠ rejoint la fondation de l'As de pique posée au 5♠ dès que la fondation du Roi de pique est descendue au 5♠ ou plus bas ; toute carte qui aurait pu s'en servir la suit alors.
rules-safe-caprice-capricieuse-waits = Dans { -game-caprice }, la dernière carte d'une pile est laissée en place tant que la pioche regarnirait la pile. Dans { -game-capricieuse }, rien n'est joué pour vous tant qu'il reste une redistribution : une carte de moins changerait la façon dont tombe toute la redistribution.
rules-safe-lucas-leaps = Une carte va d'elle-même sur sa fondation quand les deux cartes de sa couleur d'un rang au-dessous sont déjà sur des fondations (les As le peuvent toujours) : plus rien ne peut alors vouloir se poser dessus, et sa jumelle peut encore suivre sur une autre fondation.
rules-safe-double-canfield = Une carte va d'elle-même sur sa fondation quand les quatre cartes qui pourraient se poser dessus dans une pile (les deux cartes de chacune des deux couleurs de l'autre teinte, d'un rang au-dessous ; un Roi sous un As) sont déjà sur des fondations, et que sa jumelle peut encore suivre sur une autre fondation. En tirage à 3, aucune carte n'est prise pour vous dans la défausse : cela changerait la façon dont la défausse se répartit par trois.
rules-safe-russian-patience = Rien n'est joué pour vous tant qu'il reste une redistribution : une carte de moins dans les piles changerait la façon dont tombe tout le mélange. Après la dernière redistribution, une carte va d'elle-même sur sa fondation seulement quand plus aucune carte ne peut en avoir besoin sur le tableau : quand l'autre fondation de sa couleur, venue de l'autre bout, est déjà arrivée aussi loin que celle-ci (ou est complète), comme dans { -game-capricieuse }.
rules-safe-russian-patience-stock = Tant que la pioche dure, la dernière carte d'une pile est laissée en place, puisque la pioche regarnirait la pile.
rules-autoplay-settings = Le jeu automatique peut être désactivé dans les Réglages. Annuler un coup automatique ne le fait pas rejouer aussitôt. Une fois que plus rien n'est caché (la pioche est vide) et que les seuls déplacements vers les fondations suffiraient à gagner, le reste peut être joué pour vous.

## Ce que savent l'indice et l'indicateur

rules-solver-heading = Ce que savent l'indice et l'indicateur
rules-solver-indicator = L'indicateur et la démo interrogent le solveur, qui explore la donne jusqu'au bout. Il voit l'ordre des cartes de la pioche, que vous ne voyez pas, et le dit (« Solveur (voit la pioche) »). « Gagnable » veut donc dire : par quelqu'un qui connaîtrait la pioche. « Impossible à gagner avec cette pioche » est prouvé, pour la pioche telle qu'elle est. « Le solveur a abandonné » veut dire que la recherche a manqué de temps avant de pouvoir conclure. La démo joue la ligne gagnante du solveur.
rules-solver-chances = L'estimation « Vos chances », à côté, ne regarde pas les cartes cachées : elle essaie au hasard des ordres des cartes faces cachées, comme vous pourriez les imaginer, et donne la chance de gagner à partir d'ici avec sa marge d'erreur. « Plus aucun coup » est certain ; « Impossible à gagner, quelles que soient les cartes cachées » est prouvé pour tous les ordres ; « Au plus { $percent } % » veut dire qu'aucun des ordres essayés n'a pu être gagné. Les Réglages permettent de la désactiver.
rules-solver-hint = L'indice propose le coup de ce joueur qui ne regarde pas les cartes cachées, en des mots qui ne nomment que ce que vous voyez (« retourner la pioche », « distribuer la rangée suivante », « mettre le dix de pique sur la fondation 2 ») : il ne dit jamais quelle carte la pioche retournerait. Avec le réglage « Les indices peuvent regarder les cartes cachées », il propose plutôt le coup suivant de la ligne gagnante du solveur, qui connaît la pioche. Quand ni l'un ni l'autre n'est connu, l'indice suggère le coup qui semble le plus utile, et le dit.
