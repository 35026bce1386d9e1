// Clicks: a card plays to its best legal place (a foundation first), a
// double-click sends a card to a foundation, the stock deals, Capricieuse
// redeals, Double Canfield's waste recycles into the stock.

import { after, before, describe, test } from 'node:test';
import {
  apply,
  assert,
  cardPoint,
  deal,
  expectTable,
  harness,
  legalMoves,
  link,
  movesCount,
  open,
  parseTransfer,
  playMove,
  settle,
  stockPoint,
  trace,
  whichMove,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** The source pile name (as data-pile) of a transfer token. */
const source = (m) => parseTransfer(m)?.from;

/**
 * The moves a click on `pile`'s top card may make: of that card's legal
 * moves, those to a foundation if any, else onto a tableau card, else into
 * an empty pile.
 */
function bestPlaces(pos, pile) {
  const moves = legalMoves(pos).filter((m) => {
    const t = parseTransfer(m);
    return t && t.from === pile && t.count === 1;
  });
  const empty = (to) => /^t\d+$/.test(to) && pos.tableau[Number(to.slice(1)) - 1].length === 0;
  const cls = (m) => {
    const to = parseTransfer(m).to;
    return to.startsWith('f') ? 0 : empty(to) ? 2 : 1;
  };
  const best = Math.min(...moves.map(cls));
  return moves.filter((m) => cls(m) === best);
}

/** The first deal with a pile whose top card's legal moves satisfy `pred(moves, pos)`. */
function findCase(game, pred) {
  for (let d = 1; d < 300; d++) {
    const pos = deal(game, d);
    const moves = legalMoves(pos);
    for (let i = 1; i <= pos.tableau.length; i++) {
      const pile = `t${i}`;
      const own = moves.filter((m) => source(m) === pile && !/x\d/.test(m));
      if (pred(own, pos)) return { d, pos, pile, own };
    }
  }
  throw new Error(`no ${game} deal fits`);
}

async function clickCard(page, pile, { clickCount = 1 } = {}) {
  const at = await cardPoint(page, pile);
  if (clickCount === 2) await page.mouse.dblclick(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await settle(page);
}

describe('clicks', () => {
  test('a click plays a card to a foundation before a tableau pile', async () => {
    const c = findCase('caprice', (own) => own.some((m) => /-f\d$/.test(m)) && own.some((m) => /-t\d+$/.test(m)));
    const page = await h.page();
    await open(page, h.server, link('caprice', c.d));
    await clickCard(page, c.pile);
    const options = bestPlaces(c.pos, c.pile);
    assert.ok(options.every((m) => /-f\d$/.test(m)));
    await whichMove(page, c.pos, options);
    assert.equal(await movesCount(page), 1);
    await page.done();
  });

  for (const game of ['caprice', 'lucas-leaps']) {
    test(`${game}: a click on a card with only tableau moves plays it onto a tableau card`, async () => {
      const c = findCase(game, (own, pos) => own.length > 0 && own.every((m) => /-t\d+$/.test(m) && pos.tableau[Number(m.split('-t')[1]) - 1].length > 0));
      const page = await h.page();
      await open(page, h.server, link(game, c.d));
      await clickCard(page, c.pile);
      await whichMove(page, c.pos, c.own);
      assert.equal(await movesCount(page), 1);
      await page.done();
    });
  }

  test('a click on a card that cannot move changes nothing', async () => {
    const c = findCase('caprice', (own) => own.length === 0);
    const page = await h.page();
    await open(page, h.server, link('caprice', c.d));
    await clickCard(page, c.pile);
    await expectTable(page, c.pos);
    assert.equal(await movesCount(page), 0);
    await page.done();
  });

  test('a double-click sends a card to its foundation, one move only', async () => {
    const c = findCase('lucas-leaps', (own) => own.some((m) => /-f\d$/.test(m)));
    const page = await h.page();
    await open(page, h.server, link('lucas-leaps', c.d));
    await clickCard(page, c.pile, { clickCount: 2 });
    await whichMove(page, c.pos, c.own.filter((m) => /-f\d$/.test(m)));
    assert.equal(await movesCount(page), 1, 'one move, not two');
    await page.done();
  });

  for (const [game, opts, clicks] of [
    ['caprice', {}, 7],
    ['lucas-leaps', {}, 3],
    ['double-canfield', {}, 2],
    ['double-canfield', { draw: 1 }, 2],
  ]) {
    test(`${game} ${JSON.stringify(opts)}: clicking the stock makes the stock move`, async () => {
      const pos = deal(game, 8, opts);
      const page = await h.page();
      await open(page, h.server, link(game, 8, opts));
      const positions = trace(pos, Array(clicks).fill('s'));
      for (const [i, want] of positions.entries()) {
        await playMove(page, 's');
        await expectTable(page, want, `after ${i + 1} stock moves`);
        assert.equal(await movesCount(page), i + 1);
      }
      if (game === 'caprice') {
        // The stock is spent: clicking it does nothing.
        const at = await stockPoint(page).catch(() => null);
        if (at) {
          await page.mouse.click(at.x, at.y);
          await settle(page);
        }
        await expectTable(page, positions.at(-1));
        assert.equal(await movesCount(page), clicks);
      }
      await page.done();
    });
  }

  test('Capricieuse: Redeal twice, then the button is disabled', async () => {
    const pos = deal('capricieuse', 12);
    const page = await h.page();
    await open(page, h.server, link('capricieuse', 12));
    const redeal = page.locator('[data-action="redeal"]');
    assert.equal(await redeal.getAttribute('data-redeals-left'), '2');
    const [one, two] = trace(pos, ['redeal', 'redeal']);
    await playMove(page, 'redeal');
    await expectTable(page, one, 'after the first redeal');
    assert.equal(await redeal.getAttribute('data-redeals-left'), '1');
    await playMove(page, 'redeal');
    await expectTable(page, two, 'after the second redeal');
    assert.equal(await redeal.getAttribute('data-redeals-left'), '0');
    assert.ok(await redeal.isDisabled(), 'no redeals left');
    await page.done();
  });

  test('only Capricieuse offers Redeal', async () => {
    const page = await h.page();
    for (const game of ['caprice', 'lucas-leaps', 'double-canfield']) {
      await open(page, h.server, link(game, 2));
      const redeal = page.locator('[data-action="redeal"]');
      assert.ok((await redeal.count()) === 0 || !(await redeal.isVisible()) || (await redeal.isDisabled()), `${game} has no usable Redeal`);
    }
    await page.done();
  });

  test('Double Canfield: the stock runs out, the waste recycles, and deals again', async () => {
    const pos = deal('double-canfield', 21);
    const draws = Math.ceil(pos.stock.length / 3);
    const line = Array(draws + 2).fill('s');
    const positions = trace(pos, line);
    const page = await h.page();
    await open(page, h.server, link('double-canfield', 21));
    for (let i = 0; i < line.length; i++) {
      await playMove(page, 's');
      // Check every few clicks, and each of the last three.
      if (i % 7 === 6 || i >= draws - 1) await expectTable(page, positions[i], `after ${i + 1} stock moves`);
    }
    const spent = positions[draws - 1];
    assert.equal(spent.stock.length, 0);
    assert.equal(positions[draws].waste.length, 0, 'the recycle turned the waste over');
    assert.equal(positions[draws].stock.length, spent.waste.length);
    assert.equal(await movesCount(page), line.length);
    await page.done();
  });
});

