### Las palabras de la mesa: español (es).
### Traducido de locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Vocabulario de rules.ftl: reparto, movimiento, fundación,
### solitario. $card y $why siguen en inglés (las palabras del motor aún no
### están en Fluent).

## Cuando la mesa está retenida

hold-replay = Esto es una repetición: pulse «Jugar desde aquí» para seguir jugando a partir de este movimiento.
hold-daily-wait = Un momento: el solucionador está comprobando el reparto del día.

## Un enlace de repetición abierto

replay-opened = Repetición de { $game } n.º { $deal } en { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    }: pulse Reproducir o avance paso a paso.
replay-refused = Este enlace de repetición se ha rechazado: { $why }. El reparto se muestra desde el principio.
replay-damaged = Este enlace de repetición está dañado o se hizo para otro reparto: { $why }. { $moves ->
        [one] Se puede repetir el { $moves } movimiento anterior.
        [many] Se pueden repetir los { $moves } de movimientos anteriores.
       *[other] Se pueden repetir los { $moves } movimientos anteriores.
    }

## El diálogo de confirmación

confirm-leave = Ha hecho { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    } en esta partida. Abandonarla cuenta como una derrota en sus estadísticas.
confirm-new-title = ¿Empezar un nuevo reparto?
confirm-new-yes = Nuevo reparto
confirm-game-title = ¿Jugar a { $game }?
confirm-game-yes = Jugar a { $game }
confirm-deal-title = ¿Jugar a { $game }, reparto n.º { $deal }?
confirm-deal-yes = Jugar el n.º { $deal }
confirm-rules-title = ¿Jugar a { -game-double-canfield } robando de { $draw } en { $draw }, con huecos: { $spaces }?
confirm-rules-text = Las reglas cambian con un nuevo reparto. { $leave }
confirm-restart-title = ¿Empezar de nuevo este reparto?
confirm-restart-text = { $moves ->
        [one] Se deshará su { $moves } movimiento en esta partida.
        [many] Se desharán sus { $moves } de movimientos en esta partida.
       *[other] Se desharán sus { $moves } movimientos en esta partida.
    }
confirm-restart-yes = Empezar de nuevo
confirm-reset-title = ¿Poner a cero todas las estadísticas?
confirm-reset-text = Todas las cifras de todos los juegos vuelven a cero. Expórtelas antes para guardar una copia.
confirm-reset-yes = Poner a cero
confirm-cancel = Cancelar
confirm-keep-playing = Seguir jugando

## Por qué no ha pasado nada

refusal-nothing-to-undo = No hay nada que deshacer.
refusal-nothing-to-redo = No hay nada que rehacer.
refusal-no-move = No hay ningún movimiento válido para esta carta: { $card }.
refusal-no-move-cards = No hay ningún movimiento válido para estas { $count } cartas desde: { $card }.
refusal-no-foundation = Ninguna fundación acepta todavía esta carta: { $card }.

## El menú Compartir

share-deal = Este reparto
share-win = Mi victoria ({ $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    })
share-win-text = He ganado { $game } n.º { $deal } en { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    }, { $time }: { $link }
share-game = Mi partida hasta ahora ({ $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    })
share-game-text = Mi partida de { $game } n.º { $deal } hasta ahora, { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    } en { $time }: { $link }
share-solution = La solución ({ $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    })
share-solution-text = Una línea ganadora para { $game } n.º { $deal }, { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    }: { $link }

## La respuesta del portapapeles

copied-deal = Se ha copiado el enlace a este reparto: péguelo para compartirlo.
copied-win = Se ha copiado el enlace a una repetición de su victoria: péguelo para compartirlo.
copied-game = Se ha copiado el enlace a una repetición de su partida hasta ahora: péguelo para compartirlo.
copied-solution = Se ha copiado el enlace a una repetición de una línea ganadora: péguelo para compartirlo.
copy-by-hand = Copie este enlace para compartirlo: { $link }

## El reparto del día

daily-checking = El solucionador está comprobando el reparto del día de { $game } del { $date }…
daily-no-solver = El reparto del día necesita el solucionador, que no se ha podido cargar en este navegador: este es un reparto normal y no cuenta como el del día.
daily-timed-out = El solucionador no respondió a tiempo, así que no se ha podido comprobar el reparto del día: este es un reparto normal y no cuenta como el del día. Vuelva a intentar «Del día» más tarde.
daily-found = El reparto del día de { $game } del { $date }: n.º { $deal }, el mismo para todos.

## Las palabras del solucionador en la línea de mensajes

solver-hint = Pista: { $move }.
solver-suggest-not-known-yet = Aún no se conoce ninguna línea ganadora; este movimiento parece el más útil: { $move }.
solver-suggest-lost = Esta partida ya no se puede ganar; este movimiento parece el más útil: { $move }.
solver-suggest-not-known-here = No se conoce ninguna línea ganadora desde aquí; este movimiento parece el más útil: { $move }.
solver-suggest-no-solver = El solucionador no puede funcionar en este navegador; este movimiento parece el más útil: { $move }.
solver-suggest-no-worker = Las pistas honestas necesitan un worker en segundo plano, que este navegador no ejecuta aquí; este movimiento parece el más útil: { $move }.
solver-thinking = Pensando…
solver-won = Esta partida está ganada.
solver-no-move-left = No queda ningún movimiento válido: deshaga o empiece de nuevo.
solver-demo-started = Demostración: el solucionador juega una línea ganadora. Cualquier tecla o clic la detiene.
solver-demo-stopped = Demostración detenida.
solver-game-over = Esta partida ha terminado: no queda nada que mostrar.
solver-looking-for-line = Buscando una línea ganadora…
solver-no-line-lost = Esta partida ya no se puede ganar, así que no hay ninguna línea ganadora que mostrar.
solver-no-line-here = No se conoce ninguna línea ganadora desde aquí, así que no hay nada que mostrar.
solver-winnable-only-on = Los nuevos repartos serán repartos que el solucionador ha demostrado ganables.
solver-winnable-only-off = Los nuevos repartos se hacen al azar, ganables o no.
solver-finding-deal = Buscando un reparto ganable…
solver-no-deal-proven = No se pudo demostrar rápido que ningún reparto fuera ganable, así que este se reparte al azar.
solver-unavailable = No se pudo cargar el solucionador en este navegador: la pista sigue sugiriendo movimientos, pero no se puede demostrar que nada sea ganable. Recargar la página puede recuperarlo.
solver-needs-solver = Eso necesita el solucionador, que no se pudo cargar en este navegador.
