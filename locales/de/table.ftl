### Die Worte des Tisches: Deutsch (de).
### Übersetzt aus locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Wortschatz wie in rules.ftl: Spiel, Zug, Ablage, Patience.
### $card und $why sind noch Englisch (die Worte der Spiel-Engine sind noch
### nicht in Fluent).

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
