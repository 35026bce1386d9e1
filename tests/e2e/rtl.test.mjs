// Issue 22, item 5: a right-to-left host page (`dir="rtl"`). The table's
// words (the control bar, the message line, the dialogs) follow the page's
// direction; the cards, the piles and their order do not mirror: a card's
// corner reads "10♥" from its left edge, and the status line reads
// "#7 · 0 moves · 00:00" from left to right.

import { after, before, describe, test } from 'node:test';
import { assert, deal, expectTable, harness, settle, useTable } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

describe('issue 22: a right-to-left host page', () => {
  test('the words follow dir="rtl"; cards, piles and the status line do not mirror', async () => {
    const page = await h.page({ viewport: { width: 1100, height: 800 } });
    const html = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>صفحة</title><link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script></head><body><p>نص الصفحة</p>
<patience-table game="caprice" deal="7" autoplay="off"></patience-table></body></html>`;
    await page.route(`${h.server.origin}/host/rtl.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.server.origin}/host/rtl.html`);
    await page.evaluate(() => document.querySelector('patience-table').ready);
    await useTable(page, 'patience-table');
    await settle(page);
    await expectTable(page, deal('caprice', 7));

    const look = await page.evaluate(() => {
      const root = $root();
      const dir = (el) => getComputedStyle(el).direction;
      const cards = [...root.querySelectorAll('[data-table] .card')];
      const x = (sel) => root.querySelector(sel).getBoundingClientRect().left;
      return {
        cards: [...new Set(cards.map(dir))],
        piles: [...new Set([...root.querySelectorAll('[data-table] [data-pile]')].map(dir))],
        stats: dir(root.querySelector('.bar .stats')),
        chances: getComputedStyle(root.querySelector('.solver-chances')).unicodeBidi,
        statsOrder: [x('.stats .deal-no'), x('.stats .moves'), x('.stats [data-clock]')],
        order: ['t1', 't2', 't3'].map((p) => root.querySelector(`[data-pile="${p}"]`).getBoundingClientRect().left),
        message: dir(root.querySelector('[data-message]')),
        bar: dir(root.querySelector('.bar')),
        dialog: dir(root.querySelector('dialog[data-dialog="settings"]')),
      };
    });
    assert.deepEqual(look.cards, ['ltr'], 'the cards (their corners) read left to right');
    assert.deepEqual(look.piles, ['ltr'], 'the piles (their counts and captions) read left to right');
    assert.ok(look.order[0] < look.order[1] && look.order[1] < look.order[2], `t1, t2, t3 from the left: ${look.order}`);
    assert.equal(look.stats, 'ltr', 'the status line reads left to right');
    assert.ok(
      look.statsOrder[0] < look.statsOrder[1] && look.statsOrder[1] < look.statsOrder[2],
      `deal number, moves, clock from the left: ${look.statsOrder}`,
    );
    // Its words are isolated in their own text's direction, not forced
    // left to right (issue 40: an Arabic "Your chances" read garbled).
    assert.equal(look.chances, 'plaintext', '"Your chances" takes its own words\' direction');
    assert.equal(look.message, 'rtl', 'the message line follows the page');
    assert.equal(look.bar, 'rtl', 'the control bar follows the page');
    assert.equal(look.dialog, 'rtl', 'the dialogs follow the page');
    await page.done();
  });
});
