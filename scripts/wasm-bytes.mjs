#!/usr/bin/env node
// Where the table module's bytes go, by feature (a report, not a test).
//
//   node scripts/wasm-bytes.mjs [WASM] [--top N]
//
// Takes the table's wasm as cargo leaves it (default
// target/wasm32-unknown-unknown/web/patience.wasm, which `trunk build
// --release` writes), runs wasm-bindgen and wasm-opt on it as the build
// does (-Oz) but keeping the function names (-g), and reads the result with
// twiggy (`cargo install twiggy`): every function's own size, summed by the
// feature its path names (the module under src/, or the library), and the
// read-only data. The total is within a few per cent of the shipped
// patience_bg.wasm (the names section is left out).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const top = Number(args[args.indexOf('--top') + 1] || 0) || 12;
const wasm = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a)) ?? path.join(ROOT, 'target/wasm32-unknown-unknown/web/patience.wasm');

const tmp = mkdtempSync(path.join(tmpdir(), 'wasm-bytes-'));
const opt = path.join(tmp, 'opt.wasm');
let csv;
try {
  execFileSync('wasm-bindgen', ['--target', 'web', '--out-dir', tmp, '--keep-debug', '--no-typescript', wasm], { stdio: 'inherit' });
  const features = ['bulk-memory', 'nontrapping-float-to-int', 'sign-ext', 'mutable-globals', 'reference-types', 'multivalue'].map((f) => `--enable-${f}`);
  execFileSync(path.join(ROOT, 'node_modules/.bin/wasm-opt'), ['-Oz', '--converge', '--low-memory-unused', '-g', ...features, path.join(tmp, 'patience_bg.wasm'), '-o', opt], { stdio: 'inherit' });
  csv = execFileSync('twiggy', ['top', '-n', '1000000', '--format', 'csv', opt], { encoding: 'utf8', maxBuffer: 1 << 28 });
} catch (e) {
  console.error(`wasm-bytes: ${e.message.split('\n')[0]} (needs wasm-bindgen, npm's wasm-opt, and twiggy: cargo install twiggy)`);
  process.exit(1);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

/** One CSV row's fields (twiggy quotes names with commas or quotes). */
function fields(line) {
  const out = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cur += '"'), i++;
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') out.push(cur), (cur = '');
    else cur += c;
  }
  out.push(cur);
  return out;
}

// The feature a function belongs to, from its path: our modules by their
// place under src/ (one level under web/app, table and engine), libraries
// by crate.
function feature(name) {
  if (/^"?function names"? subsection|^custom section|^producers|^target_features|^name section/.test(name)) return null;
  if (/^data segment/.test(name)) return 'read-only data (strings, tables)';
  const ours = /patience::((?:web::app|web|table::records|table|engine|solver)::[a-z_]+)/.exec(name);
  if (ours) return ours[1].replace(/::/g, '/');
  const lib = /^(?:<)?(?:&)?(?:mut )?([a-z_][a-z0-9_]*)(?:\[[0-9a-f]+\])?::/.exec(name);
  if (lib) {
    const c = lib[1];
    if (['core', 'alloc', 'std', 'dlmalloc', 'compiler_builtins', 'hashbrown', '__rustc'].includes(c)) return 'Rust std (core, alloc, formatting, allocator)';
    if (['wasm_bindgen', 'js_sys', 'web_sys'].includes(c)) return 'wasm-bindgen, js-sys, web-sys glue';
    if (c.startsWith('serde')) return 'serde, serde-wasm-bindgen';
    return `crate ${c}`;
  }
  // Generic and primitive impls of the standard library (`<T as ...>`,
  // `<u64 as Display>`, `<[T]>::...`).
  if (/^<(?:&(?:mut )?)?(?:T|str|char|bool|[iuf](?:8|16|32|64|128|size)|\[|\(|&)/.test(name)) return 'Rust std (core, alloc, formatting, allocator)';
  if (/^__|^hypot|^fmod|^elem\[|_[0-9a-f]{16}$/.test(name)) return 'wasm-bindgen, js-sys, web-sys glue';
  return 'other (closures, shims, generics)';
}

const sums = new Map();
let total = 0;
for (const line of csv.trim().split('\n').slice(1)) {
  const [name, size] = fields(line);
  const f = feature(name);
  if (f === null) continue;
  const n = Number(size);
  total += n;
  sums.set(f, (sums.get(f) ?? 0) + n);
}
const rows = [...sums].sort((a, b) => b[1] - a[1]);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`The table module's code and data by feature (${path.relative(ROOT, wasm)} through wasm-bindgen and wasm-opt -Oz; ${kb(total)})\n`);
console.log(`${'feature'.padEnd(48)}${'bytes'.padStart(12)}${'share'.padStart(9)}`);
for (const [f, n] of rows.slice(0, top)) console.log(`${f.padEnd(48)}${kb(n).padStart(12)}${`${((100 * n) / total).toFixed(1)}%`.padStart(9)}`);
const rest = rows.slice(top).reduce((t, [, n]) => t + n, 0);
if (rest) console.log(`${`the other ${rows.length - top}`.padEnd(48)}${kb(rest).padStart(12)}${`${((100 * rest) / total).toFixed(1)}%`.padStart(9)}`);
