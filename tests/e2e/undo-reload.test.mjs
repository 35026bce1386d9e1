// Undo and redo back and forth with the buttons and the keyboard; a reload
// resumes the same game with its undo history; a link to another deal
// starts that deal.

import { after, before, describe, test } from 'node:test';
import {
  assert,
  deal,
  expectTable,
  findWinningLine,
  harness,
  link,
  movesCount,
  open,
  playMove,
  settle,
  tableAttrs,
  trace,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

// The opening moves of a winning Capricieuse line: transfers to foundations
// and between tableau piles (found through the CLI).
const GAME = 'capricieuse';
const DEAL = 1;
const START = deal(GAME, DEAL);
const LINE = findWinningLine(GAME, DEAL, {}, { useSolver: false }).slice(0, 8);
const AFTER = trace(START, LINE); // AFTER[i] = position after i+1 moves
const at = (n) => (n === 0 ? START : AFTER[n - 1]);

const undoBtn = (page) => page.locator('[data-action="undo"]');
const redoBtn = (page) => page.locator('[data-action="redo"]');

async function press(page, keys) {
  await page.keyboard.press(keys);
  await settle(page);
}

describe('undo and redo', () => {
  test('buttons: all the way back and forth, each step matching the CLI', async () => {
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    assert.ok(await undoBtn(page).isDisabled());
    assert.ok(await redoBtn(page).isDisabled());
    for (const m of LINE) await playMove(page, m);
    const n = LINE.length;
    await expectTable(page, at(n));
    assert.equal(await movesCount(page), n);
    assert.ok(await redoBtn(page).isDisabled(), 'nothing to redo yet');

    for (let k = n - 1; k >= 0; k--) {
      await undoBtn(page).click();
      await settle(page);
      await expectTable(page, at(k), `after undoing back to move ${k}`);
      assert.equal(await movesCount(page), k);
    }
    assert.ok(await undoBtn(page).isDisabled(), 'nothing left to undo');
    for (let k = 1; k <= n; k++) {
      await redoBtn(page).click();
      await settle(page);
      await expectTable(page, at(k), `after redoing move ${k}`);
      assert.equal(await movesCount(page), k);
    }
    assert.ok(await redoBtn(page).isDisabled(), 'nothing left to redo');
    await page.done();
  });

  test('keyboard: Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z; a new move clears redo', async () => {
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    for (const m of LINE.slice(0, 5)) await playMove(page, m);
    await expectTable(page, at(5));
    await press(page, 'Control+z');
    await expectTable(page, at(4), 'Ctrl+Z undoes');
    await press(page, 'Control+z');
    await press(page, 'Control+z');
    await expectTable(page, at(2), 'Ctrl+Z again');
    await press(page, 'Control+y');
    await expectTable(page, at(3), 'Ctrl+Y redoes');
    await press(page, 'Control+Shift+z');
    await expectTable(page, at(4), 'Ctrl+Shift+Z redoes');
    assert.ok(await redoBtn(page).isEnabled());
    // A different move from here drops what was left to redo.
    await press(page, 'Control+z');
    await expectTable(page, at(3));
    await playMove(page, LINE[3]);
    await expectTable(page, at(4));
    assert.ok(await redoBtn(page).isDisabled(), 'a new move ends the redo list');
    await press(page, 'Control+y');
    await expectTable(page, at(4), 'Ctrl+Y with nothing to redo does nothing');
    await page.done();
  });
});

describe('saved play', () => {
  test('a reload resumes the same game, and undo and redo still work', async () => {
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    for (const m of LINE.slice(0, 6)) await playMove(page, m);
    await undoBtn(page).click(); // something to redo, too
    await settle(page);
    await expectTable(page, at(5));

    await page.reload();
    await settle(page);
    await expectTable(page, at(5), 'the reload shows the game where it was');
    assert.equal(await movesCount(page), 5);
    const attrs = await tableAttrs(page);
    assert.equal(attrs.game, GAME);
    assert.equal(attrs.deal, String(DEAL));

    await undoBtn(page).click();
    await settle(page);
    await expectTable(page, at(4), 'undo after the reload');
    await press(page, 'Control+y');
    await press(page, 'Control+y');
    await expectTable(page, at(6), 'redo after the reload, into what was undone before it');

    // And again, from a fresh tab on the same link.
    const page2 = await page.context().newPage();
    await page2.goto(h.server.url(link(GAME, DEAL)));
    await settle(page2);
    await expectTable(page2, at(6), 'the same link in a new tab resumes too');
    await page2.close();
    await page.done();
  });

  // The saved game and the statistics' facts are written once the move's
  // frame is painted (src/web/app.rs, `Later`), never lost for that.
  test('a move is stored after its frame, and before the table is removed', async () => {
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    const saved = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('patience:save:'))
          .map((k) => JSON.parse(localStorage.getItem(k)).moves?.length ?? -1),
      );
    // A move, and nothing else: its save lands within a few frames.
    const stored = await page.evaluate(async (m) => {
      document.querySelector('patience-table').api.move(m);
      const now = Object.keys(localStorage).filter((k) => k.startsWith('patience:save:')).length;
      for (let i = 0; i < 20; i++) {
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const k = Object.keys(localStorage).find((k) => k.startsWith('patience:save:'));
        if (k && JSON.parse(localStorage.getItem(k)).moves?.length === 1) return { now, frames: i + 1 };
      }
      return { now, frames: null };
    }, LINE[0]);
    assert.ok(stored.frames !== null && stored.frames <= 3, `saved within 3 frames: ${JSON.stringify(stored)}`);
    assert.deepEqual(await saved(), [1]);
    // A move, then the table removed in the same task: the save is written
    // as the table goes.
    await page.evaluate((m) => {
      const t = document.querySelector('patience-table');
      t.api.move(m);
      t.remove();
    }, LINE[1]);
    assert.deepEqual(await saved(), [2], 'the second move was kept by the table that went');
    // The played game was counted once the first move was made.
    const facts = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('patience:facts:'))
        .map((k) => localStorage.getItem(k))
        .join(''),
    );
    assert.match(facts, /capricieuse/, 'the statistics hold the game begun');
    await page.done();
  });

  test('a link to another deal starts that deal; Double Canfield options are kept apart', async () => {
    const page = await h.page();
    await open(page, h.server, link('double-canfield', 5));
    await playMove(page, 's');
    await playMove(page, 's');
    await expectTable(page, trace(deal('double-canfield', 5), ['s', 's'])[1]);

    await page.goto(h.server.url(link('double-canfield', 6)));
    await settle(page);
    await expectTable(page, deal('double-canfield', 6), 'another deal starts fresh');
    assert.equal(await movesCount(page), 0);

    await page.goto(h.server.url(link('double-canfield', 5, { draw: 1 })));
    await settle(page);
    await expectTable(page, deal('double-canfield', 5, { draw: 1 }), 'other options are another game');
    assert.equal(await movesCount(page), 0);
    await page.done();
  });
});
