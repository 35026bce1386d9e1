### Die Wörter vor dem Start des Tisches oder statt seiner, wenn er nicht
### starten kann: Deutsch (de). „Patience“ ist auch das deutsche Wort.

## Warum ein Tisch nicht starten konnte

start-failed = Patience konnte nicht starten: { $why }
start-why-no-wasm = Dieser Browser hat kein WebAssembly (oder es ist abgeschaltet), die Sprache, in der das Spiel geschrieben ist.
start-why-file = Die Seite wurde als Datei geöffnet; der Browser lädt das Programm nur von einem Webserver (http oder https).
start-why-csp = Die Content-Security-Policy dieser Seite erlaubt kein WebAssembly: Ihr script-src braucht 'wasm-unsafe-eval' (siehe die Anleitung zum Einbinden).
start-why-damaged = Die Programmdatei (patience_bg.wasm) fehlt, ist beschädigt oder stammt aus einer anderen Version als patience.js. Laden Sie die Seite neu; bleibt der Fehler, müssen die Dateien der Website erneut hochgeladen werden, alle zusammen.
start-why-download = Die Dateien konnten nicht heruntergeladen werden (Netzwerk oder Server). Prüfen Sie die Verbindung und laden Sie die Seite neu.
start-why-timeout = Die Dateien sind nach { $seconds } Sekunden nicht angekommen (Netzwerk oder Server zu langsam oder ohne Antwort). Prüfen Sie die Verbindung und laden Sie die Seite neu.
start-why-other = { $detail }. Laden Sie die Seite neu, um es noch einmal zu versuchen.

start-still-loading = Patience wird noch geladen: Die Dateien kommen nur langsam an.

start-dealing = Die Karten werden ausgeteilt…

## Die Seite des Spiels, wenn das Element nicht einmal laden kann

start-page-too-old = Dieser Browser ist zu alt für Patience: Es braucht JavaScript-Module und WebAssembly (jeder Browser ab 2022).
start-page-file = Patience muss über http(s) ausgeliefert werden: Als Datei geöffnet, lädt der Browser sein WebAssembly nicht. Starten Sie scripts/serve oder kopieren Sie den Build auf einen Webserver, und öffnen Sie es dort.
