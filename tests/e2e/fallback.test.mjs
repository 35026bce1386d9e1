// Bad links and corrupt saved data fall back cleanly: a dealt, playable
// table, a visible notice for a bad link, the address rewritten to a good
// link, and no console errors.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import {
  DIST,
  GAMES,
  apply,
  assert,
  deal,
  expectTable,
  harness,
  link,
  message,
  movesCount,
  NO_AUTOPLAY,
  open,
  ROOT,
  playMove,
  query,
  readTable,
  settle,
  tableAttrs,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** The table shows a real deal, consistent with its attributes and the address, and it plays. */
async function checkPlayableFallback(page, { game } = {}) {
  const attrs = await tableAttrs(page);
  assert.ok(GAMES.includes(attrs.game), `a known game: ${attrs.game}`);
  if (game) assert.equal(attrs.game, game, 'the valid part of the link is kept');
  const d = Number(attrs.deal);
  assert.ok(Number.isInteger(d) && d >= 1 && d <= 4_294_967_295, `a valid deal: ${attrs.deal}`);
  assert.equal(attrs.state, 'playing');
  const opts = attrs.game === 'double-canfield' ? { draw: Number(attrs.draw), spaces: attrs.spaces } : {};
  const pos = deal(attrs.game, d, opts);
  await expectTable(page, pos, 'the fallback table is exactly the deal it claims');
  assert.deepEqual(query(page), Object.fromEntries(new URLSearchParams(link(attrs.game, d, opts))), 'the address is a good link');
  // Playable: the stock move (or a redeal) works.
  const m = attrs.game === 'capricieuse' ? 'redeal' : 's';
  await playMove(page, m);
  await expectTable(page, apply(pos, m), `the fallback table plays (${m})`);
  assert.equal(await movesCount(page), 1);
}

describe('bad links', () => {
  for (const [q, game] of [
    ['?game=klondike&deal=5', undefined],
    ['?game=caprice&deal=0', 'caprice'],
    ['?game=lucas-leaps&deal=abc', 'lucas-leaps'],
    ['?game=capricieuse&deal=99999999999', 'capricieuse'],
    ['?game=caprice&deal=-3', 'caprice'],
    ['?game=caprice&deal=1.5', 'caprice'],
    ['?game=double-canfield&deal=3&draw=7', 'double-canfield'],
    ['?game=double-canfield&deal=3&spaces=sideways', 'double-canfield'],
    ['?game=caprice&deal=4&draw=1', 'caprice'],
    ['?game=%3Cscript%3Ealert(1)%3C%2Fscript%3E&deal=%00', undefined],
    [`?game=lucas-leaps&deal=${'7'.repeat(10_000)}`, 'lucas-leaps'], // (a server refuses much longer addresses)
  ]) {
    test(`${q.length > 80 ? `${q.slice(0, 60)}… (${q.length} characters)` : q} falls back with a notice`, async () => {
      const page = await h.page();
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        d.dismiss();
      });
      await page.goto(h.server.url(q + NO_AUTOPLAY));
      await settle(page);
      const note = await message(page);
      assert.ok(note.length > 0, 'a notice in the message line');
      assert.ok(note.length < 400, 'the notice is short, whatever the link held');
      if (q.length > 1000) assert.match(note, /^deal is 10,000 characters long, and is at most 64: ignored\./);
      assert.ok(await page.locator('[data-message]').isVisible(), 'the notice is visible');
      await checkPlayableFallback(page, { game });
      assert.equal(dialogs, 0);
      await page.done();
    });
  }

  test('a link that only fails in its options keeps the game and the deal', async () => {
    const page = await h.page();
    await page.goto(h.server.url('?game=double-canfield&deal=3&draw=7&spaces=any'));
    await settle(page);
    const attrs = await tableAttrs(page);
    assert.equal(attrs.deal, '3');
    assert.equal(attrs.draw, '3');
    assert.equal(attrs.spaces, 'any');
    await expectTable(page, deal('double-canfield', 3, { spaces: 'any' }));
    assert.match(await message(page), /draw/);
    await page.done();
  });

  test('no parameters at all: a playable deal and a deal link', async () => {
    const page = await h.page();
    await page.goto(h.server.url(`?${NO_AUTOPLAY.slice(1)}`));
    await settle(page);
    await checkPlayableFallback(page);
    await page.done();
  });
});

describe('corrupt saved data', () => {
  /** Plays a move on caprice 3 so that something is saved; returns the `patience:` keys and values. */
  async function savedState(page) {
    await open(page, h.server, link('caprice', 3));
    await playMove(page, 's');
    await playMove(page, 's');
    const saved = await page.evaluate(() =>
      Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('patience:')).map((k) => [k, localStorage.getItem(k)])),
    );
    assert.ok(Object.keys(saved).length > 0, 'the game in progress is saved under patience: keys');
    return saved;
  }

  const CORRUPTIONS = [
    ['not JSON', () => '{"game":"caprice",'],
    ['JSON null', () => 'null'],
    ['an array', () => '[1,2,3]'],
    ['a number', () => '42'],
    ['wrong types', () => JSON.stringify({ game: 7, deal: 'x', moves: 'no' })],
    ['an illegal move list', (v) => tweak(v, (o) => Array.isArray(o.moves) && (o.moves = ['t1-f1', 't99-t98', 'zz']))],
    ['another deal', (v) => tweak(v, (o) => 'deal' in o && (o.deal = 4))],
    ['binary junk', () => '\u0000\uffff\ud800x'],
    ['a huge move list', (v) => tweak(v, (o) => Array.isArray(o.moves) && (o.moves = Array(30000).fill('s')))],
  ];

  function tweak(value, f) {
    try {
      const o = JSON.parse(value);
      if (o && typeof o === 'object' && !Array.isArray(o) && f(o) !== false) return JSON.stringify(o);
    } catch {
      /* not JSON: replace it */
    }
    return '{}';
  }

  // One page for these tests (each checks its own console errors): the game
  // is saved once, and each test corrupts that save in its own way.
  let page;
  let saved;
  before(async () => {
    page = await h.page();
    saved = await savedState(page);
  });
  after(() => page.done());

  for (const [what, corrupt] of CORRUPTIONS) {
    test(`saved data that is ${what} is ignored`, async () => {
      page.errors.length = 0;
      // Leave the game (it may save as it goes), then corrupt what it left.
      await page.goto(h.server.blank);
      await page.evaluate(
        (entries) => {
          for (const [k, v] of entries) localStorage.setItem(k, v);
        },
        Object.entries(saved).map(([k, v]) => [k, corrupt(v)]),
      );
      await page.goto(h.server.url(link('caprice', 3)));
      await settle(page);
      await expectTable(page, deal('caprice', 3), 'the deal starts afresh');
      assert.equal(await movesCount(page), 0);
      const attrs = await tableAttrs(page);
      assert.equal(attrs.game, 'caprice');
      assert.equal(attrs.deal, '3');
      await playMove(page, 's');
      await expectTable(page, apply(deal('caprice', 3), 's'), 'and plays');
      // And the new play is saved over the corrupt data: a reload resumes it.
      await page.reload();
      await settle(page);
      await expectTable(page, apply(deal('caprice', 3), 's'), 'the new game is saved');
      await page.waitForTimeout(50);
      assert.deepEqual(page.errors, [], 'console errors or page errors');
    });
  }

  test('foreign keys and a full or failing localStorage do not break the page', async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      try {
        localStorage.setItem('patience:', 'x');
        localStorage.setItem('patience:recent', '["patience:save:nope", 5, null]');
        localStorage.setItem('patience:save:nope', '{"game":"caprice"}');
        localStorage.setItem('someone-else', 'keep me');
      } catch {
        /* ignore */
      }
      // Every write fails, as in a full quota or a private mode.
      Storage.prototype.setItem = function () {
        throw new DOMException('quota', 'QuotaExceededError');
      };
    });
    await page.goto(h.server.url(link('lucas-leaps', 9)));
    await settle(page);
    await expectTable(page, deal('lucas-leaps', 9));
    await playMove(page, 's');
    await expectTable(page, apply(deal('lucas-leaps', 9), 's'));
    assert.equal(await page.evaluate(() => localStorage.getItem('someone-else')), 'keep me');
    assert.ok((await readTable(page)).tableau.length === 13);
    await page.done();
  });

  test('with no localStorage at all the game still plays', async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto(h.server.url(link('caprice', 10)));
    await settle(page);
    await expectTable(page, deal('caprice', 10));
    await playMove(page, 's');
    await expectTable(page, apply(deal('caprice', 10), 's'));
    await page.done();
  });
});

describe('a table that cannot start says why', () => {
  test('opened from file://, the page says it must be served over http(s)', async () => {
    const page = await h.page();
    await page.goto(pathToFileURL(path.join(DIST, 'index.html')).href);
    const note = page.locator('[data-start-error]');
    await note.waitFor();
    assert.match(await note.textContent(), /served over http\(s\)/);
    // The browser's own refusal to load the module is expected here.
    page.errors.length = 0;
    await page.done();
  });

  test('when its WebAssembly cannot load, the page says so instead of staying blank', async () => {
    const page = await h.page();
    await page.route('**/patience_bg.wasm', (route) => route.abort());
    await page.goto(h.server.url(link('caprice', 3)));
    const note = page.locator('[data-start-error]');
    await note.waitFor();
    assert.match(await note.textContent(), /could not start/);
    assert.equal(await page.locator('[data-table]').count(), 0);
    page.errors.length = 0;
    await page.done();
  });
});

// Issue 24: those words come from locales/<lang>/start.ftl, in the language
// the table would have spoken (table::words::choose: the player's setting,
// the element's lang, the nearest lang around it, the browser's languages,
// English). English is built into the files; another language's words load
// only when a table cannot start.
describe('a table that cannot start says why in its language', () => {
  const words = (lang) => {
    const all = {};
    for (const line of readFileSync(path.join(ROOT, 'locales', lang, 'start.ftl'), 'utf8').split('\n')) {
      const m = /^([a-z][\w-]*) = (.*)$/.exec(line);
      if (m) all[m[1]] = m[2];
    }
    return all;
  };
  // The text of a message before its first placeable.
  const lead = (text) => text.split('{')[0];

  /** A page of the test's own, with `html` as its body, served beside the build. */
  async function pageWith(page, { lang = 'en', body, headers = {} }) {
    const url = h.server.url(`start-words-${lang}.html`);
    await page.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers,
        body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>t</title><script type="module" src="patience-table.js"></script></head><body>${body}</body></html>`,
      }),
    );
    await page.goto(url);
  }
  const damaged = (page) =>
    page.route('**/patience_bg.wasm', (route) =>
      route.fulfill({ contentType: 'application/wasm', body: Buffer.from('this is not WebAssembly at all') }),
    );
  async function note(page) {
    const el = page.locator('[data-start-error]');
    await el.waitFor();
    return {
      text: await el.textContent(),
      lang: await el.getAttribute('lang'),
      dir: await el.getAttribute('dir'),
      computed: await el.evaluate((e) => getComputedStyle(e).direction),
    };
  }

  test('a French page whose program file is damaged says so in French', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    const fetched = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await damaged(page);
    await pageWith(page, { lang: 'fr', body: '<main><patience-table game="caprice" deal="3"></patience-table></main>' });
    const fr = words('fr');
    const n = await note(page);
    assert.equal(n.lang, 'fr');
    assert.equal(n.dir, 'ltr');
    assert.ok(n.text.startsWith(lead(fr['start-failed'])), n.text);
    assert.ok(n.text.includes(fr['start-why-damaged']), n.text);
    assert.doesNotMatch(n.text, /could not start/);
    assert.deepEqual(fetched.filter((p) => p.includes('start-words/')), ['/start-words/fr.js'], 'only French words are loaded');
    page.errors.length = 0;
    await page.done();
  });

  test('an element with lang="ar" says it in Arabic, right to left', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await damaged(page);
    await pageWith(page, { lang: 'en', body: '<patience-table lang="ar" game="caprice" deal="3"></patience-table>' });
    const ar = words('ar');
    const n = await note(page);
    assert.equal(n.lang, 'ar');
    assert.equal(n.dir, 'rtl');
    assert.equal(n.computed, 'rtl');
    assert.ok(n.text.startsWith(lead(ar['start-failed'])), n.text);
    assert.ok(n.text.includes(ar['start-why-damaged']), n.text);
    page.errors.length = 0;
    await page.done();
  });

  test('a German page whose policy refuses WebAssembly names script-src in German, under that strict policy', async () => {
    const page = await h.page({ serviceWorkers: 'block' });
    await pageWith(page, {
      lang: 'de',
      headers: { 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'" },
      body: '<div><patience-table game="caprice" deal="3"></patience-table></div>',
    });
    const n = await note(page);
    assert.equal(n.lang, 'de');
    assert.ok(n.text.includes(words('de')['start-why-csp']), n.text);
    assert.match(n.text, /script-src .*'wasm-unsafe-eval'/);
    page.errors.length = 0;
    await page.done();
  });

  test("the player's setting comes first, then the browser's languages", async () => {
    const page = await h.page({ serviceWorkers: 'block', locale: 'ru-RU' });
    await damaged(page);
    // The game's own page (lang="en" on <html>, which its table does not
    // read) in a Russian browser: Russian.
    await page.goto(h.server.url(link('caprice', 3)));
    let n = await note(page);
    assert.equal(n.lang, 'ru');
    assert.ok(n.text.includes(words('ru')['start-why-damaged']), n.text);
    // A German setting beats the French page and the Russian browser.
    await page.evaluate(() => localStorage.setItem('patience:settings', JSON.stringify({ language: 'de' })));
    await pageWith(page, { lang: 'fr', body: '<patience-table game="caprice" deal="3"></patience-table>' });
    n = await note(page);
    assert.equal(n.lang, 'de');
    assert.ok(n.text.includes(words('de')['start-why-damaged']), n.text);
    page.errors.length = 0;
    await page.done();
  });

  test('a page without a language the words have falls back to English, loading no words', async () => {
    const page = await h.page({ serviceWorkers: 'block', locale: 'pt-BR' });
    const fetched = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.route('**/patience_bg.wasm', (route) => route.abort());
    await pageWith(page, { lang: 'pt', body: '<patience-table game="caprice" deal="3"></patience-table>' });
    const n = await note(page);
    assert.equal(n.lang, 'en');
    assert.match(n.text, /^Patience could not start: .*could not be downloaded \(the network or the server\)/);
    assert.deepEqual(fetched.filter((p) => p.includes('start-words/')), []);
    page.errors.length = 0;
    await page.done();
  });

  test('a table that starts loads no words of start.ftl, whatever its language', async () => {
    const page = await h.page({ serviceWorkers: 'block', locale: 'fr-FR' });
    const fetched = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await pageWith(page, { lang: 'ar', body: '<patience-table game="caprice" deal="3"></patience-table>' });
    assert.equal(
      await page.evaluate(async () => {
        await customElements.whenDefined('patience-table');
        return document.querySelector('patience-table').ready;
      }),
      true,
    );
    assert.deepEqual(fetched.filter((p) => p.includes('start-words/') || p.endsWith('/start-message.js')), [], 'nor what a table says when it cannot');
    await page.done();
  });

  test('where start-message.js cannot load either, the element still says its files could not be downloaded', async () => {
    const page = await h.page({ serviceWorkers: 'block', locale: 'fr-FR' });
    await page.route('**/patience_bg.wasm', (route) => route.abort());
    await page.route('**/start-message.js', (route) => route.abort());
    await page.addInitScript(() => {
      window.errorsHeard = [];
      document.addEventListener('patience-error', (e) => window.errorsHeard.push(e.detail));
    });
    await pageWith(page, { lang: 'fr', body: '<patience-table game="caprice" deal="3"></patience-table>' });
    const n = await note(page);
    // Its one sentence, from locales/en/start.ftl, built into patience-table.js.
    const en = words('en');
    assert.equal(n.lang, 'en');
    assert.equal(n.dir, 'ltr');
    assert.equal(n.text.replace(/[\u2068\u2069]/g, ''), en['start-failed'].replace('{ $why }', en['start-why-download']));
    assert.equal(await page.locator('[data-start-error]').getAttribute('role'), 'alert');
    const heard = await page.evaluate(() => window.errorsHeard);
    assert.deepEqual(heard.map((d) => d.reason), ['download']);
    assert.equal(heard[0].message, n.text);
    page.errors.length = 0;
    await page.done();
  });

  test('opened from file:// in a French browser, the game page says it in French', async () => {
    const page = await h.page({ locale: 'fr-FR' });
    await page.goto(pathToFileURL(path.join(DIST, 'index.html')).href);
    const n = await note(page);
    assert.equal(n.lang, 'fr');
    assert.equal(n.text, words('fr')['start-page-file']);
    // While it loads, the placeholder had no words (aria-busy); now it is an alert.
    assert.equal(await page.locator('[data-start-error]').getAttribute('role'), 'alert');
    assert.equal(await page.locator('[data-start-error]').getAttribute('aria-busy'), null);
    page.errors.length = 0;
    await page.done();
  });
});
