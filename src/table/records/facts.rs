//! The statistics as facts: each table writes the events of its games
//! (started, won, left unwon or assisted: [`Op`]) to a log of its own,
//! `patience:facts:<writer>`, which no other table or tab ever writes; the
//! statistics shown are **derived** on every read: the counters of
//! `patience:stats` (earlier releases' records, imports, a reset) as a
//! base, then every writer's facts replayed through [`Stats`]'s own rules
//! in time order.
//!
//! Why nothing is lost: a tab's `localStorage` is a copy that other tabs'
//! writes reach a little later, so two tabs that read, change and write
//! one key overwrite each other (issue 27: 20 simultaneous wins counted
//! 12). A key written by one writer only cannot be overwritten by another,
//! and a writer always writes its whole log from memory, so its last write
//! holds every fact it recorded.
//!
//! Why nothing counts twice: a game is known by its option set and deal
//! key; replayed in time order, a game already open is joined, not counted
//! again (two tabs on one deal), and a win or loss counts only for an open
//! game ([`Stats::start`], [`Stats::win`]). A refused write leaves the
//! facts in memory, marked unwritten, and the next write of the log (the
//! whole log again) lands them once.
//!
//! Logs stay small: a fact is about 90 bytes, two or three a game; a table
//! that records nothing writes no log. A reset or an import folds the
//! derived statistics into the base and ignores facts from before it
//! ([`KEY_SINCE`]).

use super::stats::{self, Aside, Kept, Op, SetAside, Stats};
use super::store::{Json, Store, WriteError};
use serde::{Deserialize, Serialize};

/// The start of every writer's key: `patience:facts:<writer>`.
pub const PREFIX: &str = "patience:facts:";
/// Facts recorded before this time (milliseconds since 1970) are in the
/// base already (a reset or an import folded them), or were reset.
pub const KEY_SINCE: &str = "patience:stats:since";
/// The `format` of a log.
pub const FORMAT: &str = "patience-facts";
pub const VERSION: u32 = 1;
/// Facts read from one log at most (a sanity bound).
const MAX_FACTS: usize = 200_000;

/// One event of a game, when it happened (milliseconds since 1970) and its
/// place in its writer's log (which orders events of the same millisecond).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fact {
    pub at: u64,
    pub seq: u32,
    pub op: Op,
}

/// A writer's log as stored:
/// `{"format":"patience-facts","version":1,"writer":ID,"facts":[FACT...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Log {
    pub format: String,
    pub version: u32,
    pub writer: String,
    pub facts: Vec<Fact>,
}

/// The key of writer `id`'s log.
pub fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// One table's log, kept in memory and written whole under its own key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Writer {
    log: Log,
    /// Facts recorded and not yet written.
    unwritten: bool,
    /// Among them, a win.
    win_unwritten: bool,
    /// The other logs this table told the player about ([`derive`]: one
    /// that does not read, one of a newer release), each told once.
    told: std::cell::RefCell<std::collections::BTreeSet<String>>,
}

impl Writer {
    /// A new writer with the (random, unique) id `id`.
    pub fn new(id: &str) -> Writer {
        Writer {
            log: Log {
                format: FORMAT.to_string(),
                version: VERSION,
                writer: id.to_string(),
                facts: Vec::new(),
            },
            unwritten: false,
            win_unwritten: false,
            told: Default::default(),
        }
    }

    pub fn id(&self) -> &str {
        &self.log.writer
    }

    /// Records `op`, which happened at `at` (milliseconds since 1970).
    pub fn record(&mut self, op: Op, at: u64) {
        let seq = u32::try_from(self.log.facts.len()).unwrap_or(u32::MAX);
        self.win_unwritten |= matches!(op, Op::Win { .. });
        self.log.facts.push(Fact { at, seq, op });
        self.unwritten = true;
    }

    /// Whether facts wait to be written.
    pub fn unwritten(&self) -> bool {
        self.unwritten
    }

    /// Whether a win is among the facts that wait.
    pub fn win_unwritten(&self) -> bool {
        self.win_unwritten
    }

    /// Writes the whole log under the writer's key (nothing to do if
    /// nothing waits). A refused write keeps every fact waiting.
    pub fn write<S: Store + ?Sized>(&mut self, store: &S) -> Result<(), WriteError> {
        if !self.unwritten {
            return Ok(());
        }
        // Facts folded into the base by a reset or an import are dropped.
        let since = since(store);
        self.log.facts.retain(|f| f.at >= since);
        let text = S::Json::print(&self.log).unwrap_or_default();
        super::room::write(store, &key(self.id()), &text).1?;
        self.unwritten = false;
        self.win_unwritten = false;
        // The first records of this browser: a base with a source id of
        // its own (the writer's), so that exports name one source.
        if store.read(stats::KEY).is_none() {
            Stats::new(self.id()).store(store)?;
        }
        Ok(())
    }

    pub fn facts(&self) -> &[Fact] {
        &self.log.facts
    }

    /// Whether the player is to be told about the log under `key` now:
    /// the first time only.
    fn tell(&self, key: &str) -> bool {
        self.told.borrow_mut().insert(key.to_string())
    }
}

/// Another table's log as read.
enum Read {
    /// It reads: its facts.
    Good(Vec<Fact>),
    /// Written by a newer release (its `version` above [`VERSION`]).
    Newer,
    /// It does not read, or not as `writer`'s log: the facts in it that
    /// still read on their own (none from a log of another writer or
    /// another format, which would count its games twice).
    Damaged(Vec<Fact>),
}

/// The beginning of a log, read alone: what says whose and which it is.
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    writer: Option<String>,
}

fn read_log<J: Json>(text: &str, writer: &str) -> Read {
    let Ok(doc) = J::parse(text) else {
        return Read::Damaged(Vec::new());
    };
    let head = J::read::<Head>(&doc).unwrap_or(Head {
        format: None,
        version: None,
        writer: None,
    });
    let ours = head.format.as_deref() == Some(FORMAT) && head.writer.as_deref() == Some(writer);
    if ours && head.version.is_some_and(|v| v > u64::from(VERSION)) {
        return Read::Newer;
    }
    match J::read::<Log>(&doc) {
        Ok(log) if ours && log.version == VERSION => Read::Good(log.facts),
        _ if ours => Read::Damaged(
            J::items(&doc, "facts")
                .iter()
                .take(MAX_FACTS)
                .filter_map(|f| J::read::<Fact>(f).ok())
                .collect(),
        ),
        _ => Read::Damaged(Vec::new()),
    }
}

fn since<S: Store + ?Sized>(store: &S) -> u64 {
    store
        .read(KEY_SINCE)
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(0)
}

/// The statistics: the base (`patience:stats`, see [`stats::load`]) with
/// every writer's facts replayed in time order. `own` is this table's
/// writer, whose facts are taken from memory (written or not). Beside
/// them: what loading the base set aside, or a write refused on the way.
pub fn derive<S: Store + ?Sized>(
    store: &S,
    new_id: impl FnOnce() -> String,
    own: Option<&Writer>,
) -> (Stats, Kept) {
    let (mut stats, kept) = stats::load(store, new_id);
    let since = since(store);
    // Each fact with its place in reading order, which settles ties
    // (a damaged log may hold a sequence number twice).
    let mut facts: Vec<(u64, String, u32, usize, Op)> = Vec::new();
    let mut add = |writer: &str, log: Vec<Fact>| {
        for f in log.into_iter().take(MAX_FACTS) {
            if f.at >= since && f.op.valid() {
                let read = facts.len();
                facts.push((f.at, writer.to_string(), f.seq, read, f.op));
            }
        }
    };
    // What is told about the other logs: one thing at a time (the base's
    // first), each log once per table.
    let mut told: Kept = Ok(None);
    let mut tell = |key: &str, aside: &dyn Fn() -> Kept| {
        if matches!(kept, Ok(None)) && matches!(told, Ok(None)) && own.is_none_or(|o| o.tell(key)) {
            told = aside();
        }
    };
    let mut keys = store.keys();
    keys.sort_unstable();
    for k in keys {
        let Some(writer) = k.strip_prefix(PREFIX) else {
            continue;
        };
        if own.is_some_and(|o| o.id() == writer) {
            continue;
        }
        let Some(text) = store.read(&k) else {
            continue;
        };
        // A log is left as it is (only its writer writes it): one that
        // does not read is copied aside, and the facts in it that still
        // read count; a newer release's counts for nothing here.
        match read_log::<S::Json>(&text, writer) {
            Read::Good(log) => add(writer, log),
            Read::Newer => tell(&k, &|| {
                Ok(Some(SetAside {
                    key: k.clone(),
                    recovered: 0,
                    what: Aside::NewerFacts,
                }))
            }),
            Read::Damaged(facts) => {
                let recovered = facts
                    .iter()
                    .filter(|f| f.at >= since && f.op.valid() && matches!(f.op, Op::Start { .. }))
                    .count();
                tell(&k, &|| {
                    stats::set_aside(store, &text).map(|key| {
                        Some(SetAside {
                            key,
                            recovered: u32::try_from(recovered).unwrap_or(u32::MAX),
                            what: Aside::Facts(k.clone()),
                        })
                    })
                });
                add(writer, facts);
            }
        }
    }
    let kept = match kept {
        Ok(None) => told,
        kept => kept,
    };
    if let Some(own) = own {
        add(own.id(), own.facts().to_vec());
    }
    facts.sort_unstable_by(|a, b| (a.0, &a.1, a.2, a.3).cmp(&(b.0, &b.1, b.2, b.3)));
    for (.., op) in &facts {
        op.apply(&mut stats);
    }
    (stats, kept)
}

/// Makes `stats` the base from `now` (milliseconds since 1970) on: facts
/// before it are no longer read (a reset with empty statistics, an import
/// with the derived ones merged). The base is written first: refused, it
/// changes nothing.
pub fn fold<S: Store + ?Sized>(store: &S, stats: &Stats, now: u64) -> Result<(), WriteError> {
    stats.store(store)?;
    store.write(KEY_SINCE, &now.to_string())
}

/// Imports a file's text into the derived statistics ([`Stats::merge`]),
/// folded into the base at `now` (milliseconds since 1970) if it adds
/// anything. Refused, it changes nothing.
pub fn import<S: Store + ?Sized>(
    store: &S,
    text: &str,
    new_id: impl FnOnce() -> String,
    own: Option<&Writer>,
    now: u64,
) -> Result<stats::Imported, stats::StatsError> {
    let (mut current, aside) = derive(store, new_id, own);
    let incoming = Stats::parse::<S::Json>(text)?;
    let added = current.merge(&incoming)?;
    let kept = if added == 0 {
        aside
    } else {
        aside.and_then(|a| fold(store, &current, now).map(|()| a))
    };
    Ok(stats::Imported { added, kept })
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::table::records::stats::{Summary, KEY};
    use crate::table::records::store::MemoryStore;

    const CAP: &str = "caprice";

    fn start(game: &str, now: u64) -> Op {
        Op::Start {
            k: CAP.into(),
            game: game.into(),
            now,
        }
    }

    fn win(game: &str, now: u64) -> Op {
        Op::Win {
            k: CAP.into(),
            game: game.into(),
            secs: 60,
            moves: 130,
            now,
            grade: None,
        }
    }

    fn summary(store: &MemoryStore) -> Summary {
        derive(store, || "fresh".into(), None).0.summary(CAP)
    }

    #[test]
    fn two_writers_winning_at_the_same_instant_lose_nothing() {
        // Each tab writes only its own log: interleaved as tightly as
        // can be, every game and win is there.
        let store = MemoryStore::new();
        let (mut a, mut b) = (Writer::new("aaaa"), Writer::new("bbbb"));
        for round in 0..10u64 {
            let t = 1_000 * round;
            a.record(start("deal=1", round), t);
            b.record(start("deal=2", round), t);
            a.record(win("deal=1", round), t + 5);
            b.record(win("deal=2", round), t + 5);
            a.write(&store).unwrap();
            b.write(&store).unwrap();
        }
        let s = summary(&store);
        assert_eq!((s.played, s.won, s.streak), (20, 20, 20));
        let base =
            Stats::parse::<crate::table::records::store::SerdeJson>(&store.read(KEY).unwrap());
        assert_eq!(base, Ok(Stats::new("aaaa")), "games do not write the base");
    }

    #[test]
    fn the_same_deal_in_two_tabs_is_one_game() {
        let store = MemoryStore::new();
        let (mut a, mut b) = (Writer::new("aaaa"), Writer::new("bbbb"));
        a.record(start("deal=1", 1), 1_000);
        b.record(start("deal=1", 1), 1_500);
        a.record(win("deal=1", 2), 2_000);
        b.record(win("deal=1", 2), 2_001);
        // Even in the same millisecond.
        a.record(start("deal=2", 3), 3_000);
        b.record(start("deal=2", 3), 3_000);
        a.write(&store).unwrap();
        b.write(&store).unwrap();
        let s = summary(&store);
        assert_eq!((s.played, s.won), (2, 1));
        // The same deal played again later is another game.
        a.record(win("deal=2", 4), 4_000);
        a.record(start("deal=1", 5), 5_000);
        a.write(&store).unwrap();
        let s = summary(&store);
        assert_eq!((s.played, s.won, s.streak), (3, 2, 2));
    }

    #[test]
    fn a_refused_write_is_kept_and_lands_once() {
        let store = MemoryStore::new();
        let mut a = Writer::new("aaaa");
        store.refuse_writes(true);
        a.record(start("deal=1", 1), 1_000);
        a.record(win("deal=1", 2), 2_000);
        assert_eq!(a.write(&store).unwrap_err().key, key("aaaa"));
        assert!(a.unwritten());
        assert_eq!(summary(&store), Summary::default(), "nothing stored");
        // This table still shows it (from memory).
        assert_eq!(
            derive(&store, || "f".into(), Some(&a)).0.summary(CAP).won,
            1
        );
        assert!(a.write(&store).is_err());
        store.refuse_writes(false);
        a.write(&store).unwrap();
        assert!(!a.unwritten());
        a.write(&store).unwrap();
        let s = summary(&store);
        assert_eq!((s.played, s.won), (1, 1));
    }

    #[test]
    fn old_counters_are_the_base_and_facts_add_to_them() {
        // The golden snapshot's statistics, with a game still open.
        let snapshot: std::collections::BTreeMap<String, String> =
            serde_json::from_str(include_str!("../../../tests/data/storage_snapshot.json"))
                .unwrap();
        let store = MemoryStore::with(snapshot.clone());
        let before = derive(&store, || unreachable!(), None).0;
        assert_eq!(before, stats::load(&store, || unreachable!()).0);
        let open = before.open[0].clone();
        let mut a = Writer::new("aaaa");
        // The game left open by the old release is won: it was counted
        // as played then, so only the win is added.
        a.record(
            Op::Win {
                k: open.0.clone(),
                game: open.1.clone(),
                secs: 100,
                moves: 200,
                now: 9,
                grade: None,
            },
            9_000,
        );
        a.record(start("deal=77", 10), 10_000);
        a.write(&store).unwrap();
        let after = derive(&store, || unreachable!(), None).0;
        let (b, s) = (before.summary(&open.0), after.summary(&open.0));
        assert_eq!((s.played, s.won), (b.played + 1, b.won + 1));
        // The base itself is untouched: the snapshot's bytes.
        assert_eq!(store.read(KEY), snapshot.get(KEY).cloned());
    }

    #[test]
    fn a_fold_makes_the_derived_statistics_the_base_once() {
        let store = MemoryStore::new();
        let mut a = Writer::new("aaaa");
        a.record(start("deal=1", 1), 1_000);
        a.record(win("deal=1", 2), 2_000);
        a.write(&store).unwrap();
        let derived = derive(&store, || "base".into(), None).0;
        fold(&store, &derived, 3_000).unwrap();
        assert_eq!(summary(&store).won, 1, "not twice");
        // The writer drops the folded facts at its next write.
        a.record(start("deal=2", 4), 4_000);
        a.write(&store).unwrap();
        assert_eq!(a.facts().len(), 1);
        let s = summary(&store);
        assert_eq!((s.played, s.won), (2, 1));
        // A reset: empty statistics from now on.
        fold(&store, &Stats::new("new"), 5_000).unwrap();
        assert_eq!(summary(&store), Summary::default());
    }

    #[test]
    fn importing_this_browsers_own_export_adds_nothing() {
        let store = MemoryStore::new();
        let mut a = Writer::new("aaaa");
        a.record(start("deal=1", 1), 1_000);
        a.record(win("deal=1", 2), 2_000);
        a.write(&store).unwrap();
        let file = derive(&store, || "base".into(), Some(&a))
            .0
            .export_json::<crate::table::records::store::SerdeJson>();
        let done = import(&store, &file, || unreachable!(), Some(&a), 3_000).unwrap();
        assert_eq!(done.added, 0);
        assert_eq!(summary(&store).won, 1);
        // Another browser's file adds its games, once.
        let mut other = Stats::new("cccc");
        other.start(CAP, "deal=9", 1);
        other.win(CAP, "deal=9", 30, 110, 2);
        let file = other.export_json::<crate::table::records::store::SerdeJson>();
        assert_eq!(
            import(&store, &file, || unreachable!(), Some(&a), 4_000)
                .unwrap()
                .added,
            1
        );
        assert_eq!(
            import(&store, &file, || unreachable!(), Some(&a), 5_000)
                .unwrap()
                .added,
            0
        );
        let s = derive(&store, || unreachable!(), Some(&a)).0.summary(CAP);
        assert_eq!((s.played, s.won), (2, 2));
    }

    #[test]
    fn foreign_or_damaged_logs_count_for_nothing() {
        let store = MemoryStore::with([
            (key("x"), "not json".to_string()),
            (
                key("y"),
                r#"{"format":"patience-facts","version":1,"writer":"z","facts":[{"at":1,"seq":0,"op":{"op":"start","k":"caprice","game":"d","now":1}}]}"#.to_string(),
            ),
            (
                key("w"),
                r#"{"format":"patience-facts","version":1,"writer":"w","facts":[{"at":1,"seq":0,"op":{"op":"start","k":"klondike","game":"d","now":1}}]}"#.to_string(),
            ),
        ]);
        assert_eq!(summary(&store), Summary::default());
        assert_eq!(store.read(&key("x")).as_deref(), Some("not json"));
    }

    /// Issue 39, item 3: a damaged log, or a newer release's, was left out
    /// of the statistics without a word. Now a damaged one is copied
    /// aside, what still reads in it counts, and the player is told; a
    /// newer release's stays as it is for that release, and is told; each
    /// once per table, the base's own damage first.
    #[test]
    fn damaged_and_newer_logs_are_set_aside_and_told_once() {
        let fact = |seq: u32, op: &str| format!(r#"{{"at":{},"seq":{seq},"op":{op}}}"#, 10 + seq);
        let start = |g: &str| format!(r#"{{"op":"start","k":"caprice","game":"{g}","now":1}}"#);
        let won = |g: &str| {
            format!(r#"{{"op":"win","k":"caprice","game":"{g}","secs":5,"moves":9,"now":2}}"#)
        };
        // Two games started and one won; a fact damaged between them, the
        // log's `version` missing.
        let damaged = format!(
            r#"{{"format":"patience-facts","writer":"d","facts":[{},{},{{"at":"x"}},{}]}}"#,
            fact(0, &start("1")),
            fact(1, &won("1")),
            fact(3, &start("2")),
        );
        let newer = format!(
            r#"{{"format":"patience-facts","version":99,"writer":"n","facts":[{}],"more":{{}}}}"#,
            fact(0, &start("3"))
        );
        let store = MemoryStore::with([(key("d"), damaged.clone()), (key("n"), newer.clone())]);
        let own = Writer::new("own");
        let (stats, kept) = derive(&store, || "base".into(), Some(&own));
        let s = stats.summary(CAP);
        assert_eq!(
            (s.played, s.won),
            (2, 1),
            "what reads in the damaged log counts"
        );
        let aside = kept.unwrap().expect("told");
        assert_eq!(aside.what, Aside::Facts(key("d")));
        assert_eq!(aside.recovered, 2);
        assert_eq!(store.read(&aside.key), Some(damaged.clone()), "a copy kept");
        assert_eq!(
            store.read(&key("d")),
            Some(damaged.clone()),
            "left to its writer"
        );
        // Then the newer release's, once; then nothing more.
        let (_, kept) = derive(&store, || "base".into(), Some(&own));
        let aside = kept.unwrap().expect("told");
        assert_eq!(aside.what, Aside::NewerFacts);
        assert_eq!(aside.key, key("n"));
        assert_eq!(store.read(&key("n")), Some(newer), "left as it is");
        let (stats, kept) = derive(&store, || "base".into(), Some(&own));
        assert_eq!(kept, Ok(None));
        assert_eq!(stats.summary(CAP).played, 2, "still counted, not twice");
        // Another table tells its player too; the copy is kept once.
        let other = Writer::new("other");
        let (_, kept) = derive(&store, || "base".into(), Some(&other));
        assert_eq!(kept.unwrap().unwrap().what, Aside::Facts(key("d")));
        let copies = store.texts().values().filter(|t| **t == damaged).count();
        assert_eq!(copies, 2, "the log and one copy");
        // A log that is not JSON: copied aside, nothing recovered.
        let store = MemoryStore::with([(key("x"), "not json")]);
        let aside = derive(&store, || "base".into(), None).1.unwrap().unwrap();
        assert_eq!((aside.what, aside.recovered), (Aside::Facts(key("x")), 0));
        // A copy the store refuses is a refused write, said as one.
        let store = MemoryStore::with([(key("x"), "not json")]);
        store.refuse_writes(true);
        assert!(derive(&store, || "base".into(), None).1.is_err());
    }
}
