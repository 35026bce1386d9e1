#!/usr/bin/env node
// Renders the app icon (www/icons/icon.svg) to the PNG icons the web app
// manifest lists, with Debian's Chromium through playwright-core:
//   icon-192.png  full bleed (square felt), the cards inside the central
//                 80% safe zone: the manifest's "maskable" icon, its PNG
//                 "any" icon, and the apple-touch-icon (iOS rounds the
//                 corners of a full-bleed square itself). 192 px is a
//                 launcher icon's size on the densest phone screens; a
//                 second PNG or a 512 px one would cost 2 KB or more of the
//                 download budget.
// (icon.svg itself, with rounded corners, is the "any" icon of every other
// size and the page's favicon.) The PNGs are
// then reduced to 24 colours with Python's Pillow when it is there (a
// quarter of the bytes; the icons are flat art). Run it after changing
// icon.svg and commit the PNGs:
//   node scripts/icons.mjs

import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'www/icons');
const svg = readFileSync(path.join(DIR, 'icon.svg'), 'utf8');

// The maskable icon: square corners, the cards scaled into the safe zone.
const maskable = svg
  .replace(/rx="104"/, 'rx="0"')
  .replace(/(<g transform="rotate\(-13)/, '<g transform="translate(51.2 51.2) scale(0.8)">$1')
  .replace(/<\/svg>\s*$/, '</g></svg>');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [name, source, size] of [
    ['icon-192.png', maskable, 192],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    const file = path.join(DIR, name);
    writeFileSync(file, png);
    const q = spawnSync('python3', [
      '-c',
      'import sys; from PIL import Image; im = Image.open(sys.argv[1]); ' +
        'im.quantize(colors=24, method=Image.Quantize.FASTOCTREE).save(sys.argv[1], optimize=True)',
      file,
    ]);
    const bytes = readFileSync(file).length;
    console.log(`${name}: ${bytes} bytes${q.status === 0 ? ' (24 colours)' : ' (Pillow not found: full colour)'}`);
  }
} finally {
  await browser.close();
}
