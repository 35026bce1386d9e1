//! Deal numbers and the shuffle. **Deal numbers are forever**: the same
//! number must give the same deal in every later version, so this file
//! depends on nothing that a dependency update could change.
//!
//! # The shuffle, exactly
//!
//! 1. The ordered double pack: spades A..K, hearts A..K, diamonds A..K,
//!    clubs A..K, then the same again (104 cards, index 0 to 103).
//! 2. A ChaCha20 stream (`rand_chacha::ChaCha20Rng`, 20 rounds, as the
//!    algorithm specifies) seeded by a 32-byte key whose first four bytes
//!    are the deal number, little-endian, and the rest zero. Only its raw
//!    32-bit outputs (`next_u32`) are used; no `rand` sampling helper,
//!    whose algorithms may change between versions.
//! 3. Fisher–Yates from the end: for `i` from 103 down to 1, draw `j`
//!    uniformly in `0..=i` and swap cards `i` and `j`. Uniform draws use
//!    rejection: take `x = next_u32()`, accept when
//!    `x < 2^32 - (2^32 mod (i+1))`, and use `x mod (i+1)`.
//! 4. The shuffled pack is dealt from index 0 onwards, in the order each
//!    game's deal describes; the cards not dealt form the stock so that the
//!    next card in shuffled order is the top of the stock (the last card
//!    of the protocol's `stock` list).
//!
//! Each game deals the same shuffled pack for the same number; the games
//! use it differently, so their deals differ.

use super::card::{Card, Rank};
use super::pile::PileId;
use super::position::{NoLog, Position};
use super::rules::{DealRule, Variant};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::fmt;
use std::str::FromStr;

/// A deal number, from 1 to 4294967295.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DealNumber(u32);

impl DealNumber {
    pub const MIN: DealNumber = DealNumber(1);
    pub const MAX: DealNumber = DealNumber(u32::MAX);

    pub fn new(n: u64) -> Result<DealNumber, DealNumberError> {
        match u32::try_from(n) {
            Ok(0) | Err(_) => Err(DealNumberError(n.to_string())),
            Ok(v) => Ok(DealNumber(v)),
        }
    }

    pub const fn get(self) -> u32 {
        self.0
    }
}

impl fmt::Display for DealNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A deal number outside 1..=4294967295, or not a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealNumberError(pub String);

impl fmt::Display for DealNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a deal number (deals are whole numbers from 1 to 4294967295)",
            self.0
        )
    }
}

impl std::error::Error for DealNumberError {}

impl FromStr for DealNumber {
    type Err = DealNumberError;

    fn from_str(s: &str) -> Result<DealNumber, DealNumberError> {
        let err = || DealNumberError(s.to_string());
        if s.is_empty() || s.len() > 10 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        s.parse::<u64>()
            .map_err(|_| err())
            .and_then(|n| DealNumber::new(n).map_err(|_| err()))
    }
}

/// The shuffled double pack for a deal number (index 0 is dealt first).
pub fn shuffled_pack(deal: DealNumber) -> [Card; 104] {
    let mut pack: [Card; 104] = std::array::from_fn(Card::from_index);
    let mut seed = [0u8; 32];
    seed[..4].copy_from_slice(&deal.0.to_le_bytes());
    let mut rng = ChaCha20Rng::from_seed(seed);
    for i in (1..pack.len()).rev() {
        let j = uniform_below(&mut rng, i as u32 + 1) as usize;
        pack.swap(i, j);
    }
    pack
}

/// A uniform draw from `0..n` by rejection (`n` > 0).
fn uniform_below(rng: &mut ChaCha20Rng, n: u32) -> u32 {
    let n64 = u64::from(n);
    let zone = (1u64 << 32) - ((1u64 << 32) % n64);
    loop {
        let x = u64::from(rng.next_u32());
        if x < zone {
            return (x % n64) as u32;
        }
    }
}

/// The starting position of `variant` for deal `deal`.
pub fn deal(variant: Variant, deal: DealNumber) -> Position {
    deal_pack(variant, &shuffled_pack(deal))
}

/// Deals a given pack order (index 0 first) by the game's deal rule.
pub fn deal_pack(variant: Variant, pack: &[Card; 104]) -> Position {
    let mut pos = Position::empty(variant);
    let rules = variant.rules();
    let mut rest: Vec<Card> = pack.to_vec();
    match rules.deal {
        DealRule::Caprice => {
            // The first Ace and the first King of each suit start the foundations.
            let mut taken = [false; 8];
            rest.retain(|&c| {
                let slot = match c.rank() {
                    Rank::ACE => c.suit().index(),
                    Rank::KING => c.suit().index() + 4,
                    _ => return true,
                };
                if taken[slot] {
                    true
                } else {
                    taken[slot] = true;
                    pos.pile_mut(PileId::foundation(slot)).push(c);
                    false
                }
            });
            let mut rest = rest.into_iter();
            for t in 0..rules.tableau_piles {
                pos.pile_mut(PileId::tableau(t)).extend(rest.next());
            }
            stock_from(&mut pos, rest);
        }
        DealRule::Capricieuse => {
            // The packet's top (last) card is dealt first.
            rest.reverse();
            *pos.pile_mut(PileId::PACKET) = rest;
            pos.deal_packet(&mut NoLog);
        }
        DealRule::LucasLeaps => {
            let mut rest = rest.into_iter();
            for _row in 0..4 {
                for t in 0..rules.tableau_piles {
                    pos.pile_mut(PileId::tableau(t)).extend(rest.next());
                }
            }
            stock_from(&mut pos, rest);
        }
        DealRule::DoubleCanfield => {
            let mut rest = rest.into_iter();
            let base = rest.next().expect("a pack has 104 cards");
            pos.pile_mut(PileId::foundation(0)).push(base);
            pos.set_base(base.rank());
            pos.pile_mut(PileId::RESERVE).extend(rest.by_ref().take(13));
            for t in 0..rules.tableau_piles {
                pos.pile_mut(PileId::tableau(t)).extend(rest.next());
            }
            stock_from(&mut pos, rest);
        }
    }
    pos
}

/// The undealt cards become the stock, next card in pack order on top.
fn stock_from(pos: &mut Position, rest: impl DoubleEndedIterator<Item = Card>) {
    pos.pile_mut(PileId::STOCK).extend(rest.rev());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_numbers() {
        assert!("0".parse::<DealNumber>().is_err());
        assert!("4294967296".parse::<DealNumber>().is_err());
        assert!("-1".parse::<DealNumber>().is_err());
        assert!("1e3".parse::<DealNumber>().is_err());
        assert!("".parse::<DealNumber>().is_err());
        assert!("+5".parse::<DealNumber>().is_err());
        assert_eq!("4294967295".parse::<DealNumber>().unwrap().get(), u32::MAX);
        assert_eq!("007".parse::<DealNumber>().unwrap().get(), 7);
    }

    #[test]
    fn shuffle_is_a_permutation_of_two_packs() {
        for n in [1u64, 2, 1000, u64::from(u32::MAX)] {
            let pack = shuffled_pack(DealNumber::new(n).unwrap());
            let mut counts = [0; 52];
            for c in pack {
                counts[c.index()] += 1;
            }
            assert!(counts.iter().all(|&k| k == 2));
        }
        assert_ne!(
            shuffled_pack(DealNumber::new(1).unwrap()),
            shuffled_pack(DealNumber::new(2).unwrap())
        );
    }
}
