// What a <patience-table> shows before its module runs: a picture in the
// table's box, under the live table once that is drawn, then gone.
//
// The poster: the author's image (the `poster` attribute), else the game's
// own, posters/<game>.svg (or -narrow.svg under a narrow viewport), a
// wordless picture of the felt, the piles in place and the cards face down
// in the deal's starting shape, made from the table's own layout by
// `patience poster` (src/table/poster.rs). The page's patience-table.css
// shows the same image as the box's background before any script runs.
//
// Only DOM calls build it (createElement, classList, attributes with
// fixed names): no markup is parsed, no style attribute is written, so it
// works under a strict Content-Security-Policy.

/** The games with a poster of their own; the first is a table's default. */
const GAMES = ['caprice', 'capricieuse', 'lucas-leaps', 'double-canfield', 'russian-patience'];
/** Viewports up to this width use the narrow posters (patience-table.css). */
const NARROW = '(max-width: 520px)';

/**
 * Gives `shadow` the table's style sheet `css` (a constructed sheet, or a
 * URL for a <link>), before anything is drawn or measured in it.
 */
export function adopt(shadow, css) {
  if (typeof css === 'string') {
    if (!shadow.querySelector('link[rel="stylesheet"]')) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = css;
      shadow.prepend(link);
    }
  } else if (!shadow.adoptedStyleSheets.includes(css)) {
    shadow.adoptedStyleSheets = [css];
  }
}

/** The poster's URL for `host`, its files under `here`. */
export function posterUrl(host, here) {
  const own = host.getAttribute('poster')?.trim();
  if (own) {
    try {
      return new URL(own, document.baseURI).href;
    } catch {
      return null;
    }
  }
  const asked = (host.getAttribute('game') ?? '').trim().toLowerCase();
  const game = GAMES.includes(asked) ? asked : host.hasAttribute('game') ? null : GAMES[0];
  if (!game) return null;
  const narrow = globalThis.matchMedia?.(NARROW).matches ? '-narrow' : '';
  return new URL(`posters/${game}${narrow}.svg`, here).href;
}

/**
 * Shows `host`'s poster in `shadow` (whose sheet is adopted): true where
 * it drew one (false: none, or the same one already there).
 */
export function showPicture(host, shadow, here) {
  const url = posterUrl(host, here);
  const old = shadow.querySelector('.picture');
  if (!url) {
    old?.remove();
    return false;
  }
  if (old?.dataset.src === url) return false;
  const box = document.createElement('div');
  box.className = 'picture';
  box.setAttribute('part', 'poster');
  box.setAttribute('aria-hidden', 'true');
  box.dataset.picture = 'poster';
  box.dataset.src = url;
  const img = document.createElement('img');
  img.alt = '';
  img.decoding = 'async';
  img.draggable = false;
  img.src = url;
  box.append(img);
  if (old) old.replaceWith(box);
  else shadow.append(box);
  return true;
}

/**
 * Takes the picture away once the live table under it (`root`) has been
 * painted unveiled (its first frame may wait for its language's words:
 * `.patience.veiled`), so that the box never shows an empty felt between
 * the two.
 */
export function dismissPicture(shadow, root) {
  const picture = shadow.querySelector('.picture');
  if (!picture) return;
  const veiled = () => root.classList.contains('veiled');
  const go = () => {
    const gone = () => picture.remove();
    // After the live table's next paint (or at once where no frames come:
    // a hidden tab).
    requestAnimationFrame(() => setTimeout(gone, 0));
    setTimeout(gone, 200);
  };
  if (!veiled()) return go();
  const watch = new MutationObserver(() => {
    if (veiled()) return;
    watch.disconnect();
    go();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['class'] });
}

// ---------------------------------------------------------------------------
// The snapshot: a returning player's table as it stood when the page was
// hidden, drawn before the module runs, then replaced by the live table.
//
// It is data only, read from the live table's DOM when the page is hidden
// (`takeSnapshot`) and kept in localStorage: the box's size, the felt's
// place, the card size, each pile's kind and place, each card's rank, suit
// and place (relative to the box), the theme and the card face. Anyone
// may have written the stored value, so `readRecord` accepts only that
// shape, exactly: known words from fixed lists, finite numbers inside the
// box, at most 104 cards, at most 32 KB; anything else or another version
// of the record is not drawn, nor (`placeSnapshot`) one taken in a box of
// another size (another screen, another layout). `drawSnapshot` builds it
// with createElement, classList and CSSOM properties (left, top, width,
// height): no markup is parsed, so no stored text can become an element or
// a script.

/** The record's version: a record of another shape is not drawn. */
const SNAPSHOT_VERSION = 1;
const MAX_SNAPSHOT = 32_768;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const PILES = ['foundation', 'tableau', 'stock', 'waste', 'reserve'];
const THEMES = ['light', 'dark', 'auto'];
const FACES = ['standard', 'large'];

/**
 * A number card's centre suit (style.css's .card::after: a line as tall as
 * 0.56 of the card's width, centred from 24% of its height down, on cards
 * of 1 : 1.4) starts 0.42 of the card's height below its top, the large
 * index's 0.48: a later card at most this much lower hides it, with room
 * to spare for the glyph's ink and the later card's border.
 */
const BURIED_STEP = 0.3;
/** The court cards, and the ranks whose centre is more than a suit (an ace's large one, a court's panel). */
const COURTS = ['J', 'Q', 'K'];
const FACED = ['A', ...COURTS];

const round = (n) => Math.round(n * 10) / 10;

/** The live table of `shadow` as data (null where there is none). */
export function takeSnapshot(host, shadow) {
  const table = shadow.querySelector('[data-table][data-state]');
  const frame = table?.closest('.patience');
  if (!table || !frame) return null;
  const box = host.getBoundingClientRect();
  const at = (el) => {
    const r = el.getBoundingClientRect();
    return [round(r.left - box.left), round(r.top - box.top), round(r.width), round(r.height)];
  };
  const piles = [...table.querySelectorAll('.pile[data-pile]')].map((p) => {
    const kind = PILES.find((k) => p.classList.contains(k));
    return [kind, ...at(p), p.querySelectorAll('.back').length];
  });
  const cards = [...table.querySelectorAll('.card[data-card]')].map((c) => {
    const [x, y] = at(c);
    return [c.getAttribute('data-r'), c.getAttribute('data-s'), x, y];
  });
  const size = getComputedStyle(table);
  return {
    v: SNAPSHOT_VERSION,
    box: [round(box.width), round(box.height)],
    felt: at(table),
    card: [parseFloat(size.getPropertyValue('--cw')), parseFloat(size.getPropertyValue('--ch'))],
    game: table.getAttribute('data-game'),
    deal: table.getAttribute('data-deal'),
    theme: frame.getAttribute('data-theme'),
    face: frame.getAttribute('data-card-index'),
    piles,
    cards,
  };
}

/** Saves `host`'s table under `key` (full or refused storage: nothing). */
export function saveSnapshot(host, shadow, key) {
  try {
    const record = takeSnapshot(host, shadow);
    if (record) localStorage.setItem(key, JSON.stringify(record));
  } catch {
    /* no storage: no snapshot */
  }
}

const num = (v, lo, hi) => typeof v === 'number' && Number.isFinite(v) && v >= lo && v <= hi;

/** Whether the record `r` was taken in a box of `host`'s size as it is now. */
function fits(host, r) {
  const box = host.getBoundingClientRect();
  // Another screen or another layout: its places would be wrong.
  return Math.abs(r.box[0] - box.width) <= 1 && Math.abs(r.box[1] - box.height) <= 1;
}

/**
 * The stored record under `key`, if it has exactly the snapshot's shape
 * and is of the deal `host` asks for (whatever `host`'s size); else null.
 */
function readRecord(host, key) {
  let text;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (typeof text !== 'string' || text.length > MAX_SNAPSHOT) return null;
  let r;
  try {
    r = JSON.parse(text);
  } catch {
    return null;
  }
  if (!r || typeof r !== 'object' || r.v !== SNAPSHOT_VERSION) return null;
  if (!Array.isArray(r.box) || r.box.length !== 2 || !num(r.box[0], 1, 20_000) || !num(r.box[1], 1, 20_000)) return null;
  const [w, h] = r.box;
  const inside = (a, n) =>
    Array.isArray(a) && a.length === n && num(a[0], -w, 2 * w) && num(a[1], -h, 2 * h) && (n < 4 || (num(a[2], 0, w) && num(a[3], 0, 4 * h)));
  if (!inside(r.felt, 4)) return null;
  if (!Array.isArray(r.card) || r.card.length !== 2 || !num(r.card[0], 8, 400) || !num(r.card[1], 8, 600)) return null;
  // The deal asked for (the attributes, or the game's own page's address)
  // is the one drawn.
  const ask = (name) => host.getAttribute(name) ?? (host.hasAttribute('page') ? new URLSearchParams(location.search).get(name) : null);
  const [game, deal] = [ask('game'), ask('deal')];
  if (typeof r.game !== 'string' || !GAMES.includes(r.game) || (game !== null && game.trim().toLowerCase() !== r.game)) return null;
  if (typeof r.deal !== 'string' || !/^[0-9]{1,10}$/.test(r.deal) || (deal !== null && deal.trim() !== r.deal)) return null;
  if (!THEMES.includes(r.theme) || !FACES.includes(r.face)) return null;
  if (!Array.isArray(r.piles) || r.piles.length > 40 || !Array.isArray(r.cards) || r.cards.length > 104) return null;
  for (const p of r.piles) {
    if (!Array.isArray(p) || p.length !== 6 || !PILES.includes(p[0]) || !inside(p.slice(1, 5), 4) || !num(p[5], 0, 3)) return null;
  }
  for (const c of r.cards) {
    if (!Array.isArray(c) || c.length !== 4 || !RANKS.includes(c[0]) || !SUITS.includes(c[1]) || !inside(c.slice(2), 2)) return null;
  }
  return r;
}

function el(tag, ...classes) {
  const e = document.createElement(tag);
  e.classList.add(...classes);
  return e;
}

function place(e, x, y, w, h) {
  e.style.left = `${x}px`;
  e.style.top = `${y}px`;
  if (w !== undefined) {
    e.style.width = `${w}px`;
    e.style.height = `${h}px`;
  }
}

/**
 * Puts `drawn` (drawSnapshot's) in `shadow` (whose sheet is adopted: the
 * box has its size), if it was taken in a box of `host`'s size as it is
 * now: true where it did.
 */
export function placeSnapshot(host, shadow, drawn) {
  if (!drawn || !fits(host, drawn.record)) return false;
  for (const old of shadow.querySelectorAll('.picture')) old.remove();
  shadow.append(drawn.box);
  return true;
}

/**
 * `host`'s stored snapshot (under `key`), if there is a sound one, drawn
 * in a box not yet on the page (placeSnapshot puts it there once the style
 * sheet is here, checking the host's size then): {box, record}, or null.
 */
export function drawSnapshot(host, key) {
  const r = readRecord(host, key);
  if (!r) return null;
  const box = el('div', 'picture');
  box.setAttribute('part', 'poster');
  box.setAttribute('aria-hidden', 'true');
  box.dataset.picture = 'snapshot';
  const frame = el('div', 'patience', 'embed', 'snapshot');
  frame.setAttribute('data-theme', r.theme);
  frame.setAttribute('data-card-index', r.face);
  const felt = el('div', 'table');
  felt.style.position = 'absolute';
  place(felt, ...r.felt);
  felt.style.setProperty('--cw', `${r.card[0]}px`);
  felt.style.setProperty('--ch', `${r.card[1]}px`);
  const [fx, fy] = r.felt;
  for (const [kind, x, y, w, h, backs] of r.piles) {
    // A pile draws nothing here but its backs (the record does not say
    // which piles are empty, so no place's outline shows): one without
    // any is left out, a box fewer to style and lay out before the paint.
    if (backs === 0) continue;
    const pile = el('div', 'pile', kind);
    place(pile, x - fx, y - fy, w, h);
    for (let i = 0; i < backs; i++) pile.append(el('div', 'back'));
    felt.append(pile);
  }
  // What a later card hides of each card, from the later cards' tops in
  // its column (the same x). A card squared under a later one (a
  // foundation's, the waste's) shows only its edge: its face, under the
  // same opaque box, is not drawn ('covered': two text boxes fewer to lay
  // out and paint each, a foundation's dozen). A number card fanned under
  // a later one that starts less than BURIED_STEP of a card's height below
  // it (a column's cards) shows only its top strip, its corner index: its
  // centre's suit, lower on the card (style.css: .card::after, the large
  // index's lower still), lies under the later card's opaque face and is
  // not drawn ('buried': a text box fewer each, most of a column's cards).
  const hidden = [];
  const tops = new Map();
  const step = BURIED_STEP * r.card[1];
  for (let i = r.cards.length - 1; i >= 0; i--) {
    const [rank, , x, y] = r.cards[i];
    const below = tops.get(x) ?? [];
    if (below.includes(y)) hidden[i] = 'covered';
    else if (!FACED.includes(rank) && below.some((t) => t > y && t - y <= step)) hidden[i] = 'buried';
    below.push(y);
    tops.set(x, below);
  }
  for (const [i, [rank, suit, x, y]] of r.cards.entries()) {
    const card = el('div', 'card', suit === '♥' || suit === '♦' ? 'red' : 'black');
    if (hidden[i]) card.classList.add(hidden[i]);
    if (rank === 'A') card.classList.add('ace');
    if (COURTS.includes(rank)) card.classList.add('court');
    card.setAttribute('data-r', rank);
    card.setAttribute('data-s', suit);
    place(card, x - fx, y - fy);
    felt.append(card);
  }
  frame.append(felt);
  box.append(frame);
  return { box, record: r };
}
