// Issue 22, item 11: Russian Patience's stock, "Next row" and its count,
// stay on the stock's card at every width: in a phone's 280 px column the
// count's pill spilled off the card and over the caption's two lines.

import { after, before, describe, test } from 'node:test';
import { assert, harness, settle } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

describe('issue 22: "Next row" on the stock', () => {
  for (const [width, height] of [
    [280, 560],
    [320, 600],
    [360, 640],
    [1280, 800],
  ]) {
    test(`${width} px wide: the caption and the count stay on the stock's card, one above the other`, async () => {
      const page = await h.page({ viewport: { width, height } });
      await page.goto(h.server.url('index.html?game=russian-patience&deal=3'));
      await settle(page);
      const r = await page.evaluate(() => {
        const stock = $root().querySelector('[data-pile="stock"]');
        const card = stock.getBoundingClientRect();
        const count = stock.querySelector('.count').getBoundingClientRect();
        const after = getComputedStyle(stock, '::after');
        const caption = {
          left: card.left + parseFloat(after.left),
          top: card.top + parseFloat(after.top),
          width: parseFloat(after.width),
          height: parseFloat(after.height),
        };
        return { caption: stock.getAttribute('data-caption'), card: card.toJSON(), count: count.toJSON(), box: caption, count_text: stock.querySelector('.count').textContent };
      });
      assert.equal(r.caption, 'Next row');
      const eps = 0.5;
      const { card, count, box } = r;
      assert.ok(count.left >= card.left - eps && count.right <= card.right + eps, `the count (${count.left}–${count.right}) stays within the card (${card.left}–${card.right})`);
      assert.ok(count.bottom <= card.bottom + eps, 'the count stays on the card');
      assert.ok(box.left >= card.left - eps && box.left + box.width <= card.right + eps, 'the caption stays within the card');
      assert.ok(box.top + box.height <= count.top + eps, `the caption (to ${box.top + box.height}) ends above the count (from ${count.top})`);
      await page.done();
    });
  }
});
