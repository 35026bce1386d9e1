// Clicks and taps during flights (issue 40): with the cards' flights on
// (no reduced motion) and no automatic moves, the stock and tableau cards
// are clicked, and tapped, at 50, 120, 200 and 300 ms gaps while earlier
// moves' cards are still flying, in every game. Every click is one move on
// what was under the pointer as drawn at the press, or is refused with
// words; no move is made on a card in flight (a card flying over the
// stock or a pile never takes the click meant for what is under it); the
// stock turns once per click, at every gap.

import { after, before, describe, test } from 'node:test';
import {
  GAMES,
  apply,
  assert,
  cardPoint,
  deal,
  expectTable,
  harness,
  legalMoves,
  link,
  message,
  parseTransfer,
  settle,
  stockPoint,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const GAPS = [50, 120, 200, 300];
const TURNS = 4;

/** Records the table's moves (its `patience-move` events), in order. */
const RECORD = `globalThis.__moves = [];
document.addEventListener('patience-move', (e) => globalThis.__moves.push(e.detail.move));`;

/** The source pile of a move token ('stock' for the stock). */
const sourceOf = (m) => (m === 's' ? 'stock' : (parseTransfer(m)?.from ?? m));

/**
 * A deal of `game` with two tableau piles A and B whose top cards both have
 * a one-card move, none of A's onto B or B's onto A or A's targets; and,
 * when the game has a stock, TURNS + 1 legal turns of it in a row.
 */
function findCase(game) {
  for (let d = 1; d < 200; d++) {
    const pos = deal(game, d);
    const moves = legalMoves(pos);
    const targets = (pile) =>
      moves
        .map(parseTransfer)
        .filter((t) => t && t.from === pile && t.count === 1)
        .map((t) => t.to);
    const piles = pos.tableau.map((_, i) => `t${i + 1}`).filter((p) => targets(p).length > 0);
    let pair = null;
    for (const a of piles) {
      for (const b of piles) {
        if (a === b || targets(a).includes(b)) continue;
        const ta = targets(a);
        if (targets(b).some((t) => t === a || ta.includes(t))) continue;
        pair = { a, b };
        break;
      }
      if (pair) break;
    }
    if (!pair) continue;
    let turns = 0;
    if (pos.stock.length > 0) {
      let p = pos;
      // TURNS, then one more with B's click.
      for (; turns < TURNS + 1; turns++) {
        if (!legalMoves(p).includes('s')) break;
        p = apply(p, 's');
      }
      if (turns < TURNS + 1) continue;
    }
    return { d, pos, ...pair, turns };
  }
  throw new Error(`no ${game} deal fits`);
}

async function press(page, input, at) {
  if (input === 'touch') await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** Presses each point in turn, `gap` ms apart (from press to press). */
async function pressAll(page, input, points, gap) {
  for (let i = 0; i < points.length; i++) {
    const t0 = Date.now();
    await press(page, input, points[i]);
    if (i < points.length - 1) await page.waitForTimeout(Math.max(0, gap - (Date.now() - t0)));
  }
  await page.waitForTimeout(400);
  await settle(page);
}

const recorded = (page) => page.evaluate(() => globalThis.__moves.slice());

describe('clicks and taps during flights', () => {
  for (const game of GAMES) {
    for (const input of ['mouse', 'touch']) {
      test(`${game}: ${input === 'mouse' ? 'clicks' : 'taps'} at ${GAPS.join(', ')} ms while cards fly`, async () => {
        const c = findCase(game);
        for (const gap of GAPS) {
          const what = `${game}, ${input}, ${gap} ms`;
          const page = await h.page({
            reducedMotion: 'no-preference',
            hasTouch: input === 'touch',
            isMobile: false,
          });
          await page.addInitScript(RECORD);
          await page.goto(h.server.url(link(game, c.d)));
          await settle(page);
          const a = await cardPoint(page, c.a);
          const b = await cardPoint(page, c.b);

          // 1. A's top card, then B's while A's flies (perhaps over B).
          await pressAll(page, input, [a, b], gap);
          let moves = await recorded(page);
          assert.equal(moves.length, 2, `${what}: two clicks, two moves: ${moves}`);
          assert.equal(sourceOf(moves[0]), c.a, `${what}: the first from ${c.a}: ${moves}`);
          assert.equal(sourceOf(moves[1]), c.b, `${what}: the second from ${c.b}, not the card in flight: ${moves}`);
          assert.equal(parseTransfer(moves[1]).count, 1, `${what}: B's top card alone`);

          // 2. The stock, TURNS times: one turn per click.
          if (c.turns > 0) {
            const s = await stockPoint(page);
            await pressAll(page, input, Array(TURNS).fill(s), gap);
            const turns = (await recorded(page)).slice(2);
            assert.ok(
              turns.every((m) => m === 's'),
              `${what}: only turns, never a move of a card in flight: ${turns}`,
            );
            // Every click is one turn, at 50 ms gaps too (each is a tap or
            // a double tap's second, and a double tap turns it twice).
            assert.equal(turns.length, TURNS, `${what}: clicks equal turns: ${turns}`);

            // 3. The stock, then B's top card while the turn's cards fly:
            // a move from B (what was under the pointer), or words.
            const before = (await recorded(page)).length;
            const left = await page.evaluate((b) => $root().querySelectorAll(`[data-pile="${b}"] [data-card]`).length, c.b);
            // (B's top card may be out of sight by now: a long column.) In
            // Russian Patience the turn deals a row onto every pile, B's
            // included: the click lands where B's new card is landing.
            const b2 = left > 0 ? await cardPoint(page, c.b).catch(() => null) : null;
            if (b2) {
              await pressAll(page, input, [s, b2], gap);
              const more = (await recorded(page)).slice(before);
              assert.equal(more[0], 's', `${what}: the stock turned: ${more}`);
              if (more.length === 1) {
                assert.notEqual(await message(page), '', `${what}: the refused click says why`);
              } else {
                assert.equal(more.length, 2, `${what}: one move per click: ${more}`);
                assert.equal(sourceOf(more[1]), c.b, `${what}: from ${c.b}: ${more}`);
              }
            }
          }
          moves = await recorded(page);
          assert.ok(!moves.some((m) => sourceOf(m) === 'waste'), `${what}: the waste was never clicked: ${moves}`);
          // The page and the engine agree on every move made.
          await expectTable(page, apply(c.pos, moves), `${what}: the table matches the CLI`);
          await page.done();
        }
      });
    }
  }
});
