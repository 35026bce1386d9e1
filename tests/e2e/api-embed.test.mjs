// The JavaScript API (the module patience-table.js, imported by the page;
// and on www/embed.html) against the CLI, and embedding: everything here is served
// from a sub-path, and the table runs inside an iframe and with ?embed=1.

import { after, before, describe, test } from 'node:test';
import {
  DIST,
  DC_OPTIONS,
  GAMES,
  apply,
  assert,
  dealJson,
  deal,
  expectTable,
  findIllegalMove,
  findLosingLine,
  findWinningLine,
  harness,
  illegalReason,
  legalMoves,
  link,
  patience,
  open,
  readTable,
  settle,
  tableAttrs,
  trace,
} from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

/** Runs `fn(Game, arg)` in the page with the module's Game class. */
function withGame(page, fn, arg) {
  return page.evaluate(
    async ([src, arg]) => {
      const f = new Function('Game', 'arg', `return (${src})(Game, arg);`);
      const api = await import(new URL('patience-table.js', location.href).href);
      await api.init();
      return f(api.Game, arg);
    },
    [fn.toString(), arg],
  );
}

async function apiPage() {
  const page = await h.page();
  await open(page, h.server, link('caprice', 1));
  return page;
}

describe('the JavaScript API', () => {
  test('Game.deal(...).position() is exactly what `patience deal` prints, for every game and option set', async () => {
    const page = await apiPage();
    const cases = [
      ...GAMES.filter((g) => g !== 'double-canfield').map((game) => ({ game, opts: {} })),
      ...DC_OPTIONS.map((opts) => ({ game: 'double-canfield', opts })),
    ];
    for (const { game, opts } of cases) {
      for (const d of [1, 77, 4_294_967_295]) {
        const got = await withGame(page, (Game, a) => {
          const g = a.opts && Object.keys(a.opts).length ? Game.deal(a.game, a.d, a.opts) : Game.deal(a.game, a.d);
          return { position: g.position(), legal: g.legalMoves(), status: g.status() };
        }, { game, d, opts });
        const want = dealJson(game, d, opts);
        assert.equal(got.position, want, `${game} ${d} ${JSON.stringify(opts)}`);
        assert.deepEqual([...got.legal].sort(), legalMoves(want).sort(), `legal moves of ${game} ${d}`);
        assert.equal(got.status, 'playing');
      }
    }
    await page.done();
  });

  test('move, undo and redo follow the CLI step by step', async () => {
    const page = await apiPage();
    for (const [game, opts] of [['lucas-leaps', {}], ['double-canfield', { draw: 1, spaces: 'any' }], ['caprice', {}]]) {
      // A deterministic walk of 40 moves through the CLI's legal moves.
      let pos = deal(game, 5, opts);
      const line = [];
      for (let i = 0; i < 40; i++) {
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        const m = moves[(i * 7 + 3) % moves.length];
        line.push(m);
        pos = apply(pos, m);
      }
      const want = [dealJson(game, 5, opts), ...trace(deal(game, 5, opts), line).map((p) => JSON.stringify(p))];
      const got = await withGame(page, (Game, a) => {
        const g = Game.deal(a.game, 5, a.opts);
        const out = { forward: [g.position()], back: [], redo: [] };
        for (const m of a.line) {
          g.move(m);
          out.forward.push(g.position());
        }
        out.redoAtEnd = g.redo();
        for (let i = 0; i < a.line.length; i++) {
          out.back.push(g.undo());
          out.back.push(g.position());
        }
        out.undoAtStart = g.undo();
        for (let i = 0; i < a.line.length; i++) {
          out.redo.push(g.redo());
        }
        out.final = g.position();
        out.moves = g.moves ? g.moves() : null;
        return out;
      }, { game, opts, line });
      // The API's JSON and the CLI's are the same protocol: compare parsed.
      assert.deepEqual(got.forward.map((j) => JSON.parse(j)), want.map((j) => JSON.parse(j)), `${game}: forward`);
      assert.equal(got.forward.at(-1), JSON.stringify(JSON.parse(got.forward.at(-1))), 'one line of JSON');
      assert.equal(got.redoAtEnd, false, 'nothing to redo at the end');
      for (let i = 0; i < line.length; i++) {
        assert.equal(got.back[2 * i], true, 'undo returns true while there is a move');
        assert.deepEqual(JSON.parse(got.back[2 * i + 1]), JSON.parse(want[line.length - 1 - i]), `${game}: undo ${i + 1}`);
      }
      assert.equal(got.undoAtStart, false, 'nothing to undo at the start');
      assert.ok(got.redo.every((r) => r === true));
      assert.deepEqual(JSON.parse(got.final), JSON.parse(want.at(-1)), `${game}: redo to the end`);
    }
    await page.done();
  });

  test('an illegal move throws an Error with the engine\'s reason and changes nothing', async () => {
    const page = await apiPage();
    const pos = deal('caprice', 1);
    const legal = new Set(legalMoves(pos));
    const illegal = ['t1-f1', 't1-t2', 't3-f8', 't12-t1'].filter((m) => !legal.has(m));
    assert.ok(illegal.length >= 2);
    const got = await withGame(page, (Game, tokens) => {
      const g = Game.deal('caprice', 1);
      const before = g.position();
      const errors = tokens.map((t) => {
        try {
          g.move(t);
          return { thrown: false };
        } catch (e) {
          return { thrown: true, isError: e instanceof Error, message: e.message };
        }
      });
      return { errors, unchanged: g.position() === before, undo: g.undo() };
    }, [...illegal, 'x9-zz', 'redeal', 't99-f1']);
    for (const [i, m] of illegal.entries()) {
      assert.deepEqual(got.errors[i], { thrown: true, isError: true, message: illegalReason(pos, m) }, m);
    }
    for (const e of got.errors.slice(illegal.length)) {
      assert.equal(e.thrown, true);
      assert.equal(e.isError, true);
      assert.ok(e.message.length > 0);
    }
    assert.equal(got.unchanged, true);
    assert.equal(got.undo, false, 'refused moves leave nothing to undo');
    await page.done();
  });

  test('state() is the position as a plain object; fromPosition takes it or the JSON string', async () => {
    const page = await apiPage();
    // A position deep into play, from the CLI.
    let pos = deal('double-canfield', 12, { draw: 1, spaces: 'any' });
    for (let i = 0; i < 25; i++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      pos = apply(pos, moves[(i * 5 + 1) % moves.length]);
    }
    const text = JSON.stringify(pos);
    const got = await withGame(page, (Game, text) => {
      const g = Game.fromPosition(text);
      const state = g.state();
      const fromObject = Game.fromPosition(state);
      const fromParsed = Game.fromPosition(JSON.parse(text));
      fromObject.move(fromObject.legalMoves()[0]);
      const refusals = [
        { ...state, talon: [] },
        { ...state, stock: [] },
        (({ redeals_left, ...rest }) => rest)(state),
        [],
        7,
      ].map((bad) => {
        try {
          Game.fromPosition(bad);
          return 'accepted';
        } catch (e) {
          return e instanceof Error ? e.message : `not an Error: ${e}`;
        }
      });
      return {
        position: g.position(),
        state,
        prototype: Object.getPrototypeOf(state) === Object.prototype,
        tableauIsArray: Array.isArray(state.tableau),
        roundTrip: fromObject.moves().length === 1 && Game.fromPosition(state).position(),
        fromParsed: fromParsed.position(),
        stateUnchanged: JSON.stringify(state) === text,
        refusals,
      };
    }, text);
    assert.equal(got.position, text, 'position() is the protocol\'s one line, as the CLI prints it');
    assert.deepEqual(got.state, pos, 'state() is the parsed position');
    assert.equal(got.prototype, true, 'a plain object');
    assert.equal(got.tableauIsArray, true);
    assert.equal(got.roundTrip, text, 'Game.fromPosition(game.state()) round-trips');
    assert.equal(got.fromParsed, text);
    assert.equal(got.stateUnchanged, true, 'JSON.stringify(state()) is position()');
    assert.match(got.refusals[0], /not a position: unknown field `talon`/);
    assert.match(got.refusals[1], /exactly two packs/);
    assert.match(got.refusals[2], /not a position: missing field `redeals_left`/);
    assert.match(got.refusals[3], /not a position/);
    assert.match(got.refusals[4], /JSON as a string, or the position as an object/);
    await page.done();
  });

  test('replayCode() and Game.fromReplay agree with `patience replay`; a damaged code stops and says where', async () => {
    const page = await apiPage();
    const line = findWinningLine('russian-patience', 3);
    assert.ok(line, 'a winning line');
    const code = patience('replay', 'encode', 'russian-patience', 3, ...line);
    const got = await withGame(page, (Game, a) => {
      const g = Game.deal('russian-patience', 3);
      for (const m of a.line) g.move(m);
      const r = Game.fromReplay('russian-patience', 3, a.code);
      const damaged = Game.fromReplay('russian-patience', 3, a.code.slice(0, 5) + '!');
      let thrown;
      try {
        Game.fromReplay('klondike', 3, a.code);
      } catch (e) {
        thrown = e instanceof Error ? e.message : `not an Error: ${e}`;
      }
      return {
        code: g.replayCode(),
        status: r.status(),
        same: r.position() === g.position(),
        moves: r.moves().length,
        stop: r.replayStop(),
        damagedMoves: damaged.moves(),
        damagedStop: damaged.replayStop(),
        undone: r.undo(),
        thrown,
      };
    }, { line, code });
    assert.equal(got.code, code, 'the page makes the code the CLI makes');
    assert.equal(got.status, 'won');
    assert.equal(got.same, true);
    assert.equal(got.moves, line.length);
    assert.equal(got.stop, null);
    assert.deepEqual(got.damagedMoves, line.slice(0, 5));
    assert.equal(got.damagedStop.move, 6);
    assert.match(got.damagedStop.reason, /character 6/);
    assert.equal(got.undone, true, 'the replayed moves are the game\'s undo history');
    assert.match(got.thrown, /klondike/);
    await page.done();
  });

  test('status() says won at the end of a winning line and lost when blocked', async () => {
    const page = await apiPage();
    const win = findWinningLine('capricieuse', 1, {}, { useSolver: false });
    const lose = findLosingLine('capricieuse', 1);
    const got = await withGame(page, (Game, a) => {
      const w = Game.deal('capricieuse', 1);
      const seen = new Set();
      for (const m of a.win) {
        seen.add(w.status());
        w.move(m);
      }
      const l = Game.deal('capricieuse', 1);
      for (const m of a.lose) l.move(m);
      return { before: [...seen], won: w.status(), lost: l.status(), lostMoves: l.legalMoves() };
    }, { win, lose });
    assert.deepEqual(got.before, ['playing']);
    assert.equal(got.won, 'won');
    assert.equal(got.lost, 'lost');
    assert.deepEqual(got.lostMoves, []);
    await page.done();
  });

  test('bad arguments throw Errors that say what is wrong', async () => {
    const page = await apiPage();
    const got = await withGame(page, (Game) => {
      const attempt = (f) => {
        try {
          f();
          return 'no error';
        } catch (e) {
          return e instanceof Error && e.message.length > 0 ? 'Error' : `not an Error: ${e}`;
        }
      };
      return [
        attempt(() => Game.deal('klondike', 1)),
        attempt(() => Game.deal('caprice', 0)),
        attempt(() => Game.deal('caprice', 4294967296)),
        attempt(() => Game.deal('caprice', 'abc')),
        attempt(() => Game.deal('caprice', 1.5)),
        attempt(() => Game.deal('double-canfield', 1, { draw: 7 })),
        attempt(() => Game.deal('double-canfield', 1, { spaces: 'sideways' })),
        attempt(() => Game.deal(42, 1)),
        attempt(() => Game.deal('caprice', 1).move(5)),
      ];
    });
    assert.deepEqual(got, Array(got.length).fill('Error'));
    // And the page still plays after all that.
    await expectTable(page, deal('caprice', 1));
    await page.done();
  });
});

describe('embedding', () => {
  test('the whole site works from a sub-path', async () => {
    const page = await h.page();
    await open(page, h.server, link('double-canfield', 12, { draw: 1 }));
    assert.ok(page.url().startsWith(h.server.origin + PREFIX));
    await expectTable(page, deal('double-canfield', 12, { draw: 1 }));
    await page.done(); // no 404s: every asset was found under the sub-path
  });

  test('?embed=1 hides the page chrome and keeps the table', async () => {
    const page = await h.page();
    await open(page, h.server, link('lucas-leaps', 3));
    const chrome = page.locator('[data-chrome]');
    const n = await chrome.count();
    assert.ok(n > 0, 'the page marks its chrome');
    let visible = 0;
    for (let i = 0; i < n; i++) visible += (await chrome.nth(i).isVisible()) ? 1 : 0;
    assert.ok(visible > 0, 'the chrome shows on the full page');

    await page.goto(h.server.url(link('lucas-leaps', 3, {}, '&embed=1')));
    await settle(page);
    for (let i = 0; i < (await chrome.count()); i++) assert.equal(await chrome.nth(i).isVisible(), false, 'chrome hidden');
    await expectTable(page, deal('lucas-leaps', 3));
    assert.equal(new URL(page.url()).searchParams.get('embed'), '1', 'the link keeps embed=1');
    await page.done();
  });

  test('www/embed.html: the table plays in an iframe and the API demo runs', async () => {
    const page = await h.page({ viewport: { width: 1280, height: 900 } });
    await page.goto(h.server.url('embed.html'));
    // The API demo deals Lucas Leaps 42 through the ES module.
    await page.waitForFunction(() => (document.getElementById('position')?.textContent ?? '').startsWith('{'));
    assert.equal(await page.locator('#position').textContent(), dealJson('lucas-leaps', 42));
    assert.equal(await page.locator('#status').textContent(), 'playing');

    const iframe = page.locator('iframe').first();
    await iframe.scrollIntoViewIfNeeded();
    const handle = await iframe.elementHandle();
    const frame = await handle.contentFrame();
    await frame.waitForSelector('[data-table][data-state]');
    await settle(frame);
    assert.ok(frame.url().startsWith(h.server.origin + PREFIX), 'the iframe loads from the sub-path');
    const attrs = await tableAttrs(frame);
    assert.equal(attrs.game, 'lucas-leaps');
    assert.equal(attrs.deal, '42');
    const start = deal('lucas-leaps', 42);
    await expectTable(frame, start);
    // Playable inside the iframe: click its stock.
    await frame.locator('[data-pile="stock"]').click();
    await settle(frame);
    await expectTable(frame, apply(start, 's'), 'the stock move inside the iframe');
    assert.deepEqual((await readTable(frame)).tableau.length, 13);

    // And a move through the demo's buttons.
    await page.locator('#token').fill('s');
    await page.locator('#move').click();
    assert.deepEqual(JSON.parse(await page.locator('#position').textContent()), apply(start, 's'));
    const { token, reason } = findIllegalMove(apply(start, 's'));
    await page.locator('#token').fill(token);
    await page.locator('#move').click();
    assert.equal(await page.locator('#error').textContent(), reason);
    await page.done();
  });
});

describe('TypeScript declarations', () => {
  test('the build ships declarations for the Game and Solver classes', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const game = readFileSync(join(DIST, 'patience.d.ts'), 'utf8');
    for (const name of ['class Game', 'static deal(', 'static fromPosition(', 'static fromReplay(', 'legalMoves(', 'state(', 'replayCode(', 'export default function __wbg_init']) {
      assert.ok(game.includes(name), `patience.d.ts declares ${name}`);
    }
    const solver = readFileSync(join(DIST, 'patience_solver.d.ts'), 'utf8');
    for (const name of ['class Solver', 'run(', 'line(', 'static dailyDeal(']) {
      assert.ok(solver.includes(name), `patience_solver.d.ts declares ${name}`);
    }
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
    assert.ok(!sw.includes('.d.ts'), 'the service worker does not precache the declarations');
  });
});
