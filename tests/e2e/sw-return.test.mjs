// A returning player's game page, answered by the service worker from its
// cache at once (www/sw.js): the snapshot shows before the server has
// answered for the page, and the table goes live only once the server's
// page named the same release; after a deploy the page reloads itself
// once, onto the new release whole; offline, or with the server hanging,
// the cached release plays; a worker that never answers the page's
// question holds the table back 5 s at most.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { DIST, ROOT, ROOT_SCRIPT, assert, deployRelease2, launch, link, settle, startServer, watchErrors } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const PAGE = link('lucas-leaps', 42);
const isPage = (file) => file === '' || file === 'index.html';
const answered = '[data-solver]:not([data-solver="thinking"])';

// In every document: when (Date.now(), the machine's clock, as the
// server's) the snapshot was first seen in a frame, the table's module was
// instantiated, and the table went live (its first patience-deal), with
// the page's release; reported to the test as they happen.
const WATCH = () => {
  const release = () => document.querySelector('meta[name="patience-release"]')?.content ?? null;
  const report = (what) => window.__report?.({ what, at: Date.now(), release: release(), url: location.href });
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const f = WebAssembly[name];
    WebAssembly[name] = function (...args) {
      report('instantiate');
      return f.apply(this, args);
    };
  }
  addEventListener('patience-deal', () => report('live'), { once: true, capture: true });
  const frame = () => {
    if (document.querySelector('patience-table')?.shadowRoot?.querySelector('.picture[data-picture="snapshot"] .card')) {
      report('snapshot');
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/**
 * A site (a copy of the build) served with `server`, visited once in a
 * context of its own: the service worker installed, the first tab closed
 * the way a browser closes it (the snapshot stored).
 */
async function installed(t, { worker = (js) => js } = {}) {
  const copy = mkdtempSync(path.join(tmpdir(), 'patience-sw-return-'));
  cpSync(DIST, copy, { recursive: true });
  const sw = path.join(copy, 'sw.js');
  const js = readFileSync(sw, 'utf8');
  if (worker(js) !== js) {
    writeFileSync(sw, worker(js));
    const hook = spawnSync('node', [path.join(ROOT, 'scripts/sw-build.mjs'), copy, '--no-solver']);
    assert.equal(hook.status, 0, hook.stderr.toString());
  }
  const server = await startServer({ dist: copy });
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 700 } });
  t.after(async () => {
    await context.close();
    await server.close().catch(() => {});
    rmSync(copy, { recursive: true, force: true });
  });
  await context.addInitScript(ROOT_SCRIPT);
  const events = [];
  await context.exposeBinding('__report', (_source, e) => events.push(e));
  await context.addInitScript(WATCH);
  const first = await context.newPage();
  first.errors = watchErrors(first);
  await first.goto(server.url(PAGE));
  await settle(first);
  await first.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15_000 });
  await first.locator(answered).waitFor({ timeout: 30_000 });
  const [cache] = await first.evaluate(() => caches.keys());
  const release = /<meta name="patience-release" content="([0-9a-f]+)"/.exec(readFileSync(path.join(copy, 'index.html'), 'utf8'))[1];
  assert.ok(cache.endsWith(release), `the installed release is the page's: ${cache}`);
  // Another tab keeps the context's service worker; the first one closes
  // (pagehide: its snapshot is stored).
  const keep = await context.newPage();
  await keep.goto(server.blank);
  await first.close({ runBeforeUnload: true });
  assert.deepEqual(first.errors, [], 'no console errors on the first visit');
  events.length = 0;
  server.requests.length = 0;
  server.answered.length = 0;
  return { copy, server, context, events, release };
}


/** A new tab on the game page; resolves once its table is live. */
async function returning(context, server) {
  const tab = await context.newPage();
  tab.errors = watchErrors(tab);
  tab.navigations = 0;
  tab.on('framenavigated', (f) => {
    if (f === tab.mainFrame()) tab.navigations++;
  });
  await tab.goto(server.url(PAGE), { waitUntil: 'commit' });
  return tab;
}

const shown = (tab) =>
  tab.evaluate(() => ({
    page: document.querySelector('meta[name="release"]')?.content ?? '1',
    style: getComputedStyle(document.querySelector('patience-table')).getPropertyValue('--release').trim() || '1',
  }));

test('returning, the same release: the snapshot shows before the server answers for the page; the table goes live after', async (t) => {
  const { server, context, events, release } = await installed(t);
  server.delay = (file) => (isPage(file) ? 1500 : 0);
  const tab = await returning(context, server);
  await settle(tab, { timeout: 20_000 });
  // (Without the wait for the server, the table would be live long before.)
  for (const t0 = Date.now(); !server.answered.some((a) => isPage(a.file)) && Date.now() - t0 < 5000; ) await tab.waitForTimeout(50);
  const page = server.answered.find((a) => isPage(a.file));
  assert.ok(page, `the server was asked for the page, and answered (${JSON.stringify(server.requests)})`);
  const at = (what) => events.find((e) => e.what === what);
  assert.ok(at('snapshot'), 'the snapshot was drawn');
  assert.ok(
    at('snapshot').at < page.at - 500,
    `the snapshot (${at('snapshot').at}) shows before the server's page (${page.at})`,
  );
  assert.ok(at('instantiate').at >= page.at, `the module is instantiated (${at('instantiate').at}) only after the server's page (${page.at})`);
  assert.ok(at('live').at >= page.at, 'the table goes live after the server named the release');
  assert.deepEqual(
    events.map((e) => e.release),
    events.map(() => release),
    'every document was of the installed release',
  );
  // (The browser's own check of sw.js is not the page's.)
  assert.deepEqual(server.requests.filter((f) => f !== 'sw.js'), [''], 'the server was asked for the page alone');
  assert.equal(tab.navigations, 1, 'no reload');
  assert.deepEqual(tab.errors, [], 'no console errors');
});

test('returning after a deploy: the page reloads once, onto the new release whole; the old one never went live', async (t) => {
  const { copy, server, context, events, release } = await installed(t);
  const next = deployRelease2(copy);
  assert.notEqual(next, release);
  // (The server's page takes a second: the installed release's page has
  // time to show its snapshot.)
  server.delay = (file) => (isPage(file) ? 1000 : 0);
  const tab = await returning(context, server);
  await tab.waitForFunction(() => document.querySelector('meta[name="release"]')?.content === '2', null, { timeout: 20_000 });
  await settle(tab, { timeout: 20_000 });
  await tab.locator(answered).waitFor({ timeout: 30_000 });
  assert.deepEqual(await shown(tab), { page: '2', style: '2' }, 'one release, whole');
  // The page of the installed release came first (from the cache), showed
  // its snapshot, and reloaded before its module was instantiated.
  const old = events.filter((e) => e.release === release);
  assert.ok(old.some((e) => e.what === 'snapshot'), 'the installed release showed the snapshot first');
  assert.deepEqual(old.filter((e) => e.what !== 'snapshot'), [], 'nothing of the old release was instantiated or went live');
  assert.ok(events.some((e) => e.what === 'live' && e.release === next), 'the new release went live');
  for (const f of ['style.css', 'patience-table.js', 'patience.js', 'patience_bg.wasm']) {
    assert.ok(server.requests.includes(f), `${f} asked of the server (${server.requests})`);
  }
  // (The reload is answered by the server, or, when the new release's
  // worker has installed and taken over meanwhile, from its cache.)
  // No loop: the page stays.
  await tab.waitForTimeout(1500);
  assert.equal(tab.navigations, 2, 'one reload');
  assert.deepEqual(tab.errors, [], 'no console errors');
});

test('returning offline, or with the server hanging: the cached release plays', async (t) => {
  const { server, context, events, release } = await installed(t);
  // The server hangs on the page: the table goes live after the worker's
  // 5 s limit, on the cached release, before the server answered.
  server.delay = (file) => (isPage(file) ? 9000 : 0);
  let tab = await returning(context, server);
  const t0 = Date.now();
  await settle(tab, { timeout: 20_000 });
  const live = events.find((e) => e.what === 'live');
  assert.ok(live && live.release === release, 'live on the installed release');
  assert.ok(live.at - t0 < 8000, `live within the 5 s limit (${live.at - t0} ms)`);
  assert.ok(!server.answered.some((a) => isPage(a.file)), 'before the server answered');
  assert.ok(events.find((e) => e.what === 'snapshot').at < live.at - 3000, 'the snapshot showed meanwhile');
  assert.deepEqual(tab.errors, [], 'no console errors');
  await tab.close();

  // Offline: at once, from the cache.
  server.delay = null;
  events.length = 0;
  await context.setOffline(true);
  tab = await returning(context, server);
  await settle(tab, { timeout: 20_000 });
  assert.ok(events.some((e) => e.what === 'live' && e.release === release), 'live offline, on the installed release');
  assert.equal(tab.navigations, 1, 'no reload');
  await tab.close();
});

test('a service worker that never answers the release question: the table starts after 5 s', async (t) => {
  const { server, context, events, release } = await installed(t, {
    worker: (js) => {
      const deaf = js.replace("data?.patience !== 'release'", 'true');
      assert.notEqual(deaf, js, 'the worker hears the question there');
      return deaf;
    },
  });
  const tab = await returning(context, server);
  const t0 = Date.now();
  await settle(tab, { timeout: 20_000 });
  const live = events.find((e) => e.what === 'live');
  assert.ok(live && live.release === release, 'live on the installed release');
  assert.ok(live.at - t0 > 4000 && live.at - t0 < 9000, `live after the 5 s limit (${live.at - t0} ms)`);
  assert.deepEqual(tab.errors, [], 'no console errors');
});
