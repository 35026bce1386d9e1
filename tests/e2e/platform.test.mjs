// Issue 41: the element behaves as a platform element. Every attribute has
// a property of the same name that reflects it (`table.game = "caprice"`
// deals Caprice); the API object is `api`; a property set before the
// element is defined is kept; `patience-error` tells the host when a table
// cannot start; a host's own `patience:settings` is never overwritten.
// Issue 39, items 4, 5 and 7: the API of a removed table says so (in
// element.test.mjs); newGame with options that cannot be read throws and
// abandons nothing; a wasm request that never answers is said, then
// failed.

import { after, before, describe, test } from 'node:test';
import { assert, closeDialog, deal, expectTable, harness, hostTable, openDialog, settle, useTable } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const api = (page, f, arg) => page.evaluate(f, arg);

describe('issue 41: attributes and properties', () => {
  test('each attribute has a reflecting property; setting one deals as the attribute does', async () => {
    const page = await h.page();
    await hostTable(page, h.server, { body: '<patience-table game="lucas-leaps" deal="42" autoplay="off" share-url="play.html" card-index="large"></patience-table>' });
    const read = await api(page, () => {
      const t = document.querySelector('patience-table');
      return [t.game, t.deal, t.autoplay, t.shareUrl, t.cardIndex, t.theme, t.draw, t.controls, t.save, t.spaces];
    });
    assert.deepEqual(read, ['lucas-leaps', '42', 'off', 'play.html', 'large', null, null, null, null, null]);
    // A property set is the attribute set: Caprice #7 is dealt (no game in progress: no question).
    await api(page, () => {
      const t = document.querySelector('patience-table');
      t.game = 'caprice';
      t.deal = 7;
      t.theme = 'dark';
    });
    await page.waitForFunction(() => document.querySelector('patience-table').api.deal().game === 'caprice');
    await settle(page);
    await expectTable(page, deal('caprice', 7));
    const attrs = await api(page, () => {
      const t = document.querySelector('patience-table');
      return [t.getAttribute('game'), t.getAttribute('deal'), t.getAttribute('theme')];
    });
    assert.deepEqual(attrs, ['caprice', '7', 'dark']);
    assert.equal(await page.evaluate(() => $root().querySelector('[data-theme]').getAttribute('data-theme')), 'dark');
    // null removes the attribute.
    await api(page, () => {
      document.querySelector('patience-table').theme = null;
    });
    assert.equal(await api(page, () => document.querySelector('patience-table').hasAttribute('theme')), false);
    await page.done();
  });

  test('properties set before the element is defined are kept (as React may set them)', async () => {
    const page = await h.page();
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,"></head><body>
<div id="here"></div></body></html>`;
    await page.route(`${h.server.origin}/host/late.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.server.origin}/host/late.html`);
    await page.evaluate(async () => {
      const t = document.createElement('patience-table');
      t.game = 'russian-patience';
      t.deal = 5;
      t.autoplay = 'off';
      document.getElementById('here').append(t);
      const s = document.createElement('script');
      s.type = 'module';
      s.src = '/patience-table.js';
      document.head.append(s);
      await customElements.whenDefined('patience-table');
      await t.ready;
    });
    await useTable(page, 'patience-table');
    await settle(page);
    await expectTable(page, deal('russian-patience', 5));
    const now = await api(page, () => {
      const t = document.querySelector('patience-table');
      return [Object.hasOwn(t, 'game'), t.getAttribute('game'), t.getAttribute('deal'), t.autoplay];
    });
    assert.deepEqual(now, [false, 'russian-patience', '5', 'off'], 'upgraded into attributes');
    await page.done();
  });

  test('newGame with options that cannot be read throws their error and abandons nothing (issue 39, item 5)', async () => {
    const page = await h.page();
    await hostTable(page, h.server, { body: '<patience-table game="caprice" deal="7" autoplay="off"></patience-table>' });
    await api(page, () => document.querySelector('patience-table').api.move('s'));
    const said = await api(page, () => {
      const t = document.querySelector('patience-table');
      const out = [];
      const getter = {
        get game() {
          throw new Error('getter says no');
        },
      };
      const proxy = new Proxy(
        {},
        {
          get() {
            throw new Error('proxy says no');
          },
        },
      );
      for (const o of [getter, proxy]) {
        try {
          t.newGame(o);
          out.push('dealt');
        } catch (e) {
          out.push(e.message);
        }
      }
      return out;
    });
    assert.deepEqual(said, ['getter says no', 'proxy says no']);
    const after_ = await api(page, () => {
      const t = document.querySelector('patience-table').api;
      return [t.deal().deal, t.moves()];
    });
    assert.deepEqual(after_, [7, ['s']], 'the game in progress goes on');
    await page.done();
  });

  test("a host's own patience:settings of a foreign shape survives a table's settings change", async () => {
    const page = await h.page();
    const foreign = JSON.stringify({ fontSize: 18, darkMode: true });
    await page.addInitScript((v) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('patience:settings', v);
        sessionStorage.setItem('seeded', '1');
      }
    }, foreign);
    await hostTable(page, h.server, { body: '<patience-table game="caprice" deal="7"></patience-table>' });
    await openDialog(page, 'settings');
    await page.locator('dialog[data-dialog="settings"] input[data-control="four-colour"]').check();
    await closeDialog(page, 'settings');
    await settle(page);
    assert.match(await page.evaluate(() => $root().querySelector('[data-table]').closest('.patience').className), /\bfour-colour\b/, 'the setting applies');
    assert.equal(await page.evaluate(() => localStorage.getItem('patience:settings')), foreign, "the host's value is untouched");
    await page.done();
  });
});

describe('issue 39, item 7, and patience-error: a table that cannot start', () => {
  test('a wasm request that never answers: still loading, then failed, and the host hears patience-error', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await page.clock.install();
    await page.route('**/patience_bg.wasm', () => {
      /* never answered */
    });
    await page.addInitScript(() => {
      window.errorsHeard = [];
      document.addEventListener('patience-error', (e) => window.errorsHeard.push(e.detail));
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script type="module" src="/patience-table.js"></script></head><body><patience-table game="caprice" deal="7"></patience-table></body></html>`;
    await page.route(`${h.server.origin}/host/slow.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.server.origin}/host/slow.html`);
    await page.waitForFunction(() => customElements.get('patience-table'));
    await page.clock.runFor(6_000);
    const loading = page.locator('patience-table [data-start-loading]');
    await loading.waitFor();
    assert.match(await loading.textContent(), /still loading/);
    assert.equal(await loading.getAttribute('role'), 'status');
    await page.clock.runFor(25_000);
    const failed = page.locator('patience-table [data-start-error]');
    await failed.waitFor();
    // (Fluent's isolates around the placeables aside.)
    const said = (await failed.textContent()).replace(/[\u2068\u2069]/g, '');
    assert.match(said, /^Patience could not start: its files did not arrive within 30 seconds/);
    assert.equal(await page.evaluate(() => document.querySelector('patience-table').ready), false);
    const heard = await page.evaluate(() => window.errorsHeard);
    assert.equal(heard.length, 1);
    assert.equal(heard[0].reason, 'timeout');
    assert.match(heard[0].message, /did not arrive/);
    await page.done();
  });

  test('a damaged program file: patience-error names it', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await page.route('**/patience_bg.wasm', (r) => r.fulfill({ contentType: 'application/wasm', body: Buffer.from('not wasm') }));
    await page.addInitScript(() => {
      window.errorsHeard = [];
      document.addEventListener('patience-error', (e) => window.errorsHeard.push(e.detail));
    });
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>hôte</title><link rel="icon" href="data:,">
<script type="module" src="/patience-table.js"></script></head><body><patience-table game="caprice" deal="7"></patience-table></body></html>`;
    await page.route(`${h.server.origin}/host/damaged.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.server.origin}/host/damaged.html`);
    await page.waitForFunction(() => window.errorsHeard.length > 0);
    const heard = await page.evaluate(() => window.errorsHeard);
    assert.equal(heard[0].reason, 'damaged');
    assert.match(heard[0].message, /^La réussite n'a pas pu démarrer/, 'in the page\'s language');
    page.errors.length = 0;
    await page.done();
  });
});
