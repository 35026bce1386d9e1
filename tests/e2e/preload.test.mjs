// docs/embedding.md's "Faster on slow networks" example: a host page that
// names the element's files in its <head> gets each of them fetched once
// (the hints match the requests the element makes, so nothing is fetched
// twice or preloaded in vain), and the table starts; embed.html (with its
// first table's poster) and the game's page carry the same hints.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assert, harness, ROOT, settle } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

const DOCS = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
const BLOCKS = [...DOCS.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
const HINTS = BLOCKS.find((b) => b.includes('rel="modulepreload"'));
const POSTER_HINTS = BLOCKS.find((b) => b.includes('as="image"'));

/** Loads `url` and returns how often each of the build's files was asked for, and the console's preload warnings. */
async function load(page, url) {
  const asked = new Map();
  const warnings = [];
  page.on('request', (r) => {
    // The page's own (embed.html's iframe demo loads the game page too).
    if (r.frame() !== page.mainFrame()) return;
    const p = new URL(r.url()).pathname;
    if (p.startsWith(PREFIX)) asked.set(p.slice(PREFIX.length), (asked.get(p.slice(PREFIX.length)) ?? 0) + 1);
  });
  page.on('console', (m) => {
    if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
  });
  await page.goto(url);
  await page.waitForSelector('[data-table] [data-card]', { timeout: 20_000 });
  await settle(page);
  // Chromium warns of a preload left unused a few seconds after the load.
  await page.waitForTimeout(3500);
  return { asked, warnings };
}

describe('preload hints', () => {
  test("docs/embedding.md's hints: each file fetched once, none in vain", async () => {
    assert.ok(HINTS, 'docs/embedding.md has the preload example');
    assert.ok(POSTER_HINTS, "docs/embedding.md has the poster's preload example");
    const page = await h.page({ serviceWorkers: 'block' });
    const url = `${h.server.origin}/blog/post.html`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${PREFIX}patience-table.css">
${POSTER_HINTS}${HINTS}<script type="module" src="${PREFIX}patience-table.js"></script></head>
<body><patience-table game="lucas-leaps" deal="42"></patience-table></body></html>`;
    await page.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    const { asked, warnings } = await load(page, url);
    for (const file of ['patience-table.js', 'patience.js', 'picture.js', 'patience_bg.wasm', 'style.css']) {
      assert.ok(HINTS.includes(`${PREFIX}${file}`), `the example names ${file}`);
      assert.equal(asked.get(file), 1, `${file} fetched once`);
    }
    // A wide screen: the wide poster (used: no warning below); the narrow
    // one not at all.
    assert.ok(asked.get('posters/lucas-leaps.svg') >= 1, 'the poster fetched');
    assert.equal(asked.get('posters/lucas-leaps-narrow.svg'), undefined);
    assert.deepEqual(warnings, [], 'no preload left unused');
    await page.done();
  });

  test('embed.html: each file fetched once, none in vain', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    const { asked, warnings } = await load(page, h.server.url('embed.html'));
    for (const file of ['patience-table.js', 'patience.js', 'picture.js', 'patience_bg.wasm', 'style.css']) {
      assert.equal(asked.get(file), 1, `${file} fetched once`);
    }
    // The first table's poster: preloaded and used (no warning below; the
    // element's own <img> of it may ask again of this test server, which
    // forbids caching), the narrow one not asked for on a wide screen.
    assert.ok(asked.get('posters/lucas-leaps.svg') >= 1, 'the poster fetched');
    assert.equal(asked.get('posters/lucas-leaps-narrow.svg'), undefined, 'the narrow poster is not preloaded on a wide screen');
    assert.deepEqual(warnings, [], 'no preload left unused');
    await page.done();
  });

  test('the game page: each file fetched once, none in vain', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    // The game's page draws no poster: with no snapshot of a player's own
    // table to show, its first table does not wait for the picture's
    // script (held here until the table is dealt), which it asks for only
    // to keep a snapshot once the table is live.
    const held = [];
    await page.route(`**${PREFIX}picture.js`, (r) => held.push(r));
    const { asked, warnings } = await load(page, h.server.url('index.html?game=lucas-leaps&deal=42'));
    for (const file of ['patience-table.js', 'patience.js', 'patience_bg.wasm', 'style.css']) {
      assert.equal(asked.get(file), 1, `${file} fetched once`);
    }
    assert.ok((asked.get('picture.js') ?? 0) <= 1, 'picture.js fetched at most once');
    for (const r of held) await r.continue();
    assert.deepEqual(warnings, [], 'no preload left unused');
    await page.done();
  });

  test("the game page of a returning player: picture.js asked for by page.js's hint, once, and used", async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    // A snapshot under the page's key (what the table left when the page
    // was last hidden; its content does not matter to the hint).
    const blank = `${h.server.origin}${PREFIX}blank.html`;
    await page.route(blank, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>-</title><link rel="icon" href="data:,">' }));
    await page.goto(blank);
    await page.evaluate((p) => localStorage.setItem(`patience:snapshot:${p}index.html#0`, '{}'), PREFIX);
    const { asked, warnings } = await load(page, h.server.url('index.html?game=lucas-leaps&deal=42'));
    assert.equal(asked.get('picture.js'), 1, 'picture.js fetched once');
    assert.equal(await page.evaluate(() => !!document.head.querySelector('link[rel="modulepreload"][href="picture.js"]')), true, "page.js's hint");
    assert.deepEqual(warnings, [], 'no preload left unused');
    await page.done();
  });
});
