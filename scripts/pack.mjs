#!/usr/bin/env node
// Makes the npm package `patience-table` from a release build (dist/, or
// PATIENCE_DIST): the element, its types (the React 19 JSX types too) and
// every file it needs at run time, with a package.json and a README for
// site authors (docs/package-readme.md). Run after scripts/build:
//
//   npm run pack                      (node scripts/pack.mjs [DIST] [--out DIR])
//
// Writes DIR/patience-table-<version>.tgz (DIR: default target/package),
// `npm pack`'s tarball, and prints its path. The version is Cargo.toml's.
//
// What a bundler must see: the package's entry (`.`, patience-table.js)
// imports patience.js, whose wasm a bundler copies and fingerprints
// (`new URL(…, import.meta.url)`). The element's other files (style.css,
// the solver's module and worker, locales/, start-words/) are loaded at
// run time from its base path: next to the entry where the files stay
// together (a CDN, a plain copy), else the folder the page names with
// `setBasePath()` (a `public/` folder the files were copied to). The
// `exports` map lets a build script reach each of them (`patience-table/*`).

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const OUT = path.resolve(outAt >= 0 ? args[outAt + 1] : path.join(ROOT, 'target/package'));
const DIST = path.resolve(args.find((a, i) => !a.startsWith('--') && i !== outAt + 1) ?? process.env.PATIENCE_DIST ?? path.join(ROOT, 'dist'));

const version = /^version\s*=\s*"([^"]+)"/m.exec(readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8'))[1];

/** The files of the package, from the build: the element and everything it loads. */
const FILES = [
  'patience-table.js',
  'picture.js',
  'start-message.js',
  'patience-table.css',
  'posters',
  'patience-table.d.ts',
  'patience-table-react.d.ts',
  'patience.js',
  'patience.d.ts',
  'patience_bg.wasm',
  'patience_solver.js',
  'patience_solver.d.ts',
  'patience_solver_bg.wasm',
  'solver-worker.js',
  'style.css',
  'locales',
  'start-words',
];

for (const f of FILES) {
  if (!existsSync(path.join(DIST, f))) {
    console.error(`pack: ${path.join(DIST, f)} is missing: build the release first (scripts/build)`);
    process.exit(1);
  }
}

const stage = path.join(OUT, 'patience-table');
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
for (const f of FILES) cpSync(path.join(DIST, f), path.join(stage, f), { recursive: true });
cpSync(path.join(ROOT, 'docs/package-readme.md'), path.join(stage, 'README.md'));

const pkg = {
  name: 'patience-table',
  version,
  description: 'The <patience-table> custom element: double-deck solitaire (Caprice, Capricieuse, Lucas Leaps, Double Canfield, Russian Patience) in WebAssembly',
  license: 'MIT',
  type: 'module',
  main: './patience-table.js',
  module: './patience-table.js',
  types: './patience-table.d.ts',
  exports: {
    '.': { types: './patience-table.d.ts', default: './patience-table.js' },
    './react': { types: './patience-table-react.d.ts' },
    './patience.js': { types: './patience.d.ts', default: './patience.js' },
    './patience_solver.js': { types: './patience_solver.d.ts', default: './patience_solver.js' },
    './style.css': './style.css',
    './patience-table.css': './patience-table.css',
    './package.json': './package.json',
    './*': './*',
  },
  files: [...FILES, 'README.md'],
  // patience-table.js defines the element when imported; the start-words
  // scripts register a language's words.
  sideEffects: ['./patience-table.js', './start-words/*.js'],
  keywords: ['solitaire', 'patience', 'custom-element', 'web-component', 'webassembly', 'card-game'],
};
writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);

mkdirSync(OUT, { recursive: true });
const out = execFileSync('npm', ['pack', '--json', '--pack-destination', OUT], { cwd: stage, encoding: 'utf8' });
const [{ filename }] = JSON.parse(out);
console.log(path.join(OUT, filename));
