// Issue 13, a new player's session: one journey per finding, each of which
// failed before its fix. Statistics honesty (a demo's win is assisted; one
// rule for the time), messages that wrap, a toolbar that keeps its places,
// card sizes that differ, and a served dist/ that is deployable.

import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  BIN,
  DIST,
  GAMES,
  ROOT,
  apply,
  findDeal,
  assert,
  cardPoint,
  deal,
  expectTable,
  harness,
  launch,
  legalMoves,
  link,
  movesCount,
  open,
  parseTransfer,
  playMove,
  saveLine,
  settle,
  startServer,
  stockPoint,
  tableAttrs,
  tap,
  trace,
  watchErrors,
  whichMove,
} from './helpers.mjs';
import { focusPile, focusedPile } from './keys.mjs';
import { spawnSync } from 'node:child_process';

const h = harness();
before(() => h.start());
after(() => h.stop());

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

function solve(args) {
  const r = spawnSync(BIN, ['solve', ...args], { encoding: 'utf8', maxBuffer: 1 << 26, timeout: 60_000 });
  if (r.status !== 0) throw new Error(`patience solve ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  const [verdict, line = ''] = r.stdout.trim().split('\n');
  return [verdict, line.split(' ').filter(Boolean)];
}

async function statsRow(page, key) {
  await page.locator('.bar [data-action="stats"]').click();
  await page.locator('dialog[data-dialog="stats"][open]').waitFor();
  const row = await page.evaluate((key) => {
    const out = {};
    for (const td of $root().querySelectorAll(`dialog[data-dialog="stats"] [data-stats-row="${key}"] [data-stat]`)) {
      const t = td.textContent.trim();
      out[td.getAttribute('data-stat')] = /^\d+$/.test(t) ? Number(t) : t;
    }
    return out;
  }, key);
  const note = await page.locator('dialog[data-dialog="stats"] [data-stats-note]').textContent();
  await page.locator('dialog[data-dialog="stats"] button.close').click();
  await page.locator('dialog[data-dialog="stats"]:not([open])').waitFor({ state: 'attached' });
  return { row, note };
}

/** Bounding boxes of the controls that must keep their places. */
function controlBoxes(page) {
  return page.evaluate(() =>
    ['share', 'stats', 'settings', 'rules', 'hint', 'new', 'undo'].map((a) => {
      const r = $root().querySelector(`.bar [data-action="${a}"]`).getBoundingClientRect();
      return [a, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
    }),
  );
}

// Capricieuse 5 along a known winning line (the autoplay tests' game): after
// FINISH_AT moves the rest is a formality and Finish is on offer.
const CAP5 =
  't2-t11 t2-f2 t3-t5 t3-t2 redeal t2-t10 t5-t1 t12-t3 redeal t5-f5 t5-f6 t5-f3 t12-f2 t12-f4 t1-t4 t1-f5 t3-f5 t6-t3 t6-f6 t1-f6 t6-f3 t7-t8 t7-f5 t4-f5 t4-f5 t10-f5 t9-f5 t10-f1 t7-f1 t9-t4 t9-f4 t8-f4 t8-f4 t8-f6 t2-t1 t2-f1 t2-f8 t4-t2 t4-f4 t2-f4 t4-f8 t11-t2 t3-t2 t3-f3 t2-f3 t2-f3 t1-t3 t8-t1 t11-t1 t11-f7 t10-f7 t3-t1 t3-f7 t1-f7 t1-f7 t1-f7'.split(' ');
const FINISH_AT = 52;

describe('issue 13: statistics honesty', () => {
  test("a demo's win is assisted: played, not won, no streak, no best time or fewest moves", async () => {
    const game = 'capricieuse';
    const d = 2;
    const [verdict, line] = solve([game, String(d)]);
    assert.equal(verdict, 'winnable');
    const page = await h.page();
    await saveLine(page, h.server, game, d, {}, line.slice(0, line.length - 8), { first: line[0] });
    await open(page, h.server, link(game, d));
    await page.locator('[data-solver="winnable"]').waitFor({ timeout: 20_000 });
    await page.locator('[data-action="demo"]').click();
    await page.locator('[data-celebration]').waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal((await tableAttrs(page)).state, 'won');
    // Issue 26: the panel says the demo finished it, not "You won!".
    const panel = page.locator('[data-celebration]');
    assert.equal(await panel.getAttribute('aria-label'), 'The demo finished it');
    const words = await panel.textContent();
    assert.doesNotMatch(words, /You won/);
    assert.match(words, /counts as played, not as won/);
    const { row, note } = await statsRow(page, game);
    assert.equal(row.played, 1, 'the game counts as played');
    assert.equal(row.won, 0, 'the demo won it, not the player');
    assert.equal(row.streak, 0);
    assert.equal(row['best-streak'], 0);
    assert.equal(row['best-time'], '–');
    assert.equal(row['fewest-moves'], '–');
    assert.match(note, /Demo played a move.* is assisted/);
    assert.match(note, /never as won/);
    // A reload keeps the game assisted: nothing counts twice.
    await page.reload();
    await settle(page);
    assert.deepEqual((await statsRow(page, game)).row, row);
    await page.done();
  });

  test("the win panel's time and the best time are the same for the same game", async () => {
    const page = await h.page();
    await saveLine(page, h.server, 'capricieuse', 5, {}, CAP5.slice(0, -1), { first: 'redeal' });
    // 65 s on the clock when the page opens, and a little more at the win.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage)) {
        if (!k.startsWith('patience:save:')) continue;
        const v = JSON.parse(localStorage.getItem(k));
        v.secs = 65;
        localStorage.setItem(k, JSON.stringify(v));
      }
    });
    await open(page, h.server, link('capricieuse', 5));
    await page.waitForTimeout(900);
    await playMove(page, CAP5.at(-1));
    await page.locator('[data-celebration]').waitFor({ state: 'visible' });
    const panel = await page.locator('[data-celebration] p').textContent();
    const clock = await page.locator('[data-clock]').textContent();
    const { row } = await statsRow(page, 'capricieuse');
    assert.equal(row.won, 1);
    assert.match(row['best-time'], /^1:[0-5]\d$/, 'about 65 s on the clock');
    assert.ok(panel.endsWith(` · ${row['best-time']}`), `panel "${panel}" vs best time ${row['best-time']}`);
    assert.equal(clock, `0${row['best-time']}`, 'the toolbar clock stopped at the same second');
    await page.done();
  });
});

describe('issue 13: messages and the toolbar', () => {
  for (const [name, options, lines] of [
    ['1280×800', {}, 2],
    ['360×640', PHONE, 4],
  ]) {
    test(`${name}: a bad link's message is shown whole`, async () => {
      const page = await h.page(options);
      await page.goto(h.server.url('?game=klondike&deal=99999999999&draw=7&autoplay=0'));
      await settle(page);
      const m = await page.evaluate(() => {
        const el = $root().querySelector('[data-message]');
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          text: el.textContent,
          sh: el.scrollHeight,
          ch: el.clientHeight,
          sw: el.scrollWidth,
          cw: el.clientWidth,
          textBottom: text.bottom,
          textRight: text.right,
          box: { bottom: box.bottom, right: box.right },
          overflow: style.textOverflow,
          lines: Math.round(text.height / parseFloat(style.lineHeight)),
          vw: innerWidth,
        };
      });
      assert.match(m.text, /deal/, 'the part about the deal number is there');
      assert.ok(m.sh <= m.ch, `no hidden lines: scrollHeight ${m.sh} > clientHeight ${m.ch}`);
      assert.ok(m.sw <= m.cw, `no hidden width: scrollWidth ${m.sw} > clientWidth ${m.cw}`);
      assert.ok(m.textBottom <= m.box.bottom + 0.5, 'the last line is inside the message');
      assert.ok(m.textRight <= m.vw, 'within the window');
      assert.notEqual(m.overflow, 'ellipsis');
      assert.ok(m.lines >= lines, `a long message wraps (${m.lines} lines): ${m.text}`);
      await page.done();
    });
  }

  for (const [name, options] of [
    ['1280×800', {}],
    ['360×640', PHONE],
  ]) {
    test(`${name}: Demo→Stop and Finish do not move the other controls`, async () => {
      const page = await h.page(options);
      await saveLine(page, h.server, 'capricieuse', 5, {}, CAP5.slice(0, FINISH_AT - 1), { first: 'redeal' });
      await open(page, h.server, link('capricieuse', 5));
      // A phone's thin bar: Demo is behind "⋯" (issue 40).
      if (await page.locator('.bar .more').isVisible()) await page.locator('.bar .more').click();
      const finish = page.locator('[data-action="finish"]');
      assert.equal(await finish.isVisible(), false);
      const before = await controlBoxes(page);
      // The player's move makes the rest a formality: Finish is offered.
      await playMove(page, CAP5[FINISH_AT - 1]);
      await settle(page);
      assert.ok(await finish.isVisible(), 'Finish is on offer');
      assert.deepEqual(await controlBoxes(page), before, 'Finish took a reserved place');
      // Demo turns into Stop while it plays.
      const demo = page.locator('[data-action="demo"]');
      await page.locator('[data-solver="winnable"]').waitFor({ timeout: 20_000 });
      await demo.click();
      assert.equal(await demo.textContent(), 'Stop');
      assert.deepEqual(await controlBoxes(page), before, 'Stop is as wide as Demo');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => $root().querySelector('[data-action="demo"]').textContent === 'Demo');
      assert.deepEqual(await controlBoxes(page), before);
      await page.done();
    });
  }
});

describe('issue 13: card sizes', () => {
  for (const game of GAMES) {
    test(`${game} at 1280×800: small < medium < large`, async () => {
      const page = await h.page();
      const widths = [];
      await open(page, h.server, link(game, 3));
      for (const size of ['small', 'medium', 'large']) {
        await page.locator('.bar [data-action="settings"]').click();
        await page.locator('dialog[data-dialog="settings"] select[data-control="card-size"]').selectOption(size);
        await page.locator('dialog[data-dialog="settings"] button.close').click();
        await settle(page);
        widths.push(await page.evaluate(() => $root().querySelector('[data-pile="f1"]').getBoundingClientRect().width));
      }
      assert.ok(widths[0] < widths[1] && widths[1] < widths[2], `card widths ${widths.join(' / ')}`);
      // Every pile still on the table.
      const out = await page.evaluate(() => {
        const t = $root().querySelector('[data-table]').getBoundingClientRect();
        return [...$root().querySelectorAll('[data-pile]')]
          .map((p) => [p.getAttribute('data-pile'), p.getBoundingClientRect()])
          .filter(([, r]) => r.right > t.right + 0.5 || r.left < t.left - 0.5)
          .map(([p]) => p);
      });
      assert.deepEqual(out, [], 'no pile off the table');
      await page.done();
    });
  }

  test("Settings' selects share one width", async () => {
    const page = await h.page();
    await open(page, h.server, link('caprice', 1));
    await page.locator('.bar [data-action="settings"]').click();
    const widths = await page.evaluate(() =>
      [...$root().querySelectorAll('dialog[data-dialog="settings"] select')].map((s) => s.getBoundingClientRect().width),
    );
    assert.ok(widths.length >= 2);
    assert.equal(new Set(widths).size, 1, `widths ${widths.join(', ')}`);
    await page.done();
  });
});

describe('issue 13: a deployable dist/', () => {
  test('the built dist/ has no live-reload client', () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    assert.doesNotMatch(html, /__TRUNK_ADDRESS__|\.well-known\/trunk|WebSocket/);
  });

  test('scripts/serve serves a release build, and a copy of its dist/ loads with no console errors', { timeout: 900_000 }, async () => {
    const served = mkdtempSync(path.join(os.tmpdir(), 'patience-served-'));
    const copy = mkdtempSync(path.join(os.tmpdir(), 'patience-copy-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(path.join(ROOT, 'scripts/serve'), [], {
      env: { ...process.env, PATIENCE_DIST: served, PATIENCE_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let log = '';
    child.stderr.on('data', (b) => (log = (log + b).slice(-4000)));
    const browser = await launch();
    let server = null;
    try {
      const url = `http://127.0.0.1:${port}/?game=lucas-leaps&deal=42&autoplay=0`;
      const deadline = Date.now() + 840_000;
      for (;;) {
        assert.equal(child.exitCode, null, `scripts/serve ended: ${log}`);
        const ok = await fetch(url).then((r) => r.ok, () => false);
        if (ok) break;
        assert.ok(Date.now() < deadline, `scripts/serve did not answer: ${log}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
      for (const target of ['served', 'copy']) {
        if (target === 'copy') {
          cpSync(served, copy, { recursive: true });
          server = await startServer({ dist: copy });
        }
        const context = await browser.newContext();
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(target === 'served' ? url : server.url('?game=lucas-leaps&deal=42&autoplay=0'));
        await settle(page);
        assert.equal(await page.locator('[data-pile]').count() > 0, true);
        await page.waitForTimeout(1500);
        await context.close();
        assert.deepEqual(errors, [], `${target}: console errors`);
      }
      // What scripts/serve leaves behind is the release build, byte for byte.
      assert.equal(readFileSync(path.join(served, 'index.html'), 'utf8'), readFileSync(path.join(DIST, 'index.html'), 'utf8'));
    } finally {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await browser.close();
      await server?.close();
      rmSync(served, { recursive: true, force: true });
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('issue 13: keyboard focus follows the screen', () => {
  /** Every pile's name and place, and the order the eye reads them. */
  const seen = (page) =>
    page.evaluate(() =>
      [...$root().querySelectorAll('[data-table] [data-pile]')]
        .map((p) => {
          const r = p.getBoundingClientRect();
          return { pile: p.getAttribute('data-pile'), x: r.left, y: Math.round(r.top) };
        })
        .sort((a, b) => a.y - b.y || a.x - b.x)
        .map((p) => p.pile),
    );

  async function tabOrder(page) {
    // Into the table from the page, then Home: the first pile on screen.
    for (let i = 0; i < 40 && !(await focusedPile(page)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Home');
    const order = [await focusedPile(page)];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const p = await focusedPile(page);
      if (!p) break;
      order.push(p);
    }
    return order;
  }

  for (const [game, leftHanded] of [
    ['lucas-leaps', false],
    ['lucas-leaps', true],
    ['double-canfield', false],
    ['caprice', false],
    ['capricieuse', true],
  ]) {
    test(`${game}${leftHanded ? ', left-handed' : ''}: Tab runs row by row, left to right on screen`, async () => {
      const page = await h.page();
      await open(page, h.server, link(game, 42));
      if (leftHanded) {
        await page.locator('.bar [data-action="settings"]').click();
        await page.locator('dialog[data-dialog="settings"] input[data-control="left-handed"]').check();
        await page.locator('dialog[data-dialog="settings"] button.close').click();
        await settle(page);
      }
      const expected = await seen(page);
      assert.deepEqual(await tabOrder(page), expected);
      if (game === 'lucas-leaps' && !leftHanded) assert.equal(expected[0], 'stock', 'the stock is drawn top-left');
      if (game === 'lucas-leaps' && leftHanded) assert.notEqual(expected[0], 'stock');
      // Shift+Tab runs it backwards.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('End');
      const back = [await focusedPile(page)];
      for (let i = 0; i < expected.length - 1; i++) {
        await page.keyboard.press('Shift+Tab');
        back.push(await focusedPile(page));
      }
      assert.deepEqual(back, [...expected].reverse());
      await page.done();
    });
  }

  test('Tab while holding a card keeps the focus in the table; Esc puts the card down', async () => {
    const page = await h.page();
    await open(page, h.server, link('caprice', 42));
    for (let i = 0; i < 40 && !(await focusedPile(page)); i++) await page.keyboard.press('Tab');
    await focusPile(page, 't1');
    await page.keyboard.press('Enter');
    assert.ok((await page.locator('.card.lifted').count()) > 0, 'holding');
    const n = await page.locator('[data-table] [data-pile]').count();
    for (let i = 0; i < n + 3; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await focusedPile(page), `Tab ${i + 1}: the focus is still on a pile`);
      assert.ok((await page.locator('.card.lifted').count()) > 0, `Tab ${i + 1}: still holding`);
    }
    await page.keyboard.press('Shift+Tab');
    assert.ok(await focusedPile(page));
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.card.lifted').count(), 0, 'put down');
    await expectTable(page, deal('caprice', 42), 'nothing moved');
    await page.done();
  });
});

describe('issue 13: taps from pointer events', () => {
  test('360×640 touch: 16 rapid taps on the stock each deal', async () => {
    const page = await h.page(PHONE);
    const start = deal('lucas-leaps', 42);
    await open(page, h.server, link('lucas-leaps', 42));
    const at = await stockPoint(page);
    for (let i = 0; i < 16; i++) {
      await tap(page, at);
      await page.waitForTimeout(60);
    }
    await settle(page);
    await expectTable(page, apply(start, ...Array(16).fill('s')), 'every tap dealt');
    assert.equal(await movesCount(page), 16);
    await page.done();
  });

  test('360×640 touch: pointer events with no click still play the card, many times in a row', async () => {
    // Caprice: tap a tableau card that goes to a foundation, with only
    // pointerdown and pointerup (the browser's click never comes), then
    // more taps on the stock the same way.
    const found = findDeal('caprice', (pos, moves) => {
      const f = moves.find((t) => /^t\d+-f\d$/.test(t));
      return f && moves.includes('s') && { pile: parseTransfer(f).from };
    });
    const page = await h.page(PHONE);
    await open(page, h.server, link('caprice', found.d));
    const bare = async (at) => {
      await page.evaluate(({ x, y }) => {
        const el = $root().elementFromPoint(x, y);
        const o = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, pointerId: 9, pointerType: 'touch', isPrimary: true, button: 0 };
        el.dispatchEvent(new PointerEvent('pointerdown', { ...o, buttons: 1 }));
        el.dispatchEvent(new PointerEvent('pointerup', { ...o, buttons: 0 }));
      }, at);
      await page.waitForTimeout(30);
    };
    const options = legalMoves(found.pos).filter((m) => m.startsWith(`${found.pile}-f`));
    await bare(await cardPoint(page, found.pile));
    await settle(page);
    const made = await whichMove(page, found.pos, options, 'the tap played the card');
    let pos = apply(found.pos, made);
    const at = await stockPoint(page);
    let n = 0;
    while (legalMoves(pos).includes('s') && n < 6) {
      await bare(at);
      pos = apply(pos, 's');
      n++;
    }
    await settle(page);
    await expectTable(page, pos, `each of ${n} bare taps on the stock dealt`);
    assert.equal(await movesCount(page), n + 1);
    await page.done();
  });

  test('a mouse click acts once, not twice (the pointer events and the click)', async () => {
    const page = await h.page();
    const start = deal('lucas-leaps', 42);
    await open(page, h.server, link('lucas-leaps', 42));
    const at = await stockPoint(page);
    await page.mouse.click(at.x, at.y);
    await settle(page);
    await page.waitForTimeout(500);
    await page.mouse.click(at.x, at.y);
    await settle(page);
    await expectTable(page, apply(start, 's', 's'));
    assert.equal(await movesCount(page), 2);
    await page.done();
  });
});

/**
 * Every tableau card's corner index, checked by hit-testing: at the corners
 * of the index (its font box, from the computed style of `.card::before`)
 * the card itself is the element on top. Scrolls each card into view first
 * (a table too short for its columns scrolls). Returns the covered ones.
 */
function coveredIndexes(page, piles = '[data-pile^="t"]') {
  return page.evaluate((piles) => {
    const covered = [];
    for (const pile of $root().querySelectorAll(`[data-table] ${piles}`)) {
      for (const card of pile.querySelectorAll('[data-card]')) {
        card.scrollIntoView({ block: 'nearest' });
        const r = card.getBoundingClientRect();
        const s = getComputedStyle(card, '::before');
        const font = parseFloat(s.fontSize);
        const left = r.left + parseFloat(s.left);
        const top = r.top + parseFloat(s.top);
        const points = [
          [left + 1, top + 1],
          [left + font * 0.6, top + 1],
          [left + 1, top + font - 1],
          [left + font * 0.6, top + font - 1],
        ];
        for (const [x, y] of points) {
          const hit = $root().elementFromPoint(x, y);
          if (hit !== card) {
            covered.push(`${pile.getAttribute('data-pile')}:${card.getAttribute('data-card')} at ${Math.round(x)},${Math.round(y)} under ${hit?.getAttribute?.('data-card') ?? hit?.className}`);
            break;
          }
        }
      }
    }
    return covered;
  }, piles);
}

describe('issue 13: long columns on a phone', () => {
  test('Lucas Leaps 42 after 178 moves of the solver line at 360×640: no corner index covered', async () => {
    const [, line] = solve(['lucas-leaps', '42']);
    const moves = line.slice(0, 178);
    const pos = trace(deal('lucas-leaps', 42), moves).at(-1);
    const longest = Math.max(...pos.tableau.map((t) => t.length));
    assert.ok(longest >= 11, `the position has long columns (${longest})`);
    const page = await h.page(PHONE);
    await saveLine(page, h.server, 'lucas-leaps', 42, {}, moves, { first: moves[0], input: 'touch' });
    await open(page, h.server, link('lucas-leaps', 42));
    await expectTable(page, pos, 'the saved game resumes');
    assert.deepEqual(await coveredIndexes(page), []);
    // Every column's step is at least the index's height.
    const steps = await page.evaluate(() =>
      [...$root().querySelectorAll('[data-table] [data-pile^="t"]')].flatMap((p) => {
        const cards = [...p.querySelectorAll('[data-card]')].map((c) => c.getBoundingClientRect().top);
        return cards.slice(1).map((t, i) => t - cards[i]);
      }),
    );
    assert.ok(Math.min(...steps) >= 13, `fan steps ${Math.min(...steps)} px`);
    await page.done();
  });

  for (const game of GAMES) {
    test(`${game} 42 at 360×640 and 1280×800: no corner index covered at the deal`, async () => {
      for (const options of [PHONE, {}]) {
        const page = await h.page(options);
        await open(page, h.server, link(game, 42));
        assert.deepEqual(await coveredIndexes(page), []);
        await page.done();
      }
    });
  }
});

describe("issue 13: Double Canfield's reserve", () => {
  const reserveTops = (page) =>
    page.evaluate(() => [...$root().querySelectorAll('[data-pile="reserve"] [data-card]')].map((c) => Math.round(c.getBoundingClientRect().top)));

  for (const [name, options] of [
    ['1280×800', {}],
    ['360×640', PHONE],
  ]) {
    test(`${name}: squared with a count; the Reserve button fans it out and back, by pointer and by keyboard`, async () => {
      const start = deal('double-canfield', 42);
      const page = await h.page(options);
      await open(page, h.server, link('double-canfield', 42));
      const reserve = page.locator('[data-pile="reserve"]');
      assert.equal(await reserve.getAttribute('data-count'), String(start.reserve.length));
      const count = await page.evaluate(() => getComputedStyle($root().querySelector('[data-pile="reserve"]'), '::after').content);
      assert.equal(count, `"${start.reserve.length}"`, 'the count shows');
      let tops = await reserveTops(page);
      assert.equal(new Set(tops).size, 1, 'squared: every card on one spot');
      // Only the top card shows.
      const top = start.reserve.at(-1);
      assert.equal(await reserve.locator('[data-card]').last().getAttribute('data-card'), top);
      await expectTable(page, start, 'all the cards are still in the page, in order');

      const button = page.locator('.bar [data-action="reserve"]');
      // A phone's thin bar: the Reserve button is behind "⋯" (issue 40).
      if (await page.locator('.bar .more').isVisible()) await page.locator('.bar .more').click();
      assert.equal(await button.getAttribute('aria-pressed'), 'false');
      if (options.hasTouch) await tap(page, await button.boundingBox().then((b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 })));
      else await button.click();
      await settle(page);
      assert.equal(await button.getAttribute('aria-pressed'), 'true');
      tops = await reserveTops(page);
      assert.equal(new Set(tops).size, tops.length, 'fanned: each card at its own height');
      assert.deepEqual(await coveredIndexes(page, '[data-pile="reserve"]'), [], 'every index readable');
      assert.ok(await reserve.evaluate((el) => !el.hasAttribute('data-squared')));
      // The keyboard squares it again.
      await button.focus();
      await page.keyboard.press('Enter');
      await settle(page);
      assert.equal(await button.getAttribute('aria-pressed'), 'false');
      assert.equal(new Set(await reserveTops(page)).size, 1);
      await page.done();
    });
  }

  test('the rules say the reserve is public; other games have no Reserve button', async () => {
    const page = await h.page();
    await open(page, h.server, link('double-canfield', 42));
    await page.locator('.bar [data-action="rules"]').click();
    await page.locator('dialog[data-dialog="rules"][open]').waitFor();
    // (English's rules come once the table is up: their page has labels.)
    await page.locator('dialog[data-dialog="rules"] [data-rules-body] b').first().waitFor();
    assert.match(await page.locator('dialog[data-dialog="rules"] [data-rules-body]').textContent(), /reserve is public/);
    await page.locator('dialog[data-dialog="rules"] button.close').click();
    await open(page, h.server, link('caprice', 42));
    assert.equal(await page.locator('[data-action="reserve"]').count(), 0);
    await page.done();
  });
});
