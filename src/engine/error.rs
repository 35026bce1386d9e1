//! Typed errors: why a move is refused, why a position is invalid.
//! Their `Display` is English with the protocol's codes, for the command
//! line and the JavaScript API; the table words a refused move in the
//! player's language (`table::announce::reason`).

use super::card::Card;
use super::pile::PileId;
use super::quote::cut_quoted;
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

impl MoveError {
    /// One sentence for both renderings: `names` picks codes or words.
    fn render(&self, f: &mut fmt::Formatter<'_>, names: Names) -> fmt::Result {
        let pile = |p: &PileId| names.pile(*p);
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
                write!(f, "{} has no pile {}", g.name(), pile(p))
            }
            MoveError::EmptySource(p) => {
                write!(f, "{} is empty: there is no card to move", pile(p))
            }
            MoveError::SamePile(p) => {
                let p = pile(p);
                write!(f, "cards cannot move from {p} onto {p} itself")
            }
            MoveError::RunToFoundation => {
                write!(f, "only single cards go to the foundations")
            }
            MoveError::NotEnoughCards {
                pile: p,
                count,
                holds,
            } => {
                let cards = if *holds == 1 { "card" } else { "cards" };
                write!(f, "{} holds {holds} {cards}, not {count}", pile(p))
            }
            MoveError::NotAUnit { pile: p, count: 0 } => {
                write!(f, "a move takes at least one card from {}", pile(p))
            }
            MoveError::NotAUnit { pile, count } => write!(
                f,
                "only the top card of {} can move, not {count} cards",
                pile.spoken()
            ),
            MoveError::SingleCardsOnly(g) => {
                write!(f, "{} moves one card at a time", g.name())
            }
            MoveError::NotARun {
                pile: p,
                count,
                build,
            } => write!(
                f,
                "the top {count} cards of {} are not a run: each card must be {}",
                pile(p),
                match build {
                    BuildRule::SameSuitDown =>
                        "one rank lower than the card under it, in the same suit",
                    _ => "built on the card under it",
                }
            ),
            MoveError::WholePileOnly(p) => write!(
                f,
                "only the top card or the whole of {} can move, never part of a pile",
                pile(p)
            ),
            MoveError::PileNotInSequence(p) => write!(
                f,
                "{} cannot move as a whole: it is not built down in alternating colours",
                pile(p)
            ),
            MoveError::FoundationRefuses {
                card,
                foundation,
                needs,
            } => {
                let (card, foundation) = (names.card(*card), names.foundation(*foundation));
                match needs {
                    Needs::Card(c) => write!(
                        f,
                        "{card} cannot go on {foundation}: it needs {}",
                        names.other_card(*c)
                    ),
                    Needs::Rank(r) => write!(
                        f,
                        "{card} cannot go on {foundation}: an empty foundation takes one of the {}",
                        r.plural()
                    ),
                    Needs::Complete => {
                        write!(f, "{card} cannot go on {foundation}: it is complete")
                    }
                }
            }
            MoveError::TableauRefuses {
                card,
                onto,
                pile: p,
                build,
            } => write!(
                f,
                "{} cannot go on {} in {}: it goes on {}",
                names.card(*card),
                names.other_card(*onto),
                pile(p),
                build.describe()
            ),
            MoveError::SpaceFilledAutomatically { pile: p, from } => write!(
                f,
                "{} is empty, but spaces are filled from {} while it has cards",
                pile(p),
                from.spoken()
            ),
            MoveError::SpaceWasteOnly(p) => write!(
                f,
                "only the waste's top card may fill the empty pile {}",
                pile(p)
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
            MoveError::Blocked { pile: p, last } => write!(
                f,
                "{} is blocked while the rows are being dealt: only the outside piles, {} and {}, can play until the stock is empty",
                pile(p),
                pile(&PileId::tableau(0)),
                pile(last)
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

/// How a `MoveError` names cards and piles.
#[derive(Clone, Copy)]
enum Names {
    /// The protocol's codes: `KC`, `t2`, `foundation f3`.
    Codes,
}

impl Names {
    fn card(self, c: Card) -> String {
        match self {
            Names::Codes => c.to_string(),
        }
    }

    /// A card named after the subject of the sentence ("the six of clubs").
    fn other_card(self, c: Card) -> String {
        match self {
            Names::Codes => c.to_string(),
        }
    }

    fn pile(self, p: PileId) -> String {
        match self {
            Names::Codes => p.name(),
        }
    }

    fn foundation(self, p: PileId) -> String {
        match self {
            Names::Codes => format!("foundation {p}"),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.render(f, Names::Codes)
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
            PositionError::Json(e) => write!(f, "not a position: {}", cut_quoted(e)),
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
                "a position holds exactly two of every card, but {card} {}",
                match copies {
                    0 => "is missing".to_string(),
                    1 => "appears once".to_string(),
                    n => format!("appears {n} times"),
                }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::card::{Rank, Suit};

    fn card(token: &str) -> Card {
        token.parse().unwrap()
    }

    #[test]
    fn a_refused_build_in_codes() {
        let e = MoveError::TableauRefuses {
            card: card("KC"),
            onto: card("6C"),
            pile: PileId::tableau(1),
            build: BuildRule::SameSuitDown,
        };
        assert_eq!(
            e.to_string(),
            "KC cannot go on 6C in t2: it goes on a card of the same suit one rank higher"
        );
    }

    #[test]
    fn a_refused_foundation_in_codes() {
        let needs = |needs| MoveError::FoundationRefuses {
            card: card("8C"),
            foundation: PileId::foundation(1),
            needs,
        };
        let e = needs(Needs::Rank(Rank::new(9).unwrap()));
        assert_eq!(
            e.to_string(),
            "8C cannot go on foundation f2: an empty foundation takes one of the nines"
        );
        let e = needs(Needs::Card(Card::new(Rank::new(7).unwrap(), Suit::Clubs)));
        assert_eq!(e.to_string(), "8C cannot go on foundation f2: it needs 7C");
    }

    /// Issue 39, item 9: a huge value is quoted cut, with its length; a
    /// short one whole, its invisible white space seen.
    #[test]
    fn long_values_are_quoted_cut_with_their_length() {
        use crate::engine::quote::{cut, CUT_TO};
        assert_eq!(cut("klondike"), "klondike");
        assert_eq!(cut("caprice\u{a0}"), "caprice\\u{a0}");
        let long = "é".repeat(1_000_000);
        let quoted = cut(&long);
        assert_eq!(
            quoted,
            format!("{}… (1000000 characters)", "é".repeat(CUT_TO))
        );
        let message = format!("unknown field `{long}`, expected one of `game`, `options`");
        assert_eq!(
            cut_quoted(&message),
            format!("unknown field `{quoted}`, expected one of `game`, `options`")
        );
        assert_eq!(cut_quoted("it's `short`"), "it's `short`");
        let e = PositionError::Copies {
            card: "KH".parse().unwrap(),
            copies: 1,
        };
        assert_eq!(
            e.to_string(),
            "a position holds exactly two of every card, but KH appears once"
        );
    }
}
