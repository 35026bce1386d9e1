// Issue 41: `storage-prefix`. Two tables with different prefixes on one
// page keep separate settings and saves, each under its own keys and no
// other, across a reload; the host's own `patience:settings` (a foreign
// shape) survives; a value that is no prefix is said, and the table keeps
// the default keys. The property reflects the attribute. Damaged
// statistics are set aside under the table's prefix, and the words that
// say so name that key.

import { after, before, describe, test } from 'node:test';
import { assert, harness, hostTable, message, openDialog, settle, useTable } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const FOREIGN = JSON.stringify({ fontSize: 18, darkMode: true });
const BODY =
  '<patience-table id="a" game="caprice" deal="7" storage-prefix="shop"></patience-table>' +
  '<patience-table id="b" game="caprice" deal="7" storage-prefix="blog.games-2"></patience-table>';

/** Every key of the origin's localStorage, sorted. */
const keys = (page) => page.evaluate(() => Object.keys(localStorage).sort());
const fourColour = (page, id) =>
  page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('.patience').classList.contains('four-colour'), id);

describe('issue 41: storage-prefix', () => {
  test('two tables with different prefixes keep separate settings and saves; the host keeps its own', async () => {
    const page = await h.page();
    await page.addInitScript((v) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('patience:settings', v);
        sessionStorage.setItem('seeded', '1');
      }
    }, FOREIGN);
    await hostTable(page, h.server, { body: BODY });
    await page.evaluate(() => Promise.all([...document.querySelectorAll('patience-table')].map((t) => t.ready)));
    assert.deepEqual(
      await page.evaluate(() => [...document.querySelectorAll('patience-table')].map((t) => t.storagePrefix)),
      ['shop', 'blog.games-2'],
      'the property reflects the attribute',
    );

    // Table a: four-colour suits, from its settings dialog; a move saves its game.
    await useTable(page, '#a');
    await settle(page);
    await page.locator('#a .bar [data-action="settings"]').click();
    const dialog = page.locator('#a dialog[data-dialog="settings"][open]');
    await dialog.waitFor();
    await dialog.locator('input[data-control="four-colour"]').check();
    await dialog.locator('button.close').click();
    // A move on each: each saves its game.
    await page.evaluate(() => {
      for (const t of document.querySelectorAll('patience-table')) t.api.move(t.api.legalMoves()[0]);
    });
    await settle(page);
    assert.equal(await fourColour(page, 'a'), true, "a's setting applies to a");
    assert.equal(await fourColour(page, 'b'), false, "b's settings are its own");

    const stored = await keys(page);
    assert.ok(stored.includes('shop:settings'), `a's settings under shop: (${stored})`);
    assert.ok(stored.some((k) => k.startsWith('shop:table:') && k.includes(':save:')), `a's saved game under shop: (${stored})`);
    assert.ok(stored.some((k) => k.startsWith('blog.games-2:table:') && k.includes(':save:')), `b's saved game under blog.games-2: (${stored})`);
    for (const k of stored) {
      assert.ok(/^(shop|blog\.games-2):/.test(k) || k === 'patience:settings', `${k}: a table's key under its prefix`);
    }
    assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('shop:settings'))).four_colour, true, "a's settings say four-colour");
    assert.notEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('blog.games-2:settings')) ?? '{}').four_colour, true, "b's do not");
    assert.equal(await page.evaluate(() => localStorage.getItem('patience:settings')), FOREIGN, "the host's value is untouched");

    // A reload: each table reads its own.
    await page.reload();
    await page.evaluate(() => Promise.all([...document.querySelectorAll('patience-table')].map((t) => t.ready)));
    await useTable(page, '#a');
    await settle(page);
    assert.equal(await fourColour(page, 'a'), true, 'a read its setting back');
    assert.equal(await fourColour(page, 'b'), false, 'b did not');
    assert.equal((await page.evaluate(() => document.getElementById('a').api.moves())).length, 1, "a resumed its saved game");
    assert.equal((await page.evaluate(() => document.getElementById('b').api.moves())).length, 1, 'b resumed its own');
    assert.equal(await page.evaluate(() => localStorage.getItem('patience:settings')), FOREIGN, "the host's value is untouched");
    await page.done();
  });

  test('damaged statistics are set aside under the prefix, and the words name that key', async () => {
    const page = await h.page();
    const damaged = '{"format":"patience-stat';
    await page.addInitScript((damaged) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('shop:stats', damaged);
        sessionStorage.setItem('seeded', '1');
      }
    }, damaged);
    await hostTable(page, h.server, { body: '<patience-table game="caprice" deal="7" storage-prefix="shop"></patience-table>' });
    await settle(page);
    await openDialog(page, 'stats');
    const said = await page.locator('[data-stats-message]').textContent();
    assert.match(said, /kept aside \(as shop:stats:unreadable:1\)/);
    assert.doesNotMatch(said, /patience:/);
    assert.equal(await page.evaluate(() => localStorage.getItem('shop:stats:unreadable:1')), damaged, 'the copy is where the words say');
    await page.done();
  });

  test('a value that is no prefix is said, and the table keeps the default keys', async () => {
    const page = await h.page();
    await hostTable(page, h.server, { body: '<patience-table game="caprice" deal="7" storage-prefix="my:app"></patience-table>' });
    assert.match(await message(page), /storage-prefix.*'my:app'/);
    await page.evaluate(() => document.querySelector('patience-table').api.move(document.querySelector('patience-table').api.legalMoves()[0]));
    await settle(page);
    const stored = await keys(page);
    assert.ok(stored.length > 0 && stored.every((k) => k.startsWith('patience:')), `the default keys (${stored})`);
    await page.done();
  });
});
