### Nomi dei giochi: italiano (it).
### Verificato sul libro delle regole (RULES.md) e sui suoi
### testi originali (seeds/).

## Nomi

# Nessun nome italiano noto: il nome resta.
-game-caprice = Caprice
# Il nome francese originale (Hoffmann 1892; lo conservano Parlett e Moyse).
-game-capricieuse = Capricieuse
# Nessun nome italiano noto: resta il nome inglese.
-game-lucas-leaps = Lucas Leaps
# Ordine italiano del nome; «Canfield» è un nome proprio.
-game-double-canfield = Canfield doppio
# Traduzione del nome di Heather (1876); «pazienza» è il vecchio nome
# italiano dei solitari di carte e lo distingue da «Solitario russo», che è
# un altro gioco.
-game-russian-patience = Pazienza russa

## I nomi da soli (schede, titoli)

game-name-caprice = { -game-caprice }
game-name-capricieuse = { -game-capricieuse }
game-name-lucas-leaps = { -game-lucas-leaps }
game-name-double-canfield = { -game-double-canfield }
game-name-russian-patience = { -game-russian-patience }
