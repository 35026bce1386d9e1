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

use crate::engine::{Movement, PileId};
use crate::table::layout::Layout;
use crate::table::motion;
use crate::web::view::{self, Num};
use web_sys::{Document, HtmlElement};

/// The longest pause between two cards flying into the pack (ms).
const GATHER_STEP_MS: f64 = 12.0;
/// The most the gathering's stagger adds up to (ms).
const GATHER_TOTAL_MS: f64 = 450.0;
/// The riffle of a shuffled pack (ms).
const SHUFFLE_MS: f64 = 480.0;

/// A redeal's packs still on the table, removed once the table's
/// animations end.
#[derive(Default)]
pub(super) struct Packs(Vec<HtmlElement>);

impl Packs {
    /// Removes every pack.
    pub(super) fn clear(&mut self) {
        for g in self.0.drain(..) {
            g.remove();
        }
    }

    /// Makes a pack (riffled if the redeal `shuffles`), kept here until
    /// cleared; the caller fills and places it.
    pub(super) fn open(&mut self, doc: &Document, shuffles: bool) -> HtmlElement {
        let pack = view::create(doc, "div");
        pack.set_class_name(if shuffles { "pack shuffle" } else { "pack" });
        let _ = pack.set_attribute("aria-hidden", "true");
        self.0.push(pack.clone());
        pack
    }
}

/// Where the pack is made up: the stock's place, else the middle of the
/// tableau's first row.
pub(super) fn pack_place(l: &Layout) -> (f64, f64) {
    if let Some(s) = l.slot(PileId::STOCK) {
        return (s.x, s.y);
    }
    let top = l.slot(PileId::tableau(0)).map_or(0.0, |s| s.y);
    ((l.width - l.card_w) / 2.0, top)
}

/// The movements that gather cards into the pack, top cards first.
pub(super) fn gathering(movements: &[Movement]) -> impl Iterator<Item = &Movement> {
    movements.iter().filter(|m| m.to == PileId::PACKET)
}

/// The pause between two cards flying into the pack (ms).
pub(super) fn gather_step(movements: &[Movement]) -> f64 {
    let gathered: usize = gathering(movements)
        .filter(|m| m.from != m.to)
        .map(|m| usize::from(m.count))
        .sum();
    motion::stagger_within(gathered, GATHER_STEP_MS, GATHER_TOTAL_MS)
}

/// When the gathering of `flown` cards `step` ms apart ends, and how long
/// the riffle then takes (none unless the redeal `shuffles`), in ms.
pub(super) fn gather_end(step: f64, flown: usize, shuffles: bool) -> (f64, f64) {
    let end = step * flown.saturating_sub(1) as f64 + motion::FLIGHT_MS;
    (end, if shuffles { SHUFFLE_MS } else { 0.0 })
}

/// Places the pack at `(x, y)` with its fade's wait and its riffle, in ms
/// (CSSOM writes, which a strict Content-Security-Policy allows).
pub(super) fn place_pack(pack: &HtmlElement, (x, y): (f64, f64), wait: f64, riffle: f64) {
    pack.style().set_css_text(&format!(
        "left:{}px;top:{}px;--wait:{}ms;--riffle:{}ms",
        Num(x),
        Num(y),
        Num(wait),
        Num(riffle)
    ));
}

/// The piles the redeal touched, each once.
pub(super) fn touched(movements: &[Movement]) -> Vec<PileId> {
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
pub(super) fn dealing(movements: &[Movement]) -> impl Iterator<Item = &Movement> {
    movements
        .iter()
        .filter(|m| m.from == PileId::PACKET && m.to != PileId::STOCK)
}

/// The pause between two cards dealt out of the pack (ms).
pub(super) fn deal_step(movements: &[Movement]) -> f64 {
    let dealt: usize = dealing(movements)
        .filter(|m| m.to != PileId::PACKET)
        .map(|m| usize::from(m.count))
        .sum();
    motion::stagger(dealt)
}
