// Issue 42: a table that shows before its module. On a long article with
// six tables (tests/e2e/pages/article.html) under the strict
// Content-Security-Policy: each box has its size from CSS before any
// script, the poster shows while the module is held back, the live table
// keeps the box's size, the page's layout never shifts (CLS ≤ 0.01), and
// the tables far below the fold start nothing until scrolled to. A
// returning player's snapshot is drawn before the module, never from
// hostile stored data, and a click or drag on it (or on the poster) plays
// nothing. How soon a far table deals once scrolled to is measured by
// `node scripts/bench-phone.mjs --desktop --page article`.
// `loading="eager"` starts at once; `poster` names the author's image.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { assert, harness, ROOT } from './helpers.mjs';

/** docs/embedding.md's policy (csp.test.mjs pins it there). */
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'";

const h = harness({ headers: { 'content-security-policy': CSP } });
before(() => h.start());
after(() => h.stop());

const PAGES = path.join(ROOT, 'tests/e2e/pages');
const ARTICLE = '/article/article.html';

/** Serves the article page and its style sheet (under the same policy). */
async function routeArticle(page) {
  for (const file of ['article.html', 'article.css']) {
    await page.route(`${h.server.origin}/article/${file}`, (r) =>
      r.fulfill({
        contentType: file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/css',
        headers: { 'content-security-policy': CSP, 'cache-control': 'no-store' },
        body: readFileSync(path.join(PAGES, file)),
      }),
    );
  }
}

/** Records CSP violations, layout shifts and the module's requests. */
async function watch(page) {
  await page.context().addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.violations.push(`${e.violatedDirective}: ${e.blockedURI}`),
    );
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const wasm = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/patience_bg.wasm')) wasm.push(r.url());
  });
  return wasm;
}

/** Holds the table's module back until `release()` (a route). */
async function holdModule(page) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(`${h.server.origin}/patience_bg.wasm`, async (r) => {
    await held;
    await r.continue();
  });
  return release;
}

const started = (page, id) =>
  page.evaluate((i) => !!document.getElementById(i).shadowRoot.querySelector('[data-table]'), id);
const box = (page, id) =>
  page.evaluate((i) => {
    const r = document.getElementById(i).getBoundingClientRect();
    return { w: r.width, h: r.height, top: r.top + scrollY };
  }, id);

test('the article: posters under the strict policy, boxes sized before the module, no shift, far tables start nothing', { timeout: 120_000 }, async () => {
  const page = await h.page({ viewport: { width: 800, height: 800 } });
  await routeArticle(page);
  const wasm = await watch(page);
  const release = await holdModule(page);
  await page.goto(h.server.origin + ARTICLE);

  // Before the module: the first table's box has its game's ratio (Caprice,
  // 720 / 667, from www/patience-table.css), and shows its poster.
  await page.waitForFunction(() => {
    const img = document.getElementById('t1').shadowRoot.querySelector('.picture img');
    return img?.complete && img.naturalWidth > 0;
  });
  const first = await box(page, 't1');
  assert.ok(Math.abs(first.h - (first.w * 667) / 720) <= 1, `Caprice's box: ${JSON.stringify(first)}`);
  assert.equal(await started(page, 't1'), false, 'the module is held back');
  const poster = await page.evaluate(() => {
    const pic = document.getElementById('t1').shadowRoot.querySelector('.picture');
    const r = pic.getBoundingClientRect();
    return { src: pic.querySelector('img').src, w: r.width, h: r.height };
  });
  assert.match(poster.src, /\/posters\/caprice\.svg$/);
  assert.ok(Math.abs(poster.w - first.w) < 1 && Math.abs(poster.h - first.h) < 1, 'the poster fills the box');
  // Each box, started or not, has its own game's ratio.
  const ratios = await page.evaluate(() =>
    [...document.querySelectorAll('patience-table')].map((t) => {
      const r = t.getBoundingClientRect();
      return [t.getAttribute('game'), Math.round((r.width / r.height) * 1000) / 1000];
    }),
  );
  const expect = { caprice: 720 / 667, capricieuse: 720 / 667, 'lucas-leaps': 720 / 630, 'double-canfield': 720 / 614, 'russian-patience': 720 / 667 };
  for (const [game, ratio] of ratios) assert.ok(Math.abs(ratio - expect[game]) < 0.01, `${game}: ${ratio}`);

  // The module arrives: the first table (near the viewport) starts and
  // keeps its box; the far ones start nothing.
  release();
  assert.equal(await page.evaluate(() => document.getElementById('t1').ready), true);
  assert.deepEqual(await box(page, 't1'), first, 'the live table keeps the box');
  await page.waitForFunction(() => !document.getElementById('t1').shadowRoot.querySelector('.picture'));
  const tops = await page.evaluate(() => [...document.querySelectorAll('patience-table')].map((t) => t.getBoundingClientRect().top + scrollY));
  for (const id of ['t4', 't5', 't6']) {
    const b = await box(page, id);
    assert.ok(b.top > 2 * 800, `${id} is more than two viewports below the fold (${b.top})`);
    assert.equal(await started(page, id), false, `${id} has started nothing`);
  }
  assert.equal(page.workers().length <= 1, true, `no worker for the far tables (${page.workers().length})`);
  assert.equal(wasm.length, 1, 'the module was fetched once');

  // Scrolled to, each far table starts and deals.
  for (const id of ['t2', 't3', 't4', 't5', 't6']) {
    await page.evaluate((i) => document.getElementById(i).scrollIntoView({ block: 'center' }), id);
    const ok = await page.evaluate((i) => document.getElementById(i).ready, id);
    assert.equal(ok, true, `${id} dealt`);
  }
  const after = await page.evaluate(() => [...document.querySelectorAll('patience-table')].map((t) => t.getBoundingClientRect().top + scrollY));
  assert.deepEqual(after, tops, 'no table moved on the page');
  await page.waitForTimeout(300);
  const cls = await page.evaluate(() => window.shifts.reduce((a, b) => a + b, 0));
  assert.ok(cls <= 0.01, `CLS ${cls}`);
  assert.deepEqual(await page.evaluate(() => window.violations), [], 'nothing refused by the policy');
  await page.done();
});

test('loading: lazy (the default) fetches no module for a far table; eager starts at once; the property reflects', { timeout: 120_000 }, async () => {
  const page = await h.page({ viewport: { width: 800, height: 600 } });
  const wasm = await watch(page);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>far</title><link rel="icon" href="/icons/icon.svg">
<link rel="stylesheet" href="/patience-table.css"><link rel="stylesheet" href="/article/article.css">
<script type="module" src="/patience-table.js"></script></head><body><main><h1>A far table</h1><div class="spacer"></div>
<patience-table id="far" game="lucas-leaps" deal="3"></patience-table></main></body></html>`;
  await page.route(`${h.server.origin}/article/far.html`, (r) =>
    r.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': CSP }, body: html }),
  );
  await page.route(`${h.server.origin}/article/article.css`, (r) =>
    r.fulfill({ contentType: 'text/css', body: '.spacer { height: 3000px; }' }),
  );
  await page.goto(h.server.origin + '/article/far.html');
  await page.waitForFunction(() => document.getElementById('far').shadowRoot.querySelector('.picture img')?.complete);
  await page.waitForTimeout(500);
  assert.equal(wasm.length, 0, 'a lazy table far below fetches no module');
  assert.equal(page.workers().length, 0, 'and starts no worker');
  assert.equal(await started(page, 'far'), false);
  assert.equal(await page.evaluate(() => document.getElementById('far').loading), null);

  // Made eager: it starts where it is.
  await page.evaluate(() => {
    document.getElementById('far').loading = 'eager';
  });
  assert.equal(await page.evaluate(() => document.getElementById('far').getAttribute('loading')), 'eager');
  assert.equal(await page.evaluate(() => document.getElementById('far').ready), true);
  assert.equal(wasm.length, 1);

  // A new eager table far below starts at once too; a lazy one does not.
  const [eager, lazy] = await page.evaluate(async () => {
    const make = (loading) => {
      const t = document.createElement('patience-table');
      t.setAttribute('game', 'caprice');
      if (loading) t.setAttribute('loading', loading);
      document.querySelector('main').append(Object.assign(document.createElement('div'), { className: 'spacer' }), t);
      return t;
    };
    const e = make('eager');
    const l = make('lazy');
    const r = await Promise.race([e.ready, new Promise((res) => setTimeout(() => res('late'), 15_000))]);
    await new Promise((res) => setTimeout(res, 300));
    return [r, !!l.shadowRoot.querySelector('[data-table]')];
  });
  assert.equal(eager, true, 'an eager table far below starts');
  assert.equal(lazy, false, 'a lazy one far below does not');
  await page.done();
});

test('poster: the author\'s own image, shown until the module runs', { timeout: 120_000 }, async () => {
  const page = await h.page({ viewport: { width: 800, height: 800 } });
  const release = await holdModule(page);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>poster</title><link rel="icon" href="/icons/icon.svg">
<link rel="stylesheet" href="/patience-table.css"><script type="module" src="/patience-table.js"></script></head><body>
<patience-table id="p" game="double-canfield" poster="/icons/icon.svg"></patience-table></body></html>`;
  await page.route(`${h.server.origin}/article/poster.html`, (r) =>
    r.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': CSP }, body: html }),
  );
  await page.goto(h.server.origin + '/article/poster.html');
  await page.waitForFunction(() => document.getElementById('p').shadowRoot.querySelector('.picture img')?.complete);
  const seen = await page.evaluate(() => {
    const t = document.getElementById('p');
    return { src: t.shadowRoot.querySelector('.picture img').src, prop: t.poster, bg: getComputedStyle(t).backgroundImage };
  });
  assert.match(seen.src, /\/icons\/icon\.svg$/);
  assert.equal(seen.prop, '/icons/icon.svg');
  assert.equal(seen.bg, 'none', "the page sheet's own poster gives way to the author's");
  release();
  assert.equal(await page.evaluate(() => document.getElementById('p').ready), true);
  await page.waitForFunction(() => !document.getElementById('p').shadowRoot.querySelector('.picture'));
  await page.done();
});

/** A host page with one table, served under the policy at `at`. */
async function hostOne(page, at, attrs) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>snapshot</title><link rel="icon" href="/icons/icon.svg">
<link rel="stylesheet" href="/patience-table.css"><script type="module" src="/patience-table.js"></script></head><body>
<patience-table id="t" ${attrs}></patience-table></body></html>`;
  await page.route(`${h.server.origin}${at}`, (r) =>
    r.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': CSP }, body: html }),
  );
  await page.goto(h.server.origin + at);
}

/** The cards drawn in `#t`'s box (the snapshot's or the live table's): rank, suit, place. */
const drawnCards = (page, within) =>
  page.evaluate((w) => {
    const t = document.getElementById('t');
    const box = t.getBoundingClientRect();
    return [...t.shadowRoot.querySelectorAll(`${w} .card[data-r]`)]
      .map((c) => {
        const r = c.getBoundingClientRect();
        return [`${c.getAttribute('data-r')}${c.getAttribute('data-s')}`, r.left - box.left, r.top - box.top];
      })
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[2] - b[2] || a[1] - b[1]));
  }, within);

/** The same cards in the same places, to a pixel. */
function sameCards(got, want, what) {
  assert.equal(got.length, want.length, `${what}: as many cards`);
  got.forEach(([name, x, y], i) => {
    const [n, wx, wy] = want[i];
    assert.ok(name === n && Math.abs(x - wx) <= 1 && Math.abs(y - wy) <= 1, `${what}: ${name}@${x},${y} against ${n}@${wx},${wy}`);
  });
}

test('the snapshot: a returning player sees their table before the module; hostile stored data is never drawn', { timeout: 180_000 }, async () => {
  const AT = '/article/snap.html';
  const KEY = `patience:snapshot:${AT}#t`;
  const attrs = 'game="lucas-leaps" deal="5" autoplay="off"';
  const page = await h.page({ viewport: { width: 800, height: 900 } });
  await page.context().addInitScript(() => {
    window.pwned = 0;
  });
  await hostOne(page, AT, attrs);
  assert.equal(await page.evaluate(() => document.getElementById('t').ready), true);
  const move = await page.evaluate(() => document.getElementById('t').api.legalMoves()[0]);
  await page.evaluate((m) => document.getElementById('t').api.move(m), move);
  await page.waitForTimeout(600);
  const played = await page.evaluate(() => document.getElementById('t').api.moves().length);
  const live = await drawnCards(page, '[data-table]');
  assert.ok(live.length > 40);
  // The page is left: the table is saved as data.
  await page.evaluate(() => dispatchEvent(new Event('pagehide')));
  const stored = await page.evaluate((k) => localStorage.getItem(k), KEY);
  assert.ok(stored && JSON.parse(stored).cards.length === live.length, 'a snapshot of every card');
  const valid = JSON.parse(stored);

  // Back, the module held: the snapshot shows the same cards in the same places.
  const tab = await page.context().newPage();
  const release = await (async () => {
    let go;
    const held = new Promise((r) => (go = r));
    await tab.route(`${h.server.origin}/patience_bg.wasm`, async (r) => {
      await held;
      await r.continue();
    });
    return go;
  })();
  await hostOne(tab, AT, attrs);
  await tab.waitForSelector('#t >> .picture[data-picture="snapshot"]');
  await tab.waitForTimeout(300);
  assert.equal(await tab.evaluate(() => document.getElementById('t').shadowRoot.querySelectorAll('.picture').length), 1, 'one picture');
  sameCards(await drawnCards(tab, '.picture'), live, 'the snapshot draws the table as it stood');
  assert.equal(await tab.evaluate(() => document.getElementById('t').shadowRoot.querySelector('[data-table]')), null);
  // A click on one of the snapshot's cards, and a drag from another, before
  // the module arrives: nothing is played, the table says it is dealing.
  const [a, b] = await tab.evaluate(() =>
    [...document.getElementById('t').shadowRoot.querySelectorAll('.picture .card')].slice(-2).map((c) => {
      const r = c.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + 10];
    }),
  );
  await tab.mouse.click(...a);
  await tab.waitForFunction(() => document.getElementById('t').shadowRoot.querySelector('.picture-note')?.textContent === 'Dealing…');
  await tab.mouse.move(...b);
  await tab.mouse.down();
  await tab.mouse.move(b[0] + 60, b[1] - 120, { steps: 6 });
  await tab.mouse.up();
  assert.equal(await tab.evaluate(() => document.getElementById('t').shadowRoot.querySelector('[data-table]')), null, 'still the snapshot');
  release();
  assert.equal(await tab.evaluate(() => document.getElementById('t').ready), true);
  await tab.waitForFunction(() => !document.getElementById('t').shadowRoot.querySelector('.picture, .picture-note'));
  sameCards(await drawnCards(tab, '[data-table]'), live, 'the live table replaces it, unmoved');
  assert.equal(await tab.evaluate(() => document.getElementById('t').api.moves().length), played, 'the early click and drag played nothing');
  await tab.close();

  // Hostile or foreign stored values: none is drawn, none runs.
  const card = valid.cards[0];
  const hostile = {
    'markup in a rank': { ...valid, cards: [['<img src=x onerror="window.pwned=1">', card[1], card[2], card[3]], ...valid.cards.slice(1)] },
    'markup in a pile kind': { ...valid, piles: [['tableau" onclick="window.pwned=1', ...valid.piles[0].slice(1)], ...valid.piles.slice(1)] },
    'script in the theme': { ...valid, theme: '<script>window.pwned=1</script>' },
    'a script URL as the game': { ...valid, game: 'javascript:window.pwned=1' },
    'a huge number': { ...valid, cards: [[card[0], card[1], 1e308, card[3]], ...valid.cards.slice(1)] },
    'too many cards': { ...valid, cards: Array.from({ length: 500 }, () => card) },
    "another release's shape": { ...valid, v: 2 },
    'another screen': { ...valid, box: [valid.box[0] + 120, valid.box[1]] },
    'another deal': { ...valid, deal: '6' },
    'a huge value': 'x'.repeat(2_000_000),
    'not JSON': '{"v":1,',
  };
  for (const [what, value] of Object.entries(hostile)) {
    const p = await page.context().newPage();
    await p.route(`${h.server.origin}/patience_bg.wasm`, () => {}); // never answers
    await p.route(`${h.server.origin}${AT}`, (r) =>
      r.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': CSP }, body: '<!doctype html><title>x</title>' }),
    );
    await p.goto(h.server.origin + AT);
    await p.evaluate(([k, v]) => localStorage.setItem(k, typeof v === 'string' ? v : JSON.stringify(v)), [KEY, value]);
    await p.unroute(`${h.server.origin}${AT}`);
    await hostOne(p, AT, attrs);
    await p.waitForSelector('#t >> .picture[data-picture="poster"]');
    const seen = await p.evaluate(() => {
      const root = document.getElementById('t').shadowRoot;
      return {
        snapshot: !!root.querySelector('[data-picture="snapshot"]'),
        elements: [...root.querySelectorAll('*')].map((e) => e.localName).filter((n) => !['div', 'img'].includes(n)),
        pwned: window.pwned,
      };
    });
    assert.deepEqual(seen, { snapshot: false, elements: [], pwned: 0 }, what);
    await p.close();
  }
  await page.done();
});

test('a click on the picture before the table has started plays nothing and says the table is dealing, in its language', { timeout: 120_000 }, async () => {
  const page = await h.page({ viewport: { width: 800, height: 800 } });
  const release = await holdModule(page);
  await hostOne(page, '/article/click.html', 'game="lucas-leaps" deal="9" autoplay="off" lang="fr"');
  await page.waitForFunction(() => document.getElementById('t').shadowRoot.querySelector('.picture img')?.complete);
  await page.mouse.click(120, 300);
  await page.waitForFunction(() => document.getElementById('t').shadowRoot.querySelector('.picture-note'));
  const note = await page.evaluate(() => {
    const n = document.getElementById('t').shadowRoot.querySelector('.picture-note');
    return { text: n.textContent, lang: n.lang, role: n.getAttribute('role'), shown: n.getBoundingClientRect().width > 0 };
  });
  assert.deepEqual(note, { text: 'Distribution des cartes…', lang: 'fr', role: 'status', shown: true });
  release();
  assert.equal(await page.evaluate(() => document.getElementById('t').ready), true);
  await page.waitForFunction(() => !document.getElementById('t').shadowRoot.querySelector('.picture, .picture-note'));
  assert.equal(await page.evaluate(() => document.getElementById('t').api.moves().length), 0, 'the early click played nothing');
  await page.done();
});

test('the snapshot draws only what shows, one table a frame: no empty pile, no face under a squared card, no centre under a fanned one, the same picture', { timeout: 120_000 }, async () => {
  const AT = '/article/snaps.html';
  const attrs = 'game="lucas-leaps" deal="5" autoplay="off"';
  const page = await h.page({ viewport: { width: 800, height: 900 } });
  await hostOne(page, AT, attrs);
  assert.equal(await page.evaluate(() => document.getElementById('t').ready), true);
  // Left (once the live table keeps its snapshot): the table is saved as data.
  await page.waitForFunction((k) => {
    dispatchEvent(new Event('pagehide'));
    return localStorage.getItem(k) !== null;
  }, `patience:snapshot:${AT}#t`);
  const valid = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `patience:snapshot:${AT}#t`));
  // Under each of the first three cards, another squared in its place (a
  // foundation's cards, or the waste's, lie so).
  const under = valid.cards.slice(0, 3).map(([r, s, x, y]) => [r === 'K' ? 'Q' : 'K', s, x, y]);
  const stacked = { ...valid, cards: [...under, ...valid.cards].slice(0, 104) };
  // Two tables, each with a snapshot (the same boxes, the same record).
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>snapshots</title><link rel="icon" href="/icons/icon.svg">
<link rel="stylesheet" href="/patience-table.css"><script type="module" src="/patience-table.js"></script></head><body>
<patience-table id="a" ${attrs}></patience-table><patience-table id="b" ${attrs}></patience-table></body></html>`;
  const tab = await page.context().newPage();
  await tab.route(`${h.server.origin}/patience_bg.wasm`, () => {}); // never answers: the snapshots stay
  await tab.route(`${h.server.origin}${AT}`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': CSP }, body: html }));
  await tab.addInitScript(() => {
    // The frame in which each table's snapshot is first seen.
    window.seenIn = {};
    let frame = 0;
    const look = () => {
      frame++;
      for (const t of document.querySelectorAll('patience-table')) {
        if (t.shadowRoot?.querySelector('.picture[data-picture="snapshot"]')) window.seenIn[t.id] ??= frame;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await tab.goto(h.server.blank);
  await tab.evaluate(([at, record]) => {
    for (const id of ['a', 'b']) localStorage.setItem(`patience:snapshot:${at}#${id}`, JSON.stringify(record));
  }, [AT, stacked]);
  await tab.goto(h.server.origin + AT);
  await tab.waitForFunction(() => window.seenIn.a && window.seenIn.b);
  const seenIn = await tab.evaluate(() => window.seenIn);
  assert.ok(seenIn.a < seenIn.b, `the first table's snapshot is painted before the second's is drawn: ${JSON.stringify(seenIn)}`);
  const drawn = await tab.evaluate(() => {
    const root = document.getElementById('a').shadowRoot;
    return {
      piles: root.querySelectorAll('.picture .pile').length,
      faceless: [...root.querySelectorAll('.picture .card')].map((c, i) => [i, getComputedStyle(c, '::before').content === 'none' && getComputedStyle(c, '::after').content === 'none']).filter(([, f]) => f).map(([i]) => i),
      centreless: [...root.querySelectorAll('.picture .card')].map((c, i) => [i, getComputedStyle(c, '::before').content !== 'none' && getComputedStyle(c, '::after').content === 'none']).filter(([, f]) => f).map(([i]) => i),
    };
  });
  assert.equal(drawn.piles, valid.piles.filter((p) => p[5] > 0).length, 'only the piles with backs are drawn');
  assert.deepEqual(drawn.faceless, [0, 1, 2], 'the three squared cards alone are drawn without their faces');
  // A number card with a later card a fan's step below it (a column's)
  // is drawn without its centre; no other card is.
  const step = valid.card[1] * 0.3;
  const fanned = stacked.cards
    .map(([r, , x, y], i) => [i, !'AJQK'.includes(r) && i > 2 && stacked.cards.slice(i + 1).some(([, , x2, y2]) => x2 === x && y2 > y && y2 - y <= step)])
    .filter(([, f]) => f)
    .map(([i]) => i);
  assert.ok(fanned.length >= 10, `a column's number cards are fanned under others: ${fanned}`);
  assert.deepEqual(drawn.centreless, fanned, 'the fanned number cards alone are drawn without their centres');
  // Their faces and centres drawn after all: not a pixel changes.
  const box = await tab.$('#a');
  await tab.waitForTimeout(300);
  const without = await box.screenshot({ animations: 'disabled' });
  await tab.evaluate(() => {
    for (const c of document.getElementById('a').shadowRoot.querySelectorAll('.picture .card:is(.covered, .buried)')) c.classList.remove('covered', 'buried');
  });
  await tab.waitForTimeout(300);
  const all = await box.screenshot({ animations: 'disabled' });
  assert.ok(without.equals(all), 'the faces and centres left out were hidden anyway');
  // (The comparison sees a centre: the top card of a column drawn without
  // its own changes the picture.)
  await tab.evaluate((i) => document.getElementById('a').shadowRoot.querySelectorAll('.picture .card')[i].classList.add('buried'), stacked.cards.length - 1);
  await tab.waitForTimeout(300);
  assert.ok(!all.equals(await box.screenshot({ animations: 'disabled' })), 'a centre that shows is seen');
  await tab.close();
  await page.done();
});
