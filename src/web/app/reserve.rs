//! Double Canfield's reserve at the table: squared (its top card and a
//! count), with a Reserve button (`aria-pressed`) that fans it out to look
//! through it and squares it again. The contents are public: the rules say
//! so, the pile's name reads the count and the top card, and every card
//! stays in the page (`data-card`).

use super::App;
use crate::web::view;
use web_sys::{Element, HtmlElement};

/// The look control: its button (the look itself is
/// `TableState::reserve_fanned`).
#[derive(Default)]
pub(super) struct Look {
    button: Option<HtmlElement>,
}

impl App {
    /// Adds or removes the Reserve button (games with a reserve only), at
    /// the end of the bar's buttons so that no other control moves.
    pub(super) fn set_reserve_button(&mut self, wanted: bool) {
        match (&self.reserve_look.button, wanted) {
            (None, true) => {
                let b = view::create(&self.doc, "button");
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("data-action", "reserve");
                let _ = b.set_attribute(
                    "title",
                    "Look through the reserve (its cards are public; only the top one plays)",
                );
                b.set_text_content(Some("Reserve"));
                let _ = self.controls.buttons.append_child(&b);
                self.reserve_look.button = Some(b);
            }
            (Some(b), false) => {
                b.remove();
                self.reserve_look.button = None;
            }
            _ => {}
        }
        self.show_reserve_look();
    }

    /// The reserve was fanned out or squared (`TableState::reserve_fanned`).
    pub(super) fn show_reserve_look_changed(&mut self) {
        self.show_reserve_look();
        self.relayout();
    }

    fn show_reserve_look(&self) {
        if let Some(b) = &self.reserve_look.button {
            let _ = b.set_attribute(
                "aria-pressed",
                if self.core.reserve_fanned() {
                    "true"
                } else {
                    "false"
                },
            );
        }
    }

    /// After each drawing of the reserve: its count, and whether it is squared.
    pub(super) fn mark_reserve(&self, el: &Element, len: usize) {
        let _ = el.set_attribute("data-count", &len.to_string());
        let _ = el.toggle_attribute_with_force(
            "data-squared",
            !self.core.session.layout().reserve_fanned(),
        );
    }
}
