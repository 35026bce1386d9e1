// Dragging cards with a real mouse: a legal drop makes the move (the page
// then matches `patience apply`), an illegal drop sends the card back and
// shows the engine's reason, a run moves as a unit; with animations on, the
// same holds once the animation ends.

import { after, before, describe, test } from 'node:test';
import {
  apply,
  assert,
  cardPoint,
  deal,
  expectTable,
  harness,
  findIllegalMove,
  legalMoves,
  link,
  message,
  spokenReason,
  mouseDrag,
  movesCount,
  open,
  parseTransfer,
  pilePoint,
  playMove,
  readTable,
  settle,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** The first deal (from 1) whose start has a legal move matching `pred`. */
function findDeal(game, pred, opts = {}) {
  for (let d = 1; d < 500; d++) {
    const pos = deal(game, d, opts);
    const m = legalMoves(pos).find(pred);
    if (m) return { d, pos, move: m };
  }
  throw new Error(`no ${game} deal with such a move`);
}

const toTableau = (m) => /^(t\d+|w|r)-t\d+$/.test(m);
const toFoundation = (m) => /^(t\d+|w|r)-f\d+$/.test(m);

/** Bounding boxes of every card of a pile, to check that cards went back where they were. */
function cardBoxes(page, pile) {
  return page.evaluate(
    (pile) =>
      [...$root().querySelectorAll(`[data-pile="${pile}"] [data-card]`)].map((c) => {
        const r = c.getBoundingClientRect();
        return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
      }),
    pile,
  );
}

describe('dragging with the mouse', () => {
  for (const [game, opts, pred, what] of [
    ['caprice', {}, toTableau, 'onto a tableau card'],
    ['caprice', {}, toFoundation, 'onto a foundation'],
    ['capricieuse', {}, toTableau, 'onto a tableau card'],
    ['lucas-leaps', {}, toTableau, 'onto a tableau card'],
    ['double-canfield', {}, (m) => m.startsWith('r-t'), 'from the reserve onto a tableau card'],
    ['double-canfield', { draw: 1, spaces: 'any' }, (m) => /^t\d+-t\d+$/.test(m), 'onto a tableau card'],
  ]) {
    test(`${game} ${JSON.stringify(opts)}: a legal drag ${what} makes the move`, async () => {
      const { d, pos, move } = findDeal(game, pred, opts);
      const page = await h.page();
      await open(page, h.server, link(game, d, opts));
      await expectTable(page, pos);
      await playMove(page, move);
      await expectTable(page, apply(pos, move), `after ${move}: the page matches patience apply`);
      assert.equal(await movesCount(page), 1);
      assert.ok(await page.locator('[data-action="undo"]').isEnabled(), 'undo is possible after a move');
      await page.done();
    });
  }

  test('a dragged card keeps its element: the same node lands on its new pile, and comes back on undo', async () => {
    // The table moves the card's element rather than drawing a new one (a
    // move redraws only what changed); the element keeps no mark of the drag.
    const { d, pos, move } = findDeal('caprice', toTableau);
    const t = parseTransfer(move);
    const top = (pile) => `[data-table] [data-pile="${pile}"] [data-card]:last-of-type`;
    const page = await h.page();
    await open(page, h.server, link('caprice', d));
    await expectTable(page, pos);
    await page.evaluate((sel) => (window.__moved = $root().querySelector(sel)), top(t.from));
    await playMove(page, move);
    await expectTable(page, apply(pos, move), `after ${move}`);
    const landed = await page.evaluate((sel) => {
      const el = $root().querySelector(sel);
      return { same: el === window.__moved, cls: el.className, style: el.getAttribute('style') };
    }, top(t.to));
    assert.ok(landed.same, `the card on ${t.to} is the element that was dragged from ${t.from}`);
    assert.match(landed.cls, /^card (red|black)( court| ace)?$/, 'only the card\'s own classes');
    assert.doesNotMatch(landed.style, /transform/, 'no drag offset left');
    assert.equal(await page.locator('[data-table] .target, [data-table] .lit, [data-table] .dragging').count(), 0, 'no drag marks left');
    await page.locator('[data-action="undo"]').click();
    await settle(page);
    await expectTable(page, pos, 'after undo');
    assert.ok(
      await page.evaluate((sel) => $root().querySelector(sel) === window.__moved, top(t.from)),
      `undo brings the same element back to ${t.from}`,
    );
    await page.done();
  });

  test('a card goes where it is dropped, not where a click would send it', async () => {
    // A tableau card that could go to a foundation (a click's choice) or onto
    // another tableau card: drag it onto the tableau card.
    let found = null;
    for (let d = 1; d < 200 && !found; d++) {
      const pos = deal('caprice', d);
      const moves = legalMoves(pos);
      const m = moves.find((t) => /^t\d+-t\d+$/.test(t) && moves.some((o) => o.startsWith(`${t.split('-')[0]}-f`)));
      if (m) found = { d, pos, move: m };
    }
    assert.ok(found, 'a deal with such a card');
    const page = await h.page();
    await open(page, h.server, link('caprice', found.d));
    await playMove(page, found.move);
    await expectTable(page, apply(found.pos, found.move), `after ${found.move}`);
    await page.done();
  });

  test('while dragging, exactly the piles that accept the card light up', async () => {
    // Relies on the page marking those piles with the class "target" (the
    // DOM contract does not name the highlight).
    for (const [game, opts] of [['caprice', {}], ['double-canfield', { draw: 1, spaces: 'any' }]]) {
      const pos = apply(deal(game, 2, opts), 's', 's');
      const moves = legalMoves(pos);
      const sources = [...new Set(moves.map((m) => parseTransfer(m)).filter((t) => t && t.count === 1).map((t) => t.from))];
      assert.ok(sources.length > 0);
      const page = await h.page();
      await open(page, h.server, link(game, 2, opts));
      await playMove(page, 's');
      await playMove(page, 's');
      await expectTable(page, pos);
      for (const from of sources.slice(0, 3)) {
        const want = moves.map(parseTransfer).filter((t) => t && t.from === from && t.count === 1).map((t) => t.to).sort();
        const at = await cardPoint(page, from);
        await page.mouse.move(at.x, at.y);
        await page.mouse.down();
        await page.mouse.move(at.x + 4, at.y + 12, { steps: 3 });
        const lit = await page.evaluate(() =>
          [...$root().querySelectorAll('[data-table] [data-pile].target')].map((p) => p.getAttribute('data-pile')).sort(),
        );
        assert.deepEqual(lit, want, `${game}: the piles lit while dragging from ${from}`);
        // Back onto its own pile: no move.
        await page.mouse.move(at.x, at.y, { steps: 3 });
        await page.mouse.up();
        await settle(page);
        await expectTable(page, pos);
        assert.equal(await page.locator('[data-table] [data-pile].target').count(), 0, 'no pile stays lit after the drop');
      }
      assert.equal(await movesCount(page), 2);
      await page.done();
    }
  });

  test('Lucas Leaps: a run drags as a unit', async () => {
    const { d, pos, move } = findDeal('lucas-leaps', (m) => /^t\d+x\d+-t\d+$/.test(m));
    const page = await h.page();
    await open(page, h.server, link('lucas-leaps', d));
    await playMove(page, move); // grabs the run's bottom card
    await expectTable(page, apply(pos, move), `after ${move}`);
    await page.done();
  });

  for (const game of ['caprice', 'lucas-leaps', 'double-canfield']) {
    test(`${game}: an illegal drag returns the card and shows the engine's reason`, async () => {
      const pos = deal(game, 3);
      const { token, reason } = findIllegalMove(pos);
      const t = parseTransfer(token);
      const page = await h.page();
      await open(page, h.server, link(game, 3));
      const before = await cardBoxes(page, t.from);
      await mouseDrag(page, await cardPoint(page, t.from), await pilePoint(page, t.to));
      await settle(page);
      await expectTable(page, pos, `after the refused ${token} nothing changed`);
      assert.deepEqual(await cardBoxes(page, t.from), before, 'the card is back in its place');
      assert.equal(await message(page), spokenReason(reason));
      assert.equal(await movesCount(page), 0);
      assert.ok(await page.locator('[data-action="undo"]').isDisabled());
      await page.done();
    });
  }

  test('a card dropped on the bare table goes back without a move', async () => {
    const pos = deal('caprice', 4);
    const page = await h.page();
    await open(page, h.server, link('caprice', 4));
    const before = await cardBoxes(page, 't1');
    // The empty felt: below the last tableau card, away from every pile's cards.
    const spot = await page.evaluate(() => {
      const t = $root().querySelector('[data-table]').getBoundingClientRect();
      for (let y = t.bottom - 5; y > t.top; y -= 10)
        for (let x = t.left + 5; x < t.right; x += 10) {
          const hit = $root().elementFromPoint(x, y);
          if (hit && !hit.closest('[data-pile]') && hit.closest('[data-table]')) return { x, y };
        }
      return null;
    });
    assert.ok(spot, 'the table has some bare felt');
    await mouseDrag(page, await cardPoint(page, 't1'), spot);
    await settle(page);
    await expectTable(page, pos);
    assert.deepEqual(await cardBoxes(page, 't1'), before);
    assert.equal(await movesCount(page), 0);
    await page.done();
  });

  test('with animations on: moves animate, then the table matches the CLI', async () => {
    const game = 'caprice';
    const { d, pos, move } = findDeal(game, toTableau);
    const page = await h.page({ reducedMotion: 'no-preference' });
    await open(page, h.server, link(game, d));
    // Record whether the table ever flags an animation.
    const watch = () =>
      page.evaluate(() => {
        window.__animated = false;
        const t = $root().querySelector('[data-table]');
        new MutationObserver(() => {
          if (t.hasAttribute('data-animating')) window.__animated = true;
        }).observe(t, { attributes: true, attributeFilter: ['data-animating'] });
      });
    await watch();
    await playMove(page, 's'); // the deal of 12 cards from the stock
    const afterStock = apply(pos, 's');
    await expectTable(page, afterStock, 'after the stock deal');
    assert.equal(await page.evaluate(() => window.__animated), true, 'the stock deal animated');

    const m = legalMoves(afterStock).find(toTableau);
    await playMove(page, m);
    await expectTable(page, apply(afterStock, m), `after ${m}`);

    // An illegal drag with animations on still returns the card.
    const { token, reason } = findIllegalMove(apply(afterStock, m));
    const t = parseTransfer(token);
    const before = await readTable(page);
    await mouseDrag(page, await cardPoint(page, t.from), await pilePoint(page, t.to));
    await settle(page);
    assert.deepEqual(await readTable(page), before);
    assert.equal(await message(page), spokenReason(reason));
    await page.done();
  });
});
