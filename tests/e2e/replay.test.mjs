// Replay links (issue 12): the Share menu's three links, the replay viewer
// with pointer and keyboard, damaged and foreign links, "Play from here".
// Every table shown is checked against the `patience` command.

import { after, before, describe, test } from 'node:test';
import {
  apply,
  assert,
  closeDialog,
  deal,
  dealJson,
  expectTable,
  harness,
  patience,
  solverLine,
  link,
  message,
  open,
  openDialog,
  playMove,
  saveLine,
  settle,
  tableAttrs,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

const encode = (game, dealNo, moves) => patience('replay', 'encode', game, String(dealNo), ...moves);

/** The viewer's step and steps. */
async function steps(page) {
  return page.evaluate(() => {
    const r = $root().querySelector('[data-replay]');
    return r ? [Number(r.getAttribute('data-step')), Number(r.getAttribute('data-steps'))] : null;
  });
}

/** Opens the Share menu and returns its items' actions, labels and links. */
async function shareItems(page) {
  if ((await page.locator('[data-share-menu]').count()) === 0) {
    await page.locator('.bar [data-action="share"]').click();
  }
  await page.waitForSelector('[data-share-menu]');
  return page.evaluate(() =>
    [...$root().querySelectorAll('[data-share-menu] [role="menuitem"]')].map((b) => ({
      action: b.getAttribute('data-action'),
      label: b.textContent,
      link: b.getAttribute('data-link'),
    })),
  );
}

describe('issue 12: replay links', () => {
  test('a won game shared as "my win" replays to the same won table in a fresh browser context', async () => {
    const game = 'caprice';
    const d = 1;
    const line = solverLine(game, d);
    assert.ok(line, 'a winning line');
    const page = await h.page({ permissions: ['clipboard-read', 'clipboard-write'] });
    await saveLine(page, h.server, game, d, {}, line.slice(0, -1));
    await open(page, h.server, link(game, d));
    await playMove(page, line.at(-1));
    assert.equal((await tableAttrs(page)).state, 'won');
    const items = await shareItems(page);
    assert.deepEqual(
      items.map((i) => i.action),
      ['share-deal', 'share-game'],
      'a won game offers its deal and its win (no solution to find)',
    );
    const win = items.find((i) => i.action === 'share-game');
    assert.match(win.label, new RegExp(`^My win \\(${line.length} moves\\)$`));
    await page.locator('[data-action="share-game"]').click();
    await page.waitForFunction(() => /copied/i.test($root().querySelector('[data-message]').textContent));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, new RegExp(`^I won Caprice #1 in ${line.length} moves, (\\d+ s|\\d+:\\d\\d): http`));
    assert.ok(copied.endsWith(win.link), 'the text ends with the link');
    const url = new URL(win.link);
    const code = url.hash.replace(/^#play=/, '');
    assert.equal(url.searchParams.get('game'), game);
    assert.equal(url.searchParams.get('deal'), String(d));
    // The code is the one the command line makes, and reads back.
    assert.equal(code, encode(game, d, line));
    assert.equal(patience('replay', 'decode', game, String(d), code), line.join(' '));
    await page.done();

    // A fresh context (no saved play): the link opens the viewer at the deal.
    const fresh = await h.page();
    await fresh.goto(win.link);
    await settle(fresh);
    assert.deepEqual(await steps(fresh), [0, line.length]);
    await expectTable(fresh, deal(game, d), 'the replay starts at the deal');
    await fresh.locator('[data-action="replay-end"]').click();
    await settle(fresh);
    assert.deepEqual(await steps(fresh), [line.length, line.length]);
    await expectTable(fresh, apply(dealJson(game, d), line), 'the replay ends at the won table');
    assert.equal((await tableAttrs(fresh)).state, 'won');
    // Watching a replay records nothing.
    const stored = await fresh.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('patience:save')));
    assert.deepEqual(stored, [], 'no saved game from a replay');
    await fresh.done();
  });

  test('"the solution" replays the solver\'s winning line to a win', async () => {
    const game = 'lucas-leaps';
    const d = 42;
    const page = await h.page();
    await open(page, h.server, link(game, d));
    await playMove(page, 't2-t3');
    await page.waitForSelector('[data-solver="winnable"]', { timeout: 30_000 });
    const items = await shareItems(page);
    const solution = items.find((i) => i.action === 'share-solution');
    assert.ok(solution, `the menu offers the solution: ${JSON.stringify(items)}`);
    const code = new URL(solution.link).hash.replace(/^#play=/, '');
    const moves = patience('replay', 'decode', game, String(d), code).split(' ');
    assert.equal(moves[0], 't2-t3', 'the solution starts with the moves played');
    assert.match(solution.label, new RegExp(`^The solution \\(${moves.length} moves\\)$`));
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('[data-share-menu]').count(), 0, 'Escape closes the menu');
    await page.done();

    const viewer = await h.page();
    await viewer.goto(solution.link);
    await settle(viewer);
    assert.deepEqual(await steps(viewer), [0, moves.length]);
    // Play runs the moves; pause stops them.
    await viewer.locator('[data-action="replay-play"]').click();
    await viewer.waitForFunction(() => Number($root().querySelector('[data-replay]').getAttribute('data-step')) >= 3);
    await viewer.locator('[data-action="replay-pause"]').click();
    await settle(viewer);
    const [paused] = await steps(viewer);
    await viewer.waitForTimeout(800);
    assert.equal((await steps(viewer))[0], paused, 'paused: no more moves');
    await expectTable(viewer, apply(dealJson(game, d), moves.slice(0, paused)));
    await viewer.locator('[data-action="replay-end"]').click();
    await settle(viewer);
    assert.equal((await tableAttrs(viewer)).state, 'won', 'the solution wins');
    await viewer.done();
  });

  test('"the solution" taken over near its end and finished counts as assisted: played, not won', async () => {
    const game = 'lucas-leaps';
    const d = 42;
    const page = await h.page();
    await open(page, h.server, link(game, d));
    await page.waitForSelector('[data-solver="winnable"]', { timeout: 30_000 });
    const solution = (await shareItems(page)).find((i) => i.action === 'share-solution');
    assert.ok(solution, 'the menu offers the solution');
    await page.done();
    const code = new URL(solution.link).hash.replace(/^#play=/, '');
    const moves = patience('replay', 'decode', game, String(d), code).split(' ');

    // A fresh browser (no game of its own), no automatic moves.
    const viewer = await h.page();
    const url = new URL(solution.link);
    url.searchParams.set('autoplay', '0');
    await viewer.goto(url.href);
    await settle(viewer);
    await viewer.locator('[data-action="replay-end"]').click();
    await settle(viewer);
    await viewer.locator('[data-action="replay-back"]').click();
    await viewer.locator('[data-action="replay-back"]').click();
    await settle(viewer);
    assert.equal((await steps(viewer))[0], moves.length - 2);
    await viewer.locator('[data-action="replay-takeover"]').click();
    await settle(viewer);
    for (const mv of moves.slice(-2)) await playMove(viewer, mv);
    assert.equal((await tableAttrs(viewer)).state, 'won', 'the player finished it');
    await openDialog(viewer, 'stats');
    const figures = await viewer.evaluate((g) => {
      const r = $root().querySelector(`dialog[data-dialog="stats"] [data-stats-row="${g}"]`);
      const get = (n) => r.querySelector(`[data-stat="${n}"]`).textContent.trim();
      return { played: get('played'), won: get('won') };
    }, game);
    assert.deepEqual(figures, { played: '1', won: '0' }, 'assisted: played, never won');
    await closeDialog(viewer, 'stats');
    await viewer.done();
  });

  test('a damaged link replays to its last legal move and says so; a foreign one too', async () => {
    const game = 'lucas-leaps';
    const d = 42;
    const line = solverLine(game, d);
    const code = encode(game, d, line);
    const damaged = code.slice(0, 6) + '*' + code.slice(6);
    const page = await h.page();
    await page.goto(h.server.url(link(game, d) + '#play=' + damaged));
    await settle(page);
    assert.deepEqual(await steps(page), [0, 6], 'the six moves before the damage');
    assert.match(await message(page), /damaged/i);
    assert.match(await message(page), /character 7/);
    await page.locator('[data-action="replay-end"]').click();
    await settle(page);
    await expectTable(page, apply(dealJson(game, d), line.slice(0, 6)));
    await page.done();

    // Caprice's winning line against this Lucas Leaps deal.
    const other = encode('caprice', 1, solverLine('caprice', 1));
    const foreign = await h.page();
    await foreign.goto(h.server.url(link(game, d) + '#play=' + other));
    await settle(foreign);
    const [, n] = await steps(foreign);
    assert.ok(n < 40, `it stops early (${n} moves)`);
    assert.match(await message(foreign), /does not fit this game/);
    const prefix = patience('replay', 'decode', game, String(d), other.slice(0, n)).split(' ').filter(Boolean);
    await foreign.locator('[data-action="replay-end"]').click();
    await settle(foreign);
    await expectTable(foreign, apply(dealJson(game, d), prefix));
    await foreign.done();
  });

  test('the viewer by pointer and keyboard; Play from here keeps the history', async () => {
    const game = 'lucas-leaps';
    const d = 42;
    const line = solverLine(game, d).slice(0, 12);
    const start = dealJson(game, d);
    const page = await h.page();
    await page.goto(h.server.url(link(game, d) + '#play=' + encode(game, d, line)));
    await settle(page);
    const at = async (n) => {
      await settle(page);
      assert.equal((await steps(page))[0], n);
      await expectTable(page, apply(start, line.slice(0, n)), `the table after ${n} moves`);
    };
    // The table takes no moves while the replay is watched.
    await page.locator('[data-table] [data-pile="stock"]').click();
    assert.match(await message(page), /this is a replay/i);
    await at(0);
    await page.locator('[data-action="replay-forward"]').click();
    await page.locator('[data-action="replay-forward"]').click();
    await at(2);
    await page.locator('[data-action="replay-back"]').click();
    await at(1);
    // The scrubber with the keyboard.
    await page.locator('[data-control="replay-scrub"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await at(3);
    await page.keyboard.press('End');
    await at(12);
    await page.keyboard.press('Home');
    await at(0);
    // Ctrl+Y and Ctrl+Z step too (from outside the scrubber).
    await page.locator('[data-control="replay-scrub"]').blur();
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    await page.keyboard.press('Control+y');
    await at(3);
    await page.keyboard.press('Control+z');
    await at(2);
    // Take over at move 2: an ordinary game, undo and redo through the replay.
    await page.locator('[data-action="replay-takeover"]').click();
    await settle(page);
    assert.equal(await page.locator('[data-replay]').count(), 0, 'the viewer is gone');
    assert.equal(new URL(page.url()).hash, '', 'the address is the deal link again');
    await page.locator('.bar [data-action="redo"]').click();
    await settle(page);
    await expectTable(page, apply(start, line.slice(0, 3)));
    await page.locator('.bar [data-action="undo"]').click();
    await page.locator('.bar [data-action="undo"]').click();
    await settle(page);
    await expectTable(page, apply(start, line.slice(0, 1)));
    // And it is saved as the player's game now.
    await page.reload();
    await settle(page);
    await expectTable(page, apply(start, line.slice(0, 1)));
    await page.done();
  });

  // Regression: the Daily button pressed while a replay was watched closed
  // the replay first and then saved, writing the replay's position over
  // the player's own saved game of that deal.
  test("the Daily button during a replay leaves the player's own saved game of the deal as it was", async () => {
    const game = 'lucas-leaps';
    const d = 42;
    const line = solverLine(game, d).slice(0, 5);
    const start = dealJson(game, d);
    const page = await h.page();
    await page.goto(h.server.url(link(game, d)));
    await settle(page);
    await playMove(page, 's');
    await expectTable(page, apply(start, ['s']), "the player's own game");
    await page.goto(h.server.url(link(game, d) + '#play=' + encode(game, d, line)));
    await settle(page);
    await page.locator('[data-control="replay-scrub"]').focus();
    await page.keyboard.press('End');
    await settle(page);
    await expectTable(page, apply(start, line), 'the replay at its end');
    await page.locator('.bar [data-action="daily"]').click();
    await page.waitForSelector('[data-table][data-daily]');
    await page.waitForSelector('.patience:not([data-daily-pending])', { timeout: 30_000 });
    assert.equal(await page.locator('[data-replay]').count(), 0, 'the replay is closed');
    await page.goto(h.server.url(link(game, d)));
    await settle(page);
    await expectTable(page, apply(start, ['s']), "the player's own game, not the replay's");
    await page.done();
  });
});
