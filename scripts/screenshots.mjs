#!/usr/bin/env node
// The README's pictures of the table, taken again from the release build:
//
//   node scripts/screenshots.mjs [--dist DIR] [--only FILE]
//
// Serves the build (dist/, from `trunk build --release`), opens the game's
// page in the Chromium the end-to-end tests use (playwright-core, the
// CHROMIUM environment variable or /usr/bin/chromium) with the settings
// seeded in localStorage, and writes PNGs to docs/screenshots/:
//
//   light.png              the light theme (1100x720)
//   dark.png               the dark theme
//   large.png              large cards with the large-index face
//   phone-large-index.png  a 360x640 phone, small cards, the large index
//   phone-portrait.png     a 360x640 phone: the thin bar, the cards
//   phone-landscape.png    a 640x360 phone on its side: one row of controls
//   arabic.png             the table in Arabic (the language setting), right to left
//
// `--only arabic.png` takes that one picture and leaves the others be.
//
// The deal is fixed (Lucas Leaps 42, a few stock moves in), so a change in
// the pictures is a change in the table.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, link, ROOT_SCRIPT, settle, startServer } from '../tests/e2e/helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
const dist = path.resolve(distAt >= 0 ? args[distAt + 1] : path.join(ROOT, 'dist'));
const OUT = path.join(ROOT, 'docs/screenshots');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : null;

const SHOTS = [
  { file: 'light.png', settings: { theme: 'light' }, viewport: { width: 1100, height: 720 } },
  { file: 'dark.png', settings: { theme: 'dark' }, viewport: { width: 1100, height: 720 } },
  { file: 'large.png', settings: { theme: 'light', card_size: 'large', large_index: true }, viewport: { width: 1100, height: 720 } },
  {
    file: 'phone-large-index.png',
    settings: { theme: 'light', card_size: 'small', large_index: true },
    viewport: { width: 360, height: 640 },
    mobile: true,
  },
  { file: 'phone-portrait.png', settings: { theme: 'light' }, viewport: { width: 360, height: 640 }, mobile: true },
  { file: 'phone-landscape.png', settings: { theme: 'light' }, viewport: { width: 640, height: 360 }, mobile: true },
  { file: 'arabic.png', settings: { theme: 'light', language: 'ar' }, viewport: { width: 1100, height: 720 }, lang: 'ar' },
];
if (only && !SHOTS.some((s) => s.file === only)) throw new Error(`no picture ${only}: ${SHOTS.map((s) => s.file).join(', ')}`);

mkdirSync(OUT, { recursive: true });
const [browser, server] = await Promise.all([launch(), startServer({ dist })]);
try {
  for (const shot of SHOTS.filter((s) => !only || s.file === only)) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
      ...(shot.mobile ? { hasTouch: true, isMobile: true } : {}),
    });
    await context.addInitScript(ROOT_SCRIPT);
    await context.addInitScript((s) => {
      localStorage.setItem('patience:settings', JSON.stringify(s));
    }, shot.settings);
    const page = await context.newPage();
    await page.goto(server.url(link('lucas-leaps', 42)));
    await settle(page);
    if (shot.lang) {
      // The language's words are fetched: the table speaks them.
      await page.waitForFunction((l) => $root().querySelector('.patience')?.getAttribute('lang') === l, shot.lang, { timeout: 15_000 });
      await settle(page);
    }
    // A few cards in the waste.
    for (let i = 0; i < 3; i++) {
      await page.locator('[data-table] .pile.stock').click();
      await settle(page);
    }
    // The solver's verdict and the chances shown (not "thinking").
    await page
      .waitForFunction(
        () =>
          !$root().querySelector('[data-solver="thinking"], [data-chances="thinking"]') &&
          $root().querySelector('.solver-state[data-solver]'),
        null,
        { timeout: 20_000 },
      )
      .catch(() => console.warn(`${shot.file}: the solver had not answered`));
    // No focus ring, no pointer over a card.
    await page.mouse.move(0, 0);
    await page.evaluate(() => document.activeElement?.blur?.());
    const file = path.join(OUT, shot.file);
    await page.screenshot({ path: file });
    console.log(path.relative(ROOT, file));
    await context.close();
  }
} finally {
  await Promise.all([browser.close(), server.close()]);
}
