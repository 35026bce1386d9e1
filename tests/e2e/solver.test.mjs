// The solver in the page: the indicator (`[data-solver]`), the Hint and
// Demo buttons, "winnable deals only", and the page's frames while the
// solver works. Positions deep in a game are opened from a saved game (the
// moves are replayed by the page, as after a reload) and checked against
// the native CLI: `patience moves` for the hinted move, `patience solve`
// for verdicts and winnable deals.

import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { after, before, describe, test } from 'node:test';
import {
  assert,
  assertHintWords,
  BIN,
  deal,
  dealJson,
  expectTable,
  harness,
  hintedMove,
  legalMoves,
  link,
  message,
  movesCount,
  open,
  peeking,
  playMove,
  query,
  settle,
  status,
  tableAttrs,
  trace,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

// The browser's search budget (src/web/app/solver_ui.rs: POSITION_NODES).
const BROWSER_NODES = 6_000_000;

/** `patience solve` (deal or position on stdin): [verdict, line tokens]. */
function solve(args, input = '') {
  const r = spawnSync(BIN, ['solve', ...args], { input, encoding: 'utf8', maxBuffer: 1 << 26, timeout: 60_000 });
  if (r.status !== 0) throw new Error(`patience solve ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  const [verdict, line = ''] = r.stdout.trim().split('\n');
  return [verdict, line.split(' ').filter(Boolean)];
}

// Lucas Leaps 7: after these 60 moves the game can still be won; turning
// the stock once more buries a card for good (the CLI proves both).
const LOSING_TURN = {
  game: 'lucas-leaps',
  deal: 7,
  moves: (
    't5-f6 s s t13-t12 t12-f5 w-f4 s s s s s w-f7 t12-f4 t12-t7 s s s s s s s s s s s s s s s s s t9-f5 ' +
    's s s s s s s s s s s s w-f3 s s s s s s s s s w-f4 s s s s s'
  ).split(' '),
};

// Lucas Leaps 8 after 40 moves: a position the solver cannot decide within
// the browser's budget (natively still undecided after 30 million nodes).
const UNDECIDED = {
  game: 'lucas-leaps',
  deal: 8,
  moves: (
    's s t6-f7 s t1-f4 t8-t7 t10-f1 s t8-t1 s t12-t3 s s t7x2-t2 w-t5 t7-f6 s s s s s s s s s s s s s s s ' +
    'w-t10 s w-t3 s s t10-t6 t6-t10 s s'
  ).split(' '),
};

/** Stores a saved game of `moves` from the deal, as the page saves one. */
async function saveGame(page, game, dealNo, moves) {
  await page.goto(h.server.blank);
  await page.evaluate(
    ({ key, value }) => localStorage.setItem(key, value),
    {
      key: `patience:save:game=${game}&deal=${dealNo}`,
      value: JSON.stringify({ game, draw: 3, spaces: 'waste', deal: dealNo, moves, redo: [], secs: 0 }),
    },
  );
}

const solverState = (page) => page.locator('[data-solver]').getAttribute('data-solver');

/** Waits until the indicator says `state` (or one of `state`). */
async function solverSays(page, state, timeout = 20_000) {
  const states = [state].flat();
  await page.waitForFunction(
    (states) => states.includes($root().querySelector('[data-solver]')?.getAttribute('data-solver')),
    states,
    { timeout },
  );
  return solverState(page);
}

/** Records every value the indicator takes from now on (window.__solverStates). */
function recordStates(page) {
  return page.evaluate(() => {
    const el = $root().querySelector('[data-solver]');
    window.__solverStates = [];
    new MutationObserver(() => window.__solverStates.push(el.getAttribute('data-solver'))).observe(el, {
      attributes: true,
      attributeFilter: ['data-solver'],
    });
  });
}

/**
 * Runs `during` with the browser tracing, and gives the CPU time (ms) of
 * each task the page's main thread ran meanwhile: the trace's thread time,
 * which the machine's other processes do not lengthen, as they lengthen
 * wall-clock times.
 */
async function mainThreadTasks(page, during) {
  const browser = page.context().browser();
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  let events;
  try {
    await during();
  } finally {
    events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  }
  const origin = new URL(page.url()).origin;
  const frames = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames ?? [];
  const pid = frames.find((f) => f.url.startsWith(origin))?.processId;
  const tid = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain')?.tid;
  assert.ok(pid !== undefined && tid !== undefined, "the trace names the page's main thread");
  return events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask').map((e) => (e.tdur ?? e.dur) / 1000);
}

/**
 * What the page's main thread did while the solver searched, between
 * `from` and `to` (page clock): `tasks`, the CPU time of each of its tasks
 * (mainThreadTasks), holds none of 50 ms or more, so no frame waited for
 * the search. The frames and long tasks recorded (watchFrames) are
 * reported, not asserted: they are wall-clock times, which also count the
 * time the machine gave to other processes (speed is for the benchmarks).
 */
async function framesCheck(page, what, from, to, tasks) {
  const { frames, longTasks } = await page.evaluate(() => ({ frames: window.__frames, longTasks: window.__longTasks }));
  const during = frames.filter((f) => f.t > from && f.t <= to && f.t - f.gap >= from);
  const long = longTasks.filter((e) => e.t + e.duration > from && e.t < to);
  const worst = Math.max(...during.map((f) => f.gap));
  const longestCpu = Math.max(0, ...tasks);
  console.log(
    `# ${what}, ${(to - from).toFixed(0)} ms: ${tasks.length} main-thread tasks, the longest ${longestCpu.toFixed(1)} ms of CPU; ` +
      `${during.length} frames, longest gap ${worst.toFixed(1)} ms, ${long.length} long tasks by the clock` +
      `${long.length ? ` (longest ${Math.max(...long.map((t) => t.duration))} ms)` : ''}; load average ${os.loadavg()[0].toFixed(1)}`,
  );
  assert.ok(during.length > 0 && tasks.length > 0, `frames and tasks were recorded (${during.length}, ${tasks.length})`);
  assert.ok(longestCpu < 50, `no main-thread task of 50 ms of CPU or more while the solver runs (longest ${longestCpu.toFixed(1)} ms)`);
}

/** CPU time of the page's main thread so far (ms), from CDP. */
async function mainThreadCpu(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
}

/** Records frames and long tasks from the first moment of the page. */
function watchFrames(page) {
  return page.addInitScript(() => {
    window.__frames = [];
    window.__longTasks = [];
    let last = performance.now();
    const tick = (t) => {
      const state = $root().querySelector('[data-solver]')?.getAttribute('data-solver') ?? null;
      window.__frames.push({ t, gap: t - last, state });
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ t: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

const marks = (page) => page.locator('[data-hint-card], [data-hint-target]').count();

// The tests of the hint below give their pages the setting "Hints may peek
// at the face-down cards" (`peeking`): they check the clairvoyant line's
// hint, which is no longer the default since issue 23 (the honest hint is
// tested in chances.test.mjs).
describe('the solver in the page', () => {
  test('the hint marks a legal move of a winning line; following it keeps the verdict', async () => {
    const page = await peeking(await h.page());
    const workers = [];
    page.on('worker', (w) => workers.push(w.url()));
    const start = deal('lucas-leaps', 5);
    await open(page, h.server, link('lucas-leaps', 5));
    await expectTable(page, start);
    assert.equal(await solverSays(page, ['winnable', 'unwinnable', 'unknown']), 'winnable');
    assert.equal(solve(['lucas-leaps', '5'])[0], 'winnable', 'the CLI agrees');
    assert.ok(workers.some((u) => u.endsWith('/solver-worker.js')), `the search ran in the worker: ${workers}`);
    const indicator = page.locator('[data-solver]');
    assert.equal((await indicator.textContent()).trim(), 'Winnable');
    assert.match(await indicator.getAttribute('title'), /hidden order/);
    assert.ok(await indicator.getAttribute('aria-label'));

    await page.locator('[data-action="hint"]').click();
    const token = await hintedMove(page);
    assert.ok(legalMoves(start).includes(token), `the hinted move ${token} is legal (patience moves)`);
    assertHintWords(await message(page), start, token);

    // The player follows it: the rest of the line still wins, no new search.
    await recordStates(page);
    await playMove(page, token);
    const next = trace(start, [token]).at(-1);
    await expectTable(page, next);
    assert.equal(await marks(page), 0, 'the marks go with the move');
    assert.equal(await solverState(page), 'winnable');
    assert.deepEqual(await page.evaluate(() => window.__solverStates), ['winnable']);

    // Hint again: the next move of the same line is legal too.
    await page.locator('[data-action="hint"]').click();
    assert.ok(legalMoves(next).includes(await hintedMove(page)));
    // A button press clears the marks.
    await page.locator('[data-action="undo"]').click();
    await settle(page);
    assert.equal(await marks(page), 0);
    await expectTable(page, start);
    assert.equal(await solverState(page), 'winnable');
    await page.done();
  });

  test('the indicator turns to unwinnable after a losing move, and back after undo', async () => {
    const { game, deal: d, moves } = LOSING_TURN;
    const positions = trace(deal(game, d), [...moves, 's']);
    const before = positions.at(-2);
    const lost = positions.at(-1);
    assert.equal(solve(['--stdin'], JSON.stringify(before))[0], 'winnable', 'precondition (CLI)');
    assert.equal(solve(['--stdin'], JSON.stringify(lost))[0], 'unwinnable', 'precondition (CLI)');
    assert.equal(status(lost), 'playing', 'not simply blocked');

    const page = await peeking(await h.page());
    await saveGame(page, game, d, moves);
    await open(page, h.server, link(game, d));
    await expectTable(page, before);
    assert.equal(await solverSays(page, ['winnable', 'unwinnable', 'unknown']), 'winnable');

    await recordStates(page);
    await playMove(page, 's');
    await expectTable(page, lost);
    assert.equal(await solverSays(page, ['winnable', 'unwinnable', 'unknown']), 'unwinnable');
    assert.equal((await page.locator('[data-solver]').textContent()).trim(), "Can't be won with this stock");
    const seen = await page.evaluate(() => window.__solverStates);
    assert.deepEqual(seen, ['thinking', 'unwinnable'], 'a new search after the move');

    // No winning line: the hint suggests a useful legal move and says so.
    await page.locator('[data-action="hint"]').click();
    assert.match(await message(page), /can no longer be won; this move looks most useful/);
    assert.ok(legalMoves(lost).includes(await hintedMove(page)));
    await page.locator('[data-action="demo"]').click();
    assert.match(await message(page), /no winning line to show/);
    assert.equal(await movesCount(page), moves.length + 1, 'the demo made no move');

    await page.locator('[data-action="undo"]').click();
    await settle(page);
    await expectTable(page, before);
    assert.equal(await solverState(page), 'winnable', 'known from before');
    await page.done();
  });

  test('on a position it cannot decide, the solver gives up, and no frame waits for it', async () => {
    const { game, deal: d, moves } = UNDECIDED;
    const pos = trace(deal(game, d), moves).at(-1);
    const page = await peeking(await h.page());
    await saveGame(page, game, d, moves);
    await watchFrames(page);
    await open(page, h.server, link(game, d));
    await expectTable(page, pos);
    assert.equal(await solverState(page), 'thinking');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu = await mainThreadCpu(cdp);
    const from = await page.evaluate(() => performance.now());
    let to;
    const tasks = await mainThreadTasks(page, async () => {
      // Meanwhile the page answers input at once.
      await page.locator('[data-action="hint"]').click();
      await page.waitForFunction(() => /No winning line is known yet/.test($root().querySelector('[data-message]').textContent));
      assert.ok(legalMoves(pos).includes(await hintedMove(page)), 'the suggestion is legal');
      assert.equal(
        await solverSays(page, ['winnable', 'unwinnable', 'unknown'], 30_000),
        'unknown',
        `the browser's budget (${BROWSER_NODES} nodes or 5 s) does not decide it: if a stronger solver does, pick a harder position`,
      );
      to = await page.evaluate(() => performance.now());
    });
    const mainCpu = (await mainThreadCpu(cdp)) - cpu;
    const indicator = page.locator('[data-solver]');
    assert.equal((await indicator.textContent()).trim(), 'Solver gave up');
    // The search ran in the worker: the main thread was nearly idle.
    console.log(`# main thread CPU during the worker's search: ${mainCpu.toFixed(0)} ms of ${(to - from).toFixed(0)} ms`);
    assert.ok(mainCpu < 0.15 * (to - from), `the main thread was busy ${mainCpu.toFixed(0)} ms of ${(to - from).toFixed(0)} ms`);
    await framesCheck(page, "the worker's search", from, to, tasks);

    // Where the solver gave up, the hint still suggests a move.
    await page.locator('[data-action="hint"]').click();
    assert.match(await message(page), /^No winning line is known from here; this move looks most useful/);
    await page.done();
  });

  test('winnable deals only: the option is kept, and New deals a deal the solver proved winnable', async () => {
    const page = await h.page();
    await page.goto(h.server.blank);
    await page.evaluate(() => localStorage.clear());
    await open(page, h.server, link('capricieuse', 3));
    const box = page.locator('input[data-control="winnable-only"]');
    assert.equal(await box.isChecked(), false);
    await box.click();
    assert.equal(await page.evaluate(() => localStorage.getItem('patience:winnable-only')), '1');
    await page.reload();
    await settle(page);
    assert.equal(await box.isChecked(), true, 'kept after a reload');

    for (const game of ['capricieuse', 'double-canfield']) {
      const before = (await tableAttrs(page)).deal;
      if (game === 'capricieuse') await page.locator('.bar [data-action="new"]').click();
      else await page.locator('select[data-control="game"]').selectOption(game);
      await page.waitForFunction(
        ({ before, game }) => {
          const t = $root().querySelector('[data-table]');
          return t.getAttribute('data-deal') !== before && t.getAttribute('data-game') === game;
        },
        { before, game },
        { timeout: 30_000 },
      );
      await settle(page);
      const { deal: n, draw } = await tableAttrs(page);
      const q = query(page);
      assert.ok(Object.keys(q).every((k) => ['game', 'deal', 'draw', 'spaces', 'autoplay'].includes(k)), 'a plain deal link');
      assert.equal(q.game, game);
      assert.equal(q.deal, n);
      const opts = draw ? ['--draw', draw] : [];
      assert.equal(solve([game, n, ...opts, '--budget-ms', '20000'])[0], 'winnable', `${game} deal ${n} (CLI)`);
      // The line that proved it is the indicator's at once.
      assert.equal(await solverState(page), 'winnable');
      await expectTable(page, JSON.parse(dealJson(game, n, draw ? { draw } : {})));
    }
    await box.click();
    assert.equal(await page.evaluate(() => localStorage.getItem('patience:winnable-only')), '0');
    await page.done();
  });

  test('the demo plays a winning line to the celebration, undoable move by move; input stops it', async () => {
    const game = 'capricieuse';
    const d = 2;
    const [verdict, line] = solve([game, String(d)]);
    assert.equal(verdict, 'winnable');
    const moves = line.slice(0, line.length - 8);
    const page = await h.page();
    await saveGame(page, game, d, moves);
    await open(page, h.server, link(game, d));
    await expectTable(page, trace(deal(game, d), moves).at(-1));
    assert.equal(await solverSays(page, ['winnable', 'unwinnable', 'unknown']), 'winnable');

    const demo = page.locator('[data-action="demo"]');
    await demo.click();
    assert.equal(await demo.getAttribute('aria-pressed'), 'true');
    await page.locator('[data-celebration]').waitFor({ state: 'visible', timeout: 20_000 });
    assert.equal((await tableAttrs(page)).state, 'won');
    const total = await movesCount(page);
    assert.ok(total > moves.length, 'the demo made the moves');
    assert.equal(await demo.getAttribute('aria-pressed'), 'false');

    // Its moves are moves like any: undo takes them back one at a time.
    await page.locator('.bar [data-action="undo"]').click();
    await settle(page);
    assert.equal(await movesCount(page), total - 1);
    assert.equal((await tableAttrs(page)).state, 'playing');
    assert.equal(await solverState(page), 'winnable');

    // Any input stops a running demo: a key...
    await page.locator('.bar [data-action="undo"]').click();
    await page.locator('.bar [data-action="undo"]').click();
    await settle(page);
    const back = await movesCount(page);
    await demo.click();
    await page.waitForFunction((n) => Number($root().querySelector('[data-moves]').textContent) > n, back);
    await page.keyboard.press('Shift');
    const stopped = await movesCount(page);
    assert.equal(await demo.getAttribute('aria-pressed'), 'false');
    await page.waitForTimeout(1200);
    assert.equal(await movesCount(page), stopped, 'no move after the key');
    // ...or a click on the table.
    await demo.click();
    await page.waitForFunction((n) => Number($root().querySelector('[data-moves]').textContent) > n, stopped);
    const box = await page.locator('[data-table]').boundingBox();
    await page.mouse.click(box.x + box.width - 5, box.y + box.height - 5);
    const clicked = await movesCount(page);
    await page.waitForTimeout(1200);
    assert.equal(await movesCount(page), clicked, 'no move after the click');
    assert.equal(await demo.getAttribute('aria-pressed'), 'false');
    // From the keyboard: Enter on the button starts the demo, Enter again stops it.
    for (let i = 0; i < 3; i++) await page.locator('.bar [data-action="undo"]').click();
    await settle(page);
    const undone = await movesCount(page);
    await demo.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => Number($root().querySelector('[data-moves]').textContent) > n, undone);
    assert.equal(await demo.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Enter');
    assert.equal(await demo.getAttribute('aria-pressed'), 'false');
    const entered = await movesCount(page);
    await page.waitForTimeout(1200);
    assert.equal(await movesCount(page), entered, 'no move after the second Enter');
    await page.done();
  });

  test('without its worker the page searches in short main-thread slices', async () => {
    const page = await h.page();
    // The worker script reports that it cannot run, as one whose module
    // fails to load would.
    await page.route('**/solver-worker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "postMessage({ failed: 'no worker here' });" }),
    );
    await watchFrames(page);
    const start = deal('double-canfield', 12, { draw: 1 });
    await open(page, h.server, link('double-canfield', 12, { draw: 1 }));
    await expectTable(page, start);
    assert.equal(await solverSays(page, ['winnable', 'unwinnable', 'unknown']), 'winnable');
    await page.locator('[data-action="hint"]').click();
    assert.ok(legalMoves(start).includes(await hintedMove(page)));
    // A search the slices run for a while: the undecided position.
    const { game, deal: d, moves } = UNDECIDED;
    await saveGame(page, game, d, moves);
    await open(page, h.server, link(game, d));
    // One second of slices: the speed-compiled module can fill the
    // browser's bounded table (and give up) in little more than two on a
    // quiet machine, so the window stays well inside the search.
    const from2 = await page.evaluate(() => performance.now());
    let to;
    const tasks = await mainThreadTasks(page, async () => {
      await page.waitForTimeout(1000);
      assert.equal(await solverState(page), 'thinking');
      to = await page.evaluate(() => performance.now());
    });
    await framesCheck(page, 'main-thread slices', from2, to, tasks);
    await page.done();
  });
});
