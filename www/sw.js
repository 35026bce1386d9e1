// Patience's service worker: offline play and installing as an app.
//
// On install it stores the whole build (the app shell: the page, the
// JavaScript and WebAssembly, the style sheet, the manifest, the icons) in
// a cache named after the build's content hash: all of a release's files
// or none (each fetched from the server, past the browser's HTTP cache).
// Requests are answered from the network first, so a new release is picked
// up as soon as it is online, and every file is revalidated with the
// server (`cache: 'no-cache'`): a copy the HTTP cache still holds from the
// last release is never served beside a new page. When the network fails
// (or hangs for 5 s) the cached copy of the same release answers. Each
// release has its own cache: activating a new one deletes the old one, so
// releases never mix.
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

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || !req.url.startsWith(self.registration.scope)) return;
  event.respondWith(answer(req));
});

/** The network's answer, or this release's cached copy when the network fails or hangs. */
function answer(req) {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn, value) => {
      if (!settled) {
        settled = true;
        fn(value);
      }
    };
    const cached = () => caches.open(CACHE).then((c) => c.match(req, { ignoreSearch: true }));
    const timer = setTimeout(() => cached().then((hit) => hit && settle(resolve, hit)), WAIT_MS);
    fetch(revalidated(req)).then(
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
 * `req` to be revalidated with the server: a file the HTTP cache holds is
 * used only if the server says it is still current. (A navigation's
 * request cannot be copied with other options: it is asked for again by
 * its address.)
 */
function revalidated(req) {
  if (req.mode === 'navigate') return new Request(req.url, { cache: 'no-cache', credentials: 'same-origin' });
  return new Request(req, { cache: 'no-cache' });
}
