// The game's own page (index.html): a classic script of its own, not an
// inline one (a strict Content-Security-Policy, script-src 'self', refuses
// inline scripts), and not a module: it runs where modules do not.
//
// Where the table cannot start, it says why instead of leaving a blank
// page: opened from a file (browsers load no module or WebAssembly from
// file://), or a browser without JavaScript modules. A module that fails
// to load or compile is reported by the element itself.
(function () {
  var el = document.querySelector('patience-table');
  if (!el) return;
  function fail(why) {
    var p = el.querySelector('[data-start-message]');
    if (!p) return;
    p.setAttribute('data-start-error', '');
    p.setAttribute('role', 'alert');
    p.textContent = why;
  }
  if (!('noModule' in document.createElement('script'))) {
    fail('This browser is too old for Patience: it needs JavaScript modules and WebAssembly (any browser from 2020 on).');
    return;
  }
  if (location.protocol === 'file:') {
    fail('Patience must be served over http(s): opened as a file, the browser will not load its WebAssembly. Run scripts/serve, or copy the build to a web server, and open it from there.');
    return;
  }
  // Offline play: a service worker precaches the game (www/sw.js), on
  // http(s) pages of their own (not in an iframe, not embed=1), relative
  // to this page so that any sub-path works; a refusal is silent. It is
  // registered once the first table is drawn (its patience-deal event),
  // then a frame and a task, so that its install, which fetches the
  // whole build, never competes with the first table.
  if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol) &&
      window.self === window.top && !/[?&]embed=1/.test(location.search)) {
    el.addEventListener('patience-deal', function () {
      requestAnimationFrame(function () {
        setTimeout(function () {
          navigator.serviceWorker.register('sw.js').catch(function () {});
        });
      });
    }, { once: true });
  }
})();
