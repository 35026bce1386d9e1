### Noms des jeux : français (fr).
### Vérifié par rapport au livre de règles (RULES.md), à ses
### textes d'origine (seeds/) et à la traduction française de PySolFC.

## Noms

# Caprice est déjà un mot français : le nom reste.
-game-caprice = Caprice
# Le nom français d'origine (« La Capricieuse », Hoffmann 1892 ; gardé par
# Parlett et Moyse).
-game-capricieuse = Capricieuse
# Pas de nom français connu : le nom anglais reste.
-game-lucas-leaps = Lucas Leaps
# Pas de nom français établi : le nom reste (« Canfield » est un nom propre).
-game-double-canfield = Double Canfield
# Traduction du nom anglais de Heather (1876) ; « réussite » est le mot
# français pour « patience ». (« Solitaire russe » est un autre jeu.)
-game-russian-patience = Réussite russe

## Les noms seuls (onglets, titres)

game-name-caprice = { -game-caprice }
game-name-capricieuse = { -game-capricieuse }
game-name-lucas-leaps = { -game-lucas-leaps }
game-name-double-canfield = { -game-double-canfield }
game-name-russian-patience = { -game-russian-patience }
