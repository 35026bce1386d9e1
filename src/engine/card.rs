//! Cards, ranks and suits, and their two-character tokens (`TS`, `AH`).

use std::fmt;
use std::str::FromStr;

/// One of the four suits, in the protocol's order: spades, hearts, diamonds, clubs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Spades = 0,
    Hearts = 1,
    Diamonds = 2,
    Clubs = 3,
}

impl Suit {
    /// All suits in slot order (`f1`..`f4` and `f5`..`f8` follow it).
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Suit {
        Suit::ALL[i & 3]
    }

    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    pub const fn letter(self) -> char {
        ['S', 'H', 'D', 'C'][self as usize]
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        match c {
            'S' => Some(Suit::Spades),
            'H' => Some(Suit::Hearts),
            'D' => Some(Suit::Diamonds),
            'C' => Some(Suit::Clubs),
            _ => None,
        }
    }

    /// Plural English name: "spades".
    pub const fn name(self) -> &'static str {
        ["spades", "hearts", "diamonds", "clubs"][self as usize]
    }

    /// The suit symbol: ♠ ♥ ♦ ♣.
    pub const fn symbol(self) -> char {
        ['♠', '♥', '♦', '♣'][self as usize]
    }
}

/// A rank from Ace (1) to King (13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const KING: Rank = Rank(13);

    /// `value` from 1 (Ace) to 13 (King).
    pub const fn new(value: u8) -> Option<Rank> {
        if value >= 1 && value <= 13 {
            Some(Rank(value))
        } else {
            None
        }
    }

    #[inline(always)]
    pub const fn value(self) -> u8 {
        self.0
    }

    /// The next rank up, King wrapping to Ace.
    pub const fn succ_wrapping(self) -> Rank {
        if self.0 == 13 {
            Rank(1)
        } else {
            Rank(self.0 + 1)
        }
    }

    pub const fn letter(self) -> char {
        [
            'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K',
        ][(self.0 - 1) as usize]
    }

    pub fn from_letter(c: char) -> Option<Rank> {
        let v = match c {
            'A' => 1,
            '2'..='9' => c as u8 - b'0',
            'T' => 10,
            'J' => 11,
            'Q' => 12,
            'K' => 13,
            _ => return None,
        };
        Some(Rank(v))
    }

    /// English name: "ace", "ten", "king".
    pub const fn name(self) -> &'static str {
        [
            "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king",
        ][(self.0 - 1) as usize]
    }

    /// Plural English name: "aces", "sixes".
    pub const fn plural(self) -> &'static str {
        [
            "aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines",
            "tens", "jacks", "queens", "kings",
        ][(self.0 - 1) as usize]
    }
}

/// A playing card. The two copies of a card in the double pack are equal:
/// nothing tells them apart.
///
/// Stored in one byte, `suit << 4 | rank`, which keeps positions small for the solver.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(((suit as u8) << 4) | rank.0)
    }

    #[inline(always)]
    pub const fn rank(self) -> Rank {
        Rank(self.0 & 0x0f)
    }

    #[inline(always)]
    pub const fn suit(self) -> Suit {
        Suit::from_index((self.0 >> 4) as usize)
    }

    pub const fn is_red(self) -> bool {
        self.suit().is_red()
    }

    /// A dense index from 0 to 51: suit * 13 + rank - 1.
    #[inline(always)]
    pub const fn index(self) -> usize {
        (self.0 >> 4) as usize * 13 + (self.0 & 0x0f) as usize - 1
    }

    /// The inverse of [`Card::index`] (taken modulo 52).
    pub const fn from_index(i: usize) -> Card {
        let i = i % 52;
        Card::new(Rank((i % 13) as u8 + 1), Suit::from_index(i / 13))
    }

    /// The raw byte, for compact encodings (always below 64).
    #[inline(always)]
    pub const fn to_byte(self) -> u8 {
        self.0
    }

    /// Spoken name, as screen readers and messages use it: "ten of spades".
    pub fn name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }

    /// Every card of one pack, spades ace to king, then hearts, diamonds, clubs.
    pub fn pack() -> impl Iterator<Item = Card> {
        (0..52).map(Card::from_index)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().letter(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a card token was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardParseError(pub String);

impl fmt::Display for CardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a card (a card is a rank A 2-9 T J Q K then a suit S H D C, like TS or AH)",
            super::quote::cut(&self.0)
        )
    }
}

impl std::error::Error for CardParseError {}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let mut chars = s.chars();
        let (Some(r), Some(su), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(CardParseError(s.to_string()));
        };
        match (Rank::from_letter(r), Suit::from_letter(su)) {
            (Some(rank), Some(suit)) => Ok(Card::new(rank, suit)),
            _ => Err(CardParseError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip_for_every_card() {
        for card in Card::pack() {
            let token = card.to_string();
            assert_eq!(token.parse::<Card>().unwrap(), card);
            assert_eq!(Card::from_index(card.index()), card);
        }
        assert_eq!("TS".parse::<Card>().unwrap().name(), "ten of spades");
        assert!("1S".parse::<Card>().is_err());
        assert!("ts".parse::<Card>().is_err());
        assert!("TSS".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
    }

    #[test]
    fn colours() {
        assert!("AH".parse::<Card>().unwrap().is_red());
        assert!("AD".parse::<Card>().unwrap().is_red());
        assert!(!"AS".parse::<Card>().unwrap().is_red());
        assert!(!"AC".parse::<Card>().unwrap().is_red());
    }
}
