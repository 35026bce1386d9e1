// The game's page on a phone (issue 40): the cards get the screen. In every
// game, at 360×640 (portrait) the page's controls, figures, message line
// and footer take at most 100 px of height, at 640×360 (landscape) at most
// 56 px; Undo, Hint, New and the stock are one tap away, every other action
// two (behind "⋯"). At 320×480, and in a 280 px wide element, every pile is
// inside the viewport's width and can be reached. Russian Patience at
// 360×640 and 640×360 needs no inner scrolling while its rows are dealt,
// and after a redeal the stock is in view. A refusal does not move the
// table.

import { after, before, describe, test } from 'node:test';
import { GAMES, assert, harness, hostTable, link, message, settle, stockPoint } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** The table's box and the viewport's height. */
const tableBox = (page) =>
  page.evaluate(() => {
    const r = $root().querySelector('[data-table]').getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: r.height, vh: innerHeight, vw: innerWidth };
  });

/** Whether `sel`'s first element is drawn, inside the viewport, and the topmost element at its middle. */
const reachable = (page, sel) =>
  page.evaluate((sel) => {
    const el = $root().querySelector(sel);
    if (!el) return `${sel}: missing`;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return `${sel}: not drawn`;
    if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
      return `${sel}: outside the viewport (${Math.round(r.left)},${Math.round(r.top)})–(${Math.round(r.right)},${Math.round(r.bottom)})`;
    const hit = $root().elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(el === hit || el.contains(hit))) return `${sel}: covered by ${hit?.outerHTML.slice(0, 60)}`;
    return 'ok';
  }, sel);

const ONE_TAP = ['[data-action="undo"]', '[data-action="hint"]', '[data-action="new"]'];
const TWO_TAPS = [
  'select[data-control="game"]',
  '[data-action="restart"]',
  '[data-action="redo"]',
  '[data-action="demo"]',
  '[data-action="daily"]',
  '[data-action="share"]',
  '[data-action="stats"]',
  '[data-action="settings"]',
  '[data-action="rules"]',
  '[data-action="help"]',
];

describe('the game page on a phone', () => {
  for (const [width, height, budget] of [
    [360, 640, 100],
    [640, 360, 56],
  ]) {
    test(`${width}×${height}: the controls take at most ${budget} px; the most used one tap away, the rest two`, async () => {
      for (const game of GAMES) {
        const page = await h.page({ viewport: { width, height }, hasTouch: true, isMobile: true });
        await page.goto(h.server.url(link(game, 3)));
        await settle(page);
        const t = await tableBox(page);
        const chrome = t.vh - t.height;
        assert.ok(chrome <= budget, `${game}: the controls, figures and message take ${chrome} px of ${t.vh}`);
        for (const sel of ONE_TAP) assert.equal(await reachable(page, sel), 'ok', `${game}: one tap`);
        if (await page.evaluate(() => !!$root().querySelector('[data-pile="stock"]'))) {
          assert.equal(await reachable(page, '[data-pile="stock"]'), 'ok', `${game}: the stock, one tap`);
        }
        // A refusal says why without moving the table.
        await page.keyboard.press('u');
        await settle(page);
        assert.notEqual(await message(page), '', `${game}: the refusal is said`);
        const after = await tableBox(page);
        assert.equal(after.top, t.top, `${game}: the message line does not push the table down`);
        // Everything else behind "⋯".
        assert.equal(await reachable(page, '.bar .more'), 'ok', `${game}: ⋯`);
        await page.locator('.bar .more').click();
        for (const sel of TWO_TAPS) assert.equal(await reachable(page, sel), 'ok', `${game}: two taps`);
        await page.done();
      }
    });
  }

  test('at 320×480 every pile of every game is inside the viewport and can be reached', async () => {
    for (const game of GAMES) {
      const page = await h.page({ viewport: { width: 320, height: 480 }, hasTouch: true, isMobile: true });
      await page.goto(h.server.url(link(game, 3)));
      await settle(page);
      const piles = await page.evaluate(() => [...$root().querySelectorAll('[data-table] [data-pile]')].map((p) => p.dataset.pile));
      for (const pile of piles) {
        const r = await page.evaluate((pile) => {
          const p = $root().querySelector(`[data-table] [data-pile="${pile}"]`);
          p.scrollIntoView({ block: 'nearest' });
          const b = p.getBoundingClientRect();
          const w = parseFloat(getComputedStyle(p, '::before').width);
          const h = parseFloat(getComputedStyle(p, '::before').height);
          // Reached: what a tap at the middle of its place finds is the pile.
          const hit = $root().elementFromPoint(b.left + w / 2, b.top + Math.min(h, innerHeight - b.top) / 2);
          const mine = !!hit && (hit === p || p.contains(hit));
          return { left: b.left, right: b.left + w, top: b.top, vw: innerWidth, vh: innerHeight, mine, hit: hit?.outerHTML.slice(0, 60) };
        }, pile);
        assert.ok(r.left >= 0 && r.right <= r.vw + 0.5, `${game} ${pile}: ${r.left}–${r.right} in ${r.vw} px`);
        assert.ok(r.top >= 0 && r.top < r.vh, `${game} ${pile}: reached at ${r.top} in ${r.vh} px`);
        assert.ok(r.mine, `${game} ${pile}: a tap on its place finds it, not ${r.hit}`);
      }
      await page.done();
    }
  });

  test('in a 280 px wide element every pile of every game is inside it and can be reached', async () => {
    const page = await h.page({ viewport: { width: 300, height: 700 }, hasTouch: true, isMobile: true });
    // Eager: a lazy table below the fold would have no piles to measure.
    // 300 px less the body's 8 px margins and the main's 2 px: 280 px.
    const body = `<main style="margin:0 2px">${GAMES.map((g) => `<patience-table id="${g}" game="${g}" deal="3" autoplay="off" loading="eager"></patience-table>`).join('')}</main>`;
    // A phone's layout viewport is the device's width only where the page says so.
    const head = '<meta name="viewport" content="width=device-width, initial-scale=1">';
    await hostTable(page, h.server, { body, head });
    for (const game of GAMES) {
      await page.evaluate((game) => document.getElementById(game).ready, game);
      const r = await page.evaluate((game) => {
        const host = document.getElementById(game);
        host.scrollIntoView({ block: 'start' });
        const hb = host.getBoundingClientRect();
        const piles = [...host.shadowRoot.querySelectorAll('[data-table] [data-pile]')];
        const bad = [];
        for (const p of piles) {
          p.scrollIntoView({ block: 'nearest' });
          const h = host.getBoundingClientRect();
          const b = p.getBoundingClientRect();
          const w = parseFloat(getComputedStyle(p, '::before').width);
          const ht = parseFloat(getComputedStyle(p, '::before').height);
          const left = b.left - h.left;
          const top = b.top - h.top;
          // Reached: what a tap at the middle of its place finds is the pile.
          const hit = host.shadowRoot.elementFromPoint(b.left + w / 2, b.top + Math.min(ht, innerHeight - b.top) / 2);
          const mine = !!hit && (hit === p || p.contains(hit));
          if (left < -0.5 || left + w > h.width + 0.5 || top < -0.5 || top >= h.height || !mine) {
            bad.push({ pile: p.dataset.pile, left, right: left + w, top, width: h.width, height: h.height, hit: hit?.outerHTML.slice(0, 60) });
          }
        }
        return { width: hb.width, piles: piles.length, bad };
      }, game);
      assert.ok(Math.abs(r.width - 280) < 0.5, `${game}: the element is ${r.width} px wide`);
      assert.ok(r.piles >= 8, `${game}: ${r.piles} piles drawn`);
      assert.deepEqual(r.bad, [], `${game}: piles outside its 280 px or out of reach`);
    }
    await page.done();
  });

  for (const [width, height] of [
    [360, 640],
    [640, 360],
  ]) {
    test(`Russian Patience at ${width}×${height}: no inner scrolling while the rows are dealt; after a redeal the stock is in view`, async () => {
      const page = await h.page({ viewport: { width, height }, hasTouch: true, isMobile: true });
      await page.goto(h.server.url(link('russian-patience', 3)));
      await settle(page);
      const state = () =>
        page.evaluate(() => {
          const t = $root().querySelector('[data-table]');
          const s = $root().querySelector('[data-pile="stock"]').getBoundingClientRect();
          const tb = t.getBoundingClientRect();
          return {
            scroll: t.hasAttribute('data-scroll') || t.scrollHeight > t.clientHeight + 1,
            stockInView: s.top >= tb.top - 0.5 && s.top + 10 <= tb.bottom,
            stock: Number($root().querySelector('[data-pile="stock"]').getAttribute('data-count')),
          };
        });
      let s = await state();
      while (s.stock > 0) {
        assert.equal(s.scroll, false, `no inner scrolling with ${s.stock} cards in the stock`);
        assert.ok(s.stockInView, 'the stock in view');
        const at = await stockPoint(page);
        await page.mouse.click(at.x, at.y);
        await settle(page);
        s = await state();
      }
      assert.equal(s.scroll, false, 'no inner scrolling once every row is dealt');
      // Redeal is on the thin bar, one tap away, whenever it is offered.
      const redeal = page.locator('[data-action="redeal"]');
      assert.ok((await redeal.isVisible()) && (await redeal.isEnabled()), 'Redeal offered on the bar once the stock is empty');
      await page.evaluate(() => $root().querySelector('[data-table]').scrollTo(0, 9999));
      await redeal.click();
      await settle(page);
      s = await state();
      assert.ok(s.stock > 0, 'redealt');
      assert.ok(s.stockInView, 'after the redeal the stock is in view');
      assert.equal(s.scroll, false, 'and the table needs no scrolling');
      await page.done();
    });
  }
});
