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

// Issue 40, item 6: on a phone the caption was clipped: a word wider than
// the card broke in the middle ("След|ующий") and its box spilled past the
// card. In every language, at 360×640 and 320×480, each word of the
// caption fits on one line inside the caption's box, which lies inside the
// stock's card and the viewport and ends above the count.
describe('issue 40: "Next row" whole on a phone, in every language', () => {
  const LANGS = ['en', 'ar', 'de', 'es', 'fr', 'it', 'pl', 'ru'];
  for (const [width, height] of [
    [360, 640],
    [320, 480],
  ]) {
    test(`${width}×${height}: every word of the caption fits on the stock's card`, async () => {
      const problems = [];
      for (const lang of LANGS) {
        const page = await h.page({ viewport: { width, height }, hasTouch: true, isMobile: true });
        await page.addInitScript((l) => localStorage.setItem('patience:settings', JSON.stringify({ language: l })), lang);
        await page.goto(h.server.url('index.html?game=russian-patience&deal=3'));
        await page.waitForFunction((l) => $root().querySelector('.patience')?.getAttribute('lang') === l, lang, { timeout: 10_000 });
        await settle(page);
        const r = await page.evaluate(() => {
          const stock = $root().querySelector('[data-pile="stock"]');
          const text = stock.getAttribute('data-caption');
          const card = stock.getBoundingClientRect();
          const a = getComputedStyle(stock, '::after');
          const px = (v) => parseFloat(v) || 0;
          // The box's outer edges, padding included, whatever its box-sizing.
          const pad = px(a.paddingLeft) + px(a.paddingRight);
          const outer = a.boxSizing === 'border-box' ? px(a.width) : px(a.width) + pad;
          const box = { left: card.left + px(a.left), top: card.top + px(a.top), width: outer, height: px(a.height) };
          // Each word's width in the caption's own font.
          const ctx = document.createElement('canvas').getContext('2d');
          ctx.font = `${a.fontWeight} ${a.fontSize} ${a.fontFamily}`;
          const words = text.split(/\s+/).map((w) => ({ w, width: ctx.measureText(w).width }));
          return {
            text,
            card: card.toJSON(),
            box,
            room: outer - pad,
            words,
            count: stock.querySelector('.count').getBoundingClientRect().top,
            vw: innerWidth,
            vh: innerHeight,
          };
        });
        const what = `${lang} at ${width}×${height}, "${r.text}"`;
        const { card, box } = r;
        const eps = 0.5;
        if (!r.text) problems.push(`${what}: no caption`);
        for (const { w, width: ww } of r.words) {
          if (ww > r.room + eps) problems.push(`${what}: "${w}" (${ww.toFixed(1)} px) is wider than the caption's line (${r.room} px)`);
        }
        if (box.left < card.left - eps || box.left + box.width > card.right + eps)
          problems.push(`${what}: the caption's box (${box.left}–${box.left + box.width}) spills past the card (${card.left}–${card.right})`);
        if (box.top < card.top - eps || box.top + box.height > r.count + eps)
          problems.push(`${what}: the caption (${box.top}–${box.top + box.height}) is not above the count (from ${r.count})`);
        if (box.left < -eps || box.left + box.width > r.vw + eps || box.top < -eps || box.top + box.height > r.vh + eps)
          problems.push(`${what}: the caption is outside the viewport`);
        await page.done();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
});
