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
// `patience_bg.wasm` with binaryen, makes every other function a stub, and
// gzips the result (level 9, as bench-phone serves): all of the module's
// data and only the code the first table ran, the bytes a perfect split (a
// first part holding nothing the first table does not run) would still
// send before the first table. A real split sends more: what it keeps is
// what the first table's code could call (every input and dialog behind
// `App::update`), not what it did call.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import binaryen from 'binaryen';
import { benchArgs } from './bench-args.mjs';

const { opt, dist: DIST } = benchArgs('node scripts/first-table-code.mjs [--dist DIR] [--page ADDRESS]');
const PAGE = opt('--page', 'index.html?game=lucas-leaps&deal=42');
const { launch, startServer, FIRST_CARD_SCRIPT } = await import('../tests/e2e/helpers.mjs');

const server = await startServer({ dist: DIST });
const browser = await launch();
let compiled;
try {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
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

// The module as the build ships it, read with binaryen (npm's, which the
// build's wasm-opt comes from): its functions in the order of their
// indices, the imported ones first.
const file = path.join(DIST, 'patience_bg.wasm');
const shipped = readFileSync(file);
const module = binaryen.readBinary(shipped);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const whole = module.emitBinary();
let defined = 0;
let ran = 0;
for (let i = 0; i < module.getNumFunctions(); i++) {
  const fn = module.getFunctionByIndex(i);
  if (binaryen.getFunctionInfo(fn).module) continue;
  defined++;
  if (compiled.has(i)) ran++;
  // A function the first table did not run becomes a stub (`unreachable`),
  // as a split leaves in its first part for what it moves out.
  else binaryen.Function.setBody(fn, module.unreachable());
}
const floor = module.emitBinary();
module.dispose();
console.log(`The table's module (${path.relative(process.cwd(), file)}) and the code its first table ran (${PAGE})\n`);
console.log(`functions                               ${defined}, of which the first table ran ${ran}`);
console.log(`the module                              ${kb(whole.length)}, gzip -9 ${kb(gz(whole))}`);
console.log(`the others as stubs, all of the data    ${kb(floor.length)}, gzip -9 ${kb(gz(floor))} (the floor of any split)`);
