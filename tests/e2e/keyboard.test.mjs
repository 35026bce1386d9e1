// Keyboard play and screen-reader announcements, with real key presses
// only: a whole game to the win, runs and refusals, fills from the stock and
// the reserve, a lost game, shortcuts, the roving focus and the help dialog.
// The native CLI is the oracle for every position and every refusal.

import { after, before, describe, test } from 'node:test';
import {
  apply,
  assert,
  cardName,
  deal,
  dealJson,
  expectTable,
  findLosingLine,
  harness,
  peeking,
  illegalReason,
  spokenReason,
  legalMoves,
  link,
  message,
  movesCount,
  open,
  settle,
  status,
  tableAttrs,
  trace,
} from './helpers.mjs';
import { announcements, capital, focusPile, focusedPile, lastAnnouncement, pileWords, playKeys } from './keys.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** Capricieuse deal 5 and a winning line for it (found by `patience solve`, checked below with `patience apply`). */
const WIN = {
  game: 'capricieuse',
  deal: 5,
  line: 't2-t11 t2-f2 t3-t5 t3-t2 redeal t2-t10 t5-t1 t12-t3 redeal t5-f5 t5-f6 t5-f3 t12-f2 t12-f4 t1-t4 t1-f5 t3-f5 t6-t3 t6-f6 t1-f6 t6-f3 t7-t8 t7-f5 t4-f5 t4-f5 t10-f5 t9-f5 t10-f1 t7-f1 t9-t4 t9-f4 t8-f4 t8-f4 t8-f6 t2-t1 t2-f1 t2-f8 t4-t2 t4-f4 t2-f4 t4-f8 t11-t2 t3-t2 t3-f3 t2-f3 t2-f3 t1-t3 t8-t1 t11-t1 t11-f7 t10-f7 t3-t1 t3-f7 t1-f7 t1-f7 t1-f7'.split(' '),
};

/** The words the page should say for a transfer `token` made in `pos` (no fill). */
function transferWords(pos, token) {
  const m = /^(t\d+|w|r)(?:x(\d+))?-(t\d+|f\d+)$/.exec(token);
  const from = { w: 'waste', r: 'reserve' }[m[1]] ?? m[1];
  const pile = from === 'waste' ? pos.waste : from === 'reserve' ? pos.reserve : pos.tableau[Number(from.slice(1)) - 1];
  const count = m[2] ? Number(m[2]) : 1;
  const unit = pile.slice(pile.length - count);
  const what = count === 1 ? cardName(unit[0]) : `${count} cards, ${cardName(unit[0])} down to ${cardName(unit.at(-1))}`;
  return `${capital(what)} from ${pileWords(from)} to ${pileWords(m[3])}`;
}

const finishOffered = (page) => page.locator('[data-action="finish"]').isVisible();

describe('keyboard play', () => {
  test('a whole game of Capricieuse played with the keyboard alone, to the win', async () => {
    const start = deal(WIN.game, WIN.deal);
    assert.equal(status(apply(start, WIN.line)), 'won', 'the line wins (CLI)');
    const positions = trace(start, WIN.line);
    const page = await h.page();
    await open(page, h.server, link(WIN.game, WIN.deal));
    assert.equal(await finishOffered(page), false, 'no auto-finish at the start');
    assert.equal(await focusedPile(page), null);

    let played = 0;
    for (const [i, token] of WIN.line.entries()) {
      if (await finishOffered(page)) break;
      const before = i === 0 ? start : positions[i - 1];
      // Enter and Space alike; the stock and redeal by their keys.
      await playKeys(page, token, { space: i % 3 === 2 });
      await expectTable(page, positions[i], `after ${token} (move ${i + 1}) by keyboard`);
      const said = await lastAnnouncement(page);
      if (token === 'redeal') assert.match(said, new RegExp(`^Redeal: ${positions[i].redeals_left} left`), said);
      else assert.equal(said, transferWords(before, token));
      played++;
    }
    assert.ok(played >= 30, `most of the game by hand (${played} moves) before the auto-finish`);
    assert.ok(played < WIN.line.length, 'the auto-finish was offered before the end');
    assert.equal(await movesCount(page), played);

    // F: the rest goes to the foundations, one animated move at a time.
    await page.keyboard.press('f');
    await settle(page);
    assert.equal((await tableAttrs(page)).state, 'won');
    const table = await page.evaluate(() => $root().querySelectorAll('[data-table] [data-pile^="f"] [data-card]').length);
    assert.equal(table, 104, 'every card on the foundations');
    const said = await announcements(page);
    assert.ok(said.some((t) => /^Auto-finish: \d+ cards? to the foundations$/.test(t)), said.join(' | '));
    assert.match(said.at(-1), /You won!$/);
    assert.ok(await page.locator('[data-celebration]').isVisible());
    assert.ok((await movesCount(page)) > played, 'the finish made moves of its own');
    await page.done();
  });

  test('runs, refusals and putting cards back (Lucas Leaps)', async () => {
    // A deal whose start has a run of two that can move.
    let d;
    let run;
    for (d = 1; d < 200 && !run; d++) run = legalMoves(deal('lucas-leaps', d)).find((t) => /^t\d+x2-t\d+$/.test(t));
    d--;
    assert.ok(run, 'a Lucas Leaps deal with a two-card run move');
    const start = deal('lucas-leaps', d);
    const [, from, , to] = /^(t\d+)x(2)-(t\d+)$/.exec(run);
    const page = await h.page();
    await open(page, h.server, link('lucas-leaps', d));

    await focusPile(page, from);
    await page.keyboard.press('Enter');
    const top = start.tableau[Number(from.slice(1)) - 1].at(-1);
    const singles = legalMoves(start).filter((t) => t.startsWith(`${from}-`));
    let said = await lastAnnouncement(page);
    assert.ok(said.startsWith(`Holding ${cardName(top)} from ${pileWords(from)}`), said);
    for (const t of singles) assert.ok(said.includes(pileWords(t.split('-')[1])), `${said} names ${t}`);
    // Enter again on the same pile: the run of two; its targets light up.
    await page.keyboard.press('Enter');
    assert.equal(await page.locator(`[data-pile="${from}"] .card.lifted`).count(), 2);
    const targets = legalMoves(start)
      .filter((t) => t.startsWith(`${from}x2-`))
      .map((t) => t.split('-')[1])
      .sort();
    const lit = await page.evaluate(() => [...$root().querySelectorAll('.pile.target')].map((p) => p.getAttribute('data-pile')).sort());
    assert.deepEqual(lit, targets, 'the legal targets of the run are highlighted');
    assert.match(await page.locator(`[data-pile="${from}"]`).getAttribute('aria-label'), /holding its top 2 cards$/);
    said = await lastAnnouncement(page);
    assert.ok(said.startsWith('Holding 2 cards, '), said);
    // Down: one card again; Up: two.
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.locator(`[data-pile="${from}"] .card.lifted`).count(), 1);
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.locator(`[data-pile="${from}"] .card.lifted`).count(), 2);

    // A pile that refuses the run: the engine's reason, and the cards stay held.
    const n = start.tableau.length;
    const refusing = Array.from({ length: n }, (_, i) => `t${i + 1}`).find(
      (t) => t !== from && !targets.includes(t) && start.tableau[Number(t.slice(1)) - 1].length > 0,
    );
    await focusPile(page, refusing, { avoidVertical: true });
    await page.keyboard.press('Enter');
    assert.equal(await message(page), spokenReason(illegalReason(start, `${from}x2-${refusing}`)));
    assert.equal(await page.locator('.card.lifted').count(), 2, 'still holding');
    await expectTable(page, start, 'nothing moved');
    // Escape puts them back.
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.card.lifted').count(), 0);
    assert.equal(await page.locator('.pile.target').count(), 0);
    assert.equal(await lastAnnouncement(page), 'Put back');

    await playKeys(page, run);
    await expectTable(page, apply(start, run));
    assert.equal(await lastAnnouncement(page), transferWords(start, run));
    // D (or S): the stock turns a card onto the waste.
    await page.keyboard.press('d');
    await settle(page);
    const after = apply(start, run, 's');
    await expectTable(page, after);
    assert.equal(
      await lastAnnouncement(page),
      `Turned ${cardName(after.waste.at(-1))} onto the waste; ${after.stock.length} cards left in the stock`,
    );
    await page.done();
  });

  test('fills from the stock and the reserve, the stock deal, and a lost game are announced', async () => {
    const page = await h.page();
    // Caprice: a move that empties a pile fills it from the stock at once.
    const capr = deal('caprice', 2);
    const line = findLosingLine('caprice', 2);
    assert.ok(line, 'a losing line for Caprice 2');
    await open(page, h.server, link('caprice', 2));
    const positions = trace(capr, line);
    for (const [i, token] of line.entries()) {
      const before = i === 0 ? capr : positions[i - 1];
      await playKeys(page, token, { shortcuts: i % 2 === 1 });
      await expectTable(page, positions[i]);
      const said = await lastAnnouncement(page);
      const last = i === line.length - 1;
      const ending = last ? '. No moves left: the game is lost.' : '';
      if (token === 's') {
        const dealt = before.stock.length - positions[i].stock.length;
        const left = positions[i].stock.length;
        assert.equal(said, `Dealt the next row, ${dealt} cards from the stock; ${left ? `${left} cards left in the stock` : 'the stock is empty'}${ending}`);
      } else {
        const from = token.split('-')[0];
        const emptied = before.tableau[Number(from.slice(1)) - 1].length === 1 && before.stock.length > 0;
        const fill = emptied ? `; ${pileWords(from)} filled with ${cardName(before.stock.at(-1))} from the stock` : '';
        assert.equal(said, `${transferWords(before, token)}${fill}${ending}`);
      }
    }
    assert.equal((await tableAttrs(page)).state, 'lost');
    assert.ok(await page.locator('[data-lost-panel]').isVisible());

    // Double Canfield: the reserve fills a pile its move emptied.
    let found;
    for (let d = 1; d < 100 && !found; d++) {
      const pos = deal('double-canfield', d, { draw: 1 });
      const t = legalMoves(pos).find((m) => /^t\d+-(t|f)\d+$/.test(m));
      if (t) found = { d, pos, t };
    }
    assert.ok(found);
    await open(page, h.server, link('double-canfield', found.d, { draw: 1 }));
    await playKeys(page, found.t);
    await expectTable(page, apply(found.pos, found.t));
    const from = found.t.split('-')[0];
    assert.equal(
      await lastAnnouncement(page),
      `${transferWords(found.pos, found.t)}; ${pileWords(from)} filled with ${cardName(found.pos.reserve.at(-1))} from the reserve`,
    );
    await page.done();
  });

  test('roving focus, Tab, shortcuts and the help dialog', async () => {
    // Hints may peek (issue 23 made the honest hint the default): this checks the solver's line's hint.
    const page = await peeking(await h.page());
    const start = deal('lucas-leaps', 11);
    await open(page, h.server, link('lucas-leaps', 11));
    // Tab from the top of the page reaches the table's one tab stop.
    let pile = null;
    for (let i = 0; i < 40 && !pile; i++) {
      await page.keyboard.press('Tab');
      pile = await focusedPile(page);
    }
    assert.ok(pile, 'Tab reaches a pile');
    // The stock first (issue 40: it entered at f1, and Tab went on from
    // there, so a keyboard player never met the stock).
    assert.equal(pile, 'stock', 'Tab from the bar enters the table at the stock');
    const stops = await page.evaluate(() => [...$root().querySelectorAll('[data-pile][tabindex="0"]')].map((p) => p.getAttribute('data-pile')));
    assert.deepEqual(stops, [pile], 'exactly one pile is in the tab order: the focused one');
    const ring = await page.evaluate(() => {
      const el = $root().activeElement;
      return { visible: el.matches(':focus-visible'), outline: getComputedStyle(el).outlineStyle };
    });
    assert.deepEqual(ring, { visible: true, outline: 'solid' }, 'a visible focus ring');

    // Names say what a pile holds.
    await focusPile(page, 't3');
    const t3 = start.tableau[2];
    assert.equal(
      await page.locator('[data-pile="t3"]').getAttribute('aria-label'),
      `tableau pile 3, ${t3.length} cards, top: ${cardName(t3.at(-1))}`,
    );
    assert.equal(await page.locator('[data-pile="f1"]').getAttribute('aria-label'), 'foundation 1, empty, takes any ace');
    // Tab and Shift+Tab step through the piles; Home and End jump.
    await page.keyboard.press('Tab');
    assert.equal(await focusedPile(page), 't4');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedPile(page), 't3');
    // They follow the screen: Lucas Leaps draws its stock top-left and its
    // last tableau pile bottom-right.
    await page.keyboard.press('Home');
    assert.equal(await focusedPile(page), 'stock');
    await page.keyboard.press('End');
    const last = await focusedPile(page);
    assert.equal(last, `t${start.tableau.length}`);
    // Tab on the last pile leaves the table.
    await page.keyboard.press('Tab');
    assert.equal(await focusedPile(page), null);

    // H: the solver's hint, as its button gives it.
    await page.keyboard.press('h');
    await page.waitForSelector('[data-table] [data-hint-card]', { timeout: 15_000 });
    const hinted = await page.locator('[data-hint-card]').getAttribute('data-hint-card');
    assert.ok(hinted && Object.values(start).flat(2).includes(hinted), `the hint marks a card on the table (${hinted})`);

    // Shortcuts: the stock, undo, redo, restart, new deal.
    await page.keyboard.press('s');
    await settle(page);
    await page.keyboard.press('d');
    await settle(page);
    await expectTable(page, apply(start, 's', 's'));
    await page.keyboard.press('u');
    await settle(page);
    await expectTable(page, apply(start, 's'));
    assert.match(await lastAnnouncement(page), /^Undone: turned /);
    await page.keyboard.press('Control+z');
    await settle(page);
    await expectTable(page, start);
    await page.keyboard.press('Control+y');
    await settle(page);
    await expectTable(page, apply(start, 's'));
    assert.match(await lastAnnouncement(page), /^Redone: turned /);
    await page.keyboard.press('Control+Shift+Z');
    await settle(page);
    await expectTable(page, apply(start, 's', 's'));
    // E: Lucas Leaps has no redeal; the engine says so.
    await page.keyboard.press('e');
    assert.equal(await message(page), illegalReason(apply(start, 's', 's'), 'redeal'));
    // F before the end: not yet.
    await page.keyboard.press('f');
    assert.match(await message(page), /^Not yet/);
    // R asks first with a game in progress (issue 26), as N does.
    await page.keyboard.press('r');
    await page.locator('dialog[data-dialog="confirm"] [data-confirm="yes"]').click();
    await settle(page);
    await expectTable(page, start);
    assert.equal(await movesCount(page), 0);
    assert.equal(await lastAnnouncement(page), 'Lucas Leaps, deal 11, started again');
    await page.keyboard.press('n');
    await settle(page);
    const fresh = await tableAttrs(page);
    assert.notEqual(fresh.deal, '11', 'N deals a new game');
    assert.equal(await lastAnnouncement(page), `New deal: Lucas Leaps, deal ${fresh.deal}`);
    await expectTable(page, JSON.parse(dealJson('lucas-leaps', fresh.deal)));

    // ?: the help dialog lists the keys; keys in it are its own; Esc closes it.
    await page.keyboard.press('?');
    const help = page.locator('dialog[data-dialog="help"]');
    assert.ok(await help.isVisible(), 'the help dialog opens');
    const text = await help.textContent();
    for (const k of ['Enter or Space', 'Esc', 'S or D', 'Ctrl+Y', 'U, Ctrl+Z', 'N', 'R', 'H', 'E', 'F', '?']) assert.ok(text.includes(k), `help lists ${k}`);
    await page.keyboard.press('n');
    assert.equal((await tableAttrs(page)).deal, fresh.deal, 'N inside the dialog deals nothing');
    await page.keyboard.press('Escape');
    assert.equal(await help.isVisible(), false);
    // The help button opens it too (from the keyboard).
    await page.locator('button[data-action="help"]').focus();
    await page.keyboard.press('Enter');
    assert.ok(await help.isVisible());
    await page.keyboard.press('Escape');

    // Keys typed in a menu are the menu's (letters no game's name starts
    // with: a menu selects an option by its first letter).
    await page.locator('select[data-control="game"]').focus();
    await page.keyboard.press('h');
    await page.keyboard.press('s');
    assert.equal(await movesCount(page), 0, 'no shortcut fired from the menu');
    assert.equal((await tableAttrs(page)).game, 'lucas-leaps');
    await page.done();
  });
});
