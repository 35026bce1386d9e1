### Las reglas: español (es).
### Traducido de locales/en/rules.ftl (src/table/rulebook.rs) y cotejado con
### el libro de reglas (RULES.md), docs/rules.md y los textos
### originales (seeds/). Vocabulario: solitario, fundación, mazo, descarte,
### reserva, montón, columna, reparto, redistribución; palo = picas,
### corazones, diamantes, tréboles; rojo y negro se dicen así.

## El diálogo

rules-tabs-label = Reglas de
rules-label-format = { $label }:

## La imagen de la mesa

rules-picture-caprice = La mesa de { -game-caprice }
rules-picture-capricieuse = La mesa de { -game-capricieuse }
rules-picture-lucas-leaps = La mesa de { -game-lucas-leaps }
rules-picture-double-canfield = La mesa de { -game-double-canfield }
rules-picture-russian-patience = La mesa de { -game-russian-patience }
rules-picture-stock = mazo
rules-picture-waste = descarte
rules-picture-reserve = reserva
# As, Rey.
rules-picture-ace = A
rules-picture-king = R

## Pies de imagen

rules-caption-caprice = Fundaciones de los Ases, el mazo, fundaciones de los Reyes; debajo, los doce montones.
rules-caption-capricieuse = Fundaciones de los Ases y fundaciones de los Reyes; debajo, los doce montones. Sin mazo.
rules-caption-lucas-leaps = El mazo y el descarte junto a ocho fundaciones; debajo, trece montones.
rules-caption-double-canfield = El mazo y el descarte junto a ocho fundaciones; debajo, la reserva y cinco montones.
rules-caption-russian-patience = Fundaciones de los Ases, el mazo, fundaciones de los Reyes; debajo, doce columnas, repartidas fila a fila. Mientras se reparten filas solo juegan las dos columnas exteriores (las atenuadas esperan).

## Etiquetas de los párrafos (en negrita, antes del texto)

rules-label-goal = Objetivo
rules-label-foundations = Fundaciones
rules-label-deal = El reparto
rules-label-moving = Mover cartas
rules-label-stock = El mazo
rules-label-spaces = Huecos
rules-label-redeals = Redistribuciones
rules-label-lost = Derrota
rules-label-reserve-public = La reserva es pública
rules-label-while-dealing = Mientras se reparten filas
rules-label-pack-out = Cuando ya está repartida toda la baraja

## Caprice

rules-caprice-goal = las 104 cartas de las dos barajas en las ocho fundaciones.
rules-caprice-foundations = cada palo tiene una fundación de As, que sube del As al Rey, y una fundación de Rey, que baja del Rey al As. El primer As y el primer Rey de cada palo en la baraja mezclada las empiezan.
rules-caprice-deal = una carta a cada uno de los doce montones; las otras 84 cartas forman el mazo.
rules-caprice-moving = la carta de arriba de un montón va sobre una carta de su mismo palo un valor más alta o más baja, así que un montón puede subir y bajar por turnos. Una carta cada vez. El As y el Rey no son vecinos. Una carta en una fundación se queda allí.
rules-caprice-stock = un toque reparte una carta sobre cada montón, del primero al duodécimo, incluidos los vacíos; la última vuelta puede quedar corta. El mazo se pasa una sola vez.
rules-caprice-spaces = mientras dura el mazo, un montón que usted vacía se rellena al instante con él. Después, cualquier carta de arriba puede ir a un montón vacío.
rules-caprice-lost = cuando no queda ningún movimiento.

## Capricieuse

rules-capricieuse-goal = las 104 cartas de las dos barajas en las ocho fundaciones.
rules-capricieuse-foundations = como en { -game-caprice }, una fundación de As (hasta el Rey) y una fundación de Rey (hasta el As) para cada palo, pero todas empiezan vacías.
rules-capricieuse-deal = toda la baraja se reparte carta a carta, dando la vuelta a los doce montones. Cada carta se mira primero: un As o un Rey cuya fundación aún está vacía la empieza, y una carta que encaja en la fundación de As o de Rey de su palo va allí. Solo las demás cartas caen en el montón, y entonces el reparto pasa al montón siguiente. No hay mazo.
rules-capricieuse-moving = como en { -game-caprice }: una carta cada vez, sobre una carta de su mismo palo un valor más alta o más baja; el As y el Rey no son vecinos. Cualquier carta puede ir a un montón vacío.
rules-capricieuse-redeals = dos veces por partida, cuando usted quiera, se recogen los montones, primero las cartas del primero, cada montón de abajo arriba, y se reparten de nuevo de la misma manera sin barajar, empezando por el primer montón.
rules-capricieuse-lost = cuando no queda ningún movimiento ni ninguna redistribución.

## Lucas Leaps

rules-lucas-leaps-goal = las 104 cartas en las ocho fundaciones.
rules-lucas-leaps-foundations = cualquier fundación vacía acepta un As; cada una sube en su palo hasta el Rey.
rules-lucas-leaps-deal = trece montones de cuatro cartas; las otras 52 forman el mazo.
rules-lucas-leaps-moving = los montones bajan en el mismo palo. Una carta de arriba, o una escalera de cartas de arriba que baja en un mismo palo, se mueve de una vez sobre la carta de ese palo un valor más alta que la carta de abajo de la escalera, o a un montón vacío. A las fundaciones solo van cartas sueltas.
rules-lucas-leaps-stock = un toque pone una carta boca arriba en el descarte, cuya carta de arriba se juega. El mazo se pasa una sola vez.
rules-lucas-leaps-lost = cuando no queda ningún movimiento.

## Canfield doble

rules-double-canfield-goal = las 104 cartas en las ocho fundaciones.
rules-double-canfield-foundations = la primera carta repartida empieza la primera fundación, y su valor es el valor base de la partida. Cualquier fundación vacía acepta una carta de ese valor; cada una sube en su palo, pasando del Rey al As, hasta tener trece cartas.
rules-double-canfield-deal = trece cartas forman la reserva (boca arriba; solo se juega su carta de arriba), una carta va a cada uno de cinco montones y las otras 85 forman el mazo.
rules-double-canfield-reserve-public = sus cartas se reparten boca arriba, así que cualquiera puede revisarlas. La mesa la muestra cuadrada (su carta de arriba, con el número de cartas debajo); el botón «Reserva» la abre en abanico para verla y la vuelve a cuadrar.
rules-double-canfield-moving = los montones bajan alternando rojo y negro, y un Rey puede ir sobre un As (un As no puede ir sobre un Rey). Puede mover la carta de arriba de un montón, o el montón entero de una vez cuando todo él es una de esas escaleras, nunca una parte. A las fundaciones solo van cartas sueltas.
rules-double-canfield-stock = un toque pasa tres cartas (una, robando de 1 en 1) al descarte, una tras otra, de modo que la última queda arriba. Cuando el mazo está vacío, un toque da la vuelta al descarte para que vuelva a ser el mazo, tantas veces como quiera.
rules-double-canfield-spaces = mientras dura la reserva, un montón que usted vacía se rellena al instante con su carta de arriba. Después depende del ajuste de huecos: «descarte», solo la carta de arriba del descarte puede llenar un montón vacío; «cualquiera», puede hacerlo cualquier carta o montón que se pueda mover.
rules-double-canfield-lost = cuando no queda más que pasar el mazo, y pasarlo nunca daría un movimiento.

## Paciencia rusa

rules-russian-patience-goal = las 104 cartas de las dos barajas en las ocho fundaciones.
rules-russian-patience-foundations = como en { -game-capricieuse }, cada palo tiene una fundación de As, que sube del As al Rey, y una fundación de Rey, que baja del Rey al As. Todas empiezan vacías: un As o un Rey empieza la suya.
rules-russian-patience-deal = una fila de doce cartas, una en cada columna; las otras 92 forman el mazo. Cada toque en el mazo reparte la fila siguiente, una carta sobre cada columna, incluidas las vacías, y cada fila se solapa con la anterior (la última fila puede quedar corta).
rules-russian-patience-while-dealing = las cartas solo pueden ir a las fundaciones, y solo desde columnas disponibles. Mientras la primera fila es lo único repartido, todas las cartas están disponibles; en cuanto empieza la fila siguiente, solo lo están las cartas de arriba de las dos columnas exteriores, la primera y la duodécima (la mesa atenúa las demás). Una columna que usted vacía se rellena al instante desde el mazo.
rules-russian-patience-pack-out = la carta de arriba de cada columna está disponible. Una carta va a su fundación, o sobre una carta de su mismo palo un valor más alta o más baja, así que una columna puede subir y bajar por turnos; el As y el Rey no son vecinos. Una escalera de cartas de arriba de un mismo palo, cada una un valor por encima de la carta que tiene debajo o cada una un valor por debajo (en el mismo sentido de principio a fin), se mueve de una vez sobre una carta en la que podría ir su carta de abajo, o a una columna vacía. Cualquier carta o escalera puede llenar una columna vacía. A las fundaciones solo van cartas sueltas.
rules-russian-patience-redeals = dos veces por partida, una vez vacío el mazo, se recogen las columnas (primero las cartas de la primera columna, cada una de abajo arriba), se barajan y se reparten de nuevo como al principio: una primera fila de doce, el resto al mazo. La mezcla queda fijada por las cartas recogidas, así que deshacer una redistribución y volver a hacerla da el mismo reparto.
rules-russian-patience-lost = cuando no queda ningún movimiento ni ninguna redistribución.

## Juego automático: qué es seguro

rules-autoplay-heading = Juego automático: qué es seguro
rules-safe-caprice-capricieuse = Una carta va sola a su fundación solo cuando ninguna carta podría necesitarla ya en la mesa: cuando la otra fundación de su palo, que viene del otro extremo, ya ha llegado tan lejos como esta (o está completa). Por ejemplo, el 6♠ se une a la fundación del As de picas, que está en el 5♠, en cuanto la fundación del Rey de picas ha bajado al 5♠ o más abajo; toda carta que podría haberlo usado lo sigue entonces.
rules-safe-caprice-capricieuse-waits = En { -game-caprice } la última carta de un montón se deja donde está mientras el mazo rellenaría el montón. En { -game-capricieuse } no se juega nada por usted mientras quede una redistribución: una carta menos cambiaría cómo cae toda la redistribución.
rules-safe-lucas-leaps = Una carta va sola a su fundación cuando las dos cartas de su palo un valor más bajas ya están en fundaciones (los Ases siempre pueden), de modo que nada podría querer ya construir sobre ella, y su gemela aún puede seguir en otra fundación.
rules-safe-double-canfield = Una carta va sola a su fundación cuando las cuatro cartas que podrían ponerse sobre ella en un montón (las dos de cada palo del otro color, un valor más bajas; un Rey bajo un As) ya están en fundaciones, y su gemela aún puede seguir en otra fundación. Robando de 3 en 3, no se toman cartas del descarte por usted: eso cambiaría cómo cae el descarte de tres en tres.
rules-safe-russian-patience = No se juega nada por usted mientras quede una redistribución: una carta menos en los montones cambiaría cómo cae toda la mezcla. Tras la última redistribución, una carta va sola a su fundación solo cuando ninguna carta podría necesitarla ya en la mesa: cuando la otra fundación de su palo, que viene del otro extremo, ya ha llegado tan lejos como esta (o está completa), como en { -game-capricieuse }.
rules-safe-russian-patience-stock = Mientras dura el mazo, la última carta de un montón se deja donde está, ya que el mazo rellenaría el montón.
rules-autoplay-settings = El juego automático se puede desactivar en Ajustes. Deshacer un movimiento automático no hace que vuelva enseguida. Cuando ya no queda nada oculto (el mazo está vacío) y bastarían los movimientos a las fundaciones para ganar, el resto se puede jugar por usted.

## Lo que saben la pista y el indicador

rules-solver-heading = Lo que saben la pista y el indicador
rules-solver-indicator = El indicador y la demostración consultan al solucionador, que explora el reparto hasta el final. Ve el orden de las cartas del mazo, que usted no ve, y lo dice («Solucionador (ve el mazo)»). Así, «Se puede ganar» significa: por alguien que conociera el mazo. «No se puede ganar con este mazo» está demostrado, para el mazo tal como está. «El solucionador se rindió» significa que la búsqueda se quedó sin tiempo antes de poder saberlo. La demostración juega la línea ganadora del solucionador.
rules-solver-chances = «Sus posibilidades», a su lado, no mira las cartas ocultas: prueba al azar órdenes de las cartas boca abajo, como usted podría imaginarlos, y da la probabilidad de ganar desde aquí con su margen. «No quedan movimientos» es seguro; «No se puede ganar, sean cuales sean las cartas boca abajo» está demostrado para todos los órdenes; «Como mucho { $percent } %» significa que ninguno de los órdenes probados se pudo ganar. Se puede desactivar en Ajustes.
rules-solver-hint = La pista propone el movimiento de ese jugador que no mira, con palabras que solo nombran lo que usted ve («pasar el mazo», «repartir la fila siguiente», «mover el diez de picas a la fundación 2»): nunca dice qué carta sacaría el mazo. Con el ajuste «Las pistas pueden mirar las cartas boca abajo», propone en cambio el siguiente movimiento de la línea ganadora del solucionador, que conoce el mazo. Donde no se conoce ninguno de los dos, la pista sugiere el movimiento que parece más útil, y lo dice.
