//! Another tab's save of this table's game: the shell of
//! [`crate::table::elsewhere`]. The window's `storage` event (a write to
//! `localStorage` by another tab of this origin) becomes [`Input::Stored`],
//! a key and a new text; the core decides whether it is this table's game
//! and what to show and say (in `TableState::update`: `Effect::Followed`,
//! `SaveGame`, `RetryWrites`); `App` performs it.
//! A key under another `storage-prefix` is not this table's, and not heard.

use super::Input;
use crate::table::attributes::StoragePrefix;
use wasm_bindgen::JsCast;
use web_sys::{Event, StorageEvent};

/// The event the window's listener hears.
pub(super) const EVENT: &str = "storage";

/// Another tab's write as the core's input, its key as the records name
/// it (`None`: not a storage event, or a key under another prefix).
pub(super) fn heard(e: &Event, prefix: &StoragePrefix) -> Option<Input> {
    let s = e.dyn_ref::<StorageEvent>()?;
    let key = match s.key() {
        // `localStorage.clear()`: every key, this table's too.
        None => None,
        Some(k) => Some(prefix.inner(&k)?.into_owned()),
    };
    Some(Input::Stored {
        key,
        value: s.new_value(),
    })
}
