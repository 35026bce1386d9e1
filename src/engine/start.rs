//! The starting position: a shuffled pack (see [`super::deal`]) laid out
//! by the game's deal rule. Apart from the deal numbers and shuffles so
//! that those need nothing of [`Position`] (which redeals with them).

use super::card::{Card, Rank};
use super::deal::{shuffled_pack, DealNumber};
use super::pile::PileId;
use super::position::{NoLog, Position};
use super::rules::{DealRule, Variant};

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
        DealRule::RussianPatience => {
            let mut rest = rest.into_iter();
            for t in 0..rules.tableau_piles {
                pos.pile_mut(PileId::tableau(t)).extend(rest.next());
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
