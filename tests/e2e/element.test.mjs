// The <patience-table> element on other people's pages: host pages served
// from another folder of the same site (the build is under
// /games/patience/, the hosts under /host/), each loading the element with
// its one <script> line. Two tables on one page played by real pointer and
// keyboard input, their events, their saves across a reload, a hostile
// style sheet, tables removed and added, attribute changes, the API's
// errors, and a phone-width table.

import { after, before, describe, test } from 'node:test';
import {
  apply,
  assert,
  deal,
  dealJson,
  derivedFigures,
  expectTable,
  findWinningLine,
  harness,
  legalMoves,
  parseTransfer,
  playMove,
  readTable,
  settle,
  tableReady,
  useTable,
} from './helpers.mjs';
import { playKeys } from './keys.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

const SCRIPT = `<script type="module" src="${PREFIX}patience-table.js"></script>`;

/** A host page: records the tables' events in window.events. */
function hostHtml(body, head = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A host page</title>
<link rel="icon" href="data:,">
<script>
  window.events = [];
  for (const type of ['patience-deal', 'patience-move', 'patience-won', 'patience-lost']) {
    document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail }));
  }
</script>
${SCRIPT}${head}</head><body>${body}</body></html>`;
}

/** Serves `html` at `path` of the test server's origin (outside the build's folder) and opens it. */
async function host(page, path, html) {
  await page.route(h.server.origin + path, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(h.server.origin + path);
}


const events = (page, filter = {}) =>
  page.evaluate(
    (f) => window.events.filter((e) => Object.entries(f).every(([k, v]) => (k === 'type' || k === 'id' ? e[k] === v : e.detail[k] === v))),
    filter,
  );

/** Plays `token` on table `sel` by real pointer input (scrolled into view first). */
async function playOn(page, sel, token) {
  await useTable(page, sel);
  await page.locator(sel).scrollIntoViewIfNeeded();
  await playMove(page, token);
}

/** The first legal transfer of `pos` whose unit is one card (a drag). */
function aTransfer(pos) {
  const t = legalMoves(pos).find((m) => parseTransfer(m)?.count === 1 && !m.startsWith('r'));
  assert.ok(t, 'the deal has a one-card transfer');
  return t;
}

const TWO = `
  <h1 id="heading" tabindex="-1">Two tables</h1>
  <patience-table id="a" game="lucas-leaps" deal="42" autoplay="off"></patience-table>
  <patience-table id="b" game="caprice" deal="7" autoplay="off"></patience-table>
  <div style="height: 3000px">the rest of the host's page</div>`;

describe('two tables on one page', () => {
  test('each plays on its own, by pointer and by keys; the host keeps its keys and scroll', async () => {
    const page = await h.page({ viewport: { width: 1100, height: 800 } });
    await host(page, '/host/two.html', hostHtml(TWO));
    await tableReady(page, '#a');
    await tableReady(page, '#b');
    const startA = deal('lucas-leaps', 42);
    const startB = deal('caprice', 7);
    await useTable(page, '#a');
    await expectTable(page, startA);
    await useTable(page, '#b');
    await expectTable(page, startB);

    // A drag on table b moves only b's card.
    const mv = aTransfer(startB);
    await page.locator('#b').scrollIntoViewIfNeeded();
    await playMove(page, mv);
    await expectTable(page, apply(startB, mv), `b after ${mv}`);
    await useTable(page, '#a');
    await expectTable(page, startA, 'a untouched');

    // A click on a's stock: a deals, b keeps its move.
    await page.locator('#a').scrollIntoViewIfNeeded();
    await playMove(page, 's');
    await expectTable(page, apply(startA, 's'), 'a after its stock');

    // Keys go to the table that was used last: Ctrl+Z undoes a's move only.
    await page.keyboard.press('Control+z');
    await settle(page);
    await expectTable(page, startA, 'a undone by Ctrl+Z');
    await useTable(page, '#b');
    await expectTable(page, apply(startB, mv), 'b kept its move');

    // Focus b (a click on its bar): now Ctrl+Z is b's.
    await page.locator('#b').scrollIntoViewIfNeeded();
    await page.locator('#b [data-moves]').click();
    await page.keyboard.press('Control+z');
    await settle(page);
    await expectTable(page, startB, 'b undone by Ctrl+Z');
    await page.keyboard.press('Control+y');
    await settle(page);
    await expectTable(page, apply(startB, mv), 'b redone by Ctrl+Y');

    // Keyboard play in b: arrows to a pile, Enter to pick up, Enter to drop.
    const afterB = apply(startB, mv);
    const mv2 = aTransfer(afterB);
    await playKeys(page, mv2);
    await expectTable(page, apply(afterB, mv2), `b after ${mv2} by keys`);
    await useTable(page, '#a');
    await expectTable(page, startA, 'a untouched by b\'s keys');
    await useTable(page, '#b');
    await page.keyboard.press('Control+z');
    await settle(page);
    await expectTable(page, afterB);

    // Keys pressed on the host page belong to the host: no table moves,
    // and the arrows scroll the page.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      document.getElementById('heading').focus();
    });
    for (const key of ['Control+z', 'n', 's', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => window.scrollY > 0);
    await expectTable(page, apply(startB, mv), 'b ignored the host page\'s keys');
    await useTable(page, '#a');
    await expectTable(page, startA, 'a ignored the host page\'s keys');
    assert.equal(await page.evaluate(() => location.pathname + location.search + location.hash), '/host/two.html', 'the address is the host\'s');
    await page.done();
  });

  test('events carry the move, the position and the deal; a scripted move plays on the table', async () => {
    const page = await h.page();
    await host(page, '/host/events.html', hostHtml(TWO));
    await tableReady(page, '#a');
    await tableReady(page, '#b');
    const deals = await events(page, { type: 'patience-deal' });
    assert.deepEqual(
      deals.map((e) => [e.id, e.detail.game, e.detail.deal, e.detail.moves]).sort(),
      [['a', 'lucas-leaps', 42, 0], ['b', 'caprice', 7, 0]],
    );

    const startB = deal('caprice', 7);
    const mv = aTransfer(startB);
    await playOn(page, '#b', mv);
    const [moved] = await events(page, { type: 'patience-move', id: 'b' });
    assert.equal(moved.detail.move, mv);
    assert.equal(moved.detail.kind, 'move');
    assert.equal(moved.detail.moves, 1);
    assert.deepEqual(JSON.parse(moved.detail.position), apply(startB, mv));
    assert.deepEqual(await events(page, { type: 'patience-move', id: 'a' }), [], 'nothing from a');

    // The game property: the table's own game, scripted; the move flies on the table.
    const viaApi = await page.evaluate(() => {
      const g = document.getElementById('a').api;
      const before = g.position();
      g.move('s');
      let refused = null;
      try {
        g.move('t1-f1');
      } catch (e) {
        refused = e.message;
      }
      return { before, after: g.position(), moves: g.moves(), status: g.status(), refused, deal: g.deal() };
    });
    assert.equal(viaApi.before, dealJson('lucas-leaps', 42));
    assert.deepEqual(JSON.parse(viaApi.after), apply(deal('lucas-leaps', 42), 's'));
    assert.deepEqual(viaApi.moves, ['s']);
    assert.equal(viaApi.status, 'playing');
    assert.match(viaApi.refused, /./, 'an illegal move is refused in words');
    assert.deepEqual(viaApi.deal, { game: 'lucas-leaps', deal: 42 });
    await useTable(page, '#a');
    await settle(page);
    await expectTable(page, apply(deal('lucas-leaps', 42), 's'), 'the scripted move is on the table');
    const [scripted] = await events(page, { type: 'patience-move', id: 'a' });
    assert.equal(scripted.detail.move, 's');
    const undone = await page.evaluate(() => document.getElementById('a').api.undo());
    assert.equal(undone, true);
    const [, back] = await events(page, { type: 'patience-move', id: 'a' });
    assert.equal(back.detail.kind, 'undo');
    await page.done();
  });

  test('each table resumes its own saved game after a reload', async () => {
    const page = await h.page();
    await host(page, '/host/saves.html', hostHtml(TWO));
    await tableReady(page, '#a');
    await tableReady(page, '#b');
    const startA = deal('lucas-leaps', 42);
    const startB = deal('caprice', 7);
    const mv = aTransfer(startB);
    await playOn(page, '#b', mv);
    await playOn(page, '#a', 's');
    await page.reload();
    await tableReady(page, '#a');
    await expectTable(page, apply(startA, 's'), 'a resumed');
    await tableReady(page, '#b');
    await expectTable(page, apply(startB, mv), 'b resumed');
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':save:')).sort());
    assert.deepEqual(keys, [
      'patience:table:/host/saves.html#a:save:game=lucas-leaps&deal=42',
      'patience:table:/host/saves.html#b:save:game=caprice&deal=7',
    ], 'each table saves under its own key; the game\'s own page\'s saves are untouched');
    await page.done();
  });

  test('save="off" keeps nothing; save="name" keeps the game under that name', async () => {
    const page = await h.page();
    const body = `
      <patience-table id="named" game="capricieuse" deal="2" save="sidebar" autoplay="off"></patience-table>
      <patience-table id="off" game="capricieuse" deal="3" save="off" autoplay="off"></patience-table>`;
    await host(page, '/host/named.html', hostHtml(body));
    await tableReady(page, '#named');
    await tableReady(page, '#off');
    const moves = { named: legalMoves(deal('capricieuse', 2))[0], off: legalMoves(deal('capricieuse', 3))[0] };
    await page.evaluate((m) => {
      document.getElementById('named').api.move(m.named);
      document.getElementById('off').api.move(m.off);
    }, moves);
    // The same name on another page of the site finds the same game.
    await host(page, '/host/elsewhere.html', hostHtml(body));
    await tableReady(page, '#named');
    await expectTable(page, apply(deal('capricieuse', 2), moves.named), 'the named save, on another page');
    await tableReady(page, '#off');
    await expectTable(page, deal('capricieuse', 3), 'save="off": dealt afresh');
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':save:')));
    assert.deepEqual(keys, ['patience:table:=sidebar:save:game=capricieuse&deal=2']);
    await page.done();
  });
});

describe('autoplay on an embedded table', () => {
  test('its automatic moves are reported like the player\'s', async () => {
    const page = await h.page();
    await host(page, '/host/auto.html', hostHtml('<patience-table id="a" game="lucas-leaps" deal="42"></patience-table>'));
    await tableReady(page, '#a');
    await page.evaluate(() => document.getElementById('a').api.move('s'));
    // Until autoplay has nothing more to do.
    let last = -1;
    for (let n = 0; ; last = n) {
      await page.waitForTimeout(600);
      n = await page.evaluate(() => document.getElementById('a').api.moves().length);
      if (n === last) break;
    }
    const moved = await events(page, { type: 'patience-move', id: 'a' });
    const made = await page.evaluate(() => document.getElementById('a').api.moves());
    assert.ok(made.length > 1, `autoplay followed the stock move: ${made}`);
    assert.deepEqual(moved.map((e) => e.detail.move), made, 'one event per move, automatic ones included');
    assert.deepEqual(JSON.parse(moved.at(-1).detail.position), apply(deal('lucas-leaps', 42), made));
    await page.done();
  });
});

describe('what tables share', () => {
  test('statistics count each game once across tables and tabs; no table settles another\'s game', async () => {
    const page = await h.page();
    const twoOfOne = `
      <patience-table id="a" game="lucas-leaps" deal="3" autoplay="off"></patience-table>
      <patience-table id="b" game="lucas-leaps" deal="4" autoplay="off"></patience-table>`;
    await host(page, '/host/stats.html', hostHtml(twoOfOne));
    await tableReady(page, '#a');
    await tableReady(page, '#b');
    const figures = () => derivedFigures(page, 'lucas-leaps');
    // Another tab's writes reach this page a little later.
    const reach = async (expected, what) => {
      const end = Date.now() + 5_000;
      let got = await figures();
      while (JSON.stringify(got) !== JSON.stringify(expected) && Date.now() < end) {
        await page.waitForTimeout(50);
        got = await figures();
      }
      assert.deepEqual(got, expected, what);
    };
    // b starts a game, then a plays a whole winning game.
    const first = legalMoves(deal('lucas-leaps', 4))[0];
    await page.evaluate((m) => document.getElementById('b').api.move(m), first);
    assert.deepEqual(await figures(), { played: 1, won: 0, streak: 0, open: 1 });
    const line = findWinningLine('lucas-leaps', 3);
    await page.evaluate((line) => {
      const g = document.getElementById('a').api;
      for (const m of line) g.move(m);
    }, line);
    await page.waitForFunction(() => window.events.some((e) => e.type === 'patience-won'));
    assert.deepEqual(await figures(), { played: 2, won: 1, streak: 1, open: 1 }, 'a counted once and won; b still open');

    // A second tab: its game starts without settling b's either.
    const tab = await page.context().newPage();
    await tab.route(h.server.origin + '/host/other.html', (r) =>
      r.fulfill({ contentType: 'text/html', body: hostHtml('<patience-table id="c" game="lucas-leaps" deal="5" autoplay="off"></patience-table>') }),
    );
    await tab.goto(h.server.origin + '/host/other.html');
    await tab.waitForFunction(() => document.getElementById('c')?.api);
    const m5 = legalMoves(deal('lucas-leaps', 5))[0];
    await tab.evaluate((m) => document.getElementById('c').api.move(m), m5);
    await reach({ played: 3, won: 1, streak: 1, open: 2 }, 'three games, one won, two open');
    // New in b's table leaves b's game: a loss, counted once.
    await useTable(page, '#b');
    await page.locator('#b').scrollIntoViewIfNeeded();
    await page.locator('#b [data-action="new"]').click();
    await page.locator('#b dialog[data-dialog="confirm"] [data-confirm="yes"]').click();
    await settle(page);
    assert.deepEqual(await figures(), { played: 3, won: 1, streak: 0, open: 1 });
    await tab.close();
    await page.done();
  });

  test('Share in an embedded table links to the game\'s own page, or to the host\'s share-url', async () => {
    const page = await h.page();
    const body = `
      <patience-table id="a" game="caprice" deal="7" autoplay="off"></patience-table>
      <patience-table id="b" game="lucas-leaps" deal="9" share-url="https://example.org/play/?from=blog#top"></patience-table>`;
    await host(page, '/host/share.html', hostHtml(body));
    await tableReady(page, '#a');
    await tableReady(page, '#b');
    const dealLink = async (sel) => {
      await page.locator(sel).scrollIntoViewIfNeeded();
      await page.locator(`${sel} .bar [data-action="share"]`).click();
      const item = page.locator(`${sel} [data-action="share-deal"]`);
      await item.waitFor();
      const link = await item.getAttribute('data-link');
      await page.keyboard.press('Escape');
      return link;
    };
    assert.equal(await dealLink('#a'), `${h.server.base}index.html?game=caprice&deal=7&autoplay=0`);
    // The share-url's own parameters stay; its fragment gives way (issue 22, item 4).
    assert.equal(await dealLink('#b'), 'https://example.org/play/?from=blog&game=lucas-leaps&deal=9');
    await page.done();
  });

  test('a share-url that is no web address is refused and said; a save name too long is said (issue 39, items 6 and 9)', async () => {
    const page = await h.page();
    const body = `
      <patience-table id="c" game="caprice" deal="4" autoplay="off" share-url="javascript:pwn(5)"></patience-table>
      <patience-table id="d" game="caprice" deal="5" autoplay="off" save="${'s'.repeat(65)}"></patience-table>`;
    await host(page, '/host/share-bad.html', hostHtml(body));
    await tableReady(page, '#c');
    await tableReady(page, '#d');
    const said = (sel) => page.locator(`${sel} [data-message]`).first().textContent();
    assert.match(await said('#c'), /share-url must be a web address \(http or https\), not 'javascript:pwn\(5\)'/);
    await page.locator('#c .bar [data-action="share"]').click();
    const item = page.locator('#c [data-action="share-deal"]');
    await item.waitFor();
    const link = await item.getAttribute('data-link');
    assert.equal(link, `${h.server.base}index.html?game=caprice&deal=4&autoplay=0`, 'Share links point at the game\'s own page');
    await page.keyboard.press('Escape');
    assert.match(await said('#d'), /save is 65 characters long, and is at most 64: ignored\./);
    // Changed to another script address later: refused again.
    await page.evaluate(() => document.getElementById('c').setAttribute('share-url', 'data:text/html,hi'));
    await page.waitForFunction(() => /data:text\/html,hi/.test(document.getElementById('c').shadowRoot.querySelector('[data-message]').textContent));
    await page.done();
  });
});

describe('a hostile host page', () => {
  test('the host\'s CSS does not break the table, and the table\'s does not leak out', async () => {
    const page = await h.page({ viewport: { width: 1000, height: 800 } });
    const css = `<style>
      * { all: unset !important; }
      div { display: flex !important; flex-direction: column-reverse !important; }
      .card, .pile, .table, .bar, .message, button, p { color: red !important; font-size: 40px !important; position: static !important; }
      [data-table] { display: none !important; }
      :root { font-size: 5px !important; }
    </style>`;
    const body = `<div class="card" id="mine">the host's own .card</div>
      <patience-table id="a" game="lucas-leaps" deal="42" autoplay="off" style="width: 900px"></patience-table>`;
    await host(page, '/host/hostile.html', hostHtml(body, css));
    await tableReady(page, '#a');
    const start = deal('lucas-leaps', 42);
    await expectTable(page, start);
    const look = await page.evaluate(() => {
      const root = document.getElementById('a').shadowRoot;
      const table = root.querySelector('[data-table]');
      const piles = [...root.querySelectorAll('[data-pile]')].map((p) => p.getBoundingClientRect());
      const card = root.querySelector('[data-card]');
      return {
        table: getComputedStyle(table).display,
        position: getComputedStyle(card).position,
        cardColor: getComputedStyle(card).color,
        fontSize: getComputedStyle(root.querySelector('[data-message]')).fontSize,
        buttonSize: parseFloat(getComputedStyle(root.querySelector('.bar button')).fontSize),
        width: document.getElementById('a').getBoundingClientRect().width,
        height: table.getBoundingClientRect().height,
        spread: new Set(piles.map((r) => Math.round(r.left))).size,
        mine: getComputedStyle(document.getElementById('mine')).color,
        mineRadius: getComputedStyle(document.getElementById('mine')).borderRadius,
      };
    });
    assert.equal(look.table, 'block');
    assert.equal(look.position, 'absolute');
    assert.notEqual(look.cardColor, 'rgb(255, 0, 0)');
    assert.notEqual(look.fontSize, '40px');
    assert.ok(look.buttonSize >= 12, `the host's root font size does not shrink the controls: ${look.buttonSize}px`);
    assert.ok(look.width > 850 && look.height > 250, `the table has its room: ${look.width}x${look.height}`);
    assert.ok(look.spread >= 8, 'piles are laid out side by side');
    assert.equal(look.mine, 'rgb(255, 0, 0)', 'the host\'s own .card keeps the host\'s style');
    assert.equal(look.mineRadius, '0px', 'the table\'s .card rules do not reach the host\'s .card');
    await playMove(page, 's');
    await expectTable(page, apply(start, 's'), 'still plays');
    await page.done();
  });
});

describe('tables come and go', () => {
  test('a removed table frees its listeners, timers and worker; a table added later works and wins', async () => {
    const page = await h.page();
    await host(page, '/host/dynamic.html', hostHtml(TWO));
    await tableReady(page, '#a');
    await tableReady(page, '#b');
    // Each table has its own solver worker.
    await page.waitForFunction(() => true);
    for (let i = 0; i < 100 && page.workers().length < 2; i++) await page.waitForTimeout(50);
    assert.equal(page.workers().length, 2, 'one solver worker per table');

    // One of the two closes (which was created first is the browser's
    // business), and not after long.
    const closed = Promise.race([
      ...page.workers().map((w) => new Promise((resolve) => w.once('close', resolve))),
      new Promise((_, reject) => setTimeout(() => reject(new Error("no worker closed within 10 s of its table's removal")), 10_000)),
    ]);
    await page.evaluate(() => {
      window.removed = document.getElementById('a');
      window.removed.remove();
    });
    await closed;
    assert.equal(page.workers().length, 1, 'the removed table\'s worker is gone');
    // Its API says it was removed (issue 39, item 4), and so does newGame,
    // rather than asking to await a `ready` that no start will resolve.
    const said = await page.evaluate(() => {
      const tryIt = (f) => {
        try {
          f();
          return 'no error';
        } catch (e) {
          return e.message;
        }
      };
      return [tryIt(() => window.removed.api), tryIt(() => window.removed.newGame({ deal: 3 }))];
    });
    assert.match(said[0], /^this table was removed from the page/, 'its api throws that it was removed');
    assert.match(said[1], /^this table was removed from the page/, 'newGame says so too');
    assert.equal(await page.evaluate(() => window.removed.game), 'lucas-leaps', 'its game property is still its attribute');
    // Its clock ticked every second: nothing runs now (no error for 1.5 s,
    // checked by page.done), and the other table plays on.
    await page.waitForTimeout(1500);
    await useTable(page, '#b');
    await playMove(page, 's').catch(() => {});

    // A table added later, then won through its game property.
    const line = findWinningLine('lucas-leaps', 3);
    await page.evaluate(() => {
      const c = document.createElement('patience-table');
      c.id = 'c';
      c.setAttribute('game', 'lucas-leaps');
      c.setAttribute('deal', '3');
      c.setAttribute('autoplay', 'off');
      c.setAttribute('save', 'off');
      document.body.prepend(c);
    });
    await tableReady(page, '#c');
    await expectTable(page, deal('lucas-leaps', 3));
    await page.evaluate((line) => {
      const g = document.getElementById('c').api;
      for (const m of line) g.move(m);
    }, line);
    await page.waitForFunction(() => window.events.some((e) => e.type === 'patience-won' && e.id === 'c'));
    const [won] = await events(page, { type: 'patience-won', id: 'c' });
    assert.equal(won.detail.moves, line.length);
    assert.equal(won.detail.deal, 3);
    assert.equal(won.detail.game, 'lucas-leaps');
    assert.equal(typeof won.detail.time, 'number');
    // Put back where it was, the removed table starts again (once near
    // the viewport: it is lazy).
    await page.evaluate(() => {
      document.body.append(window.removed);
      window.removed.scrollIntoView();
    });
    await tableReady(page, '#a');
    await page.done();
  });

  test('changing an attribute deals again, asking first when a game is in progress', async () => {
    const page = await h.page();
    await host(page, '/host/attrs.html', hostHtml(TWO));
    await tableReady(page, '#b');
    await page.evaluate(() => document.getElementById('b').setAttribute('deal', '8'));
    await settle(page);
    await expectTable(page, deal('caprice', 8), 'no moves yet: dealt at once');

    const mv = aTransfer(deal('caprice', 8));
    await playOn(page, '#b', mv);
    await page.evaluate(() => {
      const b = document.getElementById('b');
      b.setAttribute('game', 'lucas-leaps');
      b.setAttribute('deal', '5');
    });
    const confirm = page.locator('#b dialog[data-dialog="confirm"]');
    await confirm.waitFor({ state: 'visible' });
    await confirm.locator('[data-confirm="yes"]').click();
    await settle(page);
    await expectTable(page, deal('lucas-leaps', 5), 'the new attributes\' deal');
    await page.evaluate(() => document.getElementById('b').setAttribute('controls', 'undo redo'));
    await page.waitForFunction(() => {
      const root = document.getElementById('b').shadowRoot;
      const shown = (sel) => root.querySelector(sel)?.checkVisibility();
      return shown('[data-action="undo"]') && !shown('[data-action="new"]') && !shown('select[data-control="game"]');
    });
    await page.done();
  });
});

describe('the JavaScript API', () => {
  test('calls before init() or after free() throw Errors that say so', async () => {
    const page = await h.page();
    await host(page, '/host/api.html', hostHtml('<p>API only</p>'));
    const r = await page.evaluate(async (prefix) => {
      const api = await import(`${prefix}patience-table.js`);
      const out = {};
      try {
        api.Game.deal('caprice', 1);
      } catch (e) {
        out.early = [e.constructor.name, e.message];
      }
      await api.init();
      const g = api.Game.deal('caprice', 1);
      out.ok = g.status();
      g.free();
      try {
        g.legalMoves();
      } catch (e) {
        out.freed = [e.constructor.name, e.message];
      }
      out.twice = g.free() === undefined;
      return out;
    }, PREFIX);
    assert.deepEqual(r.early, ['Error', 'Game.deal() was called before the module was loaded: await init() first']);
    assert.equal(r.ok, 'playing');
    assert.deepEqual(r.freed, ['Error', 'this Game was freed (free() was called): make a new one']);
    assert.equal(r.twice, true);
    await page.done();
  });
});

describe('a phone-width table', () => {
  test('its controls take one compact row, and a "more" button unfolds the rest', async () => {
    const page = await h.page({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await host(page, '/host/phone.html', hostHtml('<patience-table id="p" game="russian-patience" deal="4" autoplay="off"></patience-table>'));
    await tableReady(page, '#p');
    const bar = async () =>
      page.evaluate(() => {
        const root = document.getElementById('p').shadowRoot;
        const b = root.querySelector('.bar').getBoundingClientRect();
        const middles = [...root.querySelectorAll('.bar button, .bar select, .bar .stats')]
          .filter((e) => e.checkVisibility({ visibilityProperty: true }))
          .map((e) => {
            const r = e.getBoundingClientRect();
            return r.top + r.height / 2;
          })
          .sort((x, y) => x - y);
        // Controls whose middles are within 10 px share a row.
        const rows = middles.filter((m, i) => i === 0 || m - middles[i - 1] > 10).length;
        return { height: b.height, rows, table: root.querySelector('[data-table]').getBoundingClientRect().height };
      });
    const folded = await bar();
    assert.equal(folded.rows, 1, 'one row of controls');
    assert.ok(folded.height <= 56, `the bar is ${folded.height}px tall`);
    assert.ok(folded.table > 300, `the cards get the room: ${folded.table}px`);
    await page.locator('#p [data-action="more"]').tap();
    const open = await bar();
    assert.ok(open.rows > 1, 'the rest unfolds');
    assert.ok(await page.locator('#p [data-action="new"]').isVisible());
    await page.locator('#p [data-action="more"]').tap();
    assert.equal((await bar()).rows, 1, 'and folds again');
    // The element is as tall as its layout needs: Russian Patience's
    // columns show whole, without a scroll inside the table.
    const whole = await page.evaluate(() => {
      const t = document.getElementById('p').shadowRoot.querySelector('[data-table]');
      return t.scrollHeight <= t.clientHeight + 1;
    });
    assert.ok(whole, 'no scroll inside the table');
    await readTable(page);
    await page.done();
  });

  test('the game\'s page in a 360×560 iframe (embed=1) has the same one row, "more" at its end', async () => {
    const page = await h.page({ viewport: { width: 360, height: 560 }, hasTouch: true, isMobile: true });
    await page.goto(h.server.url('index.html?game=lucas-leaps&deal=42&embed=1'));
    await settle(page);
    const bar = await page.evaluate(() => {
      const root = document.querySelector('patience-table').shadowRoot;
      const shown = [...root.querySelectorAll('.bar button, .bar select')].filter((e) => e.checkVisibility({ visibilityProperty: true }));
      const right = (e) => e.getBoundingClientRect().right;
      return {
        height: root.querySelector('.bar').getBoundingClientRect().height,
        last: shown.reduce((a, b) => (right(b) > right(a) ? b : a)).getAttribute('data-action'),
      };
    });
    assert.ok(bar.height <= 56, `the bar takes ${bar.height}px of 560`);
    assert.equal(bar.last, 'more');
    await page.done();
  });
});
