// The build under a strict Content-Security-Policy, the one
// docs/embedding.md gives site authors: the game's own page, embed.html
// and a host page with the element log nothing (no refused inline style or
// script, no refused resource), their piles have their sizes, and a move
// plays. A second policy adds blob: to worker-src (a site that has it for
// its own workers): the same.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  apply,
  assert,
  deal,
  expectTable,
  harness,
  link,
  playMove,
  ROOT,
  settle,
  useTable,
} from './helpers.mjs';

/** The policy of docs/embedding.md's CSP section (a test reads it there too). */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'";
test('docs/embedding.md gives site authors this policy', () => {
  const md = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
  assert.ok(md.includes(`Content-Security-Policy: ${CSP}\n`), 'the CSP section names the policy the tests serve');
});

const POLICIES = [CSP, CSP.replace("worker-src 'self'", "worker-src 'self' blob:")];
const PREFIX = '/games/patience/';

for (const policy of POLICIES) {
  describe(`under ${policy}`, () => {
    const h = harness({ prefix: PREFIX, headers: { 'content-security-policy': policy } });
    before(() => h.start());
    after(() => h.stop());

    /** A page whose refused resources are listed in window.violations too. */
    async function cspPage(options) {
      const page = await h.page(options);
      await page.context().addInitScript(() => {
        window.violations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          window.violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`),
        );
      });
      return page;
    }

    /** Every pile of the table `sel` has a size; the solver's worker answered. */
    async function drawnAndSized(page, sel = 'patience-table') {
      await page.waitForFunction(
        (s) => document.querySelector(s)?.shadowRoot?.querySelector('[data-table][data-state] [data-pile]'),
        sel,
        { timeout: 20_000 },
      );
      await useTable(page, sel);
      await settle(page);
      const sizes = await page.evaluate(() =>
        [...$root().querySelectorAll('[data-pile]')].map((p) => {
          const r = p.getBoundingClientRect();
          return { pile: p.getAttribute('data-pile'), w: r.width, h: r.height };
        }),
      );
      assert.ok(sizes.length > 8, 'the piles are drawn');
      for (const s of sizes) assert.ok(s.w > 10 && s.h > 10, `pile ${s.pile} is ${s.w}×${s.h}`);
      // The stylesheet applies: a card is as wide as --cw, with its face's colours.
      const card = await page.evaluate(() => {
        const c = $root().querySelector('[data-card]');
        const st = c && getComputedStyle(c);
        return st && { position: st.position, bg: st.backgroundImage };
      });
      assert.equal(card?.position, 'absolute', 'the shadow root has its style sheet');
      assert.match(card.bg, /gradient/);
    }

    async function noViolations(page) {
      assert.deepEqual(await page.evaluate(() => window.violations), [], 'no CSP violation');
    }

    test('the game\'s own page: no errors, piles sized, a move plays, the solver answers', async () => {
      const page = await cspPage();
      await page.goto(h.server.url(`index.html${link('caprice', 7)}`));
      await drawnAndSized(page);
      const start = deal('caprice', 7);
      await expectTable(page, start);
      await playMove(page, 's');
      await expectTable(page, apply(start, 's'), 'after the stock move');
      // The solver's worker (worker-src) reaches a verdict.
      await page.waitForFunction(
        () => /winnable|unwinnable|unknown/.test($root().querySelector('[data-solver]')?.getAttribute('data-solver') ?? ''),
        null,
        { timeout: 30_000 },
      );
      await noViolations(page);
      await page.done();
    });

    test('embed.html: its tables, its API demo and its iframe, with no errors', async () => {
      const page = await cspPage();
      await page.goto(h.server.url('embed.html'));
      await drawnAndSized(page, '#first');
      await drawnAndSized(page, '#second');
      await page.waitForFunction(() => document.getElementById('status')?.textContent === 'playing');
      // The second table has autoplay off: its stock move is the move alone.
      const start = deal('caprice', 7);
      await useTable(page, '#second');
      await page.locator('#second').scrollIntoViewIfNeeded();
      await playMove(page, 's');
      await expectTable(page, apply(start, 's'), 'the second table after its stock');
      // The iframe's page (the same index.html, embed=1) is under the policy too.
      const iframe = page.locator('iframe.frame');
      await iframe.scrollIntoViewIfNeeded();
      const frame = await (await iframe.elementHandle()).contentFrame();
      await frame.waitForFunction(
        () => document.querySelector('patience-table')?.shadowRoot?.querySelector('[data-table][data-state] [data-pile]'),
        null,
        { timeout: 20_000 },
      );
      const pileSize = await frame.evaluate(() => {
        const r = document.querySelector('patience-table').shadowRoot.querySelector('[data-pile]').getBoundingClientRect();
        return r.width * r.height;
      });
      assert.ok(pileSize > 100, 'the iframe\'s piles have their size');
      await noViolations(page);
      await page.done();
    });

    test('a host page with the element and the same policy: no errors, a move plays', async () => {
      const page = await cspPage();
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A strict host</title>
<link rel="icon" href="${PREFIX}icons/icon.svg">
<script type="module" src="${PREFIX}patience-table.js"></script></head>
<body><h1>A strict host</h1><patience-table game="double-canfield" deal="3" autoplay="off"></patience-table><p id="below">Below the table.</p></body></html>`;
      await page.route(`${h.server.origin}/host/strict.html`, (r) =>
        r.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': policy }, body: html }),
      );
      await page.goto(`${h.server.origin}/host/strict.html`);
      await drawnAndSized(page);
      const start = deal('double-canfield', 3);
      await expectTable(page, start);
      await playMove(page, 's');
      await expectTable(page, apply(start, 's'), 'after the stock move');
      await noViolations(page);
      await page.done();
    });
  });
}
