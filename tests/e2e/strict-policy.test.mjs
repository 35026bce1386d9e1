// Issue 41: a Content-Security-Policy that refuses the solver's worker.
// The table then searches on the page's main thread, loading the solver's
// module with a dynamic import() (no eval, which the policy refuses too):
// a whole winning game is played with the mouse by following Hint, with
// no CSP violation but the refused worker. Once on the build's own origin
// (`worker-src 'none'`), once from another origin (a CDN) under the docs'
// CDN policy without `blob:`.
//
// And the invariant of ARCHITECTURE.md ("A JavaScript exception never
// leaves a table stuck"): a solver module whose calls throw, injected in
// place of the real one, leaves a table that says the solver is
// unavailable, tells the host (`patience-error`), and plays on.

import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { assert, harness, hintedMove, peeking, playMove, settle, stockPoint, useTable } from './helpers.mjs';

const PREFIX = '/cdn/patience/';
const hh = harness({ prefix: PREFIX, headers: { 'access-control-allow-origin': '*' } });

// Another origin's server, for the host page of the CDN case.
let hostPage = { html: '', policy: '' };
const hostServer = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': hostPage.policy, 'cache-control': 'no-store' });
  res.end(hostPage.html);
});
before(async () => {
  await hh.start();
  await new Promise((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
});
after(async () => {
  await hh.stop();
  hostServer.closeAllConnections();
  await new Promise((resolve) => hostServer.close(resolve));
});

/** The game played: Lucas Leaps #3, won by following the hint. */
const GAME = 'lucas-leaps';
const DEAL = 3;

// The icon: a file of the page's own origin (a data: one is refused by default-src).
const body = (src) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A strict host</title><link rel="icon" href="${PREFIX}icons/icon.svg">
<script type="module" src="${src}"></script></head><body>
<patience-table game="${GAME}" deal="${DEAL}" save="off"></patience-table></body></html>`;

/** A page that lists the policy's violations and the table's errors. */
async function strictPage() {
  const page = await peeking(await hh.page({ serviceWorkers: 'block' }));
  await page.context().addInitScript(() => {
    window.violations = [];
    window.errorsHeard = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective}: ${e.blockedURI}`));
    document.addEventListener('patience-error', (e) => window.errorsHeard.push(e.detail));
  });
  return page;
}

/** The solver's indicator. */
const verdict = (page) => page.evaluate(() => $root().querySelector('[data-solver]')?.getAttribute('data-solver'));

/** Plays the deal to its win by mouse, each move the one Hint marks. */
async function winByHints(page) {
  for (let n = 0; n < 400; n++) {
    if ((await page.evaluate(() => $root().querySelector('[data-celebration]')?.checkVisibility?.() ?? false)) === true) return n;
    const status = await page.evaluate(() => document.querySelector('patience-table').api.status());
    if (status === 'won') return n;
    assert.equal(status, 'playing', `the game goes on after ${n} moves`);
    await page.waitForFunction(
      () => /^(winnable|won)$/.test($root().querySelector('[data-solver]')?.getAttribute('data-solver') ?? ''),
      null,
      { timeout: 60_000 },
    );
    if ((await page.evaluate(() => document.querySelector('patience-table').api.status())) === 'won') return n;
    await page.locator('.bar [data-action="hint"]').click();
    await page.waitForFunction(() => $root().querySelector('[data-hint-target]'), null, { timeout: 30_000 });
    const token = await hintedMove(page);
    const legal = await page.evaluate(() => document.querySelector('patience-table').api.legalMoves());
    assert.ok(legal.includes(token), `the hinted move ${token} is legal`);
    const before = await page.evaluate(() => document.querySelector('patience-table').api.moves().length);
    await playMove(page, token);
    const after = await page.evaluate(() => document.querySelector('patience-table').api.moves().length);
    assert.ok(after > before, `the mouse played ${token}`);
  }
  throw new Error('no win in 400 moves');
}

/** Nothing refused but the solver's worker; no worker ran; the page itself loaded the solver's module. */
async function onlyTheWorkerRefused(page) {
  const violations = await page.evaluate(() => window.violations);
  assert.ok(violations.length >= 1, 'the worker was refused');
  for (const v of violations) assert.match(v, /^worker-src: /, `only the worker is refused: ${v}`);
  assert.equal(page.workers().length, 0, 'no worker runs');
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('patience_solver')));
  assert.ok(loaded.length >= 1, "the page loaded the solver's module itself");
  // The browser's own words for the refused worker are its console's.
  for (let i = page.errors.length - 1; i >= 0; i--) {
    if (/Content Security Policy|worker|Worker/.test(page.errors[i])) page.errors.splice(i, 1);
  }
}

describe('issue 41: a policy that refuses workers', () => {
  test("worker-src 'none' on the build's origin: a whole game won by mouse with the main thread's hints", async () => {
    const page = await strictPage();
    const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'none'";
    await page.route(`${hh.server.origin}/host/strict.html`, (r) =>
      r.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': policy }, body: body(`${PREFIX}patience-table.js`) }),
    );
    await page.goto(`${hh.server.origin}/host/strict.html`);
    assert.equal(await page.evaluate(() => document.querySelector('patience-table').ready), true);
    await useTable(page, 'patience-table');
    await settle(page);
    const moves = await winByHints(page);
    assert.ok(moves > 5, `won in ${moves} moves of the player`);
    assert.equal(await page.evaluate(() => document.querySelector('patience-table').api.status()), 'won');
    await onlyTheWorkerRefused(page);
    assert.deepEqual(await page.evaluate(() => window.errorsHeard), [], 'no patience-error');
    await page.done();
  });

  test("the docs' CDN policy without blob:: the same from another origin", async () => {
    const cdn = hh.server.origin;
    const hostOrigin = `http://127.0.0.1:${hostServer.address().port}`;
    hostPage = {
      html: body(`${cdn}${PREFIX}patience-table.js`),
      policy:
        `default-src 'self'; script-src 'self' ${cdn} 'wasm-unsafe-eval'; style-src 'self' ${cdn}; ` +
        `connect-src 'self' ${cdn}; img-src 'self' ${cdn}; worker-src 'self'`,
    };
    const page = await strictPage();
    await page.goto(`${hostOrigin}/blog.html`);
    await page.waitForFunction(() => customElements.get('patience-table'), null, { timeout: 15_000 });
    assert.equal(await page.evaluate(() => document.querySelector('patience-table').ready), true);
    await useTable(page, 'patience-table');
    await settle(page);
    await winByHints(page);
    await onlyTheWorkerRefused(page);
    await page.done();
  });
});

describe('issue 41: a JavaScript exception never leaves a table stuck', () => {
  // Solver modules whose calls throw, in place of the real one.
  const THROWING = {
    'its constructor throws': `export default async function init() {}
export class Solver { constructor() { throw new Error('injected: constructor'); } static dailyDeal() { throw new Error('injected'); } }`,
    'its run() throws': `export default async function init() {}
export class Solver { constructor() {} run() { throw new Error('injected: run'); } line() { return []; } free() {} static dailyDeal() { throw new Error('injected'); } }`,
    'its init() throws': `export default function init() { throw new Error('injected: init'); }
export class Solver {}`,
    'its evaluation throws': `throw new Error('injected: module');`,
  };
  for (const [what, source] of Object.entries(THROWING)) {
    test(`a solver module where ${what}: the table says so, tells the host, and plays on`, async () => {
      const page = await strictPage();
      const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'none'";
      await page.route(`${hh.server.origin}/host/strict.html`, (r) =>
        r.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': policy }, body: body(`${PREFIX}patience-table.js`) }),
      );
      await page.route('**/patience_solver.js', (r) => r.fulfill({ contentType: 'text/javascript', body: source }));
      await page.goto(`${hh.server.origin}/host/strict.html`);
      assert.equal(await page.evaluate(() => document.querySelector('patience-table').ready), true);
      await useTable(page, 'patience-table');
      await settle(page);
      await page.waitForFunction(() => $root().querySelector('[data-solver="unavailable"]'), null, { timeout: 30_000 });
      assert.match(await page.evaluate(() => $root().querySelector('[data-message]').textContent), /solver could not be loaded/);
      await page.waitForFunction(() => window.errorsHeard.length > 0);
      const heard = await page.evaluate(() => window.errorsHeard);
      assert.equal(heard.length, 1, 'one patience-error');
      assert.equal(heard[0].reason, 'solver');
      assert.match(heard[0].message, /solver could not be loaded/);
      // The table is not stuck: a click plays, Hint still suggests, the API answers.
      const before = await page.evaluate(() => document.querySelector('patience-table').api.moves().length);
      const at = await stockPoint(page);
      await page.mouse.click(at.x, at.y);
      await settle(page);
      assert.ok((await page.evaluate(() => document.querySelector('patience-table').api.moves().length)) > before, 'a click plays');
      await page.locator('.bar [data-action="hint"]').click();
      assert.match(await page.evaluate(() => $root().querySelector('[data-message]').textContent), /this move looks most useful/);
      await page.locator('.bar [data-action="settings"]').click();
      await page.locator('dialog[data-dialog="settings"][open]').waitFor();
      await page.keyboard.press('Escape');
      assert.equal(await verdict(page), 'unavailable');
      for (let i = page.errors.length - 1; i >= 0; i--) {
        if (/Content Security Policy|worker|Worker|injected/.test(page.errors[i])) page.errors.splice(i, 1);
      }
      await page.done();
    });
  }
});
