//! The five games, described as data.
//!
//! A [`Rules`] value says everything the shared move generator needs to know
//! about a game: how many tableau piles, how foundations and the tableau
//! build, which units may move, what fills a space, what the stock does.
//! The only game-specific code elsewhere is each game's deal
//! ([`DealRule`]) and the two redeal procedures ([`RedealRule`]).

use super::card::{Card, Rank, Suit};
use super::quote::cut;
use std::fmt;

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    Caprice,
    Capricieuse,
    LucasLeaps,
    DoubleCanfield,
    RussianPatience,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::Caprice,
        GameId::Capricieuse,
        GameId::LucasLeaps,
        GameId::DoubleCanfield,
        GameId::RussianPatience,
    ];

    /// The protocol's identifier: `caprice`, `capricieuse`, `lucas-leaps`,
    /// `double-canfield`, `russian-patience`.
    pub const fn id(self) -> &'static str {
        match self {
            GameId::Caprice => "caprice",
            GameId::Capricieuse => "capricieuse",
            GameId::LucasLeaps => "lucas-leaps",
            GameId::DoubleCanfield => "double-canfield",
            GameId::RussianPatience => "russian-patience",
        }
    }

    /// The display name: "Lucas Leaps".
    pub const fn name(self) -> &'static str {
        match self {
            GameId::Caprice => "Caprice",
            GameId::Capricieuse => "Capricieuse",
            GameId::LucasLeaps => "Lucas Leaps",
            GameId::DoubleCanfield => "Double Canfield",
            GameId::RussianPatience => "Russian Patience",
        }
    }

    /// The protocol's identifier, exactly (positions on the wire).
    pub fn parse(s: &str) -> Result<GameId, VariantError> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == s)
            .ok_or_else(|| VariantError::UnknownGame(s.to_string()))
    }

    /// A game id as people write it on the command line, in links,
    /// attributes and the JavaScript API: in any case, ASCII white space
    /// around it ignored (` Lucas-Leaps`; space, tab, line feed, form feed,
    /// carriage return: HTML's and JSON's white space). Any other
    /// character is part of what was written, so `caprice` followed by a
    /// no-break space is no game, in the browser as on the command line.
    pub fn parse_any_case(s: &str) -> Result<GameId, VariantError> {
        let t = s.trim_ascii();
        GameId::ALL
            .into_iter()
            .find(|g| g.id().eq_ignore_ascii_case(t))
            .ok_or_else(|| VariantError::UnknownGame(s.to_string()))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Double Canfield's rule for filling spaces once the reserve is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spaces {
    /// Only the waste's top card may go into an empty pile.
    Waste,
    /// Any card or unit that can move may go into an empty pile.
    Any,
}

impl Spaces {
    pub const fn id(self) -> &'static str {
        match self {
            Spaces::Waste => "waste",
            Spaces::Any => "any",
        }
    }

    pub fn parse(s: &str) -> Result<Spaces, VariantError> {
        match s {
            "waste" => Ok(Spaces::Waste),
            "any" => Ok(Spaces::Any),
            _ => Err(VariantError::BadSpaces(s.to_string())),
        }
    }
}

/// A game together with its options. Only Double Canfield has options;
/// for the other games `draw` and `spaces` hold their defaults and are not
/// part of the game's identity on the wire (`"options":{}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    pub game: GameId,
    /// Cards per stock move: 3 (default) or 1. Double Canfield only.
    pub draw: u8,
    /// Space rule. Double Canfield only.
    pub spaces: Spaces,
}

impl Variant {
    /// Every game and option set: the three games without options, then
    /// Double Canfield with draw 3 and 1, each with spaces "waste" and
    /// "any", then Russian Patience (the order of the surveys and
    /// benchmarks).
    pub const ALL: [Variant; 8] = [
        Variant::new(GameId::Caprice),
        Variant::new(GameId::Capricieuse),
        Variant::new(GameId::LucasLeaps),
        Variant::dc(3, Spaces::Waste),
        Variant::dc(3, Spaces::Any),
        Variant::dc(1, Spaces::Waste),
        Variant::dc(1, Spaces::Any),
        Variant::new(GameId::RussianPatience),
    ];

    const fn dc(draw: u8, spaces: Spaces) -> Variant {
        Variant {
            game: GameId::DoubleCanfield,
            draw,
            spaces,
        }
    }

    /// A name for files and benchmark rows: the game's id, and for Double
    /// Canfield its options (`double-canfield-draw3-waste`).
    pub fn slug(self) -> String {
        if self.has_options() {
            format!("{}-draw{}-{}", self.game.id(), self.draw, self.spaces.id())
        } else {
            self.game.id().to_string()
        }
    }

    /// A game with its default options.
    pub const fn new(game: GameId) -> Variant {
        Variant {
            game,
            draw: 3,
            spaces: Spaces::Waste,
        }
    }

    /// A game with options; options are refused for games that have none.
    pub fn with_options(
        game: GameId,
        draw: Option<u8>,
        spaces: Option<Spaces>,
    ) -> Result<Variant, VariantError> {
        let mut v = Variant::new(game);
        if game != GameId::DoubleCanfield {
            if draw.is_some() {
                return Err(VariantError::NoSuchOption(game, "draw"));
            }
            if spaces.is_some() {
                return Err(VariantError::NoSuchOption(game, "spaces"));
            }
            return Ok(v);
        }
        if let Some(d) = draw {
            if d != 1 && d != 3 {
                return Err(VariantError::BadDraw(d.to_string()));
            }
            v.draw = d;
        }
        if let Some(s) = spaces {
            v.spaces = s;
        }
        Ok(v)
    }

    pub const fn has_options(self) -> bool {
        matches!(self.game, GameId::DoubleCanfield)
    }

    /// The rules of this game, as data.
    pub const fn rules(self) -> Rules {
        match self.game {
            GameId::Caprice => Rules {
                tableau_piles: 12,
                foundations: FoundationRule::FixedSuits,
                build: BuildRule::SameSuitUpOrDown,
                units: UnitRule::Single,
                spaces: SpaceRule::AnyUnit,
                fill_from: Some(FillSource::Stock),
                stock: StockRule::DealToTableau,
                has_waste: false,
                has_reserve: false,
                while_dealing: DealingRule::Free,
                redeals: 0,
                redeal: RedealRule::None,
                deal: DealRule::Caprice,
            },
            GameId::Capricieuse => Rules {
                tableau_piles: 12,
                foundations: FoundationRule::FixedSuits,
                build: BuildRule::SameSuitUpOrDown,
                units: UnitRule::Single,
                spaces: SpaceRule::AnyUnit,
                fill_from: None,
                stock: StockRule::None,
                has_waste: false,
                has_reserve: false,
                while_dealing: DealingRule::Free,
                redeals: 2,
                redeal: RedealRule::Regather,
                deal: DealRule::Capricieuse,
            },
            GameId::LucasLeaps => Rules {
                tableau_piles: 13,
                foundations: FoundationRule::AceUp,
                build: BuildRule::SameSuitDown,
                units: UnitRule::Runs,
                spaces: SpaceRule::AnyUnit,
                fill_from: None,
                stock: StockRule::ToWaste {
                    draw: 1,
                    recycle: false,
                },
                has_waste: true,
                has_reserve: false,
                while_dealing: DealingRule::Free,
                redeals: 0,
                redeal: RedealRule::None,
                deal: DealRule::LucasLeaps,
            },
            GameId::DoubleCanfield => Rules {
                tableau_piles: 5,
                foundations: FoundationRule::BaseRankWrapping,
                build: BuildRule::AlternateColoursDownWrapping,
                units: UnitRule::TopOrWholePile,
                spaces: match self.spaces {
                    Spaces::Waste => SpaceRule::WasteOnly,
                    Spaces::Any => SpaceRule::AnyUnit,
                },
                fill_from: Some(FillSource::Reserve),
                stock: StockRule::ToWaste {
                    draw: self.draw,
                    recycle: true,
                },
                has_waste: true,
                has_reserve: true,
                while_dealing: DealingRule::Free,
                redeals: 0,
                redeal: RedealRule::None,
                deal: DealRule::DoubleCanfield,
            },
            GameId::RussianPatience => Rules {
                tableau_piles: 12,
                foundations: FoundationRule::FixedSuits,
                build: BuildRule::SameSuitUpOrDown,
                units: UnitRule::OneWayRuns,
                spaces: SpaceRule::AnyUnit,
                fill_from: Some(FillSource::Stock),
                stock: StockRule::DealToTableau,
                has_waste: false,
                has_reserve: false,
                while_dealing: DealingRule::OutsidePilesToFoundations,
                redeals: 2,
                redeal: RedealRule::Shuffled,
                deal: DealRule::RussianPatience,
            },
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.has_options() {
            write!(
                f,
                "{} (draw {}, spaces {})",
                self.game.name(),
                self.draw,
                self.spaces.id()
            )
        } else {
            f.write_str(self.game.name())
        }
    }
}

/// A refused game or option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    UnknownGame(String),
    NoSuchOption(GameId, &'static str),
    UnknownOption(String),
    BadDraw(String),
    BadSpaces(String),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::UnknownGame(g) => write!(
                f,
                "unknown game '{}' (the games are caprice, capricieuse, lucas-leaps, double-canfield and russian-patience)",
                cut(g)
            ),
            VariantError::NoSuchOption(g, o) => {
                write!(f, "{} has no option '{o}' (only double-canfield has options)", g.name())
            }
            VariantError::UnknownOption(o) => write!(
                f,
                "unknown option '{}' (double-canfield's options are draw and spaces)",
                cut(o)
            ),
            VariantError::BadDraw(d) => write!(f, "draw must be 1 or 3, not {}", cut(d)),
            VariantError::BadSpaces(s) => {
                write!(f, "spaces must be waste or any, not '{}'", cut(s))
            }
        }
    }
}

impl std::error::Error for VariantError {}

/// How foundations start and build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoundationRule {
    /// `f1`..`f4`: Ace foundations of S H D C, up in suit to King;
    /// `f5`..`f8`: King foundations of S H D C, down in suit to Ace.
    FixedSuits,
    /// Any empty foundation takes an Ace; up in suit to King.
    AceUp,
    /// Any empty foundation takes a card of the base rank (the rank of the
    /// card at the bottom of `f1`); up in suit, King to Ace, 13 cards.
    BaseRankWrapping,
}

/// What a foundation needs next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Exactly this card.
    Card(Card),
    /// Any card of this rank (an empty foundation where the suit is free).
    Rank(Rank),
    /// Nothing: the foundation is complete.
    Complete,
}

impl Needs {
    #[inline(always)]
    pub fn accepts(self, card: Card) -> bool {
        match self {
            Needs::Card(c) => c == card,
            Needs::Rank(r) => card.rank() == r,
            Needs::Complete => false,
        }
    }
}

impl FoundationRule {
    /// What foundation `slot` (0-based) needs, given its cards and the base rank.
    pub fn needs(self, slot: usize, pile: &[Card], base: Rank) -> Needs {
        match self {
            FoundationRule::FixedSuits => {
                let suit = Suit::from_index(slot % 4);
                let up = slot < 4;
                match pile.last() {
                    None => Needs::Card(Card::new(if up { Rank::ACE } else { Rank::KING }, suit)),
                    Some(top) => {
                        let v = top.rank().value();
                        let next = if up { v + 1 } else { v - 1 };
                        match Rank::new(next) {
                            Some(r) => Needs::Card(Card::new(r, suit)),
                            None => Needs::Complete,
                        }
                    }
                }
            }
            FoundationRule::AceUp => match pile.last() {
                None => Needs::Rank(Rank::ACE),
                Some(top) => match Rank::new(top.rank().value() + 1) {
                    Some(r) => Needs::Card(Card::new(r, top.suit())),
                    None => Needs::Complete,
                },
            },
            FoundationRule::BaseRankWrapping => match pile.last() {
                None => Needs::Rank(base),
                Some(_) if pile.len() >= 13 => Needs::Complete,
                Some(top) => Needs::Card(Card::new(top.rank().succ_wrapping(), top.suit())),
            },
        }
    }
}

/// How cards build on the tableau.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildRule {
    /// Same suit, one rank higher or lower; no wrap (Caprice, Capricieuse).
    SameSuitUpOrDown,
    /// Same suit, one rank lower than the card below (Lucas Leaps).
    SameSuitDown,
    /// Other colour, one rank lower, and a King on an Ace (Double Canfield).
    AlternateColoursDownWrapping,
}

impl BuildRule {
    /// May `card` be placed on `onto` in the tableau?
    #[inline(always)]
    pub fn fits(self, card: Card, onto: Card) -> bool {
        let (c, o) = (card.rank().value(), onto.rank().value());
        match self {
            BuildRule::SameSuitUpOrDown => card.suit() == onto.suit() && c.abs_diff(o) == 1,
            BuildRule::SameSuitDown => card.suit() == onto.suit() && o == c + 1,
            BuildRule::AlternateColoursDownWrapping => {
                card.is_red() != onto.is_red() && (o == c + 1 || (o == 1 && c == 13))
            }
        }
    }

    /// Calls `f` with every card that [`BuildRule::fits`] on `onto` (each
    /// card once), so the move generator can index targets by card.
    #[inline]
    pub fn for_each_card_onto(self, onto: Card, mut f: impl FnMut(Card)) {
        let o = onto.rank().value();
        match self {
            BuildRule::SameSuitUpOrDown => {
                for v in [o - 1, o + 1] {
                    if let Some(r) = Rank::new(v) {
                        f(Card::new(r, onto.suit()));
                    }
                }
            }
            BuildRule::SameSuitDown => {
                if let Some(r) = Rank::new(o - 1) {
                    f(Card::new(r, onto.suit()));
                }
            }
            BuildRule::AlternateColoursDownWrapping => {
                let r = Rank::new(o - 1).unwrap_or(Rank::KING);
                let suits = if onto.is_red() {
                    [Suit::Spades, Suit::Clubs]
                } else {
                    [Suit::Hearts, Suit::Diamonds]
                };
                for s in suits {
                    f(Card::new(r, s));
                }
            }
        }
    }

    /// The rule in words, for refusals: "a card of the same suit one rank higher".
    pub const fn describe(self) -> &'static str {
        match self {
            BuildRule::SameSuitUpOrDown => "a card of the same suit one rank higher or lower",
            BuildRule::SameSuitDown => "a card of the same suit one rank higher",
            BuildRule::AlternateColoursDownWrapping => {
                "a card of the other colour one rank higher (a king goes on an ace)"
            }
        }
    }
}

/// Which groups of cards move from a tableau pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitRule {
    /// The top card only.
    Single,
    /// The top card or any run of top cards built by the build rule.
    Runs,
    /// The top card, or the whole pile when it is all one build.
    TopOrWholePile,
    /// The top card or any run of top cards of one suit in which each card
    /// is one rank above the card under it, or each one rank below: all
    /// steps the same way (Russian Patience). A pile built up and then
    /// down moves only its top stretch as one unit.
    OneWayRuns,
}

/// What may go into an empty tableau pile (when no automatic fill applies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpaceRule {
    /// Any card or unit that can move.
    AnyUnit,
    /// Only the waste's top card.
    WasteOnly,
}

/// Where automatic fills come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FillSource {
    Stock,
    Reserve,
}

/// What the stock move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StockRule {
    /// No stock (Capricieuse).
    None,
    /// One card onto each tableau pile in order, stopping when the stock runs out.
    DealToTableau,
    /// `draw` cards one at a time onto the waste; with `recycle`, an empty
    /// stock turns the waste over as the new stock.
    ToWaste { draw: u8, recycle: bool },
}

/// Each game's opening deal (and, for Capricieuse, its redeal procedure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealRule {
    Caprice,
    Capricieuse,
    LucasLeaps,
    DoubleCanfield,
    /// One row (a card to each of `t1`..`t12`); the rest is the stock.
    RussianPatience,
}

/// What may be played while the stock still has cards (the rows are
/// being dealt).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealingRule {
    /// Nothing special: every pile's top card plays by the usual rules.
    Free,
    /// Russian Patience: only foundation moves, and only from available
    /// piles: every pile while none holds more than one card (the first
    /// row alone), then only the two outside piles (the first and the
    /// last) once a later row has begun. Once the stock is empty, play is
    /// free.
    OutsidePilesToFoundations,
}

/// What the `redeal` move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RedealRule {
    /// No redeal (the game's `redeals` is 0).
    None,
    /// Capricieuse: legal at any time; the tableau is gathered into the
    /// packet (`t1` bottom card first out) and dealt again by the deal
    /// procedure, unshuffled.
    Regather,
    /// Russian Patience: legal only once the stock is empty; the tableau
    /// is gathered the same way, shuffled by
    /// [`crate::engine::deal::redeal_order`], and dealt as at the start
    /// (a first row, the rest to the stock).
    Shuffled,
}

/// A game's rules as data. See the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub tableau_piles: usize,
    pub foundations: FoundationRule,
    pub build: BuildRule,
    pub units: UnitRule,
    pub spaces: SpaceRule,
    /// While this pile has cards, a tableau pile that a move empties is
    /// filled at once from it, and nothing else may go into a space.
    pub fill_from: Option<FillSource>,
    pub stock: StockRule,
    pub has_waste: bool,
    pub has_reserve: bool,
    /// What may be played while the stock has cards.
    pub while_dealing: DealingRule,
    /// Redeals at the start of a game.
    pub redeals: u8,
    pub redeal: RedealRule,
    pub deal: DealRule,
}

impl Rules {
    pub const fn has_stock(&self) -> bool {
        !matches!(self.stock, StockRule::None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_onto_agrees_with_fits() {
        for rule in [
            BuildRule::SameSuitUpOrDown,
            BuildRule::SameSuitDown,
            BuildRule::AlternateColoursDownWrapping,
        ] {
            for onto in Card::pack() {
                let mut listed = Vec::new();
                rule.for_each_card_onto(onto, |c| listed.push(c));
                let fitting: Vec<Card> = Card::pack().filter(|&c| rule.fits(c, onto)).collect();
                listed.sort();
                assert_eq!(listed, fitting, "{rule:?} onto {onto}");
            }
        }
    }
}
