// Examples of docs/embedding.md, run as they are written on a host page:
// the first element example draws its deal; the `share-url` example's
// page opens the deal its address names, and its own deal otherwise; the
// `patience-won` listener hears a win, the scripting example plays its
// moves on the table, and the `newGame` example deals after the page's own
// confirmation. (The other HTML, CSS, policy and TypeScript examples are
// run by sizing, theme, csp, crossorigin, preload and typescript.)

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assert, findWinningLine, harness, patience, ROOT, tableReady } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

const DOCS = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
const JS = [...DOCS.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const HTML = [...DOCS.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
const block = (needle) => {
  const b = JS.find((b) => b.includes(needle));
  assert.ok(b, `docs/embedding.md has a js example with ${needle}`);
  return b;
};

/** A host page with one table, and the console's log lines. */
async function host(page, attrs) {
  const url = `${h.server.origin}/docs/example.html`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An example</title><link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script></head><body><patience-table ${attrs}></patience-table></body></html>`;
  await page.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  const logged = [];
  page.on('console', (m) => m.type() === 'log' && logged.push(m.text()));
  await page.goto(url);
  await tableReady(page, 'patience-table');
  return logged;
}

/** Runs an example's code in the page, as a module would (top-level await allowed). */
const run = (page, code) => page.evaluate(`(async () => {\n${code}\n})()`);

describe("docs/embedding.md's HTML examples", () => {
  test('the first example: one script line and an element draw its deal', async () => {
    const example = HTML.find((b) => b.includes('<patience-table game="lucas-leaps" deal="42">'));
    assert.ok(example, 'the first example');
    const page = await h.page();
    const url = `${h.server.origin}/docs/first.html`;
    await page.route(url, (r) =>
      r.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>First</title><link rel="icon" href="data:,"></head><body>${example}</body></html>` }),
    );
    await page.goto(url);
    await tableReady(page, 'patience-table[game="lucas-leaps"]');
    const dealt = await page.evaluate(() => document.querySelector('patience-table[game="lucas-leaps"]').api.deal());
    assert.deepEqual(dealt, { game: 'lucas-leaps', deal: 42 });
    await page.done();
  });

  test("the share-url example's page opens the deal its address names", async () => {
    const example = HTML.find((b) => b.includes('share-url="play.html"'));
    assert.ok(example, 'the share-url example');
    const page = await h.page();
    const base = `${h.server.origin}/site/play.html`;
    await page.route(`${base}*`, (r) =>
      r.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Play</title><link rel="icon" href="data:,"><script type="module" src="${PREFIX}patience-table.js"></script></head><body>${example}</body></html>`,
      }),
    );
    const shown = async (url) => {
      await page.goto(url);
      await tableReady(page, 'patience-table');
      return page.evaluate(() => document.querySelector('patience-table').api.deal());
    };
    assert.deepEqual(await shown(`${base}?game=lucas-leaps&deal=9`), { game: 'lucas-leaps', deal: 9 });
    assert.deepEqual(await shown(base), { game: 'caprice', deal: 7 });
    await page.done();
  });
});

describe("docs/embedding.md's JavaScript examples", () => {
  test('the patience-won listener hears a win', async () => {
    const game = 'capricieuse';
    const d = 4;
    const line = findWinningLine(game, d, {}, { maxNodes: 200 });
    assert.ok(line, 'a winning line');
    const page = await h.page();
    const logged = await host(page, `game="${game}" deal="${d}" autoplay="off"`);
    await run(page, block("addEventListener('patience-won'"));
    await page.evaluate(async (line) => {
      const t = document.querySelector('patience-table');
      for (const m of line) t.api.move(m);
      await new Promise((r) => setTimeout(r, 200));
    }, line);
    await page.waitForFunction(() => document.querySelector('patience-table').api.status() === 'won');
    await page.waitForTimeout(300);
    assert.ok(
      logged.includes(`won deal ${d} of ${game} in ${line.length} moves`),
      `the example's log line (${JSON.stringify(logged)})`,
    );
    await page.done();
  });

  test('the scripting example plays on the table', async () => {
    // A deal where the example's move, t2-t3, is legal.
    const page = await h.page();
    await host(page, 'game="lucas-leaps" deal="25" autoplay="off"');
    await run(page, block('table.api.legalMoves()'));
    // It moved t2-t3, then undid it: the deal is as dealt.
    const pos = await page.evaluate(() => document.querySelector('patience-table').api.position());
    assert.equal(pos, patience('deal', 'lucas-leaps', '25'));
    assert.deepEqual(await page.evaluate(() => document.querySelector('patience-table').api.moves()), []);
    await page.done();
  });

  test("the newGame example deals after the page's own question", async () => {
    const page = await h.page();
    await host(page, 'game="caprice" deal="6" autoplay="off"');
    page.on('dialog', (d) => d.accept());
    await run(page, `const table = document.querySelector('patience-table');\n${block('table.newGame(')}`);
    await tableReady(page, 'patience-table');
    const dealt = await page.evaluate(() => document.querySelector('patience-table').api.deal());
    assert.deepEqual(dealt, { game: 'lucas-leaps', deal: 42 });
    assert.equal(await page.locator('patience-table').getAttribute('deal'), '42');
    await page.done();
  });
});
