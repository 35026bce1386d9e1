// The element's TypeScript declarations as a site author's project sees
// them: the built .d.ts files (dist/patience-table.d.ts, patience.d.ts,
// patience_solver.d.ts) copied into a project beside tests/types/use.ts and
// the TypeScript examples of docs/embedding.md, then `tsc --noEmit` under
// `strict` with moduleResolution bundler and nodenext, with and without
// the ESNext lib (tests/types/tsconfig.*.json). Listeners on the element,
// on document and on window get the events' detail types. A React 19 host
// (tests/types/react-host.tsx: JSX attributes, `ref`, typed event
// `detail`) is checked the same way, with patience-table-react.d.ts and
// the repository's @types/react.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assert, DIST, ROOT } from './helpers.mjs';

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const TYPES = path.join(ROOT, 'tests/types');
const CONFIGS = readdirSync(TYPES).filter((f) => /^tsconfig\..+-.+\.json$/.test(f));

/** The ```ts blocks (or ```tsx) of docs/embedding.md. */
export function docExamples(lang = 'ts') {
  const md = readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
  return [...md.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

let dir;
before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'patience-types-'));
  cpSync(TYPES, dir, { recursive: true });
  mkdirSync(path.join(dir, 'patience'));
  for (const f of ['patience-table.d.ts', 'patience-table-react.d.ts', 'patience.d.ts', 'patience_solver.d.ts']) {
    cpSync(path.join(DIST, f), path.join(dir, 'patience', f));
  }
  // The packed package, installed as npm would (the docs' examples import
  // `patience-table` and `patience-table/react`), and React's types.
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const m of ['@types', 'csstype']) symlinkSync(path.join(ROOT, 'node_modules', m), path.join(modules, m), 'dir');
  const tgz = spawnSync(process.execPath, [path.join(ROOT, 'scripts/pack.mjs'), DIST, '--out', path.join(dir, 'pack')], { encoding: 'utf8' });
  assert.equal(tgz.status, 0, tgz.stderr);
  mkdirSync(path.join(modules, 'patience-table'));
  const tar = spawnSync('tar', ['-xzf', tgz.stdout.trim(), '-C', path.join(modules, 'patience-table'), '--strip-components=1']);
  assert.equal(tar.status, 0, String(tar.stderr));
  docExamples().forEach((code, i) => writeFileSync(path.join(dir, `doc-${i + 1}.ts`), code));
  docExamples('tsx').forEach((code, i) => writeFileSync(path.join(dir, `doc-${i + 1}.tsx`), code));
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the TypeScript declarations', () => {
  test('docs/embedding.md has TypeScript examples to check', () => {
    assert.ok(docExamples().length >= 2, 'the ```ts blocks of docs/embedding.md');
    assert.ok(docExamples('tsx').length >= 1, 'a ```tsx block (React) in docs/embedding.md');
  });
  test('there are configurations for bundler and nodenext, with and without ESNext', () => {
    assert.deepEqual(CONFIGS.sort(), [
      'tsconfig.bundler-es2022.json',
      'tsconfig.bundler-esnext.json',
      'tsconfig.nodenext-es2022.json',
      'tsconfig.nodenext-esnext.json',
      'tsconfig.react-bundler.json',
      'tsconfig.react-nodenext.json',
    ]);
  });
  for (const config of CONFIGS) {
    test(`strict tsc --noEmit -p ${config}: no errors`, () => {
      const r = spawnSync(process.execPath, [TSC, '--noEmit', '-p', path.join(dir, config)], { encoding: 'utf8' });
      assert.equal(r.status, 0, `tsc -p ${config}:\n${r.stdout}${r.stderr}`);
    });
  }
});
