//! Where the records are kept: a small key–text [`Store`] (the browser's
//! `localStorage` in `web`, a `MemoryStore` natively), and the [`Json`]
//! that reads and writes the texts.
//!
//! The JSON is the store's own: the browser parses and prints through its
//! own `JSON.parse` / `JSON.stringify` (`web::wire`), which keeps
//! serde_json out of the table's wasm (3.8 KB gzipped); natively
//! `SerdeJson` does. Both write the same bytes for the records (the
//! tests pin them).
//!
//! A write the store refuses (a private mode, a sandboxed iframe, a full
//! quota) is returned as a [`WriteError`], so that the app can tell the
//! player; reads of anything missing or unreadable are `None`.

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt;

/// Why a text or a value was not what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonError {
    /// Not JSON at all (the parser's own message).
    NotJson(String),
    /// JSON, but not of the expected shape (serde's message: `missing
    /// field `deal``, `invalid type: string "x", expected u32`).
    Shape(String),
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonError::NotJson(e) | JsonError::Shape(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for JsonError {}

/// JSON text to and from Rust values.
pub trait Json {
    /// A parsed document, read as one type or several.
    type Doc;
    fn parse(text: &str) -> Result<Self::Doc, JsonError>;
    fn read<T: DeserializeOwned>(doc: &Self::Doc) -> Result<T, JsonError>;
    fn print<T: Serialize + ?Sized>(value: &T) -> Result<String, JsonError>;

    /// A value from JSON text: [`Json::parse`], then [`Json::read`].
    fn from_text<T: DeserializeOwned>(text: &str) -> Result<T, JsonError> {
        Self::read(&Self::parse(text)?)
    }

    /// What `#[serde(deny_unknown_fields)]` and a pair's length refuse in
    /// the statistics' sources and records, for a reader that does not see
    /// it itself (the browser's: see `web::wire::deny_unknown`). serde_json
    /// sees it: nothing to do.
    fn check_stats(_doc: &Self::Doc) -> Result<(), JsonError> {
        Ok(())
    }

    /// [`Json::check_stats`]'s check of one of the statistics' sources.
    fn check_source(_doc: &Self::Doc) -> Result<(), JsonError> {
        Ok(())
    }

    /// The items of `doc`'s member `field`, each a document of its own to
    /// read on its own (none if it is missing or not an array).
    fn items(doc: &Self::Doc, field: &str) -> Vec<Self::Doc>;
}

/// A write the store refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteError {
    /// The key that was not written.
    pub key: String,
    /// The store's words for why (the browser's `QuotaExceededError`...).
    pub why: String,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} could not be kept: {}", self.key, self.why)
    }
}

impl std::error::Error for WriteError {}

/// Texts under keys. Writes take `&self`: the store is a handle on
/// storage that every table and tab of the page shares (`localStorage`),
/// not a value one table owns.
pub trait Store {
    /// How this store's texts are read and written.
    type Json: Json;
    /// The text under `key`, if any (a store that cannot be read holds
    /// nothing).
    fn read(&self, key: &str) -> Option<String>;
    fn write(&self, key: &str, text: &str) -> Result<(), WriteError>;
    fn remove(&self, key: &str);
    /// Every key, in no particular order.
    fn keys(&self) -> Vec<String>;
}

/// The value under `key`: `None` when nothing is there, an error when it
/// does not read as a `T`.
pub fn read_value<S: Store + ?Sized, T: DeserializeOwned>(
    store: &S,
    key: &str,
) -> Option<Result<T, JsonError>> {
    store.read(key).map(|text| S::Json::from_text(&text))
}

/// serde_json's JSON, natively (the browser's is `web::wire::Wire`).
#[cfg(not(target_arch = "wasm32"))]
pub struct SerdeJson;

#[cfg(not(target_arch = "wasm32"))]
impl Json for SerdeJson {
    type Doc = serde_json::Value;

    fn parse(text: &str) -> Result<serde_json::Value, JsonError> {
        serde_json::from_str(text).map_err(|e| JsonError::NotJson(e.to_string()))
    }

    fn read<T: DeserializeOwned>(doc: &serde_json::Value) -> Result<T, JsonError> {
        T::deserialize(doc).map_err(|e| JsonError::Shape(e.to_string()))
    }

    fn print<T: Serialize + ?Sized>(value: &T) -> Result<String, JsonError> {
        serde_json::to_string(value).map_err(|e| JsonError::Shape(e.to_string()))
    }

    fn items(doc: &serde_json::Value, field: &str) -> Vec<serde_json::Value> {
        doc.get(field)
            .and_then(serde_json::Value::as_array)
            .cloned()
            .unwrap_or_default()
    }
}

/// A store in memory (native tests and tools), with serde_json's JSON.
/// [`MemoryStore::refuse_writes`] makes it refuse writes as a full
/// `localStorage` does.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Default)]
pub struct MemoryStore {
    texts: std::cell::RefCell<std::collections::BTreeMap<String, String>>,
    refusing: std::cell::Cell<bool>,
}

#[cfg(not(target_arch = "wasm32"))]
impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// A store holding `texts` (key, text).
    pub fn with<K: Into<String>, T: Into<String>>(
        texts: impl IntoIterator<Item = (K, T)>,
    ) -> MemoryStore {
        let store = MemoryStore::new();
        store
            .texts
            .borrow_mut()
            .extend(texts.into_iter().map(|(k, t)| (k.into(), t.into())));
        store
    }

    /// From now on writes are refused (`true`) or kept (`false`).
    pub fn refuse_writes(&self, refuse: bool) {
        self.refusing.set(refuse);
    }

    /// Everything held, by key.
    pub fn texts(&self) -> std::collections::BTreeMap<String, String> {
        self.texts.borrow().clone()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Store for MemoryStore {
    type Json = SerdeJson;

    fn read(&self, key: &str) -> Option<String> {
        self.texts.borrow().get(key).cloned()
    }

    fn write(&self, key: &str, text: &str) -> Result<(), WriteError> {
        if self.refusing.get() {
            return Err(WriteError {
                key: key.to_string(),
                why: "the quota has been exceeded".into(),
            });
        }
        self.texts
            .borrow_mut()
            .insert(key.to_string(), text.to_string());
        Ok(())
    }

    fn remove(&self, key: &str) {
        self.texts.borrow_mut().remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.texts.borrow().keys().cloned().collect()
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_memory_store_keeps_texts_and_refuses_writes_when_told() {
        let s = MemoryStore::with([("a", "1")]);
        assert_eq!(s.read("a").as_deref(), Some("1"));
        s.write("b", "[2]").unwrap();
        assert_eq!(read_value::<_, Vec<u32>>(&s, "b"), Some(Ok(vec![2])));
        assert!(matches!(
            read_value::<_, Vec<u32>>(&s, "a"),
            Some(Err(JsonError::Shape(_)))
        ));
        assert_eq!(read_value::<_, u32>(&s, "c"), None);
        s.refuse_writes(true);
        let e = s.write("b", "3").unwrap_err();
        assert_eq!(e.key, "b");
        assert!(e.to_string().starts_with("b could not be kept: "));
        assert_eq!(s.read("b").as_deref(), Some("[2]"));
        s.remove("a");
        assert_eq!(s.keys(), ["b"]);
    }
}
