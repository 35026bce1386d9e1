//! What the solver knows about the games beyond their rules: which
//! foundation moves are safe to make at once, which moves can never help,
//! and which moves to try first. Every judgement here reads the position
//! through the engine; legality always comes from the engine's generator.

use super::key::pile_order_matters;
use crate::engine::pile::{FOUNDATIONS, MAX_TABLEAU};
use crate::engine::rules::{GameId, Needs};
use crate::engine::{Card, Move, PileId, PileKind, Position, Suit};

/// A foundation move among `legal` that is provably safe: if the position
/// can be won, it can still be won after this move. The search then tries
/// this move alone.
///
/// Safety needs two things. First, no card still in play could ever want
/// the card as a tableau target (Lucas Leaps, Double Canfield), or the only
/// such cards are ones that could go to the same foundation right after it
/// (Caprice, Capricieuse: with both foundations of a suit past the card's
/// rank, every card that could build on it is the next card of that very
/// foundation). Then a winning line from the position before the move maps,
/// move by move, onto a winning line after it, with no longer length.
///
/// Second, taking the card away must not change anything else the rules
/// do: Capricieuse's redeal deals the gathered cards in rotation, so one
/// card fewer shifts every later card (no safe move while a redeal is
/// left); Caprice's stock fills a pile the move empties (the card must not
/// be alone while the stock has cards); Double Canfield's draw-3 waste
/// groups its cards in threes (a waste card is only safe when drawing one
/// at a time). Double Canfield's reserve fill of an emptied pile is
/// harmless: the card that fills the pile is then simply the one the
/// reserve would have offered next.
///
/// Russian Patience uses Capricieuse's test, with two more conditions. No
/// redeal may be left: the redeal's shuffle is keyed by the gathered cards,
/// so one card fewer in the piles changes the whole redeal. While the stock
/// has cards the card must not be alone in its pile (the stock would fill
/// the pile, and every later row would fall differently). Then the mapping
/// holds: taking a card off a pile never blocks a pile (the outside-piles
/// rule only ever gets looser when a pile shrinks); a card that could be
/// built on it is only its foundation's next card, which the mapped line
/// plays to the foundation instead; and a one-way run holding it has it at
/// the bottom (both copies of the rank it would follow are on foundations),
/// so such a run can only have gone into an empty pile, where the run
/// without it goes just as well.
pub fn safe_move(pos: &Position, legal: &[Move]) -> Option<Move> {
    let game = pos.variant().game;
    if game == GameId::Capricieuse && pos.redeals_left() > 0 {
        return None;
    }
    legal.iter().copied().find(|&mv| {
        let Move::Transfer { from, count: 1, to } = mv else {
            return false;
        };
        if !to.is_foundation() {
            return false;
        }
        let source = pos.pile(from);
        let Some(&card) = source.last() else {
            return false;
        };
        let slot = to.slot();
        match game {
            GameId::LucasLeaps => lucas_safe(pos, card, slot),
            GameId::DoubleCanfield => {
                (from != PileId::WASTE || pos.variant().draw == 1) && canfield_safe(pos, card, slot)
            }
            GameId::Caprice | GameId::Capricieuse => {
                (pos.stock().is_empty() || source.len() >= 2) && caprice_safe(pos, slot)
            }
            GameId::RussianPatience => {
                pos.redeals_left() == 0
                    && (pos.stock().is_empty() || source.len() >= 2)
                    && caprice_safe(pos, slot)
            }
        }
    })
}

/// Lucas Leaps: a card is safe on its foundation when both copies of the
/// card one rank lower of its suit (the only cards that build on it) are
/// already on foundations. Aces always are. (Then the suit's other
/// foundation either holds the card's twin already or takes it now too, so
/// the twin never has to wait for a foundation this move took.)
fn lucas_safe(pos: &Position, card: Card, slot: usize) -> bool {
    let below = card.rank().value() - 1;
    if below == 0 {
        return true;
    }
    let copies = (0..FOUNDATIONS)
        .filter(|&f| {
            let p = pos.foundation(f);
            p.first().is_some_and(|c| c.suit() == card.suit()) && p.len() >= usize::from(below)
        })
        .count();
    copies >= 2 && twin_never_waits(pos, card, slot, usize::from(below))
}

/// Double Canfield: a card is safe on its foundation when all four cards
/// that could build on it (the other colour, one rank lower, a King under
/// an Ace) are on foundations, and its twin never has to wait for the
/// foundation this move takes.
fn canfield_safe(pos: &Position, card: Card, slot: usize) -> bool {
    let r = card.rank().value();
    let below = if r == 1 { 13 } else { r - 1 };
    let base = pos.base_rank().value();
    // Foundation index of `below` counted from the base rank.
    let depth = usize::from((below + 13 - base) % 13);
    let mut copies = 0;
    for f in 0..FOUNDATIONS {
        let p = pos.foundation(f);
        if let Some(c) = p.first() {
            if c.is_red() != card.is_red() && p.len() > depth {
                copies += 1;
            }
        }
    }
    copies >= 4 && twin_never_waits(pos, card, slot, usize::from((r + 13 - base) % 13))
}

/// Where a suit has two foundations (Lucas Leaps, Double Canfield), the
/// card's twin must not need the foundation `slot` that the card takes:
/// the twin is already on another foundation, or another foundation takes
/// it now just as well. (Otherwise a line that plays the twin there first,
/// and this card later, may have no counterpart: the twin may be stuck
/// where it lies while the suit's other foundation lags behind.)
/// `depth` is the card's place in its foundation (0 for the first card).
fn twin_never_waits(pos: &Position, card: Card, slot: usize, depth: usize) -> bool {
    (0..FOUNDATIONS).filter(|&f| f != slot).any(|f| {
        let p = pos.foundation(f);
        match p.first() {
            // Empty foundations take first cards of any suit; there are
            // always as many of them as first cards still in play.
            None => depth == 0,
            Some(c) => c.suit() == card.suit() && p.len() >= depth,
        }
    })
}

/// Caprice and Capricieuse: foundation `slot` (0-3 Ace foundations building
/// up, 4-7 King foundations building down) takes its next card safely when
/// the suit's other foundation has already passed that card's neighbour
/// that would come first: for the Ace foundation at `u` taking `u+1`, the
/// King foundation must already hold rank `u` (its top is `u` or lower);
/// symmetrically for the King foundation. Then no card that could build on
/// it remains except the ones that follow it onto the same foundation.
fn caprice_safe(pos: &Position, slot: usize) -> bool {
    let suit = slot % 4;
    let up = pos.foundation(suit).len() as u8; // top rank of the Ace foundation, 0 if empty
    let down_len = pos.foundation(suit + 4).len() as u8;
    let down = 14 - down_len; // top rank of the King foundation, 14 if empty
                              // Up move (u -> u+1) safe if down <= u; down move (d -> d-1) safe if
                              // up >= d. Both read the same way. When the other foundation is
                              // complete, every card left of the suit goes to this one: safe too.
    down <= up || down == 1 || up == 13
}

/// Moves that can never help: a whole pile into an empty pile where the
/// tableau piles are interchangeable (it leads to the same position).
pub fn pointless(pos: &Position, mv: Move, order_matters: bool) -> bool {
    match mv {
        Move::Transfer { from, count, to } => {
            !order_matters
                && from.is_tableau()
                && to.is_tableau()
                && pos.pile(to).is_empty()
                && pos.pile(from).len() == usize::from(count)
        }
        _ => false,
    }
}

/// What move ordering needs to know about a position: the cards the
/// foundations take now, and how deep the first of them lies in each pile.
#[derive(Clone, Copy)]
pub struct Orderer {
    /// Cards above the topmost wanted card of each tableau pile (255: none).
    dig: [u8; MAX_TABLEAU],
}

impl Orderer {
    pub fn new(pos: &Position) -> Orderer {
        let wanted = foundation_wants(pos);
        let mut dig = [u8::MAX; MAX_TABLEAU];
        for (t, d) in dig.iter_mut().enumerate().take(pos.rules().tableau_piles) {
            let pile = pos.tableau(t);
            if let Some(i) = pile.iter().rposition(|c| wanted & (1 << c.index()) != 0) {
                *d = (pile.len() - 1 - i).min(254) as u8;
            }
        }
        Orderer { dig }
    }

    /// Sort key for trying `mv`, lowest first: foundation moves; then moves
    /// that make progress (empty a pile, play from the reserve or the
    /// waste, lift a unit off a card it does not build on); then moves into
    /// empty piles; then the stock and the redeal; last, moves that only
    /// split a built sequence. Among equals, digging towards a card a
    /// foundation wants comes first and burying one comes last.
    pub fn score(&self, pos: &Position, mv: Move) -> u32 {
        match mv {
            Move::Stock => 900,
            Move::Redeal => 950,
            Move::Transfer { from, count, to } => {
                let source = pos.pile(from);
                let count = usize::from(count);
                if to.is_foundation() {
                    return if from.is_tableau() && source.len() == 1 {
                        0
                    } else {
                        10
                    };
                }
                let dest_empty = pos.pile(to).is_empty();
                let under = (from.is_tableau() && source.len() > count)
                    .then(|| source[source.len() - count - 1]);
                let splits =
                    under.is_some_and(|u| pos.rules().build.fits(source[source.len() - count], u));
                let mut score: u32 = if !from.is_tableau() {
                    if from == PileId::RESERVE {
                        100
                    } else {
                        200
                    }
                } else if under.is_none() {
                    150
                } else if splits {
                    1500
                } else {
                    300
                };
                if dest_empty {
                    score += 400;
                }
                if let PileKind::Tableau(t) = from.kind() {
                    let d = usize::from(self.dig[t]);
                    if d != 255 && count <= d {
                        // Lifting cards off a wanted card: the closer, the better.
                        score -= 90 - 10 * (d - count).min(8) as u32;
                    }
                }
                if let PileKind::Tableau(t) = to.kind() {
                    if self.dig[t] != 255 {
                        score += 60;
                    }
                }
                score
            }
        }
    }
}

/// The cards some foundation would take now, one bit per card
/// ([`Card::index`]).
pub fn foundation_wants(pos: &Position) -> u64 {
    let mut mask = 0u64;
    for f in 0..FOUNDATIONS {
        match pos.foundation_needs(f) {
            Needs::Card(c) => mask |= 1 << c.index(),
            Needs::Rank(r) => {
                for suit in Suit::ALL {
                    mask |= 1 << Card::new(r, suit).index();
                }
            }
            Needs::Complete => {}
        }
    }
    mask
}

/// Whether the tableau piles are interchangeable now (re-exported for the search).
pub fn order_matters(pos: &Position) -> bool {
    pile_order_matters(pos)
}
