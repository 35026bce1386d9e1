### Die Worte des Tisches: Deutsch (de).
### Übersetzt aus locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Wortschatz wie in rules.ftl: Spiel, Zug, Ablage, Patience.

## Wenn der Tisch angehalten ist

hold-replay = Dies ist eine Wiederholung: Drücken Sie „Ab hier spielen“, um von diesem Zug an weiterzuspielen.
hold-daily-wait = Einen Moment: Der Löser prüft das Tagesspiel.

## Ein Wiederholungslink geöffnet

replay-opened = Wiederholung von { $game } Nr. { $deal } in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }: Drücken Sie Abspielen oder gehen Sie Zug für Zug durch.
replay-refused = Dieser Wiederholungslink wurde abgelehnt: { $why }. Das Spiel wird von Anfang an gezeigt.
replay-damaged = Dieser Wiederholungslink ist beschädigt oder wurde für ein anderes Spiel erstellt: { $why }. { $moves ->
        [one] Der { $moves } Zug davor kann wiederholt werden.
       *[other] Die { $moves } Züge davor können wiederholt werden.
    }

## Der Bestätigungsdialog

confirm-leave = Sie haben in diesem Spiel { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } gemacht. Wenn Sie es verlassen, zählt es in Ihrer Statistik als verloren.
confirm-new-title = Ein neues Spiel geben?
confirm-new-yes = Neues Spiel
confirm-game-title = { $game } spielen?
confirm-game-yes = { $game } spielen
confirm-deal-title = { $game } Nr. { $deal } spielen?
confirm-deal-yes = Nr. { $deal } spielen
confirm-rules-title = { -game-double-canfield } spielen, { $draw } Karte(n) ziehen, freie Plätze: { $spaces }?
confirm-rules-text = Mit einem neuen Spiel ändern sich die Regeln. { $leave }
confirm-restart-title = Dieses Spiel neu beginnen?
confirm-restart-text = { $moves ->
        [one] Ihr { $moves } Zug in diesem Spiel wird zurückgenommen.
       *[other] Ihre { $moves } Züge in diesem Spiel werden zurückgenommen.
    }
confirm-restart-yes = Neu beginnen
confirm-reset-title = Alle Statistiken zurücksetzen?
confirm-reset-text = Jede Zahl jedes Spiels geht auf null zurück. Exportieren Sie sie vorher, um eine Kopie zu behalten.
confirm-reset-yes = Zurücksetzen
confirm-cancel = Abbrechen
confirm-keep-playing = Weiterspielen

## Warum nichts geschah

refusal-nothing-to-undo = Nichts rückgängig zu machen.
refusal-nothing-to-redo = Nichts wiederherzustellen.
refusal-no-move = Für diese Karte gibt es keinen erlaubten Zug: { $card }.
refusal-no-move-cards = Für die { $count } Karten ab dieser gibt es keinen erlaubten Zug: { $card }.
refusal-no-foundation = Noch keine Ablage nimmt diese Karte: { $card }.
refusal-landing = Diese Karte ist noch unterwegs: Versuchen Sie es erneut, sobald sie liegt.
refusal-only-stock = Das Umdrehen des Talons ändert nichts: Es ist alles, was bleibt, und kein noch so häufiges Umdrehen macht je einen anderen Zug möglich. Dieses Spiel ist verloren.

## Das Menü Teilen

share-deal = Dieses Spiel
share-win = Mein Sieg ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    })
share-win-text = Ich habe { $game } Nr. { $deal } in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } gewonnen, { $time }: { $link }
share-game = Mein bisheriges Spiel ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    })
share-game-text = Mein bisheriges Spiel { $game } Nr. { $deal }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $time }: { $link }
share-solution = Die Lösung ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    })
share-solution-text = Ein Gewinnweg für { $game } Nr. { $deal }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }: { $link }

## Die Antwort der Zwischenablage

copied-deal = Link zu diesem Spiel kopiert: Fügen Sie ihn zum Teilen ein.
copied-win = Link zur Wiederholung Ihres Siegs kopiert: Fügen Sie ihn zum Teilen ein.
copied-game = Link zur Wiederholung Ihres bisherigen Spiels kopiert: Fügen Sie ihn zum Teilen ein.
copied-solution = Link zur Wiederholung eines Gewinnwegs kopiert: Fügen Sie ihn zum Teilen ein.
copy-by-hand = Kopieren Sie diesen Link zum Teilen: { $link }

## Das Tagesspiel

daily-checking = Der Löser prüft das Tagesspiel { $game } vom { $date }…
daily-no-solver = Das Tagesspiel braucht den Löser, der in diesem Browser nicht geladen werden konnte: Dies ist ein gewöhnliches Spiel und zählt nicht als das des Tages.
daily-timed-out = Der Löser hat nicht rechtzeitig geantwortet, daher konnte das Tagesspiel nicht geprüft werden: Dies ist ein gewöhnliches Spiel und zählt nicht als das des Tages. Versuchen Sie „Tagesspiel“ später noch einmal.
daily-found = Das Tagesspiel { $game } vom { $date }: Nr. { $deal }, für alle gleich.

## Die Worte des Lösers in der Meldungszeile

solver-hint = Tipp: { $move }.
solver-suggest-not-known-yet = Noch ist kein Gewinnweg bekannt; dieser Zug scheint am nützlichsten: { $move }.
solver-suggest-lost = Dieses Spiel kann nicht mehr gewonnen werden; dieser Zug scheint am nützlichsten: { $move }.
solver-suggest-not-known-here = Von hier aus ist kein Gewinnweg bekannt; dieser Zug scheint am nützlichsten: { $move }.
solver-suggest-no-solver = Der Löser kann in diesem Browser nicht laufen; dieser Zug scheint am nützlichsten: { $move }.
solver-suggest-no-worker = Ehrliche Tipps brauchen einen Hintergrund-Worker, den dieser Browser hier nicht ausführt; dieser Zug scheint am nützlichsten: { $move }.
solver-thinking = Überlege…
solver-won = Dieses Spiel ist gewonnen.
solver-no-move-left = Es bleibt kein erlaubter Zug: Nehmen Sie Züge zurück oder beginnen Sie neu.
solver-demo-started = Vorführung: Der Löser spielt einen Gewinnweg. Eine Taste oder ein Klick hält sie an.
solver-demo-stopped = Vorführung angehalten.
solver-game-over = Dieses Spiel ist vorbei: Es gibt nichts mehr zu zeigen.
solver-looking-for-line = Suche nach einem Gewinnweg…
solver-no-line-lost = Dieses Spiel kann nicht mehr gewonnen werden, also gibt es keinen Gewinnweg zu zeigen.
solver-no-line-here = Von hier aus ist kein Gewinnweg bekannt, also gibt es nichts zu zeigen.
solver-winnable-only-on = Neue Spiele werden solche sein, die der Löser als gewinnbar bewiesen hat.
solver-winnable-only-off = Neue Spiele werden zufällig gegeben, gewinnbar oder nicht.
solver-finding-deal = Suche ein gewinnbares Spiel…
solver-no-deal-proven = Kein Spiel konnte schnell als gewinnbar bewiesen werden, daher wird dieses zufällig gegeben.
solver-unavailable = Der Löser konnte in diesem Browser nicht geladen werden: Der Tipp schlägt weiter Züge vor, aber nichts kann als gewinnbar bewiesen werden. Ein Neuladen der Seite kann ihn zurückbringen.
solver-needs-solver = Dafür braucht es den Löser, der in diesem Browser nicht geladen werden konnte.

## Karten und Stapel, wie der Tisch und der Bildschirmleser sie nennen
## (src/table/announce.rs). Kartennamen wie „Pik-Zehn“, ohne Artikel:
## die Sätze setzen sie dorthin, wo kein Artikel nötig ist.

card-name = { $suit }-{ $rank }
card-rank-1 = Ass
card-rank-2 = Zwei
card-rank-3 = Drei
card-rank-4 = Vier
card-rank-5 = Fünf
card-rank-6 = Sechs
card-rank-7 = Sieben
card-rank-8 = Acht
card-rank-9 = Neun
card-rank-10 = Zehn
card-rank-11 = Bube
card-rank-12 = Dame
card-rank-13 = König
card-ranks-1 = Asse
card-ranks-2 = Zweien
card-ranks-3 = Dreien
card-ranks-4 = Vieren
card-ranks-5 = Fünfen
card-ranks-6 = Sechsen
card-ranks-7 = Siebenen
card-ranks-8 = Achten
card-ranks-9 = Neunen
card-ranks-10 = Zehnen
card-ranks-11 = Buben
card-ranks-12 = Damen
card-ranks-13 = Könige
card-suit-spades = Pik
card-suit-hearts = Herz
card-suit-diamonds = Karo
card-suit-clubs = Kreuz

pile-foundation = Ablage { $number }
pile-tableau = Stapel { $number }
pile-stock = Talon
pile-waste = Abwurfstapel
pile-reserve = Reserve
pile-packet = Paket

count-cards = { $count ->
        [0] keine Karten
        [one] { $count } Karte
       *[other] { $count } Karten
    }
list-comma = { $first }, { $next }
list-and = { $first } und { $last }
list-or = { $first } oder { $last }

## Was der Bildschirmleser nach einem Zug sagt

said-autoplay = automatisch: { $words }
said-finish = automatischer Abschluss: { $words }
said-undone = rückgängig: { $words }
said-redone = wiederholt: { $words }
said-then = { $first }; { $next }
said-moved = { $cards } von { $from } nach { $to }
said-filled = { $pile } aufgefüllt mit { $card } von { $from }
unit-cards = { $count } Karten, { $first } bis { $last }
unit-no-card = keine Karte
stock-changed-nothing = der Talon hat nichts verändert
stock-empty-now = der Talon ist leer
stock-left = noch { $cards } im Talon
stock-turned-over = Abwurfstapel zum Talon umgedreht: { $cards }
stock-turned-one = { $card } auf den Abwurfstapel aufgedeckt; { $rest }
stock-turned = { $cards } auf den Abwurfstapel aufgedeckt, oben { $card }; { $rest }
stock-dealt-row = nächste Reihe ausgeteilt, { $cards } aus dem Talon; { $rest }
stock-dealt = { $cards } aus dem Talon ausgeteilt; { $rest }
redeal-left = Neuverteilung: noch { $left }
redeal-dealt-again = die Stapel eingesammelt, gemischt und neu ausgeteilt: eine erste Reihe von { $row }, { $stock } im Talon
redeal-to-foundations = auf die Ablagen: { $cards }
rows-all-open = jetzt kann jeder Stapel gespielt werden
rows-none-open = bis zur nächsten Reihe kann kein Stapel gespielt werden
rows-open = { $count ->
        [one] nur { $piles } kann gespielt werden, bis alle Karten ausgeteilt sind
       *[other] nur { $piles } können gespielt werden, bis alle Karten ausgeteilt sind
    }
dealt-new = neues Spiel: { $game }, Spiel { $deal }
dealt-again = { $game }, Spiel { $deal }, neu begonnen
status-won = Gewonnen!
status-demo-won = Die Vorführung hat das Spiel beendet: es zählt als gespielt, nicht als gewonnen.
status-lost = Keine Züge mehr: das Spiel ist verloren.

## Der Zug eines Tipps, als Rat

hint-turn-waste = drehen Sie den Abwurfstapel um, damit der Talon neu entsteht ({ $cards })
hint-deal-row = teilen Sie die nächste Reihe aus dem Talon aus (dort noch { $cards })
hint-turn-stock-draw = { $count ->
        [one] decken Sie vom Talon auf: die nächste Karte auf den Abwurfstapel
       *[other] decken Sie vom Talon auf: die nächsten { $count } Karten auf den Abwurfstapel
    }
hint-turn-stock = decken Sie vom Talon auf
hint-redeal = verteilen Sie neu: Stapel einsammeln und neu austeilen (danach { $left ->
        [one] noch { $left } Neuverteilung
       *[other] noch { $left } Neuverteilungen
    })
hint-no-card = keine Karte
hint-card = { $card }
hint-cards = die { $count } Karten von { $first } bis { $last }
hint-onto-card = auf { $card } in { $pile }
hint-onto-empty = auf { $pile }, der leer ist
hint-onto = auf { $pile }
hint-move = legen Sie { $what } von { $from } { $onto }

## Der zugängliche Name eines Stapels

label-stock = Talon
label-waste = Abwurfstapel
label-reserve = Reserve
label-part = { $label }, { $part }
label-turn-over = Abwurfstapel umdrehen
label-deal-row = nächste Reihe austeilen
label-deal = austeilen
label-empty = leer
label-takes-card = nimmt { $card }
label-takes-rank = nimmt jedes { $rank }
label-top = { $cards }, oben: { $card }
label-blocked = gesperrt, solange Reihen ausgeteilt werden
label-holding = { $count ->
        [one] seine oberste Karte ist aufgenommen
       *[other] seine obersten { $count } Karten sind aufgenommen
    }
label-target = kann die aufgenommenen Karten nehmen
holding-can-go = { $count ->
        [one] aufgenommen: { $what } von { $from }; sie kann auf { $targets }
       *[other] aufgenommen: { $what } von { $from }; sie können auf { $targets }
    }
holding-stuck = { $count ->
        [one] aufgenommen: { $what } von { $from }; sie kann gerade nirgendwohin
       *[other] aufgenommen: { $what } von { $from }; sie können gerade nirgendwohin
    }
stock-caption-next-row = Neue Reihe
stock-title-turn-over = Abwurfstapel umdrehen
stock-title-empty = Der Talon ist leer
stock-title-deal-row = Nächste Reihe austeilen: noch { $cards }
stock-title-deal = Austeilen: noch { $cards }

## Warum ein Zug abgelehnt wird

why-no-stock = { $game } hat keinen Talon
why-stock-empty = der Talon ist leer
why-stock-and-waste-empty = Talon und Abwurfstapel sind beide leer
why-no-redeals = { $game } hat keine Neuverteilungen
why-redeals-used = keine Neuverteilung mehr (ein Spiel hat { $count }, und beide sind verbraucht)
why-no-such-pile = { $game } hat keinen { $pile }
why-empty-source = { $pile } ist leer: es gibt keine Karte zu bewegen
why-same-pile = Karten können nicht von { $pile } auf { $pile } selbst
why-run-to-foundation = nur einzelne Karten kommen auf die Ablagen
why-not-enough-cards = { $pile } hat { $holds ->
        [one] { $holds } Karte
       *[other] { $holds } Karten
    }, nicht { $count }
why-no-card = ein Zug nimmt mindestens eine Karte von { $pile }
why-top-card-only = nur die oberste Karte von { $pile } kann bewegt werden, nicht { $count } Karten
why-single-cards = in { $game } wird eine Karte nach der anderen bewegt
why-not-a-run-same-suit-down = die obersten { $count } Karten von { $pile } sind keine Folge: jede Karte muss einen Rang niedriger sein als die Karte darunter, in derselben Farbe
why-not-a-run = die obersten { $count } Karten von { $pile } sind keine Folge: jede Karte muss auf die Karte darunter passen
why-whole-pile-only = nur die oberste Karte oder der ganze { $pile } kann bewegt werden, nie ein Teil eines Stapels
why-not-in-sequence = { $pile } kann nicht als Ganzes bewegt werden: er ist nicht abwechselnd rot und schwarz absteigend gebaut
why-foundation-needs-card = { $card } kann nicht auf { $foundation }: dort fehlt { $needs }
why-foundation-needs-rank = { $card } kann nicht auf { $foundation }: eine leere Ablage nimmt eines der { $ranks }
why-foundation-complete = { $card } kann nicht auf { $foundation }: sie ist vollständig
why-tableau-refuses = { $card } kann nicht auf { $onto } in { $pile }: sie kommt auf { $build }
build-same-suit-up-or-down = eine Karte derselben Farbe, einen Rang höher oder niedriger
build-same-suit-down = eine Karte derselben Farbe, einen Rang höher
build-alternate-colours-down-wrapping = eine Karte der anderen Farbe (rot oder schwarz), einen Rang höher (ein König kommt auf ein Ass)
why-space-filled-automatically = { $pile } ist leer, aber Lücken werden aus { $from } gefüllt, solange dort Karten sind
why-space-waste-only = nur die oberste Karte des Abwurfstapels darf den leeren { $pile } füllen
why-foundation-keeps = eine Karte auf einer Ablage verlässt sie nie ({ $pile } behält ihre Karten)
why-not-a-source = von { $pile } werden keine Karten genommen: der Talon teilt sie aus
why-not-a-target = auf { $pile } werden keine Karten gelegt: sie kommen auf die Ablagen und die Stapel
why-blocked = { $pile } ist gesperrt, solange die Reihen ausgeteilt werden: nur die äußeren Stapel, { $first } und { $last }, können gespielt werden, bis der Talon leer ist
why-foundations-only-while-dealing = bis alle Karten ausgeteilt sind, sind nur Züge auf die Ablagen erlaubt (im Talon noch { $cards })
why-redeal-before-pack-out = eine Neuverteilung ist erst erlaubt, wenn alle Karten ausgeteilt sind (im Talon noch { $cards })
why-not-a-one-way-run = die obersten { $count } Karten von { $pile } sind keine Folge: eine Folge hat eine Farbe, jede Karte einen Rang über der Karte darunter, oder jede einen Rang darunter

## Mehr vom Ansagebereich und die Namen des Tisches

said-then-ending = { $words }. { $ending }
said-put-back = zurückgelegt
said-finish-cards = { $count ->
        [one] automatischer Abschluss: { $count } Karte auf die Ablagen
       *[other] automatischer Abschluss: { $count } Karten auf die Ablagen
    }
finish-not-yet = Noch nicht: der automatische Abschluss spielt die letzten Karten, sobald der Talon leer ist und jede Karte direkt auf die Ablagen kann.
table-label = Tisch: { $game }
redeals-left-title = Verbleibende Neuverteilungen

## Die Anzeige des Lösers und „Ihre Chancen“ (dieselben Worte wie rules.ftl)

solver-button-hint = Tipp
solver-button-hint-title = Einen guten nächsten Zug zeigen (H): den Zug eines Spielers, der die verdeckten Karten nicht sieht, außer Tipps dürfen sie ansehen (Einstellungen)
solver-button-demo = Vorführung
solver-button-demo-title = Dem Löser beim Spielen des restlichen Spiels zusehen (jede Eingabe hält ihn an)
solver-seer = Löser (sieht den Talon):
solver-winnable-only = Nur gewinnbare Spiele
solver-winnable-only-title = Neue Spiele sind solche, die der Löser als gewinnbar bewiesen hat
solver-state-thinking = Denkt nach…
solver-state-thinking-means = prüft, ob dieses Spiel noch zu gewinnen ist
solver-state-won = Gewonnen
solver-state-won-means = dieses Spiel ist gewonnen
solver-state-winnable = Gewinnbar
solver-state-winnable-means = dieses Spiel ist noch zu gewinnen
solver-state-unwinnable = Mit diesem Talon nicht zu gewinnen
solver-state-unwinnable-means = dieses Spiel ist mit diesem Talon nicht zu gewinnen
solver-state-unknown = Löser hat aufgegeben
solver-state-unknown-means = hat aufgegeben; er konnte nicht rechtzeitig sagen, ob dieses Spiel noch zu gewinnen ist
solver-state-unavailable = Löser nicht verfügbar
solver-state-unavailable-means = nicht verfügbar; er konnte in diesem Browser nicht geladen werden
solver-state-label = Löser (sieht den Talon): { $words }
solver-state-title = { $words }. Der Löser sieht jede Karte an, auch die verborgene Reihenfolge des Talons, die Sie nicht sehen: „gewinnbar“ heißt, dass es mit den Karten, wie sie wirklich liegen, einen Gewinnweg gibt. „Ihre Chancen“ daneben schaut nicht nach.

chances-thinking = Ihre Chancen: …
chances-stuck = Keine Züge mehr
chances-cannot-win = Nicht zu gewinnen, wie auch immer die verdeckten Karten liegen
chances-at-most = Höchstens { $percent }: keine probierte Reihenfolge ist zu gewinnen
chances-exact = Ihre Chancen: { $percent }
chances-estimate = Ihre Chancen: { $percent } ({ $low }–{ $high })
chances-unknown = Ihre Chancen: unbekannt
chances-label-off = Ihre Chancen sind in den Einstellungen ausgeschaltet
chances-label-no-worker = Ihre Chancen werden nicht gezeigt: Dieser Browser lässt den Löser auf der Seite selbst laufen, die ihre Berechnung aufhalten würde
chances-label-unavailable = Ihre Chancen werden nicht gezeigt: Der Löser konnte nicht geladen werden
chances-label-won = Dieses Spiel ist gewonnen
chances-label-thinking = Ihre Chancen von hier aus werden berechnet, ohne die verdeckten Karten anzusehen, so wie Sie das Spiel sehen
chances-label-stuck = Keine Züge mehr: Dieses Spiel ist verloren
chances-label-cannot-win = Dieses Spiel ist nicht mehr zu gewinnen, wie auch immer die verdeckten Karten liegen: Jede ihrer Reihenfolgen wurde probiert
chances-label-at-most = Ihre Chancen von hier aus liegen bei höchstens { $percent }: Keine probierte Reihenfolge der verdeckten Karten ist zu gewinnen (eine Schranke, kein Beweis)
chances-label-exact = Ihre Chancen von hier aus: { $percent }, berechnet ohne die verdeckten Karten anzusehen, so wie Sie das Spiel sehen; jede Reihenfolge der verdeckten Karten wurde probiert
chances-label-estimate = Ihre Chancen von hier aus: etwa { $percent } (95-%-Intervall { $low } bis { $high }), berechnet ohne die verdeckten Karten anzusehen, so wie Sie das Spiel sehen, aus zufällig probierten Reihenfolgen
chances-label-unknown = Ihre Chancen von hier aus konnten nicht berechnet werden

## Spiele nach Schwierigkeit

grade-easy = Leicht
grade-medium = Mittel
grade-hard = Schwer
grade-very-hard = Sehr schwer
grade-label = Schwierigkeit: { $grade }
grade-title = Schwierigkeit: { $grade }. So verlief eine Partie dieses Spiels von Anfang an für einen Spieler, der die verdeckten Karten nicht sieht. „Ihre Chancen“ wägt viele Reihenfolgen dieser Karten von Ihrer jetzigen Stellung aus ab, daher kann ein sehr schweres Spiel trotzdem hohe Chancen zeigen.
grade-not-found = Unter den { $count } eingestuften Spielen von { $game } ist keines { $grade ->
        [easy] leicht
        [medium] mittel
        [hard] schwer
       *[very-hard] sehr schwer
    }, daher kann dieses Spiel jede Schwierigkeit haben.

## Was an einem Link nicht stimmte (link-…) und die Aufzeichnungen (notice-…)

link-too-long = { $key } ist { $length } Zeichen lang, höchstens { $max } sind erlaubt: ignoriert.
link-no-game = „{ $text }“ ist kein Spiel: stattdessen { $game }.
link-no-draw-option = { $game } hat keine Option draw (nur { $canfield } hat eine): ignoriert.
link-no-spaces-option = { $game } hat keine Option spaces (nur { $canfield } hat eine): ignoriert.
link-bad-draw = draw ist 1 oder 3, nicht „{ $text }“: es werden 3 aufgedeckt.
link-bad-spaces = spaces ist waste oder any, nicht „{ $text }“: Lücken nehmen die Karte vom Abwurfstapel.
link-bad-deal = „{ $text }“ ist keine Spielnummer (Spiele sind ganze Zahlen von 1 bis { $max }): hier ist ein anderes Spiel.
link-bad-deal-kept = „{ $text }“ ist keine Spielnummer (Spiele sind ganze Zahlen von 1 bis { $max }): das gezeigte Spiel bleibt.
link-bad-autoplay = autoplay ist on oder off, nicht „{ $text }“: das automatische Spielen folgt Ihrer Einstellung.
link-bad-date = „{ $text }“ ist kein Datum (Daten werden wie 2026-11-23 geschrieben): hier ist das heutige Tagesspiel.
link-save-unreadable = Das gespeicherte Spiel zu dieser Nummer konnte nicht gelesen werden, daher beginnt es von vorn.
link-bad-share-url = share-url muss eine Webadresse sein (http oder https), nicht „{ $text }“: Geteilte Links führen zur Seite des Spiels selbst.
link-bad-storage-prefix = storage-prefix besteht aus 1 bis { $max } Buchstaben von a bis z, Ziffern, „-“, „_“ oder „.“, nicht „{ $text }“: Spiele, Einstellungen und Statistik werden unter den üblichen Namen gespeichert.
link-notices-join = { $first } { $next }
notice-not-kept = Ihr Fortschritt kann gerade nicht gespeichert werden: Der Speicher dieses Browsers ist voll oder verweigert. Diese Seite behält ihn und speichert ihn, sobald Platz frei wird; wird die Seite vorher geschlossen, geht er verloren.
notice-kept-again = Der Speicher funktioniert wieder: Ihr Fortschritt ist gespeichert.
notice-win-not-kept = Ihr Sieg ist noch nicht gespeichert: { $why ->
        [full] Der Speicher dieses Browsers ist voll
       *[other] Dieser Browser verweigert das Speichern
    }. Diese Seite behält ihn und speichert ihn, sobald es geht; wird die Seite vorher geschlossen, geht der Sieg verloren.
notice-win-kept = Ihr Sieg ist jetzt gespeichert.
notice-set-aside = Ihre Statistik war beschädigt und konnte nicht gelesen werden: Eine Kopie wird beiseitegelegt (als { $key }), und { $count ->
        [0] nichts davon konnte gerettet werden
        [one] { $count } Spiel wurde daraus gerettet
       *[other] { $count } Spiele wurden daraus gerettet
    }.
notice-facts-set-aside = Die von einem Tisch aufgezeichneten Spiele ({ $log }) waren beschädigt und konnten nicht alle gelesen werden: Eine Kopie wird beiseitegelegt (als { $key }), und { $count ->
        [0] kein Spiel konnte daraus gerettet werden
        [one] { $count } Spiel wurde daraus gerettet
       *[other] { $count } Spiele wurden daraus gerettet
    }.
notice-facts-newer = Die von einem Tisch aufgezeichneten Spiele ({ $log }) wurden von einer neueren Version von Patience gespeichert, die diese Seite nicht lesen kann: Sie werden hier nicht gezählt und für jene Version unverändert aufbewahrt.

## Die Steuerung des Tisches und die Tafeln am Spielende

chrome-controls = Spielsteuerung
chrome-title = Patience
chrome-game = Spiel
chrome-draw = Karten pro Talonzug
chrome-draw-3 = 3 aufdecken
chrome-draw-1 = 1 aufdecken
chrome-spaces = Was eine Lücke füllen darf, sobald die Reserve leer ist
chrome-spaces-waste = Lücken: Abwurf
chrome-spaces-any = Lücken: beliebig
chrome-new = Neu
chrome-new-title = Ein neues Spiel
chrome-restart = Neu beginnen
chrome-restart-title = Dieses Spiel neu beginnen
chrome-undo = Rückgängig
chrome-undo-title = Rückgängig (Strg+Z)
chrome-redo = Wiederholen
chrome-redo-title = Wiederholen (Strg+Y)
chrome-daily = Tagesspiel
chrome-daily-title = Das heutige Tagesspiel: für alle dasselbe
chrome-share = Teilen
chrome-share-title = Dieses Spiel, Ihre Partie oder ihre Lösung teilen
chrome-menu = Statistik, Einstellungen und Regeln
chrome-stats = Statistik
chrome-settings = Einstellungen
chrome-rules = Regeln
chrome-rules-title = Regeln dieses Spiels
rulebook-fetching = Die Regeln werden geladen…
rulebook-failed = Die Regeln konnten nicht geladen werden ({ $reason }). Schließen Sie sie und öffnen Sie sie erneut, um es noch einmal zu versuchen.
chrome-deal-number = Spielnummer
chrome-time = Zeit
chrome-more = Weitere Steuerelemente
# The "more" button's word while the narrow bar is unfolded.
chrome-fewer = weniger
chrome-footer-links = Spiel-Links teilen ein Spiel:
chrome-footer-copies = kopiert dieses
chrome-footer-undo = Strg+Z rückgängig
chrome-footer-redo = Strg+Y wiederholen
chrome-footer-keys = alle Tasten, zum Spielen ohne Maus
chrome-footer-embed = Patience in Ihre Website einbetten
chrome-redeal = Neu verteilen ({ $left })
chrome-redeal-title = Die Stapel einsammeln und neu austeilen
chrome-reserve = Reserve
chrome-reserve-title = Die Reserve durchsehen (ihre Karten sind offen; nur die oberste wird gespielt)
chrome-finish = Abschließen
chrome-finish-title = Den Rest auf die Ablagen spielen (F)
chrome-help = Tastenkürzel
chrome-help-title = Tastenkürzel (?)
chrome-announcements = Spielansagen
won-title = Gewonnen!
won-label = Gewonnen
won-demo-title = Die Vorführung hat es beendet
won-demo-note = Es zählt in Ihrer Statistik als gespielt, nicht als gewonnen.
won-again = Ein weiteres Spiel
lost-title = Keine Züge mehr
lost-text = Dieses Spiel steckt fest: Es gibt keinen erlaubten Zug mehr.
lost-text-stock = Dieses Spiel steckt fest: Nur das Umdrehen des Talons bleibt, und kein noch so häufiges Umdrehen macht je einen anderen Zug möglich.
lost-new = Neues Spiel
chrome-moves-word = { $count ->
        [one] Zug
       *[other] Züge
    }
chrome-redeal-label = { $left ->
        [one] Neu verteilen, noch { $left } Neuverteilung
       *[other] Neu verteilen, noch { $left } Neuverteilungen
    }
chrome-redeals-left = { $left ->
        [one] Neuverteilung übrig
       *[other] Neuverteilungen übrig
    }
won-summary = { $game } · Spiel Nr. { $deal } · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } · { $time }

## Die Tabellen der Statistik

stats-game = Spiel
stats-played = Gespielt
stats-won = Gewonnen
stats-rate = Gewinnquote
stats-streak = Serie
stats-best-streak = Beste Serie
stats-best-time = Beste Zeit
stats-fewest-moves = Wenigste Züge
stats-percent = { $percent }
stats-wins-by-grade = Siege nach Schwierigkeit
daily-stats-heading = Tagesspiele
daily-stats-played = Gespielte Tage
daily-stats-won = Gewonnene Tage
daily-stats-streak = Aktuelle Serie
daily-stats-best-streak = Beste Serie
daily-calendar-caption = Die letzten fünf Wochen (UTC-Tage): ✓ gewonnen, • gespielt
daily-calendar-mon = Mo
daily-calendar-tue = Di
daily-calendar-wed = Mi
daily-calendar-thu = Do
daily-calendar-fri = Fr
daily-calendar-sat = Sa
daily-calendar-sun = So
daily-day-won = gewonnen
daily-day-played = gespielt, nicht gewonnen
daily-day-none = nicht gespielt
daily-day-title = { $date }: { $words }
daily-deal-label = { $deal } · Tagesspiel { $date }
stats-options = { $draw } aufdecken · Lücken: { $spaces ->
        [any] beliebig
       *[waste] Abwurf
    }
daily-stats-days = { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }

## Das Formular der Einstellungen

settings-canfield-note = Teil des Spiel-Links. Eine Änderung während einer Partie beginnt nach Rückfrage ein neues Spiel.
settings-spaces-waste = Lücken: die Karte vom Abwurf
settings-spaces-any = Lücken: beliebige Karte
settings-autoplay = Automatisch spielen: Karten auf die Ablagen legen, wenn das nie schaden kann
settings-autoplay-off = Die Adresse dieser Seite schaltet das automatische Spielen aus
settings-deal-grade = Neue Spiele
settings-grade-any = Jede Schwierigkeit
settings-speed = Animation
settings-speed-normal = Normal
settings-speed-fast = Schnell
settings-speed-none = Keine
settings-card-size = Kartengröße
settings-size-small = Klein
settings-size-medium = Mittel
settings-size-large = Groß
settings-large-index = Großer Index: größerer Rang und größere Farbe in den Kartenecken
settings-theme = Design
settings-theme-auto = Automatisch
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-four-colour = Vier Farben: Kreuz grün, Karo blau
settings-left-handed = Linkshändig: Talon, Abwurf und Reserve auf der anderen Seite
settings-chances = Ihre Chancen: die Gewinnchance von hier aus zeigen, berechnet ohne die verdeckten Karten anzusehen
settings-peek-hints = Tipps dürfen die verdeckten Karten ansehen (der Gewinnweg des Lösers, der die Reihenfolge des Talons kennt)

start-error = Patience konnte nicht starten: { $why }
start-error-feature = diesem Browser fehlt eine nötige Funktion

## Die Leiste der Wiederholung

replay-bar-controls = Steuerung der Wiederholung
replay-bar-label = Wiederholung
replay-bar-start = Zurück zum Spielbeginn
replay-bar-back = Einen Zug zurück
replay-bar-back-title = Einen Zug zurück (Strg+Z)
replay-bar-play = Abspielen
replay-bar-pause = Pause
replay-bar-play-title = Die Züge abspielen
replay-bar-forward = Einen Zug vor
replay-bar-forward-title = Einen Zug vor (Strg+Y)
replay-bar-end = Zum letzten Zug
replay-bar-scrub = Gezeigte Züge
replay-bar-step = Zug { $step } von { $steps }
replay-bar-takeover = Ab hier spielen
replay-bar-takeover-title = Die Wiederholung beenden und von dieser Stellung aus weiterspielen
replay-ended = Ende der Wiederholung: „Ab hier spielen“, um weiterzuspielen, oder zurückgehen.
replay-takeover = Jetzt ist es Ihr Spiel, ab Zug { $step }: Rückgängig geht durch die Züge der Wiederholung zurück, Wiederholen spielt die nächsten.

## Die Tastaturhilfe

keys-title = Tastatur
keys-close = Schließen
keys-intro = Jede Aktion geht ohne Zeiger. Der fokussierte Stapel hat einen goldenen Ring; Bildschirmleser hören, was jeder Stapel enthält, und jeden Zug.
# The arrow keys: same as English on purpose.
keys-arrows-keys = ← → ↑ ↓
keys-arrows = zwischen Stapeln wechseln
keys-tab-keys = Tab, Umschalt+Tab
keys-tab = nächster oder vorheriger Stapel
keys-home-end-keys = Pos1, Ende
keys-home-end = erster oder letzter Stapel
keys-enter-keys = Eingabe oder Leertaste
keys-enter = die oberste Karte aufnehmen; auf einem hervorgehobenen Stapel dort ablegen
keys-enter-again-keys = Nochmals Eingabe, ↑ ↓
keys-enter-again = beim Halten, auf demselben Stapel: eine längere oder kürzere Folge nehmen
keys-esc-keys = Esc
keys-esc = die Karten zurücklegen
keys-stock-keys = S oder D
keys-stock = der Talon: austeilen, aufdecken oder den Abwurfstapel umdrehen
keys-redeal-keys = E
keys-redeal = neu verteilen ({ -game-capricieuse }, { -game-russian-patience })
keys-finish-keys = F
keys-finish = automatischer Abschluss, sobald der Sieg nur noch Formsache ist
keys-hint-keys = H
keys-hint = Tipp
keys-undo-keys = U, Strg+Z
keys-undo = rückgängig
keys-redo-keys = Strg+Y, Strg+Umschalt+Z
keys-redo = wiederholen
keys-restart-keys = R
keys-restart = dieses Spiel neu beginnen
keys-new-keys = N
keys-new = neues Spiel
keys-help-keys = ?
keys-help = diese Hilfe

elsewhere-continued = Dieses Spiel wurde in einem anderen Tab fortgesetzt und wird hier so gezeigt, wie es dort steht.
elsewhere-moved-first = Ein anderer Tab hat zuerst gezogen: Ihr Zug hier wurde zurückgenommen, und das Spiel wird so gezeigt, wie es dort steht.
share-note = Sobald Sie gespielt haben, können Sie auch Ihre Partie teilen.
solver-button-stop = Anhalten

## Warum ein Wiederholungslink endet

replay-stop = { $why }; die Wiederholung endet nach Zug { $move }
replay-why-bad-character = Zeichen { $at } ({ $found }) ist keiner der Buchstaben eines Wiederholungscodes (A-Z, a-z, 0-9, - und _)
replay-why-truncated = der Code endet mitten in einem Zug bei Zeichen { $at }: er wurde abgeschnitten
replay-why-unnecessary = der Zug ab Zeichen { $at } ist mit einem überflüssigen führenden Buchstaben geschrieben (ein Wiederholungscode schreibt jeden Zug nur auf eine Weise)
replay-why-move-too-long = der Zug ab Zeichen { $at } ist länger als { $max } Buchstaben
replay-why-too-long = der Code ist { $letters } Buchstaben lang, und Wiederholungscodes haben höchstens { $max } (der Code eines echten Spiels hat einige Hundert)
replay-why-out-of-range = Zug { $move } passt nicht zu diesem Spiel: er ist Nummer { $index } der erlaubten Züge, aber { $legal ->
        [0] es gibt keine (das Spiel ist vorbei)
        [one] es gibt nur { $legal }
       *[other] es gibt nur { $legal }
    }
replay-why-illegal = Zug { $move } ({ $token }) ist nicht erlaubt: { $why }
replay-why-not-listed = Zug { $move } ({ $token }) ist keiner der erlaubten Züge der Stellung

stats-error-too-large = Diese Datei ist viel zu groß für eine Patience-Statistik.
stats-error-not-json = Diese Datei ist keine Patience-Statistik: Sie ist kein JSON.
stats-error-foreign = Diese Datei ist keine Patience-Statistik.
stats-error-newer = Diese Datei wurde von einem neueren Patience geschrieben (Format { $format }); dieses liest Format { $version }.
stats-error-damaged = Diese Statistikdatei ist beschädigt: { $why }.

## The dialogs' frame and the statistics dialog (src/web/app/dialogs.rs,
## its buttons and messages).

dialog-close = Schließen
stats-table-label = Statistiktabelle
stats-assisted = Ein Spiel, in dem die Vorführung einen Zug gemacht hat, oder eine nach ihrem ersten Zug übernommene Wiederholung („Ab hier spielen“, auch die der Lösung), gilt als unterstützt: Es zählt als gespielt, nie als gewonnen, und beendet die Gewinnserie; es setzt nie eine beste Zeit oder wenigste Züge. Tipps und „Abschließen“ sind keine Unterstützung. Zeiten sind ganze Sekunden, wie die Uhr sie zeigt.
stats-reset-button = Zurücksetzen…
stats-export-button = Exportieren
stats-import-button = Importieren…
stats-import-label = Statistik aus einer Datei importieren
stats-no-storage = Die Statistik braucht den Speicher des Browsers, den diese Seite nicht nutzen darf.
stats-reset-done = Statistik zurückgesetzt.
# $file: the downloaded file's name.
stats-exported = Exportiert als { $file }.
stats-export-refused = Dieser Browser hat das Speichern der Datei verweigert.
stats-imported-none = Importiert: nichts Neues, diese Spiele waren schon gezählt.
# $count: how many games the file added.
stats-imported = Importiert: { $count ->
        [one] { $count } Spiel hinzugefügt.
       *[other] { $count } Spiele hinzugefügt.
    }
# $why: why the file was refused (a stats-error-… message).
stats-import-unchanged = { $why } Nichts wurde geändert.
stats-error-unreadable = Diese Datei konnte nicht gelesen werden.
