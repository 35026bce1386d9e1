// The command line shared by the browser benchmark scripts (bench-web.mjs,
// bench-solver-web.mjs, bench-phone.mjs, bench-api-move.mjs, bench-odds.mjs,
// first-table-code.mjs): options, --help, and the release dist/ to measure
// (--dist DIR, else $PATIENCE_DIST, else dist/), exported to the e2e
// helpers through PATIENCE_DIST.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Parses process.argv; prints `usage` and exits on --help. */
export function benchArgs(usage) {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(`usage: ${usage}`);
    process.exit(0);
  }
  const opt = (name, dflt) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : dflt;
  };
  const flag = (name) => args.includes(name);
  const dist = path.resolve(opt('--dist', process.env.PATIENCE_DIST ?? path.join(ROOT, 'dist')));
  process.env.PATIENCE_DIST = dist;
  return { opt, flag, dist };
}
