// Issue 22, item 10: the order of `ready` and the events. `ready` waits
// for an element not yet attached and resolves once its first deal is
// drawn; the first `patience-deal` follows it (its listener finds `game`);
// a move's `patience-move` comes before the `patience-won` it causes.
// docs/embedding.md ("Their order") documents what is tested here.

import { after, before, describe, test } from 'node:test';
import { assert, harness, solverLine } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

async function host(page, path, body) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A host page</title><link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script></head><body>${body}</body></html>`;
  await page.route(h.server.origin + path, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(h.server.origin + path);
}

describe('issue 22: ready and the events, in order', () => {
  test('ready waits for an element not yet attached, resolves true once its deal is drawn, and the first patience-deal follows', async () => {
    const page = await h.page();
    await host(
      page,
      '/host/later.html',
      `<script type="module">
        await customElements.whenDefined('patience-table');
        window.log = [];
        const el = document.createElement('patience-table');
        el.setAttribute('game', 'caprice');
        el.setAttribute('deal', '7');
        const drawn = () => Boolean(el.shadowRoot.querySelector('[data-table] [data-pile]'));
        el.addEventListener('patience-deal', (e) => window.log.push(['patience-deal', e.detail.deal, el.api?.deal().deal ?? null, drawn()]));
        el.ready.then((ok) => window.log.push(['ready', ok, drawn()]));
        window.attach = () => document.body.append(el);
        window.set = true;
      </script>`,
    );
    await page.waitForFunction(() => window.set);
    await page.waitForTimeout(500);
    assert.deepEqual(await page.evaluate(() => window.log), [], 'nothing resolves before the element is attached');
    await page.evaluate(() => window.attach());
    await page.waitForFunction(() => window.log.length >= 2, null, { timeout: 15_000 });
    await page.waitForTimeout(100);
    assert.deepEqual(await page.evaluate(() => window.log), [
      ['ready', true, true],
      ['patience-deal', 7, 7, true],
    ]);
    await page.done();
  });

  test('code after await ready hears the first patience-deal; a move\'s patience-move comes before the patience-won it causes', async () => {
    const line = solverLine('caprice', 1);
    const page = await h.page();
    await host(
      page,
      '/host/order.html',
      `<patience-table id="t" game="caprice" deal="1" autoplay="off" save="off"></patience-table>
      <script type="module">
        await customElements.whenDefined('patience-table');
        const el = document.querySelector('#t');
        window.log = [];
        const ok = await el.ready;
        for (const type of ['patience-deal', 'patience-move', 'patience-won', 'patience-lost']) {
          el.addEventListener(type, (e) => window.log.push([type, e.detail.moves]));
        }
        window.ok = ok;
      </script>`,
    );
    await page.waitForFunction(() => window.ok !== undefined, null, { timeout: 15_000 });
    await page.waitForFunction(() => window.log.length >= 1);
    assert.deepEqual(await page.evaluate(() => window.log), [['patience-deal', 0]]);
    await page.evaluate((moves) => {
      const el = document.querySelector('#t');
      for (const m of moves) el.api.move(m);
    }, line);
    await page.waitForFunction(() => window.log.some(([t]) => t === 'patience-won'));
    const log = await page.evaluate(() => window.log);
    assert.equal(log.length, line.length + 2, 'one patience-move per move, and patience-won');
    assert.deepEqual(log.slice(-2), [
      ['patience-move', line.length],
      ['patience-won', line.length],
    ]);
    await page.done();
  });
});
