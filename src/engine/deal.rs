//! Deal numbers and the shuffle. **Deal numbers are forever**: the same
//! number must give the same deal in every later version. The random
//! stream is `rand_chacha`'s `ChaCha20Rng` (through rand's `RngCore` and
//! `SeedableRng` traits), pinned to an exact version in `Cargo.toml`; the
//! draw and the shuffle below are our own few lines, not a library's
//! sampling helpers, so no library update can change them. The tests here
//! check the stream against RFC 8439's test vectors, and the golden deals
//! (`tests/golden.rs`) and the independent reference (`tests/crosscheck.rs`)
//! pin the result: a dependency update that changed a deal fails them.
//!
//! # The shuffle, exactly
//!
//! 1. The ordered double pack: spades A..K, hearts A..K, diamonds A..K,
//!    clubs A..K, then the same again (104 cards, index 0 to 103).
//! 2. A ChaCha20 stream (20 rounds; the same stream as
//!    `rand_chacha::ChaCha20Rng`) keyed by 32 bytes whose first four are
//!    the deal number, little-endian, and the rest zero; block counter
//!    and nonce start at zero. Its 32-bit output words are used in order
//!    (word 0 of block 0 first); no sampling helper of a library.
//! 3. Fisher–Yates from the end: for `i` from 103 down to 1, draw `j`
//!    uniformly in `0..=i` and swap cards `i` and `j`. Uniform draws use
//!    rejection: take `x = next_u32()`, accept when
//!    `x < 2^32 - (2^32 mod (i+1))`, and use `x mod (i+1)`.
//! 4. The shuffled pack is dealt from index 0 onwards (see [`super::start`]), in the order each
//!    game's deal describes; the cards not dealt form the stock so that the
//!    next card in shuffled order is the top of the stock (the last card
//!    of the protocol's `stock` list).
//!
//! Each game deals the same shuffled pack for the same number; the games
//! use it differently, so their deals differ.
//!
//! # The redeal shuffle (Russian Patience), exactly
//!
//! A redeal gathers the tableau into a packet of `n` cards (`G[0]` is
//! `t1`'s bottom card, then `t1` upwards, then `t2`, …, `t12`'s top card
//! last), shuffles it, and deals it as at the start. [`redeal_order`] gives
//! the shuffle: the `k`-th card dealt is `G[q[k]]`. It is the deal shuffle
//! above, keyed by a hash of the gathered cards and the redeal's number,
//! and made exactly uniform:
//!
//! 1. Keys. For `j` = 0, 1, 2, `h_j` is 32-bit FNV-1a (offset basis
//!    2166136261, prime 16777619; for each byte `b`: `h ^= b`, then
//!    `h *= prime` modulo 2^32) over the bytes: `j`; the redeal's number
//!    (1 for the first redeal, 2 for the second); then each gathered
//!    card's index (spades A..K = 0..12, hearts 13..25, diamonds 26..38,
//!    clubs 39..51), in ascending order. Deal number `d_j` is `h_j`, or 1
//!    when `h_j` is 0. (Only which cards are gathered enters the key, not
//!    their order, so undo can compute the same order from the shuffled
//!    packet.)
//! 2. `P` = the shuffled pack of deal `d_0` (steps 1–3 above).
//! 3. 52 fair coins, one per card index `c`: for `j` = 1, 2, take the
//!    shuffled pack of deal `d_j`, list the card indexes in the order of
//!    their first appearance, and for `m` in 0..26 set coin
//!    `c = 26(j-1) + m` to 1 when index `2m` appears before index `2m+1`
//!    in that list (else 0).
//! 4. Labels: going through `P` from index 0, the card of index `c` gets
//!    label `c + 52·(o XOR coin c)`, where `o` is 0 at its first
//!    appearance and 1 at its second. The labels are a uniformly random
//!    order of 0..104 (the pack fixes where each card's two copies go, the
//!    coin which copy is which).
//! 5. `q` is the labels below `n`, in order.

use super::card::Card;
use rand::{RngCore, SeedableRng};
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
            super::quote::cut(&self.0)
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
    let mut rng = stream(deal);
    for i in (1..pack.len()).rev() {
        let j = uniform_below(&mut rng, i as u32 + 1) as usize;
        pack.swap(i, j);
    }
    pack
}

/// The ChaCha20 stream of a deal (step 2 above): the 32-byte key is the
/// deal number, little-endian, then zeros; block counter and nonce start
/// at zero.
pub fn stream(deal: DealNumber) -> ChaCha20Rng {
    let mut seed = [0u8; 32];
    seed[..4].copy_from_slice(&deal.0.to_le_bytes());
    ChaCha20Rng::from_seed(seed)
}

/// A uniform draw from `0..n` by rejection (`n` > 0; step 3 above): the
/// stream's next 32-bit word `x`, accepted when below the largest multiple
/// of `n` that fits in 2^32, gives `x mod n`.
pub fn uniform_below(rng: &mut impl RngCore, n: u32) -> u32 {
    let n64 = u64::from(n);
    let zone = (1u64 << 32) - ((1u64 << 32) % n64);
    loop {
        let x = u64::from(rng.next_u32());
        if x < zone {
            return (x % n64) as u32;
        }
    }
}

/// 32-bit FNV-1a over `bytes`.
pub(crate) fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u32 {
    bytes.into_iter().fold(2_166_136_261u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(16_777_619)
    })
}

/// The redeal shuffle (see the module docs): for the `n` cards of a
/// gathered packet, in gathered order (`gathered[0]` is dealt first
/// without a shuffle), and the redeal's number (1 or 2), the order in
/// which they are dealt: entry `k` is the index in `gathered` of the
/// `k`-th card dealt. Depends on the packet only through which cards it
/// holds, not their order. Returns the gathered order unchanged for more
/// than 104 cards (never a packet of two packs).
pub fn redeal_order(gathered: &[Card], redeal: u8) -> Vec<u8> {
    redeal_order_salted(gathered, redeal, 0)
}

/// [`redeal_order`] keyed also by `salt`: salt 0 is [`redeal_order`]
/// itself (the real games' shuffle); any other salt adds its four bytes,
/// little-endian, to the hashed packet, which gives another shuffle. The
/// honest player (`solver::honest`) draws salts for its imagined games,
/// since no player knows how a redeal will shuffle.
pub fn redeal_order_salted(gathered: &[Card], redeal: u8, salt: u32) -> Vec<u8> {
    let n = gathered.len();
    if n > 104 {
        return (0..n).map(|k| k as u8).collect();
    }
    let mut indexes: Vec<u8> = gathered.iter().map(|c| c.index() as u8).collect();
    indexes.sort_unstable();
    let pack = |j: u8| {
        let salt_bytes = (salt != 0)
            .then(|| salt.to_le_bytes())
            .into_iter()
            .flatten();
        let h = fnv1a(
            [j, redeal]
                .into_iter()
                .chain(indexes.iter().copied())
                .chain(salt_bytes),
        );
        shuffled_pack(DealNumber(h.max(1)))
    };
    let mut coin = [0u8; 52];
    for j in 1..=2u8 {
        let mut first = [usize::MAX; 52];
        for (p, c) in pack(j).iter().enumerate() {
            let c = c.index();
            first[c] = first[c].min(p);
        }
        for m in 0..26 {
            coin[26 * usize::from(j - 1) + m] = u8::from(first[2 * m] < first[2 * m + 1]);
        }
    }
    let mut seen = [0u8; 52];
    let mut order = Vec::with_capacity(n);
    for card in pack(0) {
        let c = card.index();
        let label = c + 52 * usize::from(seen[c] ^ coin[c]);
        seen[c] = 1;
        if label < n {
            order.push(label as u8);
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stream of the all-zero key (RFC 8439 A.1 test vectors 1 and 2:
    /// blocks 0 and 1), and of a deal number's key.
    #[test]
    fn the_stream_is_rfc_8439_chacha20() {
        let mut z = ChaCha20Rng::from_seed([0; 32]);
        let words: Vec<u32> = (0..20).map(|_| z.next_u32()).collect();
        assert_eq!(
            words[..4],
            [0xade0_b876, 0x903d_f1a0, 0xe56a_5d40, 0x28bd_8653]
        );
        assert_eq!(
            words[16..],
            [0xbee7_079f, 0x7a38_5155, 0x7c97_ba98, 0x0d08_2d73]
        );
        // Deal 1's key: 01 00 00 00, then zeros (words worked out with the
        // RFC's block function, independently of rand_chacha).
        let mut one = stream(DealNumber::MIN);
        let first: Vec<u32> = (0..2).map(|_| one.next_u32()).collect();
        assert_eq!(first, ONE_FIRST);
    }

    const ONE_FIRST: [u32; 2] = [0x7c0a_d3c5, 0x9311_ece1];

    /// Rejection: a word at or above the zone is skipped, not folded.
    #[test]
    fn uniform_below_rejects_the_top_of_the_range() {
        struct Words(Vec<u32>);
        impl RngCore for Words {
            fn next_u32(&mut self) -> u32 {
                self.0.remove(0)
            }
            fn next_u64(&mut self) -> u64 {
                unreachable!("the shuffle draws 32-bit words only")
            }
            fn fill_bytes(&mut self, _: &mut [u8]) {
                unreachable!("the shuffle draws 32-bit words only")
            }
        }
        // 2^32 mod 3 = 1: the zone ends at 2^32 - 1, so u32::MAX is refused.
        let mut w = Words(vec![u32::MAX, 7]);
        assert_eq!(uniform_below(&mut w, 3), 1);
        assert!(w.0.is_empty());
        assert_eq!(uniform_below(&mut Words(vec![u32::MAX]), 1), 0);
    }

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
