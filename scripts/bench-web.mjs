#!/usr/bin/env node
// Benchmark of the built web game (a benchmark, not a test: it prints
// numbers and fails only when it cannot measure).
//
//   node scripts/bench-web.mjs [--dist DIR] [--runs N] [--moves N] [--animations] [--profile] [--no-moves]
//
// Expects a release build in dist/ (`trunk build --release`) and the native
// CLI (`cargo build --bin patience`, or PATIENCE_BIN) to find a long game.
// Measures:
//   (a) every file of dist/: raw and gzip -9 bytes, and the totals: the
//       whole dist/ (budget 230 KB), the solver's module on its own
//       (patience_solver.js + patience_solver_bg.wasm + solver-worker.js,
//       fetched only after the first table);
//   (b) navigation to the first dealt table (the first `[data-table]
//       [data-card]` in the DOM) on 127.0.0.1 in headless Chromium, each run
//       in a fresh browser context (nothing cached), median of N runs; and
//       the gzipped bytes fetched before it (budget 140 KB): the page and
//       every resource the page had asked for by then (Resource Timing
//       entries that started before the first table), each counted at its
//       file's gzip -9 size as in (a). --profile adds one traced load
//       (Chromium's performance trace through CDP): the main thread's work
//       and the network up to the first table, to see where the time goes;
//   (c) main-thread script and style+layout time of one move over a long
//       game played in the page with real pointer input (drags and clicks),
//       from CDP Performance.getMetrics deltas around each move, minus the
//       measuring overhead (the same measurement around no move at all);
//       --profile adds one traced drop (what its main-thread time went to,
//       and how many elements had their style recalculated).
// --no-moves skips (c). Every section prints the machine's load average:
// on a busy machine the times are upper bounds.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { benchArgs } from './bench-args.mjs';
import { gzipSync } from 'node:zlib';

const { opt, flag, dist: DIST } = benchArgs(
  'node scripts/bench-web.mjs [--dist DIR] [--runs N] [--moves N] [--animations] [--profile] [--no-moves]',
);
const RUNS = Number(opt('--runs', 15));
const MIN_MOVES = Number(opt('--moves', 100));
const ANIMATIONS = flag('--animations');
const PROFILE = flag('--profile');
const NO_MOVES = flag('--no-moves');
// Budgets (ARCHITECTURE.md): the whole dist/, and what the first table needs.
const BUDGET_GZIP = 230 * 1024;
const BUDGET_FIRST = 140 * 1024;
// The solver's module and its worker: fetched after the first table.
const SOLVER_FILES = /^(patience_solver\.js|patience_solver_bg\.wasm|solver-worker\.js)$/;
const load = () => `load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`;

const { harness, findWinningLine, link, settle, expectTable, deal, trace, cardPoint, pilePoint, parseTransfer, ROOT_SCRIPT, FIRST_CARD_SCRIPT } = await import(
  '../tests/e2e/helpers.mjs'
);

// ---------------------------------------------------------------------------
// (a) sizes

function files(dir, rel = '') {
  return readdirSync(path.join(dir, rel)).flatMap((name) => {
    const r = path.join(rel, name);
    return statSync(path.join(dir, r)).isDirectory() ? files(dir, r) : [r];
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(2)} ms`;
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

function sizes() {
  const rows = files(DIST)
    .filter((f) => !/\.(gz|br)$/.test(f)) // precompressed copies of the files listed
    .sort()
    .map((f) => {
      const data = readFileSync(path.join(DIST, f));
      return { file: f, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
    });
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log(`\n(a) dist/ size (${DIST})\n`);
  console.log(`${pad('file', 28)}${lpad('raw', 12)}${lpad('gzip -9', 12)}`);
  for (const r of rows) console.log(`${pad(r.file, 28)}${lpad(kb(r.raw), 12)}${lpad(kb(r.gzip), 12)}`);
  console.log(`${pad('total', 28)}${lpad(kb(total.raw), 12)}${lpad(kb(total.gzip), 12)}`);
  const solver = rows.filter((r) => SOLVER_FILES.test(r.file));
  const solverGzip = solver.reduce((t, r) => t + r.gzip, 0);
  console.log(`${pad("the solver's module", 28)}${lpad(kb(solver.reduce((t, r) => t + r.raw, 0)), 12)}${lpad(kb(solverGzip), 12)}`);
  const by = (re) => kb(rows.filter((r) => re.test(r.file) && !SOLVER_FILES.test(r.file)).reduce((t, r) => t + r.gzip, 0));
  console.log(
    `budget ${kb(BUDGET_GZIP)} gzipped for the whole dist/: ${total.gzip <= BUDGET_GZIP ? 'within' : 'OVER'} ` +
      `(${((100 * total.gzip) / BUDGET_GZIP).toFixed(0)}%): the table's wasm ${by(/\.wasm$/)}, its JavaScript ${by(/\.m?js$/)}, ` +
      `CSS ${by(/\.css$/)}, HTML ${by(/\.html$/)}, the rest ${by(/\.(png|svg|webmanifest)$/)}; the solver's module ${kb(solverGzip)}`,
  );
  const codeGzip = total.gzip;
  return { rows, total, codeGzip };
}

// ---------------------------------------------------------------------------
// helpers

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

// ---------------------------------------------------------------------------
// (b) first dealt table

/** The gzip -9 bytes of the page and of `urls` (files of dist/). */
function fetchedBytes(urls, rows) {
  const gz = Object.fromEntries(rows.map((r) => [r.file.split(path.sep).join('/'), r.gzip]));
  const files = ['index.html', ...urls.map((u) => decodeURIComponent(new URL(u).pathname).replace(/^\//, ''))];
  return files.reduce((t, f) => t + (gz[f] ?? 0), 0);
}

async function firstTable(h, rows) {
  const samples = [];
  for (let i = 0; i <= RUNS; i++) {
    const context = await h.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    await context.addInitScript(ROOT_SCRIPT);
    await context.addInitScript(() => {
      // The first card entering the DOM (FIRST_CARD_SCRIPT), not the
      // table's patience-deal event, which goes out once the table is idle.
      globalThis.__onFirstCard = (t) => {
        window.__firstTable = t;
        // What the page had asked for by then.
        window.__fetched = performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < t)
          .map((e) => e.name);
      };
    });
    await context.addInitScript(FIRST_CARD_SCRIPT);
    const page = await context.newPage();
    await page.goto(h.server.url(link('caprice', 1 + i)));
    await page.waitForFunction(() => window.__firstTable !== undefined);
    const t = await page.evaluate(() => {
      // Resources that started before the first table and were still on
      // their way then have no entry yet: look again now.
      const late = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < window.__firstTable)
        .map((e) => e.name);
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        table: window.__firstTable,
        dcl: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        fetched: [...new Set([...window.__fetched, ...late])],
      };
    });
    t.bytes = fetchedBytes(t.fetched, rows);
    await context.close();
    if (i > 0) samples.push(t); // the first run warms up the browser process
  }
  const col = (k) => samples.map((s) => s[k]);
  console.log(`\n(b) navigation to the first dealt table, 127.0.0.1, fresh context each run (${RUNS} runs; ${load()})\n`);
  console.log(`${pad('', 28)}${lpad('median', 12)}${lpad('min', 12)}${lpad('max', 12)}`);
  for (const [name, k] of [
    ['DOMContentLoaded', 'dcl'],
    ['first dealt table', 'table'],
    ['load event', 'load'],
  ]) {
    const xs = col(k);
    console.log(`${pad(name, 28)}${lpad(ms(median(xs)), 12)}${lpad(ms(Math.min(...xs)), 12)}${lpad(ms(Math.max(...xs)), 12)}`);
  }
  const bytes = col('bytes');
  console.log(
    `\ngzipped bytes fetched before the first dealt table: ${kb(median(bytes))} median (${kb(Math.min(...bytes))}–${kb(Math.max(...bytes))}); ` +
      `budget ${kb(BUDGET_FIRST)}: ${median(bytes) <= BUDGET_FIRST ? 'within' : 'OVER'}`,
  );
  console.log(`    fetched: ${samples[0].fetched.map((u) => new URL(u).pathname).join(' ')}`);
  return { median: median(col('table')), bytes: median(bytes) };
}

// ---------------------------------------------------------------------------
// (b') --profile: where the first table's time goes (one traced load)

async function profileFirstTable(h) {
  const context = await h.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(ROOT_SCRIPT);
  await context.addInitScript(() => {
    globalThis.__onFirstCard = () => {
      performance.mark('first-table');
      window.__firstTable = true;
    };
  });
  await context.addInitScript(FIRST_CARD_SCRIPT);
  const page = await context.newPage();
  await h.browser.startTracing(page, {
    categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'v8', 'v8.wasm', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(h.server.url(link('caprice', 99)));
  await page.waitForFunction(() => window.__firstTable);
  await page.waitForTimeout(300);
  const { traceEvents } = JSON.parse((await h.browser.stopTracing()).toString());
  await context.close();
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' &&
    traceEvents.some((x) => x.pid === e.pid && x.name === 'first-table'));
  const nav = traceEvents.find((e) => e.pid === main.pid && e.name === 'navigationStart') ??
    traceEvents.find((e) => e.name === 'navigationStart');
  const t0 = nav.ts;
  const first = traceEvents.find((e) => e.pid === main.pid && e.name === 'first-table').ts;
  const rel = (ts) => (ts - t0) / 1000;
  console.log(`\n(b') one traced load (caprice 99; ${load()}): first table at ${rel(first).toFixed(1)} ms after navigationStart\n`);
  // Network: each request's start and end.
  const sends = traceEvents.filter((e) => e.name === 'ResourceSendRequest');
  const finish = new Map(traceEvents.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args.data.requestId, e.ts]));
  // The page's own requests only: Chromium's own pages (its omnibox's
  // WebUI, in a trace of a headless browser too) fetch from other origins.
  const origin = new URL(h.server.url('/')).origin;
  for (const e of sends) {
    const { url, requestId } = e.args.data;
    const end = finish.get(requestId);
    if (e.ts > first || new URL(url).origin !== origin) continue;
    console.log(`    fetch ${pad(new URL(url).pathname, 28)} ${lpad(rel(e.ts).toFixed(1), 7)} → ${end ? lpad(rel(end).toFixed(1), 7) : '      ?'} ms`);
  }
  // The main thread: its tasks up to the first table, and what took their time.
  const mainEvents = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= t0 && e.ts <= first);
  const totals = new Map();
  for (const e of mainEvents) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const busy = mainEvents.filter((e) => e.name === 'RunTask').reduce((t, e) => t + e.dur / 1000, 0);
  console.log(`\n    main thread busy ${busy.toFixed(1)} ms of ${rel(first).toFixed(1)} ms; by event (nested events counted in their parents too):`);
  for (const [name, t] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 18)) {
    if (t >= 0.3) console.log(`      ${pad(name, 44)}${lpad(t.toFixed(1), 8)} ms`);
  }
  // Wasm compilation, on any thread.
  const wasm = traceEvents.filter((e) => e.ph === 'X' && /wasm/i.test(e.name) && e.ts >= t0 && e.ts <= first);
  const wt = new Map();
  for (const e of wasm) wt.set(e.name, (wt.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  console.log('\n    wasm events, any thread:');
  for (const [name, t] of [...wt].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`      ${pad(name, 44)}${lpad(t.toFixed(1), 8)} ms`);
  const tasks = mainEvents.filter((e) => e.name === 'RunTask' && e.dur > 2000);
  console.log('\n    main-thread tasks over 2 ms (start, duration, longest events inside):');
  for (const task of tasks) {
    const inside = mainEvents
      .filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${new URL(e.args.data.url).pathname}` : ''} ${(e.dur / 1000).toFixed(1)}`);
    console.log(`      ${lpad(rel(task.ts).toFixed(1), 7)} ms ${lpad((task.dur / 1000).toFixed(1), 6)} ms: ${inside.join(', ')}`);
  }
}

// ---------------------------------------------------------------------------
// (c) one move

function longLine() {
  // A Capricieuse game won through the CLI, long enough to measure (deal 6
  // has a line of 107 moves; others are tried if it is too short).
  for (const d of [6, ...Array.from({ length: 40 }, (_, i) => i + 1)]) {
    const line = findWinningLine('capricieuse', d, {}, { maxNodes: 150, useSolver: false });
    if (line && line.length >= MIN_MOVES) return { game: 'capricieuse', d, line };
  }
  throw new Error(`no Capricieuse deal with a winning line of ${MIN_MOVES} moves found`);
}

/** --profile: where one drop's main-thread time goes (a traced drop). */
function profileDrop(move, events) {
  const up = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup');
  if (!up) return console.log(`\n(c') no pointerup in the trace of ${move}`);
  const main = events.filter((e) => e.pid === up.pid && e.tid === up.tid && e.ph === 'X' && e.ts >= up.ts);
  const totals = new Map();
  let styled = 0;
  for (const e of main) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    if (e.name === 'UpdateLayoutTree') styled += e.args?.elementCount ?? 0;
  }
  const tasks = main.filter((e) => e.name === 'RunTask').reduce((t, e) => t + e.dur / 1000, 0);
  console.log(`\n(c') one traced drop (${move}; ${load()}): main-thread tasks ${tasks.toFixed(2)} ms from the pointerup; ` +
    `style recalculated for ${styled} elements; by event (nested events counted in their parents too):`);
  for (const [name, t] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
    if (t >= 0.05) console.log(`      ${pad(name, 44)}${lpad(t.toFixed(2), 8)} ms`);
  }
}

async function perMove(h) {
  const { game, d, line } = longLine();
  const page = await h.page({ reducedMotion: ANIMATIONS ? 'no-preference' : 'reduce' });
  await page.goto(h.server.url(link(game, d)));
  await settle(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metrics = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    return { script: m.ScriptDuration * 1000, layout: (m.LayoutDuration + m.RecalcStyleDuration) * 1000 };
  };
  // Waits until what an input caused has been rendered (two frames).
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  let base = { script: 0, layout: 0 };
  /** Script and style+layout of `action` and the frames it causes, minus the measuring overhead. */
  const measure = async (action) => {
    const a = await metrics();
    await action();
    await frames();
    const b = await metrics();
    return { script: Math.max(0, b.script - a.script - base.script), layout: Math.max(0, b.layout - a.layout - base.layout) };
  };
  // The measuring overhead: the same measurement around no action.
  const idle = [];
  for (let i = 0; i < 40; i++) idle.push(await measure(async () => {}));
  base = { script: median(idle.map((x) => x.script)), layout: median(idle.map((x) => x.layout)) };

  const sum = (xs) => xs.reduce((t, x) => ({ script: t.script + x.script, layout: t.layout + x.layout }), { script: 0, layout: 0 });
  const STEPS = 8;
  const moves = []; // { kind, total, down, start, move (per pointermove), drop }
  const gameStart = await metrics();
  for (const m of line) {
    if (m === 's' || m === 'redeal') {
      const at = m === 's' ? await pilePoint(page, 'stock') : await page.locator('[data-action="redeal"]').boundingBox();
      const x = m === 's' ? at.x : at.x + at.width / 2;
      const y = m === 's' ? at.y : at.y + at.height / 2;
      await page.mouse.move(x, y);
      const click = await measure(() => page.mouse.click(x, y));
      moves.push({ kind: 'click', total: click });
    } else {
      const t = parseTransfer(m);
      const from = await cardPoint(page, t.from, -t.count);
      const to = await pilePoint(page, t.to);
      await page.mouse.move(from.x, from.y);
      const down = await measure(() => page.mouse.down());
      const start = await measure(() => page.mouse.move(from.x + 3, from.y + 6));
      const steps = [];
      for (let i = 1; i <= STEPS; i++) {
        const f = i / STEPS;
        steps.push(await measure(() => page.mouse.move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)));
      }
      const traced = PROFILE && moves.filter((x) => x.kind === 'drag').length === 10;
      if (traced) await h.browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
      const drop = await measure(() => page.mouse.up());
      if (traced) profileDrop(m, JSON.parse((await h.browser.stopTracing()).toString()).traceEvents);
      const move = sum(steps);
      moves.push({
        kind: 'drag',
        down,
        start,
        move: { script: move.script / STEPS, layout: move.layout / STEPS },
        drop,
        total: sum([down, start, move, drop]),
      });
    }
    await settle(page);
  }
  // Whatever the moves left for later (timers, worker messages) as well.
  await page.waitForTimeout(1000);
  const gameEnd = await metrics();
  const whole = {
    script: (gameEnd.script - gameStart.script) / line.length,
    layout: (gameEnd.layout - gameStart.layout) / line.length,
  };
  // The page really played the game.
  await expectTable(page, trace(deal(game, d), line).at(-1));
  await page.done();

  const drags = moves.filter((x) => x.kind === 'drag');
  const clicks = moves.filter((x) => x.kind === 'click');
  console.log(
    `\n(c) main-thread time per move: ${game} deal ${d}, ${line.length} moves played in the page ` +
      `(${drags.length} drags of ${STEPS + 1} pointer moves, ${clicks.length} clicks; ${load()}), ` +
      `animations ${ANIMATIONS ? 'on' : 'off (reduced motion)'}`,
  );
  console.log(`    measuring overhead subtracted: script ${ms(base.script)}, style+layout ${ms(base.layout)}\n`);
  console.log(`${pad('', 34)}${lpad('mean', 11)}${lpad('median', 11)}${lpad('p95', 11)}${lpad('max', 11)}`);
  const row = (name, xs) =>
    console.log(
      `${pad(name, 34)}${lpad(ms(mean(xs)), 11)}${lpad(ms(median(xs)), 11)}${lpad(ms(pct(xs, 95)), 11)}${lpad(ms(Math.max(...xs)), 11)}`,
    );
  const tot = (x) => x.script + x.layout;
  row('whole move: script', moves.map((x) => x.total.script));
  row('whole move: style + layout', moves.map((x) => x.total.layout));
  row('whole move: script+style+layout', moves.map((x) => tot(x.total)));
  if (drags.length) {
    row('  drag: pointerdown', drags.map((x) => tot(x.down)));
    row('  drag: first pointermove', drags.map((x) => tot(x.start)));
    row('  drag: each later pointermove', drags.map((x) => tot(x.move)));
    row('  drag: drop (the move itself)', drags.map((x) => tot(x.drop)));
    row('  drop: script only', drags.map((x) => x.drop.script));
  }
  if (clicks.length) row('  click on stock/redeal', clicks.map((x) => tot(x.total)));
  console.log(
    `\n    all main-thread work over the whole game / moves (deferred work, clock ticks and the ` +
      `harness's own probes included):\n    script ${ms(whole.script)}, style + layout ${ms(whole.layout)}, ` +
      `total ${ms(whole.script + whole.layout)} per move`,
  );
  const totals = moves.map((x) => tot(x.total));
  const dropsOrClicks = moves.map((x) => tot(x.kind === 'drag' ? x.drop : x.total));
  return { median: median(totals), p95: pct(totals, 95), moveMedian: median(dropsOrClicks) };
}

// ---------------------------------------------------------------------------

const size = sizes();
const h = harness();
await h.start();
try {
  const first = await firstTable(h, size.rows);
  if (PROFILE) await profileFirstTable(h);
  const move = NO_MOVES ? null : await perMove(h);
  const solverGzip = size.rows.filter((r) => SOLVER_FILES.test(r.file)).reduce((t, r) => t + r.gzip, 0);
  console.log(
    `\nsummary (${load()}): whole dist ${kb(size.total.gzip)} gzipped, the solver's module ${kb(solverGzip)} of it; ` +
      `before the first table ${kb(first.bytes)}; first table ${ms(first.median)} (median)` +
      (move
        ? `; one move (drop or click) ${ms(move.moveMedian)} median; a whole drag ${ms(move.median)} median, ` +
          `${ms(move.p95)} p95 (script + style + layout)`
        : ''),
  );
} finally {
  await h.stop();
}
