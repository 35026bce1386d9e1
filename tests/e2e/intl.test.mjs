// Numbers and dates as the browser's Intl writes them (issue 24): in
// French, the statistics dialog's counts are grouped (2 468), its win rate
// is a percentage with French spacing (50 %), and the daily calendar's
// days are written in French words (26 novembre 2026), each exactly as the
// page's own Intl writes it; in English the same figures read 2,468 and
// 50%.

import { after, before, describe, test } from 'node:test';
import { NO_AUTOPLAY, assert, harness, link, open, openDialog } from './helpers.mjs';

const h = harness();
before(() => h.start());
after(() => h.stop());

/** Statistics of 2468 Caprice games, 1234 won (a 50% win rate), best streak 1200. */
const STATS = JSON.stringify({
  format: 'patience-statistics',
  version: 1,
  id: 'intl1',
  sources: [
    {
      id: 'intl1',
      games: [
        [
          'caprice',
          { played: 2468, won: 1234, streak: 3, best_streak: 1200, best_secs: 60, fewest_moves: 100, last: 30, won_by_grade: [0, 0, 0, 0] },
        ],
      ],
    },
  ],
});

/** The statistics dialog's Caprice row and the calendar's days (date → tooltip). */
function shownStats(page) {
  return page.evaluate(() => {
    const dialog = $root().querySelector('dialog[data-dialog="stats"]');
    const row = {};
    for (const td of dialog.querySelectorAll('[data-stats-row="caprice"] [data-stat]')) row[td.getAttribute('data-stat')] = td.textContent.trim();
    const days = [...dialog.querySelectorAll('[data-daily-calendar] [data-date]')].map((td) => [td.getAttribute('data-date'), td.getAttribute('title')]);
    return { row, days };
  });
}

/** What the page's Intl writes for `lang`: 2468, 1234, 1200, 0.5 as a percentage, and `iso` as a long date. */
function intlWrites(page, lang, iso) {
  return page.evaluate(
    ([lang, iso]) => {
      const n = new Intl.NumberFormat(lang);
      return {
        played: n.format(2468),
        won: n.format(1234),
        best: n.format(1200),
        rate: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(0.5),
        date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)),
      };
    },
    [lang, iso],
  );
}

async function statsIn(lang) {
  const page = await h.page();
  await page.addInitScript(
    ([stats, lang]) => {
      localStorage.setItem('patience:stats', stats);
      localStorage.setItem('patience:settings', JSON.stringify({ language: lang }));
    },
    [STATS, lang],
  );
  await open(page, h.server, link('caprice', 7, {}, NO_AUTOPLAY));
  await page.waitForFunction((l) => $root().querySelector('.patience')?.getAttribute('lang') === l, lang, { timeout: 10_000 });
  await openDialog(page, 'stats');
  const shown = await shownStats(page);
  assert.ok(shown.days.length >= 28, `the calendar's days: ${shown.days.length}`);
  const [iso, title] = shown.days[0];
  const want = await intlWrites(page, lang, iso);
  return { page, shown, iso, title, want };
}

describe("numbers and dates are written by the browser's Intl", () => {
  test('French: 2 468 games, 50 %, the calendar in French words', async () => {
    const { page, shown, title, want } = await statsIn('fr');
    assert.equal(want.played, '2\u202f468', "Chromium's Intl groups French thousands with U+202F");
    assert.equal(want.rate, '50\u00a0%');
    assert.equal(shown.row.played, want.played);
    assert.equal(shown.row.won, want.won);
    assert.equal(shown.row.rate, want.rate);
    assert.equal(shown.row['best-streak'], want.best);
    assert.match(want.date, /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/);
    assert.ok(title.startsWith(`${want.date}\u00a0:`) || title.startsWith(`${want.date} :`), `the day's tooltip: ${title}`);
    await page.done();
  });

  test('English: 2,468 games, 50%, the calendar in English words', async () => {
    const { page, shown, title, want } = await statsIn('en');
    assert.equal(shown.row.played, '2,468');
    assert.equal(shown.row.won, '1,234');
    assert.equal(shown.row.rate, '50%');
    assert.equal(shown.row['best-streak'], '1,200');
    assert.match(want.date, /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
    assert.ok(title.startsWith(`${want.date}: `), `the day's tooltip: ${title}`);
    await page.done();
  });
});
