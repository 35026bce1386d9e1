#!/usr/bin/env node
// Benchmark of the built site the way a phone player feels it (a benchmark,
// not a test: it prints numbers and fails only when it cannot measure).
//
//   node scripts/bench-phone.mjs [--dist DIR] [--runs N] [--desktop] [--brotli] [--lang TAG] [--page game|embed|article] [--clicks N]
//
// Conditions (Lighthouse's mobile throttling): Slow 4G (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, Network.emulateNetworkConditions) and
// the CPU slowed 4x (Emulation.setCPUThrottlingRate), through the Chrome
// DevTools Protocol, on every tab; a 360x640 touch screen; every file
// served gzipped (gzip -9), as static hosts serve them, with
// docs/hosting.md's cache headers, from 127.0.0.1. --desktop measures the
// same without throttling, on a 1280x800 screen. --brotli serves the files
// brotli-compressed (quality 11, as the build's .br copies), as Cloudflare
// and Netlify do. --lang TAG gives the browser that language
// (navigator.languages), so the table speaks it (default: English, built
// in). The service worker's fetches cross the same Slow 4G as the tab's
// (CDP's throttling of a tab leaves them alone: the bench throttles the
// worker's own target too); its thread's CPU is not slowed. The files
// carry an ETag, as static hosts send, so a request revalidated with the
// server is answered 304 when the file is unchanged.
//
// Two pages: the game's page (`index.html?game=lucas-leaps&deal=42`) and
// the embedding page (`embed.html`: its first table, Lucas Leaps deal 42,
// is the one measured), each over N runs (--runs, default 5), each run in
// a fresh browser context (nothing cached); --page game or --page embed
// measures one of them. --page article measures the long article of the
// end-to-end tests instead (tests/e2e/pages/article.html, six tables,
// served under /article/): from scrolling each table more than two
// viewports below the fold to the middle of the screen to its dealt table
// painted (with --desktop: the issue's "on a desktop"), and the page's
// cumulative layout shift over the visit. Every figure is the median of the runs, with its
// least and greatest, and each run prints the machine's load average
// beside it: on a busy machine (2 shared cores) the times are upper bounds.
//
// The milestones, each in ms from the navigation's start (the tab's
// performance.timeOrigin):
//
//   poster painted        the first frame painted in which the table's box
//                         shows its poster: the page style sheet's
//                         background (www/patience-table.css) once the
//                         poster's SVG has arrived (its Resource Timing
//                         entry has ended), or the element's own picture
//                         (`.picture img`, complete). "Painted" is measured
//                         in the page: a requestAnimationFrame loop looks
//                         at the box every frame, and the first frame that
//                         shows it is timed after its style and layout (a
//                         ResizeObserver made in that frame's rAF callback
//                         reports then; only the frame's paint follows,
//                         in the same task). On the
//                         game's page the element draws no poster, so none
//                         is reported there (the page shows a wordless
//                         indicator on the felt's colour until the table:
//                         the page's first paint, Paint Timing's
//                         `first-paint`, is printed for every page).
//   dealt table painted   the same for the live table: the first frame with
//                         one of its cards in the DOM, not veiled while its
//                         language's words are fetched.
//   accepts input         when a real click on the table first makes a move:
//                         from the table module's instance on (a click on
//                         the picture before the table is built plays
//                         nothing, by design, and clicks sent all along
//                         would slow the page being measured; from then on
//                         a click waits for the build and its paint, as a
//                         player's tap would), the bench clicks the centre of
//                         the stock (Playwright's mouse: real pointerdown,
//                         pointerup and click through the browser's input
//                         pipeline) again and again, each click once the
//                         previous one has been handled and the page has
//                         said whether it made a move. The milestone is the
//                         end of the handling of the first click that made
//                         a move (the last click pressed before the table's
//                         first `patience-move` event): when a listener on
//                         the window hears its `click`, after the table's
//                         own listeners. A click the page cannot handle at
//                         once (its main thread busy) counts when it is
//                         handled. (Accurate to a click's round trip from
//                         the bench.) The stock's place in the box is taken
//                         from one unthrottled visit first; on embed.html
//                         the bench scrolls the first table into view
//                         before each click, as a reader would.
//   returning: snapshot   a returning player: after the cold visit (its
//     painted             clicks made, its service worker installed), the
//                         tab is closed the way a browser closes it
//                         (pagehide: the table's snapshot is stored), and
//                         the same address is opened in a new tab of the
//                         same context (HTTP cache and service worker warm,
//                         a new renderer). The first frame painted with the
//                         snapshot (`.picture[data-picture="snapshot"]`)
//                         in the box.
//   returning: accepts    as for the cold visit, in that tab.
//     input
//   (and the network's part of the return: when the page, the table's
//   style sheet and the element's scripts, picture.js included, had all
//   arrived, through the service worker on the game's page)
//   a click after the     --clicks N (default 3) clicks on the stock, 1.5 s
//     first               apart, after the click that found the table
//                         accepting input: input to next paint, the Event
//                         Timing entry of each interaction (what INP
//                         measures; its longest entry). An interaction under
//                         16 ms has no entry (Event Timing's floor) and counts
//                         as 16 ms.
//
// Also printed, to see where the cold visit's time goes: the page's own
// response, the poster's SVG response, the table module's last byte and
// its instance, and the compressed bytes transferred before the dealt
// table.

import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { benchArgs } from './bench-args.mjs';

const { opt, flag, dist: DIST } = benchArgs('node scripts/bench-phone.mjs [--dist DIR] [--runs N] [--desktop] [--brotli] [--lang TAG] [--page game|embed|article] [--clicks N]');
const PAGE = opt('--page', 'both');
const CLICKS = Math.max(1, Number(opt('--clicks', 3)));
const LANG = opt('--lang', 'en');
const BROTLI = flag('--brotli');
const ENCODING = BROTLI ? 'br' : 'gzip';
const RUNS = Math.max(1, Number(opt('--runs', 5)));
const DESKTOP = flag('--desktop');
const { launch } = await import('../tests/e2e/helpers.mjs');

const load = () => `load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`;
const ms = (n) => (n === undefined || Number.isNaN(n) ? '—' : `${Math.round(n)} ms`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const spread = (xs) => `${ms(median(xs))} (${ms(Math.min(...xs))}–${ms(Math.max(...xs))})`;

// Lighthouse's "Slow 4G" (its mobile default) and 4x CPU.
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

// ---------------------------------------------------------------------------
// A static host: every text and wasm file gzipped.

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.ts': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
};
const COMPRESSED = /\.(html|js|css|wasm|svg|webmanifest|ts|ftl)$/;

function files(dir, rel = '') {
  return readdirSync(path.join(dir, rel)).flatMap((name) => {
    const r = path.join(rel, name);
    return statSync(path.join(dir, r)).isDirectory() ? files(dir, r) : [r];
  });
}

/** A file's validator (a weak ETag: the same for each of its encodings). */
const etag = (raw) => `W/"${createHash('sha256').update(raw).digest('hex').slice(0, 16)}"`;

function serve(dist) {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no built site at ${dist} (trunk build --release)`);
  const body = new Map();
  for (const f of files(dist).filter((f) => !/\.(gz|br)$/.test(f))) {
    const raw = readFileSync(path.join(dist, f));
    const gz = !COMPRESSED.test(f)
      ? null
      : BROTLI
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    body.set('/' + f.split(path.sep).join('/'), { raw, gz, etag: etag(raw), type: TYPES[path.extname(f)] ?? 'application/octet-stream' });
  }
  // The long article of the end-to-end tests (six tables), under /article/.
  const pages = path.join(path.dirname(new URL(import.meta.url).pathname), '../tests/e2e/pages');
  for (const f of readdirSync(pages)) {
    const raw = readFileSync(path.join(pages, f));
    body.set(`/article/${f}`, { raw, gz: BROTLI ? brotliCompressSync(raw) : gzipSync(raw, { level: 9 }), etag: etag(raw), type: TYPES[path.extname(f)] });
  }
  const server = createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const file = body.get(p);
    if (!file) {
      res.writeHead(404);
      return res.end();
    }
    const gzip = file.gz && new RegExp(`\\b${ENCODING}\\b`).test(req.headers['accept-encoding'] ?? '');
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, { etag: file.etag });
      return res.end();
    }
    res.writeHead(200, {
      etag: file.etag,
      'content-type': file.type,
      // docs/hosting.md's headers: pages and the service worker
      // revalidated, everything else kept for an hour.
      'cache-control': /\.html$|sw\.js$/.test(p) ? 'no-cache' : 'max-age=3600',
      ...(gzip ? { 'content-encoding': ENCODING } : {}),
    });
    res.end(gzip ? file.gz : file.raw);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({ url: (rest) => `${origin}/${rest}`, close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))) });
    }),
  );
}

// ---------------------------------------------------------------------------
// The page's side: each milestone's first painted frame, the table's
// moves, the clicks' pointerdowns and their Event Timing entries.

const PAGE_SCRIPT = () => {
  const roots = [];
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName === 'patience-table') roots.push([this, root]);
    return root;
  };
  let instantiated;
  window.__wasm = { ready: new Promise((resolve) => (instantiated = resolve)) };
  const wrap = (name) => {
    const f = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      return f.apply(this, args).then((r) => {
        window.__wasm.instantiated ??= performance.now();
        instantiated();
        return r;
      });
    };
  };
  wrap('instantiateStreaming');
  wrap('instantiate');

  // What the box of the measured table (the page's first) shows now.
  const arrived = (url) => performance.getEntriesByName(url).some((e) => e.responseEnd > 0);
  const shows = () => {
    const [host, root] = roots[0] ?? [document.querySelector('patience-table'), null];
    const seen = { poster: false, snapshot: false, table: false };
    if (!host) return seen;
    const bg = /url\("?([^")]*\/posters\/[^")]*)"?\)/.exec(getComputedStyle(host).backgroundImage);
    if (bg && arrived(new URL(bg[1], document.baseURI).href)) seen.poster = true;
    if (!root) return seen;
    const img = root.querySelector('.picture[data-picture="poster"] img');
    if (img?.complete && img.naturalWidth > 0) seen.poster = true;
    if (root.querySelector('.picture[data-picture="snapshot"] .card')) seen.snapshot = true;
    const card = root.querySelector('[data-table] [data-card]');
    if (card && !card.closest('.veiled')) seen.table = true;
    return seen;
  };
  window.__painted = {};
  const frame = () => {
    const seen = shows();
    const fresh = Object.keys(seen).filter((k) => seen[k] && !marked.has(k));
    if (fresh.length) {
      for (const k of fresh) marked.add(k);
      // A new ResizeObserver reports its first size in this frame's
      // rendering, after its style and layout: only the paint follows.
      const ro = new ResizeObserver(() => {
        ro.disconnect();
        const t = performance.now();
        for (const k of fresh) window.__painted[k] ??= t;
      });
      ro.observe(document.documentElement);
    }
    if (!marked.has('table')) requestAnimationFrame(frame);
  };
  const marked = new Set();
  requestAnimationFrame(frame);

  // The clicks (their pointerdowns' times) and the table's moves.
  // Each click: its pointerdown's time, and its end (a listener on the
  // window, in the bubbling phase, runs after the table's own in its
  // shadow root).
  window.__clicks = [];
  addEventListener('pointerdown', (e) => window.__clicks.push({ down: e.timeStamp }), true);
  addEventListener('click', () => {
    const last = window.__clicks.at(-1);
    if (last) last.end ??= performance.now();
  });
  window.__moves = [];
  addEventListener('patience-move', () => window.__moves.push(performance.now()), true);
  window.__events = [];
  new PerformanceObserver((list) =>
    window.__events.push(
      ...list.getEntries().map((e) => ({ name: e.name, duration: e.duration, id: e.interactionId, start: e.startTime })),
    ),
  ).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (!DESKTOP) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return cdp;
}

/**
 * The page's service worker throttled as its tab is (Slow 4G): on a phone
 * its fetches cross the same network. CDP's throttling of a tab leaves
 * them alone, so the worker's own target is throttled, through the
 * browser's session. (Its CPU is left as it is.)
 */
let workerCdp = null;
let messages = 0;
const throttled = new Set();
async function throttleWorkers(browser, origin) {
  if (DESKTOP) return;
  workerCdp ??= await browser.newBrowserCDPSession();
  const cdp = workerCdp;
  const { targetInfos } = await cdp.send('Target.getTargets');
  for (const t of targetInfos.filter((t) => t.type === 'service_worker' && t.url.startsWith(origin) && !throttled.has(t.targetId))) {
    throttled.add(t.targetId);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: t.targetId, flatten: false });
    for (const [method, params] of [['Network.enable', {}], ['Network.emulateNetworkConditions', SLOW_4G]]) {
      const id = ++messages;
      const answered = new Promise((resolve) => {
        const heard = (m) => {
          if (m.sessionId === sessionId && JSON.parse(m.message).id === id) {
            cdp.off('Target.receivedMessageFromTarget', heard);
            resolve();
          }
        };
        cdp.on('Target.receivedMessageFromTarget', heard);
      });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      await answered;
    }
  }
}

function context(browser) {
  return browser.newContext(
    DESKTOP
      ? { viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference', locale: LANG }
      : { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'no-preference', locale: LANG },
  );
}

/** The measured table (the page's first) scrolled into view: its box. */
const tableBox = (page) =>
  page.evaluate(() => {
    const t = document.querySelector('patience-table');
    if (!t) return null;
    const r0 = t.getBoundingClientRect();
    if (r0.top < 0 || r0.bottom > innerHeight) t.scrollIntoView({ block: 'start' });
    const r = t.getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height };
  });

/** The stock's centre, relative to the table's box (an unthrottled visit). */
async function stockSpot(browser, url) {
  const ctx = await context(browser);
  const page = await ctx.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('patience-table')?.ready);
  await page.evaluate(() => document.querySelector('patience-table').ready);
  const box = await tableBox(page);
  const stock = await page.evaluate(() => {
    const r = document.querySelector('patience-table').shadowRoot.querySelector('[data-pile="stock"]').getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  await ctx.close();
  return { dx: stock.x - box.x, dy: stock.y - box.y };
}

/**
 * Clicks the stock until the table makes a move (`accepts input`): when the
 * click that made its first patience-move had been handled.
 */
async function probe(page, spot) {
  const until = Date.now() + 120_000;
  // Asked through CDP's Runtime.evaluate, not Playwright's evaluate or
  // waitForFunction: those compile Playwright's own script in the page
  // first (about 90 ms of a phone's main thread, on the path being
  // measured).
  const cdp = await page.context().newCDPSession(page);
  const ask = async (expression) =>
    (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result.value;
  await ask('window.__wasm.ready');
  for (;;) {
    if (Date.now() > until) throw new Error('the table never accepted a click');
    const seen = await ask(`(() => {
        const moved = window.__moves[0];
        // The click that made it: the last one pressed before it.
        if (moved !== undefined) return { input: window.__clicks.filter((c) => c.down <= moved).at(-1)?.end ?? moved };
        const t = document.querySelector('patience-table');
        if (!t) return {};
        const r0 = t.getBoundingClientRect();
        if (r0.top < 0 || r0.bottom > innerHeight) t.scrollIntoView({ block: 'start' });
        const r = t.getBoundingClientRect();
        return { box: { x: r.left, y: r.top, h: r.height } };
      })()`).catch(() => ({}));
    if (seen?.input !== undefined) {
      await cdp.detach();
      return seen.input;
    }
    if (seen?.box?.h > 0) await page.mouse.click(seen.box.x + spot.dx, seen.box.y + spot.dy);
    else await page.waitForTimeout(20);
  }
}

/** What the tab painted when (ms from its navigation). */
const painted = (page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const t = window.__painted.table ?? Infinity;
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime < t);
    const wasm = before.find((e) => /patience_bg\.wasm/.test(e.name));
    const poster = before.find((e) => /\/posters\//.test(e.name));
    // What the snapshot waits for from the network: the page's response,
    // the table's style sheet and the element's scripts (picture.js too).
    const element = before.filter((e) => /\/(style\.css|patience-table\.js|patience\.js|picture\.js)$/.test(e.name));
    return {
      ...window.__painted,
      page: nav.responseEnd,
      fp: performance.getEntriesByName('first-paint')[0]?.startTime,
      posterSvg: poster?.responseEnd,
      files: element.length ? Math.max(nav.responseEnd, ...element.map((e) => e.responseEnd)) : undefined,
      wasmEnd: wasm?.responseEnd,
      instantiated: window.__wasm.instantiated,
      bytes: nav.transferSize + before.reduce((n, e) => n + e.transferSize, 0),
    };
  });

/** Waits until the tab has painted its dealt table. */
const dealt = (page) => page.waitForFunction(() => window.__painted.table !== undefined, null, { timeout: 120_000, polling: 100 });

async function measure(browser, server, name, rest) {
  const url = server.url(rest);
  const spot = await stockSpot(browser, url);
  const cold = [];
  const warm = [];
  const clicks = [];
  const loads = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await context(browser);
    await ctx.addInitScript(PAGE_SCRIPT);
    const page = await ctx.newPage();
    await throttle(page);
    const avg = loadavg()[0];
    await page.goto(url, { waitUntil: 'commit' });
    const input = await probe(page, spot);
    await dealt(page);
    const c = { ...(await painted(page)), input };
    cold.push(c);
    // The clicks after the first.
    for (let k = 0; k < CLICKS; k++) {
      await page.waitForTimeout(1500);
      await page.evaluate(() => (window.__events.length = 0));
      const box = await tableBox(page);
      await page.mouse.click(box.x + spot.dx, box.y + spot.dy);
      await page.waitForTimeout(1000);
      const events = await page.evaluate(() => window.__events);
      const longest = events.filter((e) => e.id).sort((a, b) => b.duration - a.duration)[0];
      clicks.push(longest ? longest.duration : 16);
    }
    // The service worker installs before the return.
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker?.getRegistration().then((r) => r && navigator.serviceWorker.ready), new Promise((r) => setTimeout(r, 3000))]),
    );
    await page.waitForTimeout(500);
    await throttleWorkers(browser, new URL(url).origin);
    // The player leaves: the browser closes the tab (pagehide: the
    // snapshot is stored); later they open the same address in a new tab.
    await page.close({ runBeforeUnload: true });
    await new Promise((r) => setTimeout(r, 500));
    const tab = await ctx.newPage();
    await throttle(tab);
    await tab.goto(url, { waitUntil: 'commit' });
    const again = await probe(tab, spot);
    await dealt(tab);
    warm.push({ ...(await painted(tab)), input: again });
    await ctx.close();
    loads.push(avg);
    const w = warm.at(-1);
    console.log(
      `  run ${i + 1}: cold poster ${ms(c.poster)}, table ${ms(c.table)}, input ${ms(c.input)}; returning snapshot ${ms(w.snapshot)}, input ${ms(w.input)}; clicks ${clicks.slice(-CLICKS).map(ms).join(' ')} (load average ${avg.toFixed(2)})`,
    );
  }
  const col = (xs, k) => xs.map((x) => x[k]).filter((x) => x !== undefined && !Number.isNaN(x));
  const row = (label, xs) => console.log(`  ${label.padEnd(50)} ${xs.length ? spread(xs) : '—'}${xs.length && xs.length < RUNS ? ` (${xs.length} of ${RUNS} runs)` : ''}`);
  const part = (xs, a, b) => xs.map((x) => (x[b] ?? NaN) - (x[a] ?? NaN)).filter((x) => !Number.isNaN(x));
  console.log(`\n${name}: ${rest} (${RUNS} runs; median (min–max); load average at each run's start ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)})`);
  row('cold: the page\'s first paint', col(cold, 'fp'));
  row('cold: poster painted', col(cold, 'poster'));
  row('cold: dealt table painted', col(cold, 'table'));
  row('cold: accepts input (a click makes a move)', col(cold, 'input'));
  row('  the page\'s own response', col(cold, 'page'));
  row('  the poster\'s SVG arrived', col(cold, 'posterSvg'));
  row('  the table module\'s last byte', col(cold, 'wasmEnd'));
  row('  its instance', col(cold, 'instantiated'));
  row('  its instance to the dealt table painted', part(cold, 'instantiated', 'table'));
  console.log(`    compressed bytes transferred before the dealt table  ${kb(median(col(cold, 'bytes')))}`);
  row('returning in a new tab: snapshot painted', col(warm, 'snapshot'));
  row('returning: dealt table painted', col(warm, 'table'));
  row('returning: accepts input', col(warm, 'input'));
  row('  the page\'s own response', col(warm, 'page'));
  row('  the page, its style sheet and the element\'s scripts arrived', col(warm, 'files'));
  row('  the table module\'s instance', col(warm, 'instantiated'));
  row(`a click after the first: input to next paint (${clicks.length})`, clicks);
}

/**
 * The long article (tests/e2e/pages/article.html, six tables): the first
 * table dealt, then each table more than two viewports below the fold
 * (t4, t5, t6) scrolled to the middle of the screen in turn: from the
 * scroll to its dealt table painted (it had started nothing before), and
 * the page's layout shift over the whole visit.
 */
async function measureArticle(browser, server) {
  const far = { t4: [], t5: [], t6: [] };
  const cls = [];
  const loads = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await context(browser);
    await ctx.addInitScript(PAGE_SCRIPT);
    await ctx.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await ctx.newPage();
    await throttle(page);
    loads.push(loadavg()[0]);
    await page.goto(server.url('article/article.html'));
    await dealt(page);
    await page.waitForTimeout(1000);
    const times = [];
    for (const id of Object.keys(far)) {
      const t = await page.evaluate(
        (i) =>
          new Promise((resolve) => {
            const el = document.getElementById(i);
            if (el.shadowRoot.querySelector('[data-table]')) return resolve(NaN); // started before it was near
            const t0 = performance.now();
            el.scrollIntoView({ block: 'center' });
            const frame = () => {
              const card = el.shadowRoot.querySelector('[data-table] [data-card]');
              if (!card || card.closest('.veiled')) return requestAnimationFrame(frame);
              const ro = new ResizeObserver(() => {
                ro.disconnect();
                resolve(performance.now() - t0);
              });
              ro.observe(document.documentElement);
            };
            requestAnimationFrame(frame);
          }),
        id,
      );
      far[id].push(t);
      times.push(t);
      await page.waitForTimeout(1000);
    }
    cls.push(await page.evaluate(() => window.__cls));
    console.log(`  run ${i + 1}: scrolled to dealt ${times.map(ms).join(', ')}; CLS ${cls.at(-1).toFixed(4)} (load average ${loads.at(-1).toFixed(2)})`);
    await ctx.close();
  }
  console.log(`\nthe long article: article/article.html (${RUNS} runs; median (min–max); load average ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)})`);
  for (const [id, xs] of Object.entries(far)) {
    const ok = xs.filter((x) => !Number.isNaN(x));
    console.log(`  ${id}, far below: scrolled to, dealt table painted       ${ok.length ? spread(ok) : '—'}${ok.length < xs.length ? ` (${xs.length - ok.length} runs: started before it was near)` : ''}`);
  }
  console.log(`  cumulative layout shift over the visit           ${median(cls).toFixed(4)} (${Math.min(...cls).toFixed(4)}–${Math.max(...cls).toFixed(4)})`);
}

const server = await serve(DIST);
const browser = await launch();
try {
  console.log(
    DESKTOP
      ? `Desktop, no throttling, 1280x800; files ${BROTLI ? 'brotli-compressed' : 'gzipped'}; ${load()}`
      : `Phone: Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), CPU 4x slower, 360x640; files ${BROTLI ? 'brotli-compressed' : 'gzipped'}; browser language ${LANG}; ${load()}`,
  );
  if (PAGE === 'article') await measureArticle(browser, server);
  if (PAGE === 'both' || PAGE === 'game') await measure(browser, server, 'the game page', 'index.html?game=lucas-leaps&deal=42');
  if (PAGE === 'both' || PAGE === 'embed') await measure(browser, server, 'the embedding page', 'embed.html');
  console.log(`\n(${load()})`);
} finally {
  await browser.close();
  await server.close();
}
