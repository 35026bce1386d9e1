//! Typed errors: why a move is refused, why a position is invalid.
//! Their messages are written for players.

use super::card::Card;
use super::pile::PileId;
use super::rules::{BuildRule, GameId, Needs, VariantError};
use std::fmt;

/// Why a move is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    NoStock(GameId),
    StockEmpty,
    StockAndWasteEmpty,
    NoRedeals(GameId),
    RedealsUsed(u8),
    NoSuchPile(GameId, PileId),
    EmptySource(PileId),
    SamePile(PileId),
    RunToFoundation,
    NotEnoughCards {
        pile: PileId,
        count: usize,
        holds: usize,
    },
    /// No cards, or more than one card from the waste or the reserve.
    NotAUnit {
        pile: PileId,
        count: usize,
    },
    SingleCardsOnly(GameId),
    NotARun {
        pile: PileId,
        count: usize,
        build: BuildRule,
    },
    WholePileOnly(PileId),
    PileNotInSequence(PileId),
    FoundationRefuses {
        card: Card,
        foundation: PileId,
        needs: Needs,
    },
    TableauRefuses {
        card: Card,
        onto: Card,
        pile: PileId,
        build: BuildRule,
    },
    SpaceFilledAutomatically {
        pile: PileId,
        from: PileId,
    },
    SpaceWasteOnly(PileId),
    /// A foundation, the stock or the packet as the source of a transfer.
    NotASource(PileId),
    /// The stock, the waste, the reserve or the packet as a transfer's destination.
    NotATarget(PileId),
    /// Russian Patience: a pile other than the two outside ones (`t1` and
    /// `last`) while a later row than the first is being dealt.
    Blocked {
        pile: PileId,
        last: PileId,
    },
    /// Russian Patience: a move to the tableau (or of a run) while the
    /// stock still has cards.
    FoundationsOnlyWhileDealing {
        stock: usize,
    },
    /// Russian Patience: a redeal while the stock still has cards.
    RedealBeforePackOut {
        stock: usize,
    },
    /// Russian Patience: more cards than the one-way run on top of the pile.
    NotAOneWayRun {
        pile: PileId,
        count: usize,
    },
}

/// "1 card", "5 cards".
fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoStock(g) => write!(f, "{} has no stock", g.name()),
            MoveError::StockEmpty => write!(f, "the stock is empty"),
            MoveError::StockAndWasteEmpty => {
                write!(f, "the stock and the waste are both empty")
            }
            MoveError::NoRedeals(g) => write!(f, "{} has no redeals", g.name()),
            MoveError::RedealsUsed(n) => {
                write!(f, "no redeals left (a game has {n}, and both are used)")
            }
            MoveError::NoSuchPile(g, p) => {
                write!(f, "{} has no pile {}", g.name(), p)
            }
            MoveError::EmptySource(p) => write!(f, "{p} is empty: there is no card to move"),
            MoveError::SamePile(p) => write!(f, "cards cannot move from {p} onto {p} itself"),
            MoveError::RunToFoundation => {
                write!(f, "only single cards go to the foundations")
            }
            MoveError::NotEnoughCards { pile, count, holds } => {
                let cards = if *holds == 1 { "card" } else { "cards" };
                write!(f, "{pile} holds {holds} {cards}, not {count}")
            }
            MoveError::NotAUnit { pile, count: 0 } => {
                write!(f, "a move takes at least one card from {pile}")
            }
            MoveError::NotAUnit { pile, count } => write!(
                f,
                "only the top card of {} can move, not {count} cards",
                pile.spoken()
            ),
            MoveError::SingleCardsOnly(g) => {
                write!(f, "{} moves one card at a time", g.name())
            }
            MoveError::NotARun { pile, count, build } => write!(
                f,
                "the top {count} cards of {pile} are not a run: each card must be {}",
                match build {
                    BuildRule::SameSuitDown => "one rank lower than the card under it, in the same suit",
                    _ => "built on the card under it",
                }
            ),
            MoveError::WholePileOnly(p) => write!(
                f,
                "only the top card or the whole of {p} can move, never part of a pile"
            ),
            MoveError::PileNotInSequence(p) => write!(
                f,
                "{p} cannot move as a whole: it is not built down in alternating colours"
            ),
            MoveError::FoundationRefuses {
                card,
                foundation,
                needs,
            } => match needs {
                Needs::Card(c) => {
                    write!(f, "{card} cannot go on foundation {foundation}: it needs {c}")
                }
                Needs::Rank(r) => write!(
                    f,
                    "{card} cannot go on foundation {foundation}: an empty foundation takes one of the {}",
                    r.plural()
                ),
                Needs::Complete => write!(
                    f,
                    "{card} cannot go on foundation {foundation}: it is complete"
                ),
            },
            MoveError::TableauRefuses {
                card,
                onto,
                pile,
                build,
            } => write!(
                f,
                "{card} cannot go on {onto} in {pile}: it goes on {}",
                build.describe()
            ),
            MoveError::SpaceFilledAutomatically { pile, from } => write!(
                f,
                "{pile} is empty, but spaces are filled from {} while it has cards",
                from.spoken()
            ),
            MoveError::SpaceWasteOnly(p) => write!(
                f,
                "only the waste's top card may fill the empty pile {p}"
            ),
            MoveError::NotASource(p) if p.is_foundation() => write!(
                f,
                "a card on a foundation never leaves it ({} keeps its cards)",
                p.spoken()
            ),
            MoveError::NotASource(p) => write!(
                f,
                "cards are not picked up from {}: the stock move deals them",
                p.spoken()
            ),
            MoveError::NotATarget(p) => write!(
                f,
                "cards cannot be put on {}: they go to the foundations and the tableau",
                p.spoken()
            ),
            MoveError::Blocked { pile, last } => write!(
                f,
                "{pile} is blocked while the rows are being dealt: only the outside piles, t1 and {last}, can play until the stock is empty"
            ),
            MoveError::FoundationsOnlyWhileDealing { stock } => write!(
                f,
                "only foundation moves are allowed until the pack is out (the stock still has {})",
                cards(*stock)
            ),
            MoveError::RedealBeforePackOut { stock } => write!(
                f,
                "a redeal is allowed only once the pack is out (the stock still has {})",
                cards(*stock)
            ),
            MoveError::NotAOneWayRun { pile, count } => write!(
                f,
                "the top {count} cards of {pile} are not a run: a run is one suit, each card one rank above the card under it, or each one rank below"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// Why a position (read from the protocol's JSON) is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not JSON, or not of the protocol's shape (missing or unknown keys, wrong types).
    Json(String),
    Variant(VariantError),
    BadCard(String),
    FoundationCount(usize),
    TableauCount {
        game: GameId,
        expected: usize,
        found: usize,
    },
    NoSuchPile {
        game: GameId,
        pile: &'static str,
    },
    CardCount(usize),
    Copies {
        card: Card,
        copies: usize,
    },
    BadFoundation {
        foundation: PileId,
        reason: String,
    },
    Redeals {
        game: GameId,
        found: u64,
        max: u8,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Json(e) => write!(f, "not a position: {e}"),
            PositionError::Variant(e) => write!(f, "{e}"),
            PositionError::BadCard(e) => write!(f, "{e}"),
            PositionError::FoundationCount(n) => {
                write!(f, "a position has 8 foundations, not {n}")
            }
            PositionError::TableauCount {
                game,
                expected,
                found,
            } => write!(
                f,
                "{} has {expected} tableau piles, not {found}",
                game.name()
            ),
            PositionError::NoSuchPile { game, pile } => {
                write!(f, "{} has no {pile}, so \"{pile}\" must be []", game.name())
            }
            PositionError::CardCount(n) => {
                write!(f, "a position holds exactly two packs (104 cards), not {n}")
            }
            PositionError::Copies { card, copies } => write!(
                f,
                "a position holds exactly two of every card, but {card} appears {copies} times"
            ),
            PositionError::BadFoundation { foundation, reason } => {
                write!(f, "foundation {foundation} is not a valid build: {reason}")
            }
            PositionError::Redeals { game, found, max } => {
                if *max == 0 {
                    write!(
                        f,
                        "{} has no redeals, so redeals_left must be 0, not {found}",
                        game.name()
                    )
                } else {
                    write!(
                        f,
                        "redeals_left must be between 0 and {max} in {}, not {found}",
                        game.name()
                    )
                }
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl From<VariantError> for PositionError {
    fn from(e: VariantError) -> Self {
        PositionError::Variant(e)
    }
}
