// Autoplay and the auto-finish, with undo: a safe card goes up by itself
// after a player's move, as a move of its own that flies and is announced;
// undo takes it back and it does not go up again at once; redo replays the
// history as it was; `&autoplay=0` turns it all off. The CLI is the oracle
// for every position.

import { after, before, describe, test } from 'node:test';
import {
  apply,
  assert,
  cardName,
  deal,
  expectTable,
  harness,
  link,
  liveLink,
  movesCount,
  open,
  playMove,
  query,
  saveLine,
  readTable,
  settle,
  tableAttrs,
  trace,
} from './helpers.mjs';
import { announcements, lastAnnouncement } from './keys.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

// Lucas Leaps 42: three aces lie on top of piles (two on t11) from the
// deal, and any ace is safe on a foundation; the first move of the player's
// sends them up, one automatic move each.
const GAME = 'lucas-leaps';
const DEAL = 42;
const AUTO = ['t11-f1', 't11-f2', 't13-f3'];
/** After this many moves of the Capricieuse 5 line below, foundation moves alone win. */
const FINISH_AT = 52;

/** Waits long enough for autoplay to have made a move if it were going to. */
async function quiet(page) {
  await page.waitForTimeout(600);
  await settle(page);
}

describe('autoplay', () => {
  test('safe cards go up after a move; undo takes one back and it stays; redo replays', async () => {
    const start = deal(GAME, DEAL);
    const aces = [start.tableau[10].at(-1), start.tableau[10].at(-2), start.tableau[12].at(-1)];
    assert.deepEqual(aces.map((c) => c[0]), ['A', 'A', 'A'], 'the deal has these aces on top');
    const page = await h.page();
    await open(page, h.server, liveLink(GAME, DEAL));
    await quiet(page);
    await expectTable(page, start, 'no autoplay before the first move');

    await page.keyboard.press('s');
    await settle(page);
    await expectTable(page, apply(start, 's', ...AUTO), 'the stock move, then the aces by themselves');
    assert.equal(await movesCount(page), 4, 'each automatic move is a move of its own');
    const said = await announcements(page);
    assert.match(said[0], /^Turned .* onto the waste/);
    assert.deepEqual(
      said.slice(1),
      AUTO.map((t, i) => `Autoplay: ${cardName(aces[i])} from tableau pile ${t.slice(1, t.indexOf('-'))} to foundation ${t.at(-1)}`),
    );

    // Undo takes back one automatic move, and autoplay leaves the card there.
    await page.keyboard.press('u');
    await quiet(page);
    await expectTable(page, apply(start, 's', ...AUTO.slice(0, 2)), 'the last ace is back on t13 and stays');
    assert.equal(await movesCount(page), 3);
    assert.equal(await lastAnnouncement(page), `Undone: ${cardName(aces[2])} from tableau pile 13 to foundation 3`);
    await page.keyboard.press('u');
    await page.keyboard.press('Control+z');
    await quiet(page);
    await expectTable(page, apply(start, 's'), 'all three aces back, and they stay');
    // Undo the player's move; redo it: the history replays, no autoplay.
    await page.locator('[data-action="undo"]').click();
    await quiet(page);
    await expectTable(page, start);
    await page.locator('[data-action="redo"]').click();
    await quiet(page);
    await expectTable(page, apply(start, 's'), 'redo replays the stock move alone');
    for (let i = 0; i < 3; i++) await page.locator('[data-action="redo"]').click();
    await quiet(page);
    await expectTable(page, apply(start, 's', ...AUTO), 'and then the automatic moves, as they were');
    // Back to the player's move, then a new move of the player's: autoplay runs again.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
    await quiet(page);
    await expectTable(page, apply(start, 's'));
    await page.keyboard.press('s');
    await settle(page);
    await expectTable(page, apply(start, 's', 's', ...AUTO), 'the next move sends the aces up again');
    assert.equal(await movesCount(page), 5);
    await page.done();
  });

  test('automatic moves fly like any move', async () => {
    const page = await h.page({ reducedMotion: 'no-preference' });
    await open(page, h.server, liveLink(GAME, DEAL));
    const ace = deal(GAME, DEAL).tableau[10].at(-1);
    // Watch the first foundation for a card arriving in flight.
    await page.evaluate(() => {
      window.__flights = [];
      const f1 = $root().querySelector('[data-pile="f1"]');
      new MutationObserver(() => {
        for (const c of f1.querySelectorAll('[data-card]')) {
          if (c.getAnimations().length > 0) window.__flights.push(c.getAttribute('data-card'));
        }
      }).observe(f1, { childList: true });
    });
    await page.keyboard.press('s');
    assert.equal(await page.locator('[data-table][data-animating]').count(), 1, 'the table animates');
    await settle(page);
    assert.deepEqual(await page.evaluate(() => window.__flights), [ace], 'the ace flew to the foundation');
    await expectTable(page, apply(deal(GAME, DEAL), 's', ...AUTO));
    await page.done();
  });

  test('&autoplay=0 turns it off for the page, and the address keeps it', async () => {
    const start = deal(GAME, DEAL);
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    await page.keyboard.press('s');
    await quiet(page);
    await expectTable(page, apply(start, 's'), 'no automatic move');
    assert.equal(await movesCount(page), 1);
    assert.equal(query(page).autoplay, '0');
    await page.reload();
    await settle(page);
    await page.keyboard.press('s');
    await quiet(page);
    await expectTable(page, apply(start, 's', 's'), 'still off after a reload');
    await page.done();
  });

  test('the auto-finish plays out a game once winning is a formality; undo steps back one card', async () => {
    // Capricieuse 5 along a known winning line, reopened with autoplay on
    // one move before the rest is a formality.
    const line =
      't2-t11 t2-f2 t3-t5 t3-t2 redeal t2-t10 t5-t1 t12-t3 redeal t5-f5 t5-f6 t5-f3 t12-f2 t12-f4 t1-t4 t1-f5 t3-f5 t6-t3 t6-f6 t1-f6 t6-f3 t7-t8 t7-f5 t4-f5 t4-f5 t10-f5 t9-f5 t10-f1 t7-f1 t9-t4 t9-f4 t8-f4 t8-f4 t8-f6 t2-t1 t2-f1 t2-f8 t4-t2 t4-f4 t2-f4 t4-f8 t11-t2 t3-t2 t3-f3 t2-f3 t2-f3 t1-t3 t8-t1 t11-t1 t11-f7 t10-f7 t3-t1 t3-f7 t1-f7 t1-f7 t1-f7'.split(' ');
    const start = deal('capricieuse', 5);
    const positions = trace(start, line);
    const page = await h.page();
    // Saved play one move before the finish is on offer (it is after
    // FINISH_AT moves of the line, the keyboard test's game shows it too).
    await saveLine(page, h.server, 'capricieuse', 5, {}, line.slice(0, FINISH_AT - 1), { first: 'redeal' });
    await page.goto(h.server.url(liveLink('capricieuse', 5)));
    await settle(page);
    await quiet(page);
    await expectTable(page, positions[FINISH_AT - 2], 'the saved game resumes; nothing plays by itself on load');
    const finish = page.locator('[data-action="finish"]');
    assert.equal(await finish.isVisible(), false, 'not yet a formality');
    const k = FINISH_AT;
    // The player's move makes it a formality: the rest plays out by itself.
    await playMove(page, line[k - 1]);
    await settle(page);
    assert.equal((await tableAttrs(page)).state, 'won');
    const said = await announcements(page);
    assert.ok(said.some((t) => /^Auto-finish: \d+ cards? to the foundations$/.test(t)), said.join(' | '));
    assert.match(said.at(-1), /You won!$/);
    const moves = await movesCount(page);
    assert.ok(moves > k, 'each card went up as a move of its own');

    // Undo: one automatic move back (103 cards up), and it does not replay.
    await page.keyboard.press('u');
    await quiet(page);
    const up = (t) => t.foundations.reduce((n, f) => n + f.length, 0);
    assert.equal(up(await readTable(page)), 103);
    assert.equal((await tableAttrs(page)).state, 'playing');
    assert.equal(await movesCount(page), moves - 1);
    assert.ok(await finish.isVisible(), 'the finish is on offer again');
    // The Finish button plays it out again.
    await finish.click();
    await settle(page);
    assert.equal((await tableAttrs(page)).state, 'won');
    assert.equal(up(await readTable(page)), 104);
    await page.done();
  });
});
