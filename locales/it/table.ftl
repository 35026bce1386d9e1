### Le parole del tavolo: italiano (it).
### Tradotto da locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Lessico di rules.ftl: distribuzione, mossa, fondazione,
### solitario. $card e $why sono ancora in inglese (le parole del motore non
### sono ancora in Fluent).

## Quando il tavolo è trattenuto

hold-replay = Questo è un replay: premi «Gioca da qui» per continuare a giocare da questa mossa.
hold-daily-wait = Un momento: il risolutore sta controllando la distribuzione del giorno.

## Un link di replay aperto

replay-opened = Replay di { $game } n. { $deal } in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }: premi Riproduci, oppure procedi una mossa alla volta.
replay-refused = Questo link di replay è stato rifiutato: { $why }. La distribuzione è mostrata dall'inizio.
replay-damaged = Questo link di replay è danneggiato o è stato creato per un'altra distribuzione: { $why }. { $moves ->
        [one] La { $moves } mossa precedente può essere rigiocata.
       *[other] Le { $moves } mosse precedenti possono essere rigiocate.
    }

## La finestra di conferma

confirm-leave = Hai fatto { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    } in questa partita. Abbandonarla conta come una sconfitta nelle tue statistiche.
confirm-new-title = Iniziare una nuova distribuzione?
confirm-new-yes = Nuova distribuzione
confirm-game-title = Giocare a { $game }?
confirm-game-yes = Gioca a { $game }
confirm-deal-title = Giocare a { $game }, distribuzione n. { $deal }?
confirm-deal-yes = Gioca la n. { $deal }
confirm-rules-title = Giocare a { -game-double-canfield } pescando { $draw } carte alla volta, con spazi: { $spaces }?
confirm-rules-text = Le regole cambiano con una nuova distribuzione. { $leave }
confirm-restart-title = Ricominciare questa distribuzione?
confirm-restart-text = { $moves ->
        [one] La tua { $moves } mossa in questa partita sarà annullata.
       *[other] Le tue { $moves } mosse in questa partita saranno annullate.
    }
confirm-restart-yes = Ricomincia
confirm-reset-title = Azzerare tutte le statistiche?
confirm-reset-text = Ogni cifra di ogni gioco torna a zero. Esportale prima per conservarne una copia.
confirm-reset-yes = Azzera
confirm-cancel = Annulla
confirm-keep-playing = Continua a giocare

## Perché non è successo niente

refusal-nothing-to-undo = Niente da annullare.
refusal-nothing-to-redo = Niente da ripetere.
refusal-no-move = Nessuna mossa valida per questa carta: { $card }.
refusal-no-move-cards = Nessuna mossa valida per queste { $count } carte a partire da: { $card }.
refusal-no-foundation = Nessuna fondazione accetta ancora questa carta: { $card }.
