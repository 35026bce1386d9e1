### Nombres de los juegos: español (es).
### Comprobado con el libro de reglas (RULES.md) y sus textos
### originales (seeds/).

## Nombres

# No hay nombre español conocido: el nombre se mantiene.
-game-caprice = Caprice
# El nombre francés original (Hoffmann 1892; Parlett y Moyse lo conservan).
-game-capricieuse = Capricieuse
# No hay nombre español conocido: se mantiene el nombre inglés.
-game-lucas-leaps = Lucas Leaps
# Orden español del nombre; «Canfield» es nombre propio.
-game-double-canfield = Canfield doble
# Traducción del nombre de Heather (1876). «Paciencia», nombre de los
# solitarios de naipes en el Cono Sur, lo distingue de «Solitario ruso»,
# que es otro juego.
-game-russian-patience = Paciencia rusa

## Los nombres solos (pestañas, títulos)

game-name-caprice = { -game-caprice }
game-name-capricieuse = { -game-capricieuse }
game-name-lucas-leaps = { -game-lucas-leaps }
game-name-double-canfield = { -game-double-canfield }
game-name-russian-patience = { -game-russian-patience }
