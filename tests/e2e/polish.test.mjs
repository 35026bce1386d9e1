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
  assert,
  harness,
  launch,
  link,
  open,
  playMove,
  saveLine,
  settle,
  startServer,
  tableAttrs,
  watchErrors,
} from './helpers.mjs';
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
    for (const td of document.querySelectorAll(`dialog[data-dialog="stats"] [data-stats-row="${key}"] [data-stat]`)) {
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
      const r = document.querySelector(`.bar [data-action="${a}"]`).getBoundingClientRect();
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
    const { row, note } = await statsRow(page, game);
    assert.equal(row.played, 1, 'the game counts as played');
    assert.equal(row.won, 0, 'the demo won it, not the player');
    assert.equal(row.streak, 0);
    assert.equal(row['best-streak'], 0);
    assert.equal(row['best-time'], '–');
    assert.equal(row['fewest-moves'], '–');
    assert.match(note, /Demo played a move is assisted/);
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
    // 65.9 s on the clock when the page opens: cut, not rounded, both ways.
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
    assert.match(row['best-time'], /^1:0[56]$/);
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
        const el = document.querySelector('[data-message]');
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
      await page.waitForFunction(() => document.querySelector('[data-action="demo"]').textContent === 'Demo');
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
        widths.push(await page.evaluate(() => document.querySelector('[data-pile="f1"]').getBoundingClientRect().width));
      }
      assert.ok(widths[0] < widths[1] && widths[1] < widths[2], `card widths ${widths.join(' / ')}`);
      // Every pile still on the table.
      const out = await page.evaluate(() => {
        const t = document.querySelector('[data-table]').getBoundingClientRect();
        return [...document.querySelectorAll('[data-pile]')]
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
      [...document.querySelectorAll('dialog[data-dialog="settings"] select')].map((s) => s.getBoundingClientRect().width),
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
