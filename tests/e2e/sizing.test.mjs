// The element's size on real pages (docs/embedding.md, "Size"): a host
// that gives it a short height gets a table that fits inside it (smaller
// cards first, then a scroll inside its own box) and never covers what
// follows; with no height it is as tall as its layout; as a flex item it
// keeps a playable size; in columns from 280 px wide nothing leaves its
// box and the page gets no horizontal scrollbar; and the docs' iframe
// snippet is tall enough for every game.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assert, GAMES, harness, ROOT, settle, useTable } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

const DOCS = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
/** The first fenced block of `lang` in docs/embedding.md that contains `needle`. */
function docBlock(lang, needle) {
  const block = [...DOCS.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]).find((b) => b.includes(needle));
  assert.ok(block, `docs/embedding.md has a ${lang} block with ${needle}`);
  return block;
}

function hostHtml(body, css = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A host page</title>
<link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script>
<style>body { margin: 0; font: 16px/1.4 system-ui, sans-serif; } ${css}</style></head><body>${body}</body></html>`;
}

async function host(page, html, name = 'sizing') {
  const url = `${h.server.origin}/host/${name}.html`;
  await page.route(url, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url);
}

/** Waits until every table on the page is drawn and settled. */
async function drawn(page, sel = 'patience-table') {
  await page.waitForFunction(
    (s) => [...document.querySelectorAll(s)].every((t) => t.shadowRoot?.querySelector('[data-table][data-state] [data-pile]')),
    sel,
    { timeout: 20_000 },
  );
  await useTable(page, sel);
  await settle(page);
  // A resize observer's refit lands a frame later.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * The boxes of the table `sel`: its host's, its felt's, whether the felt
 * scrolls, and the rendered elements of its shadow root whose boxes leave
 * the host's box (in the felt's scrolled content: those leaving the felt's
 * scroll area) as descriptions.
 */
function boxes(page, sel = 'patience-table') {
  return page.evaluate((s) => {
    const hostEl = document.querySelector(s);
    const hr = hostEl.getBoundingClientRect();
    const felt = hostEl.shadowRoot.querySelector('[data-table]');
    const fr = felt.getBoundingClientRect();
    const scrolls = felt.scrollHeight > felt.clientHeight + 1 && getComputedStyle(felt).overflowY === 'auto';
    const outside = [];
    for (const el of hostEl.shadowRoot.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (el.closest('dialog:not([open])')) continue;
      const st = getComputedStyle(el);
      if (st.visibility === 'hidden') continue;
      // Inside a scrolling felt, a card is in its scroll area (the felt's
      // box, scrolled): its box leaves the felt's only by the scroll.
      let box = hr;
      if (scrolls && felt.contains(el) && el !== felt) {
        box = { left: fr.left, right: fr.right, top: fr.top - felt.scrollTop, bottom: fr.top - felt.scrollTop + felt.scrollHeight };
      }
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
        const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.dataset.action ? `[${el.dataset.action}]` : ''}${el.dataset.pile ? `[${el.dataset.pile}]` : ''}`;
        outside.push(`${name} ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
    }
    return {
      host: { left: hr.left, top: hr.top, width: hr.width, height: hr.height, bottom: hr.bottom },
      felt: { top: fr.top, bottom: fr.bottom, height: fr.height },
      scrolls,
      outside,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  }, sel);
}

/** What the page shows at the middle of element `id`: the host's own element, or what covers it. */
function hitAt(page, id) {
  return page.evaluate((i) => {
    const el = document.getElementById(i);
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + Math.min(20, r.width / 2), r.top + r.height / 2);
    return hit === el || el.contains(hit) ? 'host' : `${hit?.tagName}#${hit?.id}`;
  }, id);
}

describe('a height given by the host', () => {
  for (const game of GAMES) {
    test(`${game}: the docs' 420 px sidebar holds the table; the text below it shows`, async () => {
      const page = await h.page({ viewport: { width: 1100, height: 800 } });
      const html = docBlock('html', 'class="sidebar"').replace('game="caprice" deal="7"', `game="${game}" deal="7" autoplay="off"`);
      const css = docBlock('css', '.sidebar patience-table');
      const below = html.replace('<p>', '<p id="below">');
      await host(page, hostHtml(`<h1>Sidebar</h1>${below}<p id="after">The host's page goes on.</p>`, css), `fixed-${game}`);
      await drawn(page);
      const b = await boxes(page);
      assert.equal(Math.round(b.host.height), 420, 'the element keeps the host\'s height');
      assert.deepEqual(b.outside, [], 'nothing of the table leaves its box (or its scrolling felt)');
      assert.ok(b.felt.bottom <= b.host.bottom + 0.5, 'the felt ends inside the element');
      assert.equal(await hitAt(page, 'below'), 'host', 'the text below the table is not covered');
      assert.equal(await hitAt(page, 'after'), 'host');
      await page.done();
    });
  }

  test('in 400 px, every game compacts its cards before it scrolls', async () => {
    const page = await h.page({ viewport: { width: 1100, height: 800 } });
    await host(page, hostHtml('<patience-table id="free" game="russian-patience" deal="7" autoplay="off" loading="eager"></patience-table><patience-table id="short" game="russian-patience" deal="7" autoplay="off" loading="eager" save="off" style="height:400px"></patience-table><p id="below">below</p>'), 'compact');
    await drawn(page);
    const cw = (sel) => page.evaluate((s) => parseFloat(getComputedStyle(document.querySelector(s).shadowRoot.querySelector('[data-table]')).getPropertyValue('--cw')), sel);
    const free = await cw('#free');
    const short = await cw('#short');
    assert.ok(short < free, `smaller cards in 400 px (${short}) than with no height (${free})`);
    const b = await boxes(page, '#short');
    assert.equal(Math.round(b.host.height), 400);
    assert.deepEqual(b.outside, []);
    assert.equal(await hitAt(page, 'below'), 'host');
    await page.done();
  });
});

describe('no height given', () => {
  test('the element is as tall as its layout: every card inside, nothing scrolls', async () => {
    const page = await h.page({ viewport: { width: 1100, height: 800 } });
    await host(page, hostHtml(`${GAMES.map((g) => `<patience-table id="${g}" game="${g}" deal="7" autoplay="off" loading="eager"></patience-table>`).join('')}<p id="below">below</p>`), 'free');
    await drawn(page);
    for (const g of GAMES) {
      const b = await boxes(page, `#${g}`);
      assert.equal(b.scrolls, false, `${g}: the table does not scroll`);
      assert.deepEqual(b.outside, [], `${g}: every card inside the element`);
    }
    assert.equal(await hitAt(page, 'below'), 'host');
    await page.done();
  });
});

describe('as a flex item', () => {
  test('in a row beside a sidebar, it keeps a playable width and height', async () => {
    const page = await h.page({ viewport: { width: 1000, height: 800 } });
    await host(page, hostHtml('<div style="display:flex;gap:8px"><aside style="width:200px">A sidebar</aside><patience-table game="caprice" deal="7" autoplay="off"></patience-table></div><p id="below">below</p>'), 'flex-row');
    await drawn(page);
    const b = await boxes(page);
    assert.ok(b.host.width >= 280, `the element is ${b.host.width} px wide`);
    assert.ok(b.host.height > 200, `the element is ${b.host.height} px tall`);
    assert.deepEqual(b.outside, []);
    await page.done();
  });

  test('in a short column, it keeps a playable height and holds its table', async () => {
    const page = await h.page({ viewport: { width: 1000, height: 800 } });
    await host(page, hostHtml('<div style="display:flex;flex-direction:column;height:360px"><header style="height:300px">A header</header><patience-table game="caprice" deal="7" autoplay="off"></patience-table></div>'), 'flex-column');
    await drawn(page);
    const b = await boxes(page);
    assert.ok(b.host.height > 200, `the element is ${b.host.height} px tall`);
    assert.deepEqual(b.outside, []);
    await page.done();
  });
});

describe('narrow columns', () => {
  for (const width of [280, 300, 320, 340]) {
    test(`a ${width} px column on a phone: nothing leaves the element, no horizontal scrollbar`, async () => {
      const page = await h.page({ viewport: { width: width + 20, height: 800 }, hasTouch: true, isMobile: true });
      await host(page, hostHtml(`<main style="margin:0 10px">${['caprice', 'double-canfield', 'russian-patience'].map((g) => `<patience-table id="${g}" game="${g}" deal="7" autoplay="off" loading="eager"></patience-table>`).join('')}</main>`), `narrow-${width}`);
      await drawn(page);
      for (const g of ['caprice', 'double-canfield', 'russian-patience']) {
        const b = await boxes(page, `#${g}`);
        assert.equal(Math.round(b.host.width), width);
        assert.deepEqual(b.outside, [], `${g} at ${width} px`);
        assert.ok(b.scrollWidth <= b.clientWidth, `the page is ${b.scrollWidth} px wide in ${b.clientWidth}`);
      }
      // Unfolded, the bar's menu stays inside too.
      await useTable(page, '#double-canfield');
      await page.locator('#double-canfield .more').click();
      const b = await boxes(page, '#double-canfield');
      assert.deepEqual(b.outside, [], 'the unfolded bar');
      await page.done();
    });
  }
});

describe('a narrow sidebar on a desktop', () => {
  // A wide viewport (the phone's 440 px floor does not apply) and a column
  // narrower than 440 px: the box is as tall as its ratio says, and the
  // bar, unfolded, still stays inside it.
  for (const width of [280, 340, 420]) {
    test(`a ${width} px sidebar at 1280 px: the unfolded bar stays inside the element`, async () => {
      const page = await h.page({ viewport: { width: 1280, height: 800 } });
      await host(page, hostHtml(`<div style="display:flex;gap:16px"><main style="flex:1">An article.</main><aside style="width:${width}px;flex:none">${['caprice', 'double-canfield', 'lucas-leaps'].map((g) => `<patience-table id="${g}" game="${g}" deal="7" autoplay="off" loading="eager"></patience-table>`).join('')}</aside></div>`), `sidebar-${width}`);
      await drawn(page);
      for (const g of ['caprice', 'double-canfield', 'lucas-leaps']) {
        await useTable(page, `#${g}`);
        await page.locator(`#${g} .more`).click();
        await page.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector('.bar[data-more]'), g);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        // The bar (which may scroll within its rows), the message line
        // and the felt stay inside the element's box.
        const out = await page.evaluate((id) => {
          const t = document.getElementById(id);
          const hr = t.getBoundingClientRect();
          return ['.bar', '.message', '[data-table]']
            .map((sel) => [sel, t.shadowRoot.querySelector(sel).getBoundingClientRect()])
            .filter(([, r]) => r.top < hr.top - 0.5 || r.bottom > hr.bottom + 0.5 || r.left < hr.left - 0.5 || r.right > hr.right + 0.5)
            .map(([sel, r]) => `${sel} ${Math.round(r.top)}–${Math.round(r.bottom)} in ${Math.round(hr.top)}–${Math.round(hr.bottom)}`);
        }, g);
        assert.equal(Math.round((await boxes(page, `#${g}`)).host.width), width);
        assert.deepEqual(out, [], `${g}: the unfolded bar at ${width} px`);
        // Every button of the unfolded bar can be clicked where it shows
        // (scrolled to within the bar where it must be).
        const hidden = await page.evaluate((id) => {
          const t = document.getElementById(id);
          const hr = t.getBoundingClientRect();
          return [...t.shadowRoot.querySelectorAll('.bar button')]
            .filter((el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).visibility !== 'hidden')
            .filter((el) => {
              el.scrollIntoView({ block: 'nearest' });
              const r = el.getBoundingClientRect();
              const x = r.left + r.width / 2;
              const y = r.top + r.height / 2;
              const hit = t.shadowRoot.elementFromPoint(x, y);
              return !(hit && (hit === el || el.contains(hit))) || y > hr.bottom || y > innerHeight;
            })
            .map((el) => el.dataset.action ?? el.className);
        }, g);
        assert.deepEqual(hidden, [], `${g}: every button of the unfolded bar is reachable`);
        await page.locator(`#${g} .more`).click();
      }
      await page.done();
    });
  }
});

describe('the docs\' iframe snippet', () => {
  const snippet = docBlock('html', '<iframe');
  const height = Number(/height="(\d+)"/.exec(snippet)?.[1]);
  for (const width of [360, 700, 1000]) {
    test(`${height} px tall and ${width} px wide: every game's columns show without scrolling`, async () => {
      assert.ok(height > 0, 'the snippet names a height in pixels');
      const page = await h.page({ viewport: { width: width + 40, height: height + 200 } });
      const frames = GAMES.map((g) => snippet.replace('/games/patience/', PREFIX).replace(/game=[a-z-]+/, `game=${g}`).replace('deal=42', 'deal=7').replace('<iframe ', `<iframe id="${g}" `)).join('\n');
      await host(page, hostHtml(`<div style="width:${width}px">${frames}</div>`), `iframe-${width}`);
      for (const g of GAMES) {
        const frame = await (await page.locator(`#${g}`).elementHandle()).contentFrame();
        await frame.waitForFunction(() => document.querySelector('patience-table')?.shadowRoot?.querySelector('[data-table][data-state] [data-pile]'), null, { timeout: 20_000 });
        await frame.waitForTimeout(200);
        const r = await frame.evaluate(() => {
          const t = document.querySelector('patience-table').shadowRoot.querySelector('[data-table]');
          const cards = [...t.querySelectorAll('[data-card], .pile')].map((c) => c.getBoundingClientRect().bottom);
          return { scroll: t.hasAttribute('data-scroll'), bottom: Math.max(...cards), inner: innerHeight };
        });
        assert.equal(r.scroll, false, `${g}: the table needs no scroll in ${width}×${height}`);
        assert.ok(r.bottom <= r.inner, `${g}: its cards end at ${r.bottom} in ${r.inner}`);
      }
      await page.done();
    });
  }
});
