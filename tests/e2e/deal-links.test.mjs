// Deal links open exactly the deal the CLI prints; the game menu, New deal,
// Restart and Share; accessible names; no stock card shows its face.

import { after, before, describe, test } from 'node:test';
import {
  DC_OPTIONS,
  GAMES,
  assert,
  cardName,
  deal,
  expectTable,
  harness,
  legalMoves,
  link,
  message,
  movesCount,
  open,
  playMove,
  query,
  readTable,
  settle,
  tableAttrs,
  trace,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** Every game, and every option set of Double Canfield. */
const VARIANTS = [
  ...GAMES.filter((g) => g !== 'double-canfield').map((game) => ({ game, opts: {} })),
  ...DC_OPTIONS.map((opts) => ({ game: 'double-canfield', opts })),
];
const DEALS = [1, 4_294_967_295, 31_337];

/** What the URL's query must be for a deal (defaults left out). */
function expectedQuery(game, dealNo, opts = {}) {
  return Object.fromEntries(new URLSearchParams(link(game, dealNo, opts)));
}

async function checkDealShown(page, game, dealNo, opts) {
  const pos = deal(game, dealNo, opts);
  await expectTable(page, pos, `${game} ${dealNo} ${JSON.stringify(opts)}: every pile as the CLI deals it`);
  const attrs = await tableAttrs(page);
  assert.equal(attrs.game, game);
  assert.equal(attrs.deal, String(dealNo));
  assert.equal(attrs.state, 'playing');
  if (game === 'double-canfield') {
    assert.equal(attrs.draw, String(opts.draw ?? 3));
    assert.equal(attrs.spaces, opts.spaces ?? 'waste');
    assert.equal(await page.locator('select[data-control="draw"]').inputValue(), String(opts.draw ?? 3));
    assert.equal(await page.locator('select[data-control="spaces"]').inputValue(), opts.spaces ?? 'waste');
  } else {
    assert.equal(attrs.draw, null, 'only Double Canfield has data-draw');
    assert.equal(attrs.spaces, null, 'only Double Canfield has data-spaces');
  }
  assert.equal(await page.locator('select[data-control="game"]').inputValue(), game);
  assert.deepEqual(query(page), expectedQuery(game, dealNo, opts), 'the address is the deal link');
  return pos;
}

describe('deal links', () => {
  test('every game and option set opens exactly the deal the CLI prints', async () => {
    const page = await h.page();
    for (const { game, opts } of VARIANTS) {
      for (const d of DEALS) {
        await open(page, h.server, link(game, d, opts));
        await checkDealShown(page, game, d, opts);
      }
    }
    await page.done();
  });

  test('cards and piles have accessible names; the stock shows no face', async () => {
    const page = await h.page();
    for (const { game, opts } of VARIANTS.slice(0, 4)) {
      await open(page, h.server, link(game, 7, opts));
      const info = await page.evaluate(() => {
        const cards = [...$root().querySelectorAll('[data-table] [data-card]')].map((c) => [
          c.getAttribute('data-card'),
          c.getAttribute('aria-label'),
        ]);
        const piles = [...$root().querySelectorAll('[data-table] [data-pile]')].map((p) => [
          p.getAttribute('data-pile'),
          p.getAttribute('aria-label'),
        ]);
        const stock = $root().querySelector('[data-pile="stock"]');
        return { cards, piles, stockHtml: stock ? stock.outerHTML : '', stockText: stock ? stock.textContent : '' };
      });
      assert.ok(info.cards.length > 0);
      for (const [token, label] of info.cards) assert.equal(label, cardName(token), `label of ${token}`);
      for (const [pile, label] of info.piles) {
        assert.ok(label && label.trim().length > 0, `pile ${pile} has an accessible name`);
        const t = /^t(\d+)$/.exec(pile);
        if (t) assert.match(label, new RegExp(`^tableau pile ${t[1]}\\b`), `label of ${pile}`);
      }
      if (game !== 'capricieuse') {
        // No card token or card name anywhere in the stock's markup.
        assert.doesNotMatch(info.stockHtml, /data-card/);
        assert.doesNotMatch(info.stockHtml, /\b(ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king) of\b/i);
        assert.doesNotMatch(info.stockText, /[A2-9TJQK][SHDC]|[♠♥♦♣]/);
      }
    }
    await page.done();
  });

  test('the game menu and the Double Canfield options start a new deal of that variant', async () => {
    const page = await h.page();
    await open(page, h.server, link('caprice', 5));
    const history0 = await page.evaluate(() => history.length);
    const steps = [
      { control: 'game', value: 'lucas-leaps', game: 'lucas-leaps', opts: {} },
      { control: 'game', value: 'capricieuse', game: 'capricieuse', opts: {} },
      { control: 'game', value: 'double-canfield', game: 'double-canfield', opts: {} },
      { control: 'draw', value: '1', game: 'double-canfield', opts: { draw: 1 } },
      { control: 'spaces', value: 'any', game: 'double-canfield', opts: { draw: 1, spaces: 'any' } },
      { control: 'draw', value: '3', game: 'double-canfield', opts: { spaces: 'any' } },
      { control: 'game', value: 'caprice', game: 'caprice', opts: {} },
    ];
    for (const s of steps) {
      await page.locator(`select[data-control="${s.control}"]`).selectOption(s.value);
      await settle(page);
      const d = Number((await tableAttrs(page)).deal);
      assert.ok(Number.isInteger(d) && d >= 1 && d <= 4_294_967_295, `a deal number: ${d}`);
      await checkDealShown(page, s.game, d, s.opts);
      assert.equal(await movesCount(page), 0);
    }
    assert.equal(await page.evaluate(() => history.length), history0, 'the address is updated in place');
    await page.done();
  });

  test('New deal deals another number; Restart goes back to the start of this one', async () => {
    const page = await h.page();
    await open(page, h.server, link('lucas-leaps', 11));
    const start = deal('lucas-leaps', 11);
    const line = ['s', 's', 's'];
    for (const m of line) await playMove(page, m);
    await expectTable(page, trace(start, line).at(-1));
    assert.equal(await movesCount(page), 3);

    // Restart asks first, as New deal does, since a game is in progress
    // (issue 26: it threw 300-move games away without a word).
    await page.locator('[data-action="restart"]').click();
    const confirm = page.locator('dialog[data-dialog="confirm"]');
    await confirm.waitFor({ state: 'visible' });
    assert.match(await confirm.locator('[data-confirm-text]').textContent(), /Your 3 moves in this game will be undone/);
    await confirm.locator('[data-confirm="no"]').click();
    assert.equal(await movesCount(page), 3, 'Keep playing keeps the game');
    await page.locator('[data-action="restart"]').click();
    await confirm.locator('[data-confirm="yes"]').click();
    await settle(page);
    await checkDealShown(page, 'lucas-leaps', 11, {});
    assert.equal(await movesCount(page), 0);
    assert.ok(await page.locator('[data-action="undo"]').isDisabled(), 'nothing to undo after Restart');

    await page.locator('[data-action="new"]').click();
    await settle(page);
    const d = Number((await tableAttrs(page)).deal);
    assert.notEqual(d, 11, 'a new deal number');
    await checkDealShown(page, 'lucas-leaps', d, {});
    assert.equal(await movesCount(page), 0);
    await page.done();
  });

  test('Share copies the deal link and says so', async () => {
    const page = await h.page({ permissions: ['clipboard-read', 'clipboard-write'] });
    await open(page, h.server, link('double-canfield', 99, { draw: 1 }));
    await page.locator('[data-action="share"]').click();
    await page.locator('[data-action="share-deal"]').click();
    await page.waitForFunction(() => /copied/i.test($root().querySelector('[data-message]').textContent));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(copied);
    assert.equal(url.origin + url.pathname, h.server.url(''));
    assert.deepEqual(Object.fromEntries(url.searchParams), expectedQuery('double-canfield', 99, { draw: 1 }));
    assert.match(await message(page), /copied/i);
    await page.done();
  });

  test('the move counter counts moves and the clock runs once play starts', async () => {
    const page = await h.page();
    await open(page, h.server, link('caprice', 2));
    assert.equal(await movesCount(page), 0);
    const clock = () => page.locator('[data-clock]').first().textContent();
    assert.match((await clock()).trim(), /^\d{2,}:\d{2}$/);
    const start = deal('caprice', 2);
    const m = legalMoves(start).find((t) => t !== 's') ?? 's';
    await playMove(page, m);
    await expectTable(page, trace(start, [m])[0]);
    assert.equal(await movesCount(page), 1);
    await page.waitForFunction(() => $root().querySelector('[data-clock]').textContent.trim() !== '00:00', null, {
      timeout: 5_000,
    });
    assert.match((await clock()).trim(), /^\d{2,}:\d{2}$/);
    assert.deepEqual((await readTable(page)).stockFaces, 0);
    await page.done();
  });
});
