// A phone (360×640, touch): every control and dialog target at least 40 px,
// no page scroll, bounce or zoom, a tap with a little jitter is a tap, and a
// new deal asks before it throws a game away. Offline play: after one
// visit the game loads and plays with the server gone, from a sub-path; a
// new release replaces the cached one; a returning visit of the installed
// release asks the server for its page alone (and is answered from the
// cache, tests/e2e/sw-return.test.mjs); after a deploy that page reloads
// itself once, onto the new release; no service worker inside an iframe;
// the manifest makes it installable.

import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  DIST,
  GAMES,
  ROOT_SCRIPT,
  apply,
  findDeal,
  assert,
  cardPoint,
  deal,
  deployRelease2,
  expectTable,
  harness,
  legalMoves,
  link,
  movesCount,
  open,
  playMove,
  settle,
  startServer,
  tableAttrs,
  watchErrors,
  whichMove,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const MIN = 40;

/**
 * Every visible control in `scope` (buttons, selects, and the label around
 * a checkbox, radio or file input: that is what a finger hits) smaller
 * than 40 × 40 px.
 */
function smallTargets(page, scope) {
  return page.evaluate(
    ({ scope, min }) => {
      const out = [];
      for (const root of $root().querySelectorAll(scope)) {
        for (const el of root.querySelectorAll('button, select, input, a[href]')) {
          const target = el.matches('input') ? el.closest('label') ?? el : el;
          const r = target.getBoundingClientRect();
          const style = getComputedStyle(target);
          if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
          if (r.width < min - 0.5 || r.height < min - 0.5) {
            const name = el.getAttribute('data-action') ?? el.getAttribute('data-control') ?? el.textContent.trim().slice(0, 20);
            out.push(`${name}: ${Math.round(r.width)}×${Math.round(r.height)}`);
          }
        }
      }
      return out;
    },
    { scope, min: MIN },
  );
}

async function noScroll(page, label) {
  const r = await page.evaluate(() => ({
    h: document.scrollingElement.scrollHeight,
    w: document.scrollingElement.scrollWidth,
    vh: innerHeight,
    vw: innerWidth,
    x: scrollX,
    y: scrollY,
    scale: visualViewport.scale,
  }));
  assert.ok(r.h <= r.vh && r.w <= r.vw, `${label}: the page does not scroll (${r.w}×${r.h} in ${r.vw}×${r.vh})`);
  assert.deepEqual([r.x, r.y, r.scale], [0, 0, 1], `${label}: not scrolled, not zoomed`);
}

/** A touch sequence through CDP: start at `from`, move through `path`, end. */
async function touch(page, from, path = []) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type, p) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: p ? [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [],
    });
  await send('touchStart', from);
  for (const p of path) await send('touchMove', p);
  await send('touchEnd');
  await cdp.detach();
}

describe('phone', () => {
  test('360×640: every target is at least 40 px, in the bar and in every dialog', async () => {
    const page = await h.page(PHONE);
    for (const game of GAMES) {
      await open(page, h.server, link(game, 4));
      assert.deepEqual(await smallTargets(page, '.patience .bar'), [], `${game}: the bar`);
      await noScroll(page, game);
    }
    // The dialogs' buttons are behind the thin bar's "⋯" (issue 40).
    await page.locator('.bar .more').tap();
    assert.deepEqual(await smallTargets(page, '.patience .bar'), [], 'the bar unfolded');
    for (const name of ['stats', 'settings', 'rules']) {
      await page.locator(`.bar [data-action="${name}"]`).tap();
      await page.locator(`dialog[data-dialog="${name}"][open]`).waitFor();
      assert.deepEqual(await smallTargets(page, `dialog[data-dialog="${name}"]`), [], `the ${name} dialog`);
      await noScroll(page, `the ${name} dialog`);
      await page.locator(`dialog[data-dialog="${name}"] button.close`).tap();
    }
    // The confirmation, and the panel of a blocked or won game.
    await playMove(page, 's', { input: 'touch' });
    await page.locator('.bar [data-action="new"]').tap();
    await page.locator('dialog[data-dialog="confirm"][open]').waitFor();
    assert.deepEqual(await smallTargets(page, 'dialog[data-dialog="confirm"]'), [], 'the confirmation');
    await page.locator('[data-confirm="no"]').tap();
    await page.done();
  });

  test('360×640: the table takes touch itself: no scroll, bounce or zoom while dragging', async () => {
    const page = await h.page(PHONE);
    await open(page, h.server, link('lucas-leaps', 5));
    const css = await page.evaluate(() => ({
      table: getComputedStyle($root().querySelector('[data-table]')).touchAction,
      card: getComputedStyle($root().querySelector('[data-table] [data-card]')).touchAction,
      html: getComputedStyle(document.documentElement).overscrollBehaviorY,
      body: getComputedStyle(document.body).overscrollBehaviorY,
      viewport: document.querySelector('meta[name="viewport"]').content,
    }));
    assert.equal(css.table, 'none', 'the table handles touch itself');
    assert.equal(css.card, 'none');
    assert.equal(css.html, 'none', 'no pull-to-refresh or bounce');
    assert.equal(css.body, 'none');
    assert.match(css.viewport, /width=device-width/);
    assert.doesNotMatch(css.viewport, /user-scalable=no|maximum-scale=1\b/, 'zoom stays possible outside the table');
    // A long drag down past the bottom of the screen and back up.
    const from = await cardPoint(page, 't3');
    await touch(page, from, [
      { x: from.x, y: from.y + 40 },
      { x: from.x + 20, y: 630 },
      { x: from.x + 20, y: 639 },
      { x: from.x, y: 100 },
      { x: from.x, y: 5 },
    ]);
    await settle(page);
    await noScroll(page, 'after a long drag');
    await page.done();
  });

  test('360×640: a tap with a few pixels of jitter is a tap; a longer slide is a drag', async () => {
    // A Caprice deal with a tableau card that a tap sends to a foundation.
    const found = findDeal('caprice', (pos, moves) => {
      const f = moves.find((t) => /^t\d+-f\d$/.test(t));
      return f && { pile: f.split('-')[0] };
    });
    const page = await h.page(PHONE);
    await open(page, h.server, link('caprice', found.d));
    const options = legalMoves(found.pos).filter((m) => m.startsWith(`${found.pile}-`));

    // A slide of 12 px: a drag, dropped back where it was: nothing moves.
    let at = await cardPoint(page, found.pile);
    await touch(page, at, [{ x: at.x + 6, y: at.y + 5 }, { x: at.x + 10, y: at.y + 7 }]);
    await settle(page);
    await expectTable(page, found.pos, 'a 12 px slide is a drag that goes nowhere');
    assert.equal(await movesCount(page), 0);

    // Jitter of 3 px: still a tap, and the tap plays the card.
    at = await cardPoint(page, found.pile);
    await touch(page, at, [{ x: at.x + 2, y: at.y + 1 }, { x: at.x + 3, y: at.y - 1 }]);
    await settle(page);
    const m = await whichMove(page, found.pos, options, 'the tap played the card');
    await expectTable(page, apply(found.pos, m));
    assert.equal(await movesCount(page), 1);
    await page.done();
  });

  test('360×640: New asks before it throws a game in progress away', async () => {
    const page = await h.page(PHONE);
    await open(page, h.server, link('caprice', 12));
    await page.locator('.bar [data-action="new"]').tap();
    await settle(page);
    assert.notEqual((await tableAttrs(page)).deal, '12', 'no move made: no question');
    await open(page, h.server, link('caprice', 12));
    await playMove(page, 's', { input: 'touch' });
    await page.locator('.bar [data-action="new"]').tap();
    await page.locator('dialog[data-dialog="confirm"][open]').waitFor();
    await page.locator('[data-confirm="no"]').tap();
    await settle(page);
    assert.equal((await tableAttrs(page)).deal, '12');
    assert.equal(await movesCount(page), 1);
    await expectTable(page, apply(deal('caprice', 12), 's'));
    await page.locator('.bar [data-action="new"]').tap();
    await page.locator('[data-confirm="yes"]').tap();
    await settle(page);
    assert.notEqual((await tableAttrs(page)).deal, '12');
    assert.equal(await movesCount(page), 0);
    await page.done();
  });
});

// ---------------------------------------------------------------------------

/** Waits until the page is controlled by its service worker; returns the cache names. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15_000 });
  return page.evaluate(() => caches.keys());
}

/** A page of its own browser context (its own profile) that records errors. */
async function freshPage(browser, options = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 700 }, ...options });
  await context.addInitScript(ROOT_SCRIPT);
  const page = await context.newPage();
  page.errors = watchErrors(page);
  return page;
}

describe('offline', () => {
  test('after one visit the game loads and plays with the network gone (from a sub-path)', async () => {
    const server = await startServer({ prefix: '/games/patience/' });
    const page = await freshPage(h.browser);
    try {
      await page.goto(server.url(link('lucas-leaps', 21)));
      await settle(page);
      const names = await controlled(page);
      assert.equal(names.length, 1, `one cache: ${names}`);
      assert.ok(names[0].includes(server.url('')), `named after its scope: ${names[0]}`);
      const cached = await page.evaluate(async (name) => {
        const keys = await (await caches.open(name)).keys();
        return keys.map((r) => new URL(r.url).pathname);
      }, names[0]);
      const files = ['', 'index.html', 'patience.js', 'patience_bg.wasm', 'style.css', 'manifest.webmanifest', 'icons/icon.svg'];
      // The solver's worker and module, loaded after the first table.
      files.push('solver-worker.js', 'patience_solver.js', 'patience_solver_bg.wasm');
      for (const f of files) {
        assert.ok(cached.includes(`/games/patience/${f}`), `precached: ${f}`);
      }
      // Installable: Chromium finds nothing wrong with the manifest.
      const cdp = await page.context().newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      assert.deepEqual(manifest.errors, [], 'the manifest parses');
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(
        installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
        [],
        'installable',
      );
      await cdp.detach();

      const start = deal('lucas-leaps', 21);
      await playMove(page, 's');
      // The network goes away: the browser is offline and the server is gone.
      await page.context().setOffline(true);
      await server.close();
      await page.reload();
      await settle(page);
      await expectTable(page, apply(start, 's'), 'the saved game, offline');
      // The solver's worker loads its module from the cache too: a verdict,
      // not "gave up" (what a module that failed to load ends with).
      await page.waitForSelector('[data-solver]:not([data-solver="thinking"])', { timeout: 30_000 });
      assert.match(await page.getAttribute('[data-solver]', 'data-solver'), /^(winnable|unwinnable)$/, 'the solver answers offline');
      const m = legalMoves(apply(start, 's')).find((t) => t !== 's') ?? 's';
      await playMove(page, m);
      await expectTable(page, apply(start, 's', m), 'and it plays');
      assert.deepEqual(page.errors, [], 'no console errors');
    } finally {
      await page.context().close();
      await server.close().catch(() => {});
    }
  });

  test('a new release replaces the cached one', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'patience-release-'));
    cpSync(DIST, copy, { recursive: true });
    const server = await startServer({ dist: copy });
    const page = await freshPage(h.browser);
    try {
      await page.goto(server.url(link('caprice', 3)));
      await settle(page);
      const [first] = await controlled(page);

      // Release 2: a changed page, and the build hook's new sw.js.
      deployRelease2(copy, { style: false });
      await page.reload();
      await settle(page);
      // The browser checks sw.js on the navigation, installs release 2 and
      // deletes release 1's cache.
      let names = [];
      for (const t0 = Date.now(); Date.now() - t0 < 15_000; await page.waitForTimeout(100)) {
        names = await page.evaluate(() => caches.keys());
        if (names.length === 1 && names[0] !== first) break;
      }
      assert.equal(names.length, 1, `one cache: ${names}`);
      const [second] = names;
      assert.notEqual(second, first, 'a cache of its own');
      const html = await page.evaluate(async (name) => (await (await caches.open(name)).match('index.html')).text(), second);
      assert.match(html, /name="release" content="2"/, 'the new release is what is cached');

      await page.context().setOffline(true);
      await server.close();
      await page.reload();
      await settle(page);
      assert.equal(
        await page.evaluate(() => document.querySelector('meta[name="release"]')?.content),
        '2',
        'offline, the new release',
      );
      assert.equal((await tableAttrs(page)).deal, '3');
      assert.deepEqual(page.errors, [], 'no console errors');
    } finally {
      await page.context().close();
      await server.close().catch(() => {});
      rmSync(copy, { recursive: true, force: true });
    }
  });

  // Issue 27: after a deploy, a reload showed the new index.html with the
  // old style.css (kept by the browser's HTTP cache, as static hosts allow
  // with their max-age) until the third reload.
  test('a deploy over an installed release arrives whole at the first reload', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'patience-deploy-'));
    cpSync(DIST, copy, { recursive: true });
    const server = await startServer({ dist: copy, cacheControl: 'max-age=3600' });
    const page = await freshPage(h.browser);
    const release = () =>
      page.evaluate(() => ({
        page: document.querySelector('meta[name="release"]')?.content ?? '1',
        style: getComputedStyle(document.querySelector('patience-table')).getPropertyValue('--release').trim() || '1',
      }));
    try {
      await page.goto(server.url(link('caprice', 3)));
      await settle(page);
      await controlled(page);
      await page.reload();
      await settle(page);
      assert.deepEqual(await release(), { page: '1', style: '1' });

      // Release 2: a changed page and style sheet, and the hook's sw.js.
      deployRelease2(copy);

      await page.reload();
      await settle(page);
      assert.deepEqual(await release(), { page: '2', style: '2' }, 'one release, whole, at the first reload');
      assert.deepEqual(page.errors, [], 'no console errors');
    } finally {
      await page.context().close();
      await server.close().catch(() => {});
      rmSync(copy, { recursive: true, force: true });
    }
  });

  // Issue 42: a returning player's page waits for no round trip per file.
  test('a returning visit online asks the server for its page alone; a changed release still arrives whole', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'patience-return-'));
    cpSync(DIST, copy, { recursive: true });
    const server = await startServer({ dist: copy });
    const page = await freshPage(h.browser);
    const answered = '[data-solver]:not([data-solver="thinking"])';
    /**
     * A new tab on the game (as a returning player opens one): what the
     * server was asked for meanwhile, the release it shows, and how many
     * documents the tab loaded (2: the installed release's page, from the
     * cache, reloaded itself onto the server's).
     */
    const visit = async () => {
      server.requests.length = 0;
      const tab = await page.context().newPage();
      tab.errors = watchErrors(tab);
      let loads = 0;
      tab.on('framenavigated', (f) => {
        if (f === tab.mainFrame()) loads++;
      });
      await tab.goto(server.url(link('caprice', 3)));
      await settle(tab);
      // The solver's worker and module have loaded too.
      await tab.locator(answered).waitFor({ timeout: 30_000 });
      const shown = await tab.evaluate(() => ({
        page: document.querySelector('meta[name="release"]')?.content ?? '1',
        style: getComputedStyle(document.querySelector('patience-table')).getPropertyValue('--release').trim() || '1',
      }));
      assert.deepEqual(tab.errors, [], 'no console errors');
      await tab.close();
      // (The browser's own check of sw.js is not the page's.)
      return { asked: server.requests.filter((f) => f !== 'sw.js'), shown, loads };
    };
    try {
      await page.goto(server.url(link('caprice', 3)));
      await settle(page);
      const [first] = await controlled(page);
      await page.locator(answered).waitFor({ timeout: 30_000 });
      const html1 = readFileSync(path.join(copy, 'index.html'), 'utf8');
      assert.match(html1, /<meta name="patience-release" content="[0-9a-f]{16}">/, 'the page names its release');
      assert.ok(first.endsWith(/content="([0-9a-f]+)"/.exec(html1.match(/<meta name="patience-release"[^>]*>/)[0])[1]), `the cache is the page's release: ${first}`);

      // The same release: the page is asked of the server, and nothing else.
      let seen = await visit();
      assert.deepEqual(seen.asked, [''], 'the page alone');
      assert.deepEqual(seen.shown, { page: '1', style: '1' });
      assert.equal(seen.loads, 1, 'no reload');

      // Release 2: a changed page and style sheet, and the hook's sw.js. The
      // first tab after the deploy shows the installed release's page, which
      // reloads itself once (its table never started): release 2 whole,
      // asked of the server.
      deployRelease2(copy);
      seen = await visit();
      assert.deepEqual(seen.shown, { page: '2', style: '2' }, 'one release, whole');
      assert.equal(seen.loads, 2, 'one reload');
      for (const f of ['', 'style.css', 'patience-table.js', 'patience.js', 'patience_bg.wasm']) {
        assert.ok(seen.asked.includes(f), `${f} asked of the server (${seen.asked})`);
      }

      // Once release 2 is installed, its returning visits ask for the page alone.
      let names = [];
      for (const t0 = Date.now(); Date.now() - t0 < 15_000; await page.waitForTimeout(100)) {
        names = await page.evaluate(() => caches.keys());
        if (names.length === 1 && names[0] !== first) break;
      }
      assert.equal(names.length, 1, `one cache: ${names}`);
      assert.notEqual(names[0], first, 'release 2 installed');
      seen = await visit();
      assert.deepEqual(seen.asked, [''], 'the page alone');
      assert.deepEqual(seen.shown, { page: '2', style: '2' });
      assert.equal(seen.loads, 1, 'no reload');
      assert.deepEqual(page.errors, [], 'no console errors');
    } finally {
      await page.context().close();
      await server.close().catch(() => {});
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('no service worker inside an iframe or an embedded table', async () => {
    const page = await freshPage(h.browser);
    try {
      // A top-level game page registers its worker a frame and a task
      // after its first table. The solver's verdict comes later than that,
      // once its own worker has loaded: waiting for it (rather than for a
      // quiet network, which Chromium may never report while the page's
      // workers and lazy frame load) lets the page run well past that point.
      const answered = '[data-solver]:not([data-solver="thinking"])';
      await page.goto(h.server.url('embed.html'));
      // (The iframe's page loads once the reader comes near it.)
      await page.locator('iframe.frame').scrollIntoViewIfNeeded();
      await page.frameLocator('iframe.frame').locator(answered).waitFor({ timeout: 30_000 });
      await page.goto(h.server.url(link('caprice', 3, {}, '&embed=1')));
      await settle(page);
      await page.locator(answered).waitFor({ timeout: 30_000 });
      const regs = await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length));
      assert.equal(regs, 0, 'nothing registered');
      assert.deepEqual(page.errors, [], 'no console errors');
    } finally {
      await page.context().close();
    }
  });
});
