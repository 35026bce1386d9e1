// A phone: touch drags and taps on a 360×640 viewport; the table fits the
// window without scrolling from 360×640 to 1920×1080, every card readable,
// even when piles grow tall.

import { after, before, describe, test } from 'node:test';
import {
  GAMES,
  apply,
  findDeal,
  assert,
  cardPoint,
  deal,
  expectTable,
  harness,
  legalMoves,
  link,
  message,
  movesCount,
  open,
  parseTransfer,
  pilePoint,
  playMove,
  saveLine,
  settle,
  tap,
  touchDrag,
  trace,
  whichMove,
  illegalReason,
  spokenReason,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1920, height: 1080 } };

/**
 * The page does not scroll, and every pile and face-up card lies in the
 * window with a visible part. A table whose columns are taller than the
 * window scrolls by itself (`data-scroll`, issue 13): there each card is
 * scrolled into view first, and must then be in the window and readable.
 */
async function checkFits(page, label) {
  const r = await page.evaluate(() => {
    const se = document.scrollingElement;
    const vw = innerWidth;
    const vh = innerHeight;
    const out = [];
    const inView = (el) => {
      if (el.closest('[data-table][data-scroll]')) el.scrollIntoView({ block: 'nearest' });
    };
    for (const el of $root().querySelectorAll('[data-table] [data-pile], [data-table] [data-card]')) {
      // A pile taller than the window is checked by its cards.
      if (el.matches('[data-pile]') && el.closest('[data-table][data-scroll]')) continue;
      inView(el);
      const b = el.getBoundingClientRect();
      if (b.left < -0.5 || b.top < -0.5 || b.right > vw + 0.5 || b.bottom > vh + 0.5) {
        out.push(`${el.getAttribute('data-card') ?? el.getAttribute('data-pile')} at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`);
      }
    }
    const hidden = [];
    // Every card of a tableau pile (fanned), and the top card of every other pile.
    const readable = [];
    for (const pile of $root().querySelectorAll('[data-table] [data-pile]')) {
      const cards = [...pile.querySelectorAll('[data-card]')];
      if (/^t\d+$/.test(pile.getAttribute('data-pile'))) readable.push(...cards);
      else if (cards.length) readable.push(cards[cards.length - 1]);
    }
    for (const card of readable) {
      inView(card);
      const b = card.getBoundingClientRect();
      let seen = false;
      // The card's top-left corner (its rank and suit) must show.
      for (let y = b.top + 2; y < b.top + Math.min(b.height, 24) && !seen; y += 2)
        for (let x = b.left + 2; x < b.left + Math.min(b.width, 24) && !seen; x += 2) {
          const hit = $root().elementFromPoint(x, y);
          if (hit && hit.closest('[data-card]') === card) seen = true;
        }
      if (!seen) hidden.push(card.getAttribute('data-card'));
    }
    // Every control the page shows is inside the window too (none cut off).
    const controls = [];
    for (const el of $root().querySelectorAll('button, select, input, a[href], [data-message], [data-moves], [data-clock]')) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const b = el.getBoundingClientRect();
      if (b.width === 0 && b.height === 0) continue;
      if (b.left < -0.5 || b.top < -0.5 || b.right > vw + 0.5 || b.bottom > vh + 0.5) {
        const name = el.getAttribute('data-action') ?? el.getAttribute('data-control') ?? el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 20);
        controls.push(`${el.tagName.toLowerCase()} ${name} at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`);
      }
    }
    return { scrollH: se.scrollHeight, scrollW: se.scrollWidth, vw, vh, out, hidden, controls };
  });
  assert.ok(r.scrollH <= r.vh, `${label}: no vertical scroll (${r.scrollH} > ${r.vh})`);
  assert.ok(r.scrollW <= r.vw, `${label}: no horizontal scroll (${r.scrollW} > ${r.vw})`);
  assert.deepEqual(r.out, [], `${label}: every pile and card inside the window`);
  assert.deepEqual(r.controls, [], `${label}: every control inside the window`);
  assert.deepEqual(r.hidden, [], `${label}: the corner of every tableau card and of every pile's top card shows`);
}

describe('layout', () => {
  for (const [name, ctx] of [
    ['360×640 phone', PHONE],
    ['1920×1080 desktop', DESKTOP],
    ['1280×720 laptop', { viewport: { width: 1280, height: 720 } }],
    ['640×360 phone landscape', { ...PHONE, viewport: { width: 640, height: 360 } }],
  ]) {
    test(`${name}: every game fits without scrolling, every card readable`, async () => {
      const page = await h.page(ctx);
      for (const game of GAMES) {
        await open(page, h.server, link(game, 17));
        await checkFits(page, `${game} on ${name}`);
      }
      await page.done();
    });
  }

  for (const [name, ctx] of [
    ['360×640 phone', PHONE],
    ['1920×1080 desktop', DESKTOP],
  ]) {
    test(`${name}: tall piles squeeze their fans and still fit`, async () => {
      const page = await h.page(ctx);
      // Caprice with the whole stock dealt: 8 cards or more in each pile.
      await open(page, h.server, link('caprice', 17));
      const line = Array(7).fill('s');
      for (const m of line) await playMove(page, m, { input: ctx.hasTouch ? 'touch' : 'mouse' });
      await expectTable(page, trace(deal('caprice', 17), line).at(-1));
      await checkFits(page, `caprice, stock dealt, on ${name}`);
      // Capricieuse's deal has piles of up to a dozen cards.
      await open(page, h.server, link('capricieuse', 17));
      await checkFits(page, `capricieuse on ${name}`);
      await page.done();
    });
  }
});

/**
 * A Double Canfield line (through the CLI) that builds one tableau pile up
 * to `height` cards: whatever goes onto the tallest pile, else the stock.
 */
function tallPileLine(d, opts, height) {
  let pos = deal('double-canfield', d, opts);
  const line = [];
  while (line.length < 600) {
    const tall = Math.max(...pos.tableau.map((p) => p.length));
    if (tall >= height) return { pos, line };
    const target = pos.tableau.findIndex((p) => p.length === tall) + 1;
    const moves = legalMoves(pos);
    const m = moves.find((t) => new RegExp(`^(w|r|t\\d+(x\\d+)?)-t${target}$`).test(t) && !t.startsWith(`t${target}`)) ?? 's';
    if (!moves.includes(m)) break;
    line.push(m);
    pos = apply(pos, m);
  }
  throw new Error(`no pile of ${height} cards in Double Canfield ${d}`);
}

describe('tall piles from a saved game', () => {
  const opts = { draw: 1, spaces: 'any' };
  const { pos, line } = tallPileLine(2, opts, 26);

  for (const [name, ctx] of [
    ['360×640 phone', PHONE],
    ['1920×1080 desktop', DESKTOP],
  ]) {
    test(`${name}: a pile of 26 cards squeezes its fan and fits`, async () => {
      const page = await h.page(ctx);
      // Save a game the ordinary way, then give the save the long line of moves.
      await saveLine(page, h.server, 'double-canfield', 2, opts, line, { input: ctx.hasTouch ? 'touch' : 'mouse' });
      await page.goto(h.server.url(link('double-canfield', 2, opts)));
      await settle(page);
      await expectTable(page, pos, `the saved ${line.length}-move game is restored`);
      assert.equal(await movesCount(page), line.length);
      await checkFits(page, `a 26-card pile on ${name}`);
      await page.done();
    });
  }
});

describe('touch', () => {
  test('360×640: a legal touch drag makes the move and the page does not scroll', async () => {
    let found = null;
    for (let d = 1; d < 200 && !found; d++) {
      const pos = deal('lucas-leaps', d);
      const m = legalMoves(pos).find((t) => /^t\d+-t\d+$/.test(t));
      if (m) found = { d, pos, m };
    }
    const page = await h.page(PHONE);
    await open(page, h.server, link('lucas-leaps', found.d));
    await playMove(page, found.m, { input: 'touch' });
    await expectTable(page, apply(found.pos, found.m), `after a touch drag ${found.m}`);
    assert.equal(await movesCount(page), 1);
    assert.deepEqual(await page.evaluate(() => [scrollX, scrollY]), [0, 0], 'the drag did not scroll the page');
    await page.done();
  });

  test('360×640: an illegal touch drag returns the card and shows the reason', async () => {
    const pos = deal('caprice', 6);
    const legal = new Set(legalMoves(pos));
    let token = null;
    for (let a = 1; a <= 12 && !token; a++)
      for (let b = 1; b <= 12 && !token; b++)
        if (a !== b && !legal.has(`t${a}-t${b}`) && /cannot go on/.test(illegalReason(pos, `t${a}-t${b}`))) token = `t${a}-t${b}`;
    const t = parseTransfer(token);
    const page = await h.page(PHONE);
    await open(page, h.server, link('caprice', 6));
    await touchDrag(page, await cardPoint(page, t.from), await pilePoint(page, t.to));
    await settle(page);
    await expectTable(page, pos, 'nothing moved');
    assert.equal(await message(page), spokenReason(illegalReason(pos, token)));
    assert.equal(await movesCount(page), 0);
    await page.done();
  });

  test('360×640: a tap plays a card, a tap on the stock deals', async () => {
    const found = findDeal('caprice', (pos, moves) => {
      const f = moves.find((t) => /^t\d+-f\d$/.test(t));
      return f && { pile: parseTransfer(f).from, options: moves.filter((m) => m.startsWith(`${parseTransfer(f).from}-f`)) };
    });
    const page = await h.page(PHONE);
    await open(page, h.server, link('caprice', found.d));
    await tap(page, await cardPoint(page, found.pile));
    await settle(page);
    const made = await whichMove(page, found.pos, found.options, 'the tap sent the card to a foundation');
    await playMove(page, 's', { input: 'touch' });
    await expectTable(page, apply(found.pos, made, 's'), 'the tap on the stock dealt');
    assert.equal(await movesCount(page), 2);
    await page.done();
  });
});
