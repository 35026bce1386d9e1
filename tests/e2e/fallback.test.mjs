// Bad links and corrupt saved data fall back cleanly: a dealt, playable
// table, a visible notice for a bad link, the address rewritten to a good
// link, and no console errors.

import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  DIST,
  GAMES,
  apply,
  assert,
  deal,
  expectTable,
  harness,
  link,
  message,
  movesCount,
  NO_AUTOPLAY,
  open,
  playMove,
  query,
  readTable,
  settle,
  tableAttrs,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** The table shows a real deal, consistent with its attributes and the address, and it plays. */
async function checkPlayableFallback(page, { game } = {}) {
  const attrs = await tableAttrs(page);
  assert.ok(GAMES.includes(attrs.game), `a known game: ${attrs.game}`);
  if (game) assert.equal(attrs.game, game, 'the valid part of the link is kept');
  const d = Number(attrs.deal);
  assert.ok(Number.isInteger(d) && d >= 1 && d <= 4_294_967_295, `a valid deal: ${attrs.deal}`);
  assert.equal(attrs.state, 'playing');
  const opts = attrs.game === 'double-canfield' ? { draw: Number(attrs.draw), spaces: attrs.spaces } : {};
  const pos = deal(attrs.game, d, opts);
  await expectTable(page, pos, 'the fallback table is exactly the deal it claims');
  assert.deepEqual(query(page), Object.fromEntries(new URLSearchParams(link(attrs.game, d, opts))), 'the address is a good link');
  // Playable: the stock move (or a redeal) works.
  const m = attrs.game === 'capricieuse' ? 'redeal' : 's';
  await playMove(page, m);
  await expectTable(page, apply(pos, m), `the fallback table plays (${m})`);
  assert.equal(await movesCount(page), 1);
}

describe('bad links', () => {
  for (const [q, game] of [
    ['?game=klondike&deal=5', undefined],
    ['?game=caprice&deal=0', 'caprice'],
    ['?game=lucas-leaps&deal=abc', 'lucas-leaps'],
    ['?game=capricieuse&deal=99999999999', 'capricieuse'],
    ['?game=caprice&deal=-3', 'caprice'],
    ['?game=caprice&deal=1.5', 'caprice'],
    ['?game=double-canfield&deal=3&draw=7', 'double-canfield'],
    ['?game=double-canfield&deal=3&spaces=sideways', 'double-canfield'],
    ['?game=caprice&deal=4&draw=1', 'caprice'],
    ['?game=%3Cscript%3Ealert(1)%3C%2Fscript%3E&deal=%00', undefined],
    [`?game=lucas-leaps&deal=${'7'.repeat(10_000)}`, 'lucas-leaps'], // (a server refuses much longer addresses)
  ]) {
    test(`${q.length > 80 ? `${q.slice(0, 60)}… (${q.length} characters)` : q} falls back with a notice`, async () => {
      const page = await h.page();
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        d.dismiss();
      });
      await page.goto(h.server.url(q + NO_AUTOPLAY));
      await settle(page);
      const note = await message(page);
      assert.ok(note.length > 0, 'a notice in the message line');
      assert.ok(note.length < 400, 'the notice is short, whatever the link held');
      if (q.length > 1000) assert.match(note, /^deal is 10000 characters long, and is at most 64: ignored\./);
      assert.ok(await page.locator('[data-message]').isVisible(), 'the notice is visible');
      await checkPlayableFallback(page, { game });
      assert.equal(dialogs, 0);
      await page.done();
    });
  }

  test('a link that only fails in its options keeps the game and the deal', async () => {
    const page = await h.page();
    await page.goto(h.server.url('?game=double-canfield&deal=3&draw=7&spaces=any'));
    await settle(page);
    const attrs = await tableAttrs(page);
    assert.equal(attrs.deal, '3');
    assert.equal(attrs.draw, '3');
    assert.equal(attrs.spaces, 'any');
    await expectTable(page, deal('double-canfield', 3, { spaces: 'any' }));
    assert.match(await message(page), /draw/);
    await page.done();
  });

  test('no parameters at all: a playable deal and a deal link', async () => {
    const page = await h.page();
    await page.goto(h.server.url(`?${NO_AUTOPLAY.slice(1)}`));
    await settle(page);
    await checkPlayableFallback(page);
    await page.done();
  });
});

describe('corrupt saved data', () => {
  /** Plays a move on caprice 3 so that something is saved; returns the `patience:` keys and values. */
  async function savedState(page) {
    await open(page, h.server, link('caprice', 3));
    await playMove(page, 's');
    await playMove(page, 's');
    const saved = await page.evaluate(() =>
      Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('patience:')).map((k) => [k, localStorage.getItem(k)])),
    );
    assert.ok(Object.keys(saved).length > 0, 'the game in progress is saved under patience: keys');
    return saved;
  }

  const CORRUPTIONS = [
    ['not JSON', () => '{"game":"caprice",'],
    ['JSON null', () => 'null'],
    ['an array', () => '[1,2,3]'],
    ['a number', () => '42'],
    ['wrong types', () => JSON.stringify({ game: 7, deal: 'x', moves: 'no' })],
    ['an illegal move list', (v) => tweak(v, (o) => Array.isArray(o.moves) && (o.moves = ['t1-f1', 't99-t98', 'zz']))],
    ['another deal', (v) => tweak(v, (o) => 'deal' in o && (o.deal = 4))],
    ['binary junk', () => '\u0000\uffff\ud800x'],
    ['a huge move list', (v) => tweak(v, (o) => Array.isArray(o.moves) && (o.moves = Array(30000).fill('s')))],
  ];

  function tweak(value, f) {
    try {
      const o = JSON.parse(value);
      if (o && typeof o === 'object' && !Array.isArray(o) && f(o) !== false) return JSON.stringify(o);
    } catch {
      /* not JSON: replace it */
    }
    return '{}';
  }

  // One page for these tests (each checks its own console errors): the game
  // is saved once, and each test corrupts that save in its own way.
  let page;
  let saved;
  before(async () => {
    page = await h.page();
    saved = await savedState(page);
  });
  after(() => page.done());

  for (const [what, corrupt] of CORRUPTIONS) {
    test(`saved data that is ${what} is ignored`, async () => {
      page.errors.length = 0;
      // Leave the game (it may save as it goes), then corrupt what it left.
      await page.goto(h.server.blank);
      await page.evaluate(
        (entries) => {
          for (const [k, v] of entries) localStorage.setItem(k, v);
        },
        Object.entries(saved).map(([k, v]) => [k, corrupt(v)]),
      );
      await page.goto(h.server.url(link('caprice', 3)));
      await settle(page);
      await expectTable(page, deal('caprice', 3), 'the deal starts afresh');
      assert.equal(await movesCount(page), 0);
      const attrs = await tableAttrs(page);
      assert.equal(attrs.game, 'caprice');
      assert.equal(attrs.deal, '3');
      await playMove(page, 's');
      await expectTable(page, apply(deal('caprice', 3), 's'), 'and plays');
      // And the new play is saved over the corrupt data: a reload resumes it.
      await page.reload();
      await settle(page);
      await expectTable(page, apply(deal('caprice', 3), 's'), 'the new game is saved');
      await page.waitForTimeout(50);
      assert.deepEqual(page.errors, [], 'console errors or page errors');
    });
  }

  test('foreign keys and a full or failing localStorage do not break the page', async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      try {
        localStorage.setItem('patience:', 'x');
        localStorage.setItem('patience:recent', '["patience:save:nope", 5, null]');
        localStorage.setItem('patience:save:nope', '{"game":"caprice"}');
        localStorage.setItem('someone-else', 'keep me');
      } catch {
        /* ignore */
      }
      // Every write fails, as in a full quota or a private mode.
      Storage.prototype.setItem = function () {
        throw new DOMException('quota', 'QuotaExceededError');
      };
    });
    await page.goto(h.server.url(link('lucas-leaps', 9)));
    await settle(page);
    await expectTable(page, deal('lucas-leaps', 9));
    await playMove(page, 's');
    await expectTable(page, apply(deal('lucas-leaps', 9), 's'));
    assert.equal(await page.evaluate(() => localStorage.getItem('someone-else')), 'keep me');
    assert.ok((await readTable(page)).tableau.length === 13);
    await page.done();
  });

  test('with no localStorage at all the game still plays', async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto(h.server.url(link('caprice', 10)));
    await settle(page);
    await expectTable(page, deal('caprice', 10));
    await playMove(page, 's');
    await expectTable(page, apply(deal('caprice', 10), 's'));
    await page.done();
  });
});

describe('a table that cannot start says why', () => {
  test('opened from file://, the page says it must be served over http(s)', async () => {
    const page = await h.page();
    await page.goto(pathToFileURL(path.join(DIST, 'index.html')).href);
    const note = page.locator('[data-start-error]');
    await note.waitFor();
    assert.match(await note.textContent(), /served over http\(s\)/);
    // The browser's own refusal to load the module is expected here.
    page.errors.length = 0;
    await page.done();
  });

  test('when its WebAssembly cannot load, the page says so instead of staying blank', async () => {
    const page = await h.page();
    await page.route('**/patience_bg.wasm', (route) => route.abort());
    await page.goto(h.server.url(link('caprice', 3)));
    const note = page.locator('[data-start-error]');
    await note.waitFor();
    assert.match(await note.textContent(), /could not start/);
    assert.equal(await page.locator('[data-table]').count(), 0);
    page.errors.length = 0;
    await page.done();
  });
});
