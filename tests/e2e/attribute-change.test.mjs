// Issue 22, item 8: the attributes describe the deal shown. A change the
// player declines ("Keep playing") reverts, and `patience-change-declined`
// says so; the dialog does not come back at the next attribute change;
// `newGame()` deals without a dialog, for hosts that confirm their own way.

import { after, before, describe, test } from 'node:test';
import { assert, deal, expectTable, harness, legalMoves, settle, useTable } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

async function host(page, path, body) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A host page</title><link rel="icon" href="data:,">
<script>
  window.events = [];
  for (const type of ['patience-deal', 'patience-change-declined']) {
    document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
  }
</script>
<script type="module" src="${PREFIX}patience-table.js"></script></head><body>${body}</body></html>`;
  await page.route(h.server.origin + path, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(h.server.origin + path);
  await page.evaluate(() => document.querySelector('patience-table').ready);
  await useTable(page, 'patience-table');
  await settle(page);
}

const attrs = (page) =>
  page.evaluate(() => {
    const t = document.querySelector('patience-table');
    return { game: t.getAttribute('game'), deal: t.getAttribute('deal') };
  });
const confirmOpen = (page) => page.evaluate(() => $root().querySelector('dialog[data-dialog="confirm"]').open);

describe('issue 22: attribute semantics', () => {
  test('"Keep playing" reverts the attribute and says so; the dialog does not come back', async () => {
    const page = await h.page();
    await host(page, '/host/attrs.html', '<patience-table game="caprice" deal="7" autoplay="off"></patience-table>');
    const start = deal('caprice', 7);
    const m = legalMoves(start)[0];
    await page.evaluate((mv) => document.querySelector('patience-table').api.move(mv), m);
    await settle(page);

    await page.evaluate(() => document.querySelector('patience-table').setAttribute('deal', '8'));
    await page.waitForFunction(() => $root().querySelector('dialog[data-dialog="confirm"]').open);
    await page.locator('dialog[data-dialog="confirm"] [data-confirm="no"]').click();
    await page.waitForFunction(() => window.events.some((e) => e.type === 'patience-change-declined'));
    await settle(page);
    assert.deepEqual(await attrs(page), { game: 'caprice', deal: '7' }, 'the attribute describes the deal shown again');
    const declined = await page.evaluate(() => window.events.filter((e) => e.type === 'patience-change-declined'));
    assert.deepEqual(declined.map((e) => e.detail), [{ game: 'caprice', deal: 7, moves: 1, requested: { game: 'caprice', deal: 8 } }]);
    assert.equal(await page.evaluate(() => document.querySelector('patience-table').api.moves().length), 1, 'the game goes on');

    // Another attribute changes: no dialog about the deal.
    await page.evaluate(() => document.querySelector('patience-table').setAttribute('controls', 'undo redo'));
    await page.waitForTimeout(300);
    assert.equal(await confirmOpen(page), false, 'no dialog');
    await page.done();
  });

  test('newGame() deals the game asked for without a dialog, and the attributes follow', async () => {
    const page = await h.page();
    await host(page, '/host/newgame.html', '<patience-table game="caprice" deal="7" autoplay="off"></patience-table>');
    await page.evaluate((mv) => document.querySelector('patience-table').api.move(mv), legalMoves(deal('caprice', 7))[0]);
    await settle(page);
    const shown = await page.evaluate(() => document.querySelector('patience-table').newGame({ game: 'lucas-leaps', deal: 42 }));
    assert.deepEqual(shown, { game: 'lucas-leaps', deal: 42 });
    await settle(page);
    assert.equal(await confirmOpen(page), false, 'no dialog');
    await expectTable(page, deal('lucas-leaps', 42));
    assert.deepEqual(await attrs(page), { game: 'lucas-leaps', deal: '42' });
    const deals = await page.evaluate(() => window.events.filter((e) => e.type === 'patience-deal').map((e) => [e.detail.game, e.detail.deal]));
    assert.deepEqual(deals.at(-1), ['lucas-leaps', 42]);

    const dc = await page.evaluate(() => document.querySelector('patience-table').newGame({ game: 'double-canfield', deal: 5, draw: 1 }));
    assert.deepEqual(dc, { game: 'double-canfield', deal: 5, draw: 1, spaces: 'waste' });
    await settle(page);
    await expectTable(page, deal('double-canfield', 5, { draw: 1 }));

    const bad = await page.evaluate(() => {
      try {
        document.querySelector('patience-table').newGame({ game: 'solitaire' });
        return null;
      } catch (e) {
        return e.message;
      }
    });
    assert.match(bad, /solitaire/);
    await page.done();
  });
});
