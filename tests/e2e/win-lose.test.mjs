// Whole games through real pointer input: a winning line found through the
// CLI, played by drags and clicks to the celebration; a line to a blocked
// game, and the lost panel's Undo, Restart and New deal.

import { after, before, describe, test } from 'node:test';
import {
  assert,
  deal,
  expectTable,
  findLosingLine,
  findWinningLine,
  harness,
  link,
  movesCount,
  open,
  playMove,
  settle,
  status,
  tableAttrs,
  trace,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** The first deal (from 1) of `game` with a line that `find` finds. */
function firstDealWith(game, find, tries = 20) {
  for (let d = 1; d <= tries; d++) {
    const line = find(game, d);
    if (line) return { d, line };
  }
  throw new Error(`no ${game} deal in 1..${tries} with such a line`);
}

describe('a whole game', () => {
  test('a winning line played with the mouse ends in the celebration (animations on)', async () => {
    const game = 'capricieuse';
    const { d, line } = firstDealWith(game, (g, n) => findWinningLine(g, n, {}, { maxNodes: 300 }));
    const start = deal(game, d);
    const positions = trace(start, line);
    assert.equal(status(positions.at(-1)), 'won', 'the CLI agrees the line wins');

    const page = await h.page({ reducedMotion: 'no-preference' });
    await open(page, h.server, link(game, d));
    await expectTable(page, start);
    const celebration = page.locator('[data-celebration]');
    for (const [i, m] of line.entries()) {
      assert.equal(await celebration.isVisible(), false, 'no celebration before the end');
      await playMove(page, m);
      await expectTable(page, positions[i], `after move ${i + 1} (${m})`);
    }
    await celebration.waitFor({ state: 'visible' });
    assert.equal((await tableAttrs(page)).state, 'won');
    assert.equal(await movesCount(page), line.length);
    assert.equal(await page.locator('[data-lost-panel]').isVisible(), false);
    await page.done();
  });
});

describe('a blocked game', () => {
  const game = 'capricieuse';
  const { d, line } = firstDealWith(game, (g, n) => findLosingLine(g, n));
  const start = deal(game, d);
  const positions = trace(start, line);

  async function playToLoss(page) {
    await open(page, h.server, link(game, d));
    for (const m of line) await playMove(page, m);
    await expectTable(page, positions.at(-1));
    assert.equal(status(positions.at(-1)), 'lost');
    await page.locator('[data-lost-panel]').waitFor({ state: 'visible' });
    assert.equal((await tableAttrs(page)).state, 'lost');
    assert.equal(await page.locator('[data-celebration]').isVisible(), false);
  }

  const panelButton = (page, action) => page.locator(`[data-lost-panel] [data-action="${action}"]`);
  const panel = (page) => page.locator('[data-lost-panel]');

  test('says so; its Undo, New deal and Restart work; the lost game resumes from its link', async () => {
    const page = await h.page();
    await playToLoss(page);

    // Undo takes back the last move and the panel goes away.
    await panelButton(page, 'undo').click();
    await settle(page);
    await expectTable(page, positions.at(-2) ?? start, 'one move undone');
    assert.equal((await tableAttrs(page)).state, 'playing');
    assert.equal(await panel(page).isVisible(), false, 'the panel goes away');
    assert.equal(await movesCount(page), line.length - 1);

    // Redo blocks the game again.
    await page.keyboard.press('Control+y');
    await settle(page);
    await expectTable(page, positions.at(-1));
    await panel(page).waitFor({ state: 'visible' });
    assert.equal((await tableAttrs(page)).state, 'lost');

    // New deal starts another deal.
    await panelButton(page, 'new').click();
    await settle(page);
    const attrs = await tableAttrs(page);
    assert.equal(attrs.state, 'playing');
    assert.notEqual(attrs.deal, String(d));
    await expectTable(page, deal(attrs.game, Number(attrs.deal)));
    assert.equal(await panel(page).isVisible(), false);

    // The lost deal's link brings it back, still lost, panel and all.
    await page.goto(h.server.url(link(game, d)));
    await settle(page);
    await expectTable(page, positions.at(-1), 'the lost game resumes');
    await panel(page).waitFor({ state: 'visible' });
    assert.equal((await tableAttrs(page)).state, 'lost');

    // Restart deals the same deal again.
    await panelButton(page, 'restart').click();
    await settle(page);
    await expectTable(page, start);
    assert.equal((await tableAttrs(page)).state, 'playing');
    assert.equal(await panel(page).isVisible(), false);
    assert.equal(await movesCount(page), 0);
    await page.done();
  });
});
