### Słowa stołu: polski (pl).
### Przetłumaczone z locales/en/table.ftl (src/table/input.rs,
### replay_viewer.rs, session.rs). Słownictwo jak w rules.ftl: rozdanie,
### ruch, stos bazowy, pasjans; nazwy gier w cudzysłowie po słowie
### „pasjans”, by ich nie odmieniać. $card i $why są jeszcze po angielsku
### (słowa silnika nie są jeszcze w Fluent).

## Gdy stół jest wstrzymany

hold-replay = To jest powtórka: naciśnij „Graj od tego miejsca”, aby grać dalej od tego ruchu.
hold-daily-wait = Chwileczkę: solver sprawdza rozdanie dnia.

## Otwarty link do powtórki

replay-opened = Powtórka pasjansa „{ $game }”, rozdanie nr { $deal }, { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }: naciśnij Odtwórz albo przejdź ją ruch po ruchu.
replay-refused = Ten link do powtórki został odrzucony: { $why }. Rozdanie jest pokazane od początku.
replay-damaged = Ten link do powtórki jest uszkodzony albo powstał dla innego rozdania: { $why }. { $moves ->
        [one] Wcześniejszy { $moves } ruch można odtworzyć.
        [few] Wcześniejsze { $moves } ruchy można odtworzyć.
        [many] Wcześniejszych { $moves } ruchów można odtworzyć.
       *[other] Wcześniejsze { $moves } ruchu można odtworzyć.
    }

## Okno potwierdzenia

confirm-leave = W tej grze wykonano { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }. Jej porzucenie liczy się w statystykach jako przegrana.
confirm-new-title = Rozpocząć nowe rozdanie?
confirm-new-yes = Nowe rozdanie
confirm-game-title = Zagrać w pasjansa „{ $game }”?
confirm-game-yes = Graj w „{ $game }”
confirm-deal-title = Zagrać w pasjansa „{ $game }”, rozdanie nr { $deal }?
confirm-deal-yes = Graj nr { $deal }
confirm-rules-title = Zagrać w pasjansa „{ -game-double-canfield }”, dobierając po { $draw } z talonu, wolne miejsca: { $spaces }?
confirm-rules-text = Zasady zmieniają się wraz z nowym rozdaniem. { $leave }
confirm-restart-title = Zacząć to rozdanie od nowa?
confirm-restart-text = { $moves ->
        [one] Twój { $moves } ruch w tej grze zostanie cofnięty.
        [few] Twoje { $moves } ruchy w tej grze zostaną cofnięte.
        [many] Twoich { $moves } ruchów w tej grze zostanie cofniętych.
       *[other] Twoje { $moves } ruchu w tej grze zostaną cofnięte.
    }
confirm-restart-yes = Od nowa
confirm-reset-title = Wyzerować wszystkie statystyki?
confirm-reset-text = Każda liczba każdej gry wróci do zera. Aby zachować kopię, najpierw je wyeksportuj.
confirm-reset-yes = Wyzeruj
confirm-cancel = Anuluj
confirm-keep-playing = Graj dalej

## Dlaczego nic się nie stało

refusal-nothing-to-undo = Nie ma czego cofnąć.
refusal-nothing-to-redo = Nie ma czego ponowić.
refusal-no-move = Dla tej karty nie ma dozwolonego ruchu: { $card }.
refusal-no-move-cards = Dla tych { $count } kart, począwszy od tej, nie ma dozwolonego ruchu: { $card }.
refusal-no-foundation = Żaden stos bazowy nie przyjmuje jeszcze tej karty: { $card }.

## Menu Udostępnij

share-deal = To rozdanie
share-win = Moja wygrana ({ $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    })
share-win-text = Wygrana w pasjansie „{ $game }”, rozdanie nr { $deal }, w { $moves ->
        [one] { $moves } ruchu
       *[other] { $moves } ruchach
    }, { $time }: { $link }
share-game = Moja dotychczasowa gra ({ $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    })
share-game-text = Moja dotychczasowa gra w pasjansa „{ $game }”, rozdanie nr { $deal }: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } w { $time }: { $link }
share-solution = Rozwiązanie ({ $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    })
share-solution-text = Zwycięska linia dla pasjansa „{ $game }”, rozdanie nr { $deal }: { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }: { $link }

## Odpowiedź schowka

copied-deal = Skopiowano link do tego rozdania: wklej go, aby udostępnić.
copied-win = Skopiowano link do powtórki twojej wygranej: wklej go, aby udostępnić.
copied-game = Skopiowano link do powtórki twojej dotychczasowej gry: wklej go, aby udostępnić.
copied-solution = Skopiowano link do powtórki zwycięskiej linii: wklej go, aby udostępnić.
copy-by-hand = Skopiuj ten link, aby udostępnić: { $link }

## Rozdanie dnia

daily-checking = Solver sprawdza rozdanie dnia pasjansa „{ $game }” z { $date }…
daily-no-solver = Rozdanie dnia wymaga solvera, którego nie udało się wczytać w tej przeglądarce: to zwykłe rozdanie i nie liczy się jako rozdanie dnia.
daily-timed-out = Solver nie odpowiedział na czas, więc nie udało się sprawdzić rozdania dnia: to zwykłe rozdanie i nie liczy się jako rozdanie dnia. Spróbuj „Rozdanie dnia” później.
daily-found = Rozdanie dnia pasjansa „{ $game }” z { $date }: nr { $deal }, takie samo dla wszystkich.

## Słowa solvera w wierszu komunikatów

solver-hint = Podpowiedź: { $move }.
solver-suggest-not-known-yet = Nie jest jeszcze znana żadna zwycięska linia; ten ruch wydaje się najbardziej przydatny: { $move }.
solver-suggest-lost = Tej gry nie da się już wygrać; ten ruch wydaje się najbardziej przydatny: { $move }.
solver-suggest-not-known-here = Od tego miejsca nie jest znana żadna zwycięska linia; ten ruch wydaje się najbardziej przydatny: { $move }.
solver-suggest-no-solver = Solver nie może działać w tej przeglądarce; ten ruch wydaje się najbardziej przydatny: { $move }.
solver-suggest-no-worker = Uczciwe podpowiedzi potrzebują workera w tle, którego ta przeglądarka tu nie uruchamia; ten ruch wydaje się najbardziej przydatny: { $move }.
solver-thinking = Myślę…
solver-won = Ta gra jest wygrana.
solver-no-move-left = Nie został żaden dozwolony ruch: cofnij albo zacznij od nowa.
solver-demo-started = Pokaz: solver gra zwycięską linię. Dowolny klawisz lub kliknięcie go zatrzyma.
solver-demo-stopped = Pokaz zatrzymany.
solver-game-over = Ta gra jest skończona: nie ma już nic do pokazania.
solver-looking-for-line = Szukam zwycięskiej linii…
solver-no-line-lost = Tej gry nie da się już wygrać, więc nie ma zwycięskiej linii do pokazania.
solver-no-line-here = Od tego miejsca nie jest znana żadna zwycięska linia, więc nie ma nic do pokazania.
solver-winnable-only-on = Nowe rozdania będą takie, o których solver udowodnił, że da się je wygrać.
solver-winnable-only-off = Nowe rozdania są losowe, do wygrania lub nie.
solver-finding-deal = Szukam rozdania do wygrania…
solver-no-deal-proven = Nie udało się szybko udowodnić, że któreś rozdanie da się wygrać, więc to jest losowe.
solver-unavailable = Nie udało się wczytać solvera w tej przeglądarce: podpowiedź nadal proponuje ruchy, ale nic nie da się udowodnić jako możliwe do wygrania. Ponowne wczytanie strony może go przywrócić.
solver-needs-solver = To wymaga solvera, którego nie udało się wczytać w tej przeglądarce.
