// Issue 41: the npm package in an app built with a bundler. The tarball
// `npm run pack` makes (scripts/pack.mjs) is installed offline into a fresh
// app; the app is docs/embedding.md's esbuild example, as written ("With a
// bundler or framework": its shell lines copy the package's files to
// public/patience/, its src/main.ts names that folder with setBasePath),
// bundled by esbuild for production (minified) and served. In Chromium the
// table deals, takes a drag, gives a hint through its worker, opens its
// dialogs in another language, and survives 50 mounts and unmounts with no
// worker and no window listener left; no request fails.

import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { appContext, appPage, FRENCH_AUTOPLAY } from './apps.mjs';
import { assert, deal, DIST, expectTable, launch, legalMoves, playMove, ROOT, settle, startServer, useTable } from './helpers.mjs';

/** docs/embedding.md's section "With a bundler or framework": its sh and ts blocks. */
function docExample() {
  const md = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
  const section = md.slice(md.indexOf('## With a bundler or framework'), md.indexOf('## Content-Security-Policy'));
  const blocks = (lang) => [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
  const [install, copy] = blocks('sh');
  const [main] = blocks('ts');
  return { install, copy, main };
}

let app;
let server;
let browser;
before(async () => {
  app = mkdtempSync(path.join(tmpdir(), 'patience-app-'));
  const tgz = execFileSync(process.execPath, [path.join(ROOT, 'scripts/pack.mjs'), DIST, '--out', path.join(app, 'pack')], { encoding: 'utf8' }).trim();
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'esbuild-app', private: true, type: 'module' }));
  const doc = docExample();
  assert.match(doc.install, /^npm install patience-table\n$/);
  // `npm install patience-table`, from the tarball and offline.
  const npm = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tgz], { cwd: app, encoding: 'utf8' });
  assert.equal(npm.status, 0, npm.stderr);
  const copy = spawnSync('sh', ['-ec', doc.copy], { cwd: app, encoding: 'utf8' });
  assert.equal(copy.status, 0, copy.stderr);
  mkdirSync(path.join(app, 'src'));
  writeFileSync(path.join(app, 'src/main.ts'), doc.main);
  // The build line of the example's first comment, for production (minified).
  const line = /built with `esbuild ([^`]+)`/.exec(doc.main)[1].split(' ');
  const esbuild = spawnSync(path.join(ROOT, 'node_modules/.bin/esbuild'), [...line, '--minify'], { cwd: app, encoding: 'utf8' });
  assert.equal(esbuild.status, 0, esbuild.stderr);
  writeFileSync(
    path.join(app, 'public/index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An esbuild app</title><link rel="icon" href="data:,">' +
      '<script type="module" src="/assets/main.js"></script></head><body><main></main></body></html>',
  );
  [server, browser] = await Promise.all([startServer({ dist: path.join(app, 'public') }), launch()]);
});
after(async () => {
  await Promise.all([server?.close(), browser?.close()]);
  rmSync(app, { recursive: true, force: true });
});

describe('issue 41: the package in an esbuild app', () => {
  test('the bundle holds the element, not its run-time files, which come from the base path', () => {
    const assets = readdirSync(path.join(app, 'public/assets'));
    assert.deepEqual(assets, ['main.js']);
    const files = readdirSync(path.join(app, 'public/patience'));
    for (const f of ['patience_bg.wasm', 'style.css', 'solver-worker.js', 'patience_solver.js', 'locales', 'start-words', 'package.json']) {
      assert.ok(files.includes(f), `public/patience/${f}`);
    }
    const pkg = JSON.parse(readFileSync(path.join(app, 'node_modules/patience-table/package.json'), 'utf8'));
    assert.equal(pkg.type, 'module');
    assert.deepEqual(pkg.exports['.'], { types: './patience-table.d.ts', default: './patience-table.js' });
    assert.ok(pkg.sideEffects.includes('./patience-table.js'));
  });

  test('deals, takes a drag, hints through its worker, speaks French, survives 50 mounts', async () => {
    // The context counts the window listeners the app's bundle leaves.
    const { context, failed } = await appContext(browser);
    const errors = [];
    const page = await appPage(context, errors);
    await page.goto(server.url('index.html'));
    assert.equal(await page.evaluate(() => document.querySelector('patience-table').ready), true, 'the table started');
    await useTable(page, 'patience-table');
    await settle(page);
    const start = deal('lucas-leaps', 42);
    await expectTable(page, start);
    assert.ok((await page.evaluate(() => $windowListeners())) > 0, 'a table listens on the window (the count sees it)');

    // A drag: the first legal move between piles, by mouse.
    const drag = legalMoves(start).find((m) => m !== 's' && m !== 'redeal');
    await playMove(page, drag);
    assert.equal((await page.evaluate(() => document.querySelector('patience-table').api.moves()))[0], drag, 'the drag played (autoplay may follow)');

    // A hint, through the table's worker.
    await page.waitForFunction(() => /^(winnable|unwinnable|unknown)$/.test($root().querySelector('[data-solver]')?.getAttribute('data-solver') ?? ''), null, { timeout: 60_000 });
    assert.equal(page.workers().length, 1, 'the solver runs in a worker');
    await page.locator('.bar [data-action="hint"]').click();
    await page.waitForFunction(() => $root().querySelector('[data-hint-target]'), null, { timeout: 30_000 });

    // Another language: its dialogs speak it.
    await page.evaluate(() => {
      document.querySelector('patience-table').lang = 'fr';
    });
    await page.waitForFunction(() => $root().querySelector('.patience')?.getAttribute('lang') === 'fr', null, { timeout: 15_000 });
    await page.locator('.bar [data-action="settings"]').click();
    const dialog = page.locator('dialog[data-dialog="settings"][open]');
    await dialog.waitFor();
    assert.ok((await dialog.textContent()).includes(FRENCH_AUTOPLAY), 'the settings dialog is in French');
    await page.keyboard.press('Escape');

    // 50 mounts and unmounts, then none: no worker and no window listener left.
    await page.evaluate(async () => {
      const main = document.querySelector('main');
      for (let i = 0; i < 50; i++) {
        const t = document.createElement('patience-table');
        t.game = i % 2 ? 'caprice' : 'russian-patience';
        t.deal = i + 1;
        t.save = 'off';
        main.append(t);
        await t.ready;
        t.remove();
      }
      document.querySelector('patience-table').remove();
    });
    for (let i = 0; i < 100 && page.workers().length > 0; i++) await page.waitForTimeout(100);
    assert.equal(page.workers().length, 0, 'no worker left');
    assert.equal(await page.evaluate(() => document.querySelectorAll('patience-table').length), 0);
    assert.deepEqual(await page.evaluate(() => $windowListenerTypes()), [], 'no window listener left');
    assert.deepEqual(failed, [], 'no request failed');
    assert.deepEqual(errors, [], 'no error');
    await context.close();
  });
});
