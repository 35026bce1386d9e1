### Le regole: italiano (it).
### Tradotto da locales/en/rules.ftl (src/table/rulebook.rs) e riletto sul
### libro delle regole (RULES.md), docs/rules.md e i testi
### originali (seeds/). Lessico: solitario, fondazione, tallone, scarti,
### riserva, pila, colonna, distribuzione, ridistribuzione; seme = picche,
### cuori, quadri, fiori; rosso e nero si dicono così.

## La finestra

rules-tabs-label = Regole di
rules-label-format = { $label }:

## L'immagine del tavolo

rules-picture-caprice = Il tavolo di { -game-caprice }
rules-picture-capricieuse = Il tavolo di { -game-capricieuse }
rules-picture-lucas-leaps = Il tavolo di { -game-lucas-leaps }
rules-picture-double-canfield = Il tavolo di { -game-double-canfield }
rules-picture-russian-patience = Il tavolo della { -game-russian-patience }
rules-picture-stock = tallone
rules-picture-waste = scarti
rules-picture-reserve = riserva
# Asso, Re.
rules-picture-ace = A
rules-picture-king = R

## Didascalie

rules-caption-caprice = Fondazioni degli Assi, il tallone, fondazioni dei Re; sotto, le dodici pile.
rules-caption-capricieuse = Fondazioni degli Assi e fondazioni dei Re; sotto, le dodici pile. Niente tallone.
rules-caption-lucas-leaps = Il tallone e gli scarti accanto a otto fondazioni; sotto, tredici pile.
rules-caption-double-canfield = Il tallone e gli scarti accanto a otto fondazioni; sotto, la riserva e cinque pile.
rules-caption-russian-patience = Fondazioni degli Assi, il tallone, fondazioni dei Re; sotto, dodici colonne, distribuite una fila alla volta. Mentre si distribuiscono le file giocano solo le due colonne esterne (quelle attenuate aspettano).

## Etichette dei paragrafi (in grassetto, prima del testo)

rules-label-goal = Scopo
rules-label-foundations = Fondazioni
rules-label-deal = La distribuzione
rules-label-moving = Spostare le carte
rules-label-stock = Il tallone
rules-label-spaces = Spazi vuoti
rules-label-redeals = Ridistribuzioni
rules-label-lost = Partita persa
rules-label-reserve-public = La riserva è pubblica
rules-label-while-dealing = Mentre si distribuiscono le file
rules-label-pack-out = Quando tutto il mazzo è uscito

## Caprice

rules-caprice-goal = tutte le 104 carte dei due mazzi sulle otto fondazioni.
rules-caprice-foundations = ogni seme ha una fondazione dell'Asso, che sale dall'Asso al Re, e una fondazione del Re, che scende dal Re all'Asso. Il primo Asso e il primo Re di ogni seme nel mazzo mescolato le iniziano.
rules-caprice-deal = una carta su ciascuna delle dodici pile; le altre 84 carte formano il tallone.
rules-caprice-moving = la carta in cima a una pila va su una carta del suo stesso seme di un valore più alta o più bassa, così una pila può salire e scendere a turno. Una carta alla volta. Asso e Re non sono vicini. Una carta su una fondazione ci resta.
rules-caprice-stock = un tocco dà una carta su ogni pila, dalla prima alla dodicesima, comprese quelle vuote; l'ultimo giro può restare corto. Il tallone si passa una volta sola.
rules-caprice-spaces = finché dura il tallone, una pila che svuotate viene subito riempita dal tallone. Dopo, qualsiasi carta in cima può andare in una pila vuota.
rules-caprice-lost = quando non resta nessuna mossa.

## Capricieuse

rules-capricieuse-goal = tutte le 104 carte dei due mazzi sulle otto fondazioni.
rules-capricieuse-foundations = come in { -game-caprice }, una fondazione dell'Asso (fino al Re) e una fondazione del Re (fino all'Asso) per ogni seme, ma iniziano tutte vuote.
rules-capricieuse-deal = tutto il mazzo viene distribuito una carta alla volta, girando sulle dodici pile. Ogni carta viene prima guardata: un Asso o un Re la cui fondazione è ancora vuota la inizia, e una carta che va bene sulla fondazione dell'Asso o del Re del suo seme ci va. Solo le altre carte finiscono sulla pila, e allora la distribuzione passa alla pila successiva. Non c'è tallone.
rules-capricieuse-moving = come in { -game-caprice }: una carta alla volta, su una carta del suo stesso seme di un valore più alta o più bassa; Asso e Re non sono vicini. Qualsiasi carta può andare in una pila vuota.
rules-capricieuse-redeals = due volte a partita, quando volete, le pile vengono raccolte, prima le carte della prima pila, ogni pila dal basso verso l'alto, e distribuite di nuovo allo stesso modo senza mescolare, cominciando dalla prima pila.
rules-capricieuse-lost = quando non resta nessuna mossa e nessuna ridistribuzione.

## Lucas Leaps

rules-lucas-leaps-goal = tutte le 104 carte sulle otto fondazioni.
rules-lucas-leaps-foundations = ogni fondazione vuota accetta un Asso; ciascuna sale nel suo seme fino al Re.
rules-lucas-leaps-deal = tredici pile di quattro carte; le altre 52 formano il tallone.
rules-lucas-leaps-moving = le pile scendono nello stesso seme. Una carta in cima, o una scala di carte in cima che scende in un solo seme, si sposta in blocco sulla carta di quel seme di un valore sopra la carta in fondo alla scala, o in una pila vuota. Sulle fondazioni vanno solo carte singole.
rules-lucas-leaps-stock = un tocco gira una carta sugli scarti, la cui carta in cima si gioca. Il tallone si passa una volta sola.
rules-lucas-leaps-lost = quando non resta nessuna mossa.

## Canfield doppio

rules-double-canfield-goal = tutte le 104 carte sulle otto fondazioni.
rules-double-canfield-foundations = la prima carta distribuita inizia la prima fondazione, e il suo valore è il valore base della partita. Ogni fondazione vuota accetta una carta di quel valore; ciascuna sale nel suo seme, proseguendo dal Re all'Asso, finché non ha tredici carte.
rules-double-canfield-deal = tredici carte formano la riserva (scoperte; si gioca solo la carta in cima), una carta va su ciascuna di cinque pile e le altre 85 formano il tallone.
rules-double-canfield-reserve-public = le sue carte sono distribuite scoperte, quindi chiunque può sfogliarle. Il tavolo la mostra pareggiata (la carta in cima, con il numero di carte sotto); il pulsante «Riserva» la apre a ventaglio per guardarla e la pareggia di nuovo.
rules-double-canfield-moving = le pile scendono alternando rosso e nero, e un Re può andare su un Asso (un Asso non può andare su un Re). Potete spostare la carta in cima a una pila, o l'intera pila in una volta quando è tutta una scala del genere, mai una parte. Sulle fondazioni vanno solo carte singole.
rules-double-canfield-stock = un tocco gira tre carte (una, pescando 1) sugli scarti, una dopo l'altra, così l'ultima resta in cima. Quando il tallone è vuoto, un tocco rigira gli scarti perché tornino a essere il tallone, tutte le volte che volete.
rules-double-canfield-spaces = finché dura la riserva, una pila che svuotate viene subito riempita con la sua carta in cima. Dopo dipende dall'impostazione degli spazi vuoti: «scarti», solo la carta in cima agli scarti può riempire una pila vuota; «qualsiasi», può farlo qualsiasi carta o pila che si possa spostare.
rules-double-canfield-lost = quando non resta altro che passare il tallone, e passarlo non porterebbe mai una mossa.

## Pazienza russa

rules-russian-patience-goal = tutte le 104 carte dei due mazzi sulle otto fondazioni.
rules-russian-patience-foundations = come in { -game-capricieuse }, ogni seme ha una fondazione dell'Asso, che sale dall'Asso al Re, e una fondazione del Re, che scende dal Re all'Asso. Iniziano tutte vuote: un Asso o un Re inizia la propria.
rules-russian-patience-deal = una fila di dodici carte, una su ogni colonna; le altre 92 formano il tallone. Ogni tocco sul tallone distribuisce la fila successiva, una carta su ogni colonna, comprese quelle vuote, e ogni fila copre in parte la precedente (l'ultima fila può restare corta).
rules-russian-patience-while-dealing = le carte possono andare solo sulle fondazioni, e solo da colonne disponibili. Finché è uscita soltanto la prima fila, ogni carta è disponibile; appena è cominciata la fila successiva, lo sono solo le carte in cima alle due colonne esterne, la prima e la dodicesima (il tavolo attenua le altre). Una colonna che svuotate viene subito riempita dal tallone.
rules-russian-patience-pack-out = la carta in cima a ogni colonna è disponibile. Una carta va sulla sua fondazione, o su una carta del suo stesso seme di un valore più alta o più bassa, così una colonna può salire e scendere a turno; Asso e Re non sono vicini. Una scala di carte in cima di un solo seme, ciascuna di un valore sopra la carta che ha sotto o ciascuna di un valore sotto (sempre nello stesso verso), si sposta in blocco su una carta su cui potrebbe andare la sua carta in fondo, o in una colonna vuota. Qualsiasi carta o scala può riempire una colonna vuota. Sulle fondazioni vanno solo carte singole.
rules-russian-patience-redeals = due volte a partita, una volta vuoto il tallone, le colonne vengono raccolte (prima le carte della prima colonna, ciascuna dal basso verso l'alto), mescolate e distribuite di nuovo come all'inizio: una prima fila di dodici, il resto nel tallone. Il mescolamento è fissato dalle carte raccolte, così annullare una ridistribuzione e rifarla dà di nuovo la stessa distribuzione.
rules-russian-patience-lost = quando non resta nessuna mossa e nessuna ridistribuzione.

## Gioco automatico: che cosa è sicuro

rules-autoplay-heading = Gioco automatico: che cosa è sicuro
rules-safe-caprice-capricieuse = Una carta va da sola sulla sua fondazione solo quando nessuna carta potrebbe più volerla sul tavolo: quando l'altra fondazione del suo seme, che arriva dall'altro capo, è già giunta fin qui (o è completa). Per esempio, il 6♠ raggiunge la fondazione dell'Asso di picche ferma al 5♠ appena la fondazione del Re di picche è scesa al 5♠ o più in basso; ogni carta che avrebbe potuto usarlo allora lo segue.
rules-safe-caprice-capricieuse-waits = In { -game-caprice } l'ultima carta di una pila resta dov'è finché il tallone riempirebbe la pila. In { -game-capricieuse } non si gioca nulla per voi finché resta una ridistribuzione: una carta in meno cambierebbe come cade l'intera ridistribuzione.
rules-safe-lucas-leaps = Una carta va da sola sulla sua fondazione quando entrambe le carte del suo seme di un valore più basse sono già sulle fondazioni (gli Assi sempre), così nulla potrebbe più volerci costruire sopra, e la sua gemella può ancora seguire su un'altra fondazione.
rules-safe-double-canfield = Una carta va da sola sulla sua fondazione quando tutte e quattro le carte che potrebbero esserle messe sopra in una pila (le due di ciascun seme dell'altro colore, di un valore più basse; un Re sotto un Asso) sono già sulle fondazioni, e la sua gemella può ancora seguire su un'altra fondazione. Pescando 3, non si prendono carte dagli scarti per voi: cambierebbe come gli scarti cadono a gruppi di tre.
rules-safe-russian-patience = Non si gioca nulla per voi finché resta una ridistribuzione: una carta in meno nelle pile cambierebbe come cade l'intero mescolamento. Dopo l'ultima ridistribuzione, una carta va da sola sulla sua fondazione solo quando nessuna carta potrebbe più volerla sul tavolo: quando l'altra fondazione del suo seme, che arriva dall'altro capo, è già giunta fin qui (o è completa), come in { -game-capricieuse }.
rules-safe-russian-patience-stock = Finché dura il tallone, l'ultima carta di una pila resta dov'è, perché il tallone riempirebbe la pila.
rules-autoplay-settings = Il gioco automatico si può disattivare nelle Impostazioni. Annullare una mossa automatica non la fa tornare subito. Quando non c'è più nulla di nascosto (il tallone è vuoto) e le sole mosse verso le fondazioni basterebbero a vincere, il resto può essere giocato per voi.

## Che cosa sanno il suggerimento e l'indicatore

rules-solver-heading = Che cosa sanno il suggerimento e l'indicatore
rules-solver-indicator = L'indicatore e la dimostrazione interrogano il risolutore, che esplora la smazzata fino alla fine. Vede l'ordine delle carte del tallone, che voi non vedete, e lo dice («Risolutore (vede il tallone)»). Quindi «Vincibile» vuol dire: da qualcuno che conoscesse il tallone. «Non si può vincere con questo tallone» è dimostrato, per il tallone così com'è. «Il risolutore si è arreso» vuol dire che la ricerca ha finito il tempo prima di poterlo dire. La dimostrazione gioca la linea vincente del risolutore.
rules-solver-chances = «Le vostre probabilità», accanto, non sbircia: prova a caso degli ordini delle carte coperte, come potreste immaginarli, e dà la probabilità di vincere da qui con il suo margine. «Nessuna mossa rimasta» è certo; «Non si può vincere, comunque siano le carte coperte» è dimostrato su ogni ordine; «Al massimo { $percent }%» vuol dire che nessun ordine provato si è potuto vincere. Si può disattivare nelle Impostazioni.
rules-solver-hint = Il suggerimento propone la mossa di quel giocatore che non sbircia, con parole che nominano solo ciò che vedete («girare il tallone», «distribuire la fila successiva», «spostare il dieci di picche sulla fondazione 2»): non dice mai quale carta girerebbe il tallone. Con l'impostazione «I suggerimenti possono sbirciare le carte coperte» propone invece la mossa successiva della linea vincente del risolutore, che conosce il tallone. Dove non si conosce né l'una né l'altra, il suggerimento indica la mossa che sembra più utile, e lo dice.
