// <patience-table>: the Patience table as a custom element. One line of
// HTML puts a playable table on any page:
//
//   <script type="module" src="/games/patience/patience-table.js"></script>
//   <patience-table game="lucas-leaps" deal="42">Patience needs a current browser.</patience-table>
//
// This file is the element's thin JavaScript side: it defines the element,
// gives it a shadow root with the table's style sheet (style.css, next to
// this file), and gives each element its own table, the `Table` class of
// the wasm module (src/web/element.rs), which reads the attributes, draws,
// listens and sends the events. Everything is found relative to this file,
// so the build works from any folder of any site.
//
// It is also the JavaScript API's entry point: `init` and `Game` (see the
// README), whose calls before init() or after free() throw Errors that say
// so.
//
// Attributes: game, deal, draw, spaces, autoplay, controls, save, share-url,
// theme (light, dark, auto), card-index (standard, large), storage-prefix,
// loading (lazy, eager), poster (an image's URL) (and page, for the game's
// own page), each reflected by a property of the same name (shareUrl,
// cardIndex, storagePrefix), as built-in elements do.
//
// Before its module runs, a table shows a picture (picture.js: its poster,
// the game's own from posters/, made from the table's layout by
// `patience poster`), in a box whose size the style sheets give (an aspect
// ratio per game: style.css's :host rules, and patience-table.css for the
// page's head, which applies before any script). A lazy table (the
// default, for a table not near the viewport) loads and starts nothing
// until it comes within about a viewport of being seen. Events
// (bubbling, composed): patience-deal, patience-move, patience-won,
// patience-lost, patience-change-declined, patience-grade, patience-error.
// Properties: `api`, the table's game (legalMoves(), move(), undo(),
// position() …); `ready`; `newGame()`. See docs/embedding.md.

import wasmInit, * as wasm from './patience.js';
// What a table shows before it is live (a small module of DOM calls, with
// no wasm): imported with the element, fetched beside patience.js, so that
// a returning player's snapshot is drawn as soon as the table's style
// sheet is here, before the module's compilation keeps the main thread.
import * as pictures from './picture.js';

// The folder of the element's run-time files (style.css, the wasm, the
// solver's module and worker, locales/, start-words/): next to this file,
// unless the page named another with setBasePath().
let here = new URL('./', import.meta.url);
let based = false;
let loading = null;
let ready = false;

/**
 * Names the folder the element's files are in (a URL, relative to the
 * page), where a bundler moved this file away from them: a `public/`
 * folder, a CDN. Call it before the first table starts.
 */
export function setBasePath(url) {
  const base = new URL(String(url), document.baseURI);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  here = base;
  based = true;
}

/** The folder of the element's files (see setBasePath). */
export function getBasePath() {
  return here.href;
}

/** Loads the module once; later calls get the same promise. */
export default function init(moduleOrPath) {
  loading ??= (
    moduleOrPath !== undefined
      ? wasmInit(moduleOrPath)
      : wasmInit(based ? { module_or_path: new URL('patience_bg.wasm', here) } : undefined)
  ).then((exports) => {
    ready = true;
    // Main-thread searches (where no worker may run) load the solver's
    // module with a dynamic import: no eval, which a strict policy refuses.
    wasm.setSolverImport?.((url) =>
      import(/* webpackIgnore: true */ /* @vite-ignore */ url).then(async (m) => {
        await m.default();
        return m.Solver;
      }),
    );
    return exports;
  });
  return loading;
}
export { init };

// The API's classes: a call before init() or on a freed object says so,
// instead of "Cannot read properties of undefined" or "null pointer passed
// to rust". (wasm-bindgen keeps an object's pointer in __wbg_ptr and sets it
// to 0 on free(); tests/e2e/api-embed.test.mjs pins both messages.)
function guard(cls, name) {
  for (const key of Object.getOwnPropertyNames(cls)) {
    const f = cls[key];
    if (typeof f !== 'function' || key === 'prototype' || key.startsWith('__')) continue;
    cls[key] = function (...args) {
      if (!ready) {
        throw new Error(`${name}.${key}() was called before the module was loaded: await init() first`);
      }
      return f.apply(this, args);
    };
  }
  for (const key of Object.getOwnPropertyNames(cls.prototype)) {
    const d = Object.getOwnPropertyDescriptor(cls.prototype, key);
    if (key === 'constructor' || typeof d.value !== 'function' || key.startsWith('__')) continue;
    const f = d.value;
    cls.prototype[key] = function (...args) {
      if (!this.__wbg_ptr) {
        if (key === 'free') return undefined;
        throw new Error(
          name === 'table'
            ? 'this table was removed from the page: its game is gone'
            : `this ${name} was freed (free() was called): make a new one`,
        );
      }
      return f.apply(this, args);
    };
  }
  return cls;
}
export const Game = guard(wasm.Game, 'Game');
guard(wasm.Table, 'table');

// Where a table's snapshot is kept (picture.js), and whether there is one.
// The first part of a table's storage keys: its storage-prefix when that
// is valid (the table says why when it is not), else patience.
function storagePrefix(host) {
  const prefix = host.getAttribute('storage-prefix')?.trim();
  return /^[A-Za-z0-9._-]{1,64}$/.test(prefix ?? '') ? prefix : 'patience';
}
const snapshotKey = (host, place) =>
  `${storagePrefix(host)}:snapshot:${location.pathname}#${place}`;
function hasSnapshot(key) {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

// When the page is hidden (or left), each live table saves its snapshot.
// The page's listeners are there while a table is live, and go with the
// last one.
const snappers = new Set();
function snapAll() {
  for (const snap of snappers) snap();
}
function snapHidden() {
  if (document.visibilityState === 'hidden') snapAll();
}
function watchHiding(snap, on) {
  if (on) snappers.add(snap);
  else snappers.delete(snap);
  const listen = snappers.size > 0 ? 'addEventListener' : 'removeEventListener';
  window[listen]('pagehide', snapAll);
  document[listen]('visibilitychange', snapHidden);
}

// The table's style sheet, fetched once and shared by every table (a
// constructable sheet where the browser has them, else a <link> per table).
let sheet = null;
function styleSheet() {
  sheet ??= (async () => {
    const url = new URL('style.css', here);
    if (!('adoptedStyleSheets' in Document.prototype) || typeof CSSStyleSheet.prototype.replace !== 'function') {
      return url.href;
    }
    const response = await fetch(url);
    if (!response.ok) throw new Error(`its style sheet could not be loaded (${response.status})`);
    const s = new CSSStyleSheet();
    await s.replace(await response.text());
    return s;
  })();
  return sheet;
}

const WATCHED = ['game', 'deal', 'draw', 'spaces', 'autoplay', 'controls', 'save', 'share-url', 'theme', 'card-index', 'lang', 'loading', 'poster'];

// The attributes a property of the same name reflects (`lang` is the
// platform's own): property name → attribute.
const REFLECTED = {
  game: 'game',
  deal: 'deal',
  draw: 'draw',
  spaces: 'spaces',
  autoplay: 'autoplay',
  controls: 'controls',
  save: 'save',
  shareUrl: 'share-url',
  theme: 'theme',
  cardIndex: 'card-index',
  storagePrefix: 'storage-prefix',
  loading: 'loading',
  poster: 'poster',
};

// Attributes the element itself handles (the table reads the others).
const OWN = ['loading', 'poster'];

// How long a table waits for its files before it says it is still loading,
// then that they did not arrive (a request that never answers).
const STILL_LOADING_MS = 5_000;
const GIVE_UP_MS = 30_000;

/** The table's files did not arrive in time. */
class StartTimeout extends Error {}

function message(root, text, lang) {
  const p = document.createElement('p');
  if (lang) {
    p.lang = lang;
    p.dir = START.rtl.includes(lang) ? 'rtl' : 'ltr';
  }
  p.setAttribute('role', 'alert');
  p.setAttribute('data-start-error', '');
  p.setAttribute('part', 'message');
  p.className = 'start-error';
  p.textContent = text;
  root.replaceChildren(p);
}

// Why the table could not start, in words that name the real cause: no
// WebAssembly, a page opened from a file, a Content-Security-Policy that
// refuses WebAssembly, a program file that is damaged or from another
// release, or a download that failed. The id of the start-why-… message
// (locales/<lang>/start.ftl) that says it.
function startFailure(e) {
  const detail = String(e?.message ?? e);
  return typeof WebAssembly !== 'object'
    ? ['start-why-no-wasm']
    : location.protocol === 'file:'
      ? ['start-why-file']
      : e instanceof StartTimeout
        ? ['start-why-timeout', { seconds: String(GIVE_UP_MS / 1000) }]
        : /Content.Security.Policy|unsafe-eval/i.test(detail)
          ? ['start-why-csp']
          : e instanceof WebAssembly.CompileError || e instanceof WebAssembly.LinkError
            ? ['start-why-damaged']
            : e instanceof TypeError && /fetch|network|load/i.test(detail)
              ? ['start-why-download']
              : ['start-why-other', { detail }];
}

// `patience-error`'s `detail.reason` for each start-why-… message.
const REASONS = {
  'start-why-no-wasm': 'no-wasm',
  'start-why-file': 'file',
  'start-why-timeout': 'timeout',
  'start-why-csp': 'csp',
  'start-why-damaged': 'damaged',
  'start-why-download': 'download',
  'start-why-other': 'other',
};

// The words of locales/<lang>/start.ftl, built in by scripts/start-words.mjs:
// the languages there are, the right-to-left ones, and English's words
// (the element's: start-failed, start-why-…). Another language's are in
// start-words/<lang>.js, loaded only when a table cannot start.
const START = { langs: ['en'], rtl: [], en: {} }; // build:start-words

// The language a tag names (`fr-CA` is French), if there are words for it.
function langOf(tag) {
  const m = /^\s*([a-z]{2,3})(?:[-_]|\s*$)/i.exec(tag ?? '');
  const lang = m?.[1].toLowerCase();
  return START.langs.includes(lang) ? lang : null;
}

// The language to speak: it mirrors the wasm's `table::words::choose` (and
// `app::language::languages`), for when the wasm cannot run: the player's
// setting (`language` in localStorage's <prefix>:settings, a tag exactly),
// else the element's own `lang`, else the nearest `lang` around it (not on
// the game's own page), else the browser's languages in order, else
// English. A blank `lang` is none; one the words lack is passed over.
function chooseLang(host) {
  let setting = null;
  try {
    const key = `${storagePrefix(host)}:settings`;
    setting = JSON.parse(localStorage.getItem(key))?.language;
  } catch {
    /* no storage, or not JSON: automatic */
  }
  const lang = (el) => {
    const l = el?.getAttribute('lang');
    return l?.trim() ? l : null;
  };
  const page = host.hasAttribute('page');
  return (
    (START.langs.includes(setting) ? setting : null) ??
    langOf(lang(host)) ??
    (page ? null : langOf(lang(host.parentElement?.closest('[lang]')))) ??
    (navigator.languages ?? [navigator.language]).map(langOf).find(Boolean) ??
    'en'
  );
}

// `lang`'s words: English's at once, another's from start-words/<lang>.js
// (a classic script, which also loads where page.js needs it), or
// English's where it cannot load.
function startWords(lang) {
  const have = () => globalThis.patienceStartWords?.[lang];
  if (lang === 'en' || have()) return Promise.resolve(have() ? [lang, have()] : ['en', START.en]);
  return new Promise((resolve) => {
    const s = document.createElement('script');
    s.onload = s.onerror = () => {
      s.remove();
      resolve(have() ? [lang, have()] : ['en', START.en]);
    };
    try {
      s.src = new URL(`start-words/${lang}.js`, here).href;
      document.head.append(s);
    } catch {
      resolve(['en', START.en]);
    }
  });
}

// A message of `words` with its variables (`{$name}`, isolated already).
function say(words, id, args = {}) {
  return (words[id] ?? id).replace(/\{\$([\w-]+)\}/g, (_, name) => args[name] ?? '');
}

// The whole sentence, in the host's language: [lang, text, reason].
async function startMessage(host, e) {
  const [id, args] = startFailure(e);
  const [lang, words] = await startWords(chooseLang(host));
  return [lang, say(words, 'start-failed', { why: say(words, id, args) }), REASONS[id]];
}

// Tells the host page that a table cannot start, or lost its solver.
function raiseError(host, reason, message) {
  host.dispatchEvent(new CustomEvent('patience-error', { bubbles: true, composed: true, detail: { reason, message } }));
}

const FAILED_STYLE =
  ':host{display:block}.start-error{margin:0;padding:2em 1em;text-align:center;font:15px/1.4 system-ui,sans-serif;color:var(--patience-ink,#fff);background:var(--patience-felt,#13703f);border-radius:inherit}';

// The failure message's few rules, as a constructed sheet (a strict
// Content-Security-Policy allows it; it refuses a <style>), after the
// table's own sheet where that is there (the box keeps its size). A
// browser without constructed sheets shows the message unstyled.
let failedSheet = null;
function failedStyle(shadow) {
  try {
    if (!failedSheet) {
      failedSheet = new CSSStyleSheet();
      failedSheet.replaceSync(FAILED_STYLE);
    }
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets.filter((x) => x !== failedSheet), failedSheet];
  } catch {
    /* unstyled */
  }
}

// Several tables on a page are drawn one frame apart, in the order they
// start: the first table shows as soon as it is built, rather than when
// every table is (on a phone each costs a frame or more). `mounted` settles
// once the last table begun has been painted: the next animation frame's
// following task, or 100 ms later where frames do not come (a hidden tab).
let mounted = null;

function afterPaint() {
  return new Promise((resolve) => {
    setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

export class PatienceTable extends HTMLElement {
  static observedAttributes = WATCHED;

  #table = null;
  #starting = null;
  #pending = false;
  #gameApi = null;
  #ready = null;
  #settle = null;
  /** Removed from the page after its table started (its table freed). */
  #removed = false;
  /** Watches the solver's indicator, to tell the host when it is lost. */
  #watch = null;
  /** A lazy table's watch for coming near the viewport. */
  #near = null;
  /** The latest picture asked for (an older one, still loading, gives way). */
  #pictured = 0;
  /** Saves this table's snapshot (while its table is live). */
  #snap = null;
  /** Settles once the picture last drawn has been painted. */
  #pictureFrame = null;

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.#expect();
    // A tap or click on the picture before the table has started plays
    // nothing: the table says it is dealing (start-dealing), until it is.
    // (A drag cannot start there: the picture has no cards to drag.)
    this.shadowRoot.addEventListener('click', (e) => {
      if (!this.#table && e.target instanceof Element && e.target.closest('.picture')) this.#dealing();
    });
  }

  async #dealing() {
    const [lang, words] = await startWords(chooseLang(this));
    const shadow = this.shadowRoot;
    if (this.#table || !shadow.querySelector('.picture')) return;
    let note = shadow.querySelector('.picture-note');
    if (!note) {
      note = document.createElement('p');
      note.className = 'picture-note';
      note.setAttribute('role', 'status');
      note.setAttribute('part', 'message');
      shadow.append(note);
    }
    note.lang = lang;
    note.dir = START.rtl.includes(lang) ? 'rtl' : 'ltr';
    note.textContent = say(words, 'start-dealing');
  }

  // A new `ready`, pending until this element's table is drawn (or cannot start).
  #expect() {
    this.#ready = new Promise((resolve) => {
      this.#settle = resolve;
    });
  }

  connectedCallback() {
    // Properties set before the element was defined (a framework may set
    // them on an element it made first) shadow the reflecting ones: set
    // them again through them.
    for (const name of Object.keys(REFLECTED)) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    if (this.#table || this.#starting) return;
    this.#removed = false;
    this.#picture();
    this.#whenNear();
  }

  // Once the table's style sheet is here (fetched once for every table;
  // the module is not), draws the player's own table as it stood when the
  // page was last hidden (picture.js's snapshot), else the poster. Not the
  // poster on the game's own page: its whole window is the table's, with
  // controls a poster does not show. The live table is built only after
  // the picture's first paint (#start), so that the picture is seen while
  // the build keeps the main thread.
  async #picture() {
    const turn = ++this.#pictured;
    const key = snapshotKey(this, this.#place());
    if (this.hasAttribute('page') && !hasSnapshot(key)) return;
    let css;
    try {
      css = await styleSheet();
    } catch {
      return; // the start says why
    }
    const shadow = this.shadowRoot;
    if (turn !== this.#pictured || this.#table || !this.isConnected || shadow.querySelector('[data-start-error], [data-start-loading]')) return;
    pictures.adopt(shadow, css);
    const drawn = pictures.showSnapshot(this, shadow, key) || (!this.hasAttribute('page') && pictures.showPicture(this, shadow, here));
    if (drawn) this.#pictureFrame = afterPaint();
  }

  // `loading="eager"` (and the game's own page): the table starts at once.
  // Otherwise (lazy, the default) it starts when it comes within about a
  // viewport of being seen: until then it fetches, instantiates and starts
  // nothing (no module, no worker, no solver, no deal).
  #whenNear() {
    this.#near?.disconnect();
    this.#near = null;
    const eager = this.hasAttribute('page') || (this.getAttribute('loading') ?? '').trim().toLowerCase() === 'eager';
    if (eager || typeof IntersectionObserver !== 'function') {
      this.#begin();
      return;
    }
    this.#near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        this.#near?.disconnect();
        this.#near = null;
        this.#begin();
      },
      { rootMargin: '100% 0px' },
    );
    this.#near.observe(this);
  }

  #begin() {
    if (this.#table || this.#starting || !this.isConnected) return;
    this.#starting = this.#start().finally(() => {
      this.#starting = null;
    });
  }

  async #start() {
    const shadow = this.shadowRoot;
    let css;
    // A request that never answers: the table says it is still loading,
    // then that its files did not arrive.
    let still, giveUp;
    let settled = false;
    try {
      still = setTimeout(async () => {
        const [lang, words] = await startWords(chooseLang(this));
        if (settled) return;
        const box = document.createElement('div');
        failedStyle(shadow);
        shadow.replaceChildren(box);
        message(box, say(words, 'start-still-loading'), lang);
        box.firstChild.setAttribute('role', 'status');
        box.firstChild.setAttribute('data-start-loading', '');
        box.firstChild.removeAttribute('data-start-error');
      }, STILL_LOADING_MS);
      const late = new Promise((_, reject) => {
        giveUp = setTimeout(() => reject(new StartTimeout('timeout')), GIVE_UP_MS);
      });
      [css] = await Promise.race([Promise.all([styleSheet(), init()]), late]);
    } catch (e) {
      const [lang, text, reason] = await startMessage(this, e);
      const box = document.createElement('div');
      failedStyle(shadow);
      shadow.replaceChildren(box);
      message(box, text, lang);
      this.#settle(false);
      raiseError(this, reason, text);
      return;
    } finally {
      settled = true;
      clearTimeout(still);
      clearTimeout(giveUp);
    }
    // This table's turn: after the tables begun before it are painted.
    const before = mounted;
    let painted;
    mounted = new Promise((resolve) => {
      painted = resolve;
    });
    try {
      if (before) await before;
      // A picture drawn in this very task is painted first.
      if (this.#pictureFrame) await this.#pictureFrame;
      await this.#build(shadow, css);
    } finally {
      afterPaint().then(painted);
    }
  }

  async #build(shadow, css) {
    if (!this.isConnected || this.#table) return;
    const root = document.createElement('div');
    if (typeof css === 'string') {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = css;
      const loaded = new Promise((resolve) => {
        link.onload = link.onerror = resolve;
      });
      shadow.replaceChildren(link, root, ...shadow.querySelectorAll('.picture'));
      await loaded;
      if (!this.isConnected) return;
    } else {
      shadow.adoptedStyleSheets = [css];
      shadow.replaceChildren(root, ...shadow.querySelectorAll('.picture'));
    }
    try {
      this.#table = new wasm.Table(root, this, {
        page: this.hasAttribute('page'),
        assets: here.href,
        pageUrl: new URL('index.html', here).href,
        place: this.#place(),
      });
    } catch (e) {
      const text = e?.message ?? String(e);
      message(root, text);
      this.#settle(false);
      raiseError(this, 'other', text);
      return;
    }
    this.#watchSolver(root);
    // The first deal is drawn: `ready` resolves, then (a task later, once
    // whatever awaited it has run) the table's events go out, the first
    // deal's `patience-deal` first.
    this.#settle(true);
    const table = this.#table;
    // Input goes to the live table at once, through the picture over it.
    for (const p of shadow.querySelectorAll('.picture')) p.classList.add('leaving');
    // The picture gives way to the live table once that is painted; the
    // live table is saved as a snapshot whenever the page is hidden.
    afterPaint().then(() => {
      pictures.dismissPicture(shadow, root);
      if (this.#table !== table) return;
      const key = snapshotKey(this, this.#place());
      this.#snap = () => pictures.saveSnapshot(this, shadow, key);
      watchHiding(this.#snap, true);
    });
    setTimeout(() => {
      if (this.#table === table) table.release();
    });
  }

  // This table's place on the page, for its saves: its id, else its index
  // among the tables of its document (or of the host's shadow root it is
  // in, marked with that root's host's name).
  #place() {
    if (this.id) return this.id;
    const root = this.getRootNode();
    const index = String([...root.querySelectorAll('patience-table')].indexOf(this));
    return root instanceof ShadowRoot ? `${root.host.localName}/${index}` : index;
  }

  // The solver's indicator says `unavailable` when its module could not
  // load or failed: the host hears it as a `patience-error` (once per loss).
  #watchSolver(root) {
    let lost = false;
    this.#watch = new MutationObserver(() => {
      const now = root.querySelector('[data-solver]')?.getAttribute('data-solver') === 'unavailable';
      if (now && !lost) {
        const said = root.querySelector('[data-message]')?.textContent?.trim();
        raiseError(this, 'solver', said || 'solver unavailable');
      }
      lost = now;
    });
    this.#watch.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-solver'] });
  }

  disconnectedCallback() {
    // Moved within the page (disconnected, then connected again at once):
    // the table stays. Removed: its listeners, timers and worker go.
    queueMicrotask(() => {
      if (!this.isConnected) {
        this.#near?.disconnect();
        this.#near = null;
      }
      if (this.isConnected || !this.#table) return;
      this.#watch?.disconnect();
      this.#watch = null;
      if (this.#snap) watchHiding(this.#snap, false);
      this.#snap = null;
      this.#table.free();
      this.#table = null;
      this.#gameApi = null;
      this.#removed = true;
      this.#expect();
      this.shadowRoot.replaceChildren();
    });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    if (OWN.includes(name) || (name === 'game' && !this.#table)) {
      // Before the table starts: the picture follows `poster` and `game`,
      // and a table made eager starts now.
      if (!this.#table && this.isConnected) {
        if (name === 'loading' && this.#near) this.#whenNear();
        this.#picture();
      }
      if (OWN.includes(name)) return;
    }
    if (!this.#table || this.#pending) return;
    // Several attributes set together are one change.
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      this.#table?.configure();
    });
  }

  /**
   * The game this table shows, to script it: legalMoves(), move(token),
   * undo(), redo(), position(), state(), status(), moves(), replayCode(),
   * deal(). move() plays on the table (it flies, autoplay follows). Null
   * until the table has started; throws once the table was removed from
   * the page.
   */
  get api() {
    const table = this.#table;
    if (!table) {
      if (this.#removed) throw new Error('this table was removed from the page: its game is gone');
      return null;
    }
    this.#gameApi ??= Object.freeze({
      legalMoves: () => table.legalMoves(),
      move: (token) => table.move(token),
      undo: () => table.undo(),
      redo: () => table.redo(),
      position: () => table.position(),
      state: () => table.state(),
      status: () => table.status(),
      moves: () => table.moves(),
      replayCode: () => table.replayCode(),
      deal: () => table.deal(),
    });
    return this.#gameApi;
  }

  /**
   * Deals `{game, deal, draw, spaces}` (each optional) at once, without the
   * dialog a changed attribute brings (for hosts that ask the player their
   * own way); the attributes then describe it. Returns the deal shown;
   * throws an Error for a bad game, deal or option (an options object
   * whose members cannot be read included: nothing is dealt then), before
   * the table has started (`await ready` first), or once it was removed.
   */
  newGame(options = {}) {
    if (!this.#table) {
      throw new Error(
        this.#removed
          ? 'this table was removed from the page: put it back on the page to deal'
          : 'the table has not started yet: await its ready first',
      );
    }
    // The options are read here, once: a getter or a Proxy that throws
    // throws out of newGame, before the game in progress is touched.
    let given = options;
    if (options !== null && (typeof options === 'object' || typeof options === 'function')) {
      given = {};
      for (const key of ['game', 'deal', 'draw', 'spaces']) {
        const value = options[key];
        if (value !== undefined) given[key] = value;
      }
    }
    return this.#table.newGame(given);
  }

  /**
   * Resolves to true once the table's first deal is drawn, whenever the
   * element is attached (it waits until then), or to false when the table
   * could not start. The first `patience-deal` event follows it.
   */
  get ready() {
    return this.#ready;
  }
}

// Each attribute's property (see REFLECTED): a string, or null where the
// attribute is absent; null or undefined removes it.
for (const [name, attribute] of Object.entries(REFLECTED)) {
  Object.defineProperty(PatienceTable.prototype, name, {
    configurable: true,
    enumerable: true,
    get() {
      return this.getAttribute(attribute);
    },
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  });
}

if (!customElements.get('patience-table')) {
  customElements.define('patience-table', PatienceTable);
}
