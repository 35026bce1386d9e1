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

## Il menu Condividi

share-deal = Questa distribuzione
share-win = La mia vittoria ({ $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    })
share-win-text = Ho vinto { $game } n. { $deal } in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }, { $time }: { $link }
share-game = La mia partita finora ({ $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    })
share-game-text = La mia partita a { $game } n. { $deal } finora, { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    } in { $time }: { $link }
share-solution = La soluzione ({ $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    })
share-solution-text = Una linea vincente per { $game } n. { $deal }, { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }: { $link }

## La risposta degli appunti

copied-deal = Link a questa distribuzione copiato: incollalo per condividerlo.
copied-win = Link al replay della tua vittoria copiato: incollalo per condividerlo.
copied-game = Link al replay della tua partita finora copiato: incollalo per condividerlo.
copied-solution = Link al replay di una linea vincente copiato: incollalo per condividerlo.
copy-by-hand = Copia questo link per condividerlo: { $link }

## La distribuzione del giorno

daily-checking = Il risolutore sta controllando la distribuzione del giorno di { $game } del { $date }…
daily-no-solver = La distribuzione del giorno richiede il risolutore, che non è stato possibile caricare in questo browser: questa è una distribuzione normale e non conta come quella del giorno.
daily-timed-out = Il risolutore non ha risposto in tempo, quindi non è stato possibile controllare la distribuzione del giorno: questa è una distribuzione normale e non conta come quella del giorno. Riprova «Del giorno» più tardi.
daily-found = La distribuzione del giorno di { $game } del { $date }: n. { $deal }, uguale per tutti.

## Le parole del risolutore nella riga dei messaggi

solver-hint = Suggerimento: { $move }.
solver-suggest-not-known-yet = Non si conosce ancora nessuna linea vincente; questa mossa sembra la più utile: { $move }.
solver-suggest-lost = Questa partita non si può più vincere; questa mossa sembra la più utile: { $move }.
solver-suggest-not-known-here = Da qui non si conosce nessuna linea vincente; questa mossa sembra la più utile: { $move }.
solver-suggest-no-solver = Il risolutore non può funzionare in questo browser; questa mossa sembra la più utile: { $move }.
solver-suggest-no-worker = I suggerimenti onesti richiedono un worker in background, che questo browser qui non esegue; questa mossa sembra la più utile: { $move }.
solver-thinking = Sto pensando…
solver-won = Questa partita è vinta.
solver-no-move-left = Non resta nessuna mossa valida: annulla, o ricomincia.
solver-demo-started = Dimostrazione: il risolutore gioca una linea vincente. Un tasto o un clic la ferma.
solver-demo-stopped = Dimostrazione fermata.
solver-game-over = Questa partita è finita: non resta niente da mostrare.
solver-looking-for-line = Ricerca di una linea vincente…
solver-no-line-lost = Questa partita non si può più vincere, quindi non c'è nessuna linea vincente da mostrare.
solver-no-line-here = Da qui non si conosce nessuna linea vincente, quindi non c'è niente da mostrare.
solver-winnable-only-on = Le nuove distribuzioni saranno quelle che il risolutore ha dimostrato vincibili.
solver-winnable-only-off = Le nuove distribuzioni sono casuali, vincibili o no.
solver-finding-deal = Ricerca di una distribuzione vincibile…
solver-no-deal-proven = Non si è potuto dimostrare in fretta che una distribuzione fosse vincibile, quindi questa è casuale.
solver-unavailable = Non è stato possibile caricare il risolutore in questo browser: il suggerimento propone ancora mosse, ma niente può essere dimostrato vincibile. Ricaricare la pagina può riportarlo.
solver-needs-solver = Per questo serve il risolutore, che non è stato possibile caricare in questo browser.
