// Keyboard-only play for the end-to-end tests: moving the roving focus
// between piles with the arrow keys, and playing a move token with
// Enter/Space, the way a player without a pointer does. Also reads the
// screen-reader live region.

import { assert, settle } from './helpers.mjs';

/** The pile the focus is on (its data-pile), or null. */
export function focusedPile(page) {
  return page.evaluate(() => $root().activeElement?.closest?.('[data-table] [data-pile]')?.getAttribute('data-pile') ?? null);
}

/**
 * Moves the focus to `pile` with arrow keys only, choosing each key from
 * where the two piles are on screen; fails if a key does not move the focus
 * (or after too many). `avoidVertical`: while holding cards on their own
 * pile, Up and Down choose the run's length, so go sideways first.
 */
export async function focusPile(page, pile, { avoidVertical = false } = {}) {
  const presses = [];
  let last = null;
  for (let i = 0; i < 40; i++) {
    const s = await page.evaluate((pile) => {
      const target = $root().querySelector(`[data-table] [data-pile="${pile}"]`);
      const cur = $root().activeElement?.closest?.('[data-table] [data-pile]');
      if (!target) return { error: `no pile ${pile}` };
      if (cur === target) return { done: true };
      if (!cur) return { outside: true };
      const a = cur.getBoundingClientRect();
      const b = target.getBoundingClientRect();
      return { from: cur.getAttribute('data-pile'), dx: b.left - a.left, dy: b.top - a.top };
    }, pile);
    if (s.error) throw new Error(s.error);
    if (s.done) return presses;
    // A key that did not move the focus (the first one while holding may
    // lengthen the run instead) means the arrows cannot get there.
    if (last !== null && s.from === last && !(avoidVertical && i === 1)) {
      throw new Error(`${presses.at(-1)} did not move the focus from ${last} towards ${pile} (${presses.join(' ')})`);
    }
    let key;
    if (s.outside) key = 'ArrowRight';
    else {
      const vertical = Math.abs(s.dy) > 4;
      const horizontal = Math.abs(s.dx) > 4;
      const sideFirst = avoidVertical && i === 0 && horizontal;
      if (vertical && !sideFirst) key = s.dy > 0 ? 'ArrowDown' : 'ArrowUp';
      else key = s.dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    }
    last = s.from ?? null;
    await page.keyboard.press(key);
    presses.push(key);
  }
  throw new Error(`could not reach ${pile} with arrows: ${presses.join(' ')}`);
}

const PILE = { w: 'waste', r: 'reserve' };

/**
 * Plays one move token with the keyboard alone: `s` focuses the stock and
 * presses Enter (or, with `shortcuts`, presses S), `redeal` presses E, a
 * transfer focuses its source, presses Enter (then Enter again until the
 * held unit is the token's run), focuses its target and presses Enter (or Space,
 * alternating, to use both keys). Waits for the table to settle.
 */
export async function playKeys(page, token, { shortcuts = false, space = false } = {}) {
  const activate = space ? 'Space' : 'Enter';
  if (token === 's') {
    if (shortcuts) await page.keyboard.press('s');
    else {
      await focusPile(page, 'stock');
      await page.keyboard.press(activate);
    }
  } else if (token === 'redeal') {
    await page.keyboard.press('e');
  } else {
    const m = /^(t\d+|w|r)(?:x(\d+))?-(t\d+|f\d+)$/.exec(token);
    if (!m) throw new Error(`not a move token: ${token}`);
    const from = PILE[m[1]] ?? m[1];
    const count = m[2] ? Number(m[2]) : 1;
    await focusPile(page, from);
    const lifted = () => page.locator(`[data-pile="${from}"] .card.lifted`).count();
    await page.keyboard.press(activate);
    // Again on the same pile: the next longer unit the rules allow.
    for (let k = 0; k < 20 && (await lifted()) !== count; k++) await page.keyboard.press(activate);
    assert.equal(await lifted(), count, `${token}: holding ${count} card(s)`);
    await focusPile(page, m[3], { avoidVertical: true });
    await page.keyboard.press(activate);
  }
  await settle(page);
}

/** The live region's announcements, oldest first. */
export function announcements(page) {
  return page.locator('[data-announcer] p').allTextContents();
}

/** The latest announcement. */
export async function lastAnnouncement(page) {
  return (await announcements(page)).at(-1) ?? '';
}

/** "ten of spades" → "Ten of spades" (announcements start with a capital). */
export const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a pile is called in words: "tableau pile 3", "foundation 2", "the waste". */
export function pileWords(name) {
  if (/^t\d+$/.test(name)) return `tableau pile ${name.slice(1)}`;
  if (/^f\d+$/.test(name)) return `foundation ${name.slice(1)}`;
  return `the ${name}`;
}
