// Issue 22, item 9: the build served from another origin (a CDN) with
// CORS, to a host page under a strict Content-Security-Policy that names
// that origin and allows blob: workers (docs/embedding.md, "Another
// origin"). The table works, its solver runs in a worker (a blob: module
// that imports the build's solver-worker.js), and nothing is refused.

import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { assert, deal, expectTable, harness, settle, useTable } from './helpers.mjs';

const PREFIX = '/cdn/patience/';
const h = harness({ prefix: PREFIX, headers: { 'access-control-allow-origin': '*' } });

// The host's own server: another origin (another port) that serves one page.
let hostPage = { html: '', policy: '' };
const hostServer = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': hostPage.policy, 'cache-control': 'no-store' });
  res.end(hostPage.html);
});
before(async () => {
  await h.start();
  await new Promise((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
});
after(async () => {
  await h.stop();
  hostServer.closeAllConnections();
  await new Promise((resolve) => hostServer.close(resolve));
});

describe('issue 22: the build on another origin', () => {
  test('with CORS, the table plays and its solver runs in a blob: worker under a strict policy', async () => {
    const cdn = h.server.origin;
    const hostOrigin = `http://127.0.0.1:${hostServer.address().port}`;
    assert.notEqual(hostOrigin, cdn);
    const policy =
      `default-src 'self'; script-src 'self' ${cdn} 'wasm-unsafe-eval'; style-src 'self' ${cdn}; ` +
      `connect-src 'self' ${cdn}; img-src 'self' data: ${cdn}; worker-src 'self' blob:`;
    const page = await h.page();
    await page.context().addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective}: ${e.blockedURI}`));
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title><link rel="icon" href="data:,">
<script type="module" src="${cdn}${PREFIX}patience-table.js"></script></head><body>
<patience-table game="lucas-leaps" deal="42" autoplay="off"></patience-table></body></html>`;
    hostPage = { html, policy };
    await page.goto(`${hostOrigin}/blog.html`);
    await page.waitForFunction(() => customElements.get('patience-table'), null, { timeout: 15_000 });
    assert.equal(await page.evaluate(() => document.querySelector('patience-table').ready), true);
    await useTable(page, 'patience-table');
    await settle(page);
    await expectTable(page, deal('lucas-leaps', 42));

    await page.waitForFunction(
      () => /^(winnable|unwinnable|unknown)$/.test($root().querySelector('[data-solver]')?.getAttribute('data-solver') ?? ''),
      null,
      { timeout: 30_000 },
    );
    const workers = page.workers().map((w) => w.url());
    assert.equal(workers.length, 1, `one solver worker: ${workers}`);
    assert.match(workers[0], /^blob:/, 'started from a blob: module');
    const here = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('patience_solver')));
    assert.deepEqual(here, [], 'the page itself never loaded the solver\'s module: the worker searched');
    assert.deepEqual(await page.evaluate(() => window.violations), [], 'nothing refused');
    await page.done();
  });
});
