// Issue 26, what a new player hit: one journey per finding that needs the
// browser, each of which failed before its fix. (Restart's question is in
// deal-links and keyboard; the demo's finish in polish; the rules
// pictures, the double-click and Russian Patience's words are native tests
// in src/table and src/engine.)

import { after, before, describe, test } from 'node:test';
import { spawnSync } from 'node:child_process';
import {
  BIN,
  NO_AUTOPLAY,
  apply,
  assert,
  assertHintWords,
  deal,
  dealJson,
  expectTable,
  harness,
  peeking,
  legalMoves,
  link,
  longDate,
  message,
  movesCount,
  open,
  patience,
  playMove,
  settle,
  tableAttrs,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

describe('issue 26: a new player', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 640 },
  ]) {
    test(`the waste's fanned cards show their suits (${viewport.width} px)`, async () => {
      const page = await h.page({ viewport });
      await open(page, h.server, link('double-canfield', 7));
      await playMove(page, 's');
      await settle(page);
      const fans = await page.evaluate(() => {
        const cards = [...$root().querySelectorAll('[data-pile="waste"] [data-card]')];
        return cards.map((c, i) => {
          const before = getComputedStyle(c, '::before');
          const next = cards[i + 1];
          return {
            card: c.getAttribute('data-card'),
            suit: c.getAttribute('data-s'),
            content: before.content,
            right: parseFloat(before.left) + parseFloat(before.width),
            // The strip of this card that the next one leaves visible.
            strip: next ? next.getBoundingClientRect().left - c.getBoundingClientRect().left : Infinity,
          };
        });
      });
      assert.ok(fans.length >= 3, `draw 3 fans three cards: ${JSON.stringify(fans)}`);
      for (const f of fans) {
        assert.ok(f.content.includes(f.suit), `${f.card}'s index names its suit: ${f.content}`);
        assert.ok(Number.isFinite(f.right), `${f.card}: the index is laid out`);
        assert.ok(f.right <= f.strip + 0.5, `${f.card}'s index (to ${f.right}px) fits its visible strip (${f.strip}px)`);
      }
      await page.done();
    });
  }

  test('a daily game resumed from the bare address stays a daily', async () => {
    const page = await h.page();
    const date = '2026-11-20';
    const expected = patience('daily', 'capricieuse', date);
    await page.goto(h.server.url(`?game=capricieuse&daily=${date}${NO_AUTOPLAY}`));
    await settle(page);
    await page.waitForSelector('.patience:not([data-daily-pending])', { timeout: 30_000 });
    // Three moves of the daily deal.
    let pos = JSON.parse(dealJson('capricieuse', expected));
    for (let i = 0; i < 3; i++) {
      const legal = legalMoves(pos);
      const mv = legal.find((m) => m !== 'redeal') ?? legal[0];
      await playMove(page, mv);
      pos = apply(pos, mv);
    }
    // The installed app opens the start URL: the game's own page, bare.
    await page.goto(h.server.url(''));
    await settle(page);
    assert.equal(await page.locator('[data-table]').getAttribute('data-daily'), date, 'still the daily');
    assert.equal(new URL(page.url()).searchParams.get('daily'), date, 'the address names the day');
    assert.equal(await page.locator('[data-table]').getAttribute('data-deal'), expected);
    assert.ok((await page.locator('[data-deal-label]').textContent()).includes(`daily ${longDate(date)}`));
    await page.done();
  });

  test('the Share menu opens under its button', async () => {
    const page = await h.page();
    await open(page, h.server, link('lucas-leaps', 42));
    const share = page.locator('.bar [data-action="share"]');
    await share.click();
    const menu = page.locator('[data-share-menu]');
    await menu.waitFor({ state: 'visible' });
    const [b, m] = [await share.boundingBox(), await menu.boundingBox()];
    assert.ok(m.y >= b.y + b.height - 1, `below the button (${m.y} ≥ ${b.y + b.height})`);
    assert.ok(m.y - (b.y + b.height) < 16, 'right under it');
    assert.ok(
      m.x <= b.x + 1 && m.x + m.width >= b.x + b.width - 1,
      `the menu (${m.x}..${m.x + m.width}) spans its button (${b.x}..${b.x + b.width})`,
    );
    await page.done();
  });

  for (const bad of ['2026-02-30', 'yesterday']) {
    test(`a daily date that is not a date is said, also after the solver's answer (${bad})`, async () => {
      const page = await h.page();
      await page.goto(h.server.url(`?game=capricieuse&daily=${bad}`));
      await settle(page);
      // The solver's answer about the daily deal comes, and the notice stays.
      await page.waitForSelector('[data-table]:not([data-daily-pending])', { timeout: 30_000 });
      await page.waitForFunction(() => /daily deal of/.test($root().querySelector('[data-message]')?.textContent ?? ''), null, {
        timeout: 30_000,
      });
      const said = await page.evaluate(() => $root().querySelector('[data-message]').textContent);
      assert.match(said, new RegExp(`'${bad}' is not a date`));
      assert.match(said, /The Capricieuse daily deal of [A-Z][a-z]+ \d{1,2}, \d{4}: #\d+/);
      await page.done();
    });
  }

  test('New with "winnable deals only" and a game in progress deals a proven deal after the question', async () => {
    const page = await h.page();
    await open(page, h.server, link('lucas-leaps', 42));
    await page.locator('input[data-control="winnable-only"]').click();
    await playMove(page, 's');
    await settle(page);
    await page.locator('.bar [data-action="new"]').click();
    await page.locator('dialog[data-dialog="confirm"] [data-confirm="yes"]').click();
    // The confirmation's closing called the search off: the table stayed on
    // #42 with no word, even after 20 s.
    await page.waitForFunction(() => $root().querySelector('[data-table]').getAttribute('data-deal') !== '42', null, { timeout: 60_000 });
    await settle(page);
    const { game, deal: n } = await tableAttrs(page);
    assert.equal(game, 'lucas-leaps');
    const r = spawnSync(BIN, ['solve', 'lucas-leaps', n, '--budget-ms', '20000'], { encoding: 'utf8', timeout: 60_000 });
    const said = await message(page);
    if (!/could be proven winnable/.test(said)) {
      assert.equal(r.stdout.trim().split('\n')[0], 'winnable', `lucas-leaps #${n} is winnable (CLI)`);
    }
    await page.done();
  });

  test('the hint proposes a move and names no card of the stock', async () => {
    // Lucas Leaps said "Hint: turned queen of hearts onto the waste; 51
    // cards left in the stock": the card the stock would turn up.
    // Hints may peek (issue 23 made the honest hint the default): this checks the solver's line's hint.
    const page = await peeking(await h.page());
    await open(page, h.server, link('lucas-leaps', 42));
    await page.locator('[data-action="hint"]').click();
    await page.waitForFunction(() => /^Hint: /.test($root().querySelector('[data-message]')?.textContent ?? ''), null, { timeout: 20_000 });
    const hinted = await page.evaluate(() => $root().querySelector('[data-hint-target]')?.getAttribute('data-hint-target'));
    assertHintWords(await message(page), deal('lucas-leaps', 42), hinted === 'stock' ? 's' : 'a transfer');
    await page.done();
  });

  test('two tabs on one game: the tab left behind shows the game as the other left it, and says so once', async () => {
    // The last tab to save won silently: the other showed a stale game,
    // whose next move threw away what was played elsewhere.
    const a = await h.page();
    await open(a, h.server, link('lucas-leaps', 42));
    await playMove(a, 's');
    await settle(a);
    const b = await a.context().newPage();
    await open(b, h.server, link('lucas-leaps', 42));
    assert.equal(await movesCount(b), 1, 'the second tab resumes the saved game');
    const start = deal('lucas-leaps', 42);
    for (const _ of [1, 2]) {
      await playMove(b, 's');
      await settle(b);
    }
    const moves = (page, n) =>
      page.waitForFunction((n) => $root().querySelector('[data-moves]')?.textContent.trim() === String(n), n, { timeout: 10_000 });
    await moves(a, 3);
    await settle(a);
    await expectTable(a, apply(start, 's', 's', 's'), 'the first tab shows the game as the second left it');
    assert.match(await message(a), /^This game was continued in another tab/);
    // Once: the next move there changes the table, not the words' count.
    await a.evaluate(() => {
      const m = $root().querySelector('[data-message]');
      m.textContent = '';
    });
    await playMove(b, 's');
    await moves(a, 4);
    assert.equal(await message(a), '', 'said once');
    // The first tab plays on: the second follows in turn, and nothing is lost.
    await playMove(a, 's');
    await settle(a);
    await moves(b, 5);
    await settle(b);
    await expectTable(b, apply(start, 's', 's', 's', 's', 's'));
    assert.match(await message(b), /^This game was continued in another tab/);
    // Undo there is followed too, with its redo.
    await b.locator('.bar [data-action="undo"]').click();
    await moves(a, 4);
    await settle(a);
    assert.equal(await a.locator('.bar [data-action="redo"]').isDisabled(), false, 'the undone move can be redone');
    await b.close();
    await a.done();
  });

  test('the replay bar draws its icons, not glyphs a font may lack', async () => {
    const page = await h.page();
    const code = patience('replay', 'encode', 'lucas-leaps', '42', 's', 's');
    await page.goto(h.server.url(link('lucas-leaps', 42) + '#play=' + code));
    await settle(page);
    const buttons = await page.evaluate(() =>
      ['start', 'back', 'forward', 'end'].map((a) => {
        const b = $root().querySelector(`[data-action="replay-${a}"]`);
        return { a, svg: !!b.querySelector('svg path'), text: b.textContent.trim(), label: b.getAttribute('aria-label') };
      }),
    );
    for (const b of buttons) {
      assert.ok(b.svg, `${b.a} has an SVG icon`);
      assert.equal(b.text, '', `${b.a} has no glyph text`);
      assert.ok(b.label, `${b.a} keeps its name`);
    }
    await page.done();
  });
});
