//! Pile identities: `f1`..`f8`, `t1`..`t13`, `stock`, `waste`, `reserve`.

use std::fmt;

/// The largest number of tableau piles any game has (Lucas Leaps: 13).
pub const MAX_TABLEAU: usize = 13;
/// Foundations in every game.
pub const FOUNDATIONS: usize = 8;
/// How many pile slots a [`crate::engine::Position`] holds.
pub const PILE_SLOTS: usize = 12 + MAX_TABLEAU;

/// Which kind of pile a [`PileId`] names. Indexes are 0-based here; the
/// protocol's names (`t1`, `f1`) are 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PileKind {
    Foundation(usize),
    Tableau(usize),
    Stock,
    Waste,
    Reserve,
    /// Capricieuse's packet: where the tableau is gathered during a redeal.
    /// It is empty between moves and never shown in a position.
    Packet,
}

/// A pile of the table. Slots: foundations 0..8, stock 8, waste 9, reserve 10,
/// packet 11, tableau from 12.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PileId(u8);

impl PileId {
    pub const STOCK: PileId = PileId(8);
    pub const WASTE: PileId = PileId(9);
    pub const RESERVE: PileId = PileId(10);
    pub const PACKET: PileId = PileId(11);

    /// Foundation `i`, 0-based (`foundation(0)` is `f1`).
    pub const fn foundation(i: usize) -> PileId {
        PileId(i as u8)
    }

    /// Tableau pile `i`, 0-based (`tableau(0)` is `t1`). Indexes past the
    /// last pile of a game are representable so that a move naming them can
    /// be refused with a reason; they never index a position's piles.
    pub const fn tableau(i: usize) -> PileId {
        PileId(12 + i as u8)
    }

    /// The slot in a position's pile array.
    #[inline(always)]
    pub const fn slot(self) -> usize {
        self.0 as usize
    }

    #[inline(always)]
    pub const fn kind(self) -> PileKind {
        match self.0 {
            0..=7 => PileKind::Foundation(self.0 as usize),
            8 => PileKind::Stock,
            9 => PileKind::Waste,
            10 => PileKind::Reserve,
            11 => PileKind::Packet,
            n => PileKind::Tableau(n as usize - 12),
        }
    }

    #[inline(always)]
    pub const fn is_tableau(self) -> bool {
        self.0 >= 12
    }

    pub const fn is_foundation(self) -> bool {
        self.0 < 8
    }

    /// The protocol's name: `f1`, `t3`, `stock`, `waste`, `reserve`.
    pub fn name(self) -> String {
        match self.kind() {
            PileKind::Foundation(i) => format!("f{}", i + 1),
            PileKind::Tableau(i) => format!("t{}", i + 1),
            PileKind::Stock => "stock".into(),
            PileKind::Waste => "waste".into(),
            PileKind::Reserve => "reserve".into(),
            PileKind::Packet => "packet".into(),
        }
    }

    /// Parses a protocol name (`f1`..`f8`, `t1`..`t13`, `stock`, `waste`, `reserve`).
    pub fn parse(s: &str) -> Option<PileId> {
        match s {
            "stock" => return Some(PileId::STOCK),
            "waste" => return Some(PileId::WASTE),
            "reserve" => return Some(PileId::RESERVE),
            _ => {}
        }
        let (kind, digits) = s.split_at_checked(1)?;
        let n = parse_index(digits)?;
        match kind {
            "f" if n <= FOUNDATIONS => Some(PileId::foundation(n - 1)),
            "t" if n <= MAX_TABLEAU => Some(PileId::tableau(n - 1)),
            _ => None,
        }
    }

    /// What a player calls it: "foundation 2", "tableau pile 3", "the stock".
    pub fn spoken(self) -> String {
        match self.kind() {
            PileKind::Foundation(i) => format!("foundation {}", i + 1),
            PileKind::Tableau(i) => format!("tableau pile {}", i + 1),
            PileKind::Stock => "the stock".into(),
            PileKind::Waste => "the waste".into(),
            PileKind::Reserve => "the reserve".into(),
            PileKind::Packet => "the packet".into(),
        }
    }
}

/// A 1-based pile number as the protocol writes it: no sign, no leading
/// zero, at most two digits. Returns it unchanged (still 1-based).
pub(crate) fn parse_index(digits: &str) -> Option<usize> {
    let bytes = digits.as_bytes();
    if bytes.is_empty() || bytes.len() > 2 || bytes[0] == b'0' {
        return None;
    }
    if !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    digits.parse().ok()
}

impl fmt::Display for PileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl fmt::Debug for PileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for i in 0..FOUNDATIONS {
            let p = PileId::foundation(i);
            assert_eq!(PileId::parse(&p.name()), Some(p));
        }
        for i in 0..MAX_TABLEAU {
            let p = PileId::tableau(i);
            assert_eq!(PileId::parse(&p.name()), Some(p));
        }
        for p in [PileId::STOCK, PileId::WASTE, PileId::RESERVE] {
            assert_eq!(PileId::parse(&p.name()), Some(p));
        }
        assert_eq!(PileId::parse("t0"), None);
        assert_eq!(PileId::parse("t01"), None);
        assert_eq!(PileId::parse("f9"), None);
        assert_eq!(PileId::parse("t14"), None);
        assert_eq!(PileId::parse("packet"), None);
    }
}
