#!/usr/bin/env node
// How small the table's module could be on the first table's path (a
// report, not a test: the floor any split of the module can reach).
//
//   node scripts/first-table-code.mjs [--dist DIR] [--page ADDRESS]
//
// Loads the built game page (default `index.html?game=lucas-leaps&deal=42`)
// in headless Chromium, nothing throttled, with V8's wasm trace on. V8
// compiles a wasm function when it is first called (lazy compilation), so
// the functions it compiled before the first card entered the page are
// exactly the code the first table ran. The script reads the shipped
// `patience_bg.wasm`, and gzips (level 9, as bench-phone serves) the
// module's sections with only those function bodies and all of its data:
// the bytes a perfect split (a first part holding nothing the first table
// does not run) would still send before the first table. A real split
// sends more: what it keeps is what the first table's code could call
// (every input and dialog behind `App::update`), not what it did call.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchArgs } from './bench-args.mjs';

const { opt, dist: DIST } = benchArgs('node scripts/first-table-code.mjs [--dist DIR] [--page ADDRESS]');
const PAGE = opt('--page', 'index.html?game=lucas-leaps&deal=42');
const { launch, startServer, ROOT_SCRIPT, FIRST_CARD_SCRIPT } = await import('../tests/e2e/helpers.mjs');

/** The module's sections: its function bodies apart, and the imports count. */
function sections(bytes) {
  let p = 8;
  const leb = () => {
    let r = 0;
    let shift = 0;
    let b;
    do {
      b = bytes[p++];
      r += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    return r;
  };
  const name = () => {
    const n = leb();
    p += n;
  };
  let imported = 0;
  const bodies = [];
  const rest = [];
  let data = Buffer.alloc(0);
  while (p < bytes.length) {
    const start = p;
    const id = bytes[p++];
    const len = leb();
    const end = p + len;
    if (id === 2) {
      // Imports: only functions take a place in the function index space.
      for (let i = leb(); i > 0; i--) {
        name();
        name();
        const kind = bytes[p++];
        if (kind === 0) {
          leb();
          imported++;
        } else if (kind === 1) {
          p++;
          if (bytes[p++] & 1) leb();
          leb();
        } else if (kind === 2) {
          if (bytes[p++] & 1) leb();
          leb();
        } else if (kind === 3) {
          p += 2;
        } else {
          throw new Error(`import kind ${kind} not understood`);
        }
      }
      rest.push(bytes.subarray(start, end));
    } else if (id === 10) {
      for (let i = leb(); i > 0; i--) {
        const size = leb();
        bodies.push(bytes.subarray(p, p + size));
        p += size;
      }
    } else if (id === 11) {
      data = bytes.subarray(start, end);
    } else if (id !== 0) {
      rest.push(bytes.subarray(start, end));
    }
    p = end;
  }
  return { imported, bodies, rest, data };
}

const server = await startServer({ dist: DIST });
const browser = await launch();
let compiled;
try {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
  await ctx.addInitScript(ROOT_SCRIPT);
  await ctx.addInitScript(FIRST_CARD_SCRIPT);
  await ctx.addInitScript(() => {
    globalThis.__onFirstCard = () => performance.mark('patience-first-card');
  });
  const page = await ctx.newPage();
  await page.goto('about:blank');
  await browser.startTracing(page, { categories: ['v8.wasm', 'blink.user_timing'] });
  await page.goto(server.url(PAGE));
  await page.waitForFunction(() => globalThis.__firstCard !== undefined, null, { timeout: 60_000 });
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const mark = trace.find((e) => e.name === 'patience-first-card');
  if (!mark) throw new Error('the first card was not marked in the trace');
  // The page's own thread: the table module's functions, not the solver
  // worker's (another module, on its own thread).
  compiled = new Set(trace.filter((e) => e.name === 'wasm.CompileLazy' && e.tid === mark.tid && e.ts < mark.ts).map((e) => e.args.func_index));
} finally {
  await browser.close();
  await server.close();
}

const file = path.join(DIST, 'patience_bg.wasm');
const { imported, bodies, rest, data } = sections(readFileSync(file));
const ran = bodies.filter((_, i) => compiled.has(imported + i));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (parts) => gzipSync(Buffer.concat(parts), { level: 9 }).length;
const sum = (xs) => xs.reduce((t, b) => t + b.length, 0);
const whole = [...rest, ...bodies, data];
const floor = [...rest, ...ran, data];
console.log(`The table's module (${path.relative(process.cwd(), file)}) and the code its first table ran (${PAGE})\n`);
console.log(`functions                         ${bodies.length}, of which the first table ran ${ran.length}`);
console.log(`code                              ${kb(sum(bodies))}, of which the first table ran ${kb(sum(ran))}`);
console.log(`data (strings, tables)            ${kb(data.length)}`);
console.log(`the module, gzip -9               ${kb(gz(whole))}`);
console.log(`only the code run, with all data  ${kb(gz(floor))} (the floor of any split)`);
