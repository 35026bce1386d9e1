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

// A page of the game's own site that its service worker (sw.js, next to
// this file) may have answered from its cache at once: its tables show
// their picture meanwhile, but the module is instantiated (and a table
// goes live) only once the worker has said that the server's page names
// this page's release (the page's `<meta name="patience-release">`). Where
// it names another (a deploy since the last visit), the page reloads
// itself, once, and the worker asks the server for that page first: the
// new release arrives whole, and nothing was played on the old one. No
// answer within RELEASE_WAIT_MS (offline, the worker's 5 s limit, an
// error): the tables start. A page no worker of this site controls (any
// host page) waits for nothing.
const RELEASE_WAIT_MS = 5_000;
const RELOADED = 'patience:reloaded-for';
let confirmed = null;
function ownWorker() {
  try {
    const sw = navigator.serviceWorker?.controller;
    const release = document.querySelector('meta[name="patience-release"]')?.getAttribute('content');
    return sw && release && sw.scriptURL === new URL('sw.js', here).href ? { sw, release } : null;
  } catch {
    return null;
  }
}
function currentRelease(own) {
  confirmed ??= new Promise((resolve) => {
    const timer = setTimeout(resolve, RELEASE_WAIT_MS);
    try {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => {
        clearTimeout(timer);
        channel.port1.close();
        try {
          if (data?.live === false && sessionStorage.getItem(RELOADED) !== String(data.release)) {
            sessionStorage.setItem(RELOADED, String(data.release));
            location.reload();
            return; // the page goes: its tables never start
          }
          if (data?.live) sessionStorage.removeItem(RELOADED);
        } catch {
          // No session storage: no reload (it could not be limited to one).
        }
        resolve();
      };
      own.sw.postMessage({ patience: 'release', release: own.release }, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
  return confirmed;
}

// The table's module, started once for every table (see init). On a page
// of this site's service worker, its bytes are fetched and compiled at
// once, and instantiated once the page's release is confirmed
// (currentRelease).
let module = null;
function startModule() {
  const own = ownWorker();
  if (!own || loading) return init();
  module ??= (() => {
    const compiled = fetch(new URL('patience_bg.wasm', here))
      .then((response) => WebAssembly.compileStreaming(response))
      .catch(() => null);
    return currentRelease(own)
      .then(() => compiled)
      .then((m) => init(m ? { module_or_path: m } : undefined));
  })();
  return module;
}

// The picture a table shows before its module runs (picture.js): asked for
// when a table has one to show (an embedded table's poster, a returning
// player's snapshot), at once and beside the module; the game's own page
// without a snapshot never fetches it before its first table.
let pictureModule = null;
const picture = () => (pictureModule ??= import('./picture.js').catch((e) => {
  pictureModule = null;
  throw e;
}));

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

// Settles once the snapshot last begun is painted (or was not drawn).
let snapshotTurn = null;

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
/** At most this long the live table waits for its picture to be painted. */
const PICTURE_WAIT_MS = 1_000;

/** The table's files did not arrive in time. */
class StartTimeout extends Error {}

// What a table says before it starts or instead of it (start-message.js:
// why it could not start, in the player's language; that its files are
// slow; that it is dealing), loaded only when it has something to say.
// Null where that module cannot load, or has not within a few seconds.
let notes = null;
function startNotes() {
  notes ??= import('./start-message.js').catch(() => {
    notes = null;
    return null;
  });
  return Promise.race([notes, new Promise((resolve) => setTimeout(resolve, 5_000, null))]);
}

// Where start-message.js cannot load, the one thing the table can say is
// that: its files could not be downloaded. English's words for it, from
// locales/en/start.ftl (start-failed, start-why-download), built in by
// scripts/start-words.mjs.
const START = { en: {} }; // build:start-words

/** Puts `said` ({lang, dir, text}) in `root`'s place, as an alert. */
function message(root, { lang, dir, text }) {
  const p = document.createElement('p');
  if (lang) {
    p.lang = lang;
    p.dir = dir;
  }
  p.setAttribute('role', 'alert');
  p.setAttribute('data-start-error', '');
  p.setAttribute('part', 'message');
  p.className = 'start-error';
  p.textContent = text;
  root.replaceChildren(p);
  return p;
}

// Tells the host page that a table cannot start, or lost its solver.
function raiseError(host, reason, message) {
  host.dispatchEvent(new CustomEvent('patience-error', { bubbles: true, composed: true, detail: { reason, message } }));
}

// Several tables on a page are drawn one frame apart, in the order they
// start: the first table shows as soon as it is built, rather than when
// every table is (on a phone each costs a frame or more). `mounted` settles
// once the last table begun has been painted: the next animation frame's
// following task, or 100 ms later where frames do not come (a hidden tab).
let mounted = null;

// Leaves only the pictures (picture.js) in `shadow`, with `nodes` before
// them. A picture stays where it is: moved, it would be styled, laid out
// and painted anew in the live table's first frame.
function beforePictures(shadow, ...nodes) {
  for (const n of [...shadow.childNodes]) {
    if (!(n instanceof Element && n.classList.contains('picture'))) n.remove();
  }
  shadow.prepend(...nodes);
}

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
    const said = await (await startNotes())?.words(this, here, storagePrefix(this), 'start-dealing');
    const shadow = this.shadowRoot;
    if (!said || this.#table || !shadow.querySelector('.picture')) return;
    let note = shadow.querySelector('.picture-note');
    if (!note) {
      note = document.createElement('p');
      note.className = 'picture-note';
      note.setAttribute('role', 'status');
      note.setAttribute('part', 'message');
      shadow.append(note);
    }
    note.lang = said.lang;
    note.dir = said.dir;
    note.textContent = said.text;
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
    this.#pictureFrame = this.#picture();
    this.#whenNear();
  }

  // Once the table's style sheet is here (fetched once for every table;
  // the module is not), draws the player's own table as it stood when the
  // page was last hidden (picture.js's snapshot), else the poster. Not the
  // poster on the game's own page: its whole window is the table's, with
  // controls a poster does not show. The live table is built only after
  // the picture's first paint (#start), so that the picture is seen while
  // the build keeps the main thread. Settles once the picture drawn (if
  // any) is painted.
  async #picture() {
    const turn = ++this.#pictured;
    const key = snapshotKey(this, this.#place());
    const snapshot = hasSnapshot(key);
    if (this.hasAttribute('page') && !snapshot) return;
    // Snapshots are painted one table at a time, in the order the tables
    // began (the page's order): the first is painted alone, not in one
    // frame with the others (each is a hundred boxes to style and lay out,
    // a tenth of a second on a phone).
    const before = snapshot ? snapshotTurn : null;
    let done = null;
    if (snapshot) {
      snapshotTurn = new Promise((resolve) => {
        done = resolve;
      });
    }
    try {
      let css, pictures;
      let drawn = null;
      try {
        const sheet = styleSheet();
        sheet.catch(() => {}); // (the start says why)
        pictures = await picture();
        // The first snapshot is built while the style sheet is still on
        // its way (it usually comes after picture.js), and put in place
        // once that is here: the box has its size then, to check the
        // snapshot's by. The others are built in their turn.
        if (snapshot && !before) drawn = pictures.drawSnapshot(this, key);
        css = await sheet;
        await before;
        if (snapshot && before) drawn = pictures.drawSnapshot(this, key);
      } catch {
        return; // the start says why, or the table starts without a picture
      }
      const shadow = this.shadowRoot;
      if (turn !== this.#pictured || this.#table || !this.isConnected || shadow.querySelector('[data-start-error], [data-start-loading]')) return;
      pictures.adopt(shadow, css);
      const shown = pictures.placeSnapshot(this, shadow, drawn) || (!this.hasAttribute('page') && pictures.showPicture(this, shadow, here));
      if (shown) await afterPaint();
    } finally {
      done?.();
    }
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
        const notes = await startNotes();
        const said = await notes?.words(this, here, storagePrefix(this), 'start-still-loading');
        if (settled || !said) return;
        const box = document.createElement('div');
        notes.style(shadow);
        shadow.replaceChildren(box);
        const p = message(box, said);
        p.setAttribute('role', 'status');
        p.setAttribute('data-start-loading', '');
        p.removeAttribute('data-start-error');
      }, STILL_LOADING_MS);
      const late = new Promise((_, reject) => {
        giveUp = setTimeout(() => reject(new StartTimeout('timeout')), GIVE_UP_MS);
      });
      // The table's module is started (fetched, compiled, instantiated)
      // at once, or, for a returning player's snapshot, once that is
      // painted: V8 compiles a module it has seen from its cache on the
      // main thread (about 40 ms of a phone's), which would otherwise come
      // before the snapshot's frame. (The page's preload links have asked
      // for its bytes already.) The table is built after that paint anyway.
      // On a page of this site's service worker, the worker is asked now
      // whether the server's page names this page's release, while the
      // picture is painted and the module compiled (startModule); the
      // table is built only once it has answered (even where the page's
      // own script instantiated the module already).
      const own = ownWorker();
      const current = own ? currentRelease(own) : null;
      [css] = await Promise.race([
        Promise.all([styleSheet(), hasSnapshot(snapshotKey(this, this.#place())) ? this.#shown().then(startModule) : startModule(), current]),
        late,
      ]);
    } catch (e) {
      const notes = await startNotes();
      const said = notes
        ? await notes.failure(this, here, storagePrefix(this), e, e instanceof StartTimeout && GIVE_UP_MS / 1000)
        : {
            lang: 'en',
            dir: 'ltr',
            text: START.en['start-failed'].replace('{$why}', () => START.en['start-why-download']),
            reason: 'download',
          };
      const box = document.createElement('div');
      notes?.style(shadow);
      shadow.replaceChildren(box);
      message(box, said);
      this.#settle(false);
      raiseError(this, said.reason, said.text);
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
      await this.#shown();
      await this.#build(shadow, css);
    } finally {
      afterPaint().then(painted);
    }
  }

  // Settles once the picture being drawn (if any) is painted, or after
  // PICTURE_WAIT_MS: a picture never holds the table back for long.
  #shown() {
    return Promise.race([this.#pictureFrame, new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]);
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
      beforePictures(shadow, link, root);
      await loaded;
      if (!this.isConnected) return;
    } else {
      // (The picture adopted it already: adopted again, every element of
      // the shadow root would be styled anew.)
      const sheets = shadow.adoptedStyleSheets;
      if (sheets.length !== 1 || sheets[0] !== css) shadow.adoptedStyleSheets = [css];
      beforePictures(shadow, root);
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
      message(root, { text });
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
    // The live table is drawn whole in this task: a snapshot (a whole
    // table of cards, as costly to paint as the live one) goes at once, and
    // the first frame paints the live table alone. A poster (one image)
    // stays until the live table is painted, and so does a snapshot where
    // the table is veiled (its language's words are on their way). Input
    // goes to the live table at once, through the picture.
    const veiled = root.classList.contains('veiled');
    for (const p of shadow.querySelectorAll('.picture')) {
      if (veiled || p.dataset.picture !== 'snapshot') p.classList.add('leaving');
      else p.remove();
    }
    // The picture gives way to the live table once that is painted; the
    // live table is saved as a snapshot whenever the page is hidden.
    afterPaint().then(async () => {
      let pictures;
      try {
        pictures = await picture();
      } catch {
        // No picture was drawn (it needs the same file), and no snapshot
        // can be kept.
        return;
      }
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
      // and a table made eager starts now. (Not while the element is
      // upgraded: each of its attributes is reported then, before
      // connectedCallback, which draws the picture once.)
      if (!this.#table && this.isConnected && this.#pictureFrame) {
        if (name === 'loading' && this.#near) this.#whenNear();
        this.#pictureFrame = this.#picture();
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
