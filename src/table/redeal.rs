//! A redeal drawn as a dealer makes it, planned: where the pack is made
//! up, which movements gather cards into it and which deal them out, and
//! the pauses between cards (the shell's `app/redeal.rs` and `Board` draw
//! it: see there). Nothing here decides a rule: the cards, their order and
//! their places all come from the redeal's `Movement`s.

use super::layout::Layout;
use super::motion;
use crate::engine::{Movement, PileId};

/// The longest pause between two cards flying into the pack (ms).
const GATHER_STEP_MS: f64 = 12.0;
/// The most the gathering's stagger adds up to (ms).
const GATHER_TOTAL_MS: f64 = 450.0;
/// The riffle of a shuffled pack (ms).
const SHUFFLE_MS: f64 = 480.0;

/// Where the pack is made up: the stock's place, else the middle of the
/// tableau's first row.
pub fn pack_place(l: &Layout) -> (f64, f64) {
    if let Some(s) = l.slot(PileId::STOCK) {
        return (s.x, s.y);
    }
    let top = l.slot(PileId::tableau(0)).map_or(0.0, |s| s.y);
    ((l.width - l.card_w) / 2.0, top)
}

/// The movements that gather cards into the pack, top cards first.
pub fn gathering(movements: &[Movement]) -> impl Iterator<Item = &Movement> {
    movements.iter().filter(|m| m.to == PileId::PACKET)
}

/// The pause between two cards flying into the pack (ms).
pub fn gather_step(movements: &[Movement]) -> f64 {
    let gathered: usize = gathering(movements)
        .filter(|m| m.from != m.to)
        .map(|m| usize::from(m.count))
        .sum();
    motion::stagger_within(gathered, GATHER_STEP_MS, GATHER_TOTAL_MS)
}

/// When the gathering of `flown` cards `step` ms apart ends, and how long
/// the riffle then takes (none unless the redeal `shuffles`), in ms.
pub fn gather_end(step: f64, flown: usize, shuffles: bool) -> (f64, f64) {
    let end = step * flown.saturating_sub(1) as f64 + motion::FLIGHT_MS;
    (end, if shuffles { SHUFFLE_MS } else { 0.0 })
}

/// The piles the redeal touched, each once.
pub fn touched(movements: &[Movement]) -> Vec<PileId> {
    let mut touched: Vec<PileId> = Vec::new();
    for m in movements {
        for p in [m.from, m.to] {
            if !touched.contains(&p) {
                touched.push(p);
            }
        }
    }
    touched
}

/// The movements that deal cards out of the pack face up, in dealing
/// order.
pub fn dealing(movements: &[Movement]) -> impl Iterator<Item = &Movement> {
    movements
        .iter()
        .filter(|m| m.from == PileId::PACKET && m.to != PileId::STOCK)
}

/// The pause between two cards dealt out of the pack (ms).
pub fn deal_step(movements: &[Movement]) -> f64 {
    let dealt: usize = dealing(movements)
        .filter(|m| m.to != PileId::PACKET)
        .map(|m| usize::from(m.count))
        .sum();
    motion::stagger(dealt)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{deal, DealNumber, GameId, Move, NoLog, Variant};

    /// Capricieuse's first redeal: its movements and the layout.
    fn redealt() -> (Vec<Movement>, Layout) {
        let mut pos = deal(
            Variant::new(GameId::Capricieuse),
            DealNumber::new(1).unwrap(),
        );
        // Turn the stock out, then redeal.
        while pos.apply(Move::Stock, &mut NoLog).is_ok() {}
        let mut log = Vec::new();
        pos.apply(Move::Redeal, &mut log).expect("a redeal");
        (log, Layout::new(&pos, 900.0, 700.0))
    }

    #[test]
    fn a_redeal_gathers_into_the_pack_then_deals_out_of_it() {
        let (movements, layout) = redealt();
        assert!(gathering(&movements).count() > 0);
        assert!(gathering(&movements).all(|m| m.to == PileId::PACKET));
        assert!(dealing(&movements).all(|m| m.from == PileId::PACKET));
        let touched = touched(&movements);
        assert!(touched.contains(&PileId::PACKET));
        let mut once = touched.clone();
        once.dedup();
        assert_eq!(once.len(), touched.len());
        // The pauses stay within their bounds; the riffle only when shuffled.
        let step = gather_step(&movements);
        assert!(step > 0.0 && step <= GATHER_STEP_MS, "{step}");
        assert!(deal_step(&movements) >= 0.0);
        assert_eq!(gather_end(step, 3, false).1, 0.0);
        assert_eq!(gather_end(step, 3, true).1, SHUFFLE_MS);
        // Capricieuse shows no stock: the pack is made up in the middle of
        // the first row.
        assert!(layout.slot(PileId::STOCK).is_none());
        let row = layout.slot(PileId::tableau(0)).unwrap().y;
        let middle = (layout.width - layout.card_w) / 2.0;
        assert_eq!(pack_place(&layout), (middle, row));
    }
}
