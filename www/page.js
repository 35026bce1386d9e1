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

  // The words of locales/<lang>/start.ftl, built in by
  // scripts/start-words.mjs: the languages there are, the right-to-left
  // ones, and English's words (the page's: start-page-…). Another
  // language's are in start-words/<lang>.js, loaded only to say why the
  // table cannot start (a classic script: it loads from a file: page too).
  var START = { langs: ['en'], rtl: [], en: {} }; // build:start-words

  function langOf(tag) {
    var m = /^\s*([a-z]{2,3})(?:[-_]|\s*$)/i.exec(tag || '');
    var lang = m && m[1].toLowerCase();
    return lang && START.langs.indexOf(lang) >= 0 ? lang : null;
  }
  // The language to speak, as the wasm's `table::words::choose` (and
  // start-message.js's chooseLang) for the game's own page: the player's
  // setting, else the element's `lang`, else the browser's languages,
  // else English.
  function chooseLang() {
    var setting = null;
    try {
      setting = (JSON.parse(localStorage.getItem('patience:settings')) || {}).language;
    } catch (e) {
      /* no storage, or not JSON: automatic */
    }
    if (START.langs.indexOf(setting) >= 0) return setting;
    var own = el.getAttribute('lang');
    var tags = navigator.languages || [navigator.language];
    var lang = own && own.replace(/\s/g, '') ? langOf(own) : null;
    for (var i = 0; !lang && i < tags.length; i++) lang = langOf(tags[i]);
    return lang || 'en';
  }

  // Says `id` in the player's language (English where its words cannot load).
  function fail(id) {
    var p = el.querySelector('[data-start-message]');
    if (!p) return;
    var lang = chooseLang();
    function show() {
      var all = window.patienceStartWords || {};
      var words = lang !== 'en' && all[lang] ? all[lang] : START.en;
      p.lang = words === START.en ? 'en' : lang;
      p.dir = START.rtl.indexOf(p.lang) >= 0 ? 'rtl' : 'ltr';
      p.removeAttribute('aria-busy');
      p.setAttribute('data-start-error', '');
      p.setAttribute('role', 'alert');
      p.textContent = words[id] || id;
    }
    if (lang === 'en') return show();
    var s = document.createElement('script');
    s.onload = s.onerror = show;
    s.src = 'start-words/' + lang + '.js';
    document.head.appendChild(s);
  }
  if (!('noModule' in document.createElement('script'))) {
    fail('start-page-too-old');
    return;
  }
  if (location.protocol === 'file:') {
    fail('start-page-file');
    return;
  }
  // A returning player's table is drawn from its snapshot by picture.js
  // before the module runs: ask for it now, beside the module, rather than
  // once the element's scripts have run (a round trip on a phone). Without
  // a snapshot the page never needs it before its first table.
  try {
    if (localStorage.getItem('patience:snapshot:' + location.pathname + '#0') !== null) {
      var hint = document.createElement('link');
      hint.rel = 'modulepreload';
      hint.href = 'picture.js';
      document.head.appendChild(hint);
    }
  } catch (e) {}
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
