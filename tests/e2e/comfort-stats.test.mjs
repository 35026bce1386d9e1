// Statistics and settings, through the page as a player uses it: games
// counted from their first move and once across reloads, a win with its
// time and moves, a game left behind ending the streak, export to a file
// and import into a fresh browser profile, corrupt and foreign files
// refused with nothing changed; settings that persist, and a rule change
// during a game that waits for the player's yes.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  assert,
  closeDialog,
  deal,
  derivedFigures,
  expectTable,
  findWinningLine,
  harness,
  link,
  liveLink,
  movesCount,
  open,
  openDialog,
  playMove,
  query,
  ROOT,
  settle,
  tableAttrs,
  trace,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const DC3 = 'double-canfield draw=3 spaces=waste';
const DC1 = 'double-canfield draw=1 spaces=waste';

/** The statistics dialog's row for an option set, as numbers and text. */
async function statsRow(page, key) {
  return page.evaluate((key) => {
    const row = $root().querySelector(`dialog[data-dialog="stats"] [data-stats-row="${key}"]`);
    if (!row) return null;
    const out = {};
    for (const td of row.querySelectorAll('[data-stat]')) {
      const t = td.textContent.trim();
      out[td.getAttribute('data-stat')] = /^\d+$/.test(t) ? Number(t) : t;
    }
    return out;
  }, key);
}

/** Opens the statistics, reads a row, closes them. */
async function readStats(page, key) {
  await openDialog(page, 'stats');
  const row = await statsRow(page, key);
  await closeDialog(page, 'stats');
  return row;
}

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

const ZERO = { played: 0, won: 0, rate: '–', streak: 0, 'best-streak': 0, 'best-time': '–', 'fewest-moves': '–' };

async function confirmShown(page) {
  await page.locator('dialog[data-dialog="confirm"][open]').waitFor();
  return (await page.locator('dialog[data-dialog="confirm"]').textContent()).trim();
}

async function answer(page, yes) {
  await page.locator(`dialog[data-dialog="confirm"] [data-confirm="${yes ? 'yes' : 'no'}"]`).click();
  await page.locator('dialog[data-dialog="confirm"]:not([open])').waitFor({ state: 'attached' });
  await settle(page);
}

describe('statistics', () => {
  test('a game counts as played from its first move, once, across reloads', async () => {
    const page = await h.page();
    await open(page, h.server, link('caprice', 5));
    assert.deepEqual(await readStats(page, 'caprice'), ZERO, 'nothing counted yet');
    await page.reload();
    await settle(page);
    assert.deepEqual(await readStats(page, 'caprice'), ZERO, 'opening a deal and leaving it does not count');

    await playMove(page, 's');
    assert.equal((await readStats(page, 'caprice')).played, 1, 'the first move counts the game');
    await page.reload();
    await settle(page);
    assert.equal(await movesCount(page), 1);
    await playMove(page, 's');
    const row = await readStats(page, 'caprice');
    assert.deepEqual(row, { ...ZERO, played: 1, rate: '0%' }, 'counted once, even after a reload and more moves');
    assert.deepEqual(await readStats(page, 'lucas-leaps'), ZERO, 'other games are apart');

    const json = JSON.parse(await stored(page, 'patience:stats'));
    assert.equal(json.format, 'patience-statistics');
    assert.equal(json.version, 1);
    // The game is kept as a fact of its tab's log, once.
    const facts = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('patience:facts:'))
        .flatMap((k) => JSON.parse(localStorage.getItem(k)).facts.map((f) => [f.op.op, f.op.k, f.op.game])),
    );
    assert.deepEqual(facts, [['start', 'caprice', 'game=caprice&deal=5']], 'the game in progress');
    assert.deepEqual(await derivedFigures(page, 'caprice'), { played: 1, won: 0, streak: 0, open: 1 });
    await page.done();
  });

  test('a win counts with its time and moves; a game left unwon ends the streak', async () => {
    // A won Capricieuse line from the CLI; the page resumes it one move
    // from the end (saved play, 95 seconds on the clock) and the last move
    // is made with the mouse.
    const game = 'capricieuse';
    let d = 0;
    let line = null;
    while (!line && d < 20) line = findWinningLine(game, ++d, {}, { maxNodes: 300, useSolver: false });
    assert.ok(line, 'a winning line');
    const page = await h.page();
    await page.goto(h.server.blank);
    await page.evaluate(
      ({ game, d, moves }) => {
        localStorage.setItem(
          `patience:save:game=${game}&deal=${d}`,
          JSON.stringify({ game, draw: 3, spaces: 'waste', deal: d, moves, redo: [], secs: 95 }),
        );
      },
      { game, d, moves: line.slice(0, -1) },
    );
    await open(page, h.server, link(game, d));
    await expectTable(page, trace(deal(game, d), line.slice(0, -1)).at(-1), 'the game resumes one move from the end');
    await playMove(page, line.at(-1));
    await page.locator('[data-celebration]').waitFor();
    let row = await readStats(page, game);
    assert.equal(row.played, 1);
    assert.equal(row.won, 1);
    assert.equal(row.rate, '100%');
    assert.equal(row.streak, 1);
    assert.equal(row['best-streak'], 1);
    assert.equal(row['fewest-moves'], line.length);
    assert.match(row['best-time'], /^1:3[5-9]$/, `the clock's time: ${row['best-time']}`);

    // Undo and redo the winning move: still one game, one win.
    await page.locator('.bar [data-action="undo"]').click();
    await settle(page);
    assert.equal((await tableAttrs(page)).state, 'playing');
    await page.locator('.bar [data-action="redo"]').click();
    await settle(page);
    assert.equal((await tableAttrs(page)).state, 'won');
    row = await readStats(page, game);
    assert.equal(row.played, 1);
    assert.equal(row.won, 1);

    // Another deal (no question: the game was won), one move, then New:
    // the page asks first; "Keep playing" keeps the game.
    await page.locator('[data-celebration] [data-celebration-action="new"]').click();
    await settle(page);
    assert.equal(await page.locator('dialog[data-dialog="confirm"][open]').count(), 0, 'a won game is left without asking');
    const second = (await tableAttrs(page)).deal;
    await playMove(page, 'redeal');
    await page.locator('.bar [data-action="new"]').click();
    assert.match(await confirmShown(page), /1 move/);
    await answer(page, false);
    assert.equal((await tableAttrs(page)).deal, second, 'Keep playing keeps the deal');
    assert.equal(await movesCount(page), 1);
    assert.equal((await readStats(page, game)).streak, 1, 'nothing settled yet');

    await page.locator('.bar [data-action="new"]').click();
    await confirmShown(page);
    await answer(page, true);
    assert.notEqual((await tableAttrs(page)).deal, second, 'a new deal');
    assert.equal(await movesCount(page), 0);
    const expected = { played: 2, won: 1, rate: '50%', streak: 0, 'best-streak': 1 };
    row = await readStats(page, game);
    for (const [k, v] of Object.entries(expected)) assert.equal(row[k], v, k);
    await page.reload();
    await settle(page);
    row = await readStats(page, game);
    for (const [k, v] of Object.entries(expected)) assert.equal(row[k], v, `${k} after a reload`);
    await page.done();
  });

  test('export, then import into a fresh profile; corrupt and foreign files are refused', async () => {
    // Two Caprice games (the first left unwon) and one Lucas Leaps game.
    const a = await h.page();
    await open(a, h.server, link('caprice', 8));
    await playMove(a, 's');
    await a.locator('.bar [data-action="new"]').click();
    await confirmShown(a);
    await answer(a, true);
    await playMove(a, 's');
    await open(a, h.server, link('lucas-leaps', 3));
    await playMove(a, 's');
    await openDialog(a, 'stats');
    const mine = { caprice: await statsRow(a, 'caprice'), lucas: await statsRow(a, 'lucas-leaps') };
    assert.equal(mine.caprice.played, 2);
    assert.equal(mine.lucas.played, 1);
    const [download] = await Promise.all([
      a.waitForEvent('download'),
      a.locator('[data-action="stats-export"]').click(),
    ]);
    assert.match(download.suggestedFilename(), /^patience-statistics-\d{4}-\d\d-\d\d\.json$/);
    const text = readFileSync(await download.path(), 'utf8');
    const file = { name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) };
    const exported = JSON.parse(text);
    assert.equal(exported.format, 'patience-statistics');
    assert.equal(exported.open, undefined, 'games in progress stay in this browser');
    assert.match(await a.locator('[data-stats-message]').textContent(), /Exported/);
    await a.done();

    // A fresh profile: nothing, then the file.
    const b = await h.page();
    await open(b, h.server, link('caprice', 9));
    await openDialog(b, 'stats');
    assert.deepEqual(await statsRow(b, 'caprice'), ZERO);
    const input = b.locator('input[data-control="stats-import"]');
    await input.setInputFiles(file);
    await b.waitForFunction(() => /Imported/.test($root().querySelector('[data-stats-message]').textContent));
    assert.match(await b.locator('[data-stats-message]').textContent(), /3 games added/);
    assert.deepEqual(await statsRow(b, 'caprice'), mine.caprice);
    assert.deepEqual(await statsRow(b, 'lucas-leaps'), mine.lucas);
    // The same file again adds nothing.
    await input.setInputFiles(file);
    await b.waitForFunction(() => /nothing new/.test($root().querySelector('[data-stats-message]').textContent));
    assert.deepEqual(await statsRow(b, 'caprice'), mine.caprice);

    // Refused: not JSON, another kind of JSON, figures that do not add up,
    // a newer format. The message says why; nothing changes.
    const before = await stored(b, 'patience:stats');
    const tampered = JSON.parse(text);
    for (const src of tampered.sources) for (const [k, r] of src.games) if (k === 'caprice') r.won = 99;
    const newer = { ...JSON.parse(text), version: 2 };
    for (const [name, body, why] of [
      ['notes.json', 'this is not JSON {', /not JSON/],
      ['game.json', JSON.stringify({ game: 'caprice', deal: 9, moves: ['s'] }), /not Patience statistics/],
      ['tampered.json', JSON.stringify(tampered), /damaged/],
      ['newer.json', JSON.stringify(newer), /newer Patience/],
    ]) {
      await b.evaluate(() => {
        $root().querySelector('[data-stats-message]').textContent = '';
      });
      await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
      await b.waitForFunction(() => $root().querySelector('[data-stats-message]').textContent !== '');
      const msg = await b.locator('[data-stats-message]').textContent();
      assert.match(msg, why, `${name}: ${msg}`);
      assert.match(msg, /Nothing was changed/);
      assert.equal(await stored(b, 'patience:stats'), before, `${name} changed nothing`);
      assert.deepEqual(await statsRow(b, 'caprice'), mine.caprice);
    }
    await closeDialog(b, 'stats');
    await b.reload();
    await settle(b);
    assert.deepEqual(await readStats(b, 'caprice'), mine.caprice, 'the import survives a reload');

    // Reset asks first, then empties every row.
    await openDialog(b, 'stats');
    await b.locator('[data-action="stats-reset"]').click();
    assert.match(await confirmShown(b), /Reset all statistics/);
    await answer(b, false);
    assert.deepEqual(await statsRow(b, 'caprice'), mine.caprice, 'Cancel keeps them');
    await b.locator('[data-action="stats-reset"]').click();
    await confirmShown(b);
    await answer(b, true);
    assert.deepEqual(await statsRow(b, 'caprice'), ZERO);
    assert.deepEqual(await statsRow(b, 'lucas-leaps'), ZERO);
    await b.done();
  });
});

describe('dialogs', () => {
  test('axe-core finds no WCAG A/AA violation in any dialog, on a phone and a desktop', async () => {
    const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
    const axe = async (page) => {
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
      const r = await page.evaluate(() =>
        window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
      );
      return r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
    };
    for (const ctx of [{ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true }, {}]) {
      const page = await h.page(ctx);
      await open(page, h.server, link('double-canfield', 4));
      await playMove(page, 's');
      for (const name of ['stats', 'settings', 'rules']) {
        await openDialog(page, name);
        assert.deepEqual(await axe(page), [], `the ${name} dialog`);
        if (name === 'rules') {
          for (const game of ['caprice', 'capricieuse', 'lucas-leaps']) {
            await page.locator(`[data-action="rules-game"][data-game="${game}"]`).click();
            assert.equal(await page.locator('[data-rules-title]').textContent(), { caprice: 'Caprice', capricieuse: 'Capricieuse', 'lucas-leaps': 'Lucas Leaps' }[game]);
            assert.equal(await page.locator('.rules-picture svg rect.mf').count(), 8);
          }
        }
        await closeDialog(page, name);
      }
      await page.locator('.bar [data-action="new"]').click();
      await confirmShown(page);
      assert.deepEqual(await axe(page), [], 'the confirmation');
      await page.keyboard.press('Escape');
      await page.locator('dialog[data-dialog="confirm"]:not([open])').waitFor({ state: 'attached' });
      await settle(page);
      assert.equal((await tableAttrs(page)).deal, '4', 'Escape is a no');
      assert.equal(await movesCount(page), 1);
      await page.done();
    }
  });
});

describe('settings', () => {
  test('the look settings apply at once and persist across a reload', async () => {
    const page = await h.page();
    await open(page, h.server, liveLink('double-canfield', 7));
    const geometry = () =>
      page.evaluate(() => {
        const r = (sel) => $root().querySelector(sel).getBoundingClientRect();
        const colour = (suit) => {
          const card = $root().querySelector(`[data-table] [data-card$="${suit}"]`);
          return card && getComputedStyle(card).color;
        };
        return {
          cardW: r('[data-table] [data-pile="t1"] [data-card]').width,
          stockX: r('[data-pile="stock"]').x,
          f1X: r('[data-pile="f1"]').x,
          t1X: r('[data-pile="t1"]').x,
          t2X: r('[data-pile="t2"]').x,
          diamond: colour('D'),
          club: colour('C'),
          classes: $root().querySelector('.patience').className,
          size: $root().querySelector('.patience').getAttribute('data-card-size'),
        };
      });
    const g0 = await geometry();
    assert.ok(g0.stockX < g0.f1X, 'the stock starts on the left');

    await openDialog(page, 'settings');
    const form = page.locator('dialog[data-dialog="settings"]');
    assert.equal(await form.locator('input[data-control="autoplay"]').isChecked(), true, 'autoplay is on by default');
    await form.locator('input[data-control="autoplay"]').uncheck();
    await form.locator('input[data-control="four-colour"]').check();
    await form.locator('select[data-control="card-size"]').selectOption('small');
    await form.locator('input[data-control="left-handed"]').check();
    await form.locator('select[data-control="speed"]').selectOption('fast');
    await closeDialog(page, 'settings');
    await settle(page);

    const check = async (label) => {
      const g = await geometry();
      assert.match(g.classes, /\bfour-colour\b/, label);
      assert.match(g.classes, /\bleft-handed\b/, label);
      assert.equal(g.size, 'small', label);
      assert.ok(g.cardW < g0.cardW * 0.9, `${label}: smaller cards (${g.cardW} < ${g0.cardW})`);
      assert.ok(g.stockX > g.f1X, `${label}: the stock is on the right`);
      assert.ok(g.t1X < g.t2X, `${label}: the piles keep their order`);
      assert.equal(g.diamond, 'rgb(27, 92, 207)', `${label}: diamonds are blue`);
      assert.equal(g.club, 'rgb(8, 119, 58)', `${label}: clubs are green`);
      const s = JSON.parse(await stored(page, 'patience:settings'));
      assert.deepEqual(
        { autoplay: s.autoplay, four_colour: s.four_colour, card_size: s.card_size, left_handed: s.left_handed, speed: s.speed },
        { autoplay: false, four_colour: true, card_size: 'small', left_handed: true, speed: 'fast' },
        label,
      );
    };
    await check('at once');
    await page.reload();
    await settle(page);
    await check('after a reload');
    await openDialog(page, 'settings');
    assert.equal(await form.locator('input[data-control="autoplay"]').isChecked(), false);
    assert.equal(await form.locator('select[data-control="speed"]').inputValue(), 'fast');
    await closeDialog(page, 'settings');
    await page.done();
  });

  test('a rule setting changed during a game starts a new deal only after the player says yes', async () => {
    const page = await h.page();
    await open(page, h.server, link('double-canfield', 7));
    await playMove(page, 's');
    await openDialog(page, 'settings');
    const radio = (v) => page.locator(`dialog[data-dialog="settings"] input[data-control="draw"][value="${v}"]`);
    assert.equal(await radio('3').isChecked(), true);

    await radio('1').check();
    assert.match(await confirmShown(page), /draw 1/);
    await answer(page, false);
    assert.equal((await tableAttrs(page)).deal, '7', 'No keeps the game');
    assert.equal((await tableAttrs(page)).draw, '3');
    assert.equal(await movesCount(page), 1);
    assert.equal(await radio('3').isChecked(), true, 'the radio shows the rule in force again');
    assert.equal(await page.locator('.bar select[data-control="draw"]').inputValue(), '3', 'so does the bar');

    await radio('1').check();
    await confirmShown(page);
    await answer(page, true);
    await closeDialog(page, 'settings');
    const attrs = await tableAttrs(page);
    assert.notEqual(attrs.deal, '7', 'a new deal');
    assert.equal(attrs.draw, '1');
    assert.equal(query(page).draw, '1', 'the deal link says draw=1');
    assert.equal(await movesCount(page), 0);
    assert.equal(await page.locator('.bar select[data-control="draw"]').inputValue(), '1');
    await expectTable(page, deal('double-canfield', Number(attrs.deal), { draw: 1 }));
    assert.equal(JSON.parse(await stored(page, 'patience:settings')).draw, 1);

    // The game menu asks too when a game is in progress...
    await playMove(page, 's');
    await page.locator('.bar select[data-control="game"]').selectOption('lucas-leaps');
    assert.match(await confirmShown(page), /Play Lucas Leaps\?/);
    await answer(page, false);
    assert.equal((await tableAttrs(page)).game, 'double-canfield');
    assert.equal(await page.locator('.bar select[data-control="game"]').inputValue(), 'double-canfield');
    await page.locator('.bar select[data-control="game"]').selectOption('lucas-leaps');
    await confirmShown(page);
    await answer(page, true);
    assert.equal((await tableAttrs(page)).game, 'lucas-leaps');

    // ...and Double Canfield comes back with the rules last chosen.
    await page.locator('.bar select[data-control="game"]').selectOption('double-canfield');
    await settle(page);
    assert.equal((await tableAttrs(page)).draw, '1', 'one source of truth: the setting');

    // Away from Double Canfield, its rules change without a new deal.
    await page.locator('.bar select[data-control="game"]').selectOption('caprice');
    await settle(page);
    await playMove(page, 's');
    const capriceDeal = (await tableAttrs(page)).deal;
    await openDialog(page, 'settings');
    await page.locator('dialog[data-dialog="settings"] input[data-control="spaces"][value="any"]').check();
    await closeDialog(page, 'settings');
    assert.equal(await page.locator('dialog[data-dialog="confirm"][open]').count(), 0, 'nothing to confirm');
    assert.equal((await tableAttrs(page)).deal, capriceDeal);
    assert.equal(JSON.parse(await stored(page, 'patience:settings')).spaces, 'any');
    await page.done();
  });
});
