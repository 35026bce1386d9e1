// Faults the table must survive and name (issue 27, items 5 and 7): a
// solver worker that never answers is restarted and then replaced by
// searches on the page itself; a daily check with no answer times out into
// words; a solver module that cannot load makes the indicator say
// "unavailable" (not "gave up"), while Hint still suggests moves; a table
// module that is damaged or cannot be downloaded says which. (Service
// workers are blocked: an installed one would serve the real files past
// the routes that break them.)

import { after, before, describe, test } from 'node:test';
import { assert, harness, link, message, settle, stockPoint } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** A worker script that takes every message and never answers. */
const SILENT_WORKER = 'self.onmessage = () => {};';

/** Drops the errors a test provoked on purpose (the blocked files). */
function forgive(page, pattern) {
  for (let i = page.errors.length - 1; i >= 0; i--) {
    if (pattern.test(page.errors[i])) page.errors.splice(i, 1);
  }
}

const verdict = (page) => page.locator('[data-solver]').getAttribute('data-solver');

describe('issue 27: a solver that fails comes back or says so', () => {
  test('a worker that never answers is restarted, then the search runs on the page', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    const workers = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.route('**/solver-worker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: SILENT_WORKER }),
    );
    await page.goto(h.server.url(link('caprice', 3)));
    await settle(page);
    await page.waitForFunction(() => $root().querySelector('[data-solver]')?.getAttribute('data-solver') === 'thinking');
    // Moves never wait on the solver.
    const before = await page.locator('[data-pile="stock"]').getAttribute('data-count');
    const at = await stockPoint(page);
    await page.mouse.click(at.x, at.y);
    await settle(page);
    assert.notEqual(await page.locator('[data-pile="stock"]').getAttribute('data-count'), before, 'a move is taken while the solver is silent');
    // Two restarts (three workers), then the page's own search answers.
    await page.waitForFunction(
      () => /^(winnable|unwinnable|unknown)$/.test($root().querySelector('[data-solver]')?.getAttribute('data-solver') ?? ''),
      null,
      { timeout: 60_000 },
    );
    assert.equal(workers.filter((u) => u.endsWith('solver-worker.js')).length, 3, 'the first worker and two restarts');
    await page.done();
  });

  test('a daily check with no answer times out into words, and the table plays', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await page.route('**/solver-worker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: SILENT_WORKER }),
    );
    const t0 = Date.now();
    await page.goto(h.server.url(`?game=caprice&daily=2026-11-20&autoplay=0`));
    await settle(page);
    await page.waitForSelector('.patience:not([data-daily-pending])', { timeout: 20_000 });
    const waited = Date.now() - t0;
    assert.ok(waited < 16_000, `the daily check ends within its deadline (${waited} ms)`);
    assert.match(await message(page), /did not answer in time, so the daily deal could not be checked/);
    const before = await page.locator('[data-pile="stock"]').getAttribute('data-count');
    const at = await stockPoint(page);
    await page.mouse.click(at.x, at.y);
    await settle(page);
    assert.notEqual(await page.locator('[data-pile="stock"]').getAttribute('data-count'), before, 'moves are taken after the timeout');
    await page.done();
  });

  test('a solver module that cannot load says the solver is unavailable; Hint still helps', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await page.route('**/patience_solver*', (route) => route.abort());
    await page.goto(h.server.url(link('lucas-leaps', 42)));
    await settle(page);
    const indicator = page.locator('[data-solver="unavailable"]');
    await indicator.waitFor({ timeout: 30_000 });
    assert.equal((await indicator.textContent()).trim(), 'Solver unavailable');
    assert.doesNotMatch(await indicator.getAttribute('aria-label'), /gave up/);
    assert.match(await message(page), /solver could not be loaded in this browser/);
    await page.locator('.bar [data-action="hint"]').click();
    assert.match(await message(page), /^The solver cannot run in this browser; this move looks most useful: /);
    assert.ok(await page.locator('.hint').count(), 'the suggested card is marked');
    await page.locator('.bar [data-action="demo"]').click();
    assert.match(await message(page), /needs the solver, which could not be loaded/);
    // After a move the indicator stays honest.
    const at = await stockPoint(page);
    await page.mouse.click(at.x, at.y);
    await settle(page);
    assert.equal(await verdict(page), 'unavailable');
    forgive(page, /patience_solver/);
    await page.done();
  });

  test('a worker script that cannot load moves the search to the page', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await page.route('**/solver-worker.js', (route) => route.abort());
    await page.goto(h.server.url(link('caprice', 3)));
    await settle(page);
    await page.waitForFunction(
      () => /^(winnable|unwinnable|unknown)$/.test($root().querySelector('[data-solver]')?.getAttribute('data-solver') ?? ''),
      null,
      { timeout: 30_000 },
    );
    forgive(page, /solver-worker/);
    await page.done();
  });
});

describe('issue 27: a table module that cannot start says why', () => {
  test('a damaged program file is named as such, not as an old browser', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await page.route('**/patience_bg.wasm', (route) =>
      route.fulfill({ contentType: 'application/wasm', body: Buffer.from('this is not WebAssembly at all') }),
    );
    await page.goto(h.server.url(link('caprice', 3)));
    const note = page.locator('[data-start-error]');
    await note.waitFor();
    const text = await note.textContent();
    assert.match(text, /program file \(patience_bg\.wasm\) is missing, damaged, or from another release/);
    assert.doesNotMatch(text, /current browser/);
    page.errors.length = 0;
    await page.done();
  });

  test('a program that cannot be downloaded says so', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await page.route('**/patience_bg.wasm', (route) => route.abort());
    await page.goto(h.server.url(link('caprice', 3)));
    const note = page.locator('[data-start-error]');
    await note.waitFor();
    assert.match(await note.textContent(), /could not be downloaded \(the network or the server\)/);
    page.errors.length = 0;
    await page.done();
  });
});
