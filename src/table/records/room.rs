//! Making room for a fact. A browser gives a site about 5 million
//! characters of `localStorage`; when they are full, a write is refused.
//! A fact (a game won, started, left; a daily day) is the one thing a
//! player cannot make again, so before such a write is given up, the table
//! drops its own least valuable records, one at a time, least valuable
//! first, and tries again after each ([`write`]):
//!
//! 1. caches: the daily deals already found (`patience:daily-deals`: a
//!    deal dropped costs one more question to the solver);
//! 2. saved games of other deals, in any scope: first those no recent list
//!    names, then the least recently played. The most recently played
//!    deal of each list (the game on the table) is kept.
//!
//! Never a fact, a base, a copy of unreadable statistics, the settings or
//! a recent list. (Patience keeps no pictures in storage.) What was
//! dropped is returned, so that the caller can say so.

use super::store::{Json, Store, WriteError};

/// The saved games' keys start so (`patience:save:…` on the game's page,
/// `patience:table:<name>:save:…` for an embedded table).
fn is_save(key: &str) -> bool {
    key.starts_with("patience:save:")
        || key
            .strip_prefix("patience:table:")
            .is_some_and(|rest| rest.contains(":save:"))
}

/// The recent lists' keys (`patience:recent`, `patience:table:<name>:recent`).
fn is_recent_list(key: &str) -> bool {
    key == "patience:recent"
        || key
            .strip_prefix("patience:table:")
            .is_some_and(|rest| rest.ends_with(":recent"))
}

/// The records that may go to make room, least valuable first.
pub fn candidates<S: Store + ?Sized>(store: &S) -> Vec<String> {
    let mut keys = store.keys();
    keys.sort_unstable();
    let mut out = Vec::new();
    if keys.iter().any(|k| k == super::DAILY_DEALS_KEY) {
        out.push(super::DAILY_DEALS_KEY.to_string());
    }
    // Each recent list, most recent first.
    let lists: Vec<Vec<String>> = keys
        .iter()
        .filter(|k| is_recent_list(k))
        .filter_map(|k| S::Json::from_text::<Vec<String>>(&store.read(k)?).ok())
        .collect();
    let listed = |k: &String| lists.iter().any(|l| l.contains(k));
    // Saves no list names.
    out.extend(keys.iter().filter(|k| is_save(k) && !listed(k)).cloned());
    // Then the listed ones, the least recent first, round by round over
    // the lists, each list's first kept.
    let longest = lists.iter().map(Vec::len).max().unwrap_or(0);
    for place in (1..longest).rev() {
        for list in &lists {
            if let Some(k) = list.get(place) {
                if is_save(k) && keys.contains(k) && !out.contains(k) {
                    out.push(k.clone());
                }
            }
        }
    }
    out
}

/// Writes `text` under `key`; if the store refuses, drops the
/// [`candidates`] one at a time and tries again after each. Returns the
/// keys dropped with the result (what was dropped stays dropped even when
/// the write is refused in the end: the room is there for the next try).
pub fn write<S: Store + ?Sized>(
    store: &S,
    key: &str,
    text: &str,
) -> (Vec<String>, Result<(), WriteError>) {
    let mut result = store.write(key, text);
    let mut dropped = Vec::new();
    if result.is_err() {
        for k in candidates(store) {
            if k == key {
                continue;
            }
            store.remove(&k);
            dropped.push(k);
            result = store.write(key, text);
            if result.is_ok() {
                break;
            }
        }
    }
    (dropped, result)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::table::records::store::MemoryStore;
    use std::cell::Cell;
    use std::collections::BTreeMap;

    /// A store of `room` characters at most, like a browser's quota.
    struct Quota {
        inner: MemoryStore,
        room: usize,
        writes: Cell<usize>,
    }

    impl Quota {
        fn used(&self) -> usize {
            self.inner
                .texts()
                .iter()
                .map(|(k, t)| k.len() + t.len())
                .sum()
        }
    }

    impl Store for Quota {
        type Json = <MemoryStore as Store>::Json;
        fn read(&self, key: &str) -> Option<String> {
            self.inner.read(key)
        }
        fn write(&self, key: &str, text: &str) -> Result<(), WriteError> {
            self.writes.set(self.writes.get() + 1);
            let now = self.inner.read(key).map_or(0, |t| key.len() + t.len());
            if self.used() - now + key.len() + text.len() > self.room {
                return Err(WriteError {
                    key: key.into(),
                    why: "QuotaExceededError".into(),
                });
            }
            self.inner.write(key, text)
        }
        fn remove(&self, key: &str) {
            self.inner.remove(key)
        }
        fn keys(&self) -> Vec<String> {
            self.inner.keys()
        }
    }

    fn full() -> (Quota, BTreeMap<String, String>) {
        let big = "x".repeat(1000);
        let texts: BTreeMap<String, String> = [
            ("patience:daily-deals", big.clone()),
            ("patience:facts:a", big.clone()),
            ("patience:daily:a", big.clone()),
            ("patience:stats", big.clone()),
            ("patience:stats:unreadable:1", big.clone()),
            ("patience:settings", big.clone()),
            (
                "patience:recent",
                r#"["patience:save:game=caprice&deal=3","patience:save:game=caprice&deal=2","patience:save:game=caprice&deal=1"]"#.to_string(),
            ),
            ("patience:save:game=caprice&deal=1", big.clone()),
            ("patience:save:game=caprice&deal=2", big.clone()),
            ("patience:save:game=caprice&deal=3", big.clone()),
            ("patience:save:game=caprice&deal=9", big.clone()),
            (
                "patience:table:=side:recent",
                r#"["patience:table:=side:save:game=lucas-leaps&deal=5","patience:table:=side:save:game=lucas-leaps&deal=6"]"#.to_string(),
            ),
            ("patience:table:=side:save:game=lucas-leaps&deal=5", big.clone()),
            ("patience:table:=side:save:game=lucas-leaps&deal=6", big.clone()),
            ("other-site", big.clone()),
        ]
        .into_iter()
        .map(|(k, t)| (k.to_string(), t))
        .collect();
        let inner = MemoryStore::with(texts.clone());
        let room = inner.texts().iter().map(|(k, t)| k.len() + t.len()).sum();
        (
            Quota {
                inner,
                room,
                writes: Cell::new(0),
            },
            texts,
        )
    }

    #[test]
    fn the_least_valuable_records_go_first_and_never_a_fact() {
        let (store, _) = full();
        assert_eq!(
            candidates(&store),
            [
                "patience:daily-deals",
                "patience:save:game=caprice&deal=9",
                "patience:save:game=caprice&deal=1",
                "patience:save:game=caprice&deal=2",
                "patience:table:=side:save:game=lucas-leaps&deal=6",
            ]
        );
    }

    /// Issue 39, item 2: a win written to a full storage makes room by
    /// dropping as little as it needs, least valuable first.
    #[test]
    fn a_fact_refused_by_a_full_store_makes_room_and_lands() {
        let (store, before) = full();
        let key = "patience:facts:a";
        let text = "y".repeat(2500);
        let (dropped, result) = write(&store, key, &text);
        assert_eq!(result, Ok(()));
        assert_eq!(
            dropped,
            ["patience:daily-deals", "patience:save:game=caprice&deal=9"]
        );
        assert_eq!(store.read(key), Some(text));
        for (k, t) in &before {
            if k != key && !dropped.contains(k) {
                assert_eq!(store.read(k).as_ref(), Some(t), "{k} kept");
            }
        }
        // Too big for all the room there is: refused, every fact kept.
        let (_, result) = write(&store, key, &"z".repeat(100_000));
        assert!(result.is_err());
        for k in [
            "patience:daily:a",
            "patience:stats",
            "patience:stats:unreadable:1",
            "patience:settings",
            "patience:recent",
            "patience:save:game=caprice&deal=3",
            "patience:table:=side:save:game=lucas-leaps&deal=5",
            "other-site",
        ] {
            assert!(store.read(k).is_some(), "{k} kept");
        }
        assert_eq!(store.read(key).map(|t| t.len()), Some(2500));
        // A write that fits tries once.
        store.writes.set(0);
        assert_eq!(write(&store, key, "ok").1, Ok(()));
        assert_eq!(store.writes.get(), 1);
    }
}
