### Spielnamen: Deutsch (de).
### Geprüft am Regelbuch (RULES.md), seinen Quelltexten
### (seeds/) und der deutschen Übersetzung von PySolFC.

## Namen

# Kein deutscher Name bekannt: der Name bleibt.
-game-caprice = Caprice
# Der französische Originalname (Hoffmann 1892; bei Parlett und Moyse
# ebenso; PySolFC deutsch: „Capricieuse“).
-game-capricieuse = Capricieuse
# Kein deutscher Name bekannt: der englische Name bleibt.
-game-lucas-leaps = Lucas Leaps
# PySolFC schreibt „Doppelt Canfield“; hier die übliche deutsche Bildung.
-game-double-canfield = Doppel-Canfield
# Wie bei PySolFC („Russische Patience“); nicht zu verwechseln mit
# „Russisch Solitär“, einem anderen Spiel.
-game-russian-patience = Russische Patience

## Die Namen allein (Reiter, Titel)

game-name-caprice = { -game-caprice }
game-name-capricieuse = { -game-capricieuse }
game-name-lucas-leaps = { -game-lucas-leaps }
game-name-double-canfield = { -game-double-canfield }
game-name-russian-patience = { -game-russian-patience }
