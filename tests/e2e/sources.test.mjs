// Issue 22, item 11: the events say whose move it was (`source`: player,
// autoplay, demo, api, replay), and game ids are read in any case in
// links, attributes and the JavaScript API.

import { after, before, describe, test } from 'node:test';
import { assert, deal, expectTable, harness, liveLink, patience, settle, useTable } from './helpers.mjs';

const PREFIX = '/games/patience/';
const h = harness({ prefix: PREFIX });
before(() => h.start());
after(() => h.stop());

// Lucas Leaps 42: after the first move, autoplay sends three aces up
// (tests/e2e/autoplay.test.mjs).
const AUTO = ['t11-f1', 't11-f2', 't13-f3'];

/** A page that records every table event's type and detail in window.events. */
async function recording(page) {
  await page.addInitScript(() => {
    window.events = [];
    for (const type of ['patience-deal', 'patience-move', 'patience-won', 'patience-lost']) {
      document.addEventListener(type, (e) => window.events.push({ type, ...e.detail, position: undefined }));
    }
  });
}

const moves = (page) =>
  page.evaluate(() => window.events.filter((e) => e.type === 'patience-move').map((e) => [e.move, e.kind, e.source]));

async function quiet(page) {
  await page.waitForTimeout(700);
  await settle(page);
}

describe('issue 22: where a move came from', () => {
  test('the API\'s moves say api, autoplay\'s autoplay, the player\'s player, the demo\'s demo', async () => {
    const page = await h.page();
    await recording(page);
    await page.goto(h.server.url(liveLink('lucas-leaps', 42)));
    await page.evaluate(() => document.querySelector('patience-table').ready);
    await settle(page);
    await page.evaluate(() => document.querySelector('patience-table').api.move('s'));
    await quiet(page);
    assert.deepEqual(await moves(page), [['s', 'move', 'api'], ...AUTO.map((m) => [m, 'move', 'autoplay'])]);

    await page.keyboard.press('Control+z');
    await settle(page);
    assert.deepEqual((await moves(page)).at(-1), ['t13-f3', 'undo', 'player']);
    assert.equal(await page.evaluate(() => document.querySelector('patience-table').api.undo()), true);
    await settle(page);
    assert.deepEqual((await moves(page)).at(-1), ['t11-f2', 'undo', 'api']);

    await page.locator('.bar [data-action="demo"]').click();
    await page.waitForFunction(() => window.events.some((e) => e.source === 'demo'), null, { timeout: 30_000 });
    const demo = (await moves(page)).filter(([, , s]) => s === 'demo');
    assert.ok(demo.every(([, kind]) => kind === 'move'), 'the demo moves');
    await page.done();
  });

  test('the replay viewer\'s steps say replay', async () => {
    const code = patience('replay', 'encode', 'lucas-leaps', '42', 's', ...AUTO);
    const page = await h.page();
    await recording(page);
    await page.goto(h.server.url(`index.html?game=lucas-leaps&deal=42#play=${code}`));
    await page.waitForSelector('[data-replay]');
    await settle(page);
    await page.locator('[data-action="replay-forward"]').click();
    await settle(page);
    await page.locator('[data-action="replay-back"]').click();
    await settle(page);
    assert.deepEqual(await moves(page), [
      ['s', 'redo', 'replay'],
      ['s', 'undo', 'replay'],
    ]);
    await page.done();
  });
});

describe('issue 22: game ids in any case', () => {
  test('Lucas-Leaps in an attribute, a link and the API', async () => {
    const page = await h.page();
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A host page</title><link rel="icon" href="data:,">
<script type="module" src="${PREFIX}patience-table.js"></script></head><body>
<patience-table id="a" game="Lucas-Leaps" deal="42" autoplay="off"></patience-table></body></html>`;
    await page.route(`${h.server.origin}/host/case.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.server.origin}/host/case.html`);
    await page.evaluate(() => document.querySelector('#a').ready);
    await useTable(page, '#a');
    await settle(page);
    await expectTable(page, deal('lucas-leaps', 42));
    assert.equal(await page.evaluate(() => $root().querySelector('[data-message]').textContent.trim()), '', 'no notice');
    const api = await page.evaluate(async (prefix) => {
      const { default: init, Game } = await import(`${prefix}patience-table.js`);
      await init();
      const g = Game.deal('LUCAS-LEAPS', 42);
      const pos = JSON.parse(g.position());
      g.free();
      return pos.game;
    }, PREFIX);
    assert.equal(api, 'lucas-leaps');

    await page.goto(h.server.url('index.html?game=Lucas-Leaps&deal=42&autoplay=0'));
    await useTable(page, null);
    await page.evaluate(() => document.querySelector('patience-table').ready);
    await settle(page);
    await expectTable(page, deal('lucas-leaps', 42));
    assert.equal(await page.evaluate(() => $root().querySelector('[data-message]').textContent.trim()), '', 'no notice');
    await page.done();
  });
});
