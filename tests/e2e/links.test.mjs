// Issue 22, item 4: links that keep the deal. A host's relative
// `share-url` resolves against the host document's base URL and keeps the
// host's own query parameters; the copied link opens the same deal (or
// replay) on the receiving page, whether its table has `page` or not; the
// game's page in an iframe shares links without `embed=1`; and a change of
// a replay link's fragment alone opens the new replay.

import { after, before, describe, test } from 'node:test';
import { apply, assert, deal, expectTable, harness, legalMoves, patience, settle, tableReady, useTable } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

const SCRIPT = `<script type="module" src="${PREFIX}patience-table.js"></script>`;
const hostHtml = (body, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A host page</title><link rel="icon" href="data:,">${head}${SCRIPT}</head><body>${body}</body></html>`;

/** Serves `html` for every address whose path is `path` (any query), on the test server's origin. */
async function serve(page, path, html) {
  await page.route(
    (url) => url.origin === h.server.origin && url.pathname === path,
    (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
}


/** The Share menu's link for `action` (share-deal, share-game) of the table `sel` (in `frame`, else the page). */
async function shareLink(frame, sel, action = 'share-deal') {
  await frame.locator(`${sel} .bar [data-action="share"]`).click();
  const item = frame.locator(`${sel} [data-action="${action}"]`);
  await item.waitFor();
  const link = await item.getAttribute('data-link');
  await frame.locator(`${sel} .bar [data-action="share"]`).click();
  return link;
}

const shown = (page, sel) =>
  page.evaluate((s) => {
    const t = document.querySelector(s).shadowRoot.querySelector('[data-table]');
    return { game: t.getAttribute('data-game'), deal: t.getAttribute('data-deal') };
  }, sel);

const steps = (page, sel) =>
  page.evaluate((s) => {
    const r = document.querySelector(s).shadowRoot.querySelector('[data-replay]');
    return r ? [Number(r.getAttribute('data-step')), Number(r.getAttribute('data-steps'))] : null;
  }, sel);

/** Two replay codes of deal 9 of Lucas Leaps: one move, and two. */
function codes() {
  const start = deal('lucas-leaps', 9);
  const m1 = legalMoves(start)[0];
  const m2 = legalMoves(apply(start, m1))[0];
  const encode = (moves) => patience('replay', 'encode', 'lucas-leaps', '9', ...moves);
  return [encode([m1]), encode([m1, m2])];
}

const PLAY_PAGE = hostHtml(`<h1>Play</h1><patience-table id="p" game="caprice" deal="7" share-url="play.html"></patience-table>`);

describe('issue 22: links that keep the deal', () => {
  test('a relative share-url resolves against the base URL, keeps the host\'s parameters, and its link opens the deal on a table without page', async () => {
    const page = await h.page();
    await serve(
      page,
      '/host/blog/post.html',
      hostHtml(
        `<patience-table id="a" game="lucas-leaps" deal="9" autoplay="off" share-url="play.html?lang=fr&amp;deal=3#top"></patience-table>`,
        '<base href="/host/site/">',
      ),
    );
    await serve(page, '/host/site/play.html', PLAY_PAGE);
    await page.goto(`${h.server.origin}/host/blog/post.html`);
    await tableReady(page, '#a');
    const link = await shareLink(page, '#a');
    assert.equal(link, `${h.server.origin}/host/site/play.html?lang=fr&game=lucas-leaps&deal=9&autoplay=0`);

    // The receiving page's table has no `page`: its share-url is this page, so it opens the link's deal.
    await page.goto(link);
    await tableReady(page, '#p');
    assert.deepEqual(await shown(page, '#p'), { game: 'lucas-leaps', deal: '9' });
    await expectTable(page, deal('lucas-leaps', 9));
    assert.equal(page.url(), link, 'the host page\'s address is left as it is');
    // Without a deal in the address, the attributes say what to deal.
    await page.goto(`${h.server.origin}/host/site/play.html?lang=fr`);
    await tableReady(page, '#p');
    assert.deepEqual(await shown(page, '#p'), { game: 'caprice', deal: '7' });
    await page.done();
  });

  test('a replay link opens its replay on a table without page, and a new fragment opens the new replay', async () => {
    const [one, two] = codes();
    const page = await h.page();
    await serve(page, '/host/site/play.html', PLAY_PAGE);
    await page.goto(`${h.server.origin}/host/site/play.html?lang=fr&game=lucas-leaps&deal=9#play=${one}`);
    await tableReady(page, '#p');
    await page.waitForFunction(() => document.querySelector('#p').shadowRoot.querySelector('[data-replay]'));
    assert.deepEqual(await steps(page, '#p'), [0, 1]);
    await page.evaluate((c) => (location.hash = `#play=${c}`), two);
    await page.waitForFunction(
      () => document.querySelector('#p').shadowRoot.querySelector('[data-replay]')?.getAttribute('data-steps') === '2',
    );
    assert.deepEqual(await steps(page, '#p'), [0, 2]);
    assert.deepEqual(await shown(page, '#p'), { game: 'lucas-leaps', deal: '9' });
    await page.done();
  });

  test('on the game\'s own page, a fragment-only change of a replay link opens the new replay', async () => {
    const [one, two] = codes();
    const page = await h.page();
    await page.goto(h.server.url(`index.html?game=lucas-leaps&deal=9#play=${one}`));
    await tableReady(page, 'patience-table');
    assert.deepEqual(await steps(page, 'patience-table'), [0, 1]);
    await page.evaluate((c) => (location.hash = `#play=${c}`), two);
    await page.waitForFunction(
      () => document.querySelector('patience-table').shadowRoot.querySelector('[data-replay]')?.getAttribute('data-steps') === '2',
    );
    assert.deepEqual(await steps(page, 'patience-table'), [0, 2]);
    await page.done();
  });

  test('the game\'s page in an iframe keeps embed=1 in its address but shares links without it', async () => {
    const page = await h.page();
    await serve(
      page,
      '/host/frame.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A host page</title><link rel="icon" href="data:,"></head><body>
<iframe src="${PREFIX}index.html?game=lucas-leaps&amp;deal=42&amp;embed=1" title="Lucas Leaps" width="900" height="720"></iframe></body></html>`,
    );
    await page.goto(`${h.server.origin}/host/frame.html`);
    const frame = page.frameLocator('iframe');
    await frame.locator('patience-table [data-table][data-state] [data-pile]').first().waitFor({ timeout: 15_000 });
    const link = await shareLink(frame, 'patience-table');
    assert.equal(link, `${h.server.base}index.html?game=lucas-leaps&deal=42`);
    const inner = page.frames().find((f) => f !== page.mainFrame());
    assert.equal(new URL(inner.url()).searchParams.get('embed'), '1', 'the iframe\'s own address keeps embed=1');
    await page.done();
  });
});
