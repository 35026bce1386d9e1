//! Another tab's save of this table's game: the shell of
//! [`crate::table::elsewhere`]. The window's `storage` event (a write to
//! `localStorage` by another tab of this origin) becomes [`Input::Stored`],
//! a key and a new text; the core decides whether it is this table's game
//! and what to show and say; this performs it.

use super::{App, Input};
use crate::table::elsewhere::Elsewhere;
use crate::web::storage::Restored;
use crate::web::wire::Wire;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::StorageEvent;

impl App {
    /// Listens to other tabs' writes.
    pub(super) fn tabs_mount(&mut self) -> Result<(), JsValue> {
        let window = self.window.clone().into();
        self.add_listener(&window, "storage", |e, h| {
            if let Some(s) = e.dyn_ref::<StorageEvent>() {
                h.send(Input::Stored {
                    key: s.key(),
                    value: s.new_value(),
                });
            }
        })
    }

    /// Another tab wrote `value` under `key` (`None`: removed or cleared).
    pub(super) fn stored(&mut self, key: Option<String>, value: Option<String>) {
        // (The fields, not `saves()`: the borrows stay apart.)
        let Some(scope) = self
            .options
            .save
            .as_ref()
            .filter(|_| self.storage.is_some())
        else {
            return;
        };
        let decision = self
            .core
            .elsewhere::<Wire>(key.as_deref(), value.as_deref(), scope);
        if let Elsewhere::Follow { restored, say } = decision {
            self.follow(*restored);
            if let Some(words) = say {
                // The message line is a live region: screen readers hear it.
                self.say(words);
            }
        }
    }

    /// Shows this deal's game as another tab left it: same deal, so no
    /// new deal, no loss counted, no flourish.
    fn follow(&mut self, r: Restored) {
        self.cancel_drag();
        self.stop_autoplay();
        // Not a change of status here: the other tab played it
        // (`Session::load`). (The same deal: `elsewhere` checked.)
        self.core.show(r);
        self.render_all();
        self.after_change();
    }
}
