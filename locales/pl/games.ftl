### Nazwy pasjansów: polski (pl).
### Sprawdzone z księgą reguł (RULES.md), jej tekstami
### źródłowymi (seeds/) i polskim tłumaczeniem PySolFC.

## Nazwy

# Brak polskiej nazwy: nazwa zostaje.
-game-caprice = Caprice
# Oryginalna nazwa francuska (Hoffmann 1892; tak też Parlett, Moyse i polski
# PySolFC).
-game-capricieuse = Capricieuse
# Brak polskiej nazwy: zostaje nazwa angielska.
-game-lucas-leaps = Lucas Leaps
# Polski szyk; „Canfield” to nazwisko.
-game-double-canfield = Podwójny Canfield
# Tłumaczenie nazwy Heathera (1876).
-game-russian-patience = Pasjans rosyjski

## Same nazwy (karty wyboru, tytuły)

game-name-caprice = { -game-caprice }
game-name-capricieuse = { -game-capricieuse }
game-name-lucas-leaps = { -game-lucas-leaps }
game-name-double-canfield = { -game-double-canfield }
game-name-russian-patience = { -game-russian-patience }
