### Las palabras que se leen antes de que la mesa arranque, o en su lugar
### cuando no puede arrancar: español (es). «Solitario» es la palabra
### española para «patience».

## Por qué una mesa no pudo arrancar

start-failed = El solitario no pudo iniciarse: { $why }
start-why-no-wasm = este navegador no tiene WebAssembly (o lo tiene desactivado), el lenguaje en el que está escrito el juego.
start-why-file = se abrió desde un archivo; el navegador solo carga su programa desde un servidor web (http o https).
start-why-csp = la Content-Security-Policy de esta página no permite WebAssembly: su script-src necesita 'wasm-unsafe-eval' (consulte la guía de integración).
start-why-damaged = su archivo de programa (patience_bg.wasm) falta, está dañado o es de una versión distinta de la de patience.js. Recargue la página; si el problema continúa, hay que volver a subir los archivos del sitio, todos juntos.
start-why-download = no se pudieron descargar sus archivos (la red o el servidor). Compruebe la conexión y recargue la página.
start-why-timeout = sus archivos no llegaron en { $seconds } segundos (la red o el servidor va demasiado lento o no responde). Compruebe la conexión y recargue la página.
start-why-other = { $detail }. Recargue la página para intentarlo de nuevo.

start-still-loading = El solitario todavía se está cargando: sus archivos tardan en llegar.

start-dealing = Repartiendo las cartas…

## La página del juego, cuando el elemento ni siquiera puede cargarse

start-page-too-old = Este navegador es demasiado antiguo para el solitario: necesita módulos de JavaScript y WebAssembly (cualquier navegador de 2022 en adelante).
start-page-file = El solitario debe servirse por http(s): abierto como archivo, el navegador no carga su WebAssembly. Ejecute scripts/serve o copie la compilación en un servidor web, y ábrala desde allí.
