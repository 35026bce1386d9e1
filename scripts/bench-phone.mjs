#!/usr/bin/env node
// Benchmark of the built site the way a phone player feels it (a benchmark,
// not a test: it prints numbers and fails only when it cannot measure).
//
//   node scripts/bench-phone.mjs [--dist DIR] [--runs N] [--desktop] [--brotli] [--lang TAG] [--page game|embed] [--clicks N]
//
// Conditions (Lighthouse's mobile throttling): Slow 4G (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4x, through the Chrome
// DevTools Protocol; a 360x640 touch screen; every file served gzipped
// (gzip -9), as static hosts serve them, with docs/hosting.md's cache
// headers, from 127.0.0.1. --desktop measures
// the same without throttling, on a 1280x800 screen. --brotli serves the
// files brotli-compressed (quality 11, as the build's .br copies), as
// Cloudflare and Netlify do, instead of gzipped. --lang TAG gives the
// browser that language (navigator.languages), so the table speaks it: its
// words are fetched before the first table is shown (default: English,
// built in).
//
// For the game's page (`index.html?game=lucas-leaps&deal=42`) and for the
// embedding page (`embed.html`, two tables), each over N runs (median, min
// and max); --page game or --page embed measures one of them:
//
//   cold visit        navigation to the first dealt table (the first card
//                     entering the DOM, `FIRST_CARD_SCRIPT`), nothing
//                     cached, and where its time goes: the page's bytes
//                     (the last response before the table), the table
//                     module's compile and instantiation (from the wasm's
//                     last byte to its instance), and the first draw (from
//                     the instance to the table);
//   returning visit   a returning player: the same address opened in a
//                     new tab of the same browser context, after the
//                     service worker has installed and the first tab has
//                     closed (HTTP cache and service worker warm; a new
//                     renderer, so the table's wasm is compiled again:
//                     V8 keeps compiled wasm in the process, and its code
//                     cache on disk holds only optimised functions);
//   reload            the same navigation again in the first tab (what a
//                     reload costs: V8 reuses the module it compiled);
//   a click's move    a click on the stock: input to next paint, the
//                     Event Timing entry of the interaction (what INP
//                     measures), on the game's page, and its parts: the wait for the
//                     main thread, the handlers, the paint after them;
//                     with --clicks N, N clicks a second and a half apart:
//                     the first (which also compiles the move's code) and
//                     the later ones are reported apart;
//   bytes             gzipped bytes transferred before the first table.
//
// Every section prints the machine's load average: on a busy machine the
// times are upper bounds.

import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { benchArgs } from './bench-args.mjs';

const { opt, flag, dist: DIST } = benchArgs('node scripts/bench-phone.mjs [--dist DIR] [--runs N] [--desktop] [--brotli] [--lang TAG] [--page game|embed] [--clicks N]');
const PAGE = opt('--page', 'both');
const CLICKS = Math.max(1, Number(opt('--clicks', 1)));
const LANG = opt('--lang', 'en');
const BROTLI = flag('--brotli');
const ENCODING = BROTLI ? 'br' : 'gzip';
const RUNS = Number(opt('--runs', 3));
const DESKTOP = flag('--desktop');
const { launch, ROOT_SCRIPT, FIRST_CARD_SCRIPT } = await import('../tests/e2e/helpers.mjs');

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
    body.set('/' + f.split(path.sep).join('/'), { raw, gz, type: TYPES[path.extname(f)] ?? 'application/octet-stream' });
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
    res.writeHead(200, {
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
// The page's side: when the first table is drawn, when the table module's
// wasm was instantiated, and what had been transferred by then.

const PAGE_SCRIPT = () => {
  const wrap = (name) => {
    const f = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      return f.apply(this, args).then((r) => {
        window.__instantiated ??= performance.now();
        return r;
      });
    };
  };
  wrap('instantiateStreaming');
  wrap('instantiate');
  // The first card entering the DOM (FIRST_CARD_SCRIPT), not the table's
  // patience-deal event, which goes out once the table is idle.
  globalThis.__onFirstCard = (t) => {
    window.__firstTable = t;
  };
  window.__events = [];
  new PerformanceObserver((list) => window.__events.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration, id: e.interactionId, start: e.startTime, delay: e.processingStart - e.startTime, handlers: e.processingEnd - e.processingStart })))).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  });
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

/** One navigation to `url` in `page`: its timings. */
async function visit(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__firstTable !== undefined, null, { timeout: 120_000 });
  return page.evaluate(() => {
    const t = window.__firstTable;
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime < t);
    const nav = performance.getEntriesByType('navigation')[0];
    const wasm = before.find((e) => /patience_bg\.wasm/.test(e.name));
    return {
      table: t,
      network: Math.max(nav.responseEnd, ...before.map((e) => e.responseEnd)),
      page: nav.responseEnd,
      wasmEnd: wasm?.responseEnd,
      instantiated: window.__instantiated,
      bytes: nav.transferSize + before.reduce((n, e) => n + e.transferSize, 0),
      fromCache: before.every((e) => e.transferSize === 0),
    };
  });
}

function context(browser) {
  return browser.newContext(
    DESKTOP
      ? { viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference', locale: LANG }
      : { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'no-preference', locale: LANG },
  );
}

async function measure(browser, server, name, rest, { click }) {
  const cold = [];
  const warm = [];
  const reload = [];
  const clicks = [];
  const later = [];
  const parts = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await context(browser);
    await ctx.addInitScript(ROOT_SCRIPT);
    await ctx.addInitScript(PAGE_SCRIPT);
    await ctx.addInitScript(FIRST_CARD_SCRIPT);
    const page = await ctx.newPage();
    await throttle(page);
    cold.push(await visit(page, server.url(rest)));
    for (let c = 0; click && c < CLICKS; c++) {
      // A click on the stock (lucas-leaps deals a card to the waste).
      const box = await page.locator('[data-pile="stock"]').boundingBox();
      if (c === 0) await page.waitForTimeout(500);
      await page.evaluate(() => (window.__events.length = 0));
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(1500);
      const events = await page.evaluate(() => window.__events);
      // The interaction's longest entry (what INP takes), and its parts:
      // the wait for the main thread, the handlers, the paint after them.
      // (Its entries, pointerdown, pointerup, click, end at the same paint.)
      const longest = events.filter((e) => e.id).sort((a, b) => b.duration - a.duration)[0];
      if (!longest) continue;
      if (c > 0) {
        later.push(longest.duration);
        continue;
      }
      clicks.push(longest.duration);
      const mine = events.filter((e) => e.id === longest.id || (e.start >= longest.start && e.start < longest.start + longest.duration));
      const handlers = mine.reduce((t, e) => t + e.handlers, 0);
      parts.push({ delay: longest.delay, handlers, paint: longest.duration - longest.delay - handlers });
    }
    // The service worker installs before the reload and the returning
    // visit. (A page that registers none waits a moment only.)
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker?.getRegistration().then((r) => r && navigator.serviceWorker.ready), new Promise((r) => setTimeout(r, 3000))]),
    );
    await page.waitForTimeout(500);
    reload.push(await visit(page, server.url(rest)));
    // A returning player opens the site in a new tab: the old one closed
    // (its writes done), the caches and the service worker kept.
    await page.waitForTimeout(1000);
    await page.close();
    const tab = await ctx.newPage();
    await throttle(tab);
    warm.push(await visit(tab, server.url(rest)));
    await ctx.close();
  }
  const col = (xs, k) => xs.map((x) => x[k]);
  const part = (xs, a, b) => xs.map((x) => (x[b] ?? NaN) - (x[a] ?? NaN)).filter((x) => !Number.isNaN(x));
  console.log(`\n${name}: ${rest} (${RUNS} runs; median (min–max))`);
  console.log(`  cold visit, navigation to the first dealt table   ${spread(col(cold, 'table'))}`);
  console.log(`    the page's bytes (last response before it)       ${spread(col(cold, 'network'))}`);
  const compile = part(cold, 'wasmEnd', 'instantiated');
  if (compile.length) console.log(`    the table module: last byte to instance          ${spread(compile)}`);
  const draw = part(cold, 'instantiated', 'table');
  if (draw.length) console.log(`    instance to the first table drawn                ${spread(draw)}`);
  console.log(`    compressed bytes transferred before it           ${kb(median(col(cold, 'bytes')))}`);
  console.log(`  returning visit, a new tab (caches warm)          ${spread(col(warm, 'table'))}`);
  console.log(`    the page itself (its response's end)             ${spread(col(warm, 'page'))}`);
  const warmInstance = col(warm, 'instantiated').filter((x) => x !== undefined);
  if (warmInstance.length) console.log(`    the table module's instance                      ${spread(warmInstance)}`);
  const warmDraw = part(warm, 'instantiated', 'table');
  if (warmDraw.length) console.log(`    instance to the first table drawn                ${spread(warmDraw)}`);
  console.log(`  reload in the same tab                            ${spread(col(reload, 'table'))}`);
  if (click) console.log(`  a click on the stock: input to next paint         ${clicks.length ? spread(clicks) : '— (no Event Timing entry)'}`);
  if (parts.length) {
    console.log(`    waiting for the main thread (input delay)        ${spread(col(parts, 'delay'))}`);
    console.log(`    the table's handlers (pointerdown, up, click)    ${spread(col(parts, 'handlers'))}`);
    console.log(`    the rest: style, layout, paint, other tasks      ${spread(col(parts, 'paint'))}`);
  }
  if (later.length) console.log(`  the later clicks (--clicks)                       ${spread(later)}`);
}

const server = await serve(DIST);
const browser = await launch();
try {
  console.log(
    DESKTOP
      ? `Desktop, no throttling, 1280x800; files ${BROTLI ? 'brotli-compressed' : 'gzipped'}; ${load()}`
      : `Phone: Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), CPU 4x slower, 360x640; files ${BROTLI ? 'brotli-compressed' : 'gzipped'}; browser language ${LANG}; ${load()}`,
  );
  if (PAGE !== 'embed') await measure(browser, server, 'the game page', 'index.html?game=lucas-leaps&deal=42', { click: true });
  if (PAGE !== 'game') await measure(browser, server, 'the embedding page', 'embed.html', { click: false });
  console.log(`\n(${load()})`);
} finally {
  await browser.close();
  await server.close();
}
