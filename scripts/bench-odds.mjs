#!/usr/bin/env node
// "Your chances from here" in the browser: how long the solver's worker
// takes to answer, over every position of whole games (a benchmark, not a
// test: it prints numbers).
//
//   node scripts/bench-odds.mjs [--dist DIR] [--deals A..B] [--limit N] [--games caprice,lucas-leaps,…]
//
// For each game and option set, and each deal (default 1..2), a game is
// played from the deal by the table's own honest hint: the worker of the
// release build (`trunk build --release`; dist/solver-worker.js and the
// solver's module, in headless Chromium) is asked for the odds of the
// position as the table asks after every move (300,000 nodes, 1 s of the
// worker's time, seed 1; the stock's order counted as seen in Double
// Canfield once the waste has been turned over; the game so far, which the
// player does not go back to), its best move is played,
// and so on until the game is won or stuck, the worker names no move, or
// after --limit moves (default 400). Every position of those games is
// timed: the worker's own time on the request (`ms` in its answer) and the
// round trip from the page. It prints, per game set and over all, the
// median, 90th and 95th percentiles, the longest, and how many answered
// within one second.

import { benchArgs } from './bench-args.mjs';

const { opt } = benchArgs('node scripts/bench-odds.mjs [--dist DIR] [--deals A..B] [--limit N] [--games a,b]');
const { launch, startServer } = await import('../tests/e2e/helpers.mjs');
const { loadavg } = await import('node:os');

const [from, to] = opt('--deals', '1..2').split('..').map(Number);
const LIMIT = Number(opt('--limit', 400));
const SETS = [
  ['caprice', {}],
  ['capricieuse', {}],
  ['lucas-leaps', {}],
  ['double-canfield', { draw: 3, spaces: 'waste' }],
  ['double-canfield', { draw: 3, spaces: 'any' }],
  ['double-canfield', { draw: 1, spaces: 'waste' }],
  ['double-canfield', { draw: 1, spaces: 'any' }],
  ['russian-patience', {}],
];
const only = opt('--games', null)?.split(',');
const name = ([game, o]) => (o.draw ? `${game}, draw ${o.draw}, spaces ${o.spaces}` : game);
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

const server = await startServer();
const browser = await launch();
const page = await browser.newPage();
await page.goto(server.blank);
const BASE = server.url();

/** Plays one game by the worker's hint; returns each request's times. */
function play(game, deal, options, limit) {
  return page.evaluate(
    async ({ game, deal, options, limit, base }) => {
      const { default: init, Game } = await import(new URL('patience-table.js', base).href);
      await init();
      const w = new Worker(new URL('solver-worker.js', base), { type: 'module' });
      const g = Game.deal(game, deal, options);
      const start = g.position();
      const played = [];
      const times = [];
      let seen = false;
      let end = 'limit';
      try {
        for (let i = 0; i < limit; i++) {
          const position = g.position();
          const sent = performance.now();
          const a = await new Promise((resolve, reject) => {
            w.onmessage = (e) => {
              if (e.data?.odds === i + 1) resolve(e.data);
              if (e.data?.failed) reject(new Error(e.data.failed));
            };
            w.postMessage({
              odds: { id: i + 1, position, stockSeen: seen, maxNodes: 300000, maxMs: 1000, seed: 1, start, moves: played.join(' ') },
            });
          });
          if (a.error) throw new Error(a.error);
          times.push({ ms: a.ms, trip: performance.now() - sent, nodes: a.nodes });
          if (!a.best) {
            end = a.verdict;
            break;
          }
          const p = JSON.parse(position);
          // Double Canfield: turning the waste over shows the new stock's order.
          if (game === 'double-canfield' && a.best === 's' && p.stock.length === 0) seen = true;
          g.move(a.best);
          played.push(a.best);
        }
      } finally {
        w.terminate();
        g.free();
      }
      return { times, end, moves: times.length };
    },
    { game, deal, options, limit, base: BASE },
  );
}

const pct = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
function summary(label, times) {
  const ms = times.map((t) => t.ms).sort((a, b) => a - b);
  const trip = times.map((t) => t.trip).sort((a, b) => a - b);
  const within = ms.filter((t) => t <= 1000).length;
  console.log(
    `${label.padEnd(40)} ${String(ms.length).padStart(5)} positions  worker: median ${pct(ms, 0.5).toFixed(0)} ms, ` +
      `90th ${pct(ms, 0.9).toFixed(0)}, 95th ${pct(ms, 0.95).toFixed(0)}, max ${ms.at(-1).toFixed(0)}; ` +
      `within 1 s ${within}/${ms.length} (${((100 * within) / ms.length).toFixed(1)}%); ` +
      `round trip 95th ${pct(trip, 0.95).toFixed(0)} ms`,
  );
}

console.log(`Odds in the solver's worker (Chromium, ${from}..${to} per game set, at most ${LIMIT} moves a game); load average ${load()}`);
const all = [];
for (const set of SETS) {
  if (only && !only.includes(set[0])) continue;
  const times = [];
  const ends = [];
  for (let d = from; d <= to; d++) {
    const r = await play(set[0], d, set[1], LIMIT);
    times.push(...r.times);
    ends.push(`${d}: ${r.end} after ${r.moves}`);
  }
  summary(name(set), times);
  console.log(`  ${ends.join('; ')}`);
  all.push(...times);
}
summary('all', all);
console.log(`load average ${load()}`);
await browser.close();
await server.close();
