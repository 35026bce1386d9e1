### The words a player reads before the table starts, or instead of it
### when it cannot start: www/patience-table.js and www/page.js say them,
### since the table's WebAssembly module, which speaks the other files,
### has not started (or cannot). scripts/start-words.mjs builds them into
### those two files (English) and into start-words/<lang>.js (the other
### languages, loaded only when a table cannot start).
###
### Plain text, $variables and "string literals" only: the build refuses
### anything else. Code stays as it is in every language:
### Content-Security-Policy, script-src, 'wasm-unsafe-eval',
### patience_bg.wasm, patience.js, http, https, scripts/serve.

## Why a table could not start (www/patience-table.js)

# $why: one of the start-why-… messages below.
start-failed = Patience could not start: { $why }
start-why-no-wasm = this browser has no WebAssembly (or has it turned off), which the game is written in.
start-why-file = it was opened from a file; the browser only loads its program from a web server (http or https).
start-why-csp = this page's Content-Security-Policy does not allow WebAssembly: its script-src needs 'wasm-unsafe-eval' (see the embedding guide).
start-why-damaged = its program file (patience_bg.wasm) is missing, damaged, or from another release than patience.js. Reload; if this stays, the site's files need uploading again, all together.
start-why-download = its files could not be downloaded (the network or the server). Check the connection and reload.
# $seconds: how long the table waited for its files.
start-why-timeout = its files did not arrive within { $seconds } seconds (the network or the server is too slow, or not answering). Check the connection and reload.
# $detail: the browser's own words for the error (not translated).
start-why-other = { $detail }. Reload to try again.

# Shown in the table's place while its files are still on their way (after a few seconds), before the table starts or start-failed says it could not.
start-still-loading = Patience is still loading: its files are slow to arrive.

# Shown over the picture of the table (its poster, or the player's table as they left it) when the player taps or clicks it before the table has started: that tap plays nothing.
start-dealing = Dealing…

## The game's own page, where the element cannot even load (www/page.js)

start-page-too-old = This browser is too old for Patience: it needs JavaScript modules and WebAssembly (any browser from 2022 on).
start-page-file = Patience must be served over http(s): opened as a file, the browser will not load its WebAssembly. Run scripts/serve, or copy the build to a web server, and open it from there.
