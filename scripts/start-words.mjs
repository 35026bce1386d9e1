#!/usr/bin/env node
// The words shown before the table starts, or instead of it, from the
// Fluent files locales/<lang>/start.ftl (called by scripts/sw-build.mjs,
// the Trunk post_build hook, before it lists the build's files for the
// service worker; or on its own: node scripts/start-words.mjs DIR).
//
// The wasm module speaks the other .ftl files, but these words are needed
// when it has not started or cannot: www/start-message.js (why a table
// could not start, that its files are slow, that it is dealing; a module
// patience-table.js imports only when it has something to say) and
// www/page.js (the game's own page, where even the element cannot load: a
// browser without modules, a page opened from a file) say them. So that
// the first table's download grows as little as possible:
//
// - English is built into those two files, each with its own messages
//   (the marker line `… // build:start-words` is replaced by an object:
//   the languages there are, the right-to-left ones, and English's words);
//   patience-table.js itself holds only the sentence it says where
//   start-message.js cannot load (start-failed, start-why-download);
// - every other language is a file of its own, start-words/<lang>.js,
//   loaded only when a message must be shown in that language. It is a
//   classic script, `(self.patienceStartWords ??= {})[lang] = {…}`, not
//   JSON: page.js must read it from a page opened as a file (file:, where
//   fetch() is refused but <script src> loads), and in browsers too old
//   for modules (so no `??=` either: plain ES5).
//
// What it costs (release build, gzip -9): before the first table, page.js's
// chooser, loader and English words (about 0.5 KB of its 1.0 KB) and the
// element's one sentence (0.1 KB); start-message.js (1.6 KB) is fetched
// only when a table has something to say. Formatting at run time with
// @fluent/bundle would cost its 4.1 KB (bundled, minified) plus the .ftl
// text. Another language's file is 0.7 to 1.0 KB, fetched only by a
// player who needs it, when it is needed.
//
// The files are parsed with @fluent/syntax, the Fluent project's own
// parser, at build time. A message is plain text, $variables and string literals only
// (the build stops at anything else: a selector, a reference, a
// function, a number literal, which Fluent would format for the locale);
// it becomes a string with each variable written `{$name}`, which the
// JavaScript replaces. Each placeable is wrapped in the Unicode isolates
// U+2068 … U+2069 when the message has more than the placeable, as
// fluent.js and fluent-bundle do (a browser's English words inside an
// Arabic sentence keep their order).
//
//   node scripts/start-words.mjs DIR [--check]
//   (--check: parse and compile every language, write nothing)

import { readdirSync, readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { parse, Message, Junk } from '@fluent/syntax';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = path.join(ROOT, 'locales');
const SOURCE = 'en';
// As tests/locales.rs: languages written right to left.
const RIGHT_TO_LEFT = ['ar', 'fa', 'he', 'ur'];
// Which messages each file carries in English: page.js the page's own.
const FOR_PAGE = (id) => id.startsWith('start-page-');
// The one sentence patience-table.js says itself, where start-message.js
// (which says all the others) cannot load.
const FOR_ELEMENT = ['start-failed', 'start-why-download'];
const MARKER = /^.*\/\/ build:start-words$/m;
const FSI = '\u2068';
const PDI = '\u2069';

/** One language's start.ftl as { id: text }. */
export function compile(lang) {
  const file = path.join(LOCALES, lang, 'start.ftl');
  const where = `locales/${lang}/start.ftl`;
  const resource = parse(readFileSync(file, 'utf8'), { withSpans: false });
  const words = {};
  for (const entry of resource.body) {
    if (entry instanceof Junk) throw new Error(`${where}: not Fluent: ${entry.content.trim().split('\n')[0]}`);
    if (!(entry instanceof Message)) continue;
    const id = entry.id.name;
    if (!entry.value || entry.attributes.length) throw new Error(`${where}: ${id}: a value and no attributes`);
    const { elements } = entry.value;
    const isolate = elements.length > 1;
    words[id] = elements
      .map((e) => {
        if (e.type === 'TextElement') {
          if (/[{}]/.test(e.value)) throw new Error(`${where}: ${id}: a brace in its text`);
          return e.value;
        }
        const x = e.expression;
        let text;
        if (x.type === 'VariableReference') text = `{$${x.id.name}}`;
        else if (x.type === 'StringLiteral') {
          text = x.parse().value;
          if (/[{}]/.test(text)) throw new Error(`${where}: ${id}: a brace in a string literal`);
        } else {
          throw new Error(`${where}: ${id}: a ${x.type}, which the start words do not format (plain text, $variables and "strings" only)`);
        }
        return isolate ? FSI + text + PDI : text;
      })
      .join('');
  }
  return words;
}

/** Every language that has a start.ftl, English first. */
export function languages() {
  return readdirSync(LOCALES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(LOCALES, d.name, 'start.ftl')))
    .map((d) => d.name)
    .sort((a, b) => (a === SOURCE ? -1 : b === SOURCE ? 1 : a.localeCompare(b)));
}

function pick(words, keep) {
  return Object.fromEntries(Object.entries(words).filter(([id]) => keep(id)));
}

/** Replaces `file`'s marker line with `name = {langs, rtl, en}`. */
function inject(file, declaration, value) {
  const text = readFileSync(file, 'utf8');
  if (!MARKER.test(text)) {
    // A build this script ran on before (a release made from another):
    // the words are in already (and the marker went with the minifier).
    if (Object.keys(value.en).every((id) => text.includes(JSON.stringify(id)))) return false;
    throw new Error(`${path.basename(file)} lacks its "// build:start-words" line`);
  }
  writeFileSync(file, text.replace(MARKER, () => `${declaration} = ${JSON.stringify(value)}; // start-words built`));
  return true;
}

/** Writes the words into the build in `dir`. Returns what it wrote. */
export function build(dir, { check = false } = {}) {
  const langs = languages();
  if (langs[0] !== SOURCE) throw new Error(`no locales/${SOURCE}/start.ftl`);
  const all = Object.fromEntries(langs.map((l) => [l, compile(l)]));
  const ids = Object.keys(all[SOURCE]).sort().join(' ');
  for (const l of langs) {
    if (Object.keys(all[l]).sort().join(' ') !== ids) throw new Error(`locales/${l}/start.ftl: not English's ids (cargo test --test locales says which)`);
  }
  if (check) return { langs };
  const rtl = langs.filter((l) => RIGHT_TO_LEFT.includes(l.split(/[-_]/)[0]));
  const en = all[SOURCE];
  inject(path.join(dir, 'start-message.js'), 'const START', { langs, rtl, en: pick(en, (id) => !FOR_PAGE(id)) });
  inject(path.join(dir, 'patience-table.js'), 'const START', { en: pick(en, (id) => FOR_ELEMENT.includes(id)) });
  inject(path.join(dir, 'page.js'), 'var START', { langs, rtl, en: pick(en, FOR_PAGE) });
  mkdirSync(path.join(dir, 'start-words'), { recursive: true });
  const written = [];
  for (const l of langs.filter((l) => l !== SOURCE)) {
    const f = path.join(dir, 'start-words', `${l}.js`);
    // ES5, for page.js in a browser without modules.
    writeFileSync(f, `(self.patienceStartWords=self.patienceStartWords||{})[${JSON.stringify(l)}]=${JSON.stringify(all[l])};\n`);
    written.push(`start-words/${l}.js`);
  }
  return { langs, written };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? process.env.TRUNK_STAGING_DIR;
  try {
    const { langs } = build(dir, { check: args.includes('--check') });
    console.error(`start-words: ${langs.join(' ')}`);
  } catch (e) {
    console.error(`start-words: ${e.message}`);
    process.exit(1);
  }
}
