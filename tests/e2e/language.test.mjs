// The table's language (issue: every word from Fluent message files): an
// element's `lang` chooses it, the player's setting comes first and is
// kept across a reload; English is built in (its rules come once the
// table is up) and another language's files (locales/<tag>/*.ftl) are
// fetched from the build's folder; the rules
// dialog reads the language's words; Arabic turns the table's root right
// to left while the cards and piles keep their order; a damaged file
// leaves the table in English, saying so; changing language never changes
// the game.

import { after, before, describe, test } from 'node:test';
import { NO_AUTOPLAY, assert, harness, link, movesCount, open, playMove, settle, useTable } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

/** The rules dialog's title and first paragraph, and the root's lang and dir. */
function shown(page) {
  return page.evaluate(() => {
    const root = $root().querySelector('.patience');
    return {
      lang: root.getAttribute('lang'),
      dir: root.getAttribute('dir'),
      title: $root().querySelector('[data-rules-title]')?.textContent ?? null,
      first: $root().querySelector('[data-rules-body] p')?.textContent ?? null,
      tabs: [...$root().querySelectorAll('[data-rules-tabs] button')].map((b) => b.textContent),
    };
  });
}

async function openRules(page) {
  await page.locator('.bar [data-action="rules"]').click();
  await page.locator('dialog[data-dialog="rules"][open]').waitFor();
  // English's rules come after the first table: their page has its labels.
  await page.locator('dialog[data-dialog="rules"] [data-rules-body] b').first().waitFor();
}

/** Waits until the table's root speaks `lang`. */
function speaks(page, lang) {
  return page.waitForFunction((l) => $root().querySelector('.patience')?.getAttribute('lang') === l, lang, { timeout: 10_000 });
}

const FRENCH_GOAL = 'But\u00a0: les 104 cartes des deux jeux sur les huit fondations.';
const ARABIC_GOAL_LABEL = 'الهدف:';

describe('the table speaks the language chosen', () => {
  test('lang="fr" on an element: French rules; lang="ar": Arabic, right to left, cards in order', async () => {
    const page = await h.page();
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script></head><body>
<patience-table lang="fr" game="caprice" deal="7" autoplay="off"></patience-table></body></html>`;
    await page.route(`${h.server.origin}/host/lang.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.server.origin}/host/lang.html`);
    await page.evaluate(() => document.querySelector('patience-table').ready);
    await useTable(page, 'patience-table');
    await settle(page);
    await speaks(page, 'fr');
    await openRules(page);
    let s = await shown(page);
    assert.equal(s.dir, null, 'French is left to right');
    assert.equal(s.title, 'Caprice');
    assert.equal(s.first, FRENCH_GOAL);
    assert.ok(s.tabs.includes('Réussite russe'), s.tabs.join(', '));

    // The element's lang changes: Arabic, the open dialog redrawn.
    await page.evaluate(() => document.querySelector('patience-table').setAttribute('lang', 'ar'));
    await speaks(page, 'ar');
    await page.waitForFunction(() => $root().querySelector('[data-rules-title]')?.textContent === 'كابريس');
    s = await shown(page);
    assert.equal(s.dir, 'rtl');
    assert.ok(s.first.startsWith(ARABIC_GOAL_LABEL), s.first);
    const look = await page.evaluate(() => {
      const root = $root();
      const x = (p) => root.querySelector(`[data-pile="${p}"]`).getBoundingClientRect().left;
      return {
        words: getComputedStyle(root.querySelector('.bar')).direction,
        piles: [...new Set([...root.querySelectorAll('[data-table] [data-pile]')].map((e) => getComputedStyle(e).direction))],
        order: ['t1', 't2', 't3'].map(x),
      };
    });
    assert.equal(look.words, 'rtl', 'the bar follows the words');
    assert.deepEqual(look.piles, ['ltr'], 'the piles do not mirror');
    assert.ok(look.order[0] < look.order[1] && look.order[1] < look.order[2], `t1, t2, t3 left to right: ${look.order}`);
    await page.done();
  });

  test('the setting: French, then Arabic, kept across a reload, the game kept', async () => {
    const page = await h.page();
    await open(page, h.server, link('caprice', 7, {}, NO_AUTOPLAY));
    await playMove(page, 's');
    const moves = await movesCount(page);
    await page.locator('.bar [data-action="settings"]').click();
    await page.locator('dialog[data-dialog="settings"][open]').waitFor();
    const options = await page.locator('select[data-control="language"] option').allTextContents();
    assert.deepEqual(options, ['Automatic', 'English', 'Français', 'Deutsch', 'Español', 'Italiano', 'Русский', 'Polski', 'العربية']);
    await page.locator('select[data-control="language"]').selectOption('fr');
    await speaks(page, 'fr');
    await page.locator('dialog[data-dialog="settings"] button.close').click();
    await openRules(page);
    assert.equal((await shown(page)).first, FRENCH_GOAL);
    await page.locator('dialog[data-dialog="rules"] button.close').click();

    await page.locator('.bar [data-action="settings"]').click();
    await page.locator('select[data-control="language"]').selectOption('ar');
    await speaks(page, 'ar');
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('dir')), 'rtl', "the game's own page follows");
    assert.equal(await movesCount(page), moves, 'the game is kept');

    await page.reload();
    await settle(page);
    await speaks(page, 'ar');
    assert.equal(await movesCount(page), moves, 'the game is kept across the reload');
    await openRules(page);
    const s = await shown(page);
    assert.equal(s.dir, 'rtl');
    assert.equal(s.title, 'كابريس');
    assert.ok(s.first.startsWith(ARABIC_GOAL_LABEL), s.first);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('patience:settings')).language);
    assert.equal(stored, 'ar');
    await page.done();
  });

  test("English's rules come once the table is up: on their way, then why not, then fetched again and shown", async () => {
    const page = await h.page();
    let release;
    const held = new Promise((r) => (release = r));
    // The page's requests for them (the second may be answered by the
    // service worker, which the route does not see).
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/locales/en/rules.ftl')) asked += 1;
    });
    let routed = 0;
    let first;
    const firstAsked = new Promise((r) => (first = r));
    await page.route(`${h.server.base}locales/en/rules.ftl`, async (r) => {
      routed += 1;
      if (routed > 1) return r.continue();
      first();
      await held;
      return r.abort();
    });
    await open(page, h.server, link('caprice', 7, {}, NO_AUTOPLAY));
    await firstAsked;
    const body = page.locator('dialog[data-dialog="rules"] [data-rules-body]');
    await page.locator('.bar [data-action="rules"]').click();
    await page.locator('dialog[data-dialog="rules"][open]').waitFor();
    assert.equal(await page.locator('[data-rules-title]').textContent(), 'Caprice');
    assert.match(await body.textContent(), /The rules are on their way/);
    release();
    await page.waitForFunction(() => /could not be fetched/.test($root().querySelector('[data-rules-body]')?.textContent ?? ''));
    assert.equal(asked, 1, 'not asked again while the dialog stays open');
    await page.locator('dialog[data-dialog="rules"] button.close').click();
    await openRules(page);
    assert.ok((await shown(page)).first.startsWith('Goal: all 104 cards'));
    assert.equal(asked, 2);
    // The one refused request, as the browser reports it.
    const expected = page.errors.filter((e) => e.includes('locales/en/rules.ftl'));
    assert.equal(expected.length, page.errors.length, page.errors.join('\n'));
    page.errors.length = 0;
    await page.done();
  });

  test('a damaged file: the table stays in English and says so', async () => {
    const page = await h.page();
    await page.route(`${h.server.base}locales/de/rules.ftl`, (r) => r.fulfill({ contentType: 'text/plain', body: 'rules-tabs-label = {' }));
    await page.addInitScript(() => localStorage.setItem('patience:settings', JSON.stringify({ language: 'de' })));
    await open(page, h.server, link('caprice', 7, {}, NO_AUTOPLAY));
    await page.waitForFunction(() => /Deutsch/.test($root().querySelector('[data-message]')?.textContent ?? ''));
    const said = await page.evaluate(() => $root().querySelector('[data-message]').textContent);
    assert.match(said, /The Deutsch words could not be loaded \(rules\.ftl is damaged at line 1\), so the table stays in English\./);
    await openRules(page);
    const s = await shown(page);
    assert.equal(s.lang, 'en');
    assert.equal(s.dir, null);
    assert.ok(s.first.startsWith('Goal: all 104 cards'), s.first);
    await page.done();
  });
});

/**
 * Records, every frame from the start, whether the table's root is shown
 * and which language it speaks (`window.frames_`).
 */
function watchFrames(page) {
  return page.addInitScript(() => {
    window.frames_ = [];
    const look = () => {
      const root = document.querySelector('.patience') ?? document.querySelector('patience-table')?.shadowRoot?.querySelector('.patience');
      if (root && root.querySelector('[data-pile]')) {
        window.frames_.push({ at: performance.now(), shown: getComputedStyle(root).visibility === 'visible', lang: root.getAttribute('lang') ?? 'en' });
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

describe("the first frame waits for its language's words", () => {
  test('French files that take 700 ms: the table is hidden until they come, never English on screen', async () => {
    const page = await h.page();
    await page.route(`${h.server.base}locales/fr/*.ftl`, async (r) => {
      await new Promise((ok) => setTimeout(ok, 700));
      await r.continue();
    });
    await page.addInitScript(() => localStorage.setItem('patience:settings', JSON.stringify({ language: 'fr' })));
    await watchFrames(page);
    await open(page, h.server, link('caprice', 7, {}, NO_AUTOPLAY));
    await speaks(page, 'fr');
    const frames = await page.evaluate(() => window.frames_);
    assert.ok(frames.some((f) => !f.shown), 'hidden while the files were on their way');
    const english = frames.filter((f) => f.shown && f.lang !== 'fr');
    assert.deepEqual(english, [], 'no frame showed the table in another language');
    assert.ok(frames.at(-1).shown, 'shown in the end');
    await page.done();
  });

  test('files later than the wait: the table shows in English meanwhile, then French', async () => {
    const page = await h.page();
    let release;
    const held = new Promise((ok) => (release = ok));
    await page.route(`${h.server.base}locales/fr/*.ftl`, async (r) => {
      await held;
      await r.continue();
    });
    await page.addInitScript(() => localStorage.setItem('patience:settings', JSON.stringify({ language: 'fr' })));
    await watchFrames(page);
    await open(page, h.server, link('caprice', 7, {}, NO_AUTOPLAY));
    const shownAt = await page.evaluate(() => window.frames_.find((f) => f.shown));
    assert.equal(shownAt.lang, 'en', 'shown in English while French is late');
    release();
    await speaks(page, 'fr');
    await page.done();
  });
});
