// One game in many tabs (issue 39): tabs of one browser on the same saved
// game, moves made through `table.api.move` in bursts, the other tabs
// watching, then taking over. Each run is repeated 10 times; every move
// accepted in any tab is in the final saved game, and every move a tab lost
// to another tab's earlier change was said there ("Another tab moved first").

import { after, before, describe, test } from 'node:test';
import { assert, harness, link, ROOT_SCRIPT, settle } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const GAME = 'capricieuse';
const DEAL = 44;
const KEY = `patience:save:game=${GAME}&deal=${DEAL}`;
const REPEAT = 10;

/** A browser context with `count` tabs on the deal, each recording what its message line says. */
async function tabs(count) {
  const context = await h.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1000, height: 700 } });
  await context.addInitScript(ROOT_SCRIPT);
  const errors = [];
  const pages = [];
  for (let i = 0; i < count; i++) {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(h.server.url(link(GAME, DEAL)));
    await settle(page);
    await page.evaluate(() => {
      window.__said = [];
      const line = $root().querySelector('[data-message]');
      new MutationObserver(() => window.__said.push(line.textContent.trim())).observe(line, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    pages.push(page);
  }
  return {
    pages,
    async close() {
      await context.close();
      assert.deepEqual(errors, [], 'no console or page errors');
    },
  };
}

/**
 * Plays `count` moves in `page`, `gap` ms apart (0: one task after the
 * other), each the `pick`th legal move that is not the stock's; returns the
 * moves accepted (their place in the game and token) and refused.
 */
function play(page, count, gap, pick = 0) {
  return page.evaluate(
    async ({ count, gap, pick }) => {
      const t = document.querySelector('patience-table');
      const accepted = [];
      const refused = [];
      for (let i = 0; i < count; i++) {
        const legal = t.api.legalMoves();
        const moves = legal.filter((m) => m !== 's');
        const token = (moves.length ? moves : legal)[pick % Math.max(1, (moves.length ? moves : legal).length)];
        if (!token) break;
        const place = t.api.moves().length;
        try {
          t.api.move(token);
          accepted.push({ place, token, at: window.__said.length });
        } catch (e) {
          refused.push({ token, why: String(e.message ?? e) });
        }
        await new Promise((r) => setTimeout(r, gap));
      }
      return { accepted, refused };
    },
    { count, gap, pick },
  );
}

/** The saved game's moves, as stored. */
function stored(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"moves":[]}').moves, KEY);
}

/** The moves a page shows. */
function shown(page) {
  return page.evaluate(() => document.querySelector('patience-table').api.moves());
}

/** Waits until every page shows the stored game (the tabs settled), then returns it. */
async function settled(pages) {
  const deadline = Date.now() + 10_000;
  let last;
  for (;;) {
    await pages[0].waitForTimeout(250);
    const saved = await stored(pages[0]);
    const all = await Promise.all(pages.map(shown));
    last = { saved, all };
    if (all.every((m) => JSON.stringify(m) === JSON.stringify(saved))) return saved;
    if (Date.now() > deadline) break;
  }
  assert.fail(`the tabs never settled on the stored game: ${JSON.stringify(last)}`);
}

/** Every accepted move is in `final` at its place, or its page said another tab moved first after it. */
async function check(final, runs) {
  for (const { page, result } of runs) {
    const said = await page.evaluate(() => window.__said);
    for (const { place, token, at } of result.accepted) {
      if (final[place] === token) continue;
      const told = said.slice(at).some((s) => /^Another tab moved first/.test(s));
      assert.ok(told, `move ${token} at ${place} is not in the saved game and was not said: ${JSON.stringify({ final, said })}`);
    }
    for (const { why } of result.refused) assert.ok(why.length > 0, 'a refused move is said');
  }
}

describe('one game in many tabs', () => {
  for (const gap of [0, 20, 50]) {
    test(`a tab playing 30 moves ${gap} ms apart while another watches keeps all 30 (${REPEAT} runs)`, async () => {
      for (let run = 0; run < REPEAT; run++) {
        const { pages, close } = await tabs(2);
        const [a, b] = pages;
        const result = await play(a, 30, gap);
        await a.waitForTimeout(1000);
        const final = await settled([a, b]);
        assert.equal(result.refused.length, 0, `run ${run}: nothing refused: ${JSON.stringify(result.refused)}`);
        assert.equal(final.length, result.accepted.length, `run ${run}: every move saved`);
        await check(final, [{ page: a, result }]);
        const said = await a.evaluate(() => window.__said);
        assert.ok(!said.some((s) => /another tab/i.test(s)), `run ${run}: the playing tab was not sent back: ${said}`);
        await close();
      }
    });
  }

  test(`the hand-over: one tab plays 20 moves, the other takes over at once and plays 10 (${REPEAT} runs)`, async () => {
    for (let run = 0; run < REPEAT; run++) {
      const { pages, close } = await tabs(2);
      const [a, b] = pages;
      const first = await play(a, 20, 0);
      const second = await play(b, 10, 20, 1);
      const final = await settled([a, b]);
      await check(final, [
        { page: a, result: first },
        { page: b, result: second },
      ]);
      assert.ok(final.length >= first.accepted.length, `run ${run}: the first tab's moves kept`);
      await close();
    }
  });

  test(`five tabs making moves 400 ms apart keep every move (${REPEAT} runs)`, async () => {
    for (let run = 0; run < REPEAT; run++) {
      const { pages, close } = await tabs(5);
      const runs = pages.map((page) => ({ page, result: { accepted: [], refused: [] } }));
      for (let i = 0; i < 15; i++) {
        const r = runs[i % 5];
        const one = await play(r.page, 1, 0, i);
        r.result.accepted.push(...one.accepted);
        r.result.refused.push(...one.refused);
        await r.page.waitForTimeout(400);
      }
      const final = await settled(pages);
      await check(final, runs);
      const accepted = runs.reduce((n, r) => n + r.result.accepted.length, 0);
      assert.equal(final.length, accepted, `run ${run}: ${accepted} accepted, ${final.length} saved`);
      await close();
    }
  });
});
