// Theming (docs/embedding.md, "Styling"): the docs' example themes a table
// with a light felt and one with a dark felt; axe-core finds no colour
// contrast violation in either (nor in the default), the felt's text
// keeps a contrast of 4.5 with the felt where the bar sits, and no colour
// of the cloth is left hard-coded (a felt's ring follows the felt).

import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assert, harness, ROOT, settle, useTable } from './helpers.mjs';
import { readFileSync } from 'node:fs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
const DOCS = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
const THEMES = [...DOCS.matchAll(/```css\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes('patience-table.light'));

const TABLES = [
  ['light', 'class="light"'],
  ['night', 'class="night"'],
  ['plain', ''],
];

async function themedPage(game) {
  const page = await h.page({ viewport: { width: 1000, height: 900 } });
  assert.ok(THEMES, 'docs/embedding.md has the themes example');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Themes</title><link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script><style>${THEMES}</style></head>
<body><main>${TABLES.map(([id, attrs]) => `<patience-table id="${id}" ${attrs} game="${game}" deal="7" autoplay="off" save="off"></patience-table>`).join('')}</main></body></html>`;
  await page.route(`${h.server.origin}/host/themes.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${h.server.origin}/host/themes.html`);
  await page.waitForFunction(
    () => [...document.querySelectorAll('patience-table')].every((t) => t.shadowRoot?.querySelector('[data-table][data-state] [data-pile]')),
    null,
    { timeout: 20_000 },
  );
  for (const [id] of TABLES) {
    await useTable(page, `#${id}`);
    await settle(page);
  }
  await page.addScriptTag({ path: AXE });
  return page;
}

/** axe-core's colour-contrast violations in table `id`. */
function contrastViolations(page, id) {
  return page.evaluate(async (i) => {
    const r = await window.axe.run(document.getElementById(i), { runOnly: ['color-contrast'] });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
  }, id);
}

/**
 * The contrast of the bar's text with the felt's colours under the bar
 * (the cloth's centre and its ring), as the browser resolves them.
 */
function barContrast(page, id) {
  return page.evaluate((i) => {
    const root = document.getElementById(i).shadowRoot;
    const frame = root.querySelector('.patience');
    const bar = root.querySelector('.bar button:not(:disabled)');
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const g = canvas.getContext('2d', { willReadFrequently: true });
    const probe = document.createElement('span');
    root.appendChild(probe);
    const rgb = (css) => {
      probe.style.color = css;
      g.clearRect(0, 0, 1, 1);
      g.fillStyle = getComputedStyle(probe).color;
      g.fillRect(0, 0, 1, 1);
      return [...g.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const lum = ([r, gg, b]) =>
      [r, gg, b].map((c) => (c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4).reduce((s, c, k) => s + c * [0.2126, 0.7152, 0.0722][k], 0);
    const ratio = (a, b) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    const st = getComputedStyle(frame);
    const text = rgb(getComputedStyle(bar).color);
    const felt = rgb(st.getPropertyValue('--felt'));
    const mid = rgb(st.getPropertyValue('--felt-mid'));
    const message = rgb(getComputedStyle(root.querySelector('.message')).color);
    probe.remove();
    return {
      felt: Math.min(ratio(text, felt), ratio(text, mid)),
      message: Math.min(ratio(message, felt), ratio(message, mid)),
      background: st.backgroundImage,
    };
  }, id);
}

describe('themes', () => {
  for (const game of ['caprice', 'double-canfield']) {
    test(`${game}: a light felt, a dark one and the default: no contrast violation`, async () => {
      const page = await themedPage(game);
      for (const [id] of TABLES) {
        assert.deepEqual(await contrastViolations(page, id), [], `axe color-contrast on the ${id} table`);
        const c = await barContrast(page, id);
        assert.ok(c.felt >= 4.5, `${id}: the bar's text has a contrast of ${c.felt.toFixed(2)} with the felt`);
        assert.ok(c.message >= 4.5, `${id}: the message line has a contrast of ${c.message.toFixed(2)} with the felt`);
        assert.doesNotMatch(c.background, /rgb\(14, 93, 51\)/, `${id}: no hard-coded ring in the felt`);
      }
      // A message on the light table (a bad attribute says what was wrong).
      await page.evaluate(() => document.getElementById('light').setAttribute('controls', 'undo sparkle'));
      await page.waitForFunction(() => document.getElementById('light').shadowRoot.querySelector('.message')?.textContent.includes('sparkle'));
      assert.deepEqual(await contrastViolations(page, 'light'), [], 'the light table with a message');
      await page.done();
    });
  }
});
