//! The page's `localStorage` as the records' [`Store`]: texts read and
//! written as they are, JSON through the browser's own `JSON.parse` and
//! `JSON.stringify` ([`Wire`]). What is kept, and every rule of it, is in
//! [`crate::table::records`]; saved play's ([`saved`](crate::table::records::saved))
//! is named here as the web layer's own.

use super::wire::{self, Wire};
use crate::table::records::store::{Store, WriteError};
use web_sys::Storage;

pub use crate::table::records::saved::{
    latest, load, load_or_fresh, store, Loaded, Restored, Saved, Scope,
};

/// The page's `localStorage`, if it has one it may use.
pub fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

impl Store for Storage {
    type Json = Wire;

    fn read(&self, key: &str) -> Option<String> {
        self.get_item(key).ok().flatten()
    }

    fn write(&self, key: &str, text: &str) -> Result<(), WriteError> {
        self.set_item(key, text).map_err(|e| WriteError {
            key: key.to_string(),
            why: wire::message(&e),
        })
    }

    fn remove(&self, key: &str) {
        // Removing cannot fail for want of room; a storage that cannot be
        // used at all held nothing to remove.
        let _ = self.remove_item(key);
    }

    fn keys(&self) -> Vec<String> {
        let n = self.length().unwrap_or(0);
        (0..n).filter_map(|i| self.key(i).ok().flatten()).collect()
    }
}
