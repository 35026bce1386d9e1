// The solver's own wasm module (patience_solver.js, compiled for speed):
// the table's first load does not fetch it, the solver's worker fetches it
// once the first table is dealt, and a page can use its `Solver` class as
// the README shows, searching exactly as the native solver does.

import { spawnSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { BIN, apply, assert, dealJson, harness, link, peeking } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** `patience solve` natively with a node budget: [verdict, line]. */
function nativeSolve(json, nodes) {
  // A time budget far beyond the node budget: the nodes alone decide.
  const r = spawnSync(BIN, ['solve', '--stdin', '--nodes', String(nodes), '--budget-ms', '600000'], { input: json, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`patience solve failed (${r.status}): ${r.stderr}`);
  const [verdict, line = ''] = r.stdout.trim().split('\n');
  return [verdict, line.split(' ').filter(Boolean)];
}

// The README's example, as a page of its own next to the game.
const README_PAGE = `<!doctype html><meta charset="utf-8"><title>solver</title><link rel="icon" href="data:,">
<script type="module">
import initGame, { Game } from "./patience.js";
import initSolver, { Solver } from "./patience_solver.js";
await Promise.all([initGame(), initSolver()]);
window.solve = async (json, maxNodes) => {
  const s = new Solver(json, { maxNodes });
  let verdict;
  while ((verdict = s.run(20000)) === "running") await new Promise((r) => setTimeout(r));
  const out = { verdict, line: s.line(), nodes: s.nodes };
  s.free();
  return out;
};
window.Game = Game;
window.ready = true;
</script>`;

describe("the solver's module", () => {
  test('is fetched only after the first table is dealt; then the hint works', async () => {
    // Hints may peek (issue 23 made the honest hint the default): the hint
    // below waits for the solver's line.
    const page = await peeking(await h.page());
    const fetched = [];
    // Requests of the page and of its workers (the solver's worker imports the module).
    page.context().on('request', (r) => {
      if (/patience_solver|solver-worker/.test(r.url())) fetched.push(path(r.url()));
    });
    await page.addInitScript(() => {
      window.__workers = [];
      const Worker = window.Worker;
      window.Worker = function (url, options) {
        window.__workers.push({ url: String(url), at: performance.now() });
        return new Worker(url, options);
      };
      // The table says it is dealt with its first patience-deal event.
      document.addEventListener('patience-deal', () => {
        if ($root().querySelector('[data-table] [data-card]')) {
          window.__firstTable = performance.now();
          // What the page had asked for when the first table was dealt.
          window.__atFirstTable = performance.getEntriesByType('resource').map((e) => e.name);
        }
      }, { once: true });
    });
    await page.goto(h.server.url(link('caprice', 1)));
    await page.waitForFunction(() => window.__atFirstTable !== undefined && window.__workers.length > 0);
    const { atFirstTable, firstTable, workers } = await page.evaluate(() => ({
      atFirstTable: window.__atFirstTable,
      firstTable: window.__firstTable,
      workers: window.__workers,
    }));
    assert.ok(atFirstTable.some((u) => u.endsWith('/patience_bg.wasm')), `the table's module was fetched: ${atFirstTable}`);
    assert.deepEqual(
      atFirstTable.filter((u) => /patience_solver|solver-worker/.test(u)),
      [],
      'nothing of the solver before the first table',
    );
    // The worker (which alone imports the solver's module) starts after
    // the first table is dealt.
    assert.equal(workers.length, 1, 'one worker');
    assert.ok(workers[0].url.endsWith('solver-worker.js'), workers[0].url);
    assert.ok(workers[0].at > firstTable, `the worker started at ${workers[0].at} ms, after the first table at ${firstTable} ms`);
    // Then the worker starts and loads the solver's module: the indicator
    // and the hint answer.
    await page.waitForSelector('[data-solver="winnable"]', { timeout: 30_000 });
    await page.click('[data-action="hint"]');
    await page.waitForSelector('[data-hint-card]');
    assert.ok(fetched.includes('solver-worker.js'), `the worker was fetched: ${fetched}`);
    assert.ok(fetched.includes('patience_solver.js'), `the solver's module was fetched: ${fetched}`);
    assert.ok(fetched.includes('patience_solver_bg.wasm'), `the solver's wasm was fetched: ${fetched}`);
    await page.done();
  });

  test("a page using the Solver class as the README shows searches as the native solver does", async () => {
    const page = await h.page();
    await page.route(h.server.url('readme-solver.html'), (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: README_PAGE }),
    );
    await page.goto(h.server.url('readme-solver.html'));
    await page.waitForFunction(() => window.ready === true);
    const cases = [
      { game: 'lucas-leaps', deal: 42, nodes: 300_000 },
      { game: 'caprice', deal: 1, nodes: 300_000 },
      { game: 'double-canfield', deal: 7, opts: { draw: 1 }, nodes: 300_000 },
      // A node budget that runs out: "unknown" after exactly that many nodes.
      { game: 'lucas-leaps', deal: 8, nodes: 5_000 },
    ];
    for (const c of cases) {
      const json = dealJson(c.game, c.deal, c.opts);
      const [verdict, line] = nativeSolve(json, c.nodes);
      const web = await page.evaluate(([j, n]) => window.solve(j, n), [json, c.nodes]);
      const what = `${c.game} ${c.deal}`;
      assert.equal(web.verdict, verdict, `${what}: the same verdict`);
      assert.deepEqual(web.line, line, `${what}: the same winning line`);
      if (verdict === 'winnable') {
        assert.equal(apply(json, line).game, c.game, 'the CLI replays the line');
        assert.equal(
          await page.evaluate(([j, l]) => {
            const g = window.Game.fromPosition(j);
            for (const m of l) g.move(m);
            return g.status();
          }, [json, web.line]),
          'won',
          `${what}: the line wins in the page's Game`,
        );
      } else if (verdict === 'unknown') {
        assert.equal(web.nodes, c.nodes, `${what}: the budget is spent to the node`);
      }
    }
    await page.done();
  });
});

function path(url) {
  return new URL(url).pathname.replace(/^\//, '');
}
