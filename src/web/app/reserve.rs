//! Double Canfield's reserve at the table: squared (its top card and a
//! count), with a Reserve button (`aria-pressed`) that fans it out to look
//! through it and squares it again. The contents are public: the rules say
//! so, the pile's name reads the count and the top card, and every card
//! stays in the page (`data-card`).

use crate::table::words::Words;
use crate::web::view;
use web_sys::{Document, Element, HtmlElement};

/// The look control: its button (the look itself is
/// `TableState::reserve_fanned`).
#[derive(Default)]
pub(super) struct Look {
    button: Option<HtmlElement>,
}

impl Look {
    /// Adds or removes the Reserve button (games with a reserve only), at
    /// the end of the bar's `buttons` so that no other control moves, and
    /// shows whether the reserve is `fanned`.
    pub(super) fn set_button(
        &mut self,
        doc: &Document,
        buttons: &Element,
        wanted: bool,
        fanned: bool,
        words: &Words,
    ) {
        match (&self.button, wanted) {
            (None, true) => {
                let b = view::create(doc, "button");
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("data-action", "reserve");
                // Written by `view::apply_words`, now and in another language.
                let _ = b.set_attribute("data-w", "chrome-reserve");
                let _ = b.set_attribute("data-w-title", "chrome-reserve-title");
                let _ = buttons.append_child(&b);
                view::apply_words(buttons, words);
                self.button = Some(b);
            }
            (Some(b), false) => {
                b.remove();
                self.button = None;
            }
            _ => {}
        }
        self.show(fanned);
    }

    /// Shows whether the reserve is fanned out (`TableState::reserve_fanned`).
    pub(super) fn show(&self, fanned: bool) {
        if let Some(b) = &self.button {
            let _ = b.set_attribute("aria-pressed", if fanned { "true" } else { "false" });
        }
    }
}

/// After each drawing of the reserve's pile element `el`: its count, and
/// whether it is squared (not `fanned`).
pub(super) fn mark(el: &Element, len: usize, fanned: bool) {
    let _ = el.set_attribute("data-count", &len.to_string());
    let _ = el.toggle_attribute_with_force("data-squared", !fanned);
}
