// The element's module loaded asynchronously in the page's head
// (docs/embedding.md): it may run, and define <patience-table>, while the
// page is still being parsed. A table parsed before that is upgraded then;
// one parsed after it is made by the parser as the element itself, with
// its attributes but before its own text (the fallback) is parsed. Both
// start, each with its own game and its snapshot, under the strict
// Content-Security-Policy.

import { after, before, test } from 'node:test';
import { assert, harness } from './helpers.mjs';

/** docs/embedding.md's policy (csp.test.mjs pins it there). */
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'";

const h = harness({ headers: { 'content-security-policy': CSP } });
before(() => h.start());
after(() => h.stop());

const FALLBACK = 'Patience needs a current browser.';

test('defined while the page is parsed: tables before and after the definition start, under the strict policy', { timeout: 90_000 }, async () => {
  const page = await h.page({ viewport: { width: 800, height: 900 } });
  await page.context().addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  const url = `${h.server.origin}/early/page.html`;
  // The page: the module asynchronous in the head, one table, a classic
  // script that holds the parser (answered only once the element is
  // defined), then a second table and a third without an id.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>early</title><link rel="icon" href="/icons/icon.svg">
<link rel="stylesheet" href="/patience-table.css">
<script type="module" async src="/patience-table.js"></script></head>
<body><patience-table id="a" game="lucas-leaps" deal="42" loading="eager">${FALLBACK}</patience-table>
<script src="/early/hold.js"></script>
<patience-table id="b" game="caprice" deal="7" autoplay="off" controls="undo redo" loading="eager">${FALLBACK}</patience-table>
<patience-table game="russian-patience" deal="3" loading="eager">${FALLBACK}</patience-table>
</body></html>`;
  const headers = { 'content-security-policy': CSP, 'cache-control': 'no-store' };
  await page.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', headers, body: html }));
  let answer;
  const asked = new Promise((resolve) => {
    answer = resolve;
  });
  let held = true;
  await page.route(`${h.server.origin}/early/hold.js`, async (r) => {
    if (held) answer(r);
    else await r.fulfill({ contentType: 'text/javascript', headers, body: '' });
  });
  const going = page.goto(url);
  const hold = await asked;
  // The parser waits on hold.js: the element is defined meanwhile (the
  // first table upgraded), and the second table is not parsed yet.
  await page.waitForFunction(() => !!customElements.get('patience-table'), null, { timeout: 30_000 });
  assert.deepEqual(
    await page.evaluate(() => ({
      b: document.getElementById('b'),
      upgraded: document.getElementById('a') instanceof customElements.get('patience-table'),
      loading: document.readyState,
    })),
    { b: null, upgraded: true, loading: 'loading' },
    'defined while the page is parsed, before the second table',
  );
  // hold.js (a file of its own, as the policy asks) records how the
  // second table is made: by the parser, as the element, before its text.
  await hold.fulfill({
    contentType: 'text/javascript',
    headers,
    body: `new MutationObserver((records, o) => {
  for (const r of records) for (const n of r.addedNodes) {
    if (n.id === 'b') { window.madeAs = { element: n instanceof customElements.get('patience-table'), shadow: !!n.shadowRoot, text: n.textContent }; o.disconnect(); }
  }
}).observe(document.body, { childList: true });`,
  });
  await going;
  const made = await page.evaluate(() => window.madeAs);
  assert.deepEqual(made, { element: true, shadow: true, text: '' }, 'the second table was made as the element, before its text');

  // Every table starts, with its own attributes.
  const ready = await page.evaluate(() => Promise.all([...document.querySelectorAll('patience-table')].map((t) => t.ready)));
  assert.deepEqual(ready, [true, true, true]);
  const dealt = await page.evaluate(() =>
    [...document.querySelectorAll('patience-table')].map((t) => {
      const table = t.shadowRoot.querySelector('[data-table]');
      return [table?.getAttribute('data-game'), table?.getAttribute('data-deal'), t.shadowRoot.querySelectorAll('[data-card]').length > 0];
    }),
  );
  assert.deepEqual(dealt, [
    ['lucas-leaps', '42', true],
    ['caprice', '7', true],
    ['russian-patience', '3', true],
  ]);
  // Hidden and shown again (a returning player): each table keeps its own
  // snapshot, under its id or its place among the page's tables.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':snapshot:')).sort());
  assert.deepEqual(keys, ['patience:snapshot:/early/page.html#2', 'patience:snapshot:/early/page.html#a', 'patience:snapshot:/early/page.html#b']);

  // Back, the table's module held (its wasm never answers): the table
  // upgraded while the page was parsed and the ones parsed after it each
  // draw their own snapshot, before the module.
  held = false;
  await page.route(`${h.server.origin}/patience_bg.wasm`, () => {});
  await page.reload();
  await page.waitForFunction(() => [...document.querySelectorAll('patience-table')].every((t) => t.shadowRoot?.querySelector('.picture[data-picture="snapshot"] .card')), null, { timeout: 30_000 });
  const drawn = await page.evaluate(() =>
    [...document.querySelectorAll('patience-table')].map((t) => [t.shadowRoot.querySelectorAll('.picture').length, !!t.shadowRoot.querySelector('[data-table]')]),
  );
  assert.deepEqual(drawn, [[1, false], [1, false], [1, false]], 'one snapshot each, the live tables not started');
  assert.deepEqual(await page.evaluate(() => window.violations), [], 'nothing refused by the policy');
  await page.done();
});
