// The records under stress (issue 27): two tabs of one browser finishing
// games at the same instant, round after round, and every win counted; a
// full storage that refuses the win, which lands once there is room; damaged
// statistics set aside with every copy kept; an over-long replay link
// refused at once.

import { after, before, describe, test } from 'node:test';
import {
  assert,
  closeDialog,
  findWinningLine,
  harness,
  link,
  message,
  movesCount,
  NO_AUTOPLAY,
  open,
  openDialog,
  patience,
  settle,
  solverLine,
  tableAttrs,
  watchErrors,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const GAME = 'capricieuse';
const ROUNDS = 10;

/** Deals of GAME with a winning line each (found once, for every test). */
const found = [];
function winningDeals(count) {
  for (let d = (found.at(-1)?.d ?? 0) + 1; found.length < count && d < 40; d++) {
    const line = findWinningLine(GAME, d, {}, { maxNodes: 100 });
    if (line) found.push({ d, line });
  }
  assert.ok(found.length >= count, 'winning deals');
  return found.slice(0, count);
}

/** Saves deal `d` one move before the end of `line`, as a player's game (not counted yet). */
function seed(page, games) {
  return page.evaluate((games) => {
    for (const { d, line } of games) {
      localStorage.setItem(
        `patience:save:game=capricieuse&deal=${d}`,
        JSON.stringify({ game: 'capricieuse', draw: 3, spaces: 'waste', deal: d, moves: line.slice(0, -1), redo: [], secs: 40 }),
      );
    }
  }, games);
}

/** GAME's played and won as the statistics dialog shows them (derived from every tab's records). */
async function shownStats(page) {
  await openDialog(page, 'stats');
  const row = await page.evaluate((game) => {
    const r = $root().querySelector(`dialog[data-dialog="stats"] [data-stats-row="${game}"]`);
    const get = (n) => Number(r.querySelector(`[data-stat="${n}"]`).textContent.trim());
    return { played: get('played'), won: get('won') };
  }, GAME);
  await closeDialog(page, 'stats');
  return row;
}

/** Waits until the statistics shown reach `expected` (other tabs' writes reach a page a little later), then checks them. */
async function statsReach(page, expected, what) {
  const deadline = Date.now() + 10_000;
  let got;
  while (Date.now() < deadline) {
    got = await shownStats(page);
    if (got.played >= expected.played && got.won >= expected.won) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(200);
  assert.deepEqual(await shownStats(page), expected, what);
}

/** The texts of this browser's logs of facts. */
function factLogs(page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('patience:facts:'))
      .map((k) => localStorage.getItem(k)),
  );
}

/** Plays `token` through the table's `game` property at the wall-clock instant `at`. */
function playAt(page, token, at) {
  return page.evaluate(
    async ({ token, at }) => {
      await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
      document.querySelector('patience-table').api.move(token);
    },
    { token, at },
  );
}

describe('records', () => {
  test(`two tabs winning at the same instant, ${ROUNDS} rounds: every game and win counted once`, async () => {
    const [a, b] = winningDeals(2);
    const pageA = await h.page();
    const pageB = await pageA.context().newPage();
    const errorsB = watchErrors(pageB);
    for (let round = 1; round <= ROUNDS; round++) {
      // Leave the won games first (a page saves its game when it is hidden).
      await Promise.all([pageA.goto(h.server.blank), pageB.goto(h.server.blank)]);
      await seed(pageA, [a, b]);
      await Promise.all([open(pageA, h.server, link(GAME, a.d)), open(pageB, h.server, link(GAME, b.d))]);
      const at = Date.now() + 250;
      await Promise.all([playAt(pageA, a.line.at(-1), at), playAt(pageB, b.line.at(-1), at)]);
      await Promise.all([settle(pageA), settle(pageB)]);
      assert.equal((await tableAttrs(pageA)).state, 'won');
      assert.equal((await tableAttrs(pageB)).state, 'won');
      await statsReach(pageA, { played: 2 * round, won: 2 * round }, `round ${round}: both wins counted`);
    }
    assert.deepEqual(errorsB, [], 'the second tab had no errors');
    await pageA.done();
  });

  test('two tabs winning daily deals at the same instant, 5 rounds: every day kept', async () => {
    // Ten days of Capricieuse's daily deal, each with its winning line.
    const days = Array.from({ length: 10 }, (_, i) => {
      const date = `2026-10-${String(i + 10).padStart(2, '0')}`;
      const d = Number(patience('daily', GAME, date));
      const line = solverLine(GAME, d);
      assert.ok(line, `a winning line for ${date}`);
      return { date, d, line };
    });
    const pageA = await h.page();
    const pageB = await pageA.context().newPage();
    const errorsB = watchErrors(pageB);
    const openDaily = async (page, date) => {
      await page.goto(h.server.url(`?game=${GAME}&daily=${date}${NO_AUTOPLAY}`));
      await settle(page);
      await page.waitForSelector('.patience:not([data-daily-pending])', { timeout: 30_000 });
      await settle(page);
    };
    for (let round = 0; round < 5; round++) {
      const [a, b] = [days[2 * round], days[2 * round + 1]];
      await Promise.all([pageA.goto(h.server.blank), pageB.goto(h.server.blank)]);
      await seed(pageA, [a, b]);
      await Promise.all([openDaily(pageA, a.date), openDaily(pageB, b.date)]);
      const at = Date.now() + 250;
      await Promise.all([playAt(pageA, a.line.at(-1), at), playAt(pageB, b.line.at(-1), at)]);
      await Promise.all([settle(pageA), settle(pageB)]);
      assert.equal((await tableAttrs(pageA)).state, 'won');
      assert.equal((await tableAttrs(pageB)).state, 'won');
    }
    await pageA.waitForTimeout(300);
    await openDialog(pageA, 'stats');
    const figures = pageA.locator('[data-daily-stats]');
    assert.equal(await figures.getAttribute('data-won'), '10', 'every daily win kept');
    assert.equal(await figures.getAttribute('data-played'), '10');
    await closeDialog(pageA, 'stats');
    assert.deepEqual(errorsB, [], 'the second tab had no errors');
    await pageA.done();
  });

  test('the same deal open in two tabs is one game', async () => {
    // Both tabs open the deal two moves before the end (not counted yet),
    // both play on; one wins, then the other.
    const [a] = winningDeals(1);
    const twoBefore = { d: a.d, line: a.line.slice(0, -1) };
    const pageA = await h.page();
    const pageB = await pageA.context().newPage();
    await pageA.goto(h.server.blank);
    await seed(pageA, [twoBefore]);
    await Promise.all([open(pageA, h.server, link(GAME, a.d)), open(pageB, h.server, link(GAME, a.d))]);
    const play = (page, token) => page.evaluate((token) => document.querySelector('patience-table').api.move(token), token);
    await play(pageA, a.line.at(-2));
    await statsReach(pageA, { played: 1, won: 0 }, 'counted from its first move');
    // The other tab follows its own game's newer save (issue 26), then
    // finishes it: one game, started in one tab and won in the other.
    await pageB.waitForFunction(
      (n) => Number($root().querySelector('[data-moves]')?.textContent) === n,
      a.line.length - 1,
      { timeout: 15_000 },
    );
    await play(pageB, a.line.at(-1));
    await Promise.all([settle(pageA), settle(pageB)]);
    assert.equal((await tableAttrs(pageB)).state, 'won');
    await statsReach(pageA, { played: 1, won: 1 }, 'one game, won once');
    await pageA.done();
  });

  test('a full storage refuses the win: the player is told, and the win lands once there is room', async () => {
    const [a] = winningDeals(1);
    const page = await h.page();
    await page.goto(h.server.blank);
    await seed(page, [a]);
    await open(page, h.server, link(GAME, a.d));
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      window.__full = true;
      Storage.prototype.setItem = function (key, value) {
        if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await page.evaluate((token) => document.querySelector('patience-table').api.move(token), a.line.at(-1));
    await settle(page);
    assert.equal((await tableAttrs(page)).state, 'won');
    await page.waitForTimeout(300);
    assert.match(
      await message(page),
      /^Your win is not saved yet: this browser's storage is full\./,
      'the player is told at once, in true words',
    );
    // The resumed game was counted as started when it opened; the win is not written.
    const before = await factLogs(page);
    assert.equal(before.length, 1);
    assert.doesNotMatch(before[0], /"op":"win"/, 'the win was not written');
    // Room again: the next write (here: opening the statistics) lands the win, once.
    await page.evaluate(() => {
      window.__full = false;
    });
    await openDialog(page, 'stats');
    assert.match(await message(page), /Your win is saved now/);
    const logs = await factLogs(page);
    assert.equal(logs.length, 1);
    assert.match(logs[0], /"op":"start".*"op":"win"/, 'the win landed');
    // Another tab sees it: the win landed, once.
    const other = await page.context().newPage();
    await open(other, h.server, link(GAME, 1));
    assert.deepEqual(await shownStats(other), { played: 1, won: 1 });
    await page.done();
  });

  test('a win in a storage filled to its real quota: room made from the table\'s own records, else told at once and counted once space is freed and the page reloaded', async () => {
    const [a, b] = winningDeals(2);
    const page = await h.page();
    await page.goto(h.server.blank);
    // Fill the origin's storage to its quota with another script's data.
    const fill = () =>
      page.evaluate(() => {
        let n = 0;
        for (let size = 1 << 20; size >= 16; size >>= 1) {
          const chunk = 'f'.repeat(size);
          for (;;) {
            try {
              localStorage.setItem(`filler:${n}`, chunk);
              n += 1;
            } catch {
              break;
            }
          }
        }
        return n;
      });
    // 1. The table's own old saved games can go: the win lands.
    await seed(page, [a]);
    await page.evaluate(() => {
      const old = 'x'.repeat(20_000);
      for (let d = 100; d < 110; d++) localStorage.setItem(`patience:save:game=caprice&deal=${d}`, old);
    });
    await open(page, h.server, link(GAME, a.d));
    await fill();
    await page.evaluate((token) => document.querySelector('patience-table').api.move(token), a.line.at(-1));
    await settle(page);
    assert.equal((await tableAttrs(page)).state, 'won');
    await page.waitForTimeout(300);
    const logs = await factLogs(page);
    assert.equal(logs.length, 1);
    assert.match(logs[0], /"op":"win"/, 'the win was written, room made');
    const dropped = await page.evaluate(() =>
      Array.from({ length: 10 }, (_, i) => localStorage.getItem(`patience:save:game=caprice&deal=${100 + i}`)).filter((t) => t === null).length,
    );
    assert.ok(dropped >= 1, 'old saved games of other deals made room');
    assert.doesNotMatch(await message(page), /not saved yet/);
    // 2. Nothing of the table's own to drop: the win is said at once...
    await page.goto(h.server.blank);
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (!k.startsWith('patience:facts:') && !k.startsWith('patience:stats')) localStorage.removeItem(k);
    });
    await seed(page, [b]);
    // The game on the table is its recent list's first: kept.
    await page.evaluate((d) => localStorage.setItem('patience:recent', JSON.stringify([`patience:save:game=capricieuse&deal=${d}`])), b.d);
    await open(page, h.server, link(GAME, b.d));
    await fill();
    await page.evaluate((token) => document.querySelector('patience-table').api.move(token), b.line.at(-1));
    await settle(page);
    assert.equal((await tableAttrs(page)).state, 'won');
    await page.waitForTimeout(300);
    assert.match(await message(page), /^Your win is not saved yet: this browser's storage is full\./, 'said at once');
    // ...and counted once space is freed and the page reloaded.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) if (k.startsWith('filler:')) localStorage.removeItem(k);
    });
    await page.reload();
    await open(page, h.server, link(GAME, b.d));
    assert.deepEqual(await shownStats(page), { played: 2, won: 2 });
    await page.done();
  });

  test('a damaged or newer log of facts is set aside and said (issue 39, item 3)', async () => {
    const page = await h.page();
    await page.goto(h.server.blank);
    const start = (at, seq, game) => ({ at, seq, op: { op: 'start', k: 'capricieuse', game, now: 1 } });
    const damaged = JSON.stringify({ format: 'patience-facts', writer: 'dddd', facts: [start(10, 0, 'a'), { at: 'x' }, start(11, 2, 'b')] });
    const newer = JSON.stringify({ format: 'patience-facts', version: 99, writer: 'nnnn', facts: [start(12, 0, 'c')] });
    await page.evaluate(
      ([damaged, newer]) => {
        localStorage.setItem('patience:facts:dddd', damaged);
        localStorage.setItem('patience:facts:nnnn', newer);
      },
      [damaged, newer],
    );
    await open(page, h.server, link(GAME, 1));
    await openDialog(page, 'stats');
    assert.match(
      await page.locator('[data-stats-message]').textContent(),
      /one table \(patience:facts:dddd\) were damaged.*kept aside \(as patience:stats:unreadable:1\).*2 games were recovered/,
    );
    const row = await page.locator('dialog[data-dialog="stats"] [data-stats-row="capricieuse"] [data-stat="played"]').textContent();
    assert.equal(row.trim(), '2', 'what still reads counts');
    assert.equal(await page.evaluate(() => localStorage.getItem('patience:stats:unreadable:1')), damaged, 'a copy kept');
    await closeDialog(page, 'stats');
    await openDialog(page, 'stats');
    assert.match(await page.locator('[data-stats-message]').textContent(), /patience:facts:nnnn.*newer version of Patience/);
    assert.equal(await page.evaluate(() => localStorage.getItem('patience:facts:nnnn')), newer, 'left as it is');
    await page.done();
  });

  test('damaged statistics are set aside, every copy kept, and what still reads is recovered', async () => {
    const page = await h.page();
    await page.goto(h.server.blank);
    const good = { id: 'aaaa', games: [['capricieuse', { played: 3, won: 1, streak: 0, best_streak: 1, best_secs: 90, fewest_moves: 150, last: 1 }]] };
    const bad = { id: 'bbbb', games: [['caprice', { played: 1, won: 5, streak: 0, best_streak: 0, last: 1 }]] };
    const damaged = JSON.stringify({ format: 'patience-statistics', version: 1, id: 'aaaa', sources: [good, bad] });
    await page.evaluate((damaged) => {
      localStorage.setItem('patience:stats:unreadable', 'an earlier copy');
      localStorage.setItem('patience:stats', damaged);
    }, damaged);
    await open(page, h.server, link(GAME, 1));
    await openDialog(page, 'stats');
    const said = await page.locator('[data-stats-message]').textContent();
    assert.match(said, /damaged.*kept aside.*patience:stats:unreadable:1.*3 games were recovered/);
    assert.match(await message(page), /kept aside/);
    const row = await page.locator('dialog[data-dialog="stats"] [data-stats-row="capricieuse"] [data-stat="played"]').textContent();
    assert.equal(row.trim(), '3', 'the readable source is recovered');
    const kept = await page.evaluate(() => [
      localStorage.getItem('patience:stats:unreadable'),
      localStorage.getItem('patience:stats:unreadable:1'),
    ]);
    assert.deepEqual(kept, ['an earlier copy', damaged]);
    // Damaged again, differently: a second copy; the first stays.
    await page.goto(h.server.blank);
    await page.evaluate(() => localStorage.setItem('patience:stats', '{"format":"patience-stat'));
    await open(page, h.server, link(GAME, 1));
    await openDialog(page, 'stats');
    assert.match(await page.locator('[data-stats-message]').textContent(), /patience:stats:unreadable:2/);
    const all = await page.evaluate(() => [1, 2].map((n) => localStorage.getItem(`patience:stats:unreadable:${n}`)));
    assert.deepEqual(all, [damaged, '{"format":"patience-stat']);
    await page.done();
  });

  test('an over-long replay link is refused at once, with words', async () => {
    const page = await h.page();
    // 300,000 letters kept the page busy 3.5 s reading them; now the
    // refusal is immediate: the page takes no longer than with an address
    // as long that is no replay (the browser's own handling of it).
    const timed = async (fragment) => {
      const started = Date.now();
      await open(page, h.server, `${link(GAME, 1)}#${fragment}=${'A'.repeat(300_000)}`);
      return Date.now() - started;
    };
    const baseline = await timed('x');
    await page.goto(h.server.blank);
    const took = await timed('play');
    assert.ok(took < baseline + 2_000, `the page answered in ${took} ms (${baseline} ms without a replay)`);
    assert.match(await message(page), /refused.*300,000 letters long.*at most 20,000 letters/);
    assert.equal(await movesCount(page), 0, 'the deal from its start');
    await page.done();
  });
});
