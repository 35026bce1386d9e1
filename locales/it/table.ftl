### Le parole del tavolo: italiano (it).
### Tradotto da locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Lessico di rules.ftl: distribuzione, mossa, fondazione,
### solitario.

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
refusal-landing = Quella carta si sta ancora muovendo: riprova quando si è posata.
refusal-only-stock = Girare il tallone non libera nulla: è tutto ciò che resta, e nessun numero di giri renderebbe mai possibile un’altra mossa. Questa partita è persa.

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

## Le carte e le pile, come le nominano il tavolo e il lettore di schermo
## (src/table/announce.rs). Nomi delle carte senza articolo («dieci di
## picche»): le frasi li mettono dove l'articolo non serve.

card-name = { $rank } di { $suit }
card-rank-1 = asso
card-rank-2 = due
card-rank-3 = tre
card-rank-4 = quattro
card-rank-5 = cinque
card-rank-6 = sei
card-rank-7 = sette
card-rank-8 = otto
card-rank-9 = nove
card-rank-10 = dieci
card-rank-11 = fante
card-rank-12 = donna
card-rank-13 = re
card-ranks-1 = assi
card-ranks-2 = due
card-ranks-3 = tre
card-ranks-4 = quattro
card-ranks-5 = cinque
card-ranks-6 = sei
card-ranks-7 = sette
card-ranks-8 = otto
card-ranks-9 = nove
card-ranks-10 = dieci
card-ranks-11 = fanti
card-ranks-12 = donne
card-ranks-13 = re
card-suit-spades = picche
card-suit-hearts = cuori
card-suit-diamonds = quadri
card-suit-clubs = fiori

pile-foundation = fondazione { $number }
pile-tableau = pila { $number }
pile-stock = il tallone
pile-waste = gli scarti
pile-reserve = la riserva
pile-packet = il pacchetto

count-cards = { $count ->
        [0] nessuna carta
        [one] { $count } carta
       *[other] { $count } carte
    }
list-comma = { $first }, { $next }
list-and = { $first } e { $last }
list-or = { $first } o { $last }

## Che cosa dice il lettore di schermo dopo una mossa

said-autoplay = gioco automatico: { $words }
said-finish = finale automatico: { $words }
said-undone = annullata: { $words }
said-redone = ripetuta: { $words }
said-then = { $first }; { $next }
said-moved = { $cards }, da { $from } a { $to }
said-filled = { $pile } riempita con { $card }, da { $from }
unit-cards = { $count } carte, da { $first } a { $last }
unit-no-card = nessuna carta
stock-changed-nothing = il tallone non ha cambiato nulla
stock-empty-now = il tallone è vuoto
stock-left = restano { $cards } nel tallone
stock-turned-over = scarti rigirati nel tallone: { $cards }
stock-turned-one = { $card } scoperta sugli scarti; { $rest }
stock-turned = { $cards } scoperte sugli scarti, { $card } in cima; { $rest }
stock-dealt-row = distribuita la fila successiva, { $cards } dal tallone; { $rest }
stock-dealt = { $cards } distribuite dal tallone; { $rest }
redeal-left = ridistribuzione: ne restano { $left }
redeal-dealt-again = le pile raccolte, mescolate e distribuite di nuovo: una prima fila di { $row }, { $stock } nel tallone
redeal-to-foundations = sulle fondazioni: { $cards }
rows-all-open = ora si può giocare ogni pila
rows-none-open = nessuna pila si può giocare fino alla fila successiva
rows-open = { $count ->
        [one] si può giocare solo { $piles } finché non sono distribuite tutte le carte
       *[other] si possono giocare solo { $piles } finché non sono distribuite tutte le carte
    }
dealt-new = nuova distribuzione: { $game }, distribuzione { $deal }
dealt-again = { $game }, distribuzione { $deal }, ricominciata
status-won = Hai vinto!
status-demo-won = La dimostrazione ha finito la partita: conta come giocata, non come vinta.
status-lost = Nessuna mossa rimasta: la partita è persa.

## La mossa di un suggerimento, come consiglio

hint-turn-waste = rigira gli scarti per rifare il tallone ({ $cards })
hint-deal-row = distribuisci la fila successiva dal tallone (ne restano { $cards })
hint-turn-stock-draw = { $count ->
        [one] gira il tallone: la sua carta successiva sugli scarti
       *[other] gira il tallone: le sue { $count } carte successive sugli scarti
    }
hint-turn-stock = gira il tallone
hint-redeal = ridistribuisci: raccogli le pile e distribuiscile di nuovo (poi { $left ->
        [one] resterà { $left } ridistribuzione
       *[other] resteranno { $left } ridistribuzioni
    })
hint-no-card = nessuna carta
hint-card = { $card }
hint-cards = le { $count } carte da { $first } a { $last }
hint-onto-card = su { $card } in { $pile }
hint-onto-empty = su { $pile }, che è vuota
hint-onto = su { $pile }
hint-move = sposta { $what } da { $from } { $onto }

## Il nome accessibile di una pila

label-stock = tallone
label-waste = scarti
label-reserve = riserva
label-part = { $label }, { $part }
label-turn-over = rigira gli scarti
label-deal-row = distribuisci la fila successiva
label-deal = distribuisci
label-empty = vuota
label-takes-card = aspetta { $card }
label-takes-rank = accetta qualsiasi { $rank }
label-top = { $cards }, in cima: { $card }
label-blocked = bloccata mentre si distribuiscono le file
label-holding = { $count ->
        [one] la sua carta in cima è presa
       *[other] le sue { $count } carte in cima sono prese
    }
label-target = può ricevere le carte prese
holding-can-go = { $count ->
        [one] presa: { $what }, da { $from }; può andare su { $targets }
       *[other] prese: { $what }, da { $from }; possono andare su { $targets }
    }
holding-stuck = { $count ->
        [one] presa: { $what }, da { $from }; ora non può andare da nessuna parte
       *[other] prese: { $what }, da { $from }; ora non possono andare da nessuna parte
    }
stock-caption-next-row = Altra fila
stock-title-turn-over = Rigira gli scarti
stock-title-empty = Il tallone è vuoto
stock-title-deal-row = Distribuisci la fila successiva: restano { $cards }
stock-title-deal = Distribuisci: restano { $cards }

## Perché una mossa è rifiutata

why-no-stock = { $game } non ha tallone
why-stock-empty = il tallone è vuoto
why-stock-and-waste-empty = il tallone e gli scarti sono entrambi vuoti
why-no-redeals = { $game } non ha ridistribuzioni
why-redeals-used = nessuna ridistribuzione rimasta (una partita ne ha { $count }, e sono già usate)
why-no-such-pile = { $game } non ha { $pile }
why-empty-source = { $pile } è vuota: non c'è nessuna carta da spostare
why-same-pile = le carte non possono andare da { $pile } su { $pile } stessa
why-run-to-foundation = sulle fondazioni vanno solo carte singole
why-not-enough-cards = { $pile } ha { $holds ->
        [one] { $holds } carta
       *[other] { $holds } carte
    }, non { $count }
why-no-card = una mossa prende almeno una carta da { $pile }
why-top-card-only = può muoversi solo la carta in cima a { $pile }, non { $count } carte
why-single-cards = in { $game } si sposta una carta alla volta
why-not-a-run-same-suit-down = le { $count } carte in cima a { $pile } non sono una scala: ogni carta deve essere di un valore più bassa della carta sotto, dello stesso seme
why-not-a-run = le { $count } carte in cima a { $pile } non sono una scala: ogni carta deve poter andare sulla carta sotto
why-whole-pile-only = può muoversi solo la carta in cima o tutta { $pile }, mai una parte di una pila
why-not-in-sequence = { $pile } non può muoversi intera: non scende alternando i colori
why-foundation-needs-card = { $card } non può andare su { $foundation }: aspetta { $needs }
why-foundation-needs-rank = { $card } non può andare su { $foundation }: una fondazione vuota accetta uno degli { $ranks }
why-foundation-complete = { $card } non può andare su { $foundation }: è completa
why-tableau-refuses = { $card } non può andare su { $onto } in { $pile }: va su { $build }
build-same-suit-up-or-down = una carta dello stesso seme di un valore più alta o più bassa
build-same-suit-down = una carta dello stesso seme di un valore più alta
build-alternate-colours-down-wrapping = una carta dell'altro colore di un valore più alta (un re va su un asso)
why-space-filled-automatically = { $pile } è vuota, ma gli spazi si riempiono da { $from } finché ha carte
why-space-waste-only = solo la carta in cima agli scarti può riempire { $pile }, vuota
why-foundation-keeps = una carta su una fondazione non la lascia mai ({ $pile } tiene le sue carte)
why-not-a-source = da { $pile } non si prendono carte: le distribuisce il tallone
why-not-a-target = su { $pile } non si mettono carte: vanno sulle fondazioni e sulle pile
why-blocked = { $pile } è bloccata mentre si distribuiscono le file: solo le pile esterne, { $first } e { $last }, si possono giocare finché il tallone non è vuoto
why-foundations-only-while-dealing = finché non sono distribuite tutte le carte sono permesse solo mosse sulle fondazioni (nel tallone restano { $cards })
why-redeal-before-pack-out = si può ridistribuire solo quando sono distribuite tutte le carte (nel tallone restano { $cards })
why-not-a-one-way-run = le { $count } carte in cima a { $pile } non sono una scala: una scala è di un seme, ogni carta di un valore sopra quella sotto, o ognuna di un valore sotto

## Altro della zona degli annunci e i nomi del tavolo

said-then-ending = { $words }. { $ending }
said-put-back = rimesse a posto
said-finish-cards = { $count ->
        [one] finale automatico: { $count } carta sulle fondazioni
       *[other] finale automatico: { $count } carte sulle fondazioni
    }
finish-not-yet = Non ancora: il finale automatico gioca le ultime carte quando il tallone è vuoto e ogni carta può andare direttamente sulle fondazioni.
table-label = Tavolo di { $game }
redeals-left-title = Ridistribuzioni rimaste

## L'indicatore del risolutore e «Le vostre probabilità» (le parole di rules.ftl)

solver-button-hint = Suggerimento
solver-button-hint-title = Mostra una buona mossa successiva (H): la mossa di un giocatore che non vede le carte coperte, a meno che i suggerimenti possano sbirciarle (Impostazioni)
solver-button-demo = Dimostrazione
solver-button-demo-title = Guarda il risolutore giocare il resto di questa partita (qualsiasi azione lo ferma)
solver-seer = Risolutore (vede il tallone):
solver-winnable-only = Solo distribuzioni vincibili
solver-winnable-only-title = Le nuove distribuzioni sono quelle che il risolutore ha dimostrato vincibili
solver-state-thinking = Sto pensando…
solver-state-thinking-means = valuta se questa partita si può ancora vincere
solver-state-won = Vinta
solver-state-won-means = questa partita è vinta
solver-state-winnable = Vincibile
solver-state-winnable-means = questa partita si può ancora vincere
solver-state-unwinnable = Non si può vincere con questo tallone
solver-state-unwinnable-means = questa partita non si può vincere con questo tallone
solver-state-unknown = Il risolutore si è arreso
solver-state-unknown-means = si è arreso; non ha potuto dire in tempo se questa partita si può ancora vincere
solver-state-unavailable = Risolutore non disponibile
solver-state-unavailable-means = non disponibile; non è stato possibile caricarlo in questo browser
solver-state-label = Risolutore (vede il tallone): { $words }
solver-state-title = { $words }. Il risolutore guarda ogni carta, compreso l'ordine nascosto del tallone, che voi non vedete: «vincibile» vuol dire che esiste una linea vincente con le carte come stanno davvero. «Le vostre probabilità», accanto, non sbircia.

chances-thinking = Le vostre probabilità: …
chances-stuck = Nessuna mossa rimasta
chances-cannot-win = Non si può vincere, comunque siano le carte coperte
chances-at-most = Al massimo { $percent }: nessun ordine provato si può vincere
chances-exact = Le vostre probabilità: { $percent }
chances-estimate = Le vostre probabilità: { $percent } ({ $low }–{ $high })
chances-unknown = Le vostre probabilità: sconosciute
chances-label-off = Le vostre probabilità sono disattivate nelle impostazioni
chances-label-no-worker = Le vostre probabilità non sono mostrate: questo browser esegue il risolutore nella pagina stessa, che il calcolo bloccherebbe
chances-label-unavailable = Le vostre probabilità non sono mostrate: non è stato possibile caricare il risolutore
chances-label-won = Questa partita è vinta
chances-label-thinking = Le vostre probabilità da qui sono in calcolo, senza guardare le carte coperte, come vedete la partita
chances-label-stuck = Nessuna mossa rimasta: questa partita è persa
chances-label-cannot-win = Questa partita non si può più vincere, comunque siano le carte coperte: ogni loro ordine è stato provato
chances-label-at-most = Le vostre probabilità da qui sono al massimo { $percent }: nessun ordine provato delle carte coperte si può vincere (un limite, non una prova)
chances-label-exact = Le vostre probabilità da qui: { $percent }, calcolate senza guardare le carte coperte, come vedete la partita; ogni ordine delle carte coperte è stato provato
chances-label-estimate = Le vostre probabilità da qui: circa { $percent } (intervallo al 95% da { $low } a { $high }), calcolate senza guardare le carte coperte, come vedete la partita, da ordini provati a caso
chances-label-unknown = Non è stato possibile calcolare le vostre probabilità da qui

## Distribuzioni per difficoltà

grade-easy = Facile
grade-medium = Media
grade-hard = Difficile
grade-very-hard = Molto difficile
grade-label = Difficoltà: { $grade }
grade-title = Difficoltà: { $grade }. Così è andata una partita di questa smazzata, dall’inizio, per un giocatore che non vede le carte coperte. «Le vostre probabilità» soppesa molti ordini di quelle carte dal punto in cui siete ora, quindi una smazzata molto difficile può comunque mostrare probabilità alte.
grade-not-found = Nessuna delle { $count } distribuzioni classificate di { $game } è { $grade ->
        [easy] facile
        [medium] di difficoltà media
        [hard] difficile
       *[very-hard] molto difficile
    }, quindi questa distribuzione può essere di qualsiasi difficoltà.

## Che cosa non andava in un link (link-…) e i dati salvati (notice-…)

link-too-long = { $key } è lungo { $length } caratteri, e al massimo può esserlo { $max }: ignorato.
link-no-game = «{ $text }» non è un gioco: al suo posto c'è { $game }.
link-no-draw-option = { $game } non ha l'opzione draw (solo { $canfield } ce l'ha): ignorata.
link-no-spaces-option = { $game } non ha l'opzione spaces (solo { $canfield } ce l'ha): ignorata.
link-bad-draw = draw vale 1 o 3, non «{ $text }»: se ne girano 3.
link-bad-spaces = spaces vale waste o any, non «{ $text }»: gli spazi prendono la carta degli scarti.
link-bad-deal = «{ $text }» non è un numero di distribuzione (le distribuzioni sono numeri interi da 1 a { $max }): ecco un'altra distribuzione.
link-bad-deal-kept = «{ $text }» non è un numero di distribuzione (le distribuzioni sono numeri interi da 1 a { $max }): resta la distribuzione mostrata.
link-bad-autoplay = autoplay vale on o off, non «{ $text }»: il gioco automatico segue la tua impostazione.
link-bad-date = «{ $text }» non è una data (le date si scrivono come 2026-11-23): ecco la distribuzione del giorno di oggi.
link-save-unreadable = Non è stato possibile leggere la partita salvata di questa distribuzione, quindi ricomincia da capo.
link-bad-share-url = share-url dev'essere un indirizzo web (http o https), non «{ $text }»: i link da condividere portano alla pagina del gioco stesso.
link-bad-storage-prefix = storage-prefix ha da 1 a { $max } lettere non accentate, cifre, «-», «_» o «.», non «{ $text }»: partite, impostazioni e statistiche si salvano con i nomi di sempre.
link-notices-join = { $first } { $next }
notice-not-kept = Non è possibile salvare i tuoi progressi ora: lo spazio di questo browser è pieno o rifiutato. Questa pagina li conserva e li salva appena si libera spazio; se la pagina viene chiusa prima, vanno persi.
notice-kept-again = Il salvataggio funziona di nuovo: i tuoi progressi sono salvati.
notice-win-not-kept = La tua vittoria non è ancora salvata: { $why ->
        [full] lo spazio di questo browser è pieno
       *[other] questo browser si rifiuta di salvarla
    }. Questa pagina la conserva e la salva appena possibile; se la pagina viene chiusa prima, la vittoria va persa.
notice-win-kept = La tua vittoria ora è salvata.
notice-set-aside = Le tue statistiche erano danneggiate e non è stato possibile leggerle: una copia è tenuta da parte (come { $key }), e { $count ->
        [0] non è stato possibile recuperarne nulla
        [one] ne è stata recuperata { $count } partita
       *[other] ne sono state recuperate { $count } partite
    }.
notice-facts-set-aside = Le partite registrate da un tavolo ({ $log }) erano danneggiate e non è stato possibile leggerle tutte: una copia è tenuta da parte (come { $key }), e { $count ->
        [0] non è stato possibile recuperare nessuna partita
        [one] ne è stata recuperata { $count } partita
       *[other] ne sono state recuperate { $count } partite
    }.
notice-facts-newer = Le partite registrate da un tavolo ({ $log }) sono state salvate da una versione più recente di Patience, che questa pagina non sa leggere: qui non vengono contate, e restano come sono per quella versione.

## I comandi del tavolo e i pannelli di fine partita

chrome-controls = Comandi della partita
chrome-title = Patience
chrome-game = Gioco
chrome-draw = Carte per mossa del tallone
chrome-draw-3 = Gira 3
chrome-draw-1 = Gira 1
chrome-spaces = Che cosa può riempire uno spazio quando la riserva è vuota
chrome-spaces-waste = Spazi: scarti
chrome-spaces-any = Spazi: qualsiasi
chrome-new = Nuova
chrome-new-title = Una nuova distribuzione
chrome-restart = Ricomincia
chrome-restart-title = Ricomincia questa distribuzione
chrome-undo = Annulla
chrome-undo-title = Annulla (Ctrl+Z)
chrome-redo = Ripeti
chrome-redo-title = Ripeti (Ctrl+Y)
chrome-daily = Del giorno
chrome-daily-title = La distribuzione di oggi: uguale per tutti
chrome-share = Condividi
chrome-share-title = Condividi questa distribuzione, la tua partita o la sua soluzione
chrome-menu = Statistiche, impostazioni e regole
chrome-stats = Statistiche
chrome-settings = Impostazioni
chrome-rules = Regole
chrome-rules-title = Regole di questo gioco
rulebook-fetching = Le regole stanno arrivando…
rulebook-failed = Non è stato possibile caricare le regole ({ $reason }). Chiudile e riaprile per riprovare.
chrome-deal-number = Numero della distribuzione
chrome-time = Tempo
chrome-more = Altri comandi
# The "more" button's word while the narrow bar is unfolded.
chrome-fewer = meno
chrome-footer-links = I link alle distribuzioni condividono una partita:
chrome-footer-copies = copia questa
chrome-footer-undo = Ctrl+Z annulla
chrome-footer-redo = Ctrl+Y ripete
chrome-footer-keys = tutti i tasti, per giocare senza mouse
chrome-footer-embed = Incorpora Patience nel tuo sito
chrome-redeal = Ridistribuisci ({ $left })
chrome-redeal-title = Raccogli le pile e distribuiscile di nuovo
chrome-reserve = Riserva
chrome-reserve-title = Sfoglia la riserva (le sue carte sono pubbliche; si gioca solo quella in cima)
chrome-finish = Finisci
chrome-finish-title = Gioca il resto sulle fondazioni (F)
chrome-help = Scorciatoie da tastiera
chrome-help-title = Scorciatoie da tastiera (?)
chrome-announcements = Annunci della partita
won-title = Hai vinto!
won-label = Hai vinto
won-demo-title = L'ha finita la dimostrazione
won-demo-note = Conta come giocata, non come vinta, nelle tue statistiche.
won-again = Gioca un'altra distribuzione
lost-title = Nessuna mossa rimasta
lost-text = Questa partita è bloccata: non resta nessuna mossa valida.
lost-text-stock = Questa partita è bloccata: resta solo girare il tallone, e nessun numero di giri renderebbe mai possibile un’altra mossa.
lost-new = Nuova distribuzione
chrome-moves-word = { $count ->
        [one] mossa
       *[other] mosse
    }
chrome-redeal-label = { $left ->
        [one] Ridistribuisci, resta { $left } ridistribuzione
       *[other] Ridistribuisci, restano { $left } ridistribuzioni
    }
chrome-redeals-left = { $left ->
        [one] ridistribuzione rimasta
       *[other] ridistribuzioni rimaste
    }
won-summary = { $game } · distribuzione n. { $deal } · { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    } · { $time }

## Le tabelle delle statistiche

stats-game = Gioco
stats-played = Giocate
stats-won = Vinte
stats-rate = Percentuale di vittorie
stats-streak = Serie
stats-best-streak = Serie migliore
stats-best-time = Tempo migliore
stats-fewest-moves = Meno mosse
stats-percent = { $percent }
stats-wins-by-grade = Vittorie per difficoltà
daily-stats-heading = Distribuzioni del giorno
daily-stats-played = Giorni giocati
daily-stats-won = Giorni vinti
daily-stats-streak = Serie attuale
daily-stats-best-streak = Serie migliore
daily-calendar-caption = Le ultime cinque settimane (giorni UTC): ✓ vinto, • giocato
daily-calendar-mon = lun
daily-calendar-tue = mar
daily-calendar-wed = mer
daily-calendar-thu = gio
daily-calendar-fri = ven
daily-calendar-sat = sab
daily-calendar-sun = dom
daily-day-won = vinto
daily-day-played = giocato, non vinto
daily-day-none = non giocato
daily-day-title = { $date }: { $words }
daily-deal-label = { $deal } · del giorno { $date }
stats-options = gira { $draw } · spazi: { $spaces ->
        [any] qualsiasi
       *[waste] scarti
    }
daily-stats-days = { $count ->
        [one] { $count } giorno
       *[other] { $count } giorni
    }

## Il modulo delle impostazioni

settings-canfield-note = Fanno parte del link della distribuzione. Cambiarle durante una partita avvia una nuova distribuzione, dopo averlo chiesto.
settings-spaces-waste = Spazi: la carta degli scarti
settings-spaces-any = Spazi: qualsiasi carta
settings-autoplay = Gioco automatico: porta le carte sulle fondazioni quando non può mai nuocere
settings-autoplay-off = L'indirizzo di questa pagina disattiva il gioco automatico
settings-deal-grade = Nuove distribuzioni
settings-grade-any = Qualsiasi difficoltà
settings-speed = Animazione
settings-speed-normal = Normale
settings-speed-fast = Veloce
settings-speed-none = Nessuna
settings-card-size = Dimensione delle carte
settings-size-small = Piccola
settings-size-medium = Media
settings-size-large = Grande
settings-large-index = Indice grande: valore e seme più grandi negli angoli delle carte
settings-theme = Tema
settings-theme-auto = Automatico
settings-theme-light = Chiaro
settings-theme-dark = Scuro
settings-four-colour = Semi a quattro colori: fiori verdi, quadri blu
settings-left-handed = Mancino: tallone, scarti e riserva dall'altra parte
settings-chances = Le vostre probabilità: mostra la probabilità di vincere da qui, calcolata senza guardare le carte coperte
settings-peek-hints = I suggerimenti possono sbirciare le carte coperte (la linea vincente del risolutore, che conosce l'ordine del tallone)

start-error = Patience non è riuscito ad avviarsi: { $why }
start-error-feature = a questo browser manca una funzione necessaria

## La barra del replay

replay-bar-controls = Comandi del replay
replay-bar-label = Replay
replay-bar-start = Torna alla distribuzione
replay-bar-back = Una mossa indietro
replay-bar-back-title = Una mossa indietro (Ctrl+Z)
replay-bar-play = Riproduci
replay-bar-pause = Pausa
replay-bar-play-title = Riproduci le mosse
replay-bar-forward = Una mossa avanti
replay-bar-forward-title = Una mossa avanti (Ctrl+Y)
replay-bar-end = All'ultima mossa
replay-bar-scrub = Mosse mostrate
replay-bar-step = mossa { $step } di { $steps }
replay-bar-takeover = Gioca da qui
replay-bar-takeover-title = Ferma il replay e continua a giocare da questa posizione
replay-ended = Fine del replay: «Gioca da qui» per continuare, oppure torna indietro.
replay-takeover = Ora la partita è tua, dalla mossa { $step }: annulla ripercorre le mosse del replay, ripeti gioca le successive.

## L'aiuto della tastiera

keys-title = Tastiera
keys-close = Chiudi
keys-intro = Ogni azione funziona senza puntatore. La pila attiva ha un anello dorato; i lettori di schermo sentono che cosa contiene ogni pila e ogni mossa.
# The arrow keys: same as English on purpose.
keys-arrows-keys = ← → ↑ ↓
keys-arrows = spostarsi tra le pile
keys-tab-keys = Tab, Maiusc+Tab
keys-tab = pila successiva o precedente
keys-home-end-keys = Home, Fine
keys-home-end = prima o ultima pila
keys-enter-keys = Invio o Spazio
keys-enter = prendere la carta in cima; su una pila evidenziata, posarla lì
keys-enter-again-keys = Di nuovo Invio, ↑ ↓
keys-enter-again = tenendo carte, sulla stessa pila: prendere una scala più lunga o più corta
keys-esc-keys = Esc
keys-esc = rimettere a posto le carte
keys-stock-keys = S o D
keys-stock = il tallone: distribuire, girare o rigirare gli scarti
keys-redeal-keys = E
keys-redeal = ridistribuire ({ -game-capricieuse }, { -game-russian-patience })
keys-finish-keys = F
keys-finish = finale automatico, quando vincere è una formalità
keys-hint-keys = H
keys-hint = suggerimento
keys-undo-keys = U, Ctrl+Z
keys-undo = annulla
keys-redo-keys = Ctrl+Y, Ctrl+Maiusc+Z
keys-redo = ripeti
keys-restart-keys = R
keys-restart = ricomincia questa distribuzione
keys-new-keys = N
keys-new = nuova distribuzione
keys-help-keys = ?
keys-help = questo aiuto

elsewhere-continued = Questa partita è stata continuata in un'altra scheda, quindi è mostrata qui com'è lì.
elsewhere-moved-first = Un'altra scheda ha mosso per prima: la tua mossa qui è stata annullata, e la partita è mostrata com'è lì.
share-note = Dopo aver giocato, potrai condividere anche la tua partita.
solver-button-stop = Ferma

## Perché un link di replay si ferma

replay-stop = { $why }; il replay si ferma dopo la mossa { $move }
replay-why-bad-character = il carattere { $at } ({ $found }) non è una delle lettere di un codice di replay (A-Z, a-z, 0-9, - e _)
replay-why-truncated = il codice finisce a metà di una mossa, al carattere { $at }: è stato troncato
replay-why-unnecessary = la mossa che inizia al carattere { $at } è scritta con una lettera iniziale in più (un codice di replay scrive ogni mossa in un solo modo)
replay-why-move-too-long = la mossa che inizia al carattere { $at } è più lunga di { $max } lettere
replay-why-too-long = il codice è lungo { $letters } lettere, e i codici di replay ne hanno al massimo { $max } (quello di una partita vera ne ha qualche centinaio)
replay-why-out-of-range = la mossa { $move } non si adatta a questa partita: è la numero { $index } delle mosse valide, ma { $legal ->
        [0] non ce n'è nessuna (la partita è finita)
        [one] ce n'è solo { $legal }
       *[other] ce ne sono solo { $legal }
    }
replay-why-illegal = la mossa { $move } ({ $token }) non è valida: { $why }
replay-why-not-listed = la mossa { $move } ({ $token }) non è tra le mosse valide della posizione

stats-error-too-large = Quel file è troppo grande per essere statistiche di Patience.
stats-error-not-json = Quel file non contiene statistiche di Patience: non è JSON.
stats-error-foreign = Quel file non contiene statistiche di Patience.
stats-error-newer = Quel file è stato scritto da un Patience più recente (formato { $format }); questo legge il formato { $version }.
stats-error-damaged = Quel file di statistiche è danneggiato: { $why }.

## The dialogs' frame and the statistics dialog (src/web/app/dialogs.rs,
## its buttons and messages).

dialog-close = Chiudi
stats-table-label = Tabella delle statistiche
stats-assisted = Una partita in cui la Dimostrazione ha giocato una mossa, o una replica ripresa dopo la sua prima mossa (anche quella della soluzione), è assistita: conta come giocata, mai come vinta, e interrompe la serie di vittorie; non stabilisce mai un tempo migliore né il minor numero di mosse. I suggerimenti e «Finisci» non sono un aiuto. I tempi sono in secondi interi, come li mostra l'orologio.
stats-reset-button = Azzera…
stats-export-button = Esporta
stats-import-button = Importa…
stats-import-label = Importa le statistiche da un file
stats-no-storage = Le statistiche richiedono la memoria del browser, che questa pagina non può usare.
stats-reset-done = Statistiche azzerate.
# $file: the downloaded file's name.
stats-exported = Esportato come { $file }.
stats-export-refused = Questo browser ha rifiutato di salvare il file.
stats-imported-none = Importato: niente di nuovo, queste partite erano già contate.
# $count: how many games the file added.
stats-imported = Importato: { $count ->
        [one] { $count } partita aggiunta.
       *[other] { $count } partite aggiunte.
    }
# $why: why the file was refused (a stats-error-… message).
stats-import-unchanged = { $why } Non è stato cambiato nulla.
stats-error-unreadable = Non è stato possibile leggere quel file.
