#!/usr/bin/env node
// Benchmark of the built web game (a benchmark, not a test: it prints
// numbers and fails only when it cannot measure).
//
//   node scripts/bench-web.mjs [--dist DIR] [--runs N] [--moves N] [--animations]
//
// Expects a release build in dist/ (`trunk build --release`) and the native
// CLI (`cargo build --bin patience`, or PATIENCE_BIN) to find a long game.
// Measures:
//   (a) every file of dist/: raw and gzip -9 bytes, and the totals;
//   (b) navigation to the first dealt table (the first `[data-table]
//       [data-card]` in the DOM) on 127.0.0.1 in headless Chromium, each run
//       in a fresh browser context (nothing cached), median of N runs;
//   (c) main-thread script and style+layout time of one move over a long
//       game played in the page with real pointer input (drags and clicks),
//       from CDP Performance.getMetrics deltas around each move, minus the
//       measuring overhead (the same measurement around no move at all).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { benchArgs } from './bench-args.mjs';
import { gzipSync } from 'node:zlib';

const { opt, flag, dist: DIST } = benchArgs('node scripts/bench-web.mjs [--dist DIR] [--runs N] [--moves N] [--animations]');
const RUNS = Number(opt('--runs', 15));
const MIN_MOVES = Number(opt('--moves', 100));
const ANIMATIONS = flag('--animations');
const BUDGET_GZIP = 150 * 1024;

const { harness, findWinningLine, link, settle, expectTable, deal, trace, cardPoint, pilePoint, parseTransfer } = await import(
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
  // The budget counts the code and the pages: wasm, JavaScript, CSS, HTML.
  const code = rows.filter((r) => /\.(wasm|m?js|css|html)$/.test(r.file));
  const codeGzip = code.reduce((t, r) => t + r.gzip, 0);
  const codeRaw = code.reduce((t, r) => t + r.raw, 0);
  console.log(`${pad('wasm + js + css + html', 28)}${lpad(kb(codeRaw), 12)}${lpad(kb(codeGzip), 12)}`);
  console.log(
    `budget ${kb(BUDGET_GZIP)} gzipped (wasm, js, css, html): ${codeGzip <= BUDGET_GZIP ? 'within' : 'OVER'} ` +
      `(${((100 * codeGzip) / BUDGET_GZIP).toFixed(0)}%)`,
  );
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

async function firstTable(h) {
  const samples = [];
  for (let i = 0; i <= RUNS; i++) {
    const context = await h.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      const mark = () => {
        if (document.querySelector('[data-table] [data-card]')) {
          window.__firstTable = performance.now();
          return true;
        }
        return false;
      };
      new MutationObserver((_, obs) => {
        if (mark()) obs.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(h.server.url(link('caprice', 1 + i)));
    await page.waitForFunction(() => window.__firstTable !== undefined);
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { table: window.__firstTable, dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
    });
    await context.close();
    if (i > 0) samples.push(t); // the first run warms up the browser process
  }
  const col = (k) => samples.map((s) => s[k]);
  console.log(`\n(b) navigation to the first dealt table, 127.0.0.1, fresh context each run (${RUNS} runs)\n`);
  console.log(`${pad('', 28)}${lpad('median', 12)}${lpad('min', 12)}${lpad('max', 12)}`);
  for (const [name, k] of [
    ['DOMContentLoaded', 'dcl'],
    ['first dealt table', 'table'],
    ['load event', 'load'],
  ]) {
    const xs = col(k);
    console.log(`${pad(name, 28)}${lpad(ms(median(xs)), 12)}${lpad(ms(Math.min(...xs)), 12)}${lpad(ms(Math.max(...xs)), 12)}`);
  }
  return { median: median(col('table')) };
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
      const drop = await measure(() => page.mouse.up());
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
      `(${drags.length} drags of ${STEPS + 1} pointer moves, ${clicks.length} clicks), ` +
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
  const first = await firstTable(h);
  const move = await perMove(h);
  console.log(
    `\nsummary: dist ${kb(size.total.gzip)} gzipped (${kb(size.codeGzip)} wasm+js+css+html); first table ${ms(first.median)} (median); ` +
      `one move (drop or click) ${ms(move.moveMedian)} median; a whole drag ${ms(move.median)} median, ` +
      `${ms(move.p95)} p95 (script + style + layout)`,
  );
} finally {
  await h.stop();
}
