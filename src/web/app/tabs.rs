//! Another tab's save of this table's game: the shell of
//! [`crate::table::elsewhere`]. The window's `storage` event (a write to
//! `localStorage` by another tab of this origin) becomes [`Input::Stored`],
//! a key and a new text; the core decides whether it is this table's game
//! and what to show and say (`TableState::elsewhere`); `App` performs it.

use super::Input;
use wasm_bindgen::JsCast;
use web_sys::{Event, StorageEvent};

/// The event the window's listener hears.
pub(super) const EVENT: &str = "storage";

/// Another tab's write as the core's input (`None`: not a storage event).
pub(super) fn heard(e: &Event) -> Option<Input> {
    let s = e.dyn_ref::<StorageEvent>()?;
    Some(Input::Stored {
        key: s.key(),
        value: s.new_value(),
    })
}
