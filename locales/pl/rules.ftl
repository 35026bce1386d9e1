### Zasady: polski (pl).
### Przetłumaczone z locales/en/rules.ftl (src/table/rulebook.rs) i
### sprawdzone z księgą reguł (RULES.md), docs/rules.md i
### tekstami źródłowymi (seeds/). Słownictwo: pasjans, stos bazowy, talon
### (zakryte karty do dobierania), stos kart odrzuconych, rezerwa, stos,
### kolumna, rozdanie, ponowne rozdanie; kolor = pik, kier, karo, trefl;
### barwy: czerwone i czarne. Nazwy gier stoją w cudzysłowie po słowie
### „pasjans”, by ich nie odmieniać.

## Okno

rules-tabs-label = Zasady pasjansa
rules-label-format = { $label }:

## Rysunek stołu

rules-picture-caprice = Stół pasjansa „{ -game-caprice }”
rules-picture-capricieuse = Stół pasjansa „{ -game-capricieuse }”
rules-picture-lucas-leaps = Stół pasjansa „{ -game-lucas-leaps }”
rules-picture-double-canfield = Stół pasjansa „{ -game-double-canfield }”
rules-picture-russian-patience = Stół pasjansa „{ -game-russian-patience }”
rules-picture-stock = talon
rules-picture-waste = odrzucone
rules-picture-reserve = rezerwa
# As, król.
rules-picture-ace = A
rules-picture-king = K

## Podpisy rysunków

rules-caption-caprice = Stosy bazowe asów, talon, stosy bazowe królów; pod nimi dwanaście stosów.
rules-caption-capricieuse = Stosy bazowe asów i stosy bazowe królów; pod nimi dwanaście stosów. Bez talonu.
rules-caption-lucas-leaps = Talon i stos kart odrzuconych obok ośmiu stosów bazowych; pod nimi trzynaście stosów.
rules-caption-double-canfield = Talon i stos kart odrzuconych obok ośmiu stosów bazowych; pod nimi rezerwa i pięć stosów.
rules-caption-russian-patience = Stosy bazowe asów, talon, stosy bazowe królów; pod nimi dwanaście kolumn, rozdawanych po jednym rzędzie. Dopóki rozdaje się rzędy, grają tylko dwie skrajne kolumny (przyciemnione czekają).

## Nagłówki akapitów (pogrubione, przed tekstem)

rules-label-goal = Cel
rules-label-foundations = Stosy bazowe
rules-label-deal = Rozdanie
rules-label-moving = Przekładanie kart
rules-label-stock = Talon
rules-label-spaces = Puste miejsca
rules-label-redeals = Ponowne rozdania
rules-label-lost = Przegrana
rules-label-reserve-public = Rezerwa jest jawna
rules-label-while-dealing = Dopóki rozdaje się rzędy
rules-label-pack-out = Gdy cała talia jest rozdana

## Caprice

rules-caprice-goal = wszystkie 104 karty obu talii na ośmiu stosach bazowych.
rules-caprice-foundations = każdy kolor ma stos bazowy asa, układany w górę od asa do króla, i stos bazowy króla, układany w dół od króla do asa. Zaczynają je pierwszy as i pierwszy król każdego koloru w potasowanej talii.
rules-caprice-deal = po jednej karcie na każdy z dwunastu stosów; pozostałe 84 karty tworzą talon.
rules-caprice-moving = wierzchnia karta stosu idzie na kartę swojego koloru o jeden wyższą lub niższą, więc stos może na przemian rosnąć i maleć. Po jednej karcie. As i król nie są sąsiadami. Karta na stosie bazowym zostaje tam.
rules-caprice-stock = dotknięcie rozdaje po jednej karcie na każdy stos, od pierwszego do dwunastego, także na puste; ostatnia runda może być krótsza. Przez talon przechodzi się tylko raz.
rules-caprice-spaces = dopóki starcza talonu, opróżniony stos jest od razu uzupełniany z talonu. Potem na pusty stos może pójść dowolna wierzchnia karta.
rules-caprice-lost = gdy nie został żaden ruch.

## Capricieuse

rules-capricieuse-goal = wszystkie 104 karty obu talii na ośmiu stosach bazowych.
rules-capricieuse-foundations = jak w pasjansie „{ -game-caprice }”, dla każdego koloru stos bazowy asa (w górę do króla) i stos bazowy króla (w dół do asa), ale wszystkie zaczynają puste.
rules-capricieuse-deal = cała talia jest rozdawana po jednej karcie, kolejno na dwanaście stosów. Każdą kartę najpierw się ogląda: as lub król, którego stos bazowy jest jeszcze pusty, zaczyna go, a karta, która pasuje na stos bazowy asa lub króla swojego koloru, idzie tam. Tylko pozostałe karty trafiają na stos i wtedy rozdanie przechodzi do następnego stosu. Talonu nie ma.
rules-capricieuse-moving = jak w pasjansie „{ -game-caprice }”: po jednej karcie, na kartę swojego koloru o jeden wyższą lub niższą; as i król nie są sąsiadami. Na pusty stos może pójść dowolna karta.
rules-capricieuse-redeals = dwa razy w grze, kiedy tylko chcesz, stosy są zbierane, najpierw karty pierwszego stosu, każdy stos od dołu do góry, i rozdawane ponownie w ten sam sposób, bez tasowania, od pierwszego stosu.
rules-capricieuse-lost = gdy nie został żaden ruch ani żadne ponowne rozdanie.

## Lucas Leaps

rules-lucas-leaps-goal = wszystkie 104 karty na ośmiu stosach bazowych.
rules-lucas-leaps-foundations = każdy pusty stos bazowy przyjmuje asa; każdy rośnie w swoim kolorze do króla.
rules-lucas-leaps-deal = trzynaście stosów po cztery karty; pozostałe 52 tworzą talon.
rules-lucas-leaps-moving = na stosach układa się w dół w kolorze. Wierzchnia karta albo sekwencja wierzchnich kart malejąca w jednym kolorze przechodzi w całości na kartę tego koloru o jeden wyższą od spodniej karty sekwencji albo na pusty stos. Na stosy bazowe idą tylko pojedyncze karty.
rules-lucas-leaps-stock = dotknięcie odkrywa jedną kartę na stos kart odrzuconych, którego wierzchnia karta jest w grze. Przez talon przechodzi się tylko raz.
rules-lucas-leaps-lost = gdy nie został żaden ruch.

## Podwójny Canfield

rules-double-canfield-goal = wszystkie 104 karty na ośmiu stosach bazowych.
rules-double-canfield-foundations = pierwsza rozdana karta zaczyna pierwszy stos bazowy, a jej wartość jest wartością bazową gry. Każdy pusty stos bazowy przyjmuje kartę tej wartości; każdy rośnie w swoim kolorze, przechodząc od króla do asa, aż będzie miał trzynaście kart.
rules-double-canfield-deal = trzynaście kart tworzy rezerwę (odkrytą; w grze jest tylko jej wierzchnia karta), po jednej karcie idzie na każdy z pięciu stosów, a pozostałe 85 tworzą talon.
rules-double-canfield-reserve-public = jej karty są rozdane odkryte, więc każdy może je przejrzeć. Stół pokazuje ją złożoną (wierzchnią kartę, pod nią liczbę kart); przycisk „Rezerwa” rozkłada ją w wachlarz do obejrzenia i składa z powrotem.
rules-double-canfield-moving = na stosach układa się w dół, na przemian czerwone i czarne, a król może iść na asa (as na króla nie może). Można przełożyć wierzchnią kartę stosu albo cały stos naraz, gdy cały jest taką sekwencją, nigdy jego część. Na stosy bazowe idą tylko pojedyncze karty.
rules-double-canfield-stock = dotknięcie odkrywa trzy karty (jedną przy dobieraniu po 1) na stos kart odrzuconych, jedną po drugiej, tak że ostatnia leży na wierzchu. Gdy talon jest pusty, dotknięcie odwraca stos kart odrzuconych, który znów staje się talonem, ile razy chcesz.
rules-double-canfield-spaces = dopóki starcza rezerwy, opróżniony stos jest od razu uzupełniany jej wierzchnią kartą. Potem zależy to od ustawienia pustych miejsc: „odrzucone” — pusty stos może zająć tylko wierzchnia karta stosu kart odrzuconych; „dowolne” — może każda karta lub stos, które mogą się ruszyć.
rules-double-canfield-lost = gdy zostało już tylko przechodzenie przez talon, a przejście przez niego nigdy nie dałoby ruchu.

## Pasjans rosyjski

rules-russian-patience-goal = wszystkie 104 karty obu talii na ośmiu stosach bazowych.
rules-russian-patience-foundations = jak w pasjansie „{ -game-capricieuse }”, każdy kolor ma stos bazowy asa, układany w górę od asa do króla, i stos bazowy króla, układany w dół od króla do asa. Wszystkie zaczynają puste: as lub król zaczyna swój.
rules-russian-patience-deal = jeden rząd dwunastu kart, po jednej w każdej kolumnie; pozostałe 92 tworzą talon. Każde dotknięcie talonu rozdaje następny rząd, po jednej karcie na każdą kolumnę, także na puste, a każdy rząd zachodzi na poprzedni (ostatni rząd może być krótszy).
rules-russian-patience-while-dealing = karty mogą iść tylko na stosy bazowe i tylko z dostępnych kolumn. Dopóki rozdany jest tylko pierwszy rząd, dostępna jest każda karta; gdy zacznie się następny rząd, dostępne są tylko wierzchnie karty dwóch skrajnych kolumn, pierwszej i dwunastej (stół przyciemnia pozostałe). Opróżniona kolumna jest od razu uzupełniana z talonu.
rules-russian-patience-pack-out = wierzchnia karta każdej kolumny jest dostępna. Karta idzie na swój stos bazowy albo na kartę swojego koloru o jeden wyższą lub niższą, więc kolumna może na przemian rosnąć i maleć; as i król nie są sąsiadami. Sekwencja wierzchnich kart jednego koloru, z których każda jest o jeden wyższa od karty pod nią albo każda o jeden niższa (przez cały czas w tę samą stronę), przechodzi w całości na kartę, na którą mogłaby pójść jej spodnia karta, albo do pustej kolumny. Pustą kolumnę może zająć każda karta lub sekwencja. Na stosy bazowe idą tylko pojedyncze karty.
rules-russian-patience-redeals = dwa razy w grze, gdy talon jest pusty, kolumny są zbierane (najpierw karty pierwszej kolumny, każda od dołu do góry), tasowane i rozdawane ponownie jak na początku: pierwszy rząd dwunastu kart, reszta do talonu. Tasowanie wyznaczają zebrane karty, więc cofnięcie ponownego rozdania i rozdanie jeszcze raz daje to samo rozdanie.
rules-russian-patience-lost = gdy nie został żaden ruch ani żadne ponowne rozdanie.

## Autogra: co jest bezpieczne

rules-autoplay-heading = Autogra: co jest bezpieczne
rules-safe-caprice-capricieuse = Karta sama idzie na swój stos bazowy tylko wtedy, gdy żadna karta na stole nie może już jej potrzebować: gdy drugi stos bazowy jej koloru, idący z drugiego końca, doszedł już tak daleko jak ten (albo jest pełny). Na przykład 6♠ dołącza do stosu bazowego asa pik, stojącego na 5♠, gdy tylko stos bazowy króla pik zejdzie do 5♠ lub niżej; każda karta, która mogłaby jej użyć, idzie wtedy za nią w górę.
rules-safe-caprice-capricieuse-waits = W pasjansie „{ -game-caprice }” ostatnia karta stosu zostaje na miejscu, dopóki talon uzupełniłby stos. W pasjansie „{ -game-capricieuse }” nic nie jest grane za ciebie, dopóki zostało ponowne rozdanie: o jedną kartę mniej i całe ponowne rozdanie ułożyłoby się inaczej.
rules-safe-lucas-leaps = Karta sama idzie na swój stos bazowy, gdy obie karty jej koloru o jeden niższe leżą już na stosach bazowych (asy zawsze mogą), więc nic nie może już chcieć się na niej układać, a jej bliźniaczka może jeszcze pójść na inny stos bazowy.
rules-safe-double-canfield = Karta sama idzie na swój stos bazowy, gdy wszystkie cztery karty, które mogłyby na nią pójść na stosie (po dwie z każdego koloru przeciwnej barwy, o jeden niższe; król pod asem), leżą już na stosach bazowych, a jej bliźniaczka może jeszcze pójść na inny stos bazowy. Przy dobieraniu po 3 karty nie są brane za ciebie ze stosu kart odrzuconych: zmieniłoby to, jak ten stos układa się w trójki.
rules-safe-russian-patience = Nic nie jest grane za ciebie, dopóki zostało ponowne rozdanie: o jedną kartę mniej w kolumnach i całe tasowanie ułożyłoby się inaczej. Po ostatnim ponownym rozdaniu karta sama idzie na swój stos bazowy tylko wtedy, gdy żadna karta na stole nie może już jej potrzebować: gdy drugi stos bazowy jej koloru, idący z drugiego końca, doszedł już tak daleko jak ten (albo jest pełny), jak w pasjansie „{ -game-capricieuse }”.
rules-safe-russian-patience-stock = Dopóki starcza talonu, ostatnia karta kolumny zostaje na miejscu, bo talon by ją uzupełnił.
rules-autoplay-settings = Autogrę można wyłączyć w Ustawieniach. Cofnięty ruch automatyczny nie wraca od razu. Gdy nic już nie jest ukryte (talon jest pusty), a do wygranej wystarczyłyby same ruchy na stosy bazowe, resztę można rozegrać za ciebie.

## Co wiedzą podpowiedź i wskaźnik

rules-solver-heading = Co wiedzą podpowiedź i wskaźnik
rules-solver-indicator = Wskaźnik i pokaz odpytują solver, który przeszukuje rozdanie do samego końca. Widzi on kolejność kart w talonie, której ty nie widzisz, i mówi o tym („Solver (widzi talon)”). „Do wygrania” znaczy więc: dla kogoś, kto znałby talon. „Nie do wygrania z tym talonem” jest udowodnione, dla talonu takiego, jaki leży. „Solver się poddał” znaczy, że wyszukiwaniu zabrakło czasu, zanim mogło rozstrzygnąć. Pokaz gra zwycięską linię solvera.
rules-solver-chances = Ocena „Twoje szanse” obok nie podgląda: losowo próbuje kolejności zakrytych kart, tak jak mógłbyś je sobie wyobrazić, i podaje szansę wygranej od tego miejsca wraz z marginesem błędu. „Brak ruchów” jest pewne; „Nie do wygrania, jakiekolwiek są zakryte karty” jest udowodnione dla każdej kolejności; „Najwyżej { $percent }%” znaczy, że żadnej z wypróbowanych kolejności nie dało się wygrać. Można ją wyłączyć w Ustawieniach.
rules-solver-hint = Podpowiedź proponuje ruch tego gracza, który nie podgląda, słowami nazywającymi tylko to, co widzisz („odkryj kartę z talonu”, „rozdaj następny rząd”, „połóż dziesiątkę pik na stos bazowy 2”): nigdy nie mówi, jaką kartę odkryłby talon. Z ustawieniem „Podpowiedzi mogą podglądać zakryte karty” proponuje zamiast tego następny ruch zwycięskiej linii solvera, który zna talon. Gdy żadne z nich nie jest znane, podpowiedź sugeruje ruch, który wygląda na najbardziej przydatny, i to mówi.
