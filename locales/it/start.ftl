### Le parole lette prima che il tavolo parta, o al suo posto quando non
### può partire: italiano (it). «Solitario» è la parola italiana per
### «patience».

## Perché un tavolo non è potuto partire

start-failed = Il solitario non è riuscito ad avviarsi: { $why }
start-why-no-wasm = questo browser non ha WebAssembly (o lo ha disattivato), il linguaggio in cui è scritto il gioco.
start-why-file = è stato aperto da un file; il browser carica il programma solo da un server web (http o https).
start-why-csp = la Content-Security-Policy di questa pagina non consente WebAssembly: il suo script-src deve includere 'wasm-unsafe-eval' (vedi la guida all'integrazione).
start-why-damaged = il file del programma (patience_bg.wasm) manca, è danneggiato o proviene da una versione diversa da quella di patience.js. Ricarica la pagina; se il problema persiste, i file del sito vanno caricati di nuovo, tutti insieme.
start-why-download = non è stato possibile scaricare i suoi file (la rete o il server). Controlla la connessione e ricarica la pagina.
start-why-timeout = i suoi file non sono arrivati entro { $seconds } secondi (la rete o il server è troppo lento, o non risponde). Controlla la connessione e ricarica la pagina.
start-why-other = { $detail }. Ricarica la pagina per riprovare.

start-still-loading = Il solitario si sta ancora caricando: i suoi file tardano ad arrivare.

start-dealing = Distribuzione delle carte…

## La pagina del gioco, quando l'elemento non riesce nemmeno a caricarsi

start-page-too-old = Questo browser è troppo vecchio per il solitario: servono i moduli JavaScript e WebAssembly (qualsiasi browser dal 2022 in poi).
start-page-file = Il solitario deve essere servito tramite http(s): se lo si apre come file, il browser non carica il suo WebAssembly. Avvia scripts/serve, oppure copia la build su un server web e aprila da lì.
