### Game names: English (en).
### Source: the names the table uses today (GameId::name in the engine), which
### are the names of the rule book (RULES.md) and its seeds.
### Each name is a term (-game-…), for use inside other messages, and a
### message (game-…) for the places that show the name on its own.

## Names

# Caprice: the name of solitaire.gg and BVS Solitaire.
-game-caprice = Caprice
# Capricieuse: the French name kept by Hoffmann (1892), Parlett and Moyse;
# Morehead & Mott-Smith call it "Capricious".
-game-capricieuse = Capricieuse
-game-lucas-leaps = Lucas Leaps
-game-double-canfield = Double Canfield
# Russian Patience: H. E. Heather's name (1876).
-game-russian-patience = Russian Patience

## The names on their own (tabs, titles)

game-name-caprice = { -game-caprice }
game-name-capricieuse = { -game-capricieuse }
game-name-lucas-leaps = { -game-lucas-leaps }
game-name-double-canfield = { -game-double-canfield }
game-name-russian-patience = { -game-russian-patience }
