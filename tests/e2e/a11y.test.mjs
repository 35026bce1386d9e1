// Accessibility: axe-core (WCAG 2.1 A and AA rules) finds no violation on
// the table of every game, on a phone and a desktop, with a message shown,
// in the lost panel, and embedded.

import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  GAMES,
  ROOT,
  assert,
  cardPoint,
  deal,
  findIllegalMove,
  findLosingLine,
  findWinningLine,
  harness,
  link,
  mouseDrag,
  open,
  parseTransfer,
  pilePoint,
  playMove,
  saveLine,
  settle,
} from './helpers.mjs';

const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
const h = harness();
before(() => h.start());
after(() => h.stop());

async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`,
  );
}

describe('accessibility (axe-core)', () => {
  for (const [name, ctx] of [
    ['desktop', {}],
    ['phone', { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true }],
  ]) {
    test(`${name}: every game's table`, async () => {
      const page = await h.page(ctx);
      for (const game of GAMES) {
        await open(page, h.server, link(game, 4));
        assert.deepEqual(await axeViolations(page), [], `${game} on ${name}`);
      }
      await page.done();
    });
  }

  test('with a refusal in the message line, and embedded', async () => {
    const page = await h.page();
    await open(page, h.server, link('caprice', 4));
    const { token } = findIllegalMove(deal('caprice', 4));
    const t = parseTransfer(token);
    await mouseDrag(page, await cardPoint(page, t.from), await pilePoint(page, t.to));
    await settle(page);
    assert.ok((await page.locator('[data-message]').textContent()).length > 0);
    assert.deepEqual(await axeViolations(page), [], 'with a message');
    await open(page, h.server, link('double-canfield', 4, { draw: 1 }, '&embed=1'));
    assert.deepEqual(await axeViolations(page), [], 'embedded');
    await page.done();
  });

  test('the celebration of a won game', async () => {
    const line = findWinningLine('capricieuse', 1, {}, { useSolver: false });
    const page = await h.page();
    await saveLine(page, h.server, 'capricieuse', 1, {}, line, { first: 'redeal' });
    await page.goto(h.server.url(link('capricieuse', 1)));
    await settle(page);
    await page.locator('[data-celebration]').waitFor({ state: 'visible' });
    assert.equal(await page.locator('[data-table]').getAttribute('data-state'), 'won');
    assert.deepEqual(await axeViolations(page), [], 'celebration');
    await page.done();
  });

  test('the lost panel', async () => {
    const line = findLosingLine('capricieuse', 1);
    const page = await h.page();
    await open(page, h.server, link('capricieuse', 1));
    for (const m of line) await playMove(page, m);
    await page.locator('[data-lost-panel]').waitFor({ state: 'visible' });
    assert.deepEqual(await axeViolations(page), [], 'lost panel');
    await page.done();
  });
});
