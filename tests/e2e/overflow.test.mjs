// No message overflows its place at 320 px in the longest language: a
// table given a 320 px page's whole width, in the language whose words are
// the longest (measured from locales/<lang>/*.ftl) and then in every other
// language, shows every screen a player reaches (the bar folded and
// unfolded, the message line after a refused move and after a hint, the
// settings, statistics and rules dialogs with each rules tab, the
// confirmation dialog, the Share menu, the keyboard help, the won panel)
// with no text clipped or spilling out of its box, nothing past the
// viewport's edges or its dialog's box, and no horizontal scroll on the
// page.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, apply, assert, deal, findIllegalMove, harness, hostTable, link, playMove, saveLine, settle } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

const LANGS = ['en', 'fr', 'de', 'es', 'it', 'ru', 'pl', 'ar'];
const VIEWPORT = { width: 320, height: 640 };

/**
 * How long a language's words are: the characters of its message values
 * (table.ftl, rules.ftl, games.ftl; comments, keys, placeables and variant
 * keys left out), and its longest word.
 */
function measure(lang) {
  let chars = 0;
  let longest = '';
  for (const f of ['table', 'rules', 'games']) {
    for (const line of readFileSync(path.join(ROOT, 'locales', lang, `${f}.ftl`), 'utf8').split('\n')) {
      if (/^\s*#/.test(line) || !line.trim()) continue;
      const value = line
        .replace(/^-?[\w-]+\s*=\s*/, '')
        .replace(/^\s*\.[\w-]+\s*=\s*/, '')
        .replace(/^\s*\*?\[[^\]]*\]\s*/, '')
        .replace(/\{[^}]*\}/g, '')
        .trim();
      chars += [...value].length;
      for (const w of value.split(/\s+/)) if ([...w].length > [...longest].length) longest = w;
    }
  }
  return { lang, chars, longest };
}

const MEASURED = LANGS.map(measure).sort((a, b) => b.chars - a.chars);
const LONGEST = MEASURED[0].lang;
console.log(`# the languages' words, longest first (characters of message values): ${MEASURED.map((m) => `${m.lang} ${m.chars} (longest word "${m.longest}")`).join(', ')}`);
console.log(`# the longest language: ${LONGEST}`);
/** The longest language first, then the others. */
const ORDER = [LONGEST, ...LANGS.filter((l) => l !== LONGEST)];

/**
 * What overflows in the table's shadow root (or under `scope`, a selector
 * there) as drawn now: every visible element with text of its own (or a
 * control) whose content is wider than its box (clipped or spilling), that
 * reaches past the viewport's left or right edge or past its open dialog's
 * box, a select whose chosen option is cut; and a horizontal scroll on the
 * page. Each as a line with the element and its text.
 */
function overflows(page, where) {
  return page.evaluate((where) => {
    const root = $root();
    const vw = document.documentElement.clientWidth;
    const out = [];
    const name = (el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}${[...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => `[${a.name}${a.value ? `="${a.value.slice(0, 20)}"` : ''}]`).join('')}`;
    const text = (el) => (el.tagName === 'SELECT' ? el.selectedOptions[0]?.textContent ?? '' : el.textContent).replace(/\s+/g, ' ').trim().slice(0, 90);
    if (document.documentElement.scrollWidth > vw) out.push(`${where}: the page scrolls sideways (${document.documentElement.scrollWidth} > ${vw})`);
    const canvas = document.createElement('canvas').getContext('2d');
    // Scroll containers that scroll sideways on purpose: what is inside
    // them may reach past their box.
    // .stats-scroll: the statistics table, wider than a phone, scrolls.
    const BY_DESIGN = '.stats-scroll';
    for (const el of root.querySelectorAll('*')) {
      if (['STYLE', 'SCRIPT', 'svg', 'OPTION', 'TEMPLATE'].includes(el.tagName)) continue;
      // The cards are drawn, not words (the table clips them); the won
      // panel's confetti (aria-hidden) falls through the whole table.
      if (el.closest('svg, [data-card], .card, .confetti')) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      const control = ['BUTTON', 'SELECT', 'INPUT', 'LABEL', 'SUMMARY'].includes(el.tagName);
      if (!own && !control) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // The visually hidden (screen readers') words.
      if (el.closest('.sr-only, .visually-hidden, [data-announce], [aria-live].sr')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const st = getComputedStyle(el);
      if (st.position === 'absolute' && st.clip !== 'auto') continue;
      const inDesign = el.closest(BY_DESIGN);
      const label = `${where}: ${name(el)} "${text(el)}"`;
      if (!inDesign) {
        if (r.right > vw + 1 || r.left < -1) out.push(`${label} is past the viewport's edge (${Math.round(r.left)}..${Math.round(r.right)} of 0..${vw})`);
        const dialog = el.closest('dialog[open], .share-menu, .panel');
        if (dialog && dialog !== el) {
          const d = dialog.getBoundingClientRect();
          if (r.right > d.right + 1 || r.left < d.left - 1) out.push(`${label} is past its ${name(dialog)}'s box (${Math.round(r.left)}..${Math.round(r.right)} of ${Math.round(d.left)}..${Math.round(d.right)})`);
        }
      }
      // Words spilling out of their box's parent (a row squeezed under its
      // words, the words then over the next row).
      const parent = el.parentElement;
      if (!inDesign && parent && st.position !== 'absolute' && st.position !== 'fixed') {
        const ps = getComputedStyle(parent);
        const p = parent.getBoundingClientRect();
        if (ps.display !== 'contents' && ps.display !== 'inline' && ps.overflowY === 'visible' && p.height > 0 && (r.bottom > p.bottom + 1 || r.top < p.top - 1)) {
          out.push(`${label} spills out of its parent ${name(parent)} (${Math.round(r.top)}..${Math.round(r.bottom)} of ${Math.round(p.top)}..${Math.round(p.bottom)})`);
        }
      }
      if (st.display !== 'inline' && el.clientWidth > 0 && el.tagName !== 'SELECT' && el.scrollWidth > el.clientWidth + 1 && !el.matches(BY_DESIGN)) {
        const how = st.overflowX === 'visible' ? 'spills out of' : st.textOverflow === 'ellipsis' ? 'is cut short (…) in' : 'is clipped in';
        out.push(`${label}: its text ${how} its box (${el.scrollWidth} > ${el.clientWidth}, overflow-x ${st.overflowX})`);
      }
      if (el.tagName === 'SELECT' && el.selectedOptions[0]) {
        canvas.font = `${st.fontStyle} ${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
        const need = canvas.measureText(el.selectedOptions[0].textContent.trim()).width;
        const room = el.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) - 16; // the arrow
        if (need > room + 1) out.push(`${label}: its option is cut (${Math.round(need)} > ${Math.round(room)})`);
      }
    }
    return out;
  }, where);
}

/** Waits until the table's root speaks `lang`. */
function speaks(page, lang) {
  return page.waitForFunction((l) => $root().querySelector('.patience')?.getAttribute('lang') === l, lang, { timeout: 15_000 });
}

/** Clicks a bar button, unfolding the bar ("more") first if it is folded away. */
async function barClick(page, action) {
  const button = page.locator(`.bar [data-action="${action}"]`);
  if (!(await button.isVisible())) await page.locator('.bar [data-action="more"]').click();
  await button.click();
}

async function closeSheet(page, name) {
  await page.locator(`dialog[data-dialog="${name}"] button.close`).click();
  await page.locator(`dialog[data-dialog="${name}"]:not([open])`).waitFor({ state: 'attached' });
}

const message = (page) => page.evaluate(() => $root().querySelector('[data-message]')?.textContent ?? '');

/** Every screen of the table in its current language: the offenders found. */
async function screens(page, lang, refused) {
  const found = [];
  const check = async (where) => found.push(...(await overflows(page, `${lang} ${where}`)));
  await check('the table, its bar folded');
  const more = page.locator('.bar [data-action="more"]');
  const folds = await more.isVisible();
  if (folds) {
    await more.click();
    await check('the bar unfolded');
    await more.click();
  }

  // A refused move: the message line says why.
  let before = await message(page);
  await playMove(page, refused);
  await page.waitForFunction((b) => ($root().querySelector('[data-message]')?.textContent ?? '') !== b, before, { timeout: 5_000 }).catch(() => {});
  await check(`the message after a refused move`);

  // A hint.
  before = await message(page);
  await barClick(page, 'hint');
  await page
    .waitForFunction((b) => { const t = $root().querySelector('[data-message]')?.textContent ?? ''; return t !== b && t.trim() !== ''; }, before, { timeout: 20_000 })
    .catch(() => {});
  await settle(page);
  await check(`the message after a hint ("${(await message(page)).slice(0, 40)}")`);
  if (folds && (await page.locator('.bar[data-more]').count())) await more.click();

  // The dialogs.
  for (const name of ['settings', 'stats']) {
    await barClick(page, name);
    await page.locator(`dialog[data-dialog="${name}"][open]`).waitFor();
    await check(`the ${name} dialog`);
    await closeSheet(page, name);
  }
  await barClick(page, 'rules');
  await page.locator('dialog[data-dialog="rules"][open]').waitFor();
  // English's rules come once the table is up: their page has labels.
  await page.locator('dialog[data-dialog="rules"] [data-rules-body] b').first().waitFor();
  const tabs = page.locator('[data-rules-tabs] button');
  const n = await tabs.count();
  for (let i = 0; i < n; i++) {
    await tabs.nth(i).click();
    await check(`the rules dialog, tab ${i + 1} ("${(await tabs.nth(i).textContent()).trim()}")`);
  }
  if (n === 0) await check('the rules dialog');
  await closeSheet(page, 'rules');

  // The confirmation: New after a move.
  await barClick(page, 'new');
  await page.locator('dialog[data-dialog="confirm"][open]').waitFor();
  await check('the confirmation dialog');
  await page.keyboard.press('Escape');
  await page.locator('dialog[data-dialog="confirm"]:not([open])').waitFor({ state: 'attached' });

  // The Share menu.
  await barClick(page, 'share');
  await page.locator('.share-menu').waitFor();
  await check('the Share menu');
  await page.keyboard.press('Escape');
  await page.locator('.share-menu').waitFor({ state: 'hidden' }).catch(() => {});

  // The keyboard help.
  await barClick(page, 'help');
  await page.locator('dialog[data-dialog="help"][open]').waitFor();
  await check('the keyboard help');
  await page.keyboard.press('Escape');
  await page.locator('dialog[data-dialog="help"]:not([open])').waitFor({ state: 'attached' });
  if (folds && (await page.locator('.bar[data-more]').count())) await more.click();
  return found;
}

const GAME = 'caprice';
const DEAL = 7;

describe('no message overflows its place at 320 px', () => {
  test(`in the longest language (${LONGEST}), then in every language`, async () => {
    const page = await h.page({ viewport: VIEWPORT });
    await hostTable(page, h.server, {
      prefix: PREFIX,
      head: '<meta name="viewport" content="width=device-width, initial-scale=1"><style>body { margin: 0; } patience-table { display: block; width: 100%; }</style>',
      body: `<patience-table lang="${LONGEST}" game="${GAME}" deal="${DEAL}" autoplay="off"></patience-table>`,
      path: '/host/overflow.html',
    });
    const width = await page.evaluate(() => document.querySelector('patience-table').getBoundingClientRect().width);
    assert.equal(width, VIEWPORT.width, "the table has the page's whole width");
    // A move first, so New asks.
    await playMove(page, 's');
    const now = apply(deal(GAME, DEAL), 's');
    const refused = findIllegalMove(now).token;
    const all = [];
    for (const lang of ORDER) {
      await page.evaluate((l) => document.querySelector('patience-table').setAttribute('lang', l), lang);
      await speaks(page, lang);
      await settle(page);
      const found = await screens(page, lang, refused);
      console.log(`# ${lang}: ${found.length ? `${found.length} overflows` : 'nothing overflows'}`);
      for (const f of found) console.log(`#   ${f}`);
      all.push(...found);
    }
    assert.deepEqual(all, [], 'no overflow');
    await page.done();
  });

  test(`the won panel in the longest language (${LONGEST}) and in Arabic`, async () => {
    for (const lang of [LONGEST, 'ar']) {
      const page = await h.page({ viewport: VIEWPORT });
      await page.addInitScript((l) => {
        if (localStorage.getItem('patience:settings') === null) localStorage.setItem('patience:settings', JSON.stringify({ language: l }));
      }, lang);
      // Capricieuse 5 after these 52 moves: Finish wins it.
      const line = 't2-t11 t2-f2 t3-t5 t3-t2 redeal t2-t10 t5-t1 t12-t3 redeal t5-f5 t5-f6 t5-f3 t12-f2 t12-f4 t1-t4 t1-f5 t3-f5 t6-t3 t6-f6 t1-f6 t6-f3 t7-t8 t7-f5 t4-f5 t4-f5 t10-f5 t9-f5 t10-f1 t7-f1 t9-t4 t9-f4 t8-f4 t8-f4 t8-f6 t2-t1 t2-f1 t2-f8 t4-t2 t4-f4 t2-f4 t4-f8 t11-t2 t3-t2 t3-f3 t2-f3 t2-f3 t1-t3 t8-t1 t11-t1 t11-f7 t10-f7 t3-t1'.split(' ');
      await saveLine(page, h.server, 'capricieuse', 5, {}, line, { first: 'redeal' });
      await page.goto(h.server.url(link('capricieuse', 5)));
      await settle(page);
      await speaks(page, lang);
      await page.locator('[data-action="finish"]').click();
      await page.locator('.celebration .panel').waitFor({ state: 'visible', timeout: 20_000 });
      await settle(page).catch(() => {});
      const found = await overflows(page, `${lang} the won panel`);
      console.log(`# ${lang} the won panel: ${found.length ? found.join('; ') : 'nothing overflows'}`);
      assert.deepEqual(found, [], `no overflow on the won panel in ${lang}`);
      await page.done();
    }
  });
});
