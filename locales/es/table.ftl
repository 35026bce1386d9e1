### Las palabras de la mesa: español (es).
### Traducido de locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Vocabulario de rules.ftl: reparto, movimiento, fundación,
### solitario.

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
refusal-landing = Esa carta todavía se está moviendo: inténtelo de nuevo cuando se haya posado.
refusal-only-stock = Girar el mazo no libera nada: es lo único que queda, y ningún número de vueltas permitiría jamás otro movimiento. Esta partida está perdida.

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

## Las cartas y los montones, como los nombran la mesa y el lector de
## pantalla (src/table/announce.rs). Nombres de cartas sin artículo
## («diez de picas»): las frases los ponen donde no hace falta.

card-name = { $rank } de { $suit }
card-rank-1 = as
card-rank-2 = dos
card-rank-3 = tres
card-rank-4 = cuatro
card-rank-5 = cinco
card-rank-6 = seis
card-rank-7 = siete
card-rank-8 = ocho
card-rank-9 = nueve
card-rank-10 = diez
card-rank-11 = jota
card-rank-12 = reina
card-rank-13 = rey
card-ranks-1 = ases
card-ranks-2 = doses
card-ranks-3 = treses
card-ranks-4 = cuatros
card-ranks-5 = cincos
card-ranks-6 = seises
card-ranks-7 = sietes
card-ranks-8 = ochos
card-ranks-9 = nueves
card-ranks-10 = dieces
card-ranks-11 = jotas
card-ranks-12 = reinas
card-ranks-13 = reyes
card-suit-spades = picas
card-suit-hearts = corazones
card-suit-diamonds = diamantes
card-suit-clubs = tréboles

pile-foundation = fundación { $number }
pile-tableau = montón { $number }
pile-stock = el mazo
pile-waste = el descarte
pile-reserve = la reserva
pile-packet = el paquete

count-cards = { $count ->
        [0] ninguna carta
        [one] { $count } carta
        [many] { $count } de cartas
       *[other] { $count } cartas
    }
list-comma = { $first }, { $next }
list-and = { $first } y { $last }
list-or = { $first } o { $last }

## Lo que dice el lector de pantalla tras un movimiento

said-autoplay = juego automático: { $words }
said-finish = final automático: { $words }
said-undone = deshecho: { $words }
said-redone = rehecho: { $words }
said-then = { $first }; { $next }
said-moved = { $cards }, de { $from } a { $to }
said-filled = { $pile } rellenado con { $card }, de { $from }
unit-cards = { $count } cartas, de { $first } a { $last }
unit-no-card = ninguna carta
stock-changed-nothing = el mazo no cambió nada
stock-empty-now = el mazo está vacío
stock-left = quedan { $cards } en el mazo
stock-turned-over = descarte vuelto al mazo: { $cards }
stock-turned-one = { $card } volteada al descarte; { $rest }
stock-turned = { $cards } volteadas al descarte, { $card } encima; { $rest }
stock-dealt-row = repartida la fila siguiente, { $cards } del mazo; { $rest }
stock-dealt = { $cards } repartidas del mazo; { $rest }
redeal-left = redistribución: quedan { $left }
redeal-dealt-again = los montones recogidos, barajados y repartidos de nuevo: una primera fila de { $row }, { $stock } en el mazo
redeal-to-foundations = a las fundaciones: { $cards }
rows-all-open = ya se puede jugar cualquier montón
rows-none-open = no se puede jugar ningún montón hasta la fila siguiente
rows-open = { $count ->
        [one] solo se puede jugar { $piles } hasta repartir todas las cartas
       *[other] solo se pueden jugar { $piles } hasta repartir todas las cartas
    }
dealt-new = nuevo reparto: { $game }, reparto { $deal }
dealt-again = { $game }, reparto { $deal }, empezado de nuevo
status-won = ¡Ha ganado!
status-demo-won = La demostración terminó la partida: cuenta como jugada, no como ganada.
status-lost = No quedan movimientos: la partida está perdida.

## El movimiento de una pista, como consejo

hint-turn-waste = dé la vuelta al descarte para rehacer el mazo ({ $cards })
hint-deal-row = reparta la fila siguiente del mazo (quedan { $cards })
hint-turn-stock-draw = { $count ->
        [one] voltee el mazo: su carta siguiente al descarte
       *[other] voltee el mazo: sus { $count } cartas siguientes al descarte
    }
hint-turn-stock = voltee el mazo
hint-redeal = redistribuya: recoja los montones y repártalos de nuevo (después { $left ->
        [one] quedará { $left } redistribución
       *[other] quedarán { $left } redistribuciones
    })
hint-no-card = ninguna carta
hint-card = { $card }
hint-cards = las { $count } cartas de { $first } a { $last }
hint-onto-card = sobre { $card } en { $pile }
hint-onto-empty = a { $pile }, que está vacío
hint-onto = a { $pile }
hint-move = mueva { $what } de { $from } { $onto }

## El nombre accesible de un montón

label-stock = mazo
label-waste = descarte
label-reserve = reserva
label-part = { $label }, { $part }
label-turn-over = dar la vuelta al descarte
label-deal-row = repartir la fila siguiente
label-deal = repartir
label-empty = vacío
label-takes-card = espera { $card }
label-takes-rank = acepta cualquier { $rank }
label-top = { $cards }, encima: { $card }
label-blocked = bloqueado mientras se reparten las filas
label-holding = { $count ->
        [one] su carta de arriba está tomada
       *[other] sus { $count } cartas de arriba están tomadas
    }
label-target = puede recibir las cartas tomadas
holding-can-go = { $count ->
        [one] tomada: { $what }, de { $from }; puede ir a { $targets }
       *[other] tomadas: { $what }, de { $from }; pueden ir a { $targets }
    }
holding-stuck = { $count ->
        [one] tomada: { $what }, de { $from }; ahora no puede ir a ningún sitio
       *[other] tomadas: { $what }, de { $from }; ahora no pueden ir a ningún sitio
    }
stock-caption-next-row = Otra fila
stock-title-turn-over = Dar la vuelta al descarte
stock-title-empty = El mazo está vacío
stock-title-deal-row = Repartir la fila siguiente: quedan { $cards }
stock-title-deal = Repartir: quedan { $cards }

## Por qué se rechaza un movimiento

why-no-stock = { $game } no tiene mazo
why-stock-empty = el mazo está vacío
why-stock-and-waste-empty = el mazo y el descarte están vacíos
why-no-redeals = { $game } no tiene redistribuciones
why-redeals-used = no quedan redistribuciones (una partida tiene { $count }, y ya se usaron)
why-no-such-pile = { $game } no tiene { $pile }
why-empty-source = { $pile } está vacío: no hay ninguna carta que mover
why-same-pile = las cartas no pueden ir de { $pile } a { $pile } mismo
why-run-to-foundation = a las fundaciones solo van cartas sueltas
why-not-enough-cards = { $pile } tiene { $holds ->
        [one] { $holds } carta
        [many] { $holds } de cartas
       *[other] { $holds } cartas
    }, no { $count }
why-no-card = un movimiento toma al menos una carta de { $pile }
why-top-card-only = solo puede moverse la carta de arriba de { $pile }, no { $count } cartas
why-single-cards = en { $game } se mueve una carta cada vez
why-not-a-run-same-suit-down = las { $count } cartas de arriba de { $pile } no son una escalera: cada carta debe ser un valor más baja que la de debajo, del mismo palo
why-not-a-run = las { $count } cartas de arriba de { $pile } no son una escalera: cada carta debe poder ir sobre la de debajo
why-whole-pile-only = solo puede moverse la carta de arriba o todo { $pile }, nunca parte de un montón
why-not-in-sequence = { $pile } no puede moverse entero: no baja alternando colores
why-foundation-needs-card = { $card } no puede ir a { $foundation }: espera { $needs }
why-foundation-needs-rank = { $card } no puede ir a { $foundation }: una fundación vacía acepta uno de los { $ranks }
why-foundation-complete = { $card } no puede ir a { $foundation }: está completa
why-tableau-refuses = { $card } no puede ir sobre { $onto } en { $pile }: va sobre { $build }
build-same-suit-up-or-down = una carta del mismo palo un valor más alta o más baja
build-same-suit-down = una carta del mismo palo un valor más alta
build-alternate-colours-down-wrapping = una carta del otro color un valor más alta (un rey va sobre un as)
why-space-filled-automatically = { $pile } está vacío, pero los huecos se rellenan desde { $from } mientras tenga cartas
why-space-waste-only = solo la carta de arriba del descarte puede rellenar { $pile }, vacío
why-foundation-keeps = una carta en una fundación nunca sale de ella ({ $pile } guarda sus cartas)
why-not-a-source = de { $pile } no se toman cartas: las reparte el mazo
why-not-a-target = sobre { $pile } no se ponen cartas: van a las fundaciones y a los montones
why-blocked = { $pile } está bloqueado mientras se reparten las filas: solo los montones de los extremos, { $first } y { $last }, pueden jugarse hasta que el mazo esté vacío
why-foundations-only-while-dealing = solo se permiten movimientos a las fundaciones hasta repartir todas las cartas (en el mazo quedan { $cards })
why-redeal-before-pack-out = solo se puede redistribuir cuando se han repartido todas las cartas (en el mazo quedan { $cards })
why-not-a-one-way-run = las { $count } cartas de arriba de { $pile } no son una escalera: una escalera es de un palo, cada carta un valor por encima de la de debajo, o cada una un valor por debajo

## Más de la zona de avisos y los nombres de la mesa

said-then-ending = { $words }. { $ending }
said-put-back = devueltas
said-finish-cards = { $count ->
        [one] final automático: { $count } carta a las fundaciones
        [many] final automático: { $count } de cartas a las fundaciones
       *[other] final automático: { $count } cartas a las fundaciones
    }
finish-not-yet = Todavía no: el final automático juega las últimas cartas cuando el mazo está vacío y cada carta puede ir directamente a las fundaciones.
table-label = Mesa de { $game }
redeals-left-title = Redistribuciones restantes

## El indicador del solucionador y «Sus posibilidades» (las palabras de rules.ftl)

solver-button-hint = Pista
solver-button-hint-title = Mostrar un buen movimiento siguiente (H): el de un jugador que no ve las cartas boca abajo, salvo que las pistas puedan mirarlas (Ajustes)
solver-button-demo = Demostración
solver-button-demo-title = Ver al solucionador jugar el resto de esta partida (cualquier acción lo detiene)
solver-seer = Solucionador (ve el mazo):
solver-winnable-only = Solo repartos ganables
solver-winnable-only-title = Los nuevos repartos son repartos que el solucionador ha demostrado ganables
solver-state-thinking = Pensando…
solver-state-thinking-means = piensa si esta partida aún se puede ganar
solver-state-won = Ganada
solver-state-won-means = esta partida está ganada
solver-state-winnable = Se puede ganar
solver-state-winnable-means = esta partida aún se puede ganar
solver-state-unwinnable = No se puede ganar con este mazo
solver-state-unwinnable-means = esta partida no se puede ganar con este mazo
solver-state-unknown = El solucionador se rindió
solver-state-unknown-means = se rindió; no pudo saber a tiempo si esta partida aún se puede ganar
solver-state-unavailable = Solucionador no disponible
solver-state-unavailable-means = no disponible; no se pudo cargar en este navegador
solver-state-label = Solucionador (ve el mazo): { $words }
solver-state-title = { $words }. El solucionador mira todas las cartas, incluido el orden oculto del mazo, que usted no ve: «se puede ganar» significa que existe una línea ganadora con las cartas tal como están de verdad. «Sus posibilidades», a su lado, no mira.

chances-thinking = Sus posibilidades: …
chances-stuck = No quedan movimientos
chances-cannot-win = No se puede ganar, sean cuales sean las cartas boca abajo
chances-at-most = Como mucho { $percent }: ningún orden probado se puede ganar
chances-exact = Sus posibilidades: { $percent }
chances-estimate = Sus posibilidades: { $percent } ({ $low }–{ $high })
chances-unknown = Sus posibilidades: desconocidas
chances-label-off = Sus posibilidades están desactivadas en los ajustes
chances-label-no-worker = Sus posibilidades no se muestran: este navegador ejecuta el solucionador en la propia página, que su cálculo bloquearía
chances-label-unavailable = Sus posibilidades no se muestran: no se pudo cargar el solucionador
chances-label-won = Esta partida está ganada
chances-label-thinking = Se están calculando sus posibilidades desde aquí, sin mirar las cartas boca abajo, tal como usted ve la partida
chances-label-stuck = No quedan movimientos: esta partida está perdida
chances-label-cannot-win = Esta partida ya no se puede ganar, sean cuales sean las cartas boca abajo: se probaron todos sus órdenes
chances-label-at-most = Sus posibilidades desde aquí son como mucho del { $percent }: ningún orden probado de las cartas boca abajo se puede ganar (un límite, no una prueba)
chances-label-exact = Sus posibilidades desde aquí: { $percent }, calculadas sin mirar las cartas boca abajo, tal como usted ve la partida; se probaron todos los órdenes de las cartas boca abajo
chances-label-estimate = Sus posibilidades desde aquí: alrededor del { $percent } (intervalo del 95 %: de { $low } a { $high }), calculadas sin mirar las cartas boca abajo, tal como usted ve la partida, a partir de órdenes probados al azar
chances-label-unknown = No se pudieron calcular sus posibilidades desde aquí

## Repartos por dificultad

grade-easy = Fácil
grade-medium = Media
grade-hard = Difícil
grade-very-hard = Muy difícil
grade-label = Dificultad: { $grade }
grade-title = Dificultad: { $grade }. Así fue una partida de este reparto desde el principio para un jugador que no ve las cartas boca abajo. «Sus posibilidades» sopesa muchos órdenes de esas cartas desde donde está ahora, así que un reparto muy difícil puede mostrar aun así posibilidades altas.
grade-not-found = Ninguno de los { $count } repartos clasificados de { $game } es { $grade ->
        [easy] fácil
        [medium] de dificultad media
        [hard] difícil
       *[very-hard] muy difícil
    }, así que este reparto puede ser de cualquier dificultad.

## Lo que fallaba en un enlace (link-…) y los registros (notice-…)

link-too-long = { $key } tiene { $length } caracteres, y como mucho puede tener { $max }: se ignora.
link-no-game = «{ $text }» no es un juego: se muestra { $game } en su lugar.
link-no-draw-option = { $game } no tiene la opción draw (solo { $canfield } la tiene): se ignora.
link-no-spaces-option = { $game } no tiene la opción spaces (solo { $canfield } la tiene): se ignora.
link-bad-draw = draw es 1 o 3, no «{ $text }»: se voltean 3.
link-bad-spaces = spaces es waste o any, no «{ $text }»: los huecos toman la carta del descarte.
link-bad-deal = «{ $text }» no es un número de reparto (los repartos son números enteros de 1 a { $max }): aquí tiene otro reparto.
link-bad-deal-kept = «{ $text }» no es un número de reparto (los repartos son números enteros de 1 a { $max }): se queda el reparto mostrado.
link-bad-autoplay = autoplay es on u off, no «{ $text }»: el juego automático sigue su ajuste.
link-bad-date = «{ $text }» no es una fecha (las fechas se escriben como 2026-11-23): aquí tiene el reparto del día de hoy.
link-save-unreadable = No se pudo leer la partida guardada de este reparto, así que empieza de nuevo.
link-bad-share-url = share-url debe ser una dirección web (http o https), no «{ $text }»: los enlaces para compartir llevan a la página del propio juego.
link-bad-storage-prefix = storage-prefix tiene de 1 a { $max } letras sin tilde, cifras, «-», «_» o «.», no «{ $text }»: las partidas, los ajustes y las estadísticas se guardan con los nombres de siempre.
link-notices-join = { $first } { $next }
notice-not-kept = Su progreso no se puede guardar ahora: el almacenamiento de este navegador está lleno o lo rechaza. Esta página lo conserva y lo guardará en cuanto haya espacio libre; si se cierra antes, se pierde.
notice-kept-again = El almacenamiento vuelve a funcionar: su progreso está guardado.
notice-win-not-kept = Su victoria aún no está guardada: { $why ->
        [full] el almacenamiento de este navegador está lleno
       *[other] este navegador se niega a guardarla
    }. Esta página la conserva y la guardará en cuanto pueda; si se cierra antes, la victoria se pierde.
notice-win-kept = Su victoria ya está guardada.
notice-set-aside = Sus estadísticas estaban dañadas y no se pudieron leer: se guarda una copia aparte (como { $key }), y { $count ->
        [0] no se pudo recuperar nada de ellas
        [one] se recuperó { $count } partida de ellas
        [many] se recuperaron { $count } de partidas de ellas
       *[other] se recuperaron { $count } partidas de ellas
    }.
notice-facts-set-aside = Las partidas registradas por una mesa ({ $log }) estaban dañadas y no se pudieron leer todas: se guarda una copia aparte (como { $key }), y { $count ->
        [0] no se pudo recuperar ninguna partida
        [one] se recuperó { $count } partida
        [many] se recuperaron { $count } de partidas
       *[other] se recuperaron { $count } partidas
    }.
notice-facts-newer = Las partidas registradas por una mesa ({ $log }) las guardó una versión más reciente de Patience, que esta página no sabe leer: no se cuentan aquí y se conservan tal cual para esa versión.

## Los controles de la mesa y los paneles del final

chrome-controls = Controles de la partida
chrome-title = Patience
chrome-game = Juego
chrome-draw = Cartas por jugada del mazo
chrome-draw-3 = Voltear 3
chrome-draw-1 = Voltear 1
chrome-spaces = Qué puede rellenar un hueco cuando la reserva está vacía
chrome-spaces-waste = Huecos: descarte
chrome-spaces-any = Huecos: cualquiera
chrome-new = Nuevo
chrome-new-title = Un nuevo reparto
chrome-restart = Empezar de nuevo
chrome-restart-title = Empezar de nuevo este reparto
chrome-undo = Deshacer
chrome-undo-title = Deshacer (Ctrl+Z)
chrome-redo = Rehacer
chrome-redo-title = Rehacer (Ctrl+Y)
chrome-daily = Del día
chrome-daily-title = El reparto de hoy: el mismo para todos
chrome-share = Compartir
chrome-share-title = Compartir este reparto, su partida o su solución
chrome-menu = Estadísticas, ajustes y reglas
chrome-stats = Estadísticas
chrome-settings = Ajustes
chrome-rules = Reglas
chrome-rules-title = Reglas de este juego
rulebook-fetching = Las reglas están en camino…
rulebook-failed = No se pudieron cargar las reglas ({ $reason }). Ciérrelas y vuelva a abrirlas para intentarlo de nuevo.
chrome-deal-number = Número de reparto
chrome-time = Tiempo
chrome-more = Más controles
# The "more" button's word while the narrow bar is unfolded.
chrome-fewer = menos
chrome-footer-links = Los enlaces de reparto comparten una partida:
chrome-footer-copies = copia este
chrome-footer-undo = Ctrl+Z deshace
chrome-footer-redo = Ctrl+Y rehace
chrome-footer-keys = todas las teclas, para jugar sin ratón
chrome-footer-embed = Inserte Patience en su sitio
chrome-redeal = Redistribuir ({ $left })
chrome-redeal-title = Recoger los montones y repartirlos de nuevo
chrome-reserve = Reserva
chrome-reserve-title = Mirar la reserva (sus cartas son públicas; solo se juega la de arriba)
chrome-finish = Terminar
chrome-finish-title = Jugar el resto a las fundaciones (F)
chrome-help = Atajos de teclado
chrome-help-title = Atajos de teclado (?)
chrome-announcements = Avisos de la partida
won-title = ¡Ha ganado!
won-label = Ha ganado
won-demo-title = La demostración la terminó
won-demo-note = Cuenta como jugada, no como ganada, en sus estadísticas.
won-again = Jugar otro reparto
lost-title = No quedan movimientos
lost-text = Esta partida está bloqueada: no queda ningún movimiento válido.
lost-text-stock = Esta partida está bloqueada: solo queda girar el mazo, y ningún número de vueltas permitiría jamás otro movimiento.
lost-new = Nuevo reparto
chrome-moves-word = { $count ->
        [one] movimiento
        [many] de movimientos
       *[other] movimientos
    }
chrome-redeal-label = { $left ->
        [one] Redistribuir, queda { $left } redistribución
       *[other] Redistribuir, quedan { $left } redistribuciones
    }
chrome-redeals-left = { $left ->
        [one] redistribución restante
       *[other] redistribuciones restantes
    }
won-summary = { $game } · reparto n.º { $deal } · { $moves ->
        [one] { $moves } movimiento
        [many] { $moves } de movimientos
       *[other] { $moves } movimientos
    } · { $time }

## Las tablas de estadísticas

stats-game = Juego
stats-played = Jugadas
stats-won = Ganadas
stats-rate = Porcentaje de victorias
stats-streak = Racha
stats-best-streak = Mejor racha
stats-best-time = Mejor tiempo
stats-fewest-moves = Menos movimientos
stats-percent = { $percent }
stats-wins-by-grade = Victorias por dificultad
daily-stats-heading = Repartos del día
daily-stats-played = Días jugados
daily-stats-won = Días ganados
daily-stats-streak = Racha actual
daily-stats-best-streak = Mejor racha
daily-calendar-caption = Las últimas cinco semanas (días UTC): ✓ ganado, • jugado
daily-calendar-mon = lun
daily-calendar-tue = mar
daily-calendar-wed = mié
daily-calendar-thu = jue
daily-calendar-fri = vie
daily-calendar-sat = sáb
daily-calendar-sun = dom
daily-day-won = ganado
daily-day-played = jugado, no ganado
daily-day-none = no jugado
daily-day-title = { $date }: { $words }
daily-deal-label = { $deal } · del día { $date }
stats-options = voltear { $draw } · huecos: { $spaces ->
        [any] cualquiera
       *[waste] descarte
    }
daily-stats-days = { $count ->
        [one] { $count } día
        [many] { $count } de días
       *[other] { $count } días
    }

## El formulario de ajustes

settings-canfield-note = Forman parte del enlace del reparto. Cambiarlos durante una partida empieza un nuevo reparto, tras preguntar.
settings-spaces-waste = Huecos: la carta del descarte
settings-spaces-any = Huecos: cualquier carta
settings-autoplay = Juego automático: llevar cartas a las fundaciones cuando eso nunca puede perjudicar
settings-autoplay-off = La dirección de esta página desactiva el juego automático
settings-deal-grade = Nuevos repartos
settings-grade-any = Cualquier dificultad
settings-speed = Animación
settings-speed-normal = Normal
settings-speed-fast = Rápida
settings-speed-none = Ninguna
settings-card-size = Tamaño de las cartas
settings-size-small = Pequeño
settings-size-medium = Mediano
settings-size-large = Grande
settings-large-index = Índice grande: valor y palo más grandes en las esquinas de las cartas
settings-theme = Tema
settings-theme-auto = Automático
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-four-colour = Palos de cuatro colores: tréboles verdes, diamantes azules
settings-left-handed = Zurdo: mazo, descarte y reserva al otro lado
settings-chances = Sus posibilidades: mostrar la probabilidad de ganar desde aquí, calculada sin mirar las cartas boca abajo
settings-peek-hints = Las pistas pueden mirar las cartas boca abajo (la línea ganadora del solucionador, que conoce el orden del mazo)

start-error = Patience no pudo iniciarse: { $why }
start-error-feature = a este navegador le falta una función necesaria

## La barra de la repetición

replay-bar-controls = Controles de la repetición
replay-bar-label = Repetición
replay-bar-start = Volver al reparto
replay-bar-back = Un movimiento atrás
replay-bar-back-title = Un movimiento atrás (Ctrl+Z)
replay-bar-play = Reproducir
replay-bar-pause = Pausa
replay-bar-play-title = Reproducir los movimientos
replay-bar-forward = Un movimiento adelante
replay-bar-forward-title = Un movimiento adelante (Ctrl+Y)
replay-bar-end = Al último movimiento
replay-bar-scrub = Movimientos mostrados
replay-bar-step = movimiento { $step } de { $steps }
replay-bar-takeover = Jugar desde aquí
replay-bar-takeover-title = Detener la repetición y seguir jugando desde esta posición
replay-ended = Fin de la repetición: «Jugar desde aquí» para seguir, o retroceda.
replay-takeover = Ahora la partida es suya, desde el movimiento { $step }: deshacer recorre hacia atrás los movimientos de la repetición, rehacer juega los siguientes.

## La ayuda del teclado

keys-title = Teclado
keys-close = Cerrar
keys-intro = Todas las acciones funcionan sin puntero. El montón con el foco tiene un anillo dorado; los lectores de pantalla oyen lo que tiene cada montón y cada movimiento.
# The arrow keys: same as English on purpose.
keys-arrows-keys = ← → ↑ ↓
keys-arrows = moverse entre montones
keys-tab-keys = Tab, Mayús+Tab
keys-tab = montón siguiente o anterior
keys-home-end-keys = Inicio, Fin
keys-home-end = primer o último montón
keys-enter-keys = Intro o Espacio
keys-enter = tomar la carta de arriba; en un montón resaltado, ponerla allí
keys-enter-again-keys = Intro otra vez, ↑ ↓
keys-enter-again = con cartas tomadas, en el mismo montón: tomar una escalera más larga o más corta
keys-esc-keys = Esc
keys-esc = devolver las cartas
keys-stock-keys = S o D
keys-stock = el mazo: repartir, voltear o dar la vuelta al descarte
keys-redeal-keys = E
keys-redeal = redistribuir ({ -game-capricieuse }, { -game-russian-patience })
keys-finish-keys = F
keys-finish = final automático, cuando ganar es una formalidad
keys-hint-keys = H
keys-hint = pista
keys-undo-keys = U, Ctrl+Z
keys-undo = deshacer
keys-redo-keys = Ctrl+Y, Ctrl+Mayús+Z
keys-redo = rehacer
keys-restart-keys = R
keys-restart = empezar de nuevo este reparto
keys-new-keys = N
keys-new = nuevo reparto
keys-help-keys = ?
keys-help = esta ayuda

elsewhere-continued = Esta partida se continuó en otra pestaña, así que se muestra aquí tal como está allí.
elsewhere-moved-first = Otra pestaña movió primero: su jugada aquí se ha deshecho, y la partida se muestra tal como está allí.
share-note = Cuando haya jugado, también podrá compartir su partida.
solver-button-stop = Detener

## Por qué se detiene un enlace de repetición

replay-stop = { $why }; la repetición se detiene tras el movimiento { $move }
replay-why-bad-character = el carácter { $at } ({ $found }) no es una de las letras de un código de repetición (A-Z, a-z, 0-9, - y _)
replay-why-truncated = el código termina en mitad de un movimiento, en el carácter { $at }: se cortó
replay-why-unnecessary = el movimiento que empieza en el carácter { $at } se escribe con una letra inicial de más (un código de repetición escribe cada movimiento de una sola forma)
replay-why-move-too-long = el movimiento que empieza en el carácter { $at } tiene más de { $max } letras
replay-why-too-long = el código tiene { $letters } letras, y los códigos de repetición tienen como mucho { $max } (el de una partida real tiene unos cientos)
replay-why-out-of-range = el movimiento { $move } no encaja en esta partida: es el número { $index } de los movimientos válidos, pero { $legal ->
        [0] no hay ninguno (la partida ha terminado)
        [one] solo hay { $legal }
       *[other] solo hay { $legal }
    }
replay-why-illegal = el movimiento { $move } ({ $token }) no es válido: { $why }
replay-why-not-listed = el movimiento { $move } ({ $token }) no está entre los movimientos válidos de la posición

stats-error-too-large = Ese archivo es demasiado grande para ser estadísticas de Patience.
stats-error-not-json = Ese archivo no son estadísticas de Patience: no es JSON.
stats-error-foreign = Ese archivo no son estadísticas de Patience.
stats-error-newer = Ese archivo lo escribió un Patience más reciente (formato { $format }); este lee el formato { $version }.
stats-error-damaged = Ese archivo de estadísticas está dañado: { $why }.

## The dialogs' frame and the statistics dialog (src/web/app/dialogs.rs,
## its buttons and messages).

dialog-close = Cerrar
stats-table-label = Tabla de estadísticas
stats-assisted = Una partida en la que la Demostración hizo un movimiento, o una repetición retomada después de su primer movimiento (también la de la solución), es asistida: cuenta como jugada, nunca como ganada, y corta la racha de victorias; nunca marca un mejor tiempo ni menos movimientos. Las pistas y «Terminar» no son ayuda. Los tiempos son segundos enteros, como los muestra el reloj.
stats-reset-button = Restablecer…
stats-export-button = Exportar
stats-import-button = Importar…
stats-import-label = Importar estadísticas desde un archivo
stats-no-storage = Las estadísticas necesitan el almacenamiento del navegador, que esta página no puede usar.
stats-reset-done = Estadísticas restablecidas.
# $file: the downloaded file's name.
stats-exported = Exportado como { $file }.
stats-export-refused = Este navegador se negó a guardar el archivo.
stats-imported-none = Importado: nada nuevo, estas partidas ya estaban contadas.
# $count: how many games the file added.
stats-imported = Importado: { $count ->
        [one] { $count } partida añadida.
        [many] { $count } de partidas añadidas.
       *[other] { $count } partidas añadidas.
    }
# $why: why the file was refused (a stats-error-… message).
stats-import-unchanged = { $why } No se ha cambiado nada.
stats-error-unreadable = No se pudo leer ese archivo.
