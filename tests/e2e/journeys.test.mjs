// Whole journeys in French, Russian and Arabic (issue 24's done-when): on
// a page whose table speaks the language (the element's `lang`, or the
// settings' Language select), a player plays a move and hears it in that
// language, opens the rules, wins a game with the mouse and reads the
// statistics. The expected words are read from the language's own message
// files (locales/<lang>/*.ftl), so the test checks that the table shows
// those files' words, not English.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, assert, findWinningLine, harness, hostTable, movesCount, playMove } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

/**
 * The single-line messages of locales/<lang>/<file> (id → text), with the
 * single-line terms they name (`{ -game-caprice }`) written in.
 */
function messages(lang, file) {
  const text = readFileSync(path.join(ROOT, 'locales', lang, file), 'utf8');
  const all = {};
  for (const m of text.matchAll(/^(-?[a-z][a-z0-9-]*) = (.+)$/gm)) all[m[1]] = m[2].trim();
  const out = {};
  for (const [id, value] of Object.entries(all)) {
    out[id] = value.replace(/\{ (-[a-z0-9-]+) \}/g, (whole, term) => all[term] ?? whole);
  }
  return out;
}

const GAME = 'capricieuse';
let winning = null;
function winningDeal() {
  if (winning) return winning;
  for (let d = 1; d <= 20; d++) {
    const line = findWinningLine(GAME, d, {}, { maxNodes: 300 });
    if (line) return (winning = { d, line });
  }
  throw new Error('no winning capricieuse deal in 1..20');
}

async function hostPage(page, lang, d) {
  await hostTable(page, h.server, {
    prefix: PREFIX,
    lang,
    body: `<patience-table lang="${lang}" game="${GAME}" deal="${d}" autoplay="off"></patience-table>`,
    path: '/host/journey.html',
  });
  await page.waitForFunction((l) => $root().querySelector('.patience')?.getAttribute('lang') === l, lang, { timeout: 10_000 });
}

for (const lang of ['fr', 'ru', 'ar']) {
  describe(`a whole game in ${lang}`, () => {
    test('a move heard, the rules, a win with the mouse, the statistics', async () => {
      const words = messages(lang, 'table.ftl');
      const games = messages(lang, 'games.ftl');
      const { d, line } = winningDeal();
      const page = await h.page();
      await hostPage(page, lang, d);
      const root = await page.evaluate(() => ({
        dir: $root().querySelector('.patience').getAttribute('dir'),
      }));
      assert.equal(root.dir, lang === 'ar' ? 'rtl' : null, 'the direction follows the language');

      // A move: the live region says it with the language's card words.
      await playMove(page, line[0]);
      assert.equal(await movesCount(page), 1);
      const heard = await page.evaluate(() => [...$root().querySelectorAll('[aria-live]')].map((e) => e.textContent).join(' '));
      const suits = ['spades', 'hearts', 'diamonds', 'clubs'].map((s) => words[`card-suit-${s}`]);
      assert.ok(suits.some((s) => heard.includes(s)), `the move is heard in ${lang}: "${heard}"`);
      assert.doesNotMatch(heard, /\b(?:of|spades|hearts|diamonds|clubs)\b/, 'no English card words');

      // The rules: the game's own name and page in the language.
      await page.locator('.bar [data-action="rules"]').click();
      await page.locator('dialog[data-dialog="rules"][open]').waitFor();
      const title = await page.evaluate(() => $root().querySelector('[data-rules-title]')?.textContent);
      assert.equal(title, games[`game-name-${GAME}`], 'the rules name the game in the language');
      await page.keyboard.press('Escape');

      // The rest of the winning line, with the mouse, to the celebration.
      for (const m of line.slice(1)) await playMove(page, m);
      await page.locator('[data-celebration]').waitFor({ state: 'visible' });
      const panel = await page.locator('[data-celebration] h2').textContent();
      assert.equal(panel.trim(), words['status-won'], 'the win is told in the language');

      // The statistics: the language's headings and this game counted once.
      await page.locator('[data-celebration] [data-celebration-action]').first().press('Escape').catch(() => {});
      await page.locator('.bar [data-action="stats"]').click();
      await page.locator('dialog[data-dialog="stats"][open]').waitFor();
      const heads = await page.evaluate(() => [...$root().querySelectorAll('[data-stats-body] th')].map((t) => t.textContent.trim()));
      for (const id of ['stats-played', 'stats-won']) {
        assert.ok(heads.includes(words[id]), `the statistics' ${id} heading is "${words[id]}" (${heads.join(' | ')})`);
      }
      await page.done();
    });
  });
}
