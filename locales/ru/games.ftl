### Названия пасьянсов: русский (ru).
### Сверено с книгой правил (RULES.md), её исходными текстами
### (seeds/) и русским переводом PySolFC.

## Названия

# Русского названия у игры нет; «каприз» — перевод самого слова.
-game-caprice = Каприз
# В русском переводе PySolFC Capricieuse названа «Каприз», но здесь это
# имя уже у Caprice; «Капризница» — перевод французского названия
# («La Capricieuse»).
-game-capricieuse = Капризница
# Русского названия нет; название переведено («leaps» — прыжки: ряды карт
# переносятся целиком).
-game-lucas-leaps = Прыжки Лукаса
# Как в PySolFC.
-game-double-canfield = Двойной Кенфилд
# Как в PySolFC; у Хизера (1876) — «Russian Patience». Не путать с
# «Русским солитером», другой игрой.
-game-russian-patience = Русский пасьянс

## Названия отдельно (вкладки, заголовки)

game-name-caprice = { -game-caprice }
game-name-capricieuse = { -game-capricieuse }
game-name-lucas-leaps = { -game-lucas-leaps }
game-name-double-canfield = { -game-double-canfield }
game-name-russian-patience = { -game-russian-patience }
