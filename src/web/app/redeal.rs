//! A redeal, drawn as a dealer makes it: every card leaves the tableau for
//! the pack (the stock's place, or the middle of the table where there is
//! no stock), the pack is riffled when the game's redeal shuffles, and the
//! cards dealt face up fly out to their places one by one.
//!
//! Nothing here decides a rule: which cards were gathered, in what order,
//! where each one went and in what order all come from the redeal's
//! `Movement`s (gathered into the hidden packet, then dealt from it), and
//! whether it shuffles is the engine's `RedealRule`. The table is drawn
//! in its final state at once (play can go on at any moment); the gathered
//! cards fly into a `.pack` element outside the piles (the riffle and the
//! fade are CSS animations, timed from here), which goes when the table's
//! animations end. With reduced motion, or animation speed "none", the
//! redeal is simply drawn.

use super::App;
use crate::engine::rules::RedealRule;
use crate::engine::{Movement, PileId};
use crate::table::motion;
use crate::web::view::{self, Num};

/// The longest pause between two cards flying into the pack (ms).
const GATHER_STEP_MS: f64 = 12.0;
/// The most the gathering's stagger adds up to (ms).
const GATHER_TOTAL_MS: f64 = 450.0;
/// The riffle of a shuffled pack (ms).
const SHUFFLE_MS: f64 = 480.0;

impl App {
    /// Removes a redeal's pack still on the table.
    pub(super) fn clear_ghosts(&mut self) {
        for g in self.ghosts.drain(..) {
            g.remove();
        }
    }

    /// Where the pack is made up: the stock's place, else the middle of the
    /// tableau's first row.
    fn pack_place(&self) -> (f64, f64) {
        let l = self.core.session.layout();
        if let Some(s) = l.slot(PileId::STOCK) {
            return (s.x, s.y);
        }
        let top = l.slot(PileId::tableau(0)).map_or(0.0, |s| s.y);
        ((l.width - l.card_w) / 2.0, top)
    }

    /// Draws a redeal just made (see the module docs); `false` when it is
    /// not to be animated (the caller then draws it plainly).
    pub(super) fn show_redeal(&mut self, movements: &[Movement]) -> bool {
        if self.reduced_motion() {
            return false;
        }
        self.clear_ghosts();
        let (px, py) = self.pack_place();
        let shuffles = self.core.session.position().rules().redeal == RedealRule::Shuffled;
        let pack = view::create(&self.doc, "div");
        pack.set_class_name(if shuffles { "pack shuffle" } else { "pack" });
        let _ = pack.set_attribute("aria-hidden", "true");

        // 1. The gathered cards fly into the pack as the movements lift
        // them, top cards first (before the table is redrawn: from where
        // they are drawn now).
        let gathered: usize = movements
            .iter()
            .filter(|m| m.to == PileId::PACKET && m.from != m.to)
            .map(|m| usize::from(m.count))
            .sum();
        let step = motion::stagger_within(gathered, GATHER_STEP_MS, GATHER_TOTAL_MS);
        let mut flown: usize = 0;
        for m in movements.iter().filter(|m| m.to == PileId::PACKET) {
            let Some(i) = self.pile_index(m.from) else {
                continue;
            };
            for _ in 0..m.count {
                let places = self.drawn_places(i);
                let Some(el) = self.piles[i].els.pop() else {
                    break;
                };
                self.piles[i].cards.pop();
                let (x, y) = places.last().copied().unwrap_or((px, py));
                let _ = el.remove_attribute("data-card");
                el.style().set_css_text("left:0;top:0");
                let _ = pack.append_child(&el);
                self.fly(&el, x - px, y - py, flown as f64 * step);
                flown += 1;
            }
        }
        let gather_end = step * flown.saturating_sub(1) as f64 + motion::FLIGHT_MS;
        let shuffle = if shuffles { SHUFFLE_MS } else { 0.0 };
        let k = self.speed_factor();
        pack.style().set_css_text(&format!(
            "left:{}px;top:{}px;--wait:{}ms;--riffle:{}ms",
            Num(px),
            Num(py),
            Num(gather_end * k),
            Num(shuffle * k)
        ));
        let _ = self.table.append_child(&pack);
        self.ghosts.push(pack);
        self.animating_for((gather_end + shuffle) * k);

        // 2. The table in its final state, then the cards dealt face up fly
        // out of the pack in dealing order.
        let mut next: Vec<usize> = self.piles.iter().map(|p| p.els.len()).collect();
        let mut touched: Vec<PileId> = Vec::new();
        for m in movements {
            for p in [m.from, m.to] {
                if !touched.contains(&p) {
                    touched.push(p);
                }
            }
        }
        for &p in &touched {
            if let Some(i) = self.pile_index(p) {
                self.render_pile(i, None);
            }
        }
        let dealt: usize = movements
            .iter()
            .filter(|m| m.from == PileId::PACKET && m.to != PileId::PACKET && m.to != PileId::STOCK)
            .map(|m| usize::from(m.count))
            .sum();
        let deal_step = motion::stagger(dealt);
        let mut s: usize = 0;
        for m in movements
            .iter()
            .filter(|m| m.from == PileId::PACKET && m.to != PileId::STOCK)
        {
            let Some(i) = self.pile_index(m.to) else {
                continue;
            };
            for _ in 0..m.count {
                let index = next[i];
                next[i] += 1;
                let len = self.piles[i].els.len();
                let Some(el) = self.piles[i].els.get(index).cloned() else {
                    continue;
                };
                let (x, y) = self.core.session.layout().card_at(m.to, index, len);
                self.fly(
                    &el,
                    px - x,
                    py - y,
                    gather_end + shuffle + deal_step * s as f64,
                );
                s += 1;
            }
        }
        true
    }
}
