### Die Spielregeln: Deutsch (de).
### Übersetzt aus locales/en/rules.ftl (src/table/rulebook.rs) und gegen das
### Regelbuch (RULES.md), docs/rules.md und die Quelltexte
### (seeds/) gelesen. Wortschatz: Patience, Ablage (Ablagestapel), Talon,
### Abwurfstapel, Reserve, Stapel, Spalte, Geben, Neuverteilung; Farbe =
### Pik, Herz, Karo, Kreuz (rot und schwarz werden so genannt).

## Der Dialog

rules-tabs-label = Regeln von
rules-label-format = { $label }:

## Das Bild des Tisches

rules-picture-caprice = Der Tisch von { -game-caprice }
rules-picture-capricieuse = Der Tisch von { -game-capricieuse }
rules-picture-lucas-leaps = Der Tisch von { -game-lucas-leaps }
rules-picture-double-canfield = Der Tisch von { -game-double-canfield }
rules-picture-russian-patience = Der Tisch der { -game-russian-patience }
rules-picture-stock = Talon
rules-picture-waste = Abwurf
rules-picture-reserve = Reserve
# Ass, König.
rules-picture-ace = A
rules-picture-king = K

## Bildunterschriften

rules-caption-caprice = Ass-Ablagen, der Talon, König-Ablagen; darunter die zwölf Stapel.
rules-caption-capricieuse = Ass-Ablagen und König-Ablagen; darunter die zwölf Stapel. Kein Talon.
rules-caption-lucas-leaps = Der Talon und der Abwurfstapel neben acht Ablagen; darunter dreizehn Stapel.
rules-caption-double-canfield = Der Talon und der Abwurfstapel neben acht Ablagen; darunter die Reserve und fünf Stapel.
rules-caption-russian-patience = Ass-Ablagen, der Talon, König-Ablagen; darunter zwölf Spalten, Reihe für Reihe gegeben. Solange Reihen gegeben werden, spielen nur die beiden äußeren Spalten (die abgeblendeten warten).

## Absatzüberschriften (fett, vor dem Text)

rules-label-goal = Ziel
rules-label-foundations = Ablagen
rules-label-deal = Das Geben
rules-label-moving = Karten bewegen
rules-label-stock = Der Talon
rules-label-spaces = Leere Stapel
rules-label-redeals = Neuverteilungen
rules-label-lost = Verloren
rules-label-reserve-public = Die Reserve ist offen
rules-label-while-dealing = Solange Reihen gegeben werden
rules-label-pack-out = Wenn alle Karten ausliegen

## Caprice

rules-caprice-goal = alle 104 Karten der beiden Kartenspiele auf den acht Ablagen.
rules-caprice-foundations = jede Farbe hat eine Ass-Ablage, aufsteigend vom Ass bis zum König gelegt, und eine König-Ablage, absteigend vom König bis zum Ass. Das erste Ass und der erste König jeder Farbe im gemischten Spiel eröffnen sie.
rules-caprice-deal = eine Karte auf jeden der zwölf Stapel; die übrigen 84 Karten bilden den Talon.
rules-caprice-moving = die oberste Karte eines Stapels kommt auf eine Karte ihrer eigenen Farbe, die einen Rang höher oder niedriger ist; ein Stapel darf also abwechselnd auf- und absteigen. Immer nur eine Karte. Ass und König sind keine Nachbarn. Eine Karte auf einer Ablage bleibt dort.
rules-caprice-stock = ein Tippen gibt eine Karte auf jeden Stapel, vom ersten bis zum zwölften, leere eingeschlossen; die letzte Runde kann kürzer sein. Der Talon wird einmal durchgespielt.
rules-caprice-spaces = solange der Talon reicht, wird ein Stapel, den Sie leeren, sofort aus ihm nachgefüllt. Danach darf jede oberste Karte auf einen leeren Stapel.
rules-caprice-lost = wenn kein Zug mehr bleibt.

## Capricieuse

rules-capricieuse-goal = alle 104 Karten der beiden Kartenspiele auf den acht Ablagen.
rules-capricieuse-foundations = wie bei { -game-caprice } für jede Farbe eine Ass-Ablage (aufsteigend bis zum König) und eine König-Ablage (absteigend bis zum Ass), aber alle beginnen leer.
rules-capricieuse-deal = das ganze Spiel wird Karte für Karte reihum auf die zwölf Stapel gegeben. Jede Karte wird zuerst angesehen: Ein Ass oder König, dessen Ablage noch leer ist, eröffnet sie, und eine Karte, die auf die Ass- oder König-Ablage ihrer Farbe passt, kommt dorthin. Nur die übrigen Karten landen auf dem Stapel, und dann geht das Geben zum nächsten Stapel weiter. Es gibt keinen Talon.
rules-capricieuse-moving = wie bei { -game-caprice }: immer nur eine Karte, auf eine Karte ihrer eigenen Farbe, die einen Rang höher oder niedriger ist; Ass und König sind keine Nachbarn. Jede Karte darf auf einen leeren Stapel.
rules-capricieuse-redeals = zweimal im Spiel, wann immer Sie wollen, werden die Stapel aufgenommen, die Karten des ersten Stapels zuerst, jeder Stapel von unten nach oben, und ohne Mischen auf dieselbe Weise neu gegeben, beginnend beim ersten Stapel.
rules-capricieuse-lost = wenn kein Zug und keine Neuverteilung mehr bleibt.

## Lucas Leaps

rules-lucas-leaps-goal = alle 104 Karten auf den acht Ablagen.
rules-lucas-leaps-foundations = jede leere Ablage nimmt ein Ass; jede wird in ihrer Farbe bis zum König aufsteigend gelegt.
rules-lucas-leaps-deal = dreizehn Stapel zu vier Karten; die übrigen 52 bilden den Talon.
rules-lucas-leaps-moving = auf den Stapeln wird absteigend in Farbe gelegt. Eine oberste Karte oder eine Folge oberster Karten, die in einer Farbe absteigt, zieht als Ganzes auf die Karte dieser Farbe, die einen Rang über der untersten Karte der Folge liegt, oder auf einen leeren Stapel. Auf die Ablagen kommen nur einzelne Karten.
rules-lucas-leaps-stock = ein Tippen legt eine Karte auf den Abwurfstapel, dessen oberste Karte spielbar ist. Der Talon wird einmal durchgespielt.
rules-lucas-leaps-lost = wenn kein Zug mehr bleibt.

## Doppel-Canfield

rules-double-canfield-goal = alle 104 Karten auf den acht Ablagen.
rules-double-canfield-foundations = die erste gegebene Karte eröffnet die erste Ablage, und ihr Rang ist der Grundrang des Spiels. Jede leere Ablage nimmt eine Karte dieses Rangs; jede wird in ihrer Farbe aufsteigend gelegt, vom König weiter zum Ass, bis sie dreizehn Karten hält.
rules-double-canfield-deal = dreizehn Karten bilden die Reserve (offen; nur ihre oberste Karte ist spielbar), je eine Karte kommt auf fünf Stapel, und die übrigen 85 bilden den Talon.
rules-double-canfield-reserve-public = ihre Karten werden offen gegeben, also darf jeder sie durchsehen. Der Tisch zeigt sie als Stoß (ihre oberste Karte, darunter die Anzahl); die Schaltfläche „Reserve“ fächert sie zum Ansehen auf und schiebt sie wieder zusammen.
rules-double-canfield-moving = auf den Stapeln wird absteigend in abwechselnd roten und schwarzen Karten gelegt, und ein König darf auf ein Ass (ein Ass nicht auf einen König). Sie dürfen die oberste Karte eines Stapels ziehen oder den ganzen Stapel auf einmal, wenn er ganz eine solche Folge ist, nie einen Teil davon. Auf die Ablagen kommen nur einzelne Karten.
rules-double-canfield-stock = ein Tippen legt drei Karten (eine, beim Ziehen von 1) nacheinander auf den Abwurfstapel, sodass die letzte oben liegt. Ist der Talon leer, dreht ein Tippen den Abwurfstapel um, der wieder zum Talon wird, so oft Sie wollen.
rules-double-canfield-spaces = solange die Reserve reicht, wird ein Stapel, den Sie leeren, sofort mit ihrer obersten Karte nachgefüllt. Danach hängt es von der Einstellung für leere Stapel ab: „Abwurf“, nur die oberste Karte des Abwurfstapels darf einen leeren Stapel füllen; „beliebig“, jede Karte und jeder Stapel, der ziehen kann, darf es.
rules-double-canfield-lost = wenn nichts als das Durchspielen des Talons bleibt und es nie einen Zug bringen würde.

## Russische Patience

rules-russian-patience-goal = alle 104 Karten der beiden Kartenspiele auf den acht Ablagen.
rules-russian-patience-foundations = wie bei { -game-capricieuse } hat jede Farbe eine Ass-Ablage, aufsteigend vom Ass bis zum König gelegt, und eine König-Ablage, absteigend vom König bis zum Ass. Alle beginnen leer: Ein Ass oder ein König eröffnet seine eigene.
rules-russian-patience-deal = eine Reihe von zwölf Karten, eine auf jede Spalte; die übrigen 92 bilden den Talon. Jedes Tippen auf den Talon gibt die nächste Reihe, eine Karte auf jede Spalte, leere eingeschlossen, wobei jede Reihe die vorige überlappt (die letzte Reihe kann kürzer sein).
rules-russian-patience-while-dealing = Karten dürfen nur auf die Ablagen und nur aus verfügbaren Spalten. Solange nur die erste Reihe ausliegt, ist jede Karte verfügbar; sobald die nächste Reihe begonnen hat, sind es nur die obersten Karten der beiden äußeren Spalten, der ersten und der zwölften (der Tisch blendet die anderen ab). Eine Spalte, die Sie leeren, wird sofort aus dem Talon nachgefüllt.
rules-russian-patience-pack-out = die oberste Karte jeder Spalte ist verfügbar. Eine Karte kommt auf ihre Ablage oder auf eine Karte ihrer eigenen Farbe, die einen Rang höher oder niedriger ist; eine Spalte darf also abwechselnd auf- und absteigen; Ass und König sind keine Nachbarn. Eine Folge oberster Karten einer Farbe, jede einen Rang über der Karte darunter oder jede einen Rang darunter (durchgehend in derselben Richtung), zieht als Ganzes auf eine Karte, auf die ihre unterste Karte dürfte, oder in eine leere Spalte. Jede Karte oder Folge darf eine leere Spalte füllen. Auf die Ablagen kommen nur einzelne Karten.
rules-russian-patience-redeals = zweimal im Spiel, sobald der Talon leer ist, werden die Spalten aufgenommen (die Karten der ersten Spalte zuerst, jede von unten nach oben), gemischt und neu gegeben wie zu Beginn: eine erste Reihe von zwölf, der Rest als Talon. Das Mischen ist durch die aufgenommenen Karten festgelegt; wer eine Neuverteilung zurücknimmt und neu verteilt, bekommt also dieselbe Verteilung wieder.
rules-russian-patience-lost = wenn kein Zug und keine Neuverteilung mehr bleibt.

## Automatisch spielen: was sicher ist

rules-autoplay-heading = Automatisch spielen: was sicher ist
rules-safe-caprice-capricieuse = Eine Karte geht nur dann von selbst auf ihre Ablage, wenn keine Karte sie im Tableau noch brauchen könnte: wenn die andere Ablage ihrer Farbe, die vom anderen Ende kommt, schon so weit ist wie diese (oder vollständig ist). Zum Beispiel kommt die 6♠ auf die Pik-Ass-Ablage bei 5♠, sobald die Pik-König-Ablage bei der 5♠ oder tiefer angekommen ist; jede Karte, die sie hätte brauchen können, folgt ihr dann nach oben.
rules-safe-caprice-capricieuse-waits = Bei { -game-caprice } bleibt die letzte Karte eines Stapels liegen, solange der Talon den Stapel nachfüllen würde. Bei { -game-capricieuse } wird nichts für Sie gespielt, solange eine Neuverteilung übrig ist: Eine Karte weniger würde ändern, wie die ganze Neuverteilung fällt.
rules-safe-lucas-leaps = Eine Karte geht von selbst auf ihre Ablage, wenn beide Karten ihrer Farbe, die einen Rang niedriger sind, schon auf Ablagen liegen (Asse immer), sodass nichts mehr auf ihr aufbauen wollen könnte, und ihr Zwilling noch auf einer anderen Ablage folgen kann.
rules-safe-double-canfield = Eine Karte geht von selbst auf ihre Ablage, wenn alle vier Karten, die in einem Stapel auf sie gelegt werden könnten (von den beiden Farben der Gegenfarbe, Rot oder Schwarz, je beide Karten, einen Rang niedriger; ein König unter einem Ass), schon auf Ablagen liegen und ihr Zwilling noch auf einer anderen Ablage folgen kann. Beim Ziehen von 3 werden keine Karten für Sie vom Abwurfstapel genommen: Das würde ändern, wie der Abwurfstapel in Dreiergruppen fällt.
rules-safe-russian-patience = Nichts wird für Sie gespielt, solange eine Neuverteilung übrig ist: Eine Karte weniger in den Stapeln würde ändern, wie das ganze Mischen fällt. Nach der letzten Neuverteilung geht eine Karte nur dann von selbst auf ihre Ablage, wenn keine Karte sie im Tableau noch brauchen könnte: wenn die andere Ablage ihrer Farbe, die vom anderen Ende kommt, schon so weit ist wie diese (oder vollständig ist), wie bei { -game-capricieuse }.
rules-safe-russian-patience-stock = Solange der Talon reicht, bleibt die letzte Karte eines Stapels liegen, da der Talon den Stapel nachfüllen würde.
rules-autoplay-settings = Das automatische Spielen lässt sich in den Einstellungen ausschalten. Wird ein automatischer Zug zurückgenommen, kommt er nicht gleich wieder. Sobald nichts mehr verdeckt ist (der Talon ist leer) und Züge auf die Ablagen allein gewinnen würden, kann der Rest für Sie ausgespielt werden.

## Was der Tipp und die Anzeige wissen

rules-solver-heading = Was der Tipp und die Anzeige wissen
rules-solver-indicator = Die Anzeige und die Vorführung fragen den Löser, der die Verteilung bis zu ihrem Ende durchsucht. Er sieht die Reihenfolge der Karten im Talon, die Sie nicht sehen, und sagt das auch („Löser (sieht den Talon)“). „Gewinnbar“ heißt also: für jemanden, der den Talon kennt. „Mit diesem Talon nicht zu gewinnen“ ist bewiesen, für den Talon, wie er liegt. „Löser hat aufgegeben“ heißt, dass der Suche die Zeit ausging, bevor sie es sagen konnte. Die Vorführung spielt den Gewinnweg des Lösers.
rules-solver-chances = „Ihre Chancen“ daneben schaut nicht nach: Es probiert zufällige Reihenfolgen der verdeckten Karten, wie Sie sie sich vorstellen könnten, und gibt die Gewinnchance von hier aus mit ihrer Fehlerspanne an. „Keine Züge mehr“ ist sicher; „Nicht zu gewinnen, wie auch immer die verdeckten Karten liegen“ ist für jede Reihenfolge bewiesen; „Höchstens { $percent } %“ heißt, dass keine der probierten Reihenfolgen zu gewinnen war. In den Einstellungen lässt es sich ausschalten.
rules-solver-hint = Der Tipp schlägt den Zug jenes Spielers vor, der nicht nachschaut, in Worten, die nur nennen, was Sie sehen („den Talon aufdecken“, „die nächste Reihe geben“, „die Pik-Zehn auf Ablage 2 legen“): Er verrät nie, welche Karte der Talon aufdecken würde. Mit der Einstellung „Tipps dürfen die verdeckten Karten ansehen“ schlägt er stattdessen den nächsten Zug des Gewinnwegs des Lösers vor, der den Talon kennt. Wo keins von beiden bekannt ist, schlägt der Tipp den Zug vor, der am nützlichsten aussieht, und sagt das.
