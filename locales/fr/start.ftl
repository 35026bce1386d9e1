### Les mots lus avant que la table démarre, ou à sa place quand elle ne
### peut pas démarrer : français (fr). « Réussite » est le mot français
### pour « patience ». Les espaces avant « : » et « ; » sont insécables.

## Pourquoi la table n'a pas pu démarrer

start-failed = La réussite n'a pas pu démarrer : { $why }
start-why-no-wasm = ce navigateur n'a pas WebAssembly (ou l'a désactivé), le langage dans lequel le jeu est écrit.
start-why-file = la page a été ouverte depuis un fichier ; le navigateur ne charge son programme que depuis un serveur web (http ou https).
start-why-csp = la Content-Security-Policy de cette page n'autorise pas WebAssembly : son script-src doit contenir 'wasm-unsafe-eval' (voir le guide d'intégration).
start-why-damaged = son fichier de programme (patience_bg.wasm) est absent, endommagé ou d'une autre version que patience.js. Rechargez la page ; si le problème persiste, les fichiers du site doivent être remis en ligne, tous ensemble.
start-why-download = ses fichiers n'ont pas pu être téléchargés (le réseau ou le serveur). Vérifiez la connexion et rechargez la page.
start-why-timeout = ses fichiers ne sont pas arrivés en { $seconds } secondes (le réseau ou le serveur est trop lent, ou ne répond pas). Vérifiez la connexion et rechargez la page.
start-why-other = { $detail }. Rechargez la page pour réessayer.

start-still-loading = La réussite est encore en cours de chargement : ses fichiers tardent à arriver.

start-dealing = Distribution des cartes…

## La page du jeu, quand l'élément ne peut même pas se charger

start-page-too-old = Ce navigateur est trop ancien pour la réussite : il lui faut les modules JavaScript et WebAssembly (tout navigateur sorti depuis 2022).
start-page-file = La réussite doit être servie en http(s) : ouverte comme fichier, elle ne peut pas charger son WebAssembly. Lancez scripts/serve, ou copiez la version compilée sur un serveur web, et ouvrez-la depuis celui-ci.
