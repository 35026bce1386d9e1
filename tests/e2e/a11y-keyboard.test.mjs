// axe-core beyond the plain table (tests/e2e/a11y.test.mjs covers each
// game's table, a phone, a message, the celebration and the lost panel):
// every Double Canfield option set, and the states keyboard play adds:
// cards held with their targets lit, the help dialog, the Finish button.
// No violation at all, so none serious or critical.

import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DC_OPTIONS, GAMES, ROOT, assert, harness, link, open, saveLine, settle } from './helpers.mjs';
import { focusPile } from './keys.mjs';

const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');

const h = harness();
before(() => h.start());
after(() => h.stop());

/** axe-core's WCAG 2.1 A/AA violations on the page, described. */
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const r = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  );
  return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

const VARIANTS = [
  ...GAMES.filter((g) => g !== 'double-canfield').map((game) => ({ game, opts: {} })),
  ...DC_OPTIONS.map((opts) => ({ game: 'double-canfield', opts })),
];

describe('accessibility of keyboard play (axe-core)', () => {
  test('every game and option set, and cards held with their targets lit', async () => {
    const page = await h.page();
    for (const { game, opts } of VARIANTS) {
      await open(page, h.server, link(game, 3, opts));
      assert.deepEqual(await axe(page), [], `${game} ${JSON.stringify(opts)}`);
      // Held cards look alike in every game: one with a stock, one with a reserve.
      if (game !== 'caprice' && !(game === 'double-canfield' && opts.draw === 1 && opts.spaces === 'any')) continue;
      await focusPile(page, 't2');
      await page.keyboard.press('Enter');
      assert.equal(await page.locator('.card.lifted').count(), 1, 'a card is held');
      assert.deepEqual(await axe(page), [], `${game} ${JSON.stringify(opts)}, holding a card`);
      await page.keyboard.press('Escape');
    }
    await page.done();
  });

  test('the help dialog and the Finish button', async () => {
    const page = await h.page();
    await open(page, h.server, link('lucas-leaps', 3));
    await page.keyboard.press('?');
    assert.ok(await page.locator('dialog[data-dialog="help"]').isVisible());
    assert.deepEqual(await axe(page), [], 'the help dialog');
    await page.keyboard.press('Escape');
    // Capricieuse 5 after these 52 moves: the rest is a formality.
    const line = 't2-t11 t2-f2 t3-t5 t3-t2 redeal t2-t10 t5-t1 t12-t3 redeal t5-f5 t5-f6 t5-f3 t12-f2 t12-f4 t1-t4 t1-f5 t3-f5 t6-t3 t6-f6 t1-f6 t6-f3 t7-t8 t7-f5 t4-f5 t4-f5 t10-f5 t9-f5 t10-f1 t7-f1 t9-t4 t9-f4 t8-f4 t8-f4 t8-f6 t2-t1 t2-f1 t2-f8 t4-t2 t4-f4 t2-f4 t4-f8 t11-t2 t3-t2 t3-f3 t2-f3 t2-f3 t1-t3 t8-t1 t11-t1 t11-f7 t10-f7 t3-t1'.split(' ');
    await saveLine(page, h.server, 'capricieuse', 5, {}, line, { first: 'redeal' });
    await page.goto(h.server.url(link('capricieuse', 5)));
    await settle(page);
    const finish = page.locator('[data-action="finish"]');
    assert.ok(await finish.isVisible(), 'the Finish button shows');
    assert.deepEqual(await axe(page), [], 'with the Finish button');
    await page.done();
  });
});
