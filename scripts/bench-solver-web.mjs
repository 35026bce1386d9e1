#!/usr/bin/env node
// Solver speed in the browser against the native build (a benchmark, not a
// test: it prints numbers, and fails only when it cannot measure or when the
// two builds do not search the same).
//
//   node scripts/bench-solver-web.mjs [--dist DIR] [--bin PATH] [--runs N] [--nodes N] [--search-only] [--profile]
//
// The same searches run twice: natively through `patience survey GAME
// --deals A..B --nodes N --jobs 1` (the release CLI: `cargo build --release`,
// or --bin / PATIENCE_RELEASE_BIN), and in headless Chromium through the
// release web build's JavaScript `Solver` class (`trunk build --release`;
// the solver's own module, patience_solver.js, compiled for speed),
// each deal searched without a break, with the same node budget. Both are
// deterministic and search the same nodes in the same order (positions'
// hashes differ on wasm32, which has no 128-bit multiply, but nothing that
// steers the search depends on them), so node counts and verdicts must be
// equal: any difference is reported, and the script fails on it (while no
// search fills the browser's smaller table, 1.8 million positions, which
// these budgets keep far from). Speed is nodes per
// second of CPU time (native user+sys time; the time of Chromium's main
// thread from CDP's ThreadTime), which a busy machine disturbs far less than the clock;
// wall-clock ratios are shown too. Best of N runs.
//
// --profile: instead, one CPU profile (CDP Profiler) of the browser's search
// of the second position below, 2 million nodes: each function's share of
// the samples. The names come from the module's name section: profile a
// build that kept it (`cp -r dist /tmp/named && node scripts/sw-build.mjs
// /tmp/named --minify --names`, then `--dist /tmp/named`). Compare with
// `perf record` of `patience solve --stdin --nodes 2000000` on the same
// position natively.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, benchArgs } from './bench-args.mjs';

const { opt, flag, dist: DIST } = benchArgs(
  'node scripts/bench-solver-web.mjs [--dist DIR] [--bin PATH] [--runs N] [--nodes N] [--search-only] [--profile]',
);
const TARGET = process.env.CARGO_TARGET_DIR ?? path.join(ROOT, 'target');
const BIN = path.resolve(opt('--bin', process.env.PATIENCE_RELEASE_BIN ?? path.join(TARGET, 'release/patience')));
const RUNS = Number(opt('--runs', 3));
const NODES = Number(opt('--nodes', 400000));
// --search-only: part (A) alone.
const SEARCH_ONLY = flag('--search-only');
const PROFILE = flag('--profile');

// (A) Search speed: positions no search decides within the budget (Lucas
// Leaps, a few dozen moves into deals 8, 18 and 20, as the moves say), so
// both sides search exactly the same number of nodes and nothing else: no
// line to replay and polish. Nodes per second here is the solver's speed.
const HARD = [
  { game: 'lucas-leaps', deal: 8, moves: 's s t6-f7 s t1-f4 t8-t7 t10-f1 s t8-t1 s t12-t3 s s t7x2-t2 w-t5 t7-f6 s s s s s s s s s s s s s s s w-t10 s w-t3 s s t10-t6 t6-t10 s s' },
  { game: 'lucas-leaps', deal: 18, moves: 't13-f7 t8-t7 s w-t2 s w-f5 s t9-t7 t13-t6 s s s t9-t8 s s s w-t12 s s s s s t11-t8 w-t12 s s s s s s s s s s s s s s s s s s s w-t2 s s t3-t2 s t3-f7 s s w-t9 s s s s s s s s s s s s w-t1 s s t1-f7 t1-f7 t1x2-t2' },
  { game: 'lucas-leaps', deal: 20, moves: 't10-f1 t10-t11 s t5-f3 t5-t3 t6-t10 t12-t6 t4-f6 t4-f2 s t11-t13 s t13-t11 t11-t13 t13-t11 t12-t8 s s s w-f3 s s t7-f3 w-f8 t7-t4 s t11-t13 t7-t1 s t7-t4 t1x2-t7 s s s t4-f2 t4-f2 s w-f5 t4-f2 s s s s s s t13-t11 t11-t13 t13-t11 s s w-t11 w-f7 s t7x2-t11 t11x5-t7 s s s t7x4-t13 s t11-f4 t13x4-t7 t7x4-t13 t13-t11 s s s t11-t13 t13x4-t7 s' },
];

// (B) Whole deals of every game, each searched to a verdict or NODES nodes:
// search plus checking and polishing the winning line, as a player's deal.
const CASES = [
  { game: 'lucas-leaps', deals: [1, 60], opts: {} },
  { game: 'caprice', deals: [1, 60], opts: {} },
  { game: 'capricieuse', deals: [1, 60], opts: {} },
  { game: 'double-canfield', deals: [1, 60], opts: {} },
  { game: 'double-canfield', deals: [1, 60], opts: { draw: 1, spaces: 'any' } },
];

const { harness, dealJson, apply } = await import('../tests/e2e/helpers.mjs');

function optionArgs(opts) {
  const a = [];
  if (opts.draw !== undefined) a.push('--draw', String(opts.draw));
  if (opts.spaces !== undefined) a.push('--spaces', opts.spaces);
  return a;
}

/**
 * One native run over the case's deals: { nodes, verdicts, each (per deal:
 * verdict, nodes and line length), cpu (ms of user plus system time, from
 * /usr/bin/time), wall (ms, the survey's own sum) }.
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
    each: rows.map((r) => `${r[1]} ${r[3]} ${r[4]}`),
    cpu: (user + sys) * 1000,
    wall: rows.reduce((t, r) => t + Number(r[2]), 0),
  };
}

/** One native search of a position (JSON) for exactly `nodes` nodes: { verdict, cpu }. */
function nativePosition(json, nodes, dir) {
  const times = path.join(dir, 'time.txt');
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', '-o', times, BIN, 'solve', '--stdin', '--nodes', String(nodes), '--budget-ms', '600000'], {
    input: json,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${BIN} solve failed (${r.status}): ${r.stderr || r.error}`);
  const [user, sys] = readFileSync(times, 'utf8').trim().split(/\s+/).map(Number);
  return { verdict: r.stdout.trim().split('\n')[0], cpu: (user + sys) * 1000 };
}

/** The same searches in the page: { nodes, verdicts, each, cpu (main-thread CPU time, CDP), wall }. */
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
      const each = [];
      for (const json of positions) {
        const t = performance.now();
        const s = new window.__Solver(json, { maxNodes: nodes });
        let v;
        // The native CLI's slice (a slice's end can shift a probe's start by a node).
        while ((v = s.run(4096)) === 'running');
        wall += performance.now() - t;
        total += s.nodes;
        verdicts.push(v);
        each.push(`${v} ${s.nodes} ${v === 'winnable' ? s.line().length : ''}`);
        s.free();
      }
      resolve({ nodes: total, verdicts: verdicts.join(' '), each, wall });
    })),
    { positions, nodes: c.nodes ?? NODES },
  );
  return { ...r, cpu: (await script()) - before };
}

/** --profile: one search's CPU profile, each function's share of its samples. */
async function profile(page, cdp) {
  const c = HARD[1];
  const json = JSON.stringify(apply(dealJson(c.game, c.deal), c.moves.split(' ')));
  const search = (nodes) =>
    page.evaluate(
      ({ json, nodes }) => {
        const s = new window.__Solver(json, { maxNodes: nodes });
        while (s.run(4096) === 'running');
        s.free();
      },
      { json, nodes },
    );
  await search(NODES / 4); // Compiled and tiered up before the profile.
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await search(5 * NODES);
  const { profile: p } = await cdp.send('Profiler.stop');
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  p.samples.forEach((id, i) => {
    const f = nodes.get(id).callFrame;
    const name = f.functionName || f.url || '(anonymous)';
    const t = p.timeDeltas[i] ?? 0;
    self.set(name, (self.get(name) ?? 0) + t);
    total += t;
  });
  console.log(`\nCPU profile of the wasm search: ${c.game} ${c.deal} + ${c.moves.split(' ').length} moves, ${fmt(5 * NODES)} nodes; self time\n`);
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`${((100 * t) / total).toFixed(1).padStart(6)}%  ${name.slice(0, 110)}`);
  }
  if (![...self.keys()].some((n) => n.includes('::'))) {
    console.log('\n(no Rust names: profile a build made with sw-build.mjs --names, see --help)');
  }
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const min = (xs, k) => Math.min(...xs.map((x) => x[k]));

const h = harness();
await h.start();
const dir = mkdtempSync(path.join(tmpdir(), 'bench-solver-'));
const rows = [];
const hard = [];
try {
  const page = await h.page();
  await page.goto(h.server.url('?game=caprice&deal=1'));
  // The solver's module, as a page loads it (README: JavaScript API).
  await page.evaluate(async () => {
    const m = await import(new URL('patience_solver.js', document.baseURI).href);
    await m.default();
    window.__Solver = m.Solver;
  });
  const cdp = await page.context().newCDPSession(page);
  if (PROFILE) {
    await profile(page, cdp);
    await page.done();
    process.exit(0);
  }
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  for (const c of HARD) {
    const json = JSON.stringify(apply(dealJson(c.game, c.deal), c.moves.split(' ')));
    const nodes = 5 * NODES;
    const nat = [];
    const web = [];
    for (let i = 0; i < RUNS; i++) {
      nat.push(nativePosition(json, nodes, dir));
      web.push(await wasm(page, cdp, { nodes }, [json]));
    }
    if (nat[0].verdict !== 'unknown' || web[0].verdicts !== 'unknown' || web[0].nodes !== nodes) {
      throw new Error(`${c.game} ${c.deal}: not a pure search of ${nodes} nodes (native ${nat[0].verdict}, wasm ${web[0].verdicts} after ${web[0].nodes})`);
    }
    hard.push({ ...c, nodes, nativeCpu: min(nat, 'cpu'), wasmCpu: min(web, 'cpu') });
  }
  for (const c of SEARCH_ONLY ? [] : CASES) {
    const positions = [];
    for (let d = c.deals[0]; d <= c.deals[1]; d++) positions.push(dealJson(c.game, d, c.opts));
    const nat = [];
    const web = [];
    for (let i = 0; i < RUNS; i++) {
      nat.push(native(c, dir));
      web.push(await wasm(page, cdp, c, positions));
    }
    // Deals whose verdict, node count or line length differ.
    const differ = nat[0].each.filter((e, i) => e !== web[0].each[i]);
    for (const [i, e] of nat[0].each.entries()) {
      if (e !== web[0].each[i]) console.error(`${c.game} ${JSON.stringify(c.opts)} deal ${c.deals[0] + i}: native ${e}, wasm ${web[0].each[i]} (verdict nodes moves)`);
    }
    rows.push({
      ...c,
      nativeNodes: nat[0].nodes,
      wasmNodes: web[0].nodes,
      differ: differ.length,
      nativeCpu: min(nat, 'cpu'),
      wasmCpu: min(web, 'cpu'),
      nativeWall: min(nat, 'wall'),
      wasmWall: min(web, 'wall'),
    });
  }
  await page.done();
} finally {
  rmSync(dir, { recursive: true, force: true });
  await h.stop();
}

console.log(
  `\n(A) search speed: positions that stay undecided, ${fmt(5 * NODES)} nodes each, best of ${RUNS} runs; ` +
    `CPU time (native user+sys, Chromium main-thread time)\n`,
);
console.log(`${'position'.padEnd(40)}${'native n/s'.padStart(12)}${'wasm n/s'.padStart(12)}${'wasm/native'.padStart(13)}`);
for (const r of hard) {
  const n = (r.nodes * 1000) / r.nativeCpu;
  const w = (r.nodes * 1000) / r.wasmCpu;
  console.log(`${`${r.game} ${r.deal} + ${r.moves.split(' ').length} moves`.padEnd(40)}${fmt(n).padStart(12)}${fmt(w).padStart(12)}${(w / n).toFixed(2).padStart(13)}`);
}
const hardNodes = hard.reduce((t, r) => t + r.nodes, 0);
const hardNative = (hardNodes * 1000) / hard.reduce((t, r) => t + r.nativeCpu, 0);
const hardWasm = (hardNodes * 1000) / hard.reduce((t, r) => t + r.wasmCpu, 0);
console.log(`${'all'.padEnd(40)}${fmt(hardNative).padStart(12)}${fmt(hardWasm).padStart(12)}${(hardWasm / hardNative).toFixed(2).padStart(13)}  (target: at least 0.75, aim 0.9)`);

if (SEARCH_ONLY) process.exit(0);
const label = (r) =>
  `${r.game}${r.opts.draw ? ` draw ${r.opts.draw}` : ''}${r.opts.spaces ? ` spaces ${r.opts.spaces}` : ''} ${r.deals[0]}..${r.deals[1]}`;
const nps = (nodes, ms) => (nodes * 1000) / Math.max(ms, 0.001);
console.log(
  `\n(B) whole deals: search, then checking and polishing the winning line; at most ${fmt(NODES)} nodes per deal, ` +
    `best of ${RUNS} runs (nodes per second of CPU time)\n`,
);
console.log(
  `${'deals'.padEnd(40)}${'native nodes'.padStart(13)}${'wasm nodes'.padStart(12)}${'native n/s'.padStart(12)}` +
    `${'wasm n/s'.padStart(12)}${'wasm/native'.padStart(13)}${'(wall clock)'.padStart(14)}${'ms/deal native'.padStart(16)}${'wasm'.padStart(8)}`,
);
for (const r of rows) {
  const n = nps(r.nativeNodes, r.nativeCpu);
  const w = nps(r.wasmNodes, r.wasmCpu);
  const wallRatio = nps(r.wasmNodes, r.wasmWall) / nps(r.nativeNodes, r.nativeWall);
  console.log(
    `${label(r).padEnd(40)}${fmt(r.nativeNodes).padStart(13)}${fmt(r.wasmNodes).padStart(12)}${fmt(n).padStart(12)}` +
      `${fmt(w).padStart(12)}${(w / n).toFixed(2).padStart(13)}${wallRatio.toFixed(2).padStart(14)}` +
      `${(r.nativeCpu / (r.deals[1] - r.deals[0] + 1)).toFixed(1).padStart(16)}${(r.wasmCpu / (r.deals[1] - r.deals[0] + 1)).toFixed(1).padStart(8)}` +
      (r.differ ? `  (${r.differ} deals differ)` : ''),
  );
}
const sum = (k) => rows.reduce((t, r) => t + r[k], 0);
const nat = nps(sum('nativeNodes'), sum('nativeCpu'));
const web = nps(sum('wasmNodes'), sum('wasmCpu'));
console.log(`${'all'.padEnd(40)}${''.padStart(25)}${fmt(nat).padStart(12)}${fmt(web).padStart(12)}${(web / nat).toFixed(2).padStart(13)}`);
console.log(`\nnative: ${path.relative(ROOT, BIN) || BIN}; Chromium: ${path.relative(ROOT, DIST) || DIST}`);
const differing = rows.filter((r) => r.differ);
if (differing.length) {
  console.error(`\nnative and wasm searches differ (${differing.map(label).join('; ')}): see the deals above`);
  process.exitCode = 1;
}
