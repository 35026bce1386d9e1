//! The page's `localStorage` as the records' [`Store`]: texts read and
//! written as they are, JSON through the browser's own `JSON.parse` and
//! `JSON.stringify` ([`Wire`]). What is kept, and every rule of it, is in
//! [`crate::table::records`]; saved play's ([`saved`](crate::table::records::saved))
//! is named here as the web layer's own. A table's keys are kept under its
//! `storage-prefix` ([`Local`], [`StoragePrefix`]).

use super::wire::{self, Wire};
use crate::table::attributes::StoragePrefix;
use crate::table::records::store::{Store, WriteError};
use wasm_bindgen::JsValue;
use web_sys::Storage;

pub use crate::table::records::saved::{
    latest, load, load_or_fresh, store, Loaded, Restored, Saved, Scope,
};

/// The page's `localStorage`, if it has one it may use.
pub fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The page's `localStorage` as one table keeps it: the records name their
/// keys `patience:…`, and they are stored under the table's prefix
/// (`<prefix>:…`; the default's are the same bytes). Keys under another
/// prefix are not this table's: it neither lists nor reads them.
#[derive(Clone)]
pub struct Local {
    storage: Storage,
    prefix: StoragePrefix,
}

impl Local {
    /// The page's `localStorage` under `prefix`, if it has one it may use.
    pub fn new(prefix: StoragePrefix) -> Option<Local> {
        Some(Local {
            storage: local()?,
            prefix,
        })
    }

    /// The keys' prefix.
    pub fn prefix(&self) -> &StoragePrefix {
        &self.prefix
    }

    /// `localStorage.getItem` of the records' `key`.
    // One copy of each, however many records call it (the first table's bytes).
    #[inline(never)]
    pub fn get_item(&self, key: &str) -> Result<Option<String>, JsValue> {
        self.storage.get_item(&self.prefix.outer(key))
    }

    /// `localStorage.setItem` of the records' `key`.
    #[inline(never)]
    pub fn set_item(&self, key: &str, value: &str) -> Result<(), JsValue> {
        self.storage.set_item(&self.prefix.outer(key), value)
    }
}

impl Store for Local {
    type Json = Wire;

    fn read(&self, key: &str) -> Option<String> {
        self.storage.read(&self.prefix.outer(key))
    }

    fn write(&self, key: &str, text: &str) -> Result<(), WriteError> {
        // The error names the records' key, as they know it.
        Store::write(&self.storage, &self.prefix.outer(key), text).map_err(|e| WriteError {
            key: key.to_string(),
            why: e.why,
        })
    }

    fn remove(&self, key: &str) {
        self.storage.remove(&self.prefix.outer(key));
    }

    #[inline(never)]
    fn keys(&self) -> Vec<String> {
        self.storage
            .keys()
            .iter()
            .filter_map(|k| self.prefix.inner(k).map(|k| k.into_owned()))
            .collect()
    }
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
