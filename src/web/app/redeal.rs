//! A redeal, drawn as a dealer makes it: every card leaves the tableau for
//! the pack (the stock's place, or the middle of the table where there is
//! no stock), the pack is riffled when the game's redeal shuffles, and the
//! cards dealt face up fly out to their places one by one.
//!
//! Nothing here decides a rule: which cards were gathered, in what order,
//! where each one went and in what order all come from the redeal's
//! `Movement`s (gathered into the hidden packet, then dealt from it;
//! planned in `table::redeal`), and whether it shuffles is the engine's
//! `RedealRule`. The table is drawn
//! in its final state at once (play can go on at any moment); the gathered
//! cards fly into a `.pack` element outside the piles (the riffle and the
//! fade are CSS animations, timed from here), which goes when the table's
//! animations end. With reduced motion, or animation speed "none", the
//! redeal is simply drawn.

pub(super) use crate::table::redeal::{
    deal_step, dealing, gather_end, gather_step, gathering, pack_place, touched,
};
use crate::web::view::{self, Num};
use web_sys::{Document, HtmlElement};

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
