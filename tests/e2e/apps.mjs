// Shared by the framework apps' tests (react-app, vue-app): a fresh app
// with the packed package installed offline, the framework's packages taken
// from the repository's own node_modules (npm ci brings them), a production
// `vite build`, and the journey every app must pass in Chromium: the table
// deals with every attribute the framework set, takes a drag, gives a hint
// through its worker, opens its dialogs in another language, and survives
// 50 mounts and unmounts with no worker and no window listener left, with
// no request failing and no error.
//
// An app's page exposes `window.$app`: `set(patch)` changes the state its
// table's attributes come from, `mount(on)` puts the table on the page or
// takes it off (both resolve once the framework has rendered), and
// `events` lists what its `on…` handlers heard ([type, detail]).

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assert, deal, DIST, expectTable, legalMoves, peeking, playMove, ROOT, settle, startServer, useTable } from './helpers.mjs';

/** The ```LANG blocks of docs/embedding.md's section `title` (up to the next `## `). */
export function docBlocks(title, lang) {
  const md = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
  const at = md.indexOf(`## ${title}\n`);
  assert.ok(at >= 0, `docs/embedding.md has a section "${title}"`);
  const end = md.indexOf('\n## ', at + 3);
  const section = md.slice(at, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

/** A block of the docs whose first line names FILE (`// vite.config.js`, `<!-- src/App.vue -->`): its text. */
export function docFile(title, lang, file) {
  const block = docBlocks(title, lang).find((b) => b.startsWith(`// ${file}\n`) || b.startsWith(`<!-- ${file} -->\n`));
  assert.ok(block, `docs/embedding.md's "${title}" has a ${lang} block for ${file}`);
  return block;
}

/**
 * A fresh app folder: package.json, the packed tarball installed offline
 * (`npm install ./patience-table-*.tgz`), and `deps` (the framework's
 * packages, at the repository's versions) linked from the repository's
 * node_modules. `files`: path → text. Returns the folder.
 */
export function makeApp(name, deps, files) {
  const app = mkdtempSync(path.join(tmpdir(), `patience-${name}-`));
  const pack = spawnSync(process.execPath, [path.join(ROOT, 'scripts/pack.mjs'), DIST, '--out', path.join(app, 'pack')], { encoding: 'utf8' });
  assert.equal(pack.status, 0, pack.stderr);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  const npm = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', pack.stdout.trim()], { cwd: app, encoding: 'utf8' });
  assert.equal(npm.status, 0, npm.stderr);
  for (const dep of deps) {
    const to = path.join(app, 'node_modules', dep);
    mkdirSync(path.dirname(to), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', dep), to, 'dir');
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    writeFileSync(path.join(app, file), text);
  }
  return app;
}

/** Runs `sh -ec script` in `cwd` (a docs' shell block): fails the test unless it exits 0. */
export function sh(cwd, script) {
  const r = spawnSync('sh', ['-ec', script], { cwd, encoding: 'utf8' });
  assert.equal(r.status, 0, `${script}\n${r.stdout}${r.stderr}`);
}

/** `vite build` in `app`, for production: its output folder (dist/). */
export function viteBuild(app) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  assert.equal(r.status, 0, `vite build:\n${r.stdout}${r.stderr}`);
  return path.join(app, 'dist');
}

/**
 * Builds `app` twice for production: first as the docs' example made it
 * (after the docs' `copy` commands), kept in dist-docs/, then with the
 * test's `harness` files (name → text) written over it. Returns both
 * output folders.
 */
export function buildDocsThenHarness(app, copy, harness) {
  sh(app, copy);
  const docsDist = path.join(app, 'dist-docs');
  renameSync(viteBuild(app), docsDist);
  for (const [file, text] of Object.entries(harness)) writeFileSync(path.join(app, file), text);
  return { docsDist, dist: viteBuild(app) };
}

/**
 * A context whose pages count the window listeners the app's bundle
 * (a script under /assets/) adds and has not removed, and a list of the
 * requests that failed.
 */
export async function appContext(browser) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const failed = [];
  context.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  context.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  await context.addInitScript(() => {
    globalThis.$root = () => document.querySelector(globalThis.$table ?? 'patience-table')?.shadowRoot ?? document;
    const live = new Map();
    const key = (type, o) => [type, typeof o === 'boolean' ? o : !!o?.capture];
    const add = window.addEventListener;
    const remove = window.removeEventListener;
    window.addEventListener = function (type, f, o) {
      if (this === window && f && /\/assets\/[^/]+\.js/.test(new Error().stack)) {
        const [t, c] = key(type, o);
        const list = live.get(f) ?? [];
        if (!list.some((x) => x[0] === t && x[1] === c)) list.push([t, c]);
        live.set(f, list);
      }
      return add.call(this, type, f, o);
    };
    window.removeEventListener = function (type, f, o) {
      if (this === window && f && live.has(f)) {
        const [t, c] = key(type, o);
        const list = live.get(f).filter((x) => !(x[0] === t && x[1] === c));
        if (list.length) live.set(f, list);
        else live.delete(f);
      }
      return remove.call(this, type, f, o);
    };
    globalThis.$windowListeners = () => [...live.values()].flat().length;
    globalThis.$windowListenerTypes = () => [...live.values()].flat().map((x) => x[0]).sort();
  });
  return { context, failed };
}

/** A page of `context` that records page errors and console errors in `errors`. */
export async function appPage(context, errors) {
  const page = await peeking(await context.newPage());
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return page;
}

/** French's settings-autoplay message (the settings dialog says it). */
export const FRENCH_AUTOPLAY = /^settings-autoplay = (.+)$/m.exec(readFileSync(path.join(ROOT, 'locales/fr/table.ftl'), 'utf8'))[1];

/**
 * The journey on an app's page, already loaded: `attrs` are the attributes
 * its state gave the table (every attribute of the docs' table), `start`
 * the deal they name (the CLI's position).
 */
export async function journey(page, { attrs, start, failed, errors }) {
  assert.equal(await page.evaluate(() => document.querySelector('patience-table').ready), true, 'the table started');
  await useTable(page, 'patience-table');
  await settle(page);
  await expectTable(page, start);
  // The framework set every attribute (as a property the element reflects, or as the attribute).
  const seen = await page.evaluate((names) => Object.fromEntries(names.map((n) => [n, document.querySelector('patience-table').getAttribute(n)])), Object.keys(attrs));
  assert.deepEqual(seen, Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)])), 'the attributes are the state');
  assert.ok(
    await page.evaluate(() => $app.events.some(([type, d]) => type === 'patience-deal' && d.deal === Number(document.querySelector('patience-table').deal))),
    "the app's handler heard patience-deal",
  );
  assert.ok((await page.evaluate(() => $windowListeners())) > 0, 'a table listens on the window (the count sees it)');

  // A drag, by mouse: the first legal move between piles.
  const drag = legalMoves(start).find((m) => m !== 's' && m !== 'redeal');
  assert.ok(drag, 'the deal has a move to drag');
  await playMove(page, drag);
  assert.equal((await page.evaluate(() => document.querySelector('patience-table').api.moves()))[0], drag, 'the drag played');
  await page.waitForFunction((m) => $app.events.some(([type, d]) => type === 'patience-move' && d.move === m), drag);

  // A hint, through the table's worker.
  await page.waitForFunction(() => /^(winnable|unwinnable|unknown)$/.test($root().querySelector('[data-solver]')?.getAttribute('data-solver') ?? ''), null, { timeout: 60_000 });
  assert.equal(page.workers().length, 1, 'the solver runs in a worker');
  await page.locator('.bar [data-action="hint"]').click();
  await page.waitForFunction(() => $root().querySelector('[data-hint-target]'), null, { timeout: 30_000 });

  // Another language, from the app's state: the dialogs speak it.
  await page.evaluate(() => $app.set({ lang: 'fr' }));
  await page.waitForFunction(() => $root().querySelector('.patience')?.getAttribute('lang') === 'fr', null, { timeout: 15_000 });
  await page.locator('.bar [data-action="settings"]').click();
  const dialog = page.locator('dialog[data-dialog="settings"][open]');
  await dialog.waitFor();
  assert.ok((await dialog.textContent()).includes(FRENCH_AUTOPLAY), 'the settings dialog is in French');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // 50 unmounts and mounts by the framework, then none.
  await page.evaluate(async () => {
    for (let i = 0; i < 50; i++) {
      await $app.mount(false);
      await $app.set({ deal: i + 1 });
      await $app.mount(true);
      if (!(await document.querySelector('patience-table').ready)) throw new Error(`mount ${i + 1}: the table did not start`);
    }
    await $app.mount(false);
  });
  for (let i = 0; i < 100 && page.workers().length > 0; i++) await page.waitForTimeout(100);
  assert.equal(page.workers().length, 0, 'no worker left');
  assert.equal(await page.evaluate(() => document.querySelectorAll('patience-table').length), 0);
  assert.deepEqual(await page.evaluate(() => $windowListenerTypes()), [], 'no window listener left');
  assert.deepEqual(failed, [], 'no request failed');
  assert.deepEqual(errors, [], 'no error');
}

/**
 * The docs' example app, built and served: its table deals deal 42 of
 * Lucas Leaps with autoplay off, with no request failing and no error.
 */
export async function docsExampleJourney(browser, url) {
  const { context, failed } = await appContext(browser);
  const errors = [];
  const page = await appPage(context, errors);
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('patience-table'));
  assert.equal(await page.evaluate(() => document.querySelector('patience-table').ready), true, 'the table started');
  await useTable(page, 'patience-table');
  await settle(page);
  await expectTable(page, deal('lucas-leaps', 42));
  assert.equal(await page.evaluate(() => document.querySelector('patience-table').autoplay), 'off');
  assert.deepEqual(failed, [], 'no request failed');
  assert.deepEqual(errors, [], 'no error');
  await context.close();
}

/** Serves `dist` for `run(url)`, the app's index.html, and stops. */
export async function served(dist, run) {
  const server = await startServer({ dist });
  try {
    await run(server.url('index.html'));
  } finally {
    await server.close();
  }
}

/**
 * The app built in `dist` (whose table's attributes come from `attrs`),
 * served: it passes [`journey`] from the deal those attributes name.
 */
export async function appJourney(browser, dist, attrs) {
  await served(dist, async (url) => {
    const { context, failed } = await appContext(browser);
    const errors = [];
    const page = await appPage(context, errors);
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('patience-table'));
    await journey(page, { attrs, start: deal(attrs.game, attrs.deal, { draw: attrs.draw, spaces: attrs.spaces }), failed, errors });
    await context.close();
  });
}
