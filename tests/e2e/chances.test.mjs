// "Your chances from here" (issue 23): the odds of a player who does not
// peek, worked out in the solver's worker from what the player sees and
// shown beside the solver's indicator; the honest hint (the default); and
// the proof, in the browser, that the worker does not peek.
//
// What is asserted, precisely:
// - after each move the chances shown are those of the new position, and
//   they are exactly what `patience odds` (same node budget, same seed)
//   gives natively for it: the browser's budget is 300,000 solver nodes or
//   about a second, and on these positions the nodes run out first, so the
//   samples, the wins and the move are the native ones; they change along
//   the game (Lucas Leaps 7: 75%, then 59%, then 81%);
// - the hint, by default, marks the move `patience odds` names as best:
//   the no-peek player's move, not the clairvoyant line's;
// - the worker answers the same verdict, chance, interval and move for two
//   positions that differ only in the stock's order;
// - switched off in the settings, nothing is shown.
// It also prints the worker's time per odds request over a few games (a
// measurement, not an assertion).

import { spawnSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { assert, BIN, closeDialog, dealJson, GAMES, harness, hintedMove, legalMoves, link, open, openDialog, playMove, settle } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const GAME = 'lucas-leaps';
const DEAL = 7;

/**
 * `patience odds` natively for a position (JSON text), or with `after` for
 * the deal's game after those moves, as the table asks (the game so far:
 * no going back): {verdict, best, chance, low, high} in whole percents.
 */
function nativeOdds(json, after = null) {
  const args = after === null ? ['odds', '--stdin'] : ['odds', GAME, String(DEAL), '--after', after.join(' ')];
  const r = spawnSync(BIN, [...args, '--move-nodes', '300000', '--seed', '1'], { input: json, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`patience odds failed (${r.status}): ${r.stderr}`);
  const out = r.stdout;
  const m = /chance ([\d.]+)% \(95% CI ([\d.]+)%-([\d.]+)%\)/.exec(out);
  return {
    verdict: /verdict (\S+)/.exec(out)[1],
    best: /best (\S+)/.exec(out)[1],
    chance: m && Math.round(Number(m[1])),
    low: m && Math.round(Number(m[2])),
    high: m && Math.round(Number(m[3])),
  };
}

function applyMove(json, move) {
  const r = spawnSync(BIN, ['apply', move], { input: json, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`patience apply failed: ${r.stderr}`);
  return r.stdout.trim();
}

/** Waits for the chances of the table's present position, and reads them. */
async function chancesShown(page) {
  await page.waitForFunction(() => {
    const el = $root().querySelector('[data-chances]');
    return el && el.getAttribute('data-chances') !== 'thinking';
  }, null, { timeout: 20_000 });
  return page.evaluate(() => {
    const el = $root().querySelector('[data-chances]');
    const n = (k) => (el.hasAttribute(k) ? Number(el.getAttribute(k)) : null);
    return {
      id: el.getAttribute('data-chances'),
      chance: n('data-chance'),
      low: n('data-low'),
      high: n('data-high'),
      text: el.textContent,
      label: el.getAttribute('aria-label'),
      hidden: el.hasAttribute('hidden'),
    };
  });
}

/** Asks a worker of the page's own (solver-worker.js) for odds: its answer. */
function workerOdds(page, requests) {
  return page.evaluate(async (requests) => {
    const w = new Worker(new URL('solver-worker.js', location.href), { type: 'module' });
    const answers = [];
    try {
      for (const [i, position] of requests.entries()) {
        const sent = performance.now();
        const answer = await new Promise((resolve, reject) => {
          w.onmessage = (e) => {
            if (e.data?.odds === i + 1) resolve(e.data);
            if (e.data?.failed) reject(new Error(e.data.failed));
          };
          w.postMessage({ odds: { id: i + 1, position, stockSeen: false, maxNodes: 300000, maxMs: 1000, seed: 1 } });
        });
        answers.push({ ...answer, roundTrip: performance.now() - sent });
      }
    } finally {
      w.terminate();
    }
    return answers;
  }, requests);
}

describe('your chances from here', () => {
  test('change after each move, as patience odds gives them; the hint is the no-peek move', async () => {
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    const played = [];
    const seen = [];
    for (let i = 0; i < 3; i++) {
      const native = nativeOdds(null, played);
      assert.equal(native.verdict, 'open');
      const shown = await chancesShown(page);
      assert.equal(shown.id, 'open', `move ${i}: ${JSON.stringify(shown)}`);
      assert.deepEqual(
        [shown.chance, shown.low, shown.high],
        [native.chance, native.low, native.high],
        `move ${i}: the chances shown are patience odds' (${JSON.stringify(native)})`,
      );
      assert.equal(shown.text, `Your chances: ${native.chance}% (${native.low}–${native.high}%)`);
      assert.match(shown.label, /without looking at the face-down cards/);
      assert.equal(shown.hidden, false);
      seen.push(shown.chance);

      // The hint (honest by default) marks patience odds' best move.
      await page.locator('[data-action="hint"]').click();
      await page.waitForSelector('[data-hint-target]', { timeout: 20_000 });
      const hinted = await hintedMove(page);
      assert.equal(hinted, native.best, `move ${i}: the hint is the no-peek player's move`);
      assert.match(await page.locator('[data-message]').first().textContent(), /^Hint: /);

      await playMove(page, hinted);
      await settle(page);
      played.push(hinted);
    }
    assert.ok(new Set(seen).size > 1, `the chances changed along the game: ${seen}`);
    // The indicator beside them says that it sees the stock.
    assert.match(await page.locator('[data-solver]').getAttribute('aria-label'), /^Solver \(sees the stock\): /);
    await page.done();
  });

  test('the worker does not peek: two stock orders, one answer', async () => {
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    for (const [game, d] of [[GAME, DEAL], ['double-canfield', 3], ['caprice', 2]]) {
      const a = JSON.parse(dealJson(game, d));
      const b = { ...a, stock: [...a.stock].reverse() };
      assert.notDeepEqual(a.stock, b.stock);
      const [x, y] = await workerOdds(page, [JSON.stringify(a), JSON.stringify(b)]);
      const pick = (o) => [o.verdict, o.chance, o.low, o.high, o.samples, o.exhaustive, o.best];
      assert.deepEqual(pick(x), pick(y), `${game} ${d}: the same odds whatever the stock's order`);
      // And the native player's.
      const native = nativeOdds(JSON.stringify(a));
      assert.equal(x.best, native.best, `${game} ${d}: the worker's move is patience odds'`);
      assert.equal(Math.round(x.chance * 100), native.chance);
    }
    await page.done();
  });

  test('switched off in the settings, nothing is shown', async () => {
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    assert.equal((await chancesShown(page)).id, 'open');
    await openDialog(page, 'settings');
    const form = page.locator('dialog[data-dialog="settings"]');
    assert.equal(await form.locator('input[data-control="chances"]').isChecked(), true, 'on by default');
    assert.equal(await form.locator('input[data-control="peek-hints"]').isChecked(), false, 'hints do not peek by default');
    await form.locator('input[data-control="chances"]').uncheck();
    await closeDialog(page, 'settings');
    const off = await chancesShown(page);
    assert.equal(off.id, 'off');
    assert.equal(off.hidden, true);
    await playMove(page, 't5-f1');
    await settle(page);
    assert.equal((await chancesShown(page)).id, 'off', 'still off after a move');
    // Kept with the other settings.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('patience:settings')));
    assert.equal(stored.chances, false);
    await page.reload();
    await settle(page);
    assert.equal((await chancesShown(page)).id, 'off', 'still off after a reload');
    await page.done();
  });

  // Asked afresh at every position, the hint once went round two moves for
  // ever in Capricieuse (deal 1: t8-t10, t10-t8, …): the table now sends
  // the game so far, and the worker's player does not go back.
  test("the worker's hint, followed move after move, does not go round", async () => {
    const page = await h.page();
    await open(page, h.server, link('capricieuse', 1));
    const end = await page.evaluate(async () => {
      const { default: init, Game } = await import(new URL('patience-table.js', location.href).href);
      await init();
      const w = new Worker(new URL('solver-worker.js', location.href), { type: 'module' });
      const g = Game.deal('capricieuse', 1);
      const start = g.position();
      const moves = [];
      try {
        for (let i = 1; i <= 300; i++) {
          const a = await new Promise((resolve) => {
            w.onmessage = (e) => e.data?.odds === i && resolve(e.data);
            w.postMessage({ odds: { id: i, position: g.position(), maxNodes: 300000, maxMs: 1000, seed: 1, start, moves: moves.join(' ') } });
          });
          if (!a.best) return { verdict: a.verdict, moves: moves.length };
          g.move(a.best);
          moves.push(a.best);
        }
        return { verdict: 'going round', moves: moves.length, last: moves.slice(-6) };
      } finally {
        w.terminate();
      }
    });
    assert.equal(end.verdict, 'won', JSON.stringify(end));
    assert.ok(end.moves < 200, JSON.stringify(end));
    await page.done();
  });

  test("the worker's time per odds request (measured, printed)", async () => {
    const page = await h.page();
    await open(page, h.server, link(GAME, DEAL));
    // Deals 1 to 4 of each game: the start, and the positions after 6 and
    // 12 moves of a simple walk (the first legal move that is no stock
    // move, else the stock), where the game lasts that long.
    const positions = [];
    const names = [];
    for (const game of GAMES) {
      for (const d of [1, 2, 3, 4]) {
        let pos = JSON.parse(dealJson(game, d));
        for (let ply = 0; ply <= 12; ply++) {
          if (ply % 6 === 0) {
            positions.push(JSON.stringify(pos));
            names.push(`${game} ${d}+${ply}`);
          }
          const moves = legalMoves(pos);
          const mv = moves.find((m) => m !== 's' && m !== 'redeal') ?? moves[0];
          if (!mv) break;
          pos = JSON.parse(applyMove(JSON.stringify(pos), mv));
        }
      }
    }
    const answers = await workerOdds(page, positions);
    const ms = answers.map((a) => a.ms).sort((p, q) => p - q);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
    console.log(
      `# odds in the worker over ${ms.length} positions (${GAMES.join(', ')}; deals 1-4, after 0, 6 and 12 moves): ` +
        `min ${ms[0].toFixed(0)} ms, median ${at(0.5).toFixed(0)} ms, 90th percentile ${at(0.9).toFixed(0)} ms, ` +
        `95th ${at(0.95).toFixed(0)} ms, max ${ms.at(-1).toFixed(0)} ms; ` +
        `${ms.filter((t) => t <= 1000).length} of ${ms.length} within 1 s`,
    );
    console.log(`# each: ${answers.map((a, i) => `${names[i]}: ${a.ms.toFixed(0)} ms ${a.nodes} nodes`).join('; ')}`);
    for (const a of answers) assert.ok(['open', 'cannot-win', 'no-sample-wins', 'stuck', 'won'].includes(a.verdict), a.verdict);
    await page.done();
  });
});
