#!/usr/bin/env node
// Solver speed in the browser against the native build (a benchmark, not a
// test: it prints numbers and fails only when it cannot measure).
//
//   node scripts/bench-solver-web.mjs [--dist DIR] [--bin PATH] [--runs N] [--nodes N]
//
// The same searches run twice: natively through `patience survey GAME
// --deals A..B --nodes N --jobs 1` (the release CLI: `cargo build --release`,
// or --bin / PATIENCE_RELEASE_BIN), and in headless Chromium through the
// release web build's JavaScript `Solver` class (`trunk build --release`),
// each deal searched without a break. Both are deterministic and stop after
// the same number of nodes (or earlier, at the same verdict), so they do the
// same work (checked: equal node counts and verdicts). Speed is nodes per
// second of CPU time (native user+sys time; the time of Chromium's main
// thread from CDP's ThreadTime), which a busy machine disturbs far less than the clock;
// wall-clock ratios are shown too. Best of N runs.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
if (args.includes('--help')) {
  console.log('usage: node scripts/bench-solver-web.mjs [--dist DIR] [--bin PATH] [--runs N] [--nodes N]');
  process.exit(0);
}
const DIST = path.resolve(opt('--dist', process.env.PATIENCE_DIST ?? path.join(ROOT, 'dist')));
process.env.PATIENCE_DIST = DIST;
const TARGET = process.env.CARGO_TARGET_DIR ?? path.join(ROOT, 'target');
const BIN = path.resolve(opt('--bin', process.env.PATIENCE_RELEASE_BIN ?? path.join(TARGET, 'release/patience')));
const RUNS = Number(opt('--runs', 3));
const NODES = Number(opt('--nodes', 300000));

// Each case: a range of deals of one game, every deal searched to a
// verdict or NODES nodes. Lucas Leaps has hard deals (the search runs out of
// nodes); the others end mostly in winning lines (search plus polishing).
const CASES = [
  { game: 'lucas-leaps', deals: [57, 57], opts: {}, nodes: 5 * NODES },
  { game: 'lucas-leaps', deals: [108, 108], opts: {}, nodes: 5 * NODES },
  { game: 'lucas-leaps', deals: [1, 60], opts: {} },
  { game: 'caprice', deals: [1, 60], opts: {} },
  { game: 'capricieuse', deals: [1, 60], opts: {} },
  { game: 'double-canfield', deals: [1, 60], opts: {} },
  { game: 'double-canfield', deals: [1, 60], opts: { draw: 1, spaces: 'any' } },
];

const { harness, dealJson } = await import('../tests/e2e/helpers.mjs');

function optionArgs(opts) {
  const a = [];
  if (opts.draw !== undefined) a.push('--draw', String(opts.draw));
  if (opts.spaces !== undefined) a.push('--spaces', opts.spaces);
  return a;
}

/**
 * One native run over the case's deals: { nodes, verdicts, cpu (ms of user
 * plus system time, from /usr/bin/time), wall (ms, the survey's own sum) }.
 */
function native(c, dir) {
  const csv = path.join(dir, 'rows.csv');
  const times = path.join(dir, 'time.txt');
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%U %S', '-o', times, BIN, 'survey', c.game, '--deals', `${c.deals[0]}..${c.deals[1]}`, ...optionArgs(c.opts),
      '--nodes', String(c.nodes ?? NODES), '--budget-ms', '600000', '--jobs', '1', '--csv', csv],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`${BIN} survey failed (${r.status}): ${r.stderr || r.error}`);
  const rows = readFileSync(csv, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
  const [user, sys] = readFileSync(times, 'utf8').trim().split(/\s+/).map(Number);
  return {
    nodes: rows.reduce((t, r) => t + Number(r[3]), 0),
    verdicts: rows.map((r) => r[1]).join(' '),
    cpu: (user + sys) * 1000,
    wall: rows.reduce((t, r) => t + Number(r[2]), 0),
  };
}

/** The same searches in the page: { nodes, verdicts, cpu (main-thread CPU time, CDP), wall }. */
async function wasm(page, cdp, c, positions) {
  const script = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
  };
  const before = await script();
  // In a task of its own (a setTimeout), where CDP counts the thread's time.
  const r = await page.evaluate(
    ({ positions, nodes }) => new Promise((resolve) => setTimeout(() => {
      let total = 0;
      let wall = 0;
      const verdicts = [];
      for (const json of positions) {
        const t = performance.now();
        const s = new window.wasmBindings.Solver(json, { maxNodes: nodes });
        let v;
        // The native CLI's slice (a slice's end can shift a probe's start by a node).
        while ((v = s.run(4096)) === 'running');
        wall += performance.now() - t;
        total += s.nodes;
        verdicts.push(v);
        s.free();
      }
      resolve({ nodes: total, verdicts: verdicts.join(' '), wall });
    })),
    { positions, nodes: c.nodes ?? NODES },
  );
  return { ...r, cpu: (await script()) - before };
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const min = (xs, k) => Math.min(...xs.map((x) => x[k]));

const h = harness();
await h.start();
const dir = mkdtempSync(path.join(tmpdir(), 'bench-solver-'));
const rows = [];
try {
  const page = await h.page();
  await page.goto(h.server.url('?game=caprice&deal=1'));
  await page.waitForFunction(() => window.wasmBindings?.Solver);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  for (const c of CASES) {
    const positions = [];
    for (let d = c.deals[0]; d <= c.deals[1]; d++) positions.push(dealJson(c.game, d, c.opts));
    const nat = [];
    const web = [];
    for (let i = 0; i < RUNS; i++) {
      nat.push(native(c, dir));
      web.push(await wasm(page, cdp, c, positions));
    }
    if (nat[0].nodes !== web[0].nodes || nat[0].verdicts !== web[0].verdicts) {
      throw new Error(`${c.game}: native and wasm searches differ: ${nat[0].nodes} vs ${web[0].nodes} nodes`);
    }
    rows.push({ ...c, nodes: nat[0].nodes, nativeCpu: min(nat, 'cpu'), wasmCpu: min(web, 'cpu'), nativeWall: min(nat, 'wall'), wasmWall: min(web, 'wall') });
  }
  await page.done();
} finally {
  rmSync(dir, { recursive: true, force: true });
  await h.stop();
}

const label = (r) =>
  `${r.game}${r.opts.draw ? ` draw ${r.opts.draw}` : ''}${r.opts.spaces ? ` spaces ${r.opts.spaces}` : ''} ${r.deals[0]}..${r.deals[1]}`;
const nps = (nodes, ms) => (nodes * 1000) / Math.max(ms, 0.001);
console.log(
  `\nsolver speed: native (${path.relative(ROOT, BIN) || BIN}) vs headless Chromium (${path.relative(ROOT, DIST) || DIST}),` +
    ` at most ${fmt(NODES)} nodes per deal (${fmt(5 * NODES)} for single hard deals), best of ${RUNS} runs; CPU time (native user+sys, Chromium main-thread time)\n`,
);
console.log(
  `${'deals'.padEnd(42)}${'nodes'.padStart(11)}${'native n/s'.padStart(12)}${'wasm n/s'.padStart(12)}${'wasm/native'.padStart(13)}${'  (wall clock)'.padStart(14)}`,
);
for (const r of rows) {
  const ratio = nps(r.nodes, r.wasmCpu) / nps(r.nodes, r.nativeCpu);
  const wallRatio = nps(r.nodes, r.wasmWall) / nps(r.nodes, r.nativeWall);
  console.log(
    `${label(r).padEnd(42)}${fmt(r.nodes).padStart(11)}${fmt(nps(r.nodes, r.nativeCpu)).padStart(12)}` +
      `${fmt(nps(r.nodes, r.wasmCpu)).padStart(12)}${ratio.toFixed(2).padStart(13)}${wallRatio.toFixed(2).padStart(14)}`,
  );
}
const sum = (k) => rows.reduce((t, r) => t + r[k], 0);
const nodes = sum('nodes');
const nat = nps(nodes, sum('nativeCpu'));
const web = nps(nodes, sum('wasmCpu'));
console.log(`\nall cases: native ${fmt(nat)} nodes/s, wasm ${fmt(web)} nodes/s, wasm/native ${(web / nat).toFixed(2)} (target: at least 0.50)`);
