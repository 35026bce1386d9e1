#!/usr/bin/env node
// Trunk post_build hook (see Trunk.toml):
//
// 0. Builds the solver's wasm module next to the table's (Trunk builds the
//    table's, `patience.js` + `patience_bg.wasm`, size-optimised): the
//    library with the feature "solver-module" (only the JavaScript `Solver`
//    class: engine and search, no DOM), compiled for speed (cargo profile
//    "solver", opt-level 3 and a higher inlining threshold, in debug
//    builds too), through
//    wasm-bindgen --target web into `patience_solver.js` +
//    `patience_solver_bg.wasm`, then in a release build `wasm-opt -O3`.
//    The solver's Web Worker (solver-worker.js) loads it after the first
//    table is drawn.
// 1. Removes Trunk's loader script from index.html (patience-table.js
//    starts the module; see dropTrunkLoader). Builds the start words
//    from locales/<lang>/start.ftl into start-message.js, page.js,
//    patience-table.js (its one sentence) and start-words/<lang>.js
//    (scripts/start-words.mjs).
// 2. In a release build ($TRUNK_PROFILE=release, or --minify), minifies
//    what Trunk leaves as it is (Trunk.toml turns its minifiers off: its
//    JavaScript minifier cannot read wasm-bindgen's glue): the JavaScript
//    modules with esbuild (wasm-bindgen's patience.js and
//    patience_solver.js, the solver worker; 3 KB of the gzipped download;
//    exported names, the JavaScript API, are kept), style.css with esbuild,
//    index.html with html-minifier-terser (its inline script with esbuild),
//    the languages' message files (locales/<lang>/*.ftl) without their
//    comments, which are for translators (@fluent/syntax reads and writes
//    them: about 3 KB less of a language's gzipped fetch). sw.js only loses its comment lines: its
//    version lines must stay as they are, for this script run again on a
//    build (a release made from another).
// 3. Writes into the build's sw.js the list of files to precache and a
//    version, a hash of their contents, so that every release gets a
//    service worker of its own (the browser then installs it, caches the
//    new files, and deletes the old release's cache), and the same version
//    into the pages' `<meta name="patience-release">` (the service worker
//    answers the files of a page of its own release from its cache).
// 4. In a release build, writes precompressed copies beside each text and
//    wasm file: FILE.gz (gzip -9) and FILE.br (brotli, quality 11), for
//    hosts that serve them as they are (docs/hosting.md). They are not in
//    the service worker's list, nor in its version.
//
//   node scripts/sw-build.mjs [DIR] [--minify] [--no-solver] [--names]
//   (DIR: default $TRUNK_STAGING_DIR; --no-solver: skip step 0; --names:
//   the solver's module keeps its function names (`wasm-opt -g`), for a
//   CPU profile that names them: `bench-solver-web.mjs --profile`)

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { transformSync } from 'esbuild';
import { minify as minifyHtml } from 'html-minifier-terser';
import { parse as parseFtl, serialize as serializeFtl } from '@fluent/syntax';

import { build as buildStartWords } from './start-words.mjs';

const args = process.argv.slice(2);
const minify = args.includes('--minify') || process.env.TRUNK_PROFILE === 'release';
const dir = args.find((a) => !a.startsWith('--')) ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('sw-build: no directory (run as a Trunk hook, or give one)');
  process.exit(1);
}
const sw = path.join(dir, 'sw.js');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(cmd, argv) {
  execFileSync(cmd, argv, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

function buildSolver() {
  // The "solver" profile in debug builds too: the dev profile's output
  // would be the very file Trunk builds the table's module into.
  const profile = 'solver';
  // `cargo rustc`: the flags after `--` go to this crate only (the search
  // and the engine), not to its dependencies. LLVM's inliner with a higher
  // threshold than opt-level 3's (225): V8 inlines little across wasm
  // function calls, so a call left in the search's small functions (legal
  // moves, the keyer, the orderer) costs more in the browser than natively
  // (the same threshold makes the browser's search 12% faster, the native
  // one 9%). Measured with `node scripts/bench-solver-web.mjs --search-only`:
  // wasm/native 0.71 at the default, 0.77 at 500, 0.80 at 1000, 0.79 at
  // 2500 (and 9 KB more gzipped); the module is 4.6 KB bigger gzipped at
  // 1000. (`-inline-threshold` is LLVM's own option: after a Rust update
  // that changes LLVM, measure again.)
  run('cargo', [
    'rustc', '--lib', '--target', 'wasm32-unknown-unknown', '--no-default-features',
    '--features', 'solver-module', '--profile', profile, '--', '-C', 'llvm-args=-inline-threshold=1000',
  ]);
  const meta = JSON.parse(
    execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps'], { cwd: ROOT, maxBuffer: 64 << 20 }),
  );
  const wasm = path.join(meta.target_directory, 'wasm32-unknown-unknown', profile, 'patience.wasm');
  // With its TypeScript declarations (patience_solver.d.ts) for pages that
  // use the Solver class.
  run('wasm-bindgen', ['--target', 'web', '--out-dir', dir, '--out-name', 'patience_solver', wasm]);
  const out = path.join(dir, 'patience_solver_bg.wasm');
  const names = args.includes('--names') ? ['-g'] : [];
  if (minify) run('wasm-opt', ['-O3', ...names, '--low-memory-unused', out, '-o', out]);
}

if (!args.includes('--no-solver')) buildSolver();

function files(rel = '') {
  return readdirSync(path.join(dir, rel))
    .sort()
    .flatMap((name) => {
      const r = rel ? `${rel}/${name}` : name;
      return statSync(path.join(dir, r)).isDirectory() ? files(r) : [r];
    });
}

// The browsers the build's modules are written for: those the table's
// wasm runs in already (its externref table and bulk memory need Chrome
// and Edge 96, Safari 15, Firefox 79), and Firefox 90, for the element's
// private class members, kept as they are (lowered to WeakMaps, they cost
// 0.45 KB of patience-table.js, gzipped). The classic scripts (page.js,
// start-words/<lang>.js) are for older browsers too: they say why the
// table cannot start there.
const MODULES = ['chrome96', 'edge96', 'firefox90', 'safari15'];
const classic = (f) => f === 'page.js' || f.startsWith('start-words/');

function minifyJs(f) {
  const file = path.join(dir, f);
  const text = readFileSync(file, 'utf8');
  // No format given: modules stay modules.
  const target = classic(f) ? 'es2020' : MODULES;
  writeFileSync(file, transformSync(text, { minify: true, target, legalComments: 'none' }).code);
}

function minifyCss(file) {
  writeFileSync(file, transformSync(readFileSync(file, 'utf8'), { loader: 'css', minify: true, legalComments: 'none' }).code);
}

async function minifyPage(file) {
  const html = await minifyHtml(readFileSync(file, 'utf8'), {
    collapseWhitespace: true,
    removeComments: true,
    // Trunk's loader is a module with a top-level await (es2022).
    minifyJS: (js) => transformSync(js, { minify: true, target: 'es2022', legalComments: 'none' }).code.trim(),
    minifyCSS: (css) => transformSync(css, { loader: 'css', minify: true, legalComments: 'none' }).code.trim(),
  });
  writeFileSync(file, html);
}

// Trunk's loader goes: it imports patience.js and starts the module, but
// the page's <patience-table> starts it through patience-table.js (as on
// any other site), and a module must be started once. Trunk's preload
// links for patience.js and its wasm (`./patience.js`, `./patience_bg.wasm`)
// go too where the page has its own for the same files, earlier in its
// head: the same requests, named twice.
/** A Fluent file without its comments (a file that does not read is left as it is: tests/locales.rs names its mistakes). */
function minifyFtl(file) {
  const resource = parseFtl(readFileSync(file, 'utf8'), { withSpans: false });
  if (resource.body.some((e) => e.type === 'Junk')) return;
  resource.body = resource.body.filter((e) => !['Comment', 'GroupComment', 'ResourceComment'].includes(e.type));
  for (const e of resource.body) e.comment = null;
  writeFileSync(file, serializeFtl(resource));
}

function dropTrunkLoader(file) {
  const html = readFileSync(file, 'utf8');
  const out = html.replace(/<script type="module"[^>]*>(?:(?!<\/script>)[\s\S])*TrunkApplicationStarted(?:(?!<\/script>)[\s\S])*<\/script>\s*/g, '');
  if (/TrunkApplicationStarted/.test(out)) {
    console.error('sw-build: could not remove Trunk\'s loader from index.html');
    process.exit(1);
  }
  const own = /<link rel="modulepreload" href="patience\.js">/.test(out) && /<link rel="preload" href="patience_bg\.wasm"/.test(out);
  writeFileSync(file, own ? out.replace(/<link\b[^>]*\bhref="\.\/patience(?:\.js|_bg\.wasm)"[^>]*>\s*/g, '') : out);
}
dropTrunkLoader(path.join(dir, 'index.html'));

// The words shown before the table starts or instead of it
// (locales/<lang>/start.ftl): English into start-message.js and page.js
// (and the sentence patience-table.js says where start-message.js cannot
// load), the other languages into start-words/<lang>.js, precached below
// with the rest (scripts/start-words.mjs).
try {
  buildStartWords(dir);
} catch (e) {
  console.error(`sw-build: ${e.message}`);
  process.exit(1);
}

// The pages keep to a strict Content-Security-Policy (script-src 'self';
// style-src 'self': docs/embedding.md): no inline script, no inline style,
// no style attribute, no data: URL. Trunk adds nothing of that kind once
// its loader is gone; a page edited to have one fails the build here.
function assertNoInline(file) {
  const html = readFileSync(file, 'utf8');
  const found = [
    [/<script\b(?![^>]*\bsrc=)[^>]*>/i, 'an inline <script>'],
    [/<style\b/i, 'an inline <style>'],
    [/<[a-z][^>]*\sstyle=/i, 'a style="…" attribute'],
    [/<[a-z][^>]*\s(?:on[a-z]+)=/i, 'an inline event handler'],
    [/<(?:link|img|script|iframe)\b[^>]*\b(?:href|src)="data:/i, 'a data: URL'],
  ].find(([re]) => re.test(html));
  if (found) {
    const at = found[0].exec(html);
    console.error(`sw-build: ${path.basename(file)} has ${found[1]} (${html.slice(at.index, at.index + 80)}…), which a strict Content-Security-Policy refuses`);
    process.exit(1);
  }
}
for (const page of ['index.html', 'embed.html']) assertNoInline(path.join(dir, page));

// (Precompressed copies, from a build this script ran on before, are
// written afresh at the end.)
const PRECOMPRESSED = /\.(gz|br)$/;
const all = files().filter((f) => !PRECOMPRESSED.test(f));
if (minify) {
  for (const f of all.filter((f) => f.endsWith('.js') && f !== 'sw.js')) minifyJs(f);
  for (const f of all.filter((f) => f.endsWith('.css'))) minifyCss(path.join(dir, f));
  await minifyPage(path.join(dir, 'index.html'));
  for (const f of all.filter((f) => f.endsWith('.ftl'))) minifyFtl(path.join(dir, f));
}

// (The TypeScript declarations and locales/README.md are for developers,
// not for play offline. The languages' message files, locales/<tag>/*.ftl,
// are precached: a language chosen offline still speaks.)
const list = all.filter((f) => f !== 'sw.js' && !f.startsWith('.') && !f.endsWith('.d.ts') && !f.endsWith('.md'));
// The pages name their release (`<meta name="patience-release">`): the
// service worker answers a page's files from its cache at once when the
// page is of the release it installed. The hash reads each page with that
// marker left empty, so that writing it, or running this script again on
// a build, changes nothing.
const MARKER = /<meta\s+name="?patience-release"?\s+content="?[^"\s>]*"?\s*\/?>/;
const marked = (text, version) => text.replace(MARKER, `<meta name="patience-release" content="${version}">`);
const pages = list.filter((f) => f.endsWith('.html') && MARKER.test(readFileSync(path.join(dir, f), 'utf8')));
if (!pages.includes('index.html')) {
  console.error('sw-build: index.html lacks its <meta name="patience-release">');
  process.exit(1);
}
const hash = createHash('sha256');
for (const f of list) {
  const bytes = pages.includes(f) ? marked(readFileSync(path.join(dir, f), 'utf8'), '') : readFileSync(path.join(dir, f));
  hash.update(f).update('\0').update(bytes).update('\0');
}
const version = hash.digest('hex').slice(0, 16);
for (const f of pages) writeFileSync(path.join(dir, f), marked(readFileSync(path.join(dir, f), 'utf8'), version));

const VERSION_LINE = /^const VERSION = .*\/\/ build:version$/m;
const FILES_LINE = /^const FILES = .*\/\/ build:files$/m;
let text = readFileSync(sw, 'utf8');
if (!VERSION_LINE.test(text) || !FILES_LINE.test(text)) {
  console.error('sw-build: sw.js lacks the build:version and build:files lines');
  process.exit(1);
}
text = text
  .replace(VERSION_LINE, `const VERSION = '${version}'; // build:version`)
  .replace(FILES_LINE, `const FILES = ${JSON.stringify(['./', ...list])}; // build:files`);
if (minify) text = text.split('\n').filter((l) => l.trim() !== '' && !/^\s*\/\//.test(l)).join('\n') + '\n';
writeFileSync(sw, text);

// 4. Precompressed copies (release builds).
const COMPRESSIBLE = /\.(html|js|css|wasm|svg|webmanifest|json|ts|ftl)$/;
let compressed = 0;
if (minify) {
  for (const f of [...all.filter((f) => COMPRESSIBLE.test(f))]) {
    const data = readFileSync(path.join(dir, f));
    writeFileSync(path.join(dir, `${f}.gz`), gzipSync(data, { level: 9 }));
    writeFileSync(
      path.join(dir, `${f}.br`),
      brotliCompressSync(data, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    compressed++;
  }
}
console.error(
  `sw-build: ${list.length} files, version ${version}${minify ? `, JavaScript minified, ${compressed} files precompressed (.gz, .br)` : ''}`,
);
