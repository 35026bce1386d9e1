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
