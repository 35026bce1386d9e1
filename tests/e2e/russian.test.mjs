// Russian Patience through real pointer input, every step checked against
// the `patience` CLI: rows dealt from the stock (the blocked piles dimmed),
// a refused drag and click from a blocked pile with the engine's reason, a
// run dragged once the pack is out, a redeal (animated: gather, shuffle,
// deal), undo and redo across it, and resuming after a reload.

import { after, before, describe, test } from 'node:test';
import {
  apply,
  assert,
  assertHintWords,
  cardPoint,
  deal,
  expectTable,
  harness,
  peeking,
  illegalReason,
  legalMoves,
  link,
  message,
  mouseDrag,
  movesCount,
  open,
  pilePoint,
  playMove,
  saveLine,
  settle,
  trace,
} from './helpers.mjs';
import { focusPile, lastAnnouncement } from './keys.mjs';

const GAME = 'russian-patience';
const h = harness();
before(() => h.start());
after(() => h.stop());

/** The piles the page dims, by name. */
function blockedPiles(page) {
  return page.evaluate(() => [...$root().querySelectorAll('[data-table] [data-pile][data-blocked]')].map((p) => p.getAttribute('data-pile')));
}

/** Deals every row: the stock moves until the stock is empty. */
function dealAll(pos) {
  const line = [];
  while (pos.stock.length > 0) {
    line.push('s');
    pos = apply(pos, 's');
  }
  return { line, pos };
}

/**
 * A deal where, once every row is out (stock moves alone), a run of two or
 * more cards may move onto another pile; with the line to get there.
 */
function dealWithRun() {
  for (let d = 1; d <= 400; d++) {
    const { line, pos } = dealAll(deal(GAME, d));
    const run = legalMoves(pos).find((m) => /^t\d+x\d+-t\d+$/.test(m));
    if (run) return { d, line, pos, run };
  }
  throw new Error('no Russian Patience deal of 1-400 offers a run once the pack is out');
}

const INNER = ['t2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10', 't11'];

describe('Russian Patience', () => {
  test('rows dealt from the stock; blocked piles dimmed, their drags and clicks refused with the reason', async () => {
    const d = 3;
    const start = deal(GAME, d);
    const page = await h.page();
    await open(page, h.server, link(GAME, d));
    await expectTable(page, start, 'the first row as the CLI deals it');
    assert.deepEqual(await blockedPiles(page), [], 'with the first row alone every pile plays');
    const stock = page.locator('[data-pile="stock"]');
    assert.equal(await stock.getAttribute('aria-label'), 'stock, 92 cards, deal the next row');
    assert.equal(await stock.getAttribute('title'), 'Deal the next row: 92 cards left');
    assert.equal(await stock.getAttribute('data-caption'), 'Next row');

    // The next row: a click on the stock.
    await playMove(page, 's');
    const rowed = apply(start, 's');
    await expectTable(page, rowed, 'the second row dealt');
    assert.equal(await movesCount(page), 1);
    assert.deepEqual(await blockedPiles(page), INNER, 'only the outside piles t1 and t12 play');
    assert.match(await lastAnnouncement(page), /^Dealt the next row, 12 cards from the stock; 80 cards left in the stock; only tableau pile 1 and tableau pile 12 can be played/);
    assert.match(await page.locator('[data-pile="t5"]').getAttribute('aria-label'), /, blocked while rows are dealt$/);
    assert.ok(await page.locator('[data-action="redeal"]').isDisabled(), 'no redeal while the stock has cards');

    // A drag from a blocked pile: refused with the engine's reason, nothing moves.
    // (The table says the engine's reason with its piles in words.)
    const said = (move) => illegalReason(rowed, move).replace(/\bt(\d+)\b/g, 'tableau pile $1');
    const reason = said('t5-f1');
    await mouseDrag(page, await cardPoint(page, 't5'), await pilePoint(page, 'f1'));
    await settle(page);
    await expectTable(page, rowed, 'the blocked card went back');
    assert.equal(await message(page), reason);
    assert.equal(await movesCount(page), 1);

    // A click on a blocked card says the same; so does the keyboard.
    await page.locator('[data-message]').evaluate((m) => (m.textContent = ''));
    const at = await cardPoint(page, 't8');
    await page.mouse.click(at.x, at.y);
    await settle(page);
    assert.equal(await message(page), said('t8-f1'));
    await expectTable(page, rowed);
    await focusPile(page, 't6');
    await page.keyboard.press('Enter');
    assert.equal(await message(page), said('t6-f1'));
    assert.equal(await page.locator('.card.lifted').count(), 0, 'nothing picked up');
    await page.done();
  });

  test('once the pack is out: a run dragged, a redeal, undo and redo across it, resumed after a reload', async () => {
    const { d, line, pos: out, run } = dealWithRun();
    const start = deal(GAME, d);
    const page = await h.page();
    await open(page, h.server, link(GAME, d));
    const steps = trace(start, line);
    for (const [i, m] of line.entries()) {
      await playMove(page, m);
      await expectTable(page, steps[i], `after row ${i + 2}`);
    }
    assert.deepEqual(await blockedPiles(page), [], 'the pack is out: every pile plays');
    assert.equal(await page.locator('[data-pile="stock"]').getAttribute('data-caption'), null, 'no "Next row" on the empty stock');
    const badge = page.locator('.redeals');
    assert.ok(await badge.isVisible(), 'the redeals left show in the empty stock');
    assert.match(await badge.textContent(), /^2\s*redeals left$/);

    // A run of two or more cards, dragged by its bottom card.
    await playMove(page, run);
    const afterRun = apply(out, run);
    await expectTable(page, afterRun, `after the run ${run}`);

    // The redeal: gathered, shuffled and dealt as the CLI does it.
    const redeal = page.locator('[data-action="redeal"]');
    assert.ok(await redeal.isEnabled());
    assert.equal(await redeal.getAttribute('data-redeals-left'), '2');
    await playMove(page, 'redeal');
    const redealt = apply(afterRun, 'redeal');
    await expectTable(page, redealt, 'after the redeal');
    assert.equal(await redeal.getAttribute('data-redeals-left'), '1');
    assert.ok(await redeal.isDisabled(), 'no redeal again before the stock is dealt');
    assert.ok(!(await badge.isVisible()), 'the stock has cards again');
    assert.match(await lastAnnouncement(page), /^Redeal: 1 left; the piles gathered, shuffled and dealt again: a first row of 12 cards, \d+ cards in the stock/);
    const moves = line.length + 2;
    assert.equal(await movesCount(page), moves);

    // Undo across the redeal, and redo it.
    await page.locator('.bar [data-action="undo"]').click();
    await settle(page);
    await expectTable(page, afterRun, 'undo puts every card back where it was');
    assert.equal(await redeal.getAttribute('data-redeals-left'), '2');
    await page.keyboard.press('Control+y');
    await settle(page);
    await expectTable(page, redealt, 'redo redeals the same way');

    // A reload resumes the game, with its history.
    await page.reload();
    await settle(page);
    await expectTable(page, redealt, 'resumed after a reload');
    assert.equal(await movesCount(page), moves);
    await page.locator('.bar [data-action="undo"]').click();
    await settle(page);
    await expectTable(page, afterRun, 'undo still crosses the redeal after the reload');
    await page.done();
  });

  test('the redeal is animated: gathered into the pack, shuffled, dealt out', async () => {
    const { d, line, pos: out } = dealWithRun();
    const page = await h.page({ reducedMotion: 'no-preference' });
    await saveLine(page, h.server, GAME, d, {}, line);
    await page.goto(h.server.url(link(GAME, d)));
    await settle(page);
    await expectTable(page, out, 'the saved game with every row dealt');
    const tableauCards = out.tableau.flat().length;

    await page.locator('[data-action="redeal"]').click();
    // While it plays, the gathered cards fly as copies outside the piles.
    const flying = await page.evaluate(() => {
      const pack = $root().querySelector('[data-table] > .pack');
      return {
        animating: $root().querySelector('[data-table]').hasAttribute('data-animating'),
        shuffles: pack?.classList.contains('shuffle'),
        hidden: pack?.getAttribute('aria-hidden'),
        gathered: pack?.querySelectorAll('.card').length,
        named: pack?.querySelectorAll('[data-card]').length,
        flights: $root().getAnimations().length,
      };
    });
    assert.ok(flying.animating, 'the table animates');
    assert.equal(flying.gathered, tableauCards, 'every gathered card flies into the pack');
    assert.equal(flying.shuffles, true, 'the pack is riffled: the redeal shuffles');
    assert.equal(flying.hidden, 'true', 'the pack is decoration');
    assert.equal(flying.named, 0, 'the gathered cards are no longer cards of the table');
    assert.ok(flying.flights >= tableauCards + 12, `cards fly in and out (${flying.flights} animations)`);
    await settle(page);
    await expectTable(page, apply(out, 'redeal'), 'the redeal as the CLI makes it');
    assert.equal(await page.locator('[data-table] .pack').count(), 0, 'the pack is gone');
    await page.done();
  });

  test('the solver at the table: the indicator answers, the hint marks a legal move', async () => {
    const d = 7;
    // Hints may peek (issue 23 made the honest hint the default): this checks the solver's line's hint.
    const page = await peeking(await h.page());
    await open(page, h.server, link(GAME, d));
    await playMove(page, 's');
    const pos = apply(deal(GAME, d), 's');
    await page.waitForFunction(() => $root().querySelector('[data-solver]')?.getAttribute('data-solver') !== 'thinking', null, { timeout: 30_000 });
    const verdict = await page.locator('[data-solver]').getAttribute('data-solver');
    assert.ok(['winnable', 'unwinnable', 'unknown'].includes(verdict), verdict);
    await page.locator('[data-action="hint"]').click();
    const hinted = await page.evaluate(() => {
      const target = $root().querySelector('[data-hint-target]');
      if (!target) return null;
      const to = target.getAttribute('data-hint-target');
      const card = $root().querySelector('[data-table] [data-hint-card]');
      if (!card) return to === 'stock' ? 's' : to;
      const pile = card.closest('[data-pile]');
      const cards = [...pile.querySelectorAll('[data-card]')];
      const count = cards.length - cards.indexOf(card);
      const from = pile.getAttribute('data-pile');
      return count > 1 ? `${from}x${count}-${to}` : `${from}-${to}`;
    });
    assert.ok(legalMoves(pos).includes(hinted), `the hint ${hinted} is a legal move`);
    assertHintWords(await message(page), pos, hinted);
    await page.done();
  });
});
