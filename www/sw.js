// Patience's service worker: offline play and installing as an app.
//
// On install it stores the whole build (the app shell: the page, the
// JavaScript and WebAssembly, the style sheet, the manifest, the icons) in
// a cache named after the build's content hash: all of a release's files
// or none (each fetched from the server, past the browser's HTTP cache).
// Each release has its own cache: activating a new one deletes the old
// one, so releases never mix.
//
// A page (a navigation) of this release is answered from this release's
// cache at once, and the server is asked for it at the same time,
// revalidated (navigation preload, else `cache: 'no-cache'`). Each page
// names its release (`<meta name="patience-release">`, the same content
// hash, written by scripts/sw-build.mjs). The page's tables show their
// picture meanwhile, but go live only once this worker has said what the
// server's page named (patience-table.js asks, by a message): the page's
// own release, and the table starts; another release (a deploy since the
// last visit), and the page reloads itself once, before anything was
// played on it. Once the server has named another release, a page is
// asked of the server first, as is a page this worker's cache does not
// hold: so the reload is the server's page, of the new release. When the
// network fails or hangs for 5 s, the tables start on this release.
//
// A page of this release (from the cache, or the server's naming this
// release) has every file it asks for answered from this release's cache
// at once, with no round trip to the server. A page of another release
// (the server has a new one; this worker's successor installs meanwhile)
// has its files asked of the server first and revalidated, as the page
// itself: a copy the HTTP cache still holds from the last release is never
// served beside a new page. When the network fails (or hangs for 5 s) the
// cached copy of this release answers; a page answered from the cache is
// this release's.
//
// VERSION and FILES are written by scripts/sw-build.mjs (a Trunk
// post_build hook) from the files of the build. Everything is relative to
// this file, so the site works from any sub-path.

const VERSION = 'dev'; // build:version
const FILES = ['./', 'index.html', 'patience.js', 'patience_bg.wasm', 'style.css', 'manifest.webmanifest']; // build:files

const PREFIX = `patience ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;
const WAIT_MS = 5000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

// Navigation preload: the browser asks for a page while this worker
// starts, rather than once it runs (see fromNetwork).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)))),
      self.registration.navigationPreload?.enable(),
    ]).then(() => self.clients.claim()),
  );
});

// The release of each page this worker answered (a promise of its
// marker, or null), and of the workers those pages started, by client id.
const releases = new Map();
// For each page this worker answered, by client id: a promise of the
// release the server's page named (null: the server could not be heard
// within 5 s, or named none). A page the server answered names its own.
const heard = new Map();
// The release the server's page last named (null: not heard yet).
let named = null;

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || !req.url.startsWith(self.registration.scope)) return;
  if (req.mode === 'navigate') {
    event.respondWith(navigate(event));
    return;
  }
  const known = releases.get(event.clientId);
  if (req.destination === 'worker' || req.destination === 'sharedworker') starts(req.url, known ?? Promise.resolve(null));
  const release = known ?? (event.clientId ? adopt(event.clientId) : null);
  event.respondWith(release ? release.then((r) => (r === VERSION ? cachedFirst(req) : answer(req))) : answer(req));
});

/**
 * A page: this release's cached copy at once, the server asked for it
 * meanwhile; else (the server named another release, or the cache does
 * not hold the page) the server's answer (see answer).
 */
function navigate(event) {
  const req = event.request;
  const id = event.resultingClientId;
  const network = () =>
    answer(req, event.preloadResponse).then((res) => {
      const release = releaseOf(res).then(noteNamed);
      if (id) {
        remember(id, release);
        heard.set(id, release);
      }
      return res;
    });
  if (named !== null && named !== VERSION) return network();
  return cachedCopy(req)
    .catch(() => undefined)
    .then((hit) => {
      // (A copy the host redirected cannot answer a navigation.)
      if (!hit || hit.redirected || !/html/.test(hit.headers.get('content-type') ?? '')) return network();
      const server = hear(req, event.preloadResponse);
      event.waitUntil(server);
      if (id) {
        remember(id, Promise.resolve(VERSION));
        heard.set(id, server);
      }
      return hit;
    });
}

/**
 * The release the server's page at `req` names: asked for revalidated (see
 * fromNetwork), or null when the server cannot be heard within 5 s or its
 * answer names none.
 */
function hear(req, preload) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WAIT_MS, null);
    fromNetwork(req, preload)
      .then(releaseOf)
      .then(noteNamed)
      .then(resolve, () => resolve(null))
      .finally(() => clearTimeout(timer));
  });
}

/** Notes the release a server's page named (null: none), and returns it. */
function noteNamed(release) {
  if (release) named = release;
  return release;
}

// A page asks what the server's page named before its tables go live
// (patience-table.js): `{patience: 'release', release}` (the page's own
// release) with a port, answered `{live: true}` when the server's page
// names that release (or could not be heard: the cached release is used),
// else `{live: false, release}`, the server's. A page this worker has no
// answer for (it answered another worker's navigation) asks the server
// now.
self.addEventListener('message', (event) => {
  const { data, source } = event;
  const port = event.ports?.[0];
  if (data?.patience !== 'release' || !port) return;
  const known = source?.id ? heard.get(source.id) : undefined;
  const asked = known ?? (source?.url?.startsWith(self.registration.scope) ? hear(new Request(source.url), undefined) : Promise.resolve(null));
  event.waitUntil(
    asked.then((r) => port.postMessage(r === null || r === data.release ? { live: true } : { live: false, release: r })),
  );
});

// The workers being started (the solver's), by their script's address:
// the releases of the pages that asked for them, oldest first.
const starting = new Map();

function starts(url, release) {
  starting.set(url, [...(starting.get(url) ?? []), release]);
}

/**
 * The release of a client this worker has not seen: a worker a page
 * started is of that page's release (the oldest start of its script not
 * yet taken, when every pending start of it is of the same release), else
 * none is known (null).
 */
function adopt(id) {
  const release = self.clients.get(id).then((client) => {
    const pending = client?.type === 'worker' ? starting.get(client.url) : undefined;
    if (!pending?.length) return null;
    const all = [...pending];
    pending.shift();
    if (!pending.length) starting.delete(client.url);
    return Promise.all(all).then((rs) => (rs.every((r) => r === rs[0]) ? rs[0] : null));
  }, () => null);
  remember(id, release);
  return release;
}

/** Notes a page's (or its worker's) release, forgetting those that are gone. */
function remember(id, release) {
  releases.set(id, release);
  self.clients.matchAll({ includeUncontrolled: true, type: 'all' }).then((open) => {
    const ids = new Set(open.map((c) => c.id));
    for (const old of releases.keys()) if (old !== id && !ids.has(old)) releases.delete(old);
    for (const old of heard.keys()) if (old !== id && !ids.has(old)) heard.delete(old);
  });
}

/**
 * The release a page names (its `<meta name="patience-release">`), or null:
 * read from a copy of the response, before the page is given it.
 */
function releaseOf(res) {
  if (!res.ok || !/html/.test(res.headers.get('content-type') ?? '')) return Promise.resolve(null);
  return res
    .clone()
    .text()
    .then((html) => /<meta\s+name="?patience-release"?\s+content="?([0-9a-f]+)/.exec(html)?.[1] ?? null, () => null);
}

/** This release's cached copy of `req`, whatever its query (or undefined). */
function cachedCopy(req) {
  return caches.open(CACHE).then((c) => c.match(req, { ignoreSearch: true }));
}

/** This release's cached copy, else the network's answer. */
function cachedFirst(req) {
  return caches
    .open(CACHE)
    .then((c) => c.match(req, { ignoreVary: true }))
    .then((hit) => hit ?? answer(req), () => answer(req));
}

/** The network's answer, or this release's cached copy when the network fails or hangs. */
function answer(req, preload) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn, value) => {
      if (!settled) {
        settled = true;
        fn(value);
      }
    };
    const cached = () => cachedCopy(req);
    const timer = setTimeout(() => cached().then((hit) => hit && settle(resolve, hit)), WAIT_MS);
    fromNetwork(req, preload).then(
      (res) => {
        clearTimeout(timer);
        settle(resolve, res);
      },
      (err) => {
        clearTimeout(timer);
        cached().then((hit) => settle(hit ? resolve : reject, hit ?? err), () => settle(reject, err));
      },
    );
  });
}

/**
 * The server's answer to `req`, revalidated. A page's may be the browser's
 * navigation preload, where the server's headers made the browser
 * revalidate it (`no-cache`, `no-store`, `max-age=0`): otherwise the page
 * is asked for again, so that a page the HTTP cache kept is never taken
 * for the server's.
 */
function fromNetwork(req, preload) {
  return Promise.resolve(preload)
    .catch(() => undefined)
    .then((res) => (res && /\b(no-cache|no-store|max-age=0)\b/i.test(res.headers.get('cache-control') ?? '') ? res : fetch(revalidated(req))));
}

/**
 * `req` to be revalidated with the server: a file the HTTP cache holds is
 * used only if the server says it is still current. (A navigation's
 * request cannot be copied with other options: it is asked for again by
 * its address.)
 */
function revalidated(req) {
  if (req.mode === 'navigate') return new Request(req.url, { cache: 'no-cache', credentials: 'same-origin' });
  return new Request(req, { cache: 'no-cache' });
}
