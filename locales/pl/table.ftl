### Słowa stołu: polski (pl).
### Przetłumaczone z locales/en/table.ftl (src/table/input.rs,
### replay_viewer.rs, session.rs). Słownictwo jak w rules.ftl: rozdanie,
### ruch, stos bazowy, pasjans; nazwy gier w cudzysłowie po słowie
### „pasjans”, by ich nie odmieniać.

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
refusal-landing = Ta karta jeszcze się przesuwa: spróbuj ponownie, gdy się zatrzyma.
refusal-only-stock = Odwracanie talonu niczego nie zmienia: tylko ono zostało, a żadna liczba obrotów nie umożliwi już innego ruchu. Ta gra jest przegrana.

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

## Karty i stosy, tak jak nazywa je stół i czytnik ekranu
## (src/table/announce.rs). Nazwy kart i stosów są w mianowniku
## („dziesiątka pik”, „stos 3”), więc zdania stawiają je po dwukropku lub
## myślniku, nie po przyimkach.

card-name = { $rank } { $suit }
card-rank-1 = as
card-rank-2 = dwójka
card-rank-3 = trójka
card-rank-4 = czwórka
card-rank-5 = piątka
card-rank-6 = szóstka
card-rank-7 = siódemka
card-rank-8 = ósemka
card-rank-9 = dziewiątka
card-rank-10 = dziesiątka
card-rank-11 = walet
card-rank-12 = dama
card-rank-13 = król
# Dopełniacz liczby mnogiej: „jedną z dziewiątek”.
card-ranks-1 = asów
card-ranks-2 = dwójek
card-ranks-3 = trójek
card-ranks-4 = czwórek
card-ranks-5 = piątek
card-ranks-6 = szóstek
card-ranks-7 = siódemek
card-ranks-8 = ósemek
card-ranks-9 = dziewiątek
card-ranks-10 = dziesiątek
card-ranks-11 = waletów
card-ranks-12 = dam
card-ranks-13 = królów
card-suit-spades = pik
card-suit-hearts = kier
card-suit-diamonds = karo
card-suit-clubs = trefl

pile-foundation = stos bazowy { $number }
pile-tableau = stos { $number }
pile-stock = talon
pile-waste = stos kart odrzuconych
pile-reserve = rezerwa
pile-packet = paczka

count-cards = { $count ->
        [0] brak kart
        [one] { $count } karta
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    }
list-comma = { $first }, { $next }
list-and = { $first } i { $last }
list-or = { $first } lub { $last }

## Co mówi czytnik ekranu po ruchu

said-autoplay = autogra: { $words }
said-finish = autozakończenie: { $words }
said-undone = cofnięto: { $words }
said-redone = powtórzono: { $words }
said-then = { $first }; { $next }
said-moved = { $cards }; skąd — { $from }, dokąd — { $to }
said-filled = uzupełniono: { $pile }, kartą { $card }, skąd — { $from }
unit-cards = { $count ->
        [one] { $count } karta, od „{ $first }” do „{ $last }”
        [few] { $count } karty, od „{ $first }” do „{ $last }”
       *[many] { $count } kart, od „{ $first }” do „{ $last }”
    }
unit-no-card = żadna karta
stock-changed-nothing = ruch talonem niczego nie zmienił
stock-empty-now = talon jest pusty
stock-left = w talonie zostało: { $cards }
stock-turned-over = stos kart odrzuconych odwrócony do talonu: { $cards }
stock-turned-one = odkryto na stos kart odrzuconych: { $card }; { $rest }
stock-turned = odkryto na stos kart odrzuconych: { $cards }, na wierzchu — { $card }; { $rest }
stock-dealt-row = rozdano kolejny rząd, z talonu: { $cards }; { $rest }
stock-dealt = rozdano z talonu: { $cards }; { $rest }
redeal-left = ponowne rozdanie: zostało { $left }
redeal-dealt-again = stosy zebrane, potasowane i rozdane od nowa: pierwszy rząd — { $row }, w talonie — { $stock }
redeal-to-foundations = na stosy bazowe: { $cards }
rows-all-open = teraz można grać z każdego stosu
rows-none-open = do następnego rzędu nie można grać z żadnego stosu
rows-open = { $count ->
        [one] dopóki talon nie jest rozdany, grać można tylko stosem: { $piles }
       *[other] dopóki talon nie jest rozdany, grać można tylko stosami: { $piles }
    }
dealt-new = nowe rozdanie: „{ $game }”, rozdanie { $deal }
dealt-again = „{ $game }”, rozdanie { $deal }, rozpoczęte od nowa
status-won = Wygrana!
status-demo-won = Grę dokończył pokaz: liczy się jako rozegrana, nie jako wygrana.
status-lost = Brak ruchów: gra jest przegrana.

## Ruch podpowiedzi, jako rada

hint-turn-waste = odwróć stos kart odrzuconych, aby znów utworzyć talon ({ $cards })
hint-deal-row = rozdaj kolejny rząd z talonu (zostało tam: { $cards })
hint-turn-stock-draw = { $count ->
        [one] odkryj z talonu: następną kartę na stos kart odrzuconych
       *[other] odkryj z talonu: następne karty ({ $count }) na stos kart odrzuconych
    }
hint-turn-stock = odkryj z talonu
hint-redeal = rozdaj ponownie: zbierz stosy i rozdaj je od nowa (potem zostanie ponownych rozdań: { $left })
hint-no-card = żadną kartę
hint-card = kartę „{ $card }”
hint-cards = { $count ->
        [one] { $count } kartę od „{ $first }” do „{ $last }”
        [few] { $count } karty od „{ $first }” do „{ $last }”
       *[many] { $count } kart od „{ $first }” do „{ $last }”
    }
hint-onto-card = na kartę „{ $card }” (dokąd — { $pile })
hint-onto-empty = dokąd — { $pile }, pusty
hint-onto = dokąd — { $pile }
hint-move = przełóż { $what }, skąd — { $from }, { $onto }

## Dostępna nazwa stosu

label-stock = talon
label-waste = stos kart odrzuconych
label-reserve = rezerwa
label-part = { $label }, { $part }
label-turn-over = odwróć stos kart odrzuconych
label-deal-row = rozdaj kolejny rząd
label-deal = rozdaj
label-empty = pusty
label-takes-card = czeka na kartę „{ $card }”
label-takes-rank = przyjmie dowolną kartę: { $rank }
label-top = { $cards }, na wierzchu: { $card }
label-blocked = zablokowany, dopóki rozdawane są rzędy
label-holding = { $count ->
        [one] jego wierzchnia karta jest wzięta
       *[other] wzięte wierzchnie karty: { $count }
    }
label-target = może przyjąć wzięte karty
holding-can-go = { $count ->
        [one] wzięta karta: { $what }, skąd — { $from }; może pójść tutaj: { $targets }
       *[other] wzięte karty: { $what }, skąd — { $from }; mogą pójść tutaj: { $targets }
    }
holding-stuck = { $count ->
        [one] wzięta karta: { $what }, skąd — { $from }; teraz nie może nigdzie pójść
       *[other] wzięte karty: { $what }, skąd — { $from }; teraz nie mogą nigdzie pójść
    }
stock-caption-next-row = Kolejny rząd
stock-title-turn-over = Odwróć stos kart odrzuconych
stock-title-empty = Talon jest pusty
stock-title-deal-row = Rozdaj kolejny rząd: zostało { $cards }
stock-title-deal = Rozdaj: zostało { $cards }

## Dlaczego ruch jest odrzucony

why-no-stock = pasjans „{ $game }” nie ma talonu
why-stock-empty = talon jest pusty
why-stock-and-waste-empty = talon i stos kart odrzuconych są puste
why-no-redeals = pasjans „{ $game }” nie ma ponownych rozdań
why-redeals-used = nie zostało żadne ponowne rozdanie (gra ma ich { $count } i oba są wykorzystane)
why-no-such-pile = pasjans „{ $game }” nie ma takiego stosu: { $pile }
why-empty-source = pusty — { $pile }: nie ma karty do przełożenia
why-same-pile = karty nie można przełożyć na ten sam stos: { $pile }
why-run-to-foundation = na stosy bazowe idą tylko pojedyncze karty
why-not-enough-cards = { $pile }: leży tam { $holds ->
        [one] { $holds } karta
        [few] { $holds } karty
        [many] { $holds } kart
       *[other] { $holds } karty
    }, a nie { $count }
why-no-card = ruch bierze co najmniej jedną kartę, skąd — { $pile }
why-top-card-only = { $pile }: przełożyć można tylko wierzchnią kartę, nie { $count }
why-single-cards = w pasjansie „{ $game }” przekłada się po jednej karcie
why-not-a-run-same-suit-down = { $pile }: wierzchnie karty ({ $count }) nie są sekwensem: każda karta musi być o jeden niższa od karty pod nią, w tym samym kolorze
why-not-a-run = { $pile }: wierzchnie karty ({ $count }) nie są sekwensem: każda karta musi pasować do karty pod nią
why-whole-pile-only = { $pile }: przełożyć można tylko wierzchnią kartę albo cały stos, nigdy jego część
why-not-in-sequence = { $pile }: stosu nie można przełożyć w całości — nie maleje na przemian kolorami
why-foundation-needs-card = { $card } — nie może iść na { $foundation }: potrzebna jest karta „{ $needs }”
why-foundation-needs-rank = { $card } — nie może iść na { $foundation }: pusty stos bazowy przyjmuje jedną z { $ranks }
why-foundation-complete = { $card } — nie może iść na { $foundation }: jest ukończony
why-tableau-refuses = { $card } — nie może iść na kartę „{ $onto }” ({ $pile }): kładzie się ją na { $build }
build-same-suit-up-or-down = kartę tego samego koloru o jeden wyższą lub niższą
build-same-suit-down = kartę tego samego koloru o jeden wyższą
build-alternate-colours-down-wrapping = kartę innej barwy o jeden wyższą (król idzie na asa)
why-space-filled-automatically = { $pile } jest pusty, ale puste miejsca są uzupełniane stąd, dopóki są tam karty: { $from }
why-space-waste-only = pusty stos ({ $pile }) może zająć tylko wierzchnia karta ze stosu kart odrzuconych
why-foundation-keeps = karta ze stosu bazowego nigdy go nie opuszcza ({ $pile } zatrzymuje swoje karty)
why-not-a-source = stąd nie bierze się kart, rozdaje je ruch talonem: { $pile }
why-not-a-target = tu nie kładzie się kart, idą na stosy bazowe i stosy: { $pile }
why-blocked = { $pile } jest zablokowany, dopóki rozdawane są rzędy: do końca talonu grać można tylko skrajnymi stosami — { $first } i { $last }
why-foundations-only-while-dealing = dopóki talon nie jest rozdany, dozwolone są tylko ruchy na stosy bazowe (w talonie jeszcze { $cards })
why-redeal-before-pack-out = ponowne rozdanie jest dozwolone dopiero po rozdaniu talonu (w talonie jeszcze { $cards })
why-not-a-one-way-run = { $pile }: wierzchnie karty ({ $count }) nie są sekwensem: sekwens jest w jednym kolorze, każda karta o jeden wyższa od karty pod nią albo każda o jeden niższa

## Więcej o komunikatach i nazwy stołu

said-then-ending = { $words }. { $ending }
said-put-back = odłożono
said-finish-cards = { $count ->
        [one] autozakończenie: { $count } karta na stosy bazowe
        [few] autozakończenie: { $count } karty na stosy bazowe
        [many] autozakończenie: { $count } kart na stosy bazowe
       *[other] autozakończenie: { $count } karty na stosy bazowe
    }
finish-not-yet = Jeszcze nie: autozakończenie rozgrywa ostatnie karty, gdy talon jest pusty i każda karta może iść prosto na stosy bazowe.
table-label = Stół pasjansa „{ $game }”
redeals-left-title = Pozostałe ponowne rozdania

## Wskaźnik solvera i „Twoje szanse” (te same słowa co w rules.ftl)

solver-button-hint = Podpowiedź
solver-button-hint-title = Pokaż dobry następny ruch (H): ruch gracza, który nie widzi zakrytych kart, chyba że podpowiedzi mogą je podglądać (Ustawienia)
solver-button-demo = Pokaz
solver-button-demo-title = Zobacz, jak solver rozgrywa resztę tej gry (dowolna czynność go zatrzyma)
solver-seer = Solver (widzi talon):
solver-winnable-only = Tylko rozdania do wygrania
solver-winnable-only-title = Nowe rozdania to takie, o których solver udowodnił, że da się je wygrać
solver-state-thinking = Myśli…
solver-state-thinking-means = sprawdza, czy tę grę można jeszcze wygrać
solver-state-won = Wygrana
solver-state-won-means = ta gra jest wygrana
solver-state-winnable = Do wygrania
solver-state-winnable-means = tę grę można jeszcze wygrać
solver-state-unwinnable = Nie do wygrania z tym talonem
solver-state-unwinnable-means = tej gry nie da się wygrać z tym talonem
solver-state-unknown = Solver się poddał
solver-state-unknown-means = poddał się; nie zdążył ustalić, czy tę grę można jeszcze wygrać
solver-state-unavailable = Solver niedostępny
solver-state-unavailable-means = niedostępny; nie udało się go wczytać w tej przeglądarce
solver-state-label = Solver (widzi talon): { $words }
solver-state-title = { $words }. Solver patrzy na każdą kartę, także na ukrytą kolejność talonu, której nie widzisz: „do wygrania” znaczy, że istnieje zwycięska linia przy kartach ułożonych tak, jak naprawdę leżą. „Twoje szanse” obok nie podglądają.

chances-thinking = Twoje szanse: …
chances-stuck = Brak ruchów
chances-cannot-win = Nie do wygrania, jakiekolwiek są zakryte karty
chances-at-most = Najwyżej { $percent }: żadnej wypróbowanej kolejności nie da się wygrać
chances-exact = Twoje szanse: { $percent }
chances-estimate = Twoje szanse: { $percent } ({ $low }–{ $high })
chances-unknown = Twoje szanse: nieznane
chances-label-off = Twoje szanse są wyłączone w ustawieniach
chances-label-no-worker = Twoje szanse nie są pokazywane: ta przeglądarka uruchamia solver na samej stronie, którą ich liczenie by wstrzymało
chances-label-unavailable = Twoje szanse nie są pokazywane: nie udało się wczytać solvera
chances-label-won = Ta gra jest wygrana
chances-label-thinking = Twoje szanse od tego miejsca są liczone bez podglądania zakrytych kart, tak jak widzisz grę
chances-label-stuck = Brak ruchów: ta gra jest przegrana
chances-label-cannot-win = Tej gry nie da się już wygrać, jakiekolwiek są zakryte karty: wypróbowano każdą ich kolejność
chances-label-at-most = Twoje szanse od tego miejsca wynoszą najwyżej { $percent }: żadnej wypróbowanej kolejności zakrytych kart nie da się wygrać (to ograniczenie, nie dowód)
chances-label-exact = Twoje szanse od tego miejsca: { $percent }, policzone bez podglądania zakrytych kart, tak jak widzisz grę; wypróbowano każdą kolejność zakrytych kart
chances-label-estimate = Twoje szanse od tego miejsca: około { $percent } (przedział 95% od { $low } do { $high }), policzone bez podglądania zakrytych kart, tak jak widzisz grę, z losowo wypróbowanych kolejności
chances-label-unknown = Nie udało się policzyć twoich szans od tego miejsca

## Rozdania według trudności

grade-easy = Łatwe
grade-medium = Średnie
grade-hard = Trudne
grade-very-hard = Bardzo trudne
grade-label = Trudność: { $grade }
grade-title = Trudność: { $grade }. Tak poszła jedna gra w to rozdanie, od początku, graczowi, który nie widzi zakrytych kart. „Twoje szanse” waży wiele ułożeń tych kart od miejsca, w którym jesteś teraz, więc bardzo trudne rozdanie może mimo to pokazywać wysokie szanse.
grade-not-found = Wśród { $count } rozdań pasjansa „{ $game }” o znanej trudności nie ma { $grade ->
        [easy] łatwych
        [medium] średnich
        [hard] trudnych
       *[very-hard] bardzo trudnych
    }, więc to rozdanie może mieć dowolną trudność.

## Co było nie tak z linkiem (link-…) i z zapisanymi danymi (notice-…)

link-too-long = { $key } ma { $length } znaków, a może mieć najwyżej { $max }: pominięto.
link-no-game = „{ $text }” to nie gra: zamiast niej pasjans „{ $game }”.
link-no-draw-option = pasjans „{ $game }” nie ma opcji draw (ma ją tylko „{ $canfield }”): pominięto.
link-no-spaces-option = pasjans „{ $game }” nie ma opcji spaces (ma ją tylko „{ $canfield }”): pominięto.
link-bad-draw = draw to 1 lub 3, nie „{ $text }”: odkrywane są 3.
link-bad-spaces = spaces to waste lub any, nie „{ $text }”: puste miejsca zajmuje karta ze stosu kart odrzuconych.
link-bad-deal = „{ $text }” to nie numer rozdania (rozdania to liczby całkowite od 1 do { $max }): oto inne rozdanie.
link-bad-deal-kept = „{ $text }” to nie numer rozdania (rozdania to liczby całkowite od 1 do { $max }): pokazane rozdanie zostaje.
link-bad-autoplay = autoplay to on lub off, nie „{ $text }”: autogra działa według twojego ustawienia.
link-bad-date = „{ $text }” to nie data (daty zapisuje się jak 2026-11-23): oto dzisiejsze rozdanie dnia.
link-save-unreadable = Nie udało się odczytać zapisanej gry tego rozdania, więc zaczyna się od nowa.
link-bad-share-url = share-url musi być adresem internetowym (http lub https), nie „{ $text }”: udostępniane linki prowadzą do strony samej gry.
link-bad-storage-prefix = storage-prefix to od 1 do { $max } liter łacińskich bez znaków diakrytycznych, cyfr, „-”, „_” lub „.”, nie „{ $text }”: gry, ustawienia i statystyki są zapisywane pod zwykłymi nazwami.
link-notices-join = { $first } { $next }
notice-not-kept = Nie można teraz zapisać twoich postępów: pamięć tej przeglądarki jest pełna lub odmawia zapisu. Ta strona je przechowuje i zapisze, gdy tylko zwolni się miejsce; jeśli zamkniesz ją wcześniej, przepadną.
notice-kept-again = Zapis znów działa: twoje postępy są zapisane.
notice-win-not-kept = Twoja wygrana nie jest jeszcze zapisana: { $why ->
        [full] pamięć tej przeglądarki jest pełna
       *[other] ta przeglądarka odmawia zapisu
    }. Ta strona ją przechowuje i zapisze, gdy tylko będzie można; jeśli zamkniesz ją wcześniej, wygrana przepadnie.
notice-win-kept = Twoja wygrana jest już zapisana.
notice-set-aside = Twoje statystyki były uszkodzone i nie dało się ich odczytać: ich kopia jest odłożona (jako { $key }), a { $count ->
        [0] nic nie dało się z nich odzyskać
        [one] odzyskano z nich { $count } grę
        [few] odzyskano z nich { $count } gry
        [many] odzyskano z nich { $count } gier
       *[other] odzyskano z nich { $count } gry
    }.
notice-facts-set-aside = Gry zapisane przez jeden stół ({ $log }) były uszkodzone i nie dało się odczytać ich wszystkich: ich kopia jest odłożona (jako { $key }), a { $count ->
        [0] nie dało się odzyskać żadnej gry
        [one] odzyskano { $count } grę
        [few] odzyskano { $count } gry
        [many] odzyskano { $count } gier
       *[other] odzyskano { $count } gry
    }.
notice-facts-newer = Gry zapisane przez jeden stół ({ $log }) zostały zachowane przez nowszą wersję Patience, której ta strona nie umie odczytać: nie są tu liczone i zostają bez zmian dla tamtej wersji.

## Sterowanie stołem i panele końca gry

chrome-controls = Sterowanie grą
chrome-title = Pasjanse
chrome-game = Gra
chrome-draw = Kart na ruch talonem
chrome-draw-3 = Odkrywaj 3
chrome-draw-1 = Odkrywaj 1
chrome-spaces = Co może zająć puste miejsce, gdy rezerwa jest pusta
chrome-spaces-waste = Puste miejsca: odrzucone
chrome-spaces-any = Puste miejsca: dowolne
chrome-new = Nowe
chrome-new-title = Nowe rozdanie
chrome-restart = Od nowa
chrome-restart-title = Zacznij to rozdanie od nowa
chrome-undo = Cofnij
chrome-undo-title = Cofnij (Ctrl+Z)
chrome-redo = Powtórz
chrome-redo-title = Powtórz (Ctrl+Y)
chrome-daily = Rozdanie dnia
chrome-daily-title = Dzisiejsze rozdanie dnia: takie samo dla wszystkich
chrome-share = Udostępnij
chrome-share-title = Udostępnij to rozdanie, swoją grę lub jej rozwiązanie
chrome-menu = Statystyki, ustawienia i zasady
chrome-stats = Statystyki
chrome-settings = Ustawienia
chrome-rules = Zasady
chrome-rules-title = Zasady tej gry
rulebook-fetching = Zasady są w drodze…
rulebook-failed = Nie udało się wczytać zasad ({ $reason }). Zamknij je i otwórz ponownie, aby spróbować jeszcze raz.
chrome-deal-number = Numer rozdania
chrome-time = Czas
chrome-more = Więcej
# The "more" button's word while the narrow bar is unfolded.
chrome-fewer = mniej
chrome-footer-links = Linki do rozdań udostępniają grę:
chrome-footer-copies = kopiuje tę
chrome-footer-undo = Ctrl+Z cofa
chrome-footer-redo = Ctrl+Y powtarza
chrome-footer-keys = wszystkie klawisze, do gry bez myszy
chrome-footer-embed = Osadź Patience na swojej stronie
chrome-redeal = Rozdaj ponownie ({ $left })
chrome-redeal-title = Zbierz stosy i rozdaj je od nowa
chrome-reserve = Rezerwa
chrome-reserve-title = Przejrzyj rezerwę (jej karty są jawne; gra tylko wierzchnia)
chrome-finish = Dokończ
chrome-finish-title = Rozegraj resztę na stosy bazowe (F)
chrome-help = Skróty klawiszowe
chrome-help-title = Skróty klawiszowe (?)
chrome-announcements = Komunikaty gry
won-title = Wygrana!
won-label = Wygrana
won-demo-title = Grę dokończył pokaz
won-demo-note = W statystykach liczy się jako rozegrana, nie jako wygrana.
won-again = Zagraj kolejne rozdanie
lost-title = Brak ruchów
lost-text = Ta gra utknęła: nie został żaden dozwolony ruch.
lost-text-stock = Ta gra utknęła: zostało tylko odwracanie talonu, a żadna liczba obrotów nie umożliwi już innego ruchu.
lost-new = Nowe rozdanie
chrome-moves-word = { $count ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    }
chrome-redeal-label = { $left ->
        [one] Rozdaj ponownie, zostało { $left } ponowne rozdanie
        [few] Rozdaj ponownie, zostały { $left } ponowne rozdania
        [many] Rozdaj ponownie, zostało { $left } ponownych rozdań
       *[other] Rozdaj ponownie, zostało { $left } ponownego rozdania
    }
chrome-redeals-left = { $left ->
        [one] ponowne rozdanie zostało
        [few] ponowne rozdania zostały
        [many] ponownych rozdań zostało
       *[other] ponownego rozdania zostało
    }
won-summary = „{ $game }” · rozdanie nr { $deal } · { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    } · { $time }

## Tabele statystyk

stats-game = Gra
stats-played = Rozegrane
stats-won = Wygrane
stats-rate = Odsetek wygranych
stats-streak = Seria
stats-best-streak = Najlepsza seria
stats-best-time = Najlepszy czas
stats-fewest-moves = Najmniej ruchów
stats-percent = { $percent }
stats-wins-by-grade = Wygrane według trudności
daily-stats-heading = Rozdania dnia
daily-stats-played = Dni rozegrane
daily-stats-won = Dni wygrane
daily-stats-streak = Obecna seria
daily-stats-best-streak = Najlepsza seria
daily-calendar-caption = Ostatnie pięć tygodni (dni UTC): ✓ wygrane, • rozegrane
daily-calendar-mon = pon
daily-calendar-tue = wt
daily-calendar-wed = śr
daily-calendar-thu = czw
daily-calendar-fri = pt
daily-calendar-sat = sob
daily-calendar-sun = nd
daily-day-won = wygrane
daily-day-played = rozegrane, nie wygrane
daily-day-none = nie rozegrane
daily-day-title = { $date }: { $words }
daily-deal-label = { $deal } · rozdanie dnia { $date }
stats-options = po { $draw } · puste miejsca: { $spaces ->
        [any] dowolne
       *[waste] odrzucone
    }
daily-stats-days = { $count ->
        [one] { $count } dzień
        [few] { $count } dni
        [many] { $count } dni
       *[other] { $count } dnia
    }

## Formularz ustawień

settings-canfield-note = Są częścią linku do rozdania. Zmiana w trakcie gry zaczyna nowe rozdanie, po pytaniu.
settings-spaces-waste = Puste miejsca: karta ze stosu odrzuconych
settings-spaces-any = Puste miejsca: dowolna karta
settings-autoplay = Autogra: przekładaj karty na stosy bazowe, gdy nigdy nie może to zaszkodzić
settings-autoplay-off = Adres tej strony wyłącza autogrę
settings-deal-grade = Nowe rozdania
settings-grade-any = Dowolna trudność
settings-speed = Animacja
settings-speed-normal = Normalna
settings-speed-fast = Szybka
settings-speed-none = Brak
settings-card-size = Rozmiar kart
settings-size-small = Mały
settings-size-medium = Średni
settings-size-large = Duży
settings-large-index = Duży indeks: większa wartość i kolor w rogach kart
settings-theme = Motyw
settings-theme-auto = Automatyczny
settings-theme-light = Jasny
settings-theme-dark = Ciemny
settings-four-colour = Cztery kolory: trefl zielony, karo niebieskie
settings-left-handed = Dla leworęcznych: talon, stos odrzuconych i rezerwa po drugiej stronie
settings-chances = Twoje szanse: pokazuj szansę wygranej od tego miejsca, liczoną bez podglądania zakrytych kart
settings-peek-hints = Podpowiedzi mogą podglądać zakryte karty (zwycięska linia solvera, który zna kolejność talonu)

start-error = Nie udało się uruchomić Patience: { $why }
start-error-feature = tej przeglądarce brakuje potrzebnej funkcji

## Pasek powtórki

replay-bar-controls = Sterowanie powtórką
replay-bar-label = Powtórka
replay-bar-start = Na początek rozdania
replay-bar-back = Ruch wstecz
replay-bar-back-title = Ruch wstecz (Ctrl+Z)
replay-bar-play = Odtwórz
replay-bar-pause = Pauza
replay-bar-play-title = Odtwórz ruchy
replay-bar-forward = Ruch naprzód
replay-bar-forward-title = Ruch naprzód (Ctrl+Y)
replay-bar-end = Do ostatniego ruchu
replay-bar-scrub = Pokazane ruchy
replay-bar-step = ruch { $step } z { $steps }
replay-bar-takeover = Graj od tego miejsca
replay-bar-takeover-title = Zatrzymaj powtórkę i graj dalej od tej pozycji
replay-ended = Koniec powtórki: „Graj od tego miejsca”, aby grać dalej, albo cofnij się.
replay-takeover = Teraz to twoja gra, od ruchu { $step }: cofnij przechodzi wstecz przez ruchy powtórki, powtórz gra kolejne.

## Pomoc klawiatury

keys-title = Klawiatura
keys-close = Zamknij
keys-intro = Każda czynność działa bez wskaźnika. Stos z fokusem ma złotą obwódkę; czytniki ekranu słyszą, co leży na każdym stosie, i każdy ruch.
# The arrow keys: same as English on purpose.
keys-arrows-keys = ← → ↑ ↓
keys-arrows = przechodzenie między stosami
keys-tab-keys = Tab, Shift+Tab
keys-tab = następny lub poprzedni stos
keys-home-end-keys = Home, End
keys-home-end = pierwszy lub ostatni stos
keys-enter-keys = Enter lub Spacja
keys-enter = weź wierzchnią kartę; na podświetlonym stosie połóż ją tam
keys-enter-again-keys = Ponownie Enter, ↑ ↓
keys-enter-again = trzymając karty, na tym samym stosie: weź dłuższy lub krótszy sekwens
keys-esc-keys = Esc
keys-esc = odłóż karty
keys-stock-keys = S lub D
keys-stock = talon: rozdaj, odkryj lub odwróć stos kart odrzuconych
keys-redeal-keys = E
keys-redeal = rozdaj ponownie ({ -game-capricieuse }, { -game-russian-patience })
keys-finish-keys = F
keys-finish = autozakończenie, gdy wygrana to już formalność
keys-hint-keys = H
keys-hint = podpowiedź
keys-undo-keys = U, Ctrl+Z
keys-undo = cofnij
keys-redo-keys = Ctrl+Y, Ctrl+Shift+Z
keys-redo = powtórz
keys-restart-keys = R
keys-restart = zacznij to rozdanie od nowa
keys-new-keys = N
keys-new = nowe rozdanie
keys-help-keys = ?
keys-help = ta pomoc

elsewhere-continued = Tę grę kontynuowano w innej karcie, więc jest tu pokazana tak, jak tam wygląda.
elsewhere-moved-first = Inna karta wykonała ruch pierwsza: twój ruch tutaj został cofnięty, a gra jest pokazana tak, jak tam wygląda.
share-note = Gdy zagrasz, możesz udostępnić także swoją grę.
solver-button-stop = Zatrzymaj

## Dlaczego link do powtórki się zatrzymuje

replay-stop = { $why }; powtórka zatrzymuje się po ruchu { $move }
replay-why-bad-character = znak { $at } ({ $found }) nie jest żadną z liter kodu powtórki (A-Z, a-z, 0-9, - i _)
replay-why-truncated = kod kończy się w środku ruchu, na znaku { $at }: został ucięty
replay-why-unnecessary = ruch zaczynający się na znaku { $at } jest zapisany z nadmiarową literą na początku (kod powtórki zapisuje każdy ruch tylko w jeden sposób)
replay-why-move-too-long = ruch zaczynający się na znaku { $at } ma więcej niż { $max } litery
replay-why-too-long = kod ma { $letters } liter, a kody powtórek mają najwyżej { $max } (kod prawdziwej gry ma kilkaset)
replay-why-out-of-range = ruch { $move } nie pasuje do tej gry: to dozwolony ruch nr { $index }, ale { $legal ->
        [0] dozwolonych ruchów nie ma (gra jest skończona)
        [one] dozwolonych ruchów jest tylko { $legal }
        [few] dozwolonych ruchów są tylko { $legal }
        [many] dozwolonych ruchów jest tylko { $legal }
       *[other] dozwolonych ruchów jest tylko { $legal }
    }
replay-why-illegal = ruch { $move } ({ $token }) jest niedozwolony: { $why }
replay-why-not-listed = ruchu { $move } ({ $token }) nie ma wśród dozwolonych ruchów pozycji

stats-error-too-large = Ten plik jest o wiele za duży, by być statystykami Patience.
stats-error-not-json = Ten plik to nie statystyki Patience: to nie jest JSON.
stats-error-foreign = Ten plik to nie statystyki Patience.
stats-error-newer = Ten plik zapisała nowsza wersja Patience (format { $format }); ta odczytuje format { $version }.
stats-error-damaged = Ten plik statystyk jest uszkodzony: { $why }.

## The dialogs' frame and the statistics dialog (src/web/app/dialogs.rs,
## its buttons and messages).

dialog-close = Zamknij
stats-table-label = Tabela statystyk
stats-assisted = Gra, w której Pokaz wykonał choć jeden ruch, albo powtórka przejęta po jej pierwszym ruchu (także powtórka rozwiązania), jest wspomagana: liczy się jako rozegrana, nigdy jako wygrana, i przerywa serię zwycięstw; nigdy nie ustanawia najlepszego czasu ani najmniejszej liczby ruchów. Podpowiedzi i „Dokończ” nie są pomocą. Czasy podawane są w pełnych sekundach, tak jak na zegarze.
stats-reset-button = Wyzeruj…
stats-export-button = Eksportuj
stats-import-button = Importuj…
stats-import-label = Importuj statystyki z pliku
stats-no-storage = Statystyki wymagają pamięci przeglądarki, z której ta strona nie może korzystać.
stats-reset-done = Statystyki wyzerowane.
# $file: the downloaded file's name.
stats-exported = Wyeksportowano jako { $file }.
stats-export-refused = Ta przeglądarka odmówiła zapisania pliku.
stats-imported-none = Zaimportowano: nic nowego, te gry były już policzone.
# $count: how many games the file added.
stats-imported = Zaimportowano: { $count ->
        [one] dodano { $count } grę.
        [few] dodano { $count } gry.
        [many] dodano { $count } gier.
       *[other] dodano { $count } gry.
    }
# $why: why the file was refused (a stats-error-… message).
stats-import-unchanged = { $why } Nic nie zostało zmienione.
stats-error-unreadable = Nie udało się odczytać tego pliku.
