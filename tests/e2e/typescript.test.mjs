// The element's TypeScript declarations as a site author's project sees
// them: the built .d.ts files (dist/patience-table.d.ts, patience.d.ts,
// patience_solver.d.ts) copied into a project beside tests/types/use.ts and
// the TypeScript examples of docs/embedding.md, then `tsc --noEmit` under
// `strict` with moduleResolution bundler and nodenext, with and without
// the ESNext lib (tests/types/tsconfig.*.json). Listeners on the element,
// on document and on window get the events' detail types.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assert, DIST, ROOT } from './helpers.mjs';

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const TYPES = path.join(ROOT, 'tests/types');
const CONFIGS = readdirSync(TYPES).filter((f) => /^tsconfig\..+-.+\.json$/.test(f));

/** The ```ts blocks of docs/embedding.md. */
export function docExamples() {
  const md = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
  return [...md.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
}

let dir;
before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'patience-types-'));
  cpSync(TYPES, dir, { recursive: true });
  mkdirSync(path.join(dir, 'patience'));
  for (const f of ['patience-table.d.ts', 'patience.d.ts', 'patience_solver.d.ts']) {
    cpSync(path.join(DIST, f), path.join(dir, 'patience', f));
  }
  docExamples().forEach((code, i) => writeFileSync(path.join(dir, `doc-${i + 1}.ts`), code));
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the TypeScript declarations', () => {
  test('docs/embedding.md has TypeScript examples to check', () => {
    assert.ok(docExamples().length >= 1, 'a ```ts block in docs/embedding.md');
  });
  test('there are configurations for bundler and nodenext, with and without ESNext', () => {
    assert.deepEqual(CONFIGS.sort(), [
      'tsconfig.bundler-es2022.json',
      'tsconfig.bundler-esnext.json',
      'tsconfig.nodenext-es2022.json',
      'tsconfig.nodenext-esnext.json',
    ]);
  });
  for (const config of CONFIGS) {
    test(`strict tsc --noEmit -p ${config}: no errors`, () => {
      const r = spawnSync(process.execPath, [TSC, '--noEmit', '-p', path.join(dir, config)], { encoding: 'utf8' });
      assert.equal(r.status, 0, `tsc -p ${config}:\n${r.stdout}${r.stderr}`);
    });
  }
});
