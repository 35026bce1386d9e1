//! Canonical fingerprints of positions for the transposition table.
//!
//! A fingerprint is 128 bits computed from a canonical description of a
//! position, relative to the root of one search:
//!
//! - foundations by their heights (Caprice and Capricieuse: per fixed slot;
//!   Lucas Leaps and Double Canfield: the multiset of (suit, height), since
//!   their foundations are interchangeable);
//! - the tableau as a multiset of piles where the piles are interchangeable,
//!   as a sequence where their order still matters (Caprice while its stock
//!   deals to `t1`..`t12` in order, Capricieuse while a redeal would gather
//!   the piles in order);
//! - piles that only ever lose their top card during a search (Caprice's
//!   stock, Double Canfield's reserve) by their length;
//! - Russian Patience's stock by its cards: a redeal deals it anew, so two
//!   positions of one search with stocks of the same length may hold
//!   different cards in them;
//! - stock and waste where the stock turns onto a waste (Lucas Leaps,
//!   Double Canfield) as one sequence of cards, the waste bottom to top then
//!   the stock top to bottom, which turning and recycling never change,
//!   plus the waste's length;
//! - the redeals left.
//!
//! Two positions with the same description are the same position for every
//! rule of the game, so the search may treat them as one. Different
//! descriptions collide only if the 128-bit hashes do: with the tables a
//! search builds (at most tens of millions of entries) the chance is below
//! 10^-22 per search. [`Keyer`] caches each pile's hash between moves.

use crate::engine::pile::{FOUNDATIONS, MAX_TABLEAU};
use crate::engine::rules::{FoundationRule, GameId, RedealRule};
use crate::engine::{Card, Movement, PileId, PileKind, Position};
use std::hash::{BuildHasherDefault, Hasher};

/// A position's 128-bit canonical fingerprint.
pub type Key = u128;

const S0: u64 = 0xa076_1d64_78bd_642f;
const S1: u64 = 0xe703_7ed1_a0b4_28db;
const S2: u64 = 0x8ebc_6af0_9c88_c6e3;
const S3: u64 = 0x5899_65cc_7537_4cc3;
const S4: u64 = 0x1d8e_4e27_c47d_124f;
const S5: u64 = 0x9e37_79b9_7f4a_7c15;

/// Mixes the word `w` into the lane state `h` (`s`, `t`: the lane's secrets).
///
/// Natively: a 64x64 -> 128-bit multiply folded to 64 bits, one
/// instruction or two. WebAssembly has no 128-bit product (it would be a
/// library call), so there the lane uses 64-bit multiplies only. (The
/// 64-bit version natively makes Lucas Leaps' and Caprice's searches a
/// fifth slower.)
///
/// So a position's key is not the same natively and in the browser: keys
/// only ever tell positions apart (equal or not), and nothing that steers
/// a search (move order, what a table keeps) may depend on their values.
/// Then the command line and the browser search the same nodes in the same
/// order and find the same lines (`tests/solver.rs` pins some).
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn mix(h: u64, w: u64, s: u64, t: u64) -> u64 {
    let p = u128::from(w ^ s) * u128::from(h ^ t);
    (p as u64) ^ ((p >> 64) as u64)
}

#[cfg(target_arch = "wasm32")]
#[inline(always)]
fn mix(h: u64, w: u64, s: u64, t: u64) -> u64 {
    // One 64-bit multiply and a fold of its high half, as the native
    // version does with its 128-bit product: for a given state a bijection
    // of the word (an odd multiplier, then an xorshift). It replaced the
    // MurmurHash3 finaliser (two multiplies): the browser's search runs 11%
    // faster (2.88 M to 3.21 M nodes/s, `scripts/bench-solver-web.mjs`),
    // and searches the same nodes as the native one (the bench checks the
    // node counts; `tests/web.rs` the daily deals in Chromium).
    let x = ((h ^ t).rotate_left((s & 31) as u32 + 7) ^ w ^ s)
        .wrapping_mul(0xff51_afd7_ed55_8ccd ^ (t & 0xff0));
    x ^ (x >> 32)
}

/// Two independent 64-bit lanes.
#[derive(Clone, Copy)]
struct Lanes(u64, u64);

impl Lanes {
    const fn seed(tag: u64) -> Lanes {
        Lanes(S0 ^ tag, S1 ^ tag.rotate_left(32))
    }

    #[inline(always)]
    fn word(self, w: u64) -> Lanes {
        Lanes(mix(self.0, w, S2, S3), mix(self.1, w, S4, S5))
    }

    /// The cards of a pile, bottom to top, with its length.
    #[inline]
    fn cards(self, cards: &[Card]) -> Lanes {
        let mut h = self.word(cards.len() as u64);
        let mut chunks = cards.chunks_exact(8);
        for chunk in &mut chunks {
            let mut w = 0u64;
            for &c in chunk {
                w = (w << 8) | u64::from(c.to_byte());
            }
            h = h.word(w);
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = 0u64;
            for &c in rest {
                w = (w << 8) | u64::from(c.to_byte());
            }
            h = h.word(w);
        }
        h
    }

    /// A final mix, so that sums of pile hashes stay well spread.
    #[inline(always)]
    fn finish(self) -> u128 {
        let a = mix(self.1, self.0, S3, S0);
        let b = mix(self.0, self.1, S5, S2);
        (u128::from(a) << 64) | u128::from(b)
    }
}

/// Does the order of the tableau piles matter in this position?
///
/// Caprice deals its stock to `t1`..`t12` in order, and Capricieuse's redeal
/// gathers the piles in order; once the stock is empty, or no redeal is
/// left, nothing tells the piles apart. Lucas Leaps and Double Canfield
/// never tell them apart: fills go to the pile that was emptied and the
/// stock goes to the waste.
pub fn pile_order_matters(pos: &Position) -> bool {
    match pos.variant().game {
        GameId::Caprice => !pos.stock().is_empty(),
        GameId::Capricieuse => pos.redeals_left() > 0,
        // Rows deal to t1..t12 in order and only t1 and t12 play while they
        // do; a redeal gathers the piles in order.
        GameId::RussianPatience => !pos.stock().is_empty() || pos.redeals_left() > 0,
        GameId::LucasLeaps | GameId::DoubleCanfield => false,
    }
}

/// Computes canonical fingerprints, caching each tableau pile's hash and
/// the hash of the stock-and-waste sequence between calls. Tell it which
/// piles each applied or undone move touched ([`Keyer::touched`]).
///
/// Stock and waste: reading the waste bottom to top and then the stock top
/// to bottom gives one sequence that turning cards over and recycling never
/// change; only a card played from the waste leaves it. The position of the
/// stock and waste is that sequence plus the waste's length.
#[derive(Clone)]
pub struct Keyer {
    exact: bool,
    piles: [u128; MAX_TABLEAU],
    dirty: u32,
    sequence: u128,
    sequence_dirty: bool,
    /// The stock's cards (games whose redeal deals a new stock).
    stock: u128,
    stock_dirty: bool,
}

impl Default for Keyer {
    fn default() -> Self {
        Keyer::new()
    }
}

impl Keyer {
    /// A keyer of canonical fingerprints, with nothing cached.
    pub fn new() -> Keyer {
        Keyer {
            exact: false,
            piles: [0; MAX_TABLEAU],
            dirty: u32::MAX,
            sequence: 0,
            sequence_dirty: true,
            stock: 0,
            stock_dirty: true,
        }
    }

    /// A keyer of exact fingerprints: positions that differ only in the
    /// order of their piles get different keys.
    pub fn exact() -> Keyer {
        Keyer {
            exact: true,
            ..Keyer::new()
        }
    }

    /// Notes the piles that `movements` (of a move applied or undone) changed.
    #[inline]
    pub fn touched(&mut self, movements: &[Movement]) {
        for m in movements {
            for p in [m.from, m.to] {
                if let PileKind::Tableau(t) = p.kind() {
                    self.dirty |= 1 << t;
                }
            }
            let turn = (m.from == PileId::STOCK && m.to == PileId::WASTE)
                || (m.from == PileId::WASTE && m.to == PileId::STOCK);
            if !turn && (m.from == PileId::WASTE || m.to == PileId::WASTE) {
                self.sequence_dirty = true;
            }
            if m.from == PileId::STOCK || m.to == PileId::STOCK {
                self.stock_dirty = true;
            }
        }
    }

    /// The canonical fingerprint of `pos`, which must be the position the
    /// cache describes after the movements reported so far. Only meaningful
    /// between positions reached from one root (lengths stand for contents).
    pub fn key(&mut self, pos: &Position) -> Key {
        let rules = pos.rules();

        // Foundations.
        let mut fwords = [0u8; FOUNDATIONS];
        for (f, slot) in fwords.iter_mut().enumerate() {
            let pile = pos.foundation(f);
            *slot = match (rules.foundations, pile.first()) {
                (FoundationRule::FixedSuits, _) => pile.len() as u8,
                (_, None) => 0xff,
                (_, Some(c)) => ((c.suit().index() as u8) << 4) | pile.len() as u8,
            };
        }
        if rules.foundations != FoundationRule::FixedSuits && !self.exact {
            // Eight bytes: an insertion sort in place (the library's sort
            // is a call the size-optimised browser build cannot inline,
            // on the search's hottest path).
            for i in 1..FOUNDATIONS {
                let mut j = i;
                while j > 0 && fwords[j - 1] > fwords[j] {
                    fwords.swap(j - 1, j);
                    j -= 1;
                }
            }
        }
        let mut h = Lanes::seed(0x51).word(u64::from_le_bytes(fwords));

        // Stock, waste, reserve, redeals.
        if rules.has_waste {
            if self.sequence_dirty {
                // One sequence, whatever the split between waste and stock.
                let (waste, stock) = (pos.waste(), pos.stock());
                let mut q = Lanes::seed(0x3c).word((waste.len() + stock.len()) as u64);
                let mut w = 0u64;
                for (i, c) in waste.iter().chain(stock.iter().rev()).enumerate() {
                    w = (w << 8) | u64::from(c.to_byte());
                    if i % 8 == 7 {
                        q = q.word(w);
                        w = 0;
                    }
                }
                q = q.word(w);
                self.sequence = q.finish();
                self.sequence_dirty = false;
            }
            h = h
                .word(self.sequence as u64)
                .word((self.sequence >> 64) as u64)
                .word(pos.waste().len() as u64);
        }
        if rules.redeal == RedealRule::Shuffled {
            if self.stock_dirty {
                self.stock = Lanes::seed(0x5d).cards(pos.stock()).finish();
                self.stock_dirty = false;
            }
            h = h.word(self.stock as u64).word((self.stock >> 64) as u64);
        }
        h = h.word(
            ((pos.stock().len() as u64) << 16)
                | ((pos.reserve().len() as u64) << 8)
                | u64::from(pos.redeals_left()),
        );

        // Tableau.
        let n = rules.tableau_piles;
        let mut dirty = self.dirty & ((1 << n) - 1);
        while dirty != 0 {
            let t = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            self.piles[t] = Lanes::seed(0x7a).cards(pos.tableau(t)).finish();
        }
        self.dirty = 0;
        if self.exact || pile_order_matters(pos) {
            for &p in &self.piles[..n] {
                h = h.word(p as u64).word((p >> 64) as u64);
            }
            h.finish()
        } else {
            let sum = self.piles[..n]
                .iter()
                .fold(0u128, |a, &p| a.wrapping_add(p));
            h.word(sum as u64).word((sum >> 64) as u64).finish()
        }
    }
}

/// The canonical fingerprint of `pos`, computed from scratch.
pub fn key(pos: &Position) -> Key {
    Keyer::new().key(pos)
}

/// Fingerprints are already well mixed: hash them by their low bits.
/// (The search's transposition tables and the line polisher's index.)
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    #[inline(always)]
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    #[inline(always)]
    fn write_u128(&mut self, i: u128) {
        self.0 = i as u64;
    }
}

/// Hash maps and sets keyed by fingerprints.
pub(crate) type KeyState = BuildHasherDefault<KeyHasher>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{deal, DealNumber, GameId, Move, Spaces, Variant};

    fn variants() -> Vec<Variant> {
        let mut v: Vec<Variant> = [
            GameId::Caprice,
            GameId::Capricieuse,
            GameId::LucasLeaps,
            GameId::RussianPatience,
        ]
        .into_iter()
        .map(Variant::new)
        .collect();
        for draw in [1, 3] {
            v.push(
                Variant::with_options(GameId::DoubleCanfield, Some(draw), Some(Spaces::Any))
                    .unwrap(),
            );
        }
        v
    }

    /// The cached keys after any sequence of applied and undone moves are
    /// the keys computed from scratch.
    #[test]
    fn incremental_keys_equal_fresh_keys() {
        let mut rng = 0x2545_f491_4f6c_dd1d_u64;
        for v in variants() {
            for n in 1..=4 {
                let mut pos = deal(v, DealNumber::new(n).unwrap());
                let mut keyer = Keyer::new();
                let mut exact = Keyer::exact();
                let mut made: Vec<(Move, Vec<Movement>)> = Vec::new();
                let mut moves = Vec::new();
                for _ in 0..300 {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    pos.legal_moves_into(&mut moves);
                    if moves.is_empty() || (rng.is_multiple_of(5) && !made.is_empty()) {
                        let Some((mv, log)) = made.pop() else { break };
                        pos.undo(mv, &log);
                        keyer.touched(&log);
                        exact.touched(&log);
                    } else {
                        let mv = moves[(rng >> 8) as usize % moves.len()];
                        let mut log = Vec::new();
                        pos.apply_unchecked(mv, &mut log);
                        keyer.touched(&log);
                        exact.touched(&log);
                        made.push((mv, log));
                    }
                    assert_eq!(keyer.key(&pos), key(&pos), "{v} deal {n}");
                    assert_eq!(exact.key(&pos), Keyer::exact().key(&pos), "{v} deal {n}");
                }
            }
        }
    }

    /// Tableau piles in another order are the same position where the rules
    /// cannot tell them apart, and a different one where they can.
    #[test]
    fn pile_order_counts_only_where_the_rules_see_it() {
        let swap = |json: &str| {
            let mut v: serde_json::Value = serde_json::from_str(json).unwrap();
            let t = v["tableau"].as_array_mut().unwrap();
            t.swap(0, 1);
            Position::from_json(&v.to_string()).unwrap()
        };
        let lucas = deal(
            Variant::new(GameId::LucasLeaps),
            DealNumber::new(5).unwrap(),
        );
        assert_eq!(key(&lucas), key(&swap(&lucas.to_json())));
        assert_ne!(
            Keyer::exact().key(&lucas),
            Keyer::exact().key(&swap(&lucas.to_json()))
        );
        // Caprice deals its stock to t1..t12 in order.
        let caprice = deal(Variant::new(GameId::Caprice), DealNumber::new(5).unwrap());
        assert_ne!(key(&caprice), key(&swap(&caprice.to_json())));
        // Capricieuse's redeal gathers the piles in order...
        let capricieuse = deal(
            Variant::new(GameId::Capricieuse),
            DealNumber::new(5).unwrap(),
        );
        assert_ne!(key(&capricieuse), key(&swap(&capricieuse.to_json())));
        // ... until no redeal is left.
        let mut v: serde_json::Value = serde_json::from_str(&capricieuse.to_json()).unwrap();
        v["redeals_left"] = 0.into();
        let last = Position::from_json(&v.to_string()).unwrap();
        assert_eq!(key(&last), key(&swap(&last.to_json())));
        assert_ne!(key(&last), key(&capricieuse));
    }
}
