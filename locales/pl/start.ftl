### Słowa widoczne przed uruchomieniem stołu albo zamiast niego, gdy nie
### może się uruchomić: polski (pl). „Pasjans” to polskie słowo na
### „patience”.

## Dlaczego stołu nie udało się uruchomić

start-failed = Nie udało się uruchomić pasjansa: { $why }
start-why-no-wasm = ta przeglądarka nie obsługuje WebAssembly (lub ma go wyłączonego), a w nim napisana jest gra.
start-why-file = otwarto go z pliku; przeglądarka wczytuje program tylko z serwera WWW (http lub https).
start-why-csp = Content-Security-Policy tej strony nie pozwala na WebAssembly: jej script-src musi zawierać 'wasm-unsafe-eval' (zobacz przewodnik osadzania).
start-why-damaged = plik programu (patience_bg.wasm) nie istnieje, jest uszkodzony lub pochodzi z innej wersji niż patience.js. Odśwież stronę; jeśli błąd nie zniknie, pliki witryny trzeba wgrać ponownie, wszystkie razem.
start-why-download = nie udało się pobrać jego plików (sieć lub serwer). Sprawdź połączenie i odśwież stronę.
start-why-timeout = jego pliki nie dotarły w ciągu { $seconds } s (sieć lub serwer działa zbyt wolno albo nie odpowiada). Sprawdź połączenie i odśwież stronę.
start-why-other = { $detail }. Odśwież stronę, aby spróbować ponownie.

start-still-loading = Pasjans wciąż się wczytuje: jego pliki docierają powoli.

start-dealing = Rozdawanie kart…

## Strona gry, gdy element nie może się nawet wczytać

start-page-too-old = Ta przeglądarka jest zbyt stara, aby uruchomić pasjansa: potrzebne są moduły JavaScript i WebAssembly (każda przeglądarka od 2022 roku).
start-page-file = Pasjans musi być udostępniany przez http(s): po otwarciu z pliku przeglądarka nie wczyta jego WebAssembly. Uruchom scripts/serve albo skopiuj build na serwer WWW i otwórz go stamtąd.
