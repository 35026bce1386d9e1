### Les mots de la table : français (fr).
### Traduit de locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Vocabulaire de rules.ftl : donne, coup, fondation,
### réussite. $card et $why sont encore en anglais (les mots du moteur ne
### sont pas encore dans Fluent). Espace insécable avant « : » et « ? ».

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
