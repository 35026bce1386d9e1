// The pseudo-locale (en-XA): every English message with each letter
// accented and the text lengthened by a third (`table::words`, Fluent's
// transform). Run through every screen of the table, it leaves no plain
// ASCII word anywhere a player reads (text, labels, titles, the live
// region's announcements): a word that escaped the message files shows up
// here as a run of unaccented letters.

import { after, before, describe, test } from 'node:test';
import {
  assert,
  deal,
  findIllegalMove,
  findLosingLine,
  findWinningLine,
  harness,
  hostTable,
  playMove,
  settle,
} from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

/**
 * Every run of two or more ASCII letters that a player can read in the
 * table: text nodes, and the attributes read aloud or shown as tips,
 * across the element's shadow root (hidden dialogs and templates too).
 * Links and an address's parameters, which are code, are left out.
 */
function leftovers(page) {
  return page.evaluate(() => {
    const found = [];
    const READ = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'aria-valuetext'];
    const look = (text, where) => {
      // Addresses and an address's parameters (`autoplay=0`, a placeable
      // in its message: code, the same in every language) are not words.
      const prose = text.replace(/\b(?:https?|blob):\/\/?\S+/g, '').replace(/\b[a-z-]+=[\w-]+/g, '');
      const words = prose.match(/[A-Za-z]{2,}/g) ?? [];
      for (const w of words) found.push(`${w} (in ${where}: "${text.trim().slice(0, 80)}")`);
    };
    const walk = (node, where) => {
      if (node.nodeType === Node.TEXT_NODE) return look(node.textContent, where);
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (['STYLE', 'SCRIPT', 'svg'].includes(node.tagName) || node.tagName === 'svg') return;
        const here = node.getAttribute('data-dialog') ? `dialog ${node.getAttribute('data-dialog')}` : where;
        for (const a of READ) {
          const v = node.getAttribute(a);
          if (v) look(v, `${here} @${a}`);
        }
        for (const c of node.childNodes) walk(c, here);
        return;
      }
      for (const c of node.childNodes ?? []) walk(c, where);
    };
    walk(document.querySelector('patience-table').shadowRoot, 'table');
    return [...new Set(found)];
  });
}

/** Fails with every English word left on the current screen. */
async function screen(page, name) {
  const left = await leftovers(page);
  assert.deepEqual(left, [], `${name}: words that did not come from the message files`);
}

async function hostPage(page, attrs) {
  await hostTable(page, h.server, {
    prefix: PREFIX,
    lang: 'en-XA',
    body: `<patience-table lang="en-XA" ${attrs}></patience-table>`,
    path: '/host/pseudo.html',
  });
  await page.waitForFunction(() => $root().querySelector('.patience')?.getAttribute('lang') === 'en-XA');
}

async function openSheet(page, name) {
  await page.locator(`.bar [data-action="${name}"]`).click();
  await page.locator(`dialog[data-dialog="${name}"][open]`).waitFor();
  // English's rules (the pseudo-locale's) come once the table is up.
  if (name === 'rules') await page.locator('dialog[data-dialog="rules"] [data-rules-body] b').first().waitFor();
}

async function closeSheet(page, name) {
  await page.keyboard.press('Escape');
  await page.locator(`dialog[data-dialog="${name}"]:not([open])`).waitFor({ state: 'attached' });
}

describe('the pseudo-locale leaves no English word on any screen', () => {
  test('table, refusal, move, hint, dialogs, every game\'s rules, the confirmation, Share, keys, and a won game', async () => {
    const game = 'capricieuse';
    let d = 1;
    let line = null;
    for (; d <= 20 && !line; d++) line = findWinningLine(game, d, {}, { maxNodes: 300 });
    d -= 1;
    assert.ok(line, 'a winning line');
    const page = await h.page();
    await hostPage(page, `game="${game}" deal="${d}" autoplay="off"`);
    await screen(page, 'the table dealt');

    // A move refused, then a move made (the message line and the live region).
    const bad = findIllegalMove(deal(game, d));
    await playMove(page, bad.token);
    await screen(page, 'a move refused');
    await playMove(page, line[0]);
    await screen(page, 'a move made');

    await page.locator('.bar [data-action="hint"]').click();
    await page.waitForTimeout(1500);
    await screen(page, 'a hint');

    for (const sheet of ['settings', 'stats', 'rules']) {
      await openSheet(page, sheet);
      await screen(page, `the ${sheet} dialog`);
      if (sheet === 'rules') {
        const tabs = page.locator('[data-rules-tabs] button');
        for (let i = 0; i < (await tabs.count()); i++) {
          await tabs.nth(i).click();
          await screen(page, `the rules, tab ${i + 1}`);
        }
      }
      await closeSheet(page, sheet);
    }

    await page.locator('.bar [data-action="share"]').click();
    await page.locator('[data-share-menu]').waitFor();
    await screen(page, 'the Share menu');
    await page.keyboard.press('Escape');

    await page.keyboard.press('?');
    await screen(page, 'the keyboard help');
    await page.keyboard.press('Escape');

    await page.locator('.bar [data-action="new"]').click();
    await page.locator('dialog[data-dialog="confirm"][open]').waitFor();
    await screen(page, 'the confirmation');
    await page.locator('[data-confirm="no"]').click();

    for (const m of line.slice(1)) await playMove(page, m);
    await page.locator('[data-celebration]').waitFor({ state: 'visible' });
    await screen(page, 'a won game');
    await openSheet(page, 'stats');
    await screen(page, 'the statistics after a win');
    await page.done();
  });

  test('a lost game\'s panel, and every game\'s table', async () => {
    const page = await h.page();
    const game = 'lucas-leaps';
    let d = 1;
    let line = null;
    for (; d <= 20 && !line; d++) line = findLosingLine(game, d);
    d -= 1;
    await hostPage(page, `game="${game}" deal="${d}" autoplay="off"`);
    for (const m of line) await playMove(page, m);
    await page.locator('[data-lost-panel]').waitFor({ state: 'visible' });
    await screen(page, 'a lost game');
    for (const g of ['caprice', 'double-canfield', 'russian-patience']) {
      await page.evaluate((gg) => document.querySelector('patience-table').setAttribute('game', gg), g);
      await settle(page);
      await screen(page, `the ${g} table`);
    }
    await page.done();
  });
});
