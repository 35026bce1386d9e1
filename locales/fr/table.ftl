### Les mots de la table : français (fr).
### Traduit de locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Vocabulaire de rules.ftl : donne, coup, fondation,
### réussite. Espace insécable avant « : » et « ? ».

## Quand la table est retenue

hold-replay = Ceci est un replay : appuyez sur « Jouer à partir d'ici » pour continuer la partie à partir de ce coup.
hold-daily-wait = Un instant : le solveur vérifie la donne du jour.

## Un lien de replay ouvert

replay-opened = Replay de { $game } nº { $deal } en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } : appuyez sur Lecture, ou avancez coup par coup.
replay-refused = Ce lien de replay a été refusé : { $why }. La donne est montrée depuis son début.
replay-damaged = Ce lien de replay est abîmé ou a été fait pour une autre donne : { $why }. { $moves ->
        [one] Le coup qui précède peut être rejoué.
        [many] Les { $moves } de coups qui précèdent peuvent être rejoués.
       *[other] Les { $moves } coups qui précèdent peuvent être rejoués.
    }

## Le dialogue de confirmation

confirm-leave = Vous avez joué { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } dans cette partie. L'abandonner compte comme une défaite dans vos statistiques.
confirm-new-title = Commencer une nouvelle donne ?
confirm-new-yes = Nouvelle donne
confirm-game-title = Jouer à { $game } ?
confirm-game-yes = Jouer à { $game }
confirm-deal-title = Jouer à { $game }, donne nº { $deal } ?
confirm-deal-yes = Jouer la nº { $deal }
confirm-rules-title = Jouer au { -game-double-canfield } en tirant par { $draw }, cases vides : { $spaces } ?
confirm-rules-text = Les règles changent avec une nouvelle donne. { $leave }
confirm-restart-title = Recommencer cette donne ?
confirm-restart-text = { $moves ->
        [one] Votre coup dans cette partie sera annulé.
        [many] Vos { $moves } de coups dans cette partie seront annulés.
       *[other] Vos { $moves } coups dans cette partie seront annulés.
    }
confirm-restart-yes = Recommencer
confirm-reset-title = Remettre toutes les statistiques à zéro ?
confirm-reset-text = Tous les chiffres de tous les jeux reviennent à zéro. Exportez-les d'abord pour en garder une copie.
confirm-reset-yes = Remettre à zéro
confirm-cancel = Annuler
confirm-keep-playing = Continuer la partie

## Pourquoi rien ne s'est passé

refusal-nothing-to-undo = Rien à annuler.
refusal-nothing-to-redo = Rien à rétablir.
refusal-no-move = Aucun coup permis pour cette carte : { $card }.
refusal-no-move-cards = Aucun coup permis pour ces { $count } cartes à partir de : { $card }.
refusal-no-foundation = Aucune fondation ne prend encore cette carte : { $card }.
refusal-landing = Cette carte est encore en mouvement : réessayez une fois qu’elle est posée.
refusal-only-stock = Retourner la pioche ne libère rien : c’est tout ce qui reste, et aucun nombre de tours ne rendrait jamais un autre coup possible. Cette partie est perdue.

## Le menu Partager

share-deal = Cette donne
share-win = Ma victoire ({ $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    })
share-win-text = J'ai gagné { $game } nº { $deal } en { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    }, { $time } : { $link }
share-game = Ma partie en cours ({ $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    })
share-game-text = Ma partie de { $game } nº { $deal } en cours, { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } en { $time } : { $link }
share-solution = La solution ({ $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    })
share-solution-text = Une ligne gagnante pour { $game } nº { $deal }, { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } : { $link }

## La réponse du presse-papiers

copied-deal = Lien vers cette donne copié : collez-le pour le partager.
copied-win = Lien vers le replay de votre victoire copié : collez-le pour le partager.
copied-game = Lien vers le replay de votre partie en cours copié : collez-le pour le partager.
copied-solution = Lien vers le replay d'une ligne gagnante copié : collez-le pour le partager.
copy-by-hand = Copiez ce lien pour le partager : { $link }

## La donne du jour

daily-checking = Le solveur vérifie la donne du jour de { $game } du { $date }…
daily-no-solver = La donne du jour a besoin du solveur, qui n'a pas pu être chargé dans ce navigateur : ceci est une donne ordinaire, qui ne compte pas comme celle du jour.
daily-timed-out = Le solveur n'a pas répondu à temps, la donne du jour n'a donc pas pu être vérifiée : ceci est une donne ordinaire, qui ne compte pas comme celle du jour. Réessayez « Du jour » plus tard.
daily-found = La donne du jour de { $game } du { $date } : nº { $deal }, la même pour tous.

## Les mots du solveur sur la ligne de message

solver-hint = Indice : { $move }.
solver-suggest-not-known-yet = Aucune ligne gagnante n'est encore connue ; ce coup semble le plus utile : { $move }.
solver-suggest-lost = Cette partie ne peut plus être gagnée ; ce coup semble le plus utile : { $move }.
solver-suggest-not-known-here = Aucune ligne gagnante n'est connue à partir d'ici ; ce coup semble le plus utile : { $move }.
solver-suggest-no-solver = Le solveur ne peut pas fonctionner dans ce navigateur ; ce coup semble le plus utile : { $move }.
solver-suggest-no-worker = Les indices honnêtes demandent un worker en arrière-plan, que ce navigateur ne fait pas tourner ici ; ce coup semble le plus utile : { $move }.
solver-thinking = Réflexion…
solver-won = Cette partie est gagnée.
solver-no-move-left = Plus aucun coup permis : annulez, ou recommencez.
solver-demo-started = Démo : le solveur joue une ligne gagnante. Une touche ou un clic l'arrête.
solver-demo-stopped = Démo arrêtée.
solver-game-over = Cette partie est finie : il ne reste rien à montrer.
solver-looking-for-line = Recherche d'une ligne gagnante…
solver-no-line-lost = Cette partie ne peut plus être gagnée : il n'y a donc aucune ligne gagnante à montrer.
solver-no-line-here = Aucune ligne gagnante n'est connue à partir d'ici : il n'y a donc rien à montrer.
solver-winnable-only-on = Les nouvelles donnes seront des donnes que le solveur a prouvées gagnables.
solver-winnable-only-off = Les nouvelles donnes sont distribuées au hasard, gagnables ou non.
solver-finding-deal = Recherche d'une donne gagnable…
solver-no-deal-proven = Aucune donne n'a pu être prouvée gagnable assez vite : celle-ci est donc distribuée au hasard.
solver-unavailable = Le solveur n'a pas pu être chargé dans ce navigateur : l'indice propose toujours des coups, mais rien ne peut être prouvé gagnable. Recharger la page peut le faire revenir.
solver-needs-solver = Il faut pour cela le solveur, qui n'a pas pu être chargé dans ce navigateur.

## Les cartes et les piles, comme la table et le lecteur d'écran les
## nomment (src/table/announce.rs). Les noms de cartes sont sans article
## (« dix de pique ») : les phrases les placent là où aucun article n'est
## nécessaire.

card-name = { $rank } de { $suit }
card-rank-1 = as
card-rank-2 = deux
card-rank-3 = trois
card-rank-4 = quatre
card-rank-5 = cinq
card-rank-6 = six
card-rank-7 = sept
card-rank-8 = huit
card-rank-9 = neuf
card-rank-10 = dix
card-rank-11 = valet
card-rank-12 = dame
card-rank-13 = roi
card-ranks-1 = as
card-ranks-2 = deux
card-ranks-3 = trois
card-ranks-4 = quatre
card-ranks-5 = cinq
card-ranks-6 = six
card-ranks-7 = sept
card-ranks-8 = huit
card-ranks-9 = neuf
card-ranks-10 = dix
card-ranks-11 = valets
card-ranks-12 = dames
card-ranks-13 = rois
card-suit-spades = pique
card-suit-hearts = cœur
card-suit-diamonds = carreau
card-suit-clubs = trèfle

pile-foundation = la fondation { $number }
pile-tableau = la pile { $number }
pile-stock = la pioche
pile-waste = la défausse
pile-reserve = la réserve
pile-packet = le paquet

count-cards = { $count ->
        [0] aucune carte
        [one] { $count } carte
        [many] { $count } de cartes
       *[other] { $count } cartes
    }
list-comma = { $first }, { $next }
list-and = { $first } et { $last }
list-or = { $first } ou { $last }

## Ce que le lecteur d'écran dit après un coup

said-autoplay = jeu automatique : { $words }
said-finish = fin automatique : { $words }
said-undone = annulé : { $words }
said-redone = rétabli : { $words }
said-then = { $first } ; { $next }
said-moved = { $cards }, de { $from } vers { $to }
said-filled = { $pile } remplie par { $card }, venue de { $from }
unit-cards = { $count } cartes, de { $first } à { $last }
unit-no-card = aucune carte
stock-changed-nothing = la pioche n'a rien changé
stock-empty-now = la pioche est vide
stock-left = il reste { $cards } dans la pioche
stock-turned-over = défausse retournée pour refaire la pioche : { $cards }
stock-turned-one = { $card } retourné sur la défausse ; { $rest }
stock-turned = { $cards } retournées sur la défausse, { $card } dessus ; { $rest }
stock-dealt-row = rangée suivante distribuée, { $cards } de la pioche ; { $rest }
stock-dealt = { $cards } distribuées de la pioche ; { $rest }
redeal-left = redistribution : il en reste { $left }
redeal-dealt-again = les piles ramassées, mélangées et distribuées de nouveau : une première rangée de { $row }, { $stock } dans la pioche
redeal-to-foundations = vers les fondations : { $cards }
rows-all-open = toutes les piles peuvent être jouées maintenant
rows-none-open = aucune pile ne peut être jouée avant la rangée suivante
rows-open = { $count ->
        [one] seule { $piles } peut être jouée tant que toutes les cartes ne sont pas distribuées
       *[other] seules { $piles } peuvent être jouées tant que toutes les cartes ne sont pas distribuées
    }
dealt-new = nouvelle donne : { $game }, donne { $deal }
dealt-again = { $game }, donne { $deal }, recommencée
status-won = Vous avez gagné !
status-demo-won = La démo a fini la partie : elle compte comme jouée, pas comme gagnée.
status-lost = Plus aucun coup possible : la partie est perdue.

## Le coup d'un indice, comme un conseil

hint-turn-waste = retournez la défausse pour refaire la pioche ({ $cards })
hint-deal-row = distribuez la rangée suivante depuis la pioche (il y reste { $cards })
hint-turn-stock-draw = { $count ->
        [one] retournez la pioche : sa carte suivante sur la défausse
       *[other] retournez la pioche : ses { $count } cartes suivantes sur la défausse
    }
hint-turn-stock = retournez la pioche
hint-redeal = redistribuez : ramassez les piles et distribuez-les de nouveau ({ $left ->
        [one] il restera { $left } redistribution
        [many] il restera { $left } de redistributions
       *[other] il restera { $left } redistributions
    } ensuite)
hint-no-card = aucune carte
hint-card = { $card }
hint-cards = les { $count } cartes de { $first } à { $last }
hint-onto-card = sur { $card } de { $pile }
hint-onto-empty = sur { $pile }, qui est vide
hint-onto = sur { $pile }
hint-move = déplacez { $what } de { $from } { $onto }

## Le nom accessible d'une pile

label-stock = pioche
label-waste = défausse
label-reserve = réserve
label-part = { $label }, { $part }
label-turn-over = retourner la défausse
label-deal-row = distribuer la rangée suivante
label-deal = distribuer
label-empty = vide
label-takes-card = attend { $card }
label-takes-rank = accepte n'importe quel { $rank }
label-top = { $cards }, dessus : { $card }
label-blocked = bloquée pendant la distribution des rangées
label-holding = { $count ->
        [one] sa carte du dessus est prise
       *[other] ses { $count } cartes du dessus sont prises
    }
label-target = peut recevoir les cartes prises
holding-can-go = { $count ->
        [one] pris : { $what }, de { $from } ; elle peut aller sur { $targets }
       *[other] pris : { $what }, de { $from } ; elles peuvent aller sur { $targets }
    }
holding-stuck = { $count ->
        [one] pris : { $what }, de { $from } ; elle ne peut aller nulle part pour l'instant
       *[other] pris : { $what }, de { $from } ; elles ne peuvent aller nulle part pour l'instant
    }
stock-caption-next-row = Autre rangée
stock-title-turn-over = Retourner la défausse
stock-title-empty = La pioche est vide
stock-title-deal-row = Distribuer la rangée suivante : il reste { $cards }
stock-title-deal = Distribuer : il reste { $cards }

## Pourquoi un coup est refusé

why-no-stock = { $game } n'a pas de pioche
why-stock-empty = la pioche est vide
why-stock-and-waste-empty = la pioche et la défausse sont toutes deux vides
why-no-redeals = { $game } n'a pas de redistribution
why-redeals-used = plus de redistribution (une partie en a { $count }, et elles sont utilisées)
why-no-such-pile = { $game } n'a pas de { $pile }
why-empty-source = { $pile } est vide : il n'y a aucune carte à déplacer
why-same-pile = les cartes ne peuvent pas aller de { $pile } sur { $pile } elle-même
why-run-to-foundation = seules des cartes isolées vont sur les fondations
why-not-enough-cards = { $pile } contient { $holds ->
        [one] { $holds } carte
        [many] { $holds } de cartes
       *[other] { $holds } cartes
    }, pas { $count }
why-no-card = un coup prend au moins une carte de { $pile }
why-top-card-only = seule la carte du dessus de { $pile } peut bouger, pas { $count } cartes
why-single-cards = { $game } se joue une carte à la fois
why-not-a-run-same-suit-down = les { $count } cartes du dessus de { $pile } ne forment pas une suite : chaque carte doit être d'un rang au-dessous de la carte qu'elle recouvre, dans la même couleur
why-not-a-run = les { $count } cartes du dessus de { $pile } ne forment pas une suite : chaque carte doit pouvoir aller sur la carte qu'elle recouvre
why-whole-pile-only = seule la carte du dessus ou toute { $pile } peut bouger, jamais une partie de pile
why-not-in-sequence = { $pile } ne peut pas bouger en entier : elle ne descend pas en alternant les couleurs
why-foundation-needs-card = { $card } ne peut pas aller sur { $foundation } : elle attend { $needs }
why-foundation-needs-rank = { $card } ne peut pas aller sur { $foundation } : une fondation vide prend un des { $ranks }
why-foundation-complete = { $card } ne peut pas aller sur { $foundation } : elle est complète
why-tableau-refuses = { $card } ne peut pas aller sur { $onto } dans { $pile } : elle va sur { $build }
build-same-suit-up-or-down = une carte de la même couleur d'un rang au-dessus ou au-dessous
build-same-suit-down = une carte de la même couleur d'un rang au-dessus
build-alternate-colours-down-wrapping = une carte de l'autre teinte d'un rang au-dessus (un roi va sur un as)
why-space-filled-automatically = { $pile } est vide, mais les places vides sont remplies depuis { $from } tant qu'elle a des cartes
why-space-waste-only = seule la carte du dessus de la défausse peut remplir { $pile }, vide
why-foundation-keeps = une carte posée sur une fondation n'en part jamais ({ $pile } garde ses cartes)
why-not-a-source = on ne prend pas de cartes dans { $pile } : c'est la pioche qui les distribue
why-not-a-target = on ne pose pas de cartes sur { $pile } : elles vont sur les fondations et les piles
why-blocked = { $pile } est bloquée pendant la distribution des rangées : seules les piles extérieures, { $first } et { $last }, peuvent jouer jusqu'à ce que la pioche soit vide
why-foundations-only-while-dealing = seuls les coups vers les fondations sont permis tant que toutes les cartes ne sont pas distribuées (la pioche a encore { $cards })
why-redeal-before-pack-out = une redistribution n'est permise qu'une fois toutes les cartes distribuées (la pioche a encore { $cards })
why-not-a-one-way-run = les { $count } cartes du dessus de { $pile } ne forment pas une suite : une suite est d'une seule couleur, chaque carte d'un rang au-dessus de celle qu'elle recouvre, ou chacune d'un rang au-dessous

## Encore la région annoncée et les noms de la table

said-then-ending = { $words }. { $ending }
said-put-back = cartes reposées
said-finish-cards = { $count ->
        [one] fin automatique : { $count } carte vers les fondations
        [many] fin automatique : { $count } de cartes vers les fondations
       *[other] fin automatique : { $count } cartes vers les fondations
    }
finish-not-yet = Pas encore : la fin automatique joue les dernières cartes une fois la pioche vide et quand chaque carte peut aller directement sur les fondations.
table-label = Table de { $game }
redeals-left-title = Redistributions restantes

## L'indicateur du solveur et « Vos chances » (mêmes mots que rules.ftl)

solver-button-hint = Indice
solver-button-hint-title = Montrer un bon coup suivant (H) : le coup d'un joueur qui ne voit pas les cartes cachées, sauf si les indices peuvent les regarder (Réglages)
solver-button-demo = Démo
solver-button-demo-title = Regarder le solveur jouer la fin de cette partie (toute action l'arrête)
solver-seer = Solveur (voit la pioche) :
solver-winnable-only = Donnes gagnables seulement
solver-winnable-only-title = Les nouvelles donnes sont des donnes que le solveur a prouvées gagnables
solver-state-thinking = Réflexion…
solver-state-thinking-means = cherche si cette partie peut encore être gagnée
solver-state-won = Gagnée
solver-state-won-means = cette partie est gagnée
solver-state-winnable = Gagnable
solver-state-winnable-means = cette partie peut encore être gagnée
solver-state-unwinnable = Impossible à gagner avec cette pioche
solver-state-unwinnable-means = cette partie ne peut pas être gagnée avec cette pioche
solver-state-unknown = Le solveur a abandonné
solver-state-unknown-means = a abandonné ; il n'a pas pu dire à temps si cette partie peut encore être gagnée
solver-state-unavailable = Solveur indisponible
solver-state-unavailable-means = indisponible ; il n'a pas pu être chargé dans ce navigateur
solver-state-label = Solveur (voit la pioche) : { $words }
solver-state-title = { $words }. Le solveur regarde toutes les cartes, y compris l'ordre caché de la pioche, que vous ne voyez pas : « gagnable » veut dire qu'une ligne gagnante existe avec les cartes telles qu'elles sont vraiment. « Vos chances », à côté, ne regarde pas.

chances-thinking = Vos chances : …
chances-stuck = Plus aucun coup
chances-cannot-win = Impossible à gagner, quelles que soient les cartes cachées
chances-at-most = Au plus { $percent } : aucun ordre essayé ne peut être gagné
chances-exact = Vos chances : { $percent }
chances-estimate = Vos chances : { $percent } ({ $low }–{ $high })
chances-unknown = Vos chances : inconnues
chances-label-off = Vos chances sont désactivées dans les réglages
chances-label-no-worker = Vos chances ne sont pas affichées : ce navigateur fait tourner le solveur dans la page elle-même, que leur calcul bloquerait
chances-label-unavailable = Vos chances ne sont pas affichées : le solveur n'a pas pu être chargé
chances-label-won = Cette partie est gagnée
chances-label-thinking = Vos chances à partir d'ici sont en cours de calcul, sans regarder les cartes cachées, comme vous voyez la partie
chances-label-stuck = Plus aucun coup : cette partie est perdue
chances-label-cannot-win = Cette partie ne peut plus être gagnée, quelles que soient les cartes cachées : tous leurs ordres ont été essayés
chances-label-at-most = Vos chances à partir d'ici sont au plus de { $percent } : aucun des ordres des cartes cachées essayés ne peut être gagné (une borne, pas une preuve)
chances-label-exact = Vos chances à partir d'ici : { $percent }, calculées sans regarder les cartes cachées, comme vous voyez la partie ; tous les ordres des cartes cachées ont été essayés
chances-label-estimate = Vos chances à partir d'ici : environ { $percent } (intervalle à 95 % de { $low } à { $high }), calculées sans regarder les cartes cachées, comme vous voyez la partie, à partir d'ordres essayés au hasard
chances-label-unknown = Vos chances à partir d'ici n'ont pas pu être calculées

## Les donnes par difficulté

grade-easy = Facile
grade-medium = Moyenne
grade-hard = Difficile
grade-very-hard = Très difficile
grade-label = Difficulté : { $grade }
grade-title = Difficulté : { $grade }. Ainsi s’est déroulée une partie de cette donne, depuis le début, pour un joueur qui ne voit pas les cartes cachées. « Vos chances » pèse de nombreux ordres de ces cartes depuis là où vous en êtes : une donne très difficile peut donc afficher de fortes chances.
grade-not-found = Aucune donne { $grade ->
        [easy] facile
        [medium] moyenne
        [hard] difficile
       *[very-hard] très difficile
    } de { $game } ne figure parmi les { $count } donnes classées : cette donne peut donc être de n'importe quelle difficulté.

## Ce qui n'allait pas dans un lien (link-…) et les enregistrements (notice-…)

link-too-long = { $key } fait { $length } caractères, et { $max } au plus : ignoré.
link-no-game = « { $text } » n'est pas un jeu : voici { $game } à la place.
link-no-draw-option = { $game } n'a pas d'option draw (seule { $canfield } en a une) : ignorée.
link-no-spaces-option = { $game } n'a pas d'option spaces (seule { $canfield } en a une) : ignorée.
link-bad-draw = draw vaut 1 ou 3, pas « { $text } » : on retourne 3 cartes.
link-bad-spaces = spaces vaut waste ou any, pas « { $text } » : les places vides prennent la carte de la défausse.
link-bad-deal = « { $text } » n'est pas un numéro de donne (les donnes sont des nombres entiers de 1 à { $max }) : voici une autre donne.
link-bad-deal-kept = « { $text } » n'est pas un numéro de donne (les donnes sont des nombres entiers de 1 à { $max }) : la donne affichée reste.
link-bad-autoplay = autoplay vaut on ou off, pas « { $text } » : le jeu automatique suit votre réglage.
link-bad-date = « { $text } » n'est pas une date (les dates s'écrivent comme 2026-11-23) : voici la donne du jour d'aujourd'hui.
link-save-unreadable = La partie enregistrée pour cette donne n'a pas pu être lue : elle recommence à zéro.
link-bad-share-url = share-url doit être une adresse web (http ou https), pas « { $text } » : les liens de partage mènent à la page du jeu lui-même.
link-bad-storage-prefix = storage-prefix compte de 1 à { $max } lettres sans accent, chiffres, « - », « _ » ou « . », pas « { $text } » : parties, réglages et statistiques sont enregistrés sous les noms habituels.
link-notices-join = { $first } { $next }
notice-not-kept = Votre progression ne peut pas être enregistrée pour l'instant : le stockage de ce navigateur est plein ou refusé. Cette page la garde et l'enregistrera dès que de la place sera libérée ; si la page est fermée avant, elle est perdue.
notice-kept-again = Le stockage fonctionne de nouveau : votre progression est enregistrée.
notice-win-not-kept = Votre victoire n'est pas encore enregistrée : { $why ->
        [full] le stockage de ce navigateur est plein
       *[other] ce navigateur refuse de l'enregistrer
    }. Cette page la garde et l'enregistrera dès que possible ; si la page est fermée avant, la victoire est perdue.
notice-win-kept = Votre victoire est maintenant enregistrée.
notice-set-aside = Vos statistiques étaient abîmées et n'ont pas pu être lues : une copie est gardée de côté (sous { $key }), et { $count ->
        [0] rien n'a pu en être récupéré
        [one] { $count } partie en a été récupérée
        [many] { $count } de parties en ont été récupérées
       *[other] { $count } parties en ont été récupérées
    }.
notice-facts-set-aside = Les parties enregistrées par une table ({ $log }) étaient abîmées et n'ont pas toutes pu être lues : une copie est gardée de côté (sous { $key }), et { $count ->
        [0] aucune partie n'a pu en être récupérée
        [one] { $count } partie en a été récupérée
        [many] { $count } de parties en ont été récupérées
       *[other] { $count } parties en ont été récupérées
    }.
notice-facts-newer = Les parties enregistrées par une table ({ $log }) ont été sauvegardées par une version plus récente de Patience, que cette page ne sait pas lire : elles ne sont pas comptées ici, et restent telles quelles pour cette version.

## Les commandes de la table et les panneaux de fin

chrome-controls = Commandes de la partie
chrome-title = Patience
chrome-game = Jeu
chrome-draw = Cartes par coup de pioche
chrome-draw-3 = Pioche 3
chrome-draw-1 = Pioche 1
chrome-spaces = Ce qui peut remplir une place vide une fois la réserve épuisée
chrome-spaces-waste = Places : défausse
chrome-spaces-any = Places : toutes
chrome-new = Nouvelle
chrome-new-title = Une nouvelle donne
chrome-restart = Recommencer
chrome-restart-title = Recommencer cette donne
chrome-undo = Annuler
chrome-undo-title = Annuler (Ctrl+Z)
chrome-redo = Rétablir
chrome-redo-title = Rétablir (Ctrl+Y)
chrome-daily = Du jour
chrome-daily-title = La donne du jour : la même pour tout le monde
chrome-share = Partager
chrome-share-title = Partager cette donne, votre partie ou sa solution
chrome-menu = Statistiques, réglages et règles
chrome-stats = Statistiques
chrome-settings = Réglages
chrome-rules = Règles
chrome-rules-title = Règles de ce jeu
rulebook-fetching = Les règles arrivent…
rulebook-failed = Les règles n'ont pas pu être chargées ({ $reason }). Fermez-les puis rouvrez-les pour réessayer.
chrome-deal-number = Numéro de donne
chrome-time = Temps
chrome-more = Plus de commandes
# The "more" button's word while the narrow bar is unfolded.
chrome-fewer = moins
chrome-footer-links = Les liens de donne partagent une partie :
chrome-footer-copies = copie celle-ci
chrome-footer-undo = Ctrl+Z annule
chrome-footer-redo = Ctrl+Y rétablit
chrome-footer-keys = toutes les touches, pour jouer sans souris
chrome-footer-embed = Intégrer Patience à votre site
chrome-redeal = Redistribuer ({ $left })
chrome-redeal-title = Ramasser les piles et les redistribuer
chrome-reserve = Réserve
chrome-reserve-title = Parcourir la réserve (ses cartes sont visibles ; seule celle du dessus se joue)
chrome-finish = Finir
chrome-finish-title = Jouer le reste vers les fondations (F)
chrome-help = Raccourcis clavier
chrome-help-title = Raccourcis clavier (?)
chrome-announcements = Annonces de la partie
won-title = Vous avez gagné !
won-label = Vous avez gagné
won-demo-title = La démo l'a finie
won-demo-note = Elle compte comme jouée, pas comme gagnée, dans vos statistiques.
won-again = Jouer une autre donne
lost-title = Plus aucun coup
lost-text = Cette partie est bloquée : il ne reste aucun coup permis.
lost-text-stock = Cette partie est bloquée : il ne reste qu’à retourner la pioche, et aucun nombre de tours ne rendrait jamais un autre coup possible.
lost-new = Nouvelle donne
chrome-moves-word = { $count ->
        [one] coup
       *[other] coups
    }
chrome-redeal-label = { $left ->
        [one] Redistribuer, il reste { $left } redistribution
       *[other] Redistribuer, il reste { $left } redistributions
    }
chrome-redeals-left = { $left ->
        [one] redistribution restante
       *[other] redistributions restantes
    }
won-summary = { $game } · donne nº { $deal } · { $moves ->
        [one] { $moves } coup
        [many] { $moves } de coups
       *[other] { $moves } coups
    } · { $time }

## Les tableaux des statistiques

stats-game = Jeu
stats-played = Jouées
stats-won = Gagnées
stats-rate = Taux de victoire
stats-streak = Série
stats-best-streak = Meilleure série
stats-best-time = Meilleur temps
stats-fewest-moves = Moins de coups
stats-percent = { $percent }
stats-wins-by-grade = Victoires par difficulté
daily-stats-heading = Donnes du jour
daily-stats-played = Jours joués
daily-stats-won = Jours gagnés
daily-stats-streak = Série en cours
daily-stats-best-streak = Meilleure série
daily-calendar-caption = Les cinq dernières semaines (jours UTC) : ✓ gagné, • joué
daily-calendar-mon = lun
daily-calendar-tue = mar
daily-calendar-wed = mer
daily-calendar-thu = jeu
daily-calendar-fri = ven
daily-calendar-sat = sam
daily-calendar-sun = dim
daily-day-won = gagné
daily-day-played = joué, pas gagné
daily-day-none = pas joué
daily-day-title = { $date } : { $words }
daily-deal-label = { $deal } · du jour { $date }
stats-options = pioche { $draw } · places : { $spaces ->
        [any] toutes
       *[waste] défausse
    }
daily-stats-days = { $count ->
        [one] { $count } jour
        [many] { $count } de jours
       *[other] { $count } jours
    }

## Le formulaire des réglages

settings-canfield-note = Font partie du lien de la donne. Les changer en cours de partie lance une nouvelle donne, après confirmation.
settings-spaces-waste = Places : la carte de la défausse
settings-spaces-any = Places : n'importe quelle carte
settings-autoplay = Jeu automatique : mettre les cartes sur les fondations quand cela ne peut jamais nuire
settings-autoplay-off = L'adresse de cette page désactive le jeu automatique
settings-deal-grade = Nouvelles donnes
settings-grade-any = Toute difficulté
settings-speed = Animation
settings-speed-normal = Normale
settings-speed-fast = Rapide
settings-speed-none = Aucune
settings-card-size = Taille des cartes
settings-size-small = Petite
settings-size-medium = Moyenne
settings-size-large = Grande
settings-large-index = Grand index : un rang et une couleur plus grands dans les coins des cartes
settings-theme = Thème
settings-theme-auto = Automatique
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-four-colour = Quatre couleurs : trèfle vert, carreau bleu
settings-left-handed = Gaucher : pioche, défausse et réserve de l'autre côté
settings-chances = Vos chances : afficher la chance de gagner à partir d'ici, calculée sans regarder les cartes cachées
settings-peek-hints = Les indices peuvent regarder les cartes cachées (la ligne gagnante du solveur, qui connaît l'ordre de la pioche)

start-error = Patience n'a pas pu démarrer : { $why }
start-error-feature = il manque à ce navigateur une fonction nécessaire

## La barre du replay

replay-bar-controls = Commandes du replay
replay-bar-label = Replay
replay-bar-start = Retour à la donne
replay-bar-back = Un coup en arrière
replay-bar-back-title = Un coup en arrière (Ctrl+Z)
replay-bar-play = Lecture
replay-bar-pause = Pause
replay-bar-play-title = Jouer les coups
replay-bar-forward = Un coup en avant
replay-bar-forward-title = Un coup en avant (Ctrl+Y)
replay-bar-end = Au dernier coup
replay-bar-scrub = Coups affichés
replay-bar-step = coup { $step } sur { $steps }
replay-bar-takeover = Jouer à partir d'ici
replay-bar-takeover-title = Arrêter le replay et continuer la partie à partir de cette position
replay-ended = Fin du replay : « Jouer à partir d'ici » pour continuer, ou revenez en arrière.
replay-takeover = À vous de jouer, à partir du coup { $step } : annuler remonte les coups du replay, rétablir joue les suivants.

## L'aide du clavier

keys-title = Clavier
keys-close = Fermer
keys-intro = Toutes les actions se font sans pointeur. La pile active a un anneau doré ; les lecteurs d'écran entendent ce que contient chaque pile et chaque coup.
# The arrow keys: same as English on purpose.
keys-arrows-keys = ← → ↑ ↓
keys-arrows = passer d'une pile à l'autre
keys-tab-keys = Tab, Maj+Tab
keys-tab = pile suivante ou précédente
keys-home-end-keys = Début, Fin
keys-home-end = première ou dernière pile
keys-enter-keys = Entrée ou Espace
keys-enter = prendre la carte du dessus ; sur une pile en surbrillance, l'y poser
keys-enter-again-keys = Entrée de nouveau, ↑ ↓
keys-enter-again = en tenant des cartes, sur la même pile : prendre une suite plus longue ou plus courte
keys-esc-keys = Échap
keys-esc = reposer les cartes
keys-stock-keys = S ou D
keys-stock = la pioche : distribuer, retourner ou retourner la défausse
keys-redeal-keys = E
keys-redeal = redistribuer ({ -game-capricieuse }, { -game-russian-patience })
keys-finish-keys = F
keys-finish = fin automatique, quand la victoire n'est plus qu'une formalité
keys-hint-keys = H
keys-hint = indice
keys-undo-keys = U, Ctrl+Z
keys-undo = annuler
keys-redo-keys = Ctrl+Y, Ctrl+Maj+Z
keys-redo = rétablir
keys-restart-keys = R
keys-restart = recommencer cette donne
keys-new-keys = N
keys-new = nouvelle donne
keys-help-keys = ?
keys-help = cette aide

elsewhere-continued = Cette partie a été continuée dans un autre onglet : elle est montrée ici telle qu'elle y est.
elsewhere-moved-first = Un autre onglet a joué en premier : votre coup ici a été annulé, et la partie est montrée telle qu'elle y est.
share-note = Une fois que vous aurez joué, vous pourrez aussi partager votre partie.
solver-button-stop = Arrêter

## Pourquoi un lien de replay s'arrête

replay-stop = { $why } ; le replay s'arrête après le coup { $move }
replay-why-bad-character = le caractère { $at } ({ $found }) n'est pas une des lettres d'un code de replay (A-Z, a-z, 0-9, - et _)
replay-why-truncated = le code s'arrête au milieu d'un coup, au caractère { $at } : il a été tronqué
replay-why-unnecessary = le coup qui commence au caractère { $at } s'écrit avec une lettre de tête en trop (un code de replay n'écrit chaque coup que d'une façon)
replay-why-move-too-long = le coup qui commence au caractère { $at } fait plus de { $max } lettres
replay-why-too-long = le code fait { $letters } lettres, et un code de replay en a au plus { $max } (celui d'une vraie partie en a quelques centaines)
replay-why-out-of-range = le coup { $move } ne correspond pas à cette partie : c'est le numéro { $index } des coups permis, mais { $legal ->
        [0] il n'y en a aucun (la partie est finie)
        [one] il n'y en a que { $legal }
       *[other] il n'y en a que { $legal }
    }
replay-why-illegal = le coup { $move } ({ $token }) n'est pas permis : { $why }
replay-why-not-listed = le coup { $move } ({ $token }) ne fait pas partie des coups permis de la position

stats-error-too-large = Ce fichier est bien trop gros pour être des statistiques de Patience.
stats-error-not-json = Ce fichier n'est pas des statistiques de Patience : ce n'est pas du JSON.
stats-error-foreign = Ce fichier n'est pas des statistiques de Patience.
stats-error-newer = Ce fichier a été écrit par un Patience plus récent (format { $format }) ; celui-ci lit le format { $version }.
stats-error-damaged = Ce fichier de statistiques est abîmé : { $why }.

## The dialogs' frame and the statistics dialog (src/web/app/dialogs.rs,
## its buttons and messages).

dialog-close = Fermer
stats-table-label = Tableau des statistiques
stats-assisted = Une partie où la Démo a joué un coup, ou un replay repris après son premier coup (celui de la solution aussi), est assistée : elle compte comme jouée, jamais comme gagnée, et elle interrompt la série de victoires ; elle n'établit jamais de meilleur temps ni de plus petit nombre de coups. Les indices et « Finir » ne sont pas une aide. Les temps sont en secondes entières, comme les affiche le chronomètre.
stats-reset-button = Remettre à zéro…
stats-export-button = Exporter
stats-import-button = Importer…
stats-import-label = Importer des statistiques depuis un fichier
stats-no-storage = Les statistiques ont besoin du stockage du navigateur, que cette page ne peut pas utiliser.
stats-reset-done = Statistiques remises à zéro.
# $file: the downloaded file's name.
stats-exported = Exporté sous le nom { $file }.
stats-export-refused = Ce navigateur a refusé d'enregistrer le fichier.
stats-imported-none = Importé : rien de nouveau, ces parties étaient déjà comptées.
# $count: how many games the file added.
stats-imported = Importé : { $count ->
        [one] { $count } partie ajoutée.
        [many] { $count } de parties ajoutées.
       *[other] { $count } parties ajoutées.
    }
# $why: why the file was refused (a stats-error-… message).
stats-import-unchanged = { $why } Rien n'a été modifié.
stats-error-unreadable = Ce fichier n'a pas pu être lu.
