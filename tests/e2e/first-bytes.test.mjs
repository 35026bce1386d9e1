// Issue 41: the release's bytes before the first table do not grow. The
// files the game's own page fetches before its first table (bench-web.mjs
// lists what a browser really fetched), each compressed as `gzip -9 -c
// FILE` does, add up to no more than they did before the element became a
// package (341,750 bytes). A check on the built files, not a timing.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { DIST, assert } from './helpers.mjs';

const FIRST_TABLE = ['index.html', 'style.css', 'page.css', 'page.js', 'patience-table.js', 'patience.js', 'patience_bg.wasm'];
const BUDGET = 341_750;
// Words of locales/en/start.ftl that are start-message.js's alone.
const ELSEWHERE = ['start-why-csp', 'start-why-damaged', 'start-why-timeout', 'start-still-loading', 'start-dealing'];

test('the bytes before the first table stay within their budget', (t) => {
  const sizes = Object.fromEntries(
    FIRST_TABLE.map((f) => [f, execFileSync('gzip', ['-9', '-c', f], { cwd: DIST, maxBuffer: 16 << 20 }).length]),
  );
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  t.diagnostic(`${total} B (${(total / 1024).toFixed(1)} KB) before the first table: ${JSON.stringify(sizes)}`);
  assert.ok(total <= BUDGET, `${total} B gzipped before the first table, over the budget of ${BUDGET} B: ${JSON.stringify(sizes)} (${path.basename(DIST)})`);
});

test('what a table says when it cannot start is not among those bytes', () => {
  // start-message.js is imported only when a table has something to say;
  // patience-table.js keeps only the sentence for when that module cannot
  // load.
  const element = readFileSync(path.join(DIST, 'patience-table.js'), 'utf8');
  assert.match(element, /start-message\.js/);
  assert.match(element, /"start-why-download":/);
  for (const id of ELSEWHERE) {
    assert.doesNotMatch(element, new RegExp(`"${id}":`), `${id}'s words are start-message.js's`);
  }
  const notes = readFileSync(path.join(DIST, 'start-message.js'), 'utf8');
  for (const id of ELSEWHERE) {
    assert.match(notes, new RegExp(`"${id}":`));
  }
});
