// Difficulty at the table: New deal deals the next deal of the grade the
// player chose (checked with `patience grade`, and against the build's
// grade file: 30 hard Lucas Leaps deals in a row, each shown at once, some
// beyond the 64 built into the table), the grade of the deal shown is
// beside its number and on the table as data-grade, a win counts in the
// statistics' wins by grade, grade files come only after the first table,
// and the daily deal shows its grade (from its daily grade file when
// graded ahead, else graded by the solver's worker). The page hears the
// grade too: in patience-deal's detail when it is known as the deal is
// dealt, in a patience-grade event when it comes later.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  DIST,
  NO_AUTOPLAY,
  assert,
  closeDialog,
  deal,
  expectTable,
  findWinningLine,
  harness,
  link,
  longDate,
  open,
  openDialog,
  patience,
  playMove,
  settle,
  tableAttrs,
  trace,
} from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** The grade the table shows: its data-grade, the label's words and name. */
async function shownGrade(page) {
  return page.evaluate(() => {
    const t = $root().querySelector('[data-table]');
    const label = $root().querySelector('[data-grade-label]');
    return {
      grade: t.getAttribute('data-grade'),
      text: label.hidden ? null : label.textContent.trim(),
      name: label.getAttribute('aria-label'),
    };
  });
}

/** Records the table's patience-deal and patience-grade events (`window.heard`). */
function listen(page) {
  return page.addInitScript(() => {
    window.heard = [];
    for (const type of ['patience-deal', 'patience-grade']) addEventListener(type, (e) => window.heard.push({ type, ...e.detail }));
  });
}

const WORDS = { easy: 'Easy', medium: 'Medium', hard: 'Hard', 'very-hard': 'Very hard' };
const CODES = ['easy', 'medium', 'hard', 'very-hard'];

/** The build's grade file of a set: deal n's grade is two bits of byte (n−1)/4. */
function gradeFile(slug) {
  const bytes = readFileSync(path.join(DIST, 'grades', `${slug}.bin`));
  return (n) => (n >= 1 && n <= bytes.length * 4 ? CODES[(bytes[(n - 1) >> 2] >> (2 * ((n - 1) & 3))) & 3] : undefined);
}

describe('difficulty grades', () => {
  test('New deal deals the next deal of the chosen grade', async () => {
    const page = await h.page();
    await listen(page);
    await open(page, h.server, link('lucas-leaps', 1));
    const first = patience('grade', 'lucas-leaps', 1);
    const heard = await page.evaluate(() => window.heard);
    assert.deepEqual(
      heard.map((e) => [e.type, e.game, e.deal, e.grade]),
      [['patience-deal', 'lucas-leaps', 1, first]],
      'the deal event names its grade, known from the shipped table',
    );
    assert.deepEqual(await shownGrade(page), {
      grade: first,
      text: WORDS[first],
      name: `Difficulty: ${WORDS[first]}`,
    });
    // Its tooltip says why a very hard deal may show high chances (issue 40).
    assert.match(
      await page.evaluate(() => $root().querySelector('[data-grade-label]').title),
      /^Difficulty: .*one game of this deal.*“Your chances” weighs many orders/,
    );

    await openDialog(page, 'settings');
    await page.locator('dialog[data-dialog="settings"] select[data-control="deal-grade"]').selectOption('hard');
    await closeDialog(page, 'settings');
    const settings = JSON.parse(await page.evaluate(() => localStorage.getItem('patience:settings')));
    assert.equal(settings.deal_grade, 'hard', 'the choice is kept');

    const seen = [];
    for (let i = 0; i < 2; i++) {
      await page.locator('.bar [data-action="new"]').click();
      await settle(page);
      const { game, deal: d } = await tableAttrs(page);
      assert.equal(game, 'lucas-leaps');
      assert.equal(patience('grade', 'lucas-leaps', d), 'hard', `deal ${d} is hard by the CLI`);
      assert.deepEqual(await shownGrade(page), { grade: 'hard', text: 'Hard', name: 'Difficulty: Hard' });
      await expectTable(page, deal('lucas-leaps', Number(d)));
      seen.push(Number(d));
    }
    assert.ok(seen[1] > seen[0], `the next hard deal after ${seen[0]}: ${seen[1]}`);

    // Back to any grade: a reload keeps the choice, then "Any grade".
    await page.reload();
    await settle(page);
    await openDialog(page, 'settings');
    const select = page.locator('dialog[data-dialog="settings"] select[data-control="deal-grade"]');
    assert.equal(await select.inputValue(), 'hard');
    await select.selectOption('any');
    await closeDialog(page, 'settings');
    const after = JSON.parse(await page.evaluate(() => localStorage.getItem('patience:settings')));
    assert.equal(after.deal_grade, undefined);
    await page.done();
  });

  test('New deals: Hard draws from every graded deal, each shown Hard at once', async () => {
    const slug = 'lucas-leaps';
    const graded = gradeFile(slug);
    const page = await h.page();
    await open(page, h.server, link(slug, 1));
    // Choosing a grade fetches the set's grade file (after the first table).
    const fetched = page.waitForResponse((r) => r.url().endsWith(`/grades/${slug}.bin`));
    await openDialog(page, 'settings');
    await page.locator('dialog[data-dialog="settings"] select[data-control="deal-grade"]').selectOption('hard');
    await closeDialog(page, 'settings');
    assert.ok((await fetched).ok(), 'the grade file came');
    const seen = [];
    for (let i = 0; i < 30; i++) {
      await page.locator('.bar [data-action="new"]').click();
      await settle(page);
      const d = Number((await tableAttrs(page)).deal);
      // At once: no wait for the worker.
      assert.deepEqual(await shownGrade(page), { grade: 'hard', text: 'Hard', name: 'Difficulty: Hard' }, `press ${i + 1}, deal ${d}`);
      assert.equal(graded(d), 'hard', `deal ${d} is hard in the build's grade file`);
      seen.push(d);
    }
    assert.equal(new Set(seen).size, 30, `30 different deals: ${seen}`);
    assert.ok(seen.some((d) => d > 64), `some beyond the embedded 64: ${seen}`);
    // In deal order: the next hard deals of the file after deal 1.
    const hard = [];
    for (let n = 2; hard.length < 30 && graded(n); n++) if (graded(n) === 'hard') hard.push(n);
    assert.deepEqual(seen, hard);
    // A deal beyond 64 opened by its link shows its grade once the file came.
    const far = seen.find((d) => d > 64);
    const other = await h.page();
    await open(other, h.server, link(slug, far));
    await other.waitForSelector('[data-table][data-grade="hard"]', { timeout: 10_000 });
    await other.done();
    await page.done();
  });

  test('grade files are fetched after the first table, never before it', async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      document.addEventListener('patience-deal', () => {
        if ($root().querySelector('[data-table] [data-card]')) {
          window.__atFirstTable = performance.getEntriesByType('resource').map((e) => e.name);
        }
      }, { once: true });
    });
    // A deal whose grade the embedded table does not hold: its set's file
    // is fetched, once the table is there.
    const fetched = page.waitForResponse((r) => r.url().endsWith('/grades/lucas-leaps.bin'));
    await open(page, h.server, link('lucas-leaps', 1_000_000));
    await fetched;
    const atFirstTable = await page.evaluate(() => window.__atFirstTable);
    assert.ok(atFirstTable.some((u) => u.endsWith('/patience_bg.wasm')), `${atFirstTable}`);
    assert.deepEqual(atFirstTable.filter((u) => u.includes('/grades/')), [], 'no grade file before the first table');
    await page.done();
  });

  test('a win counts in the wins by grade', async () => {
    // A won Capricieuse line from the CLI, resumed one move from the end.
    const game = 'capricieuse';
    let d = 0;
    let line = null;
    while (!line && d < 20) line = findWinningLine(game, ++d, {}, { maxNodes: 300, useSolver: false });
    assert.ok(line, 'a winning line');
    const grade = patience('grade', game, d);
    const page = await h.page();
    await page.goto(h.server.blank);
    await page.evaluate(
      ({ game, d, moves }) => {
        localStorage.setItem(
          `patience:save:game=${game}&deal=${d}`,
          JSON.stringify({ game, draw: 3, spaces: 'waste', deal: d, moves, redo: [], secs: 95 }),
        );
      },
      { game, d, moves: line.slice(0, -1) },
    );
    await open(page, h.server, link(game, d));
    await expectTable(page, trace(deal(game, d), line.slice(0, -1)).at(-1));
    assert.equal((await shownGrade(page)).grade, grade);
    const counts = async () => {
      await openDialog(page, 'stats');
      const row = await page.evaluate((game) => {
        const r = $root().querySelector(`dialog[data-dialog="stats"] [data-grades-row="${game}"]`);
        return Object.fromEntries([...r.querySelectorAll('[data-won-grade]')].map((td) => [td.getAttribute('data-won-grade'), Number(td.textContent)]));
      }, game);
      await closeDialog(page, 'stats');
      return row;
    };
    assert.deepEqual(await counts(), { easy: 0, medium: 0, hard: 0, 'very-hard': 0 });
    await playMove(page, line.at(-1));
    await page.locator('[data-celebration]').waitFor();
    const won = { easy: 0, medium: 0, hard: 0, 'very-hard': 0, [grade]: 1 };
    assert.deepEqual(await counts(), won, `one ${grade} win`);
    await page.reload();
    await settle(page);
    assert.deepEqual(await counts(), won, 'kept across a reload');
    await page.done();
  });

  test('a daily deal graded ahead shows the grade of its daily grade file', async () => {
    const [game, date] = ['capricieuse', '2026-12-05'];
    const expected = Number(patience('daily', game, date));
    // The build's daily grade file: a 4-byte first day, then 5 bytes a day.
    const bytes = readFileSync(path.join(DIST, 'grades', `${game}.daily.bin`));
    const first = bytes.readUInt32LE(0);
    const i = Date.UTC(2026, 11, 5) / 86_400_000 - first;
    assert.equal(bytes.readUInt32LE(4 + 5 * i), expected, 'the file names the day\'s deal');
    const grade = CODES[bytes[8 + 5 * i]];
    const page = await h.page();
    const fetched = page.waitForResponse((r) => r.url().endsWith(`/grades/${game}.daily.bin`));
    await page.goto(h.server.url(`?game=${game}&daily=${date}${NO_AUTOPLAY}`));
    await settle(page);
    assert.ok((await fetched).ok());
    await page.waitForSelector(`[data-table][data-grade="${grade}"]`, { timeout: 30_000 });
    assert.equal(Number((await tableAttrs(page)).deal), expected);
    await page.done();
  });

  test('the daily deal shows its grade, graded by the worker', async () => {
    const [game, date] = ['capricieuse', '2026-11-23'];
    const expected = patience('daily', game, date);
    const grade = patience('grade', game, expected);
    const page = await h.page();
    await listen(page);
    await page.goto(h.server.url(`?game=${game}&daily=${date}${NO_AUTOPLAY}`));
    await settle(page);
    await page.waitForSelector('.patience:not([data-daily-pending])', { timeout: 30_000 });
    assert.equal((await tableAttrs(page)).deal, expected);
    await page.waitForSelector(`[data-table][data-grade="${grade}"]`, { timeout: 60_000 });
    assert.deepEqual(await shownGrade(page), {
      grade,
      text: WORDS[grade],
      name: `Difficulty: ${WORDS[grade]}`,
    });
    // Beside the deal's label, which names the day.
    const beside = await page.evaluate(() => {
      const label = $root().querySelector('[data-deal-label]');
      return label.closest('.stats').querySelector('[data-grade-label]') !== null && label.textContent;
    });
    assert.ok(beside.includes(`daily ${longDate(date)}`), beside);
    // The page heard the deal without a grade, then its grade.
    await page.waitForFunction(() => window.heard.some((e) => e.type === 'patience-grade'));
    const heard = (await page.evaluate(() => window.heard)).filter((e) => String(e.deal) === String(expected));
    assert.deepEqual(
      heard.map((e) => [e.type, e.game, e.deal, e.grade]),
      [
        ['patience-deal', game, Number(expected), undefined],
        ['patience-grade', game, Number(expected), grade],
      ],
    );
    await page.done();
  });
});
