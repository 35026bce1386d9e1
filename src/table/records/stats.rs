//! Statistics: for every game and option set, games played and won, the
//! win rate, the current and best winning streaks, the best time and the
//! fewest moves of a won game. Kept in `localStorage` under
//! `patience:stats`; exported and imported as the same JSON.
//!
//! The model is pure (no DOM) so that its rules are tested directly:
//!
//! - A game counts as played from its first move, once: the saved game
//!   carries a [`Tally`] so a reload does not count it again.
//! - A game played and then left unwon (a new deal, another deal, another
//!   game, or a blocked game given up) is a loss: the streak ends. The game
//!   being played is remembered per option set (`open`), so that a game
//!   left behind by opening another deal's link is settled as a loss when
//!   the next game of that option set starts.
//! - A game in which the demo plays a move, or one taken over from a replay
//!   (a shared replay, the solver's solution) after any of its moves, is
//!   assisted (`stats-assisted` in the message files): it is counted as
//!   played and settled at once as not won, so it cannot improve the
//!   records. Times are whole seconds ([`whole_secs`]), the
//!   same for the win panel and the best time.
//! - Each browser writes only its own *source* (a random id). Import merges
//!   sources: for each source and option set the more advanced record wins
//!   (more games played). Importing the same file twice, or a file into the
//!   browser it came from, changes nothing; moving between browsers adds
//!   up. The current streak is the one of the source that last won or lost
//!   a game, and a browser's own streak carries on from it, so a streak
//!   survives a move to another browser.
//!
//! The JSON (serde derives; read and written by the store's [`Json`]:
//! `JSON.parse` and `JSON.stringify` in the browser) is
//! `{"format":"patience-statistics","version":1,"id":ID,"sources":[SOURCE...],"open":[[KEY,DEAL]...]}`
//! with `open` left out when empty (and always from exports), a source
//! `{"id":ID,"games":[[KEY,RECORD]...]}` and a record
//! `{"played":N,"won":N,"streak":N,"best_streak":N,"best_secs":N,"fewest_moves":N,"last":N}`
//! with `best_secs` and `fewest_moves` left out when there are none. Members
//! of the whole other than these are ignored; sources and records refuse
//! them.

use super::store::{Json, Store, WriteError};
pub use crate::engine::daily::variant_key as key;
use crate::engine::Variant;
use crate::solver::honest::Grade;
use crate::table::rulebook;
use crate::table::words::{escape, Arg, Words};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `localStorage` key.
pub const KEY: &str = "patience:stats";
/// Where unreadable statistics are kept aside instead of being lost
/// (numbered: [`unreadable_key`]).
pub const KEY_UNREADABLE: &str = "patience:stats:unreadable";
/// The `format` field of the JSON, which tells our files from others.
pub const FORMAT: &str = "patience-statistics";
/// The version of the JSON this build reads and writes.
pub const VERSION: u32 = 1;

/// Sanity bounds of imported data.
const MAX_SOURCES: usize = 256;
const MAX_COUNT: u32 = 10_000_000;
const MAX_SECS: u32 = 100 * 3600;
pub const MAX_TEXT: usize = 1 << 20;
/// Games played and not settled yet, kept at once (one per table or tab in
/// play); beyond this the oldest counts as left unwon.
pub const MAX_OPEN: usize = 32;

/// Where a game stands for the statistics (kept in its saved game as a
/// number: 0, 1, 2, 3, 4; anything else up to 255 reads as 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "u8", into = "u8")]
pub enum Tally {
    /// No move made yet: not a game played.
    #[default]
    Fresh,
    /// Counted as played.
    Played,
    /// Counted as won.
    Won,
    /// The demo played a move (`stats-assisted` in the message files): counted as played and settled
    /// as not won, whatever happens next.
    Assisted,
    /// Taken over from a replay with some of its moves made ("Play from
    /// here"), not counted yet: counted as [`Tally::Assisted`] at once.
    Borrowed,
}

// When a game counts as assisted (the statistics dialog says it:
// `stats-assisted`). A game is the player's own until the demo plays a
// move in it: from then on the program found the line, so a win would not
// be the player's. A hint is not assistance (it points at one move, which
// the player still plays), nor is Finish (or autoplay): it plays only
// foundation moves once nothing is hidden and the rest is a formality.
// A replay taken over after its first move (a shared replay, the solver's
// solution) is assisted too: some of its moves were not the player's.

impl From<u8> for Tally {
    fn from(n: u8) -> Tally {
        match n {
            1 => Tally::Played,
            2 => Tally::Won,
            3 => Tally::Assisted,
            4 => Tally::Borrowed,
            _ => Tally::Fresh,
        }
    }
}

impl From<Tally> for u8 {
    fn from(t: Tally) -> u8 {
        t as u8
    }
}

/// One source's figures for one option set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    /// The winning streak after this source's last result.
    pub streak: u32,
    pub best_streak: u32,
    /// Left out of the JSON when `None` (absent or `null` reads as `None`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_secs: Option<u32>,
    /// Left out of the JSON when `None` (absent or `null` reads as `None`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fewest_moves: Option<u32>,
    /// When this source last won or lost a game (seconds since 1970;
    /// absent reads as 0).
    #[serde(default)]
    pub last: u64,
    /// Games won by the deal's difficulty grade (easy, medium, hard, very
    /// hard: [`Grade::ALL`]'s order); a win whose grade was not known yet
    /// counts in none. Left out of the JSON while all are 0 (absent reads
    /// as 0s), so records without grades read and write as before.
    #[serde(default, skip_serializing_if = "no_grades")]
    pub won_by_grade: [u32; 4],
}

fn no_grades(counts: &[u32; 4]) -> bool {
    counts.iter().all(|&n| n == 0)
}

/// A record's fields, in their order (a reader that does not refuse
/// others itself is given them: see [`Json::check_stats`]).
pub const RECORD_FIELDS: &[&str] = &[
    "played",
    "won",
    "streak",
    "best_streak",
    "best_secs",
    "fewest_moves",
    "last",
    "won_by_grade",
];
/// A source's fields.
pub const SOURCE_FIELDS: &[&str] = &["id", "games"];

/// One browser's records: option-set key ([`key`]) and record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    pub id: String,
    pub games: Vec<(String, Record)>,
}

impl Source {
    fn get(&self, k: &str) -> Option<&Record> {
        self.games.iter().find(|(g, _)| g == k).map(|(_, r)| r)
    }
}

/// Every source's records. (Lists of pairs rather than maps: the JSON's
/// `[key, value]` pairs, in the order they were added.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub format: String,
    pub version: u32,
    /// This browser's source id.
    pub id: String,
    pub sources: Vec<Source>,
    /// Option-set key and the deal key of the game played and not settled
    /// yet (this browser only; never exported). Left out of the JSON when
    /// empty; absent reads as empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub open: Vec<(String, String)>,
}

/// What tells a document's kind, read before the rest: each absent or
/// `null` is `None`; of the wrong type, the document is not ours. Other
/// members are ignored.
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    version: Option<u32>,
}

/// The figures shown for one option set, all sources together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub played: u32,
    pub won: u32,
    pub streak: u32,
    pub best_streak: u32,
    pub best_secs: Option<u32>,
    pub fewest_moves: Option<u32>,
    /// Games won by grade ([`Record::won_by_grade`]), all sources together.
    pub won_by_grade: [u32; 4],
}

impl Summary {
    /// Games won out of games played, in whole percent.
    pub fn rate(&self) -> Option<u32> {
        (self.played > 0).then(|| {
            ((u64::from(self.won) * 100 + u64::from(self.played) / 2) / u64::from(self.played))
                as u32
        })
    }
}

/// Why data was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsError {
    TooLarge,
    NotJson,
    Foreign,
    Newer(u32),
    Damaged(String),
}

impl fmt::Display for StatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatsError::TooLarge => f.write_str("That file is far too large to be Patience statistics."),
            StatsError::NotJson => f.write_str("That file is not Patience statistics: it is not JSON."),
            StatsError::Foreign => f.write_str("That file is not Patience statistics."),
            StatsError::Newer(v) => write!(
                f,
                "That file was written by a newer Patience (format {v}); this one reads format {VERSION}."
            ),
            StatsError::Damaged(why) => write!(f, "That statistics file is damaged: {why}."),
        }
    }
}

impl StatsError {
    /// The player's words, in `w` (`stats-error-…`). A damaged file's
    /// detail (what does not add up, the JSON reader's words) stays in
    /// English. `comfort.rs`'s import is to say these rather than the
    /// English `Display`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            StatsError::TooLarge => w.get("stats-error-too-large"),
            StatsError::NotJson => w.get("stats-error-not-json"),
            StatsError::Foreign => w.get("stats-error-foreign"),
            StatsError::Newer(v) => w.with(
                "stats-error-newer",
                &[("format", Arg::from(*v)), ("version", Arg::from(VERSION))],
            ),
            StatsError::Damaged(why) => {
                w.with("stats-error-damaged", &[("why", Arg::Text(why.clone()))])
            }
        }
    }
}

/// Is `k` the key of a game and option set? (The table shows them in the
/// order of `Variant::ALL`.)
fn known_key(k: &str) -> bool {
    Variant::ALL.into_iter().any(|v| key(v) == k)
}

fn valid_id(id: &str) -> bool {
    (1..=32).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

impl Stats {
    /// Empty statistics for a browser with source id `id`.
    pub fn new(id: &str) -> Stats {
        Stats {
            format: FORMAT.to_string(),
            version: VERSION,
            id: id.to_string(),
            sources: Vec::new(),
            open: Vec::new(),
        }
    }

    /// Reads and checks statistics (stored or imported).
    pub fn parse<J: Json>(text: &str) -> Result<Stats, StatsError> {
        if text.len() > MAX_TEXT {
            return Err(StatsError::TooLarge);
        }
        let doc = J::parse(text).map_err(|_| StatsError::NotJson)?;
        let head: Head = J::read(&doc).map_err(|_| StatsError::Foreign)?;
        if head.format.as_deref() != Some(FORMAT) {
            return Err(StatsError::Foreign);
        }
        match head.version {
            Some(VERSION) => {}
            Some(v) if v > VERSION => return Err(StatsError::Newer(v)),
            _ => {
                return Err(StatsError::Damaged(
                    "its version is missing or wrong".into(),
                ))
            }
        }
        let stats: Stats = J::check_stats(&doc)
            .and_then(|()| J::read(&doc))
            .map_err(|e| StatsError::Damaged(e.to_string()))?;
        stats.validate()?;
        Ok(stats)
    }

    /// The JSON, with the games in progress or without.
    fn write<J: Json>(&self, open: bool) -> String {
        let text = if open || self.open.is_empty() {
            J::print(self)
        } else {
            J::print(&Stats {
                open: Vec::new(),
                ..self.clone()
            })
        };
        // Every field is a string or a whole number that fits: this cannot
        // fail, and an empty text would only read back as unreadable.
        text.unwrap_or_default()
    }

    /// Checks every figure for what real play can produce.
    pub fn validate(&self) -> Result<(), StatsError> {
        let bad = |why: String| Err(StatsError::Damaged(why));
        if !valid_id(&self.id) {
            return bad("its id is not one Patience writes".into());
        }
        if self.sources.len() > MAX_SOURCES {
            return bad("it has too many sources".into());
        }
        for (i, src) in self.sources.iter().enumerate() {
            if !valid_id(&src.id) || self.sources[..i].iter().any(|s| s.id == src.id) {
                return bad("a source id is not one Patience writes".into());
            }
            for (j, (k, r)) in src.games.iter().enumerate() {
                if !known_key(k) || src.games[..j].iter().any(|(g, _)| g == k) {
                    return bad(format!(
                        "it names an unknown game '{}'",
                        k.chars().take(40).collect::<String>()
                    ));
                }
                let won_figures = r.best_secs.is_some() && r.fewest_moves.is_some();
                let fine = r.played <= MAX_COUNT
                    && r.won <= r.played
                    && r.streak <= r.best_streak
                    && (r.best_streak == 0 || r.won > 0)
                    && (r.won > 0) == won_figures
                    && r.best_secs.is_none_or(|s| s <= MAX_SECS)
                    && r.fewest_moves.is_none_or(|m| (1..=MAX_COUNT).contains(&m))
                    && r.won_by_grade
                        .iter()
                        .try_fold(0u32, |sum, &n| sum.checked_add(n))
                        .is_some_and(|sum| sum <= r.won);
                if !fine {
                    return bad(format!("its figures for {k} do not add up"));
                }
            }
        }
        for v in Variant::ALL {
            let k = key(v);
            let s = self.summary(&k);
            if s.best_streak > s.won || s.streak > s.best_streak {
                return bad(format!("its streaks for {k} do not add up"));
            }
        }
        if self.open.len() > MAX_OPEN {
            return bad("it names too many games in progress".into());
        }
        for (i, (k, deal)) in self.open.iter().enumerate() {
            if !known_key(k)
                || deal.len() > 120
                || self.open[..i].iter().any(|o| o.0 == *k && o.1 == *deal)
            {
                return bad("it names an unknown game in progress".into());
            }
        }
        Ok(())
    }

    /// The JSON kept in `localStorage`.
    pub fn to_json<J: Json>(&self) -> String {
        self.write::<J>(true)
    }

    /// The JSON of an export file: everything but the games in progress.
    pub fn export_json<J: Json>(&self) -> String {
        self.write::<J>(false)
    }

    /// The figures for option set `k`, all sources together.
    pub fn summary(&self, k: &str) -> Summary {
        let mut s = Summary::default();
        let mut latest: Option<(u64, bool, u32)> = None;
        for src in &self.sources {
            let Some(r) = src.get(k) else {
                continue;
            };
            s.played = s.played.saturating_add(r.played);
            s.won = s.won.saturating_add(r.won);
            s.best_streak = s.best_streak.max(r.best_streak);
            s.best_secs = min_some(s.best_secs, r.best_secs);
            s.fewest_moves = min_some(s.fewest_moves, r.fewest_moves);
            for (sum, n) in s.won_by_grade.iter_mut().zip(r.won_by_grade) {
                *sum = sum.saturating_add(n);
            }
            let rank = (r.last, src.id == self.id, r.streak);
            if latest.is_none_or(|l| (rank.0, rank.1) > (l.0, l.1)) {
                latest = Some(rank);
            }
        }
        s.streak = latest.map_or(0, |l| l.2);
        s
    }

    /// Source `id`'s records, added empty if missing.
    fn source(&mut self, id: &str) -> &mut Source {
        let i = match self.sources.iter().position(|s| s.id == id) {
            Some(i) => i,
            None => {
                self.sources.push(Source {
                    id: id.to_string(),
                    games: Vec::new(),
                });
                self.sources.len() - 1
            }
        };
        &mut self.sources[i]
    }

    /// This browser's record for option set `k`, added empty if missing.
    fn own(&mut self, k: &str) -> &mut Record {
        let id = self.id.clone();
        let games = &mut self.source(&id).games;
        let i = match games.iter().position(|(g, _)| g == k) {
            Some(i) => i,
            None => {
                games.push((k.to_string(), Record::default()));
                games.len() - 1
            }
        };
        &mut games[i].1
    }

    /// Whether game `game` (a deal key) of option set `k` is open.
    fn is_open(&self, k: &str, game: &str) -> bool {
        self.open.iter().any(|(g, d)| g == k && d == game)
    }

    fn close(&mut self, k: &str, game: &str) {
        self.open.retain(|(g, d)| !(g == k && d == game));
    }

    fn lose(&mut self, k: &str, now: u64) {
        let r = self.own(k);
        r.streak = 0;
        r.last = now;
    }

    /// The first move of game `game` (a deal key) of option set `k`. Other
    /// games stay open (another table, another tab, a deal link opened
    /// meanwhile): each is settled on its own, won or left. Only beyond
    /// [`MAX_OPEN`] open games is the oldest settled as left unwon.
    ///
    /// A game is known by its option set and deal key: the same deal
    /// already open (another tab on the same deal, a move replayed after a
    /// refused write) is the same game, joined and not counted again.
    /// Returns whether it counted.
    pub fn start(&mut self, k: &str, game: &str, now: u64) -> bool {
        if self.is_open(k, game) {
            return false;
        }
        let r = self.own(k);
        r.played = r.played.saturating_add(1);
        self.open.push((k.to_string(), game.to_string()));
        while self.open.len() > MAX_OPEN {
            let (old, _) = self.open.remove(0);
            self.lose(&old, now);
        }
        true
    }

    /// Game `game` was won in `secs` seconds and `moves` moves. Counts only
    /// if the game is open (a game already settled as a loss, when it was
    /// left, stays a loss). Returns whether it counted.
    pub fn win(&mut self, k: &str, game: &str, secs: u32, moves: u32, now: u64) -> bool {
        self.win_graded(k, game, secs, moves, now, None)
    }

    /// [`Stats::win`] of a deal of grade `grade` (`None`: not known), which
    /// also counts in the wins by grade.
    pub fn win_graded(
        &mut self,
        k: &str,
        game: &str,
        secs: u32,
        moves: u32,
        now: u64,
        grade: Option<Grade>,
    ) -> bool {
        if !self.is_open(k, game) {
            return false;
        }
        self.close(k, game);
        let streak = self.summary(k).streak.saturating_add(1);
        let r = self.own(k);
        r.won = r.won.saturating_add(1);
        r.streak = streak;
        r.best_streak = r.best_streak.max(streak);
        r.best_secs = min_some(r.best_secs, Some(secs.min(MAX_SECS)));
        r.fewest_moves = min_some(r.fewest_moves, Some(moves.max(1)));
        r.last = now;
        if let Some(g) = grade {
            let n = &mut r.won_by_grade[usize::from(g.code())];
            *n = n.saturating_add(1);
        }
        true
    }

    /// Game `game` was left unwon: a loss, if it was open.
    pub fn abandon(&mut self, k: &str, game: &str, now: u64) -> bool {
        if !self.is_open(k, game) {
            return false;
        }
        self.close(k, game);
        self.lose(k, now);
        true
    }

    /// Merges imported statistics into these. Returns how many games
    /// played the import added (0: nothing new). The result is checked;
    /// on an error nothing is changed.
    pub fn merge(&mut self, other: &Stats) -> Result<u32, StatsError> {
        let mut merged = self.clone();
        let mut added: u32 = 0;
        for src in &other.sources {
            let mine = &mut merged.source(&src.id).games;
            for (k, r) in &src.games {
                match mine.iter_mut().find(|(g, _)| g == k) {
                    Some((_, m)) if (m.played, m.last) >= (r.played, r.last) => {}
                    Some((_, m)) => {
                        added = added.saturating_add(r.played.saturating_sub(m.played));
                        *m = r.clone();
                    }
                    None => {
                        added = added.saturating_add(r.played);
                        mine.push((k.clone(), r.clone()));
                    }
                }
            }
        }
        merged.validate()?;
        *self = merged;
        Ok(added)
    }
}

impl Stats {
    /// Writes these statistics to `store` (under [`KEY`]).
    pub fn store<S: Store + ?Sized>(&self, store: &S) -> Result<(), WriteError> {
        store.write(KEY, &self.to_json::<S::Json>())
    }
}

/// The key of the `n`th copy of unreadable statistics kept aside
/// (`patience:stats:unreadable:1`, `:2`...). A copy is never overwritten;
/// earlier releases kept one copy under [`KEY_UNREADABLE`] itself, which
/// stays as it is.
pub fn unreadable_key(n: u32) -> String {
    format!("{KEY_UNREADABLE}:{n}")
}

/// Unreadable statistics that were set aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// Where the unreadable text is kept (for a newer release's log: the
    /// log's own key, where it stays).
    pub key: String,
    /// Games played that were recovered from the parts that still read
    /// (whole sources that check out; a log's facts that read).
    pub recovered: u32,
    /// What was set aside.
    pub what: Aside,
}

/// What [`SetAside`] is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Aside {
    /// The base, `patience:stats`.
    Stats,
    /// A table's log of facts (`patience:facts:<writer>`, its key) that
    /// does not read: a copy is kept aside; the facts in it that read
    /// count.
    Facts(String),
    /// A log written by a newer release (its `version` above this one's):
    /// left where it is for that release, and not counted here.
    NewerFacts,
}

/// What a write of the statistics did: unreadable statistics found and set
/// aside on the way (`Ok(Some(..))`), or the write the store refused.
pub type Kept = Result<Option<SetAside>, WriteError>;

/// Keeps `text` aside under a new numbered key (or the key that already
/// holds the same text: a copy is kept once, and never overwritten).
pub(super) fn set_aside<S: Store + ?Sized>(store: &S, text: &str) -> Result<String, WriteError> {
    let prefix = format!("{KEY_UNREADABLE}:");
    let mut last = 0;
    for k in store.keys() {
        let numbered = k.strip_prefix(&prefix).and_then(|n| n.parse::<u32>().ok());
        if numbered.is_none() && k != KEY_UNREADABLE {
            continue;
        }
        if store.read(&k).as_deref() == Some(text) {
            return Ok(k);
        }
        last = last.max(numbered.unwrap_or(0));
    }
    let key = unreadable_key(last.saturating_add(1));
    store.write(&key, text)?;
    Ok(key)
}

/// The parts of unreadable statistics that still read: the id, and each
/// source that checks out on its own. Each of the `sources` is read as a
/// document of its own ([`Json::items`]), not as an untagged enum of a
/// source or anything: serde tries an untagged enum's variants on a copy
/// of the value in its own buffer (`Content`): 14 KB of the table's wasm.
fn recover<J: Json>(text: &str) -> Option<Stats> {
    #[derive(Deserialize)]
    struct Loose {
        #[serde(default)]
        id: Option<String>,
        /// Any items: a list (or nothing) is all that is asked of it here.
        #[serde(default)]
        #[allow(dead_code)]
        sources: Vec<serde::de::IgnoredAny>,
    }
    if text.len() > MAX_TEXT {
        return None;
    }
    let doc = J::parse(text).ok()?;
    let loose: Loose = J::read(&doc).ok()?;
    let id = loose.id.filter(|id| valid_id(id)).unwrap_or_default();
    let mut stats = Stats::new(&id);
    for part in J::items(&doc, "sources").iter().take(MAX_SOURCES) {
        let Ok(src) = J::check_source(part).and_then(|()| J::read::<Source>(part)) else {
            continue;
        };
        let mut alone = Stats::new(&src.id);
        alone.sources.push(src.clone());
        if alone.validate().is_ok() && stats.sources.iter().all(|s| s.id != src.id) {
            stats.sources.push(src);
        }
    }
    Some(stats)
}

/// The statistics in `store`. Unreadable ones are kept aside (under a new
/// [`unreadable_key`], every copy kept) instead of being lost; the sources
/// in them that still read are recovered, and written back as the
/// statistics from now on, with a new source id (`new_id`, as for none at
/// all) if theirs was lost. Beside them: what was set aside, or the write
/// refused on the way.
pub fn load<S: Store + ?Sized>(store: &S, new_id: impl FnOnce() -> String) -> (Stats, Kept) {
    let Some(text) = store.read(KEY) else {
        return (Stats::new(&new_id()), Ok(None));
    };
    if let Ok(stats) = Stats::parse::<S::Json>(&text) {
        return (stats, Ok(None));
    }
    let mut stats = recover::<S::Json>(&text).unwrap_or_else(|| Stats::new(""));
    if !valid_id(&stats.id) {
        stats.id = new_id();
    }
    let recovered = stats
        .sources
        .iter()
        .flat_map(|s| s.games.iter())
        .fold(0u32, |n, (_, r)| n.saturating_add(r.played));
    let kept = set_aside(store, &text).and_then(|key| {
        // The copy is safe: what was recovered replaces the unreadable text.
        stats.store(store)?;
        Ok(Some(SetAside {
            key,
            recovered,
            what: Aside::Stats,
        }))
    });
    (stats, kept)
}

/// Reads the statistics in `store` (see [`load`]), lets `change` change
/// them, and writes them back if it says it did. Read and written at once,
/// so that tables and tabs of the same browser add up (the browser holds
/// its lock on the records meanwhile: `web::records`).
pub fn update<S: Store + ?Sized>(
    store: &S,
    new_id: impl FnOnce() -> String,
    change: impl FnOnce(&mut Stats) -> bool,
) -> Kept {
    let (mut stats, aside) = load(store, new_id);
    // Unreadable statistics that could not be kept aside are not written over.
    let aside = aside?;
    if change(&mut stats) {
        stats.store(store)?;
    }
    Ok(aside)
}

/// A change to the statistics, as data: an event of a game (see
/// [`super::facts`], which keeps them as facts). JSON:
/// `{"op":"start","k":KEY,"game":DEAL,"now":SECS}`, `"win"` with `secs`
/// and `moves` too, `"abandon"`. Read through [`OpFields`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase", try_from = "OpFields")]
pub enum Op {
    /// A game's first move ([`Stats::start`]).
    Start { k: String, game: String, now: u64 },
    /// A game won ([`Stats::win_graded`]); `grade` (`easy`, `medium`,
    /// `hard`, `very-hard`) left out when not known.
    Win {
        k: String,
        game: String,
        secs: u32,
        moves: u32,
        now: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        grade: Option<String>,
    },
    /// A game left unwon, or assisted ([`Stats::abandon`]).
    Abandon { k: String, game: String, now: u64 },
}

/// An [`Op`] as stored, read member by member, then made an `Op` by its
/// `op`. serde reads an internally tagged enum (`#[serde(tag = "op")]`)
/// by first copying the whole object into its own buffer (`Content`), to
/// find the tag wherever it stands: 17 KB of the table's wasm (with the
/// untagged enum [`recover`] had, all of serde's `Content`). Read this way, the members that are not the op's own
/// must still be of their type (a start's `secs` a whole number), where
/// the tagged enum ignored them; Patience writes none.
#[derive(Deserialize)]
struct OpFields {
    op: OpKind,
    k: String,
    game: String,
    now: u64,
    #[serde(default)]
    secs: Option<u32>,
    #[serde(default)]
    moves: Option<u32>,
    #[serde(default)]
    grade: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum OpKind {
    Start,
    Win,
    Abandon,
}

impl TryFrom<OpFields> for Op {
    type Error = &'static str;

    fn try_from(f: OpFields) -> Result<Op, &'static str> {
        let OpFields { k, game, now, .. } = f;
        Ok(match f.op {
            OpKind::Start => Op::Start { k, game, now },
            OpKind::Win => Op::Win {
                k,
                game,
                secs: f.secs.ok_or("missing field `secs`")?,
                moves: f.moves.ok_or("missing field `moves`")?,
                now,
                grade: f.grade,
            },
            OpKind::Abandon => Op::Abandon { k, game, now },
        })
    }
}

impl Op {
    /// Whether the game named is one Patience writes (a known option set,
    /// a deal key of sane length).
    pub fn valid(&self) -> bool {
        let (Op::Start { k, game, .. } | Op::Win { k, game, .. } | Op::Abandon { k, game, .. }) =
            self;
        known_key(k) && game.len() <= 120
    }

    /// Applies the change; whether it changed anything.
    pub fn apply(&self, s: &mut Stats) -> bool {
        match self {
            Op::Start { k, game, now } => s.start(k, game, *now),
            Op::Win {
                k,
                game,
                secs,
                moves,
                now,
                grade,
            } => s.win_graded(
                k,
                game,
                *secs,
                *moves,
                *now,
                grade.as_deref().and_then(Grade::parse),
            ),
            Op::Abandon { k, game, now } => s.abandon(k, game, *now),
        }
    }
}

/// What an import did.
#[derive(Debug)]
pub struct Imported {
    /// Games played the import added (0: nothing new).
    pub added: u32,
    /// Whether the store kept the result.
    pub kept: Kept,
}

/// Imports a file's text into the statistics in `store` (see
/// [`Stats::merge`]). Refused, it changes nothing.
pub fn import<S: Store + ?Sized>(
    store: &S,
    text: &str,
    new_id: impl FnOnce() -> String,
) -> Result<Imported, StatsError> {
    let (mut current, aside) = load(store, new_id);
    let incoming = Stats::parse::<S::Json>(text)?;
    let added = current.merge(&incoming)?;
    Ok(Imported {
        added,
        kept: aside.and_then(|a| current.store(store).map(|()| a)),
    })
}

fn min_some(a: Option<u32>, b: Option<u32>) -> Option<u32> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// A game's time in whole seconds (cut, not rounded, as a clock does): the
/// one rule for the toolbar's clock, the win panel and the best time.
pub fn whole_secs(ms: f64) -> u32 {
    // `as` saturates: NaN and negatives give 0.
    (ms / 1000.0) as u32
}

/// A duration as the clock shows it: `4:05`, `1:02:03`.
pub fn duration(secs: u32) -> String {
    if secs >= 3600 {
        format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

/// The name of an option set for the table (HTML: its words escaped).
fn label(v: Variant, w: &Words) -> String {
    let game = escape(&rulebook::game_name(v.game, w));
    if v.has_options() {
        let options = w.with(
            "stats-options",
            &[
                ("draw", Arg::from(u32::from(v.draw))),
                ("spaces", Arg::from(v.spaces.id())),
            ],
        );
        format!("{game} <small>{}</small>", escape(&options))
    } else {
        game
    }
}

/// The statistics table's columns: the cells' names and their headings'
/// messages.
const COLUMNS: [(&str, &str); 7] = [
    ("played", "stats-played"),
    ("won", "stats-won"),
    ("rate", "stats-rate"),
    ("streak", "stats-streak"),
    ("best-streak", "stats-best-streak"),
    ("best-time", "stats-best-time"),
    ("fewest-moves", "stats-fewest-moves"),
];

/// `class="current" aria-current="true"` for the row of the game shown.
fn current_row(v: Variant, current: Variant) -> &'static str {
    if v == current {
        " class=\"current\" aria-current=\"true\""
    } else {
        ""
    }
}

/// The statistics table, one row per option set; `current` is marked.
/// Each cell carries its column's name (`data-label`) so that narrow
/// screens can show every row as a small block. In `w` (`stats-…`).
pub fn table_html(stats: &Stats, current: Variant, w: &Words) -> String {
    let mut html = format!(
        "<table class=\"stats-table\"><thead><tr><th scope=\"col\">{}</th>",
        escape(&w.get("stats-game"))
    );
    let headings: Vec<String> = COLUMNS.iter().map(|(_, id)| escape(&w.get(id))).collect();
    for heading in &headings {
        html.push_str(&format!("<th scope=\"col\">{heading}</th>"));
    }
    html.push_str("</tr></thead><tbody>");
    let dash = || "–".to_string();
    for v in Variant::ALL {
        let k = key(v);
        let s = stats.summary(&k);
        let values = [
            w.number(f64::from(s.played)),
            w.number(f64::from(s.won)),
            s.rate().map_or_else(dash, |r| {
                escape(&w.with(
                    "stats-percent",
                    &[("percent", Arg::Percent(f64::from(r) / 100.0))],
                ))
            }),
            w.number(f64::from(s.streak)),
            w.number(f64::from(s.best_streak)),
            s.best_secs.map_or_else(dash, duration),
            s.fewest_moves.map_or_else(dash, |m| w.number(f64::from(m))),
        ];
        html.push_str(&format!(
            "<tr data-stats-row=\"{k}\"{}><th scope=\"row\">{}</th>",
            current_row(v, current),
            label(v, w),
        ));
        for (((name, _), heading), value) in COLUMNS.iter().zip(&headings).zip(values) {
            html.push_str(&format!(
                "<td data-stat=\"{name}\" data-label=\"{heading}\">{value}</td>"
            ));
        }
        html.push_str("</tr>");
    }
    html.push_str("</tbody></table>");
    html
}

/// A grade's name for the player (`grade-…`).
pub fn grade_name(g: Grade, words: &Words) -> String {
    crate::table::grades::name(g, words)
}

/// The wins by grade, one row per option set; `current` is marked. A win
/// counts in a grade once the deal's grade was known when it was won.
pub fn grades_html(stats: &Stats, current: Variant, w: &Words) -> String {
    let mut html = format!(
        "<h3>{}</h3><table class=\"stats-table stats-grades\"><thead><tr><th scope=\"col\">{}</th>",
        escape(&w.get("stats-wins-by-grade")),
        escape(&w.get("stats-game"))
    );
    let names: Vec<String> = Grade::ALL
        .iter()
        .map(|g| escape(&grade_name(*g, w)))
        .collect();
    for name in &names {
        html.push_str(&format!("<th scope=\"col\">{name}</th>"));
    }
    html.push_str("</tr></thead><tbody>");
    for v in Variant::ALL {
        let k = key(v);
        let s = stats.summary(&k);
        html.push_str(&format!(
            "<tr data-grades-row=\"{k}\"{}><th scope=\"row\">{}</th>",
            current_row(v, current),
            label(v, w),
        ));
        for ((g, n), name) in Grade::ALL.iter().zip(s.won_by_grade).zip(&names) {
            html.push_str(&format!(
                "<td data-won-grade=\"{}\" data-label=\"{name}\">{}</td>",
                g.id(),
                w.number(f64::from(n)),
            ));
        }
        html.push_str("</tr>");
    }
    html.push_str("</tbody></table>");
    html
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::table::records::store::{MemoryStore, SerdeJson};

    const CAP: &str = "caprice";

    /// The field lists that refuse unknown members are the structs' own,
    /// in their order.
    #[test]
    fn field_lists_match_the_records() {
        let names = |text: String| -> Vec<String> {
            text.split('"')
                .collect::<Vec<_>>()
                .windows(2)
                .filter(|w| w[1].starts_with(':'))
                .map(|w| w[0].to_string())
                .collect()
        };
        let full = Record {
            best_secs: Some(1),
            fewest_moves: Some(1),
            won_by_grade: [1, 0, 0, 0],
            ..Record::default()
        };
        assert_eq!(names(SerdeJson::print(&full).unwrap()), RECORD_FIELDS);
        assert_eq!(
            names(SerdeJson::print(&Source::default()).unwrap()),
            SOURCE_FIELDS
        );
    }

    #[test]
    fn keys_cover_every_option_set_once() {
        let keys: Vec<String> = Variant::ALL.into_iter().map(key).collect();
        assert_eq!(keys.len(), 8);
        let mut unique = keys.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 8);
        assert!(keys.contains(&"double-canfield draw=1 spaces=any".to_string()));
        assert!(keys.contains(&"russian-patience".to_string()));
    }

    #[test]
    fn one_rule_for_the_time_whole_seconds_cut() {
        // Issue 13: the win panel said 01:05 and the best time 1:06.
        assert_eq!(whole_secs(65_999.0), 65);
        assert_eq!(duration(whole_secs(65_999.0)), "1:05");
        assert_eq!(whole_secs(-5.0), 0);
        assert_eq!(whole_secs(f64::NAN), 0);
        assert_eq!(whole_secs(1e300), u32::MAX);
    }

    #[test]
    fn an_assisted_tally_is_kept_and_unknown_ones_read_as_fresh() {
        for t in [
            Tally::Fresh,
            Tally::Played,
            Tally::Won,
            Tally::Assisted,
            Tally::Borrowed,
        ] {
            assert_eq!(Tally::from(u8::from(t)), t);
        }
        assert_eq!(Tally::from(5), Tally::Fresh);
    }

    #[test]
    fn played_won_and_streaks() {
        let mut s = Stats::new("aaaa");
        s.start(CAP, "deal=1", 10);
        assert_eq!(s.summary(CAP).played, 1);
        assert!(s.win(CAP, "deal=1", 300, 150, 11));
        // A second win of the same game does not count.
        assert!(!s.win(CAP, "deal=1", 200, 120, 12));
        s.start(CAP, "deal=2", 13);
        assert!(s.win(CAP, "deal=2", 250, 170, 14));
        let sum = s.summary(CAP);
        assert_eq!(
            (sum.played, sum.won, sum.streak, sum.best_streak),
            (2, 2, 2, 2)
        );
        assert_eq!((sum.best_secs, sum.fewest_moves), (Some(250), Some(150)));
        assert_eq!(sum.rate(), Some(100));
        // Left unwon: the streak ends, the best streak stays.
        s.start(CAP, "deal=3", 15);
        assert!(s.abandon(CAP, "deal=3", 16));
        let sum = s.summary(CAP);
        assert_eq!(
            (sum.played, sum.won, sum.streak, sum.best_streak),
            (3, 2, 0, 2)
        );
        assert_eq!(sum.rate(), Some(67));
        // Other option sets are apart.
        assert_eq!(s.summary("lucas-leaps"), Summary::default());
        s.validate().unwrap();
    }

    #[test]
    fn games_open_at_once_are_each_settled_on_their_own() {
        // Two tables (or tabs) of Caprice: starting one never settles the other.
        let mut s = Stats::new("aaaa");
        s.start(CAP, "deal=1", 1);
        s.start(CAP, "deal=2", 2);
        assert!(s.win(CAP, "deal=1", 60, 120, 3));
        let sum = s.summary(CAP);
        assert_eq!((sum.played, sum.won, sum.streak), (2, 1, 1));
        // The other game is still open: its win counts too, once.
        assert!(s.win(CAP, "deal=2", 70, 130, 4));
        assert!(!s.win(CAP, "deal=2", 70, 130, 5));
        assert_eq!(s.summary(CAP).won, 2);
        // Left unwon (New in its table): a loss, once.
        s.start(CAP, "deal=3", 6);
        assert!(s.abandon(CAP, "deal=3", 7));
        assert!(!s.abandon(CAP, "deal=3", 8));
        assert!(!s.win(CAP, "deal=3", 10, 120, 9));
        let sum = s.summary(CAP);
        assert_eq!((sum.played, sum.won, sum.streak), (3, 2, 0));
    }

    #[test]
    fn beyond_the_open_games_kept_the_oldest_is_lost() {
        let mut s = Stats::new("aaaa");
        for n in 0..=MAX_OPEN {
            s.start(CAP, &format!("deal={n}"), n as u64);
        }
        assert_eq!(s.open.len(), MAX_OPEN);
        assert_eq!(s.summary(CAP).played, MAX_OPEN as u32 + 1);
        // Deal 0 was settled as a loss; the newest are open.
        assert!(!s.win(CAP, "deal=0", 10, 120, 99));
        assert!(s.win(CAP, &format!("deal={MAX_OPEN}"), 10, 120, 99));
    }

    #[test]
    fn round_trip_and_export_leaves_out_open_games() {
        let mut s = Stats::new("abc123");
        s.start(CAP, "deal=1", 1);
        s.win(CAP, "deal=1", 99, 130, 2);
        s.start("lucas-leaps", "deal=4", 3);
        assert_eq!(
            Stats::parse::<SerdeJson>(&s.to_json::<SerdeJson>()).unwrap(),
            s
        );
        let exported = Stats::parse::<SerdeJson>(&s.export_json::<SerdeJson>()).unwrap();
        assert!(exported.open.is_empty());
        assert_eq!(exported.sources, s.sources);
    }

    #[test]
    fn corrupt_and_foreign_data_is_refused() {
        let mut good = Stats::new("abc");
        good.start(CAP, "d", 1);
        good.win(CAP, "d", 10, 120, 2);
        let json = good.to_json::<SerdeJson>();
        type Expect = fn(&StatsError) -> bool;
        let cases: Vec<(String, Expect)> = vec![
            ("not json at all".into(), |e| *e == StatsError::NotJson),
            ("{\"format\":\"patience-stat".into(), |e| {
                *e == StatsError::NotJson
            }),
            ("[1,2,3]".into(), |e| *e == StatsError::Foreign),
            ("{\"game\":\"caprice\",\"moves\":[]}".into(), |e| {
                *e == StatsError::Foreign
            }),
            (json.replace("\"version\":1", "\"version\":7"), |e| {
                *e == StatsError::Newer(7)
            }),
            (json.replace("\"version\":1", "\"version\":0"), |e| {
                matches!(e, StatsError::Damaged(_))
            }),
            (json.replace("\"won\":1", "\"won\":5"), |e| {
                matches!(e, StatsError::Damaged(_))
            }),
            (json.replace("\"played\":1", "\"played\":-1"), |e| {
                matches!(e, StatsError::Damaged(_))
            }),
            (json.replace("caprice", "klondike"), |e| {
                matches!(e, StatsError::Damaged(_))
            }),
            (json.replace("\"abc\"", "\"ABC!\""), |e| {
                matches!(e, StatsError::Damaged(_))
            }),
            (
                json.replace("\"best_streak\":1", "\"best_streak\":0"),
                |e| matches!(e, StatsError::Damaged(_)),
            ),
            (json.replace("\"best_secs\":10,", ""), |e| {
                matches!(e, StatsError::Damaged(_))
            }),
            (
                json.replace("\"streak\":1", "\"streak\":1,\"extra\":2"),
                |e| matches!(e, StatsError::Damaged(_)),
            ),
            (" ".repeat(MAX_TEXT + 1), |e| *e == StatsError::TooLarge),
        ];
        for (text, ok) in cases {
            let e = Stats::parse::<SerdeJson>(&text)
                .expect_err(&text.chars().take(80).collect::<String>());
            assert!(
                ok(&e),
                "{e:?} for {}",
                text.chars().take(80).collect::<String>()
            );
            assert!(!e.to_string().is_empty());
        }
    }

    /// Written by the serde_json code this replaced, for the statistics
    /// of [`sample`]: in `localStorage`, exported, and a fresh browser's.
    const SERDE_STORED: &str = r#"{"format":"patience-statistics","version":1,"id":"k3x9","sources":[{"id":"k3x9","games":[["caprice",{"played":2,"won":1,"streak":1,"best_streak":1,"best_secs":301,"fewest_moves":162,"last":1700000301}],["double-canfield draw=1 spaces=any",{"played":1,"won":0,"streak":0,"best_streak":0,"last":1700000600}]]},{"id":"other2","games":[["lucas-leaps",{"played":4,"won":1,"streak":0,"best_streak":1,"best_secs":900,"fewest_moves":210,"last":1690000000}]]}],"open":[["caprice","game=caprice&deal=2"]]}"#;
    const SERDE_EXPORT: &str = r#"{"format":"patience-statistics","version":1,"id":"k3x9","sources":[{"id":"k3x9","games":[["caprice",{"played":2,"won":1,"streak":1,"best_streak":1,"best_secs":301,"fewest_moves":162,"last":1700000301}],["double-canfield draw=1 spaces=any",{"played":1,"won":0,"streak":0,"best_streak":0,"last":1700000600}]]},{"id":"other2","games":[["lucas-leaps",{"played":4,"won":1,"streak":0,"best_streak":1,"best_secs":900,"fewest_moves":210,"last":1690000000}]]}]}"#;
    const SERDE_EMPTY: &str =
        r#"{"format":"patience-statistics","version":1,"id":"z","sources":[]}"#;

    fn sample() -> Stats {
        let dc = "double-canfield draw=1 spaces=any";
        let dc_game = "game=double-canfield&deal=9&draw=1&spaces=any";
        let mut st = Stats::new("k3x9");
        st.start(CAP, "game=caprice&deal=1", 1_700_000_000);
        st.win(CAP, "game=caprice&deal=1", 301, 162, 1_700_000_301);
        st.start(CAP, "game=caprice&deal=2", 1_700_000_400);
        st.start(dc, dc_game, 1_700_000_500);
        st.abandon(dc, dc_game, 1_700_000_600);
        st.sources.push(Source {
            id: "other2".into(),
            games: vec![(
                "lucas-leaps".into(),
                Record {
                    played: 4,
                    won: 1,
                    streak: 0,
                    best_streak: 1,
                    best_secs: Some(900),
                    fewest_moves: Some(210),
                    last: 1_690_000_000,
                    won_by_grade: [0; 4],
                },
            )],
        });
        st
    }

    #[test]
    fn stored_and_exported_statistics_read_and_write_as_serde_did() {
        let st = sample();
        assert_eq!(Stats::parse::<SerdeJson>(SERDE_STORED), Ok(st.clone()));
        assert_eq!(st.to_json::<SerdeJson>(), SERDE_STORED);
        assert_eq!(st.export_json::<SerdeJson>(), SERDE_EXPORT);
        let exported = Stats {
            open: Vec::new(),
            ..st
        };
        assert_eq!(
            Stats::parse::<SerdeJson>(SERDE_EXPORT),
            Ok(exported.clone())
        );
        assert_eq!(exported.to_json::<SerdeJson>(), SERDE_EXPORT);
        assert_eq!(Stats::parse::<SerdeJson>(SERDE_EMPTY), Ok(Stats::new("z")));
        assert_eq!(Stats::new("z").to_json::<SerdeJson>(), SERDE_EMPTY);
    }

    /// The wins by grade: written after `last` only once a graded win was
    /// counted (records without it read and write as before: see
    /// [`SERDE_STORED`]), read back, merged with the record, refused when
    /// they add up to more than the wins.
    const GRADED: &str = r#"{"format":"patience-statistics","version":1,"id":"k3x9","sources":[{"id":"k3x9","games":[["caprice",{"played":3,"won":3,"streak":3,"best_streak":3,"best_secs":60,"fewest_moves":100,"last":30,"won_by_grade":[1,0,0,1]}]]}]}"#;

    #[test]
    fn wins_are_counted_by_grade_and_read_and_write_as_golden() {
        let mut st = Stats::new("k3x9");
        st.start(CAP, "1", 1);
        st.win_graded(CAP, "1", 60, 100, 10, Some(Grade::Easy));
        st.start(CAP, "2", 11);
        // Its grade not known yet: counted as a win, in no grade.
        st.win_graded(CAP, "2", 70, 120, 20, None);
        st.start(CAP, "3", 21);
        let op = Op::Win {
            k: CAP.into(),
            game: "3".into(),
            secs: 80,
            moves: 130,
            now: 30,
            grade: Some("very-hard".into()),
        };
        assert!(op.apply(&mut st));
        let s = st.summary(CAP);
        assert_eq!((s.won, s.won_by_grade), (3, [1, 0, 0, 1]));
        assert_eq!(st.to_json::<SerdeJson>(), GRADED);
        assert_eq!(Stats::parse::<SerdeJson>(GRADED), Ok(st.clone()));
        // An op written before grades (no `grade`) still reads.
        let old: Op = SerdeJson::from_text(
            r#"{"op":"win","k":"caprice","game":"4","secs":1,"moves":2,"now":3}"#,
        )
        .unwrap();
        assert!(matches!(old, Op::Win { grade: None, .. }));
        // Another browser's graded wins add up in the summary.
        let mut other = Stats::new("zz9");
        other.merge(&st).unwrap();
        other.start(CAP, "9", 40);
        other.win_graded(CAP, "9", 50, 90, 41, Some(Grade::Hard));
        assert_eq!(other.summary(CAP).won_by_grade, [1, 0, 1, 1]);
        let html = grades_html(&other, Variant::new(GameId::Caprice), &Words::english());
        assert!(html.contains(r#"<td data-won-grade="hard" data-label="Hard">1</td>"#));
        assert!(html.contains(r#"<td data-won-grade="very-hard" data-label="Very hard">1</td>"#));
        // More graded wins than wins do not add up.
        let bad = GRADED.replace("[1,0,0,1]", "[1,2,0,1]");
        assert!(matches!(
            Stats::parse::<SerdeJson>(&bad),
            Err(StatsError::Damaged(_))
        ));
    }

    /// Ops read as the tagged enum read them: each kind with its members
    /// (the tag anywhere, a win's `grade` optional, other members
    /// ignored); a missing member, an unknown kind or no kind is an error.
    #[test]
    fn ops_read_as_written_and_odd_ones_are_refused() {
        let read = |t: &str| SerdeJson::from_text::<Op>(t);
        let ops = [
            Op::Start {
                k: CAP.into(),
                game: "7".into(),
                now: 1,
            },
            Op::Win {
                k: CAP.into(),
                game: "7".into(),
                secs: 2,
                moves: 3,
                now: 4,
                grade: Some("easy".into()),
            },
            Op::Abandon {
                k: CAP.into(),
                game: "7".into(),
                now: 5,
            },
        ];
        for op in ops {
            let text = SerdeJson::print(&op).unwrap();
            assert_eq!(read(&text), Ok(op), "{text}");
        }
        assert_eq!(
            read(r#"{"k":"caprice","game":"7","now":1,"x":[1],"op":"abandon"}"#),
            Ok(Op::Abandon {
                k: CAP.into(),
                game: "7".into(),
                now: 1
            })
        );
        for bad in [
            r#"{"op":"win","k":"caprice","game":"7","moves":3,"now":4}"#,
            r#"{"op":"win","k":"caprice","game":"7","secs":2,"now":4}"#,
            r#"{"op":"win","k":"caprice","game":"7","secs":-2,"moves":3,"now":4}"#,
            r#"{"op":"won","k":"caprice","game":"7","now":4}"#,
            r#"{"k":"caprice","game":"7","now":4}"#,
            r#"{"op":"start","game":"7","now":4}"#,
            r#"{"op":7,"k":"caprice","game":"7","now":4}"#,
            r#""start""#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
        let e = read(r#"{"op":"win","k":"caprice","game":"7","moves":3,"now":4}"#).unwrap_err();
        assert!(e.to_string().contains("missing field `secs`"), "{e}");
    }

    #[test]
    fn merge_is_idempotent_and_adds_other_browsers() {
        let mut a = Stats::new("a");
        a.start(CAP, "1", 1);
        a.win(CAP, "1", 100, 140, 2);
        a.start(CAP, "2", 3);
        a.win(CAP, "2", 90, 150, 4);
        // A fresh browser imports a's file.
        let mut b = Stats::new("b");
        assert_eq!(
            b.merge(&Stats::parse::<SerdeJson>(&a.export_json::<SerdeJson>()).unwrap()),
            Ok(2)
        );
        assert_eq!(b.summary(CAP), a.summary(CAP));
        // The same file again: nothing changes.
        let before = b.clone();
        assert_eq!(b.merge(&a), Ok(0));
        assert_eq!(b, before);
        // b's streak carries on from a's.
        b.start(CAP, "3", 5);
        b.win(CAP, "3", 80, 130, 6);
        let s = b.summary(CAP);
        assert_eq!((s.played, s.won, s.streak, s.best_streak), (3, 3, 3, 3));
        assert_eq!((s.best_secs, s.fewest_moves), (Some(80), Some(130)));
        // Back in a: importing b's file brings b's game, once.
        assert_eq!(a.merge(&b), Ok(1));
        assert_eq!(a.merge(&b), Ok(0));
        assert_eq!(a.summary(CAP), b.summary(CAP));
        // a's own later games are not lost by importing an older file of itself.
        let old = a.clone();
        a.start(CAP, "4", 7);
        a.abandon(CAP, "4", 8);
        let now = a.summary(CAP);
        assert_eq!(a.merge(&old), Ok(0));
        assert_eq!(a.summary(CAP), now);
        assert_eq!((now.played, now.streak, now.best_streak), (4, 0, 3));
    }

    #[test]
    fn a_merge_that_does_not_add_up_changes_nothing() {
        let mut a = Stats::new("a");
        a.start(CAP, "1", 1);
        let mut evil = Stats::new("e");
        evil.sources.push(Source {
            id: "e".into(),
            games: vec![(
                CAP.into(),
                Record {
                    played: 1,
                    won: 1,
                    streak: 9,
                    best_streak: 9,
                    best_secs: Some(1),
                    fewest_moves: Some(1),
                    last: 5,
                    won_by_grade: [0; 4],
                },
            )],
        });
        let before = a.clone();
        assert!(matches!(a.merge(&evil), Err(StatsError::Damaged(_))));
        assert_eq!(a, before);
        // The same source twice, or a game twice in one source: damaged.
        let mut twice = a.clone();
        twice.sources.push(twice.sources[0].clone());
        assert!(twice.validate().is_err());
        let mut twice = a.clone();
        let game = twice.sources[0].games[0].clone();
        twice.sources[0].games.push(game);
        assert!(twice.validate().is_err());
    }

    #[test]
    fn table_shows_every_option_set() {
        let mut s = Stats::new("a");
        s.start(CAP, "1", 1);
        s.win(CAP, "1", 65, 140, 2);
        let html = table_html(&s, Variant::new(GameId::Caprice), &Words::english());
        assert_eq!(html.matches("data-stats-row=").count(), 8);
        assert!(html.contains("data-stat=\"best-time\" data-label=\"Best time\">1:05</td>"));
        assert!(html.contains("data-label=\"Win rate\">100%</td>"));
        assert_eq!(duration(3723), "1:02:03");
    }

    /// The option sets' keys are stored (statistics, daily results, the
    /// daily deals found): they never change.
    #[test]
    fn keys_are_the_stored_ones() {
        let keys: Vec<String> = Variant::ALL.into_iter().map(key).collect();
        assert_eq!(
            keys,
            [
                "caprice",
                "capricieuse",
                "lucas-leaps",
                "double-canfield draw=3 spaces=waste",
                "double-canfield draw=3 spaces=any",
                "double-canfield draw=1 spaces=waste",
                "double-canfield draw=1 spaces=any",
                "russian-patience",
            ]
        );
    }

    fn id() -> String {
        "fresh1".to_string()
    }

    #[test]
    fn stored_statistics_load_and_unreadable_ones_are_kept_aside() {
        let store = MemoryStore::new();
        assert_eq!(load(&store, id), (Stats::new("fresh1"), Ok(None)));
        assert!(store.keys().is_empty());
        store.write(KEY, SERDE_STORED).unwrap();
        assert_eq!(load(&store, || unreachable!()), (sample(), Ok(None)));
        let cut = "{\"format\":\"patience-stat";
        store.write(KEY, cut).unwrap();
        let (s, aside) = load(&store, id);
        assert_eq!(s, Stats::new("fresh1"));
        assert_eq!(
            aside,
            Ok(Some(SetAside {
                key: unreadable_key(1),
                recovered: 0,
                what: Aside::Stats,
            }))
        );
        assert_eq!(store.read(&unreadable_key(1)).as_deref(), Some(cut));
        // What replaced it reads: set aside once, not at every read.
        assert_eq!(load(&store, || unreachable!()), (s, Ok(None)));
        // A store that refuses the copy says so, and the text stays.
        store.write(KEY, "[]").unwrap();
        store.refuse_writes(true);
        let (s, aside) = load(&store, id);
        assert_eq!(s, Stats::new("fresh1"));
        assert_eq!(aside.unwrap_err().key, unreadable_key(2));
        assert_eq!(store.read(KEY).as_deref(), Some("[]"));
        // Nor is it written over by an update.
        assert_eq!(
            update(&store, id, |s| s.start(CAP, "x", 1))
                .unwrap_err()
                .key,
            unreadable_key(2)
        );
        assert_eq!(store.read(KEY).as_deref(), Some("[]"));
    }

    #[test]
    fn every_unreadable_copy_is_kept_and_what_still_reads_is_recovered() {
        // An earlier release's single copy stays; later ones are numbered.
        let store = MemoryStore::with([(KEY_UNREADABLE, "old damage")]);
        // Damaged: one source's figures do not add up, the other's do.
        let damaged = SERDE_STORED.replace("\"played\":4,\"won\":1", "\"played\":4,\"won\":9");
        store.write(KEY, &damaged).unwrap();
        let (s, aside) = load(&store, id);
        assert_eq!(
            aside,
            Ok(Some(SetAside {
                key: unreadable_key(1),
                recovered: 3,
                what: Aside::Stats,
            }))
        );
        assert_eq!(s.id, "k3x9", "the id still read");
        assert_eq!(s.sources.len(), 1);
        assert_eq!(s.summary(CAP).won, 1);
        assert_eq!(s.summary("lucas-leaps"), Summary::default());
        assert_eq!(Stats::parse::<SerdeJson>(&store.read(KEY).unwrap()), Ok(s));
        // A second corruption: a second copy; the first stays.
        store.write(KEY, "not json").unwrap();
        let (s, aside) = load(&store, id);
        assert_eq!(s, Stats::new("fresh1"));
        assert_eq!(aside.unwrap().unwrap().key, unreadable_key(2));
        assert_eq!(store.read(KEY_UNREADABLE).as_deref(), Some("old damage"));
        assert_eq!(store.read(&unreadable_key(1)), Some(damaged));
        assert_eq!(store.read(&unreadable_key(2)).as_deref(), Some("not json"));
        // The same text again is not copied twice.
        store.write(KEY, "not json").unwrap();
        assert_eq!(load(&store, id).1.unwrap().unwrap().key, unreadable_key(2));
        assert_eq!(
            store
                .keys()
                .iter()
                .filter(|k| k.starts_with(KEY_UNREADABLE))
                .count(),
            3
        );
    }

    #[test]
    fn updates_read_change_and_write_back() {
        let store = MemoryStore::with([(KEY, SERDE_STORED)]);
        update(&store, id, |s| {
            assert!(s.win(CAP, "game=caprice&deal=2", 250, 150, 1_700_001_000));
            true
        })
        .unwrap();
        let s = Stats::parse::<SerdeJson>(&store.read(KEY).unwrap()).unwrap();
        let sum = s.summary(CAP);
        assert_eq!((sum.played, sum.won, sum.streak), (2, 2, 2));
        assert_eq!((sum.best_secs, sum.fewest_moves), (Some(250), Some(150)));
        assert!(s.open.is_empty());
        // Nothing changed: nothing written.
        store.refuse_writes(true);
        assert_eq!(update(&store, id, |s| s.abandon(CAP, "x", 1)), Ok(None));
        // A change the store refuses is returned.
        let e = update(&store, id, |s| s.start(CAP, "y", 1)).unwrap_err();
        assert_eq!(e.key, KEY);
        assert_eq!(Stats::parse::<SerdeJson>(&store.read(KEY).unwrap()), Ok(s));
    }

    #[test]
    fn the_same_deal_open_twice_is_one_game() {
        // Two tabs on one deal: each counts its first move; one game.
        let mut s = Stats::new("aaaa");
        assert!(s.start(CAP, "deal=1", 1));
        assert!(!s.start(CAP, "deal=1", 2));
        assert!(s.win(CAP, "deal=1", 60, 120, 3));
        // The other tab wins it too, or leaves it: nothing more.
        assert!(!s.win(CAP, "deal=1", 61, 121, 4));
        assert!(!s.abandon(CAP, "deal=1", 5));
        let sum = s.summary(CAP);
        assert_eq!((sum.played, sum.won, sum.streak), (1, 1, 1));
        // Played again later: another game.
        assert!(s.start(CAP, "deal=1", 6));
        assert_eq!(s.summary(CAP).played, 2);
    }

    #[test]
    fn imports_merge_into_the_stored_statistics() {
        let store = MemoryStore::with([(KEY, SERDE_STORED)]);
        let mut other = Stats::new("b2");
        other.start("lucas-leaps", "game=lucas-leaps&deal=1", 5);
        other.win("lucas-leaps", "game=lucas-leaps&deal=1", 80, 190, 6);
        let file = other.export_json::<SerdeJson>();
        let done = import(&store, &file, id).unwrap();
        assert_eq!(done.added, 1);
        assert_eq!(done.kept, Ok(None));
        // Again: nothing new.
        assert_eq!(import(&store, &file, id).unwrap().added, 0);
        let s = Stats::parse::<SerdeJson>(&store.read(KEY).unwrap()).unwrap();
        assert_eq!(s.summary("lucas-leaps").played, 5);
        assert_eq!(s.summary("lucas-leaps").fewest_moves, Some(190));
        assert_eq!(s.id, "k3x9");
        // A refused file changes nothing; a refused write is returned.
        let before = store.texts();
        assert_eq!(import(&store, "[1]", id).unwrap_err(), StatsError::Foreign);
        assert_eq!(store.texts(), before);
        store.refuse_writes(true);
        let done = import(&store, SERDE_EXPORT, id).unwrap();
        assert_eq!(done.added, 0);
        assert_eq!(done.kept.unwrap_err().key, KEY);
    }

    #[test]
    fn the_tables_in_every_language() {
        use crate::table::words::{tests::files, Lang};
        let stats = Stats::new("t");
        let v = Variant::new(GameId::Caprice);
        let en =
            table_html(&stats, v, &Words::english()) + &grades_html(&stats, v, &Words::english());
        assert!(en.contains(">Best time</th>") && en.contains("Wins by difficulty"));
        assert!(en.contains("Double Canfield <small>draw 1 · spaces: any</small>"));
        let fr = Words::of(Lang::Fr, &files("fr")).unwrap();
        let html = table_html(&stats, v, &fr) + &grades_html(&stats, v, &fr);
        assert!(html.contains(">Meilleur temps</th>"), "{html}");
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            let html = table_html(&stats, v, &w) + &grades_html(&stats, v, &w);
            for id in [
                "stats-game",
                "stats-played",
                "stats-options",
                "grade-easy",
                "stats-wins",
            ] {
                assert!(!html.contains(id), "{lang:?}: {id}");
            }
            if lang != Lang::En {
                assert!(!html.contains("Best time"), "{lang:?}");
            }
        }
    }

    #[test]
    fn import_errors_in_every_language() {
        use crate::table::words::{tests::files, Lang};
        let all = [
            StatsError::TooLarge,
            StatsError::NotJson,
            StatsError::Foreign,
            StatsError::Newer(VERSION + 1),
            StatsError::Damaged("x".into()),
        ];
        let en = Words::english();
        for e in &all {
            assert_eq!(e.words(&en), e.to_string());
        }
        for lang in Lang::ALL {
            let w = Words::of(lang, &files(lang.tag())).unwrap();
            for e in &all {
                let said = e.words(&w);
                assert!(!said.starts_with("stats-error"), "{lang:?}");
                if lang != Lang::En {
                    assert_ne!(said, e.to_string(), "{lang:?}");
                }
            }
        }
    }
}
