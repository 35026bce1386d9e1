//! Moves and their tokens (`t3-f2`, `t3x4-t7`, `w-f1`, `r-t2`, `s`, `redeal`),
//! and the card movements a move is made of.

use super::pile::{parse_index, PileId, PileKind, FOUNDATIONS};
use std::fmt;
use std::str::FromStr;

/// A player's move, as the protocol's tokens name it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// `s`: deal from the stock, turn a card to the waste, or recycle the waste.
    Stock,
    /// `redeal`: Capricieuse's redeal.
    Redeal,
    /// The top `count` cards of `from`, as a unit, onto `to`. `from` is a
    /// tableau pile, the waste or the reserve; `to` a foundation or a tableau
    /// pile; `count` is 1 except for runs from a tableau pile.
    Transfer { from: PileId, count: u8, to: PileId },
}

impl Move {
    /// A single card from `from` to `to`.
    pub const fn single(from: PileId, to: PileId) -> Move {
        Move::Transfer { from, count: 1, to }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Stock => f.write_str("s"),
            Move::Redeal => f.write_str("redeal"),
            Move::Transfer { from, count, to } => {
                match from.kind() {
                    PileKind::Waste => f.write_str("w")?,
                    PileKind::Reserve => f.write_str("r")?,
                    _ => write!(f, "{from}")?,
                }
                if count > 1 {
                    write!(f, "x{count}")?;
                }
                write!(f, "-{to}")
            }
        }
    }
}

/// A token's bytes, zero-padded, built without allocating (the longest
/// token, `t13x104-t13`, is 11 bytes; any pile pair with a count fits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TokenKey([u8; 20]);

impl TokenKey {
    fn push(&mut self, n: &mut usize, bytes: &[u8]) {
        for &b in bytes {
            if let Some(slot) = self.0.get_mut(*n) {
                *slot = b;
                *n += 1;
            }
        }
    }

    fn push_number(&mut self, n: &mut usize, v: usize) {
        let mut digits = [0u8; 3];
        let mut len = 0;
        let mut v = v.min(999);
        loop {
            digits[len] = b'0' + (v % 10) as u8;
            len += 1;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        digits[..len].reverse();
        self.push(n, &digits[..len]);
    }

    fn push_pile(&mut self, n: &mut usize, pile: PileId) {
        match pile.kind() {
            PileKind::Foundation(i) => {
                self.push(n, b"f");
                self.push_number(n, i + 1);
            }
            PileKind::Tableau(i) => {
                self.push(n, b"t");
                self.push_number(n, i + 1);
            }
            PileKind::Stock => self.push(n, b"stock"),
            PileKind::Waste => self.push(n, b"waste"),
            PileKind::Reserve => self.push(n, b"reserve"),
            PileKind::Packet => self.push(n, b"packet"),
        }
    }
}

impl Move {
    /// The move's token as a sort key: keys order as the tokens' bytes do
    /// (no token has a zero byte), and making one allocates nothing (the
    /// order of [`Position::legal_moves`](super::Position::legal_moves),
    /// which replay codes index).
    pub fn token_key(&self) -> TokenKey {
        let mut key = TokenKey([0; 20]);
        let n = &mut 0;
        match *self {
            Move::Stock => key.push(n, b"s"),
            Move::Redeal => key.push(n, b"redeal"),
            Move::Transfer { from, count, to } => {
                match from.kind() {
                    PileKind::Waste => key.push(n, b"w"),
                    PileKind::Reserve => key.push(n, b"r"),
                    _ => key.push_pile(n, from),
                }
                if count > 1 {
                    key.push(n, b"x");
                    key.push_number(n, usize::from(count));
                }
                key.push(n, b"-");
                key.push_pile(n, to);
            }
        }
        key
    }
}

#[cfg(test)]
mod token_key_tests {
    use super::*;

    #[test]
    fn token_keys_are_the_tokens_bytes() {
        let mut piles: Vec<PileId> = ["stock", "waste", "reserve"]
            .into_iter()
            .filter_map(PileId::parse)
            .collect();
        piles.extend((1..=8).filter_map(|i| PileId::parse(&format!("f{i}"))));
        piles.extend((1..=13).filter_map(|i| PileId::parse(&format!("t{i}"))));
        let mut moves = vec![Move::Stock, Move::Redeal];
        for &from in &piles {
            for &to in &piles {
                for count in [1, 2, 13, 104] {
                    moves.push(Move::Transfer { from, count, to });
                }
            }
        }
        for m in &moves {
            let mut expected = [0u8; 20];
            let token = m.to_string();
            expected[..token.len()].copy_from_slice(token.as_bytes());
            assert_eq!(m.token_key(), TokenKey(expected), "{token}");
        }
        let mut by_key = moves.clone();
        by_key.sort_by_key(Move::token_key);
        moves.sort_by_cached_key(|m| m.to_string());
        assert_eq!(by_key, moves);
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a move token could not be read. This is about the token's form, not
/// about whether the move is legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveParseError(pub String);

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a move token (expected s, redeal, or SOURCE-TARGET such as t3-f2, t3x4-t7, w-t1, r-f5)",
            super::quote::cut(&self.0)
        )
    }
}

impl std::error::Error for MoveParseError {}

/// Largest run a token may name; more than the 104 cards there are is malformed.
const MAX_COUNT: usize = 104;

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(s: &str) -> Result<Move, MoveParseError> {
        let err = || MoveParseError(s.to_string());
        match s {
            "s" => return Ok(Move::Stock),
            "redeal" => return Ok(Move::Redeal),
            _ => {}
        }
        let (src, dst) = s.split_once('-').ok_or_else(err)?;
        let (from, count) = match src {
            "w" => (PileId::WASTE, 1),
            "r" => (PileId::RESERVE, 1),
            _ => {
                let rest = src.strip_prefix('t').ok_or_else(err)?;
                let (pile, count) = match rest.split_once('x') {
                    Some((pile, count)) => {
                        let count = parse_count(count).ok_or_else(err)?;
                        (pile, count)
                    }
                    None => (rest, 1),
                };
                let n = parse_index(pile).ok_or_else(err)?;
                (PileId::tableau(n - 1), count)
            }
        };
        let (kind, digits) = dst.split_at_checked(1).ok_or_else(err)?;
        let n = parse_index(digits).ok_or_else(err)?;
        let to = match kind {
            // Every game has exactly eight foundations: `f9` names no pile
            // at all (and would otherwise alias the stock or a tableau pile).
            "f" if n <= FOUNDATIONS => PileId::foundation(n - 1),
            "t" => PileId::tableau(n - 1),
            _ => return Err(err()),
        };
        Ok(Move::Transfer {
            from,
            count: count as u8,
            to,
        })
    }
}

/// A run length in a token: 2 or more (`x1` is never written), no leading zero.
fn parse_count(digits: &str) -> Option<usize> {
    let bytes = digits.as_bytes();
    if bytes.is_empty() || bytes.len() > 3 || bytes[0] == b'0' {
        return None;
    }
    if !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let n: usize = digits.parse().ok()?;
    (2..=MAX_COUNT).contains(&n).then_some(n)
}

/// One physical step of a move: the top `count` cards of `from` are lifted
/// as a unit, keeping their order, and put on top of `to`.
///
/// A move is a list of these. Undoing it replays the list backwards with
/// `from` and `to` swapped, which restores the position exactly; the view
/// animates the same list.
///
/// The redeals use the hidden **packet** (`PileId::PACKET`, empty between
/// moves, never in a position's JSON):
///
/// - Capricieuse: the tableau is gathered into the packet one card at a
///   time (`t12`'s top card first, `t1`'s bottom card last), then the
///   packet deals out card by card to tableau piles and foundations.
/// - Russian Patience, in three phases: **gather** as Capricieuse (one
///   movement per card, tableau pile → packet); **shuffle**: one movement
///   `{ from: PACKET, to: PACKET, count: n }` (`n` = the packet's cards),
///   the only movement whose two piles are the same, which reorders the
///   packet by [`crate::engine::deal::redeal_order`] (its undo puts the
///   gathered order back; the view shows a shuffle of the packet, which is
///   the same card faces in a new order); **deal**: one card each from the
///   packet to `t1`, `t2`, … (at most one row), then the rest as one
///   movement from the packet to the stock. Replaying the list backwards
///   (swapping `from` and `to`, the shuffle staying a shuffle) is its
///   undo, as for every other move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Movement {
    pub from: PileId,
    pub to: PileId,
    pub count: u8,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip() {
        for t in [
            "s", "redeal", "t3-f2", "t3-t7", "t3x4-t7", "w-f1", "w-t2", "r-f1", "r-t2", "t13-t12",
            "t1x13-t2",
        ] {
            let m: Move = t.parse().unwrap();
            assert_eq!(m.to_string(), t);
        }
    }

    #[test]
    fn malformed_tokens_are_refused() {
        for t in [
            "",
            "S",
            "t3",
            "t3-",
            "-t3",
            "t0-f1",
            "t3-f0",
            "t03-f1",
            "t3x1-t4",
            "t3x0-t4",
            "t3x-t4",
            "wx2-t1",
            "f1-t3",
            "t3-w",
            "t3-s",
            "x-t1",
            "t3--t4",
            "t3-t4 ",
            " s",
            "t3x02-t4",
            "t3x105-t4",
            "redeal2",
            "t-1-f1",
            "t3-f9",
            "t3-f13",
            "w-f10",
        ] {
            assert!(t.parse::<Move>().is_err(), "{t:?} should be malformed");
        }
    }
}
