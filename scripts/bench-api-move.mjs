#!/usr/bin/env node
// Benchmark of the element's scripting API (issue 22, item 11): what one
// `table.api.move(token)` call costs the page's main thread, on top of the
// animation it starts (a benchmark, not a test: it prints numbers and fails
// only when it cannot measure).
//
//   node scripts/bench-api-move.mjs [--dist DIR] [--moves N]
//
// Expects a release build (`trunk build --release`) and the native CLI
// (`cargo build --bin patience`) to find a long game. Plays a won
// Capricieuse game through `game.move()` on the game's page, animations on
// (no reduced motion), autoplay off, timing each call with
// performance.now() inside the page (the call's synchronous work: the
// engine, the DOM writes, the flights it starts). Three paces: calls back
// to back (one task each, every card still in flight from the move
// before), one every 100 ms (mid-flight) and one every 450 ms (after the
// flight). Each pace is a fresh browser context.

import { loadavg } from 'node:os';
import { benchArgs } from './bench-args.mjs';

const { opt } = benchArgs('node scripts/bench-api-move.mjs [--dist DIR] [--moves N]');
const MIN_MOVES = Number(opt('--moves', 100));
const { harness, findWinningLine, link, settle, expectTable, deal, trace } = await import('../tests/e2e/helpers.mjs');

const load = () => `load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`;
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (n) => `${n.toFixed(2)} ms`.padStart(10);

function longLine() {
  for (const d of [6, ...Array.from({ length: 40 }, (_, i) => i + 1)]) {
    const line = findWinningLine('capricieuse', d, {}, { maxNodes: 150, useSolver: false });
    if (line && line.length >= MIN_MOVES) return { game: 'capricieuse', d, line };
  }
  throw new Error(`no Capricieuse deal with a winning line of ${MIN_MOVES} moves found`);
}

const { game, d, line } = longLine();
const h = harness();
await h.start();
try {
  console.log(`game.move() per call: ${game} deal ${d}, ${line.length} moves, animations on (${load()})\n`);
  console.log(`${'pace'.padEnd(28)}${'median'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}`);
  for (const [name, gap] of [
    ['back to back', 0],
    ['every 100 ms (mid-flight)', 100],
    ['every 450 ms (settled)', 450],
  ]) {
    const page = await h.page({ reducedMotion: 'no-preference' });
    await page.goto(h.server.url(link(game, d)));
    await settle(page);
    const times = await page.evaluate(
      async ({ line, gap }) => {
        const el = document.querySelector('patience-table');
        await el.ready;
        const out = [];
        for (const m of line) {
          const t0 = performance.now();
          el.api.move(m);
          out.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, gap));
        }
        return out;
      },
      { line, gap },
    );
    await settle(page);
    await expectTable(page, trace(deal(game, d), line).at(-1));
    await page.done();
    console.log(`${name.padEnd(28)}${ms(median(times))}${ms(pct(times, 95))}${ms(Math.max(...times))}`);
  }
} finally {
  await h.stop();
}
