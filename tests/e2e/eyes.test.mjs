// Eyes: the dark theme, the large-index card face and forced colours.
// The theme setting (Automatic, Light, Dark) changes the table at once and
// is remembered; Automatic follows prefers-color-scheme; the element's
// theme and card-index attributes choose for a host page (the player's own
// choice wins), and the host's --patience-* still override; axe-core finds
// no violation (colour contrast included) in either theme at every card
// size and with the large index, and the cards' ink and red keep a
// contrast of 4.5 with their face; under forced colours cards, places,
// the held card and its targets stay visible; on a 360 px phone with small
// cards the large index is at least 14 px, inside its card and uncovered.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, assert, closeDialog, harness, link, open, openDialog, settle, tableReady } from './helpers.mjs';
import { focusPile } from './keys.mjs';

const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

/** The themes' default felts and faces (style.css), as the browser computes them. */
const LIGHT = { felt: 'rgb(19, 112, 63)', face: 'rgb(246, 243, 234)' };
const DARK = { felt: 'rgb(11, 61, 36)', face: 'rgb(217, 210, 193)' };

/** Seeds the stored settings before the page loads (unless it has some). */
async function seed(page, settings) {
  await page.addInitScript((s) => {
    if (localStorage.getItem('patience:settings') === null) localStorage.setItem('patience:settings', JSON.stringify(s));
  }, settings);
}

/**
 * The table's look as drawn: its data-theme and data-card-index, its
 * felt's and a card face's colours (resolved to rgb by the browser), a red
 * card's ink, and the contrasts of the black and red inks with the face.
 */
function look(page) {
  return page.evaluate(() => {
    const root = $root();
    const frame = root.querySelector('.patience');
    const probe = document.createElement('span');
    root.appendChild(probe);
    // Any CSS colour (oklch() too) as rgb(r, g, b), through a canvas.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const g = canvas.getContext('2d', { willReadFrequently: true });
    const rgb = (css) => {
      probe.style.color = css;
      g.clearRect(0, 0, 1, 1);
      g.fillStyle = getComputedStyle(probe).color;
      g.fillRect(0, 0, 1, 1);
      const [r, gg, b] = g.getImageData(0, 0, 1, 1).data;
      return `rgb(${r}, ${gg}, ${b})`;
    };
    const parse = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) =>
      [r, g, b].map((c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((s, c, k) => s + c * [0.2126, 0.7152, 0.0722][k], 0);
    const ratio = (a, b) => {
      const [x, y] = [lum(parse(a)), lum(parse(b))].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    const st = getComputedStyle(frame);
    const felt = rgb(st.getPropertyValue('--felt').trim());
    const face = rgb(st.getPropertyValue('--face').trim());
    const red = root.querySelector('[data-table] .card.red');
    const black = root.querySelector('[data-table] .card:not(.red)');
    const result = {
      theme: frame.getAttribute('data-theme'),
      index: frame.getAttribute('data-card-index'),
      felt,
      face,
      red: red && rgb(getComputedStyle(red).color),
      ink: black && rgb(getComputedStyle(black).color),
      background: getComputedStyle(frame).backgroundImage,
    };
    result.redContrast = red ? ratio(result.red, face) : null;
    result.inkContrast = black ? ratio(result.ink, face) : null;
    result.textContrast = ratio(rgb(getComputedStyle(root.querySelector('.bar button')).color), felt);
    probe.remove();
    return result;
  });
}

/** The four-colour clubs' and diamonds' contrasts with the face, as [suit, ratio]. */
function suitContrasts(page) {
  return page.evaluate(() => {
    const root = $root();
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
    const lum = (c) => c.map((x) => ((x /= 255) <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4)).reduce((s, x, k) => s + x * [0.2126, 0.7152, 0.0722][k], 0);
    const face = rgb(getComputedStyle(root.querySelector('.patience')).getPropertyValue('--face').trim());
    const out = [];
    for (const suit of ['♣', '♦']) {
      const card = root.querySelector(`[data-table] .card[data-s="${suit}"]`);
      if (!card) continue;
      const [x, y] = [lum(rgb(getComputedStyle(card).color)), lum(face)].sort((p, q) => q - p);
      out.push([suit, (x + 0.05) / (y + 0.05)]);
    }
    probe.remove();
    return out;
  });
}

async function axe(page, rules) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const r = await page.evaluate(
    (only) => window.axe.run(document, { runOnly: only ? only : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
    rules ?? null,
  );
  return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).slice(0, 4).join('; ')}`);
}

const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('patience:settings') ?? '{}'));

describe('the dark theme', () => {
  test('the setting changes the theme at once and is remembered after a reload', async () => {
    const page = await h.page({ colorScheme: 'light' });
    await open(page, h.server, link('caprice', 7));
    let l = await look(page);
    assert.equal(l.theme, 'auto', 'Automatic by default');
    assert.equal(l.felt, LIGHT.felt);
    assert.equal(l.face, LIGHT.face);
    await openDialog(page, 'settings');
    const select = page.locator('dialog[data-dialog="settings"] select[data-control="theme"]');
    assert.equal(await select.inputValue(), 'auto');
    await select.selectOption('dark');
    await closeDialog(page, 'settings');
    l = await look(page);
    assert.equal(l.theme, 'dark');
    assert.equal(l.felt, DARK.felt, 'a darker felt');
    assert.equal(l.face, DARK.face, 'a dimmed warm face');
    assert.equal(l.red, 'rgb(158, 10, 34)', 'a deeper red');
    assert.match(l.background, /rgb\(11, 61, 36\)/, 'the cloth is drawn with the dark felt');
    assert.equal((await stored(page)).theme, 'dark', 'stored with the settings');
    await page.reload();
    await settle(page);
    l = await look(page);
    assert.equal(l.theme, 'dark', 'remembered after a reload');
    assert.equal(l.felt, DARK.felt);
    await openDialog(page, 'settings');
    assert.equal(await select.inputValue(), 'dark', 'the dialog shows it');
    // Light wins over a dark system preference.
    await select.selectOption('light');
    await closeDialog(page, 'settings');
    await page.emulateMedia({ colorScheme: 'dark' });
    l = await look(page);
    assert.equal(l.theme, 'light');
    assert.equal(l.felt, LIGHT.felt, 'light, whatever the system prefers');
    await openDialog(page, 'settings');
    await select.selectOption('auto');
    await closeDialog(page, 'settings');
    assert.equal((await look(page)).felt, DARK.felt, 'Automatic follows the system again');
    assert.equal((await stored(page)).theme, undefined, 'Automatic is the default, written as before');
    await page.done();
  });

  test('Automatic follows prefers-color-scheme, as it changes', async () => {
    const page = await h.page({ colorScheme: 'dark' });
    await open(page, h.server, link('double-canfield', 3));
    let l = await look(page);
    assert.equal(l.theme, 'auto');
    assert.equal(l.felt, DARK.felt, 'dark under a dark preference');
    assert.equal(l.face, DARK.face);
    await page.emulateMedia({ colorScheme: 'light' });
    l = await look(page);
    assert.equal(l.felt, LIGHT.felt, 'light once the system is light');
    assert.equal(l.face, LIGHT.face);
    await page.done();
  });

  test('the element: theme and card-index attributes, the player wins, --patience-* override', async () => {
    const page = await h.page({ colorScheme: 'light' });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script>
<style>#custom { --patience-felt: #332244; --patience-card-face: #ffffff; }</style></head>
<body><patience-table id="a" theme="dark" card-index="large" game="caprice" deal="3" autoplay="off" save="off"></patience-table>
<patience-table id="custom" theme="dark" game="caprice" deal="3" autoplay="off" save="off"></patience-table></body></html>`;
    await page.route(`${h.server.origin}/host/eyes.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.server.origin}/host/eyes.html`);
    await tableReady(page, '#custom');
    let l = await look(page);
    assert.equal(l.theme, 'dark');
    assert.equal(l.felt, 'rgb(51, 34, 68)', "the host's felt wins in the dark theme");
    assert.equal(l.face, 'rgb(255, 255, 255)', "the host's face too");
    assert.equal(l.red, 'rgb(158, 10, 34)', 'the dark red where the host names none');
    await tableReady(page, '#a');
    l = await look(page);
    assert.equal(l.theme, 'dark', 'theme="dark" under a light system preference');
    assert.equal(l.felt, DARK.felt);
    assert.equal(l.index, 'large', 'card-index="large"');
    const indexFont = () =>
      page.evaluate(() => parseFloat(getComputedStyle($root().querySelector('[data-table] .pile.tableau .card'), '::before').fontSize));
    const cw = await page.evaluate(() => $root().querySelector('[data-table] .card').getBoundingClientRect().width);
    assert.ok((await indexFont()) >= Math.max(14, cw * 0.4), `the large index: ${await indexFont()} px on ${cw} px cards`);
    await page.evaluate(() => {
      const t = document.getElementById('a');
      t.setAttribute('theme', 'LIGHT');
      t.setAttribute('card-index', 'standard');
    });
    await page.waitForFunction(() => document.getElementById('a').shadowRoot.querySelector('.patience').getAttribute('data-theme') === 'light');
    await settle(page);
    l = await look(page);
    assert.equal(l.felt, LIGHT.felt);
    assert.equal(l.index, 'standard');
    assert.ok((await indexFont()) < cw * 0.3, 'the standard index again');
    await page.evaluate(() => document.getElementById('a').setAttribute('theme', 'auto'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.getElementById('a').shadowRoot.querySelector('.patience').getAttribute('data-theme') === 'auto');
    assert.equal((await look(page)).felt, DARK.felt, 'theme="auto" follows the system');
    // The player's own choice wins over the host's attribute.
    await page.locator('#a .bar [data-action="settings"]').click();
    await page.locator('#a dialog[data-dialog="settings"][open]').waitFor();
    await page.locator('#a dialog[data-dialog="settings"] select[data-control="theme"]').selectOption('light');
    await page.locator('#a dialog[data-dialog="settings"] input[data-control="large-index"]').check();
    await page.locator('#a dialog[data-dialog="settings"] button.close').click();
    await page.evaluate(() => document.getElementById('a').setAttribute('theme', 'dark'));
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    l = await look(page);
    assert.equal(l.theme, 'light', "the player's Light wins over theme=\"dark\"");
    assert.equal(l.index, 'large', "the player's large index, whatever card-index says");
    await page.done();
  });
});

describe("the docs' example: a page's own theme switch", () => {
  test('the table follows <html data-theme>', async () => {
    const docs = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
    const js = [...docs.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes("setAttribute('theme'"));
    assert.ok(js, 'docs/embedding.md has the theme-following example');
    const page = await h.page({ colorScheme: 'dark' });
    const html = `<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script></head>
<body><patience-table game="lucas-leaps" deal="2" autoplay="off" save="off"></patience-table></body></html>`;
    await page.route(`${h.server.origin}/host/follow.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.server.origin}/host/follow.html`);
    await tableReady(page, 'patience-table');
    await page.addScriptTag({ content: js, type: 'module' });
    const frame = (want) => page.waitForFunction((w) => $root().querySelector('.patience').getAttribute('data-theme') === w, want);
    await frame('light');
    assert.equal((await look(page)).felt, LIGHT.felt, "the page's light theme, under a dark system preference");
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await frame('dark');
    assert.equal((await look(page)).felt, DARK.felt, "the page's dark theme");
    await page.done();
  });
});

describe('axe-core and contrast in both themes', () => {
  const contrasts = [];
  after(() => {
    // The measured ratios, for the record (the test's output).
    for (const c of contrasts) console.log(c);
  });
  for (const theme of ['light', 'dark']) {
    test(`${theme}: every card size and the large index, no violation`, async () => {
      const page = await h.page({ colorScheme: theme, viewport: { width: 1100, height: 760 } });
      for (const [size, large] of [
        ['small', false],
        ['medium', false],
        ['large', false],
        ['small', true],
        ['large', true],
      ]) {
        await page.goto(h.server.blank);
        await page.evaluate(
          (s) => localStorage.setItem('patience:settings', JSON.stringify(s)),
          { theme, card_size: size, large_index: large, four_colour: large },
        );
        await open(page, h.server, link('lucas-leaps', 5));
        const l = await look(page);
        const what = `${theme}, ${size} cards${large ? ', large index, four colours' : ''}`;
        assert.equal(l.theme, theme, what);
        assert.equal(l.index, large ? 'large' : 'standard', what);
        assert.deepEqual(await axe(page), [], `axe: ${what}`);
        assert.ok(l.inkContrast >= 4.5, `${what}: black ink on the face ${l.inkContrast.toFixed(2)}`);
        assert.ok(l.redContrast >= 4.5, `${what}: red on the face ${l.redContrast.toFixed(2)}`);
        assert.ok(l.textContrast >= 4.5, `${what}: the bar's text on the felt ${l.textContrast.toFixed(2)}`);
        if (size === 'medium') {
          contrasts.push(
            `${theme}: ink/face ${l.inkContrast.toFixed(2)}, red/face ${l.redContrast.toFixed(2)}, bar text/felt ${l.textContrast.toFixed(2)}`,
          );
        }
        if (large) {
          // Four colours: clubs and diamonds keep the contrast too.
          const four = await suitContrasts(page);
          assert.ok(four.length > 0, 'a club or a diamond shows');
          for (const [suit, ratio] of four) {
            assert.ok(ratio >= 4.5, `${what}: ${suit} on the face ${ratio.toFixed(2)}`);
            if (size === 'small') contrasts.push(`${theme}: four colours, ${suit}/face ${ratio.toFixed(2)}`);
          }
        }
      }
      // The settings dialog in this theme.
      await openDialog(page, 'settings');
      assert.deepEqual(await axe(page), [], `axe: ${theme}, the settings dialog`);
      await page.done();
    });
  }
});

/** Border and outline of an element (or its ::before) as computed. */
function edges(page, selector, pseudo = null) {
  return page.evaluate(
    ([s, p]) => {
      const el = $root().querySelector(s);
      if (!el) return null;
      const st = getComputedStyle(el, p);
      return {
        border: `${st.borderTopWidth} ${st.borderTopStyle} ${st.borderTopColor}`,
        borderWidth: parseFloat(st.borderTopWidth),
        borderStyle: st.borderTopStyle,
        borderColor: st.borderTopColor,
        outline: `${st.outlineWidth} ${st.outlineStyle} ${st.outlineColor}`,
        outlineWidth: st.outlineStyle === 'none' ? 0 : parseFloat(st.outlineWidth),
        background: st.backgroundColor,
      };
    },
    [selector, pseudo],
  );
}

const visible = (c) => c && !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(c);

describe('forced colours', () => {
  test('cards and places keep borders; the held card and its targets an outline of their own', async () => {
    const page = await h.page();
    await page.emulateMedia({ forcedColors: 'active' });
    await open(page, h.server, link('double-canfield', 11));
    const card = await edges(page, '[data-table] .pile.tableau .card');
    assert.ok(card.borderWidth >= 1 && card.borderStyle !== 'none' && visible(card.borderColor), `a card's border: ${card.border}`);
    const place = await edges(page, '[data-table] .pile.foundation[data-empty]', '::before');
    assert.ok(place.borderWidth >= 2 && place.borderStyle !== 'none' && visible(place.borderColor), `an empty pile's border: ${place.border}`);
    assert.equal(card.outlineWidth, 0, 'an ordinary card has no outline');
    // Hold a card with the keyboard (one that has somewhere to go): it and
    // its targets are outlined.
    const targetCount = () => page.evaluate(() => $root().querySelectorAll('[data-table] .pile.target').length);
    for (const pile of ['t1', 't2', 't3', 't4', 't5']) {
      await focusPile(page, pile);
      await page.keyboard.press('Enter');
      if ((await targetCount()) > 0) break;
      await page.keyboard.press('Escape');
    }
    assert.equal(await page.locator('.card.lifted').count(), 1, 'a card is held');
    const held = await edges(page, '[data-table] .card.lifted');
    assert.ok(held.outlineWidth >= 2 && visible(held.outline.split(' ').slice(2).join(' ')), `the held card's outline: ${held.outline}`);
    const other = await edges(page, '[data-table] .pile.tableau:not(.holding) .card');
    assert.notEqual(held.outline, other.outline, 'the held card differs from the rest');
    assert.ok((await targetCount()) > 0, 'the held card has targets');
    const target = (await edges(page, '[data-table] .pile.target > .lit')) ?? null;
    const empty = await edges(page, '[data-table] .pile.target[data-empty]', '::before');
    if (target) {
      assert.ok(target.outlineWidth >= 2, `a target's top card is outlined: ${target.outline}`);
      assert.notEqual(target.outline, other.outline, 'a target differs from the rest');
    }
    if (empty) {
      assert.ok(empty.borderWidth >= 3 && empty.borderColor !== place.borderColor, `an empty target's border: ${empty.border}`);
    }
    assert.ok(target || empty, 'a target is drawn');
    await page.keyboard.press('Escape');
    await page.done();
  });
});

describe('the large index on a 360 px phone', () => {
  /**
   * Every face-up card's corner index: its box (the card's
   * getBoundingClientRect, then the ::before's offsets and size), its font
   * size, and whether it is inside its card and clear of the card over it.
   */
  function indexes(page) {
    return page.evaluate(() => {
      const out = [];
      for (const pile of $root().querySelectorAll('[data-table] .pile.tableau, [data-table] .pile.waste')) {
        const cards = [...pile.querySelectorAll(':scope > .card')];
        const waste = pile.classList.contains('waste');
        cards.forEach((card, i) => {
          const r = card.getBoundingClientRect();
          const st = getComputedStyle(card, '::before');
          const left = r.left + card.clientLeft + parseFloat(st.left);
          const top = r.top + card.clientTop + parseFloat(st.top);
          const box = { left, top, right: left + parseFloat(st.width), bottom: top + parseFloat(st.height) };
          const next = cards[i + 1]?.getBoundingClientRect();
          const covered = next && (waste ? next.left < box.right - 0.5 && next.left > r.left : next.top < box.bottom - 0.5);
          out.push({
            card: card.getAttribute('data-card'),
            pile: pile.getAttribute('data-pile'),
            font: parseFloat(st.fontSize),
            clipped: box.right > r.right - card.clientLeft + 0.5 || box.bottom > r.bottom + 0.5,
            covered: Boolean(covered),
            width: r.width,
            box,
          });
        });
      }
      return out;
    });
  }

  for (const game of ['lucas-leaps', 'double-canfield']) {
    test(`${game}: small cards, the large index is readable`, async () => {
      const page = await h.page({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
      await seed(page, { card_size: 'small', large_index: true });
      await open(page, h.server, link(game, 11));
      // Some cards in the waste, where there is one.
      // Three cards in the waste, fanned.
      for (let i = 0; i < (game === 'double-canfield' ? 1 : 3); i++) {
        await page.locator('[data-table] .pile.stock').click();
        await settle(page);
      }
      const all = await indexes(page);
      assert.ok(all.length >= 8, `${all.length} cards measured`);
      if (game !== 'double-canfield') {
        assert.ok(new Set(all.map((c) => c.pile)).size < all.length, 'fanned columns measured');
      }
      const cw = all[0].width;
      assert.ok(cw <= 45, `small cards on a phone: ${cw} px wide`);
      for (const c of all) {
        const where = `${c.card} in ${c.pile} (${c.width} px card): ${JSON.stringify(c.box)}`;
        assert.ok(c.font >= (c.pile === 'waste' ? 13 : 14), `${where}: font ${c.font} px`);
        assert.ok(!c.clipped, `${where}: the index is inside its card`);
        assert.ok(!c.covered, `${where}: no card covers the index`);
      }
      assert.ok(all.filter((c) => c.pile === 'waste').length >= 3, 'a fanned waste measured');
      // The standard face is smaller: the large one is what made the difference.
      await page.evaluate(() => localStorage.setItem('patience:settings', JSON.stringify({ card_size: 'small' })));
      await page.reload();
      await settle(page);
      const plain = await indexes(page);
      assert.ok(plain.every((c) => c.font < 14), 'the standard index is under 14 px on these cards');
      await page.done();
    });
  }
});
