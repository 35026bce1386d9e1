// What a <patience-table> says before its table starts, or instead of it:
// why it could not start, that its files are still on their way, that a
// tap on its picture is dealing. patience-table.js imports this module
// only when there is something to say, so that the first table's download
// carries none of it. Where this module itself cannot load, the element
// says so with the one sentence it has built in.
//
// Every word comes from locales/<lang>/start.ftl: English's is built into
// this file by scripts/start-words.mjs; another language's is in
// start-words/<lang>.js, loaded only when it must be said.

// The words of locales/<lang>/start.ftl, built in by scripts/start-words.mjs:
// the languages there are, the right-to-left ones, and English's words
// (the element's: start-failed, start-why-…, start-still-loading,
// start-dealing).
const START = { langs: ['en'], rtl: [], en: {} }; // build:start-words

// Why the table could not start, in words that name the real cause: no
// WebAssembly, a page opened from a file, its files that did not arrive in
// time, a Content-Security-Policy that refuses WebAssembly, a program file
// that is damaged or from another release, or a download that failed. The
// id of the start-why-… message (locales/<lang>/start.ftl) that says it.
function startFailure(e, seconds) {
  const detail = String(e?.message ?? e);
  return typeof WebAssembly !== 'object'
    ? ['start-why-no-wasm']
    : location.protocol === 'file:'
      ? ['start-why-file']
      : seconds
        ? ['start-why-timeout', { seconds: String(seconds) }]
        : /Content.Security.Policy|unsafe-eval/i.test(detail)
          ? ['start-why-csp']
          : e instanceof WebAssembly.CompileError || e instanceof WebAssembly.LinkError
            ? ['start-why-damaged']
            : e instanceof TypeError && /fetch|network|load/i.test(detail)
              ? ['start-why-download']
              : ['start-why-other', { detail }];
}

// The language a tag names (`fr-CA` is French), if there are words for it.
function langOf(tag) {
  const m = /^\s*([a-z]{2,3})(?:[-_]|\s*$)/i.exec(tag ?? '');
  const lang = m?.[1].toLowerCase();
  return START.langs.includes(lang) ? lang : null;
}

// The language to speak: it mirrors the wasm's `table::words::choose` (and
// `app::language::languages`), for when the wasm cannot run: the player's
// setting (`language` in localStorage's <prefix>:settings, a tag exactly),
// else the element's own `lang`, else the nearest `lang` around it (not on
// the game's own page), else the browser's languages in order, else
// English. A blank `lang` is none; one the words lack is passed over.
function chooseLang(host, prefix) {
  let setting = null;
  try {
    setting = JSON.parse(localStorage.getItem(`${prefix}:settings`))?.language;
  } catch {
    /* no storage, or not JSON: automatic */
  }
  const lang = (el) => {
    const l = el?.getAttribute('lang');
    return l?.trim() ? l : null;
  };
  const page = host.hasAttribute('page');
  return (
    (START.langs.includes(setting) ? setting : null) ??
    langOf(lang(host)) ??
    (page ? null : langOf(lang(host.parentElement?.closest('[lang]')))) ??
    (navigator.languages ?? [navigator.language]).map(langOf).find(Boolean) ??
    'en'
  );
}

// `lang`'s words: English's at once, another's from start-words/<lang>.js
// in the folder `here` (a classic script, which also loads where page.js
// needs it), or English's where it cannot load.
function startWords(lang, here) {
  const have = () => globalThis.patienceStartWords?.[lang];
  if (lang === 'en' || have()) return Promise.resolve(have() ? [lang, have()] : ['en', START.en]);
  return new Promise((resolve) => {
    const s = document.createElement('script');
    s.onload = s.onerror = () => {
      s.remove();
      resolve(have() ? [lang, have()] : ['en', START.en]);
    };
    try {
      s.src = new URL(`start-words/${lang}.js`, here).href;
      document.head.append(s);
    } catch {
      resolve(['en', START.en]);
    }
  });
}

// A message of `words` with its variables (`{$name}`, isolated already).
function say(words, id, args = {}) {
  return (words[id] ?? id).replace(/\{\$([\w-]+)\}/g, (_, name) => args[name] ?? '');
}

/**
 * Message `id` of start.ftl for the table `host` (its files in the folder
 * `here`, its storage keys under `prefix`), in the language it would have
 * spoken: `{lang, dir, text}`.
 */
export async function words(host, here, prefix, id) {
  const [lang, all] = await startWords(chooseLang(host, prefix), here);
  return { lang, dir: START.rtl.includes(lang) ? 'rtl' : 'ltr', text: say(all, id) };
}

/**
 * Why the table `host` could not start (`e`, the error; `seconds`: how
 * long it waited for its files, where that was the cause, else 0), as
 * {@link words} says it, with `reason`, `patience-error`'s `detail.reason`.
 */
export async function failure(host, here, prefix, e, seconds) {
  const [id, args] = startFailure(e, seconds);
  const [lang, all] = await startWords(chooseLang(host, prefix), here);
  return {
    lang,
    dir: START.rtl.includes(lang) ? 'rtl' : 'ltr',
    text: say(all, 'start-failed', { why: say(all, id, args) }),
    reason: id.slice('start-why-'.length),
  };
}

const FAILED_STYLE =
  ':host{display:block}.start-error{margin:0;padding:2em 1em;text-align:center;font:15px/1.4 system-ui,sans-serif;color:var(--patience-ink,#fff);background:var(--patience-felt,#13703f);border-radius:inherit}';

// The message's few rules, as a constructed sheet (a strict
// Content-Security-Policy allows it; it refuses a <style>), after the
// table's own sheet where that is there (the box keeps its size). A
// browser without constructed sheets shows the message unstyled.
let failedSheet = null;
export function style(shadow) {
  try {
    if (!failedSheet) {
      failedSheet = new CSSStyleSheet();
      failedSheet.replaceSync(FAILED_STYLE);
    }
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets.filter((x) => x !== failedSheet), failedSheet];
  } catch {
    /* unstyled */
  }
}
